import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { ORDER_ARGS } from '../testing/order';
import { checkoutApi } from './checkoutApi';

const server = setupMockBackend();

const order = { ...ORDER_ARGS, comment: '', idempotency_key: 'k'.repeat(32) };

describe('order answers checked against their schema', () => {
  itRefusesBrokenAnswers(server, {
    'an order list that is no list': {
      method: 'get',
      path: '/orders',
      answer: { list: { id: 7, number: 7 } },
      send: (store) => store.dispatch(checkoutApi.endpoints.getOrders.initiate()),
    },
    'an order with an unknown status': {
      method: 'get',
      path: '/orders/detail',
      answer: { id: 7, status: 'lost' },
      send: (store) => store.dispatch(checkoutApi.endpoints.getOrder.initiate({ id: 7 })),
    },
    'a followed order without its lines': {
      method: 'post',
      path: '/orders/track',
      answer: { id: 7, number: 'APT-1', status: 'ready' },
      send: (store) => store.dispatch(checkoutApi.endpoints.trackOrder.initiate({ id: 7, key: 'k'.repeat(32) })),
    },
    // The retry sends the same key, so the order is not placed twice.
    'a placed order it cannot read': {
      method: 'post',
      path: '/orders',
      answer: { ok: true },
      send: (store) => store.dispatch(checkoutApi.endpoints.placeOrder.initiate(order)),
    },
    'a visit without its reservations': {
      method: 'post',
      path: '/orders/visit',
      answer: { visit_id: 'v1' },
      send: (store) =>
        store.dispatch(
          checkoutApi.endpoints.placeVisit.initiate({
            city_id: order.city_id,
            parts: [{ pharmacy_id: order.pharmacy_id, items: order.items }],
            name: order.name,
            phone: order.phone,
            comment: '',
            idempotency_key: order.idempotency_key,
          }),
        ),
    },
    'transfers that are no list': {
      method: 'get',
      path: '/pharmacies/transfers',
      answer: { list: { id: 1001, quantity: 1, from: { pharmacy_id: 2, name: 'A', address: 'B', city_id: 1 } } },
      send: (store) =>
        store.dispatch(checkoutApi.endpoints.getTransfers.initiate({ city_id: 1, pharmacy_id: 1, items: order.items })),
    },
  });

  it('reads the order the mock backend places', async () => {
    const { store } = renderWithProviders(<p />);
    const result = await store.dispatch(checkoutApi.endpoints.placeOrder.initiate(order));
    expect(result.data).toEqual(
      expect.objectContaining({ status: 'accepted', lines: [expect.objectContaining({ id: 1001, quantity: 1 })] }),
    );
  });
});
