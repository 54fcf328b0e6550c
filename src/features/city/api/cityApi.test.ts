import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { cityApi } from './cityApi';

describe('city answers checked against their schemas', () => {
  itRefusesBrokenAnswers(setupMockBackend(), {
    'a city list that is no list': {
      method: 'get',
      path: '/cities',
      answer: { list: { id: 1, name: 'Beograd' } },
      send: (store) => store.dispatch(cityApi.endpoints.getCities.initiate()),
    },
    'a located city without its id': {
      method: 'get',
      path: '/cities/locate',
      answer: { name: 'Beograd' },
      send: (store) => store.dispatch(cityApi.endpoints.locateCity.initiate({})),
    },
  });
});
