import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { pharmaciesApi } from './pharmaciesApi';

describe('pharmacy answers checked against their schema', () => {
  itRefusesBrokenAnswers(setupMockBackend(), {
    'a pharmacy list that is no list': {
      method: 'get',
      path: '/pharmacies',
      answer: { pharmacies: [{ id: 101, name: 'Apoteka Vračar' }] },
      send: (store) => store.dispatch(pharmaciesApi.endpoints.getPharmacies.initiate({ city_id: 1 })),
    },
  });
});
