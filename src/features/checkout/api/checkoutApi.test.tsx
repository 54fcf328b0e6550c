import { http, HttpResponse } from 'msw';
import { selectToasts } from '@/shared/ui';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { ORDER_ARGS } from '../testing/order';
import { checkoutApi } from './checkoutApi';

const server = setupMockBackend();

const storeOf = () => renderWithProviders(<p />).store;
const order = { ...ORDER_ARGS, comment: '', idempotency_key: 'k'.repeat(32) };

describe('order answers checked against their schema', () => {
  it('turns an order list with a broken order into the usual error and toast', async () => {
    server.use(http.get('*/site/v1/orders', () => HttpResponse.json({ list: [{ id: 7, number: 7 }] })));
    const store = storeOf();
    const result = await store.dispatch(checkoutApi.endpoints.getOrders.initiate());
    expect(result.error).toEqual({ status: 'PARSE_ERROR' });
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ tone: 'error', messageId: 'error.site' }),
    ]);
  });

  it('turns an order with an unknown status into the usual error', async () => {
    server.use(http.get('*/site/v1/orders/detail', () => HttpResponse.json({ id: 7, status: 'lost' })));
    const result = await storeOf().dispatch(checkoutApi.endpoints.getOrder.initiate({ id: 7 }));
    expect(result.error).toEqual({ status: 'PARSE_ERROR' });
  });

  it('treats a placed order it cannot read as an error (the retry sends the same key)', async () => {
    server.use(http.post('*/site/v1/orders', () => HttpResponse.json({ ok: true })));
    const result = await storeOf().dispatch(checkoutApi.endpoints.placeOrder.initiate(order));
    expect(result.error).toEqual({ status: 'PARSE_ERROR' });
  });

  it('reads the order the mock backend places', async () => {
    const result = await storeOf().dispatch(checkoutApi.endpoints.placeOrder.initiate(order));
    expect(result.data).toEqual(
      expect.objectContaining({ status: 'accepted', lines: [expect.objectContaining({ id: 1001, quantity: 1 })] }),
    );
  });
});
