import { http, HttpResponse } from 'msw';
import { selectToasts } from '@/shared/ui';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { productsApi } from './productsApi';

const server = setupMockBackend();

const storeOf = () => renderWithProviders(<p />).store;

describe('catalogue answers checked against their schemas', () => {
  it('reads a well-formed product list and product', async () => {
    const store = storeOf();
    const list = await store.dispatch(productsApi.endpoints.getProducts.initiate({ city_id: 1 }));
    expect(list.data?.list.length).toBeGreaterThan(0);
    const detail = await store.dispatch(
      productsApi.endpoints.getProductDetail.initiate({ id: list.data?.list[0]?.id ?? 0, city_id: 1 }),
    );
    expect(detail.error).toBeUndefined();
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('turns a product list with a broken card into the usual error and toast', async () => {
    const card = { id: 1, name: 'Brufen 400 mg', price: '320,00' };
    server.use(
      http.get('*/site/v1/products', () =>
        HttpResponse.json({ list: [card], total: 1, page: 1, per_page: 24, facets: { manufacturers: [], forms: [] } }),
      ),
    );
    const store = storeOf();
    const result = await store.dispatch(productsApi.endpoints.getProducts.initiate({ city_id: 1 }));
    expect(result.error).toEqual({ status: 'PARSE_ERROR' });
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ tone: 'error', messageId: 'error.site' }),
    ]);
  });

  it('turns a product answer without its product into the usual error', async () => {
    server.use(
      http.get('*/site/v1/products/detail', () =>
        HttpResponse.json({ product: null, pharmacies: [], analogues: [], related: [] }),
      ),
    );
    const store = storeOf();
    const result = await store.dispatch(productsApi.endpoints.getProductDetail.initiate({ id: 1001, city_id: 1 }));
    expect(result.error).toEqual({ status: 'PARSE_ERROR' });
    expect(selectToasts(store.getState())).toHaveLength(1);
  });
});
