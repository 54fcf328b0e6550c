// The mock backend serving MOCK_PRODUCTS=10000 (docs/mock-backend.md, "A catalogue of N products"):
// the answers keep to their schemas with the large catalogue's gaps in them.
import type { ProductDetailDto, ProductsDto } from '@/shared/api/answers';

type Helpers = typeof import('./helpers');
type Node = typeof import('../node');
let helpers: Helpers;
let node: Node;

// The dataset is generated on first use from the environment; this file's module registry is its own.
beforeAll(async () => {
  process.env.MOCK_PRODUCTS = '10000';
  helpers = await import('./helpers');
  node = await import('../node');
  node.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  node.server.close();
  delete process.env.MOCK_PRODUCTS;
});

describe('GET /products on 10,000 products', () => {
  it('counts every product and pages through them', async () => {
    const first = await helpers.call<ProductsDto>('GET', '/products', { city_id: 1, sort: 'name', per_page: 60 });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(10_000);
    const last = await helpers.call<ProductsDto>('GET', '/products', {
      city_id: 1,
      sort: 'name',
      per_page: 60,
      page: 167,
    });
    expect(last.body.list).toHaveLength(10_000 - 166 * 60);
  });

  it('lists hundreds of manufacturers in the facet of the whole catalogue', async () => {
    const { body } = await helpers.call<ProductsDto>('GET', '/products', { city_id: 1, per_page: 1 });
    expect(body.facets.manufacturers.length).toBeGreaterThan(500);
  });

  it('answers cards without a pack unit and without an active substance, as the schema allows', async () => {
    const seen = { noUnit: 0, noSubstance: 0 };
    for (let page = 100; page < 110; page += 1) {
      const { body } = await helpers.call<ProductsDto>('GET', '/products', {
        city_id: 1,
        sort: 'name',
        per_page: 60,
        page,
      });
      seen.noUnit += body.list.filter((card) => card.pack_unit === null).length;
      seen.noSubstance += body.list.filter(
        (card) => card.form_kind === 'tablets' && card.active_substance === null,
      ).length;
    }
    expect(seen.noUnit).toBeGreaterThan(0);
    expect(seen.noSubstance).toBeGreaterThan(0);
  });

  it('answers the detail of a product added after the base catalogue', async () => {
    const { status, body } = await helpers.call<ProductDetailDto>('GET', '/products/detail', { id: 9000, city_id: 1 });
    expect(status).toBe(200);
    expect(body.product.id).toBe(9000);
    expect(body.related.length).toBeGreaterThan(0);
  });
});
