import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { alertsApi } from './alertsApi';

const alert = {
  id: 1,
  key: '0123456789abcdef0123456789abcdef',
  product_id: 1013,
  product_name: 'Brufen 400 mg',
  city_id: 3,
  city_name: 'Niš',
  channel: 'email',
  contact: 'ana@example.com',
  created_at: '2026-11-23T10:00:00Z',
  fired_at: null,
};

describe('stock alert answers checked against their schema', () => {
  itRefusesBrokenAnswers(setupMockBackend(), {
    'an alert list that is no list': {
      method: 'get',
      path: '/alerts',
      answer: { list: { ...alert, status: 'sent' } },
      send: (store) => store.dispatch(alertsApi.endpoints.getAlerts.initiate({ keys: [alert.key] })),
    },
    'a created alert without its key': {
      method: 'post',
      path: '/alerts',
      answer: { ...alert, key: '', status: 'waiting' },
      send: (store) =>
        store.dispatch(
          alertsApi.endpoints.createAlert.initiate({ product_id: 1013, city_id: 3, email: 'ana@example.com' }),
        ),
    },
    'a deletion answered with text': {
      method: 'post',
      path: '/alerts/delete',
      answer: 'deleted',
      send: (store) => store.dispatch(alertsApi.endpoints.deleteAlert.initiate({ key: alert.key })),
    },
  });
});
