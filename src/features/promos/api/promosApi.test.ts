import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { promosApi } from './promosApi';

describe('promo answers checked against their schema', () => {
  itRefusesBrokenAnswers(setupMockBackend(), {
    'a promo list that is no list': {
      method: 'get',
      path: '/promos',
      answer: { list: { id: 1, slug: 'zima', title: 'Zima', discount_percent: '20%' } },
      send: (store) => store.dispatch(promosApi.endpoints.getPromos.initiate({ city_id: 1 })),
    },
  });
});
