import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { cartApi } from './cartApi';

const server = setupMockBackend();

describe('cart prices checked against their schema', () => {
  itRefusesBrokenAnswers(server, {
    'prices of the wrong type': {
      method: 'get',
      path: '/cart/items',
      answer: {
        items: [{ id: 1001, price: '320,00', requested_quantity: 1, allow_safety: false }],
      },
      send: (store) =>
        store.dispatch(cartApi.endpoints.getCartItems.initiate({ items: [{ id: 1001, quantity: 1 }], city_id: 1 })),
    },
  });

  it('reads the mock backend answer as it is', async () => {
    const { store } = renderWithProviders(<p />);
    const result = await store.dispatch(
      cartApi.endpoints.getCartItems.initiate({ items: [{ id: 1001, quantity: 2 }], city_id: 1 }),
    );
    expect(result.data?.items).toEqual([expect.objectContaining({ id: 1001, quantity: 2 })]);
  });
});
