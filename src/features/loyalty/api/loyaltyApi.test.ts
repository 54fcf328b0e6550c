import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { loyaltyApi } from './loyaltyApi';

const server = setupMockBackend();

describe('loyalty answers checked against their schema', () => {
  itRefusesBrokenAnswers(server, {
    'a card without its number': {
      method: 'get',
      path: '/loyalty',
      answer: { card: { points: 100, joined_at: '2026-11-29T10:00:00.000Z', movements: [] } },
      send: (store) => store.dispatch(loyaltyApi.endpoints.getLoyaltyCard.initiate()),
    },
  });
});
