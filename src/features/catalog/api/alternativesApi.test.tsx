import { itLeavesOutBrokenEntries, itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { alternativesApi } from './alternativesApi';

const server = setupMockBackend();
const card = { id: 1001, name: 'Febricet 500 mg', price: 98, allow_safety: false };

describe('cheaper alternatives checked against their schema', () => {
  itRefusesBrokenAnswers(server, {
    'alternatives without the product they are cheaper than': {
      method: 'get',
      path: '/products/alternatives',
      answer: { list: [card] },
      send: (store) => store.dispatch(alternativesApi.endpoints.getAlternatives.initiate({ id: 1001, city_id: 1 })),
    },
    'alternatives that are no list': {
      method: 'get',
      path: '/products/alternatives',
      answer: { product: card, list: { ...card, id: 1007 } },
      send: (store) => store.dispatch(alternativesApi.endpoints.getAlternatives.initiate({ id: 1001, city_id: 1 })),
    },
  });

  itLeavesOutBrokenEntries(server, {
    'alternatives with one priced as text': {
      method: 'get',
      path: '/products/alternatives',
      answer: {
        product: card,
        list: [
          { ...card, id: 1007, price: '86,00' },
          { ...card, id: 1008, price: 79 },
        ],
      },
      send: (store) => store.dispatch(alternativesApi.endpoints.getAlternatives.initiate({ id: 1001, city_id: 1 })),
      count: (data) => (data as { list: unknown[] }).list.length,
      expected: 1,
    },
  });
});
