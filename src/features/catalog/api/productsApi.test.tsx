import { selectToasts } from '@/shared/ui';
import { itLeavesOutBrokenEntries, itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { favouritesApi } from './favouritesApi';
import { productsApi } from './productsApi';

const server = setupMockBackend();

describe('catalogue answers checked against their schemas', () => {
  it('reads a well-formed product list and product', async () => {
    const { store } = renderWithProviders(<p />);
    const list = await store.dispatch(productsApi.endpoints.getProducts.initiate({ city_id: 1 }));
    expect(list.data?.list.length).toBeGreaterThan(0);
    const detail = await store.dispatch(
      productsApi.endpoints.getProductDetail.initiate({ id: list.data?.list[0]?.id ?? 0, city_id: 1 }),
    );
    expect(detail.error).toBeUndefined();
    expect(selectToasts(store.getState())).toEqual([]);
  });

  itRefusesBrokenAnswers(server, {
    'a product list that is no list': {
      method: 'get',
      path: '/products',
      answer: {
        list: { id: 1, name: 'Brufen 400 mg', price: 320, allow_safety: false },
        total: 1,
        page: 1,
        per_page: 24,
        facets: { manufacturers: [], forms: [] },
      },
      send: (store) => store.dispatch(productsApi.endpoints.getProducts.initiate({ city_id: 1 })),
    },
    'a product answer without its product': {
      method: 'get',
      path: '/products/detail',
      answer: { product: null, pharmacies: [], analogues: [], related: [] },
      send: (store) => store.dispatch(productsApi.endpoints.getProductDetail.initiate({ id: 1001, city_id: 1 })),
    },
    'categories without their list': {
      method: 'get',
      path: '/categories',
      answer: { categories: [{ id: 1, slug: 'bol', name: 'Bol i temperatura', parent_slug: null, products_count: 3 }] },
      send: (store) => store.dispatch(productsApi.endpoints.getCategories.initiate()),
    },
    'favourites that are no list': {
      method: 'get',
      path: '/favourites',
      answer: { list: '1001' },
      send: (store) => store.dispatch(favouritesApi.endpoints.getFavourites.initiate()),
    },
    'a favourite toggle answered without the list': {
      method: 'put',
      path: '/favourites',
      answer: { ok: true },
      send: (store) => store.dispatch(favouritesApi.endpoints.setFavourite.initiate({ id: 1001, favourite: true })),
    },
  });

  itLeavesOutBrokenEntries(server, {
    // The second card carries only the required fields (docs/api.md, "Required and optional fields").
    'a product list with a card priced as text': {
      method: 'get',
      path: '/products',
      answer: {
        list: [
          { id: 1, name: 'Brufen 400 mg', price: '320,00', allow_safety: false },
          { id: 2, name: 'Febricet 500 mg', price: 199.9, allow_safety: false },
        ],
        total: 2,
        page: 1,
        per_page: 24,
        facets: { manufacturers: [], forms: [] },
      },
      send: (store) => store.dispatch(productsApi.endpoints.getProducts.initiate({ city_id: 1 })),
      count: (data) => (data as { list: unknown[] }).list.length,
      expected: 1,
    },
    'a product list with a card without a name': {
      method: 'get',
      path: '/products',
      answer: {
        list: [
          { id: 1, price: 320, allow_safety: false },
          { id: 2, name: 'Febricet 500 mg', price: 199.9, allow_safety: false },
        ],
      },
      send: (store) => store.dispatch(productsApi.endpoints.getProducts.initiate({ city_id: 1 })),
      count: (data) => (data as { list: unknown[] }).list.length,
      expected: 1,
    },
    'categories with one without its slug': {
      method: 'get',
      path: '/categories',
      answer: {
        list: [
          { id: 1, name: 'Bol i temperatura', parent_slug: null, products_count: 3 },
          { id: 2, slug: 'vitamini', name: 'Vitamini' },
        ],
      },
      send: (store) => store.dispatch(productsApi.endpoints.getCategories.initiate()),
      count: (data) => (data as unknown[]).length,
      expected: 1,
    },
    'favourites with one that is not a product id': {
      method: 'get',
      path: '/favourites',
      answer: { list: ['1001', 1002] },
      send: (store) => store.dispatch(favouritesApi.endpoints.getFavourites.initiate()),
      count: (data) => (data as unknown[]).length,
      expected: 1,
    },
  });
});
