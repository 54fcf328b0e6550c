import type { CategoriesDto, ProductsDto } from '@/shared/api/answers';
import { call, setupMockServer } from './helpers';
import { clearQa, initQa, qaState, setProducts } from '../qa';

/**
 * The QA switch `mock_products` (docs/mock-backend.md, "A catalogue of N products"): a tab of
 * a default build tries a large catalogue; the listings, their orders and facets, the category
 * counts and search follow the tab's catalogue at once, and go back with it.
 */
setupMockServer();
afterEach(() => clearQa());
// Generating 10,000 products takes well under a second alone, far longer on a busy machine.
jest.setTimeout(120_000);

const list = (data: Record<string, unknown>) =>
  call<ProductsDto>('GET', '/products', { city_id: 1, ...data }, { lang: 'eng' }).then(({ body }) => body);

describe('the tab catalogue switch', () => {
  it('serves 10,000 products from ?mock_products=10000 and the build catalogue again without it', async () => {
    const base = (await list({ per_page: 1 })).total;
    expect(base).toBeLessThan(2000);
    initQa('?mock_products=10000');
    expect(qaState().products).toBe(10_000);
    const large = await list({ per_page: 1 });
    expect(large.total).toBe(10_000);
    expect(large.facets.manufacturers.length).toBeGreaterThan(500);
    const categories = (await call<CategoriesDto>('GET', '/categories', {})).body.list;
    expect(Math.max(...categories.map((category) => category.products_count ?? 0))).toBeGreaterThan(1000);
    initQa('?mock_products=');
    expect((await list({ per_page: 1 })).total).toBe(base);
    expect(qaState().products).toBeUndefined();
  });

  it('ignores a size MOCK_PRODUCTS would refuse', async () => {
    setProducts(0);
    expect(qaState().products).toBeUndefined();
    setProducts(100_000);
    expect(qaState().products).toBeUndefined();
  });

  it('keeps the default, name and price orders of a listing the same as sorting it afresh', async () => {
    setProducts(3000);
    const category = (await call<CategoriesDto>('GET', '/categories', {})).body.list.find(
      (entry) => (entry.products_count ?? 0) > 200,
    )?.slug;
    expect(category).toBeDefined();
    const all = async (sort: string | undefined) => {
      const pages: ProductsDto['list'] = [];
      for (let page = 1; ; page += 1) {
        const body = await list({ category, per_page: 60, page, ...(sort ? { sort } : {}) });
        pages.push(...body.list);
        if (pages.length >= (body.total ?? 0)) return pages;
      }
    };
    const byName = await all('name');
    const names = byName.map((card) => card.name);
    const collator = new Intl.Collator('sr-Latn');
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    const popular = await all(undefined);
    expect(new Set(popular.map((card) => card.id))).toEqual(new Set(byName.map((card) => card.id)));
    // A second call with other filters gets its own facets, not the first one's.
    const form = popular[0]?.form_kind;
    const narrowed = await list({ category, forms: [form], per_page: 1 });
    const whole = await list({ category, per_page: 1 });
    expect(narrowed.total).toBeLessThan(whole.total ?? 0);
    expect(narrowed.facets.manufacturers).not.toEqual(whole.facets.manufacturers);
  });
});
