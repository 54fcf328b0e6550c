import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { ereceptApi } from './ereceptApi';

const server = setupMockBackend();
const lookup = { prescription_id: 'ER2611000101', lbo: '12345678901', city_id: 1 };

describe('eRecept answers checked against their schema', () => {
  itRefusesBrokenAnswers(server, {
    'a prescription without its medicines': {
      method: 'post',
      path: '/erecept',
      answer: { prescription: { id: 'ER2611000101', valid_until: '2026-12-26' }, pharmacies: [] },
      send: (store) => store.dispatch(ereceptApi.endpoints.findPrescription.initiate(lookup)),
    },
    'a reservation that is no order': {
      method: 'post',
      path: '/erecept/reserve',
      answer: { id: 5003, number: 'APT-104616' },
      send: (store) =>
        store.dispatch(
          ereceptApi.endpoints.reservePrescription.initiate({
            ...lookup,
            pharmacy_id: 101,
            idempotency_key: 'k'.repeat(32),
          }),
        ),
    },
  });
});
