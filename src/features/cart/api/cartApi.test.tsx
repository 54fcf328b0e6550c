import { http, HttpResponse } from 'msw';
import { selectToasts } from '@/shared/ui';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { cartApi } from './cartApi';

const server = setupMockBackend();

describe('cart prices checked against their schema', () => {
  it('turns prices of the wrong type into the usual error and toast', async () => {
    server.use(
      http.get('*/site/v1/cart/items', () =>
        HttpResponse.json({
          items: [{ id: 1001, price: '320,00', requested_quantity: 1, allow_safety: false }],
          stores_quantity: 3,
        }),
      ),
    );
    const { store } = renderWithProviders(<p />);
    const result = await store.dispatch(
      cartApi.endpoints.getCartItems.initiate({ items: [{ id: 1001, quantity: 1 }], city_id: 1 }),
    );
    expect(result.error).toEqual({ status: 'PARSE_ERROR' });
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ tone: 'error', messageId: 'error.site' }),
    ]);
  });

  it('reads the mock backend answer as it is', async () => {
    const { store } = renderWithProviders(<p />);
    const result = await store.dispatch(
      cartApi.endpoints.getCartItems.initiate({ items: [{ id: 1001, quantity: 2 }], city_id: 1 }),
    );
    expect(result.data?.items).toEqual([expect.objectContaining({ id: 1001, quantity: 2 })]);
  });
});
