import type { Category, ProductDetailPage } from '@/features/catalog';
import type { PageFacts } from './pageData';
import { trimAnswers } from './trimAnswers';

const CATEGORIES_URL = '/site/v1/categories?data=%7B%7D';
const PRODUCTS_URL = '/site/v1/products?data=%7B%22city_id%22%3A1%7D';

const category = (slug: string, parentSlug: string | null): Category => ({
  id: slug.length,
  slug,
  name: slug,
  parentSlug,
  productsCount: 1,
});
const TREE = [
  category('pain', null),
  category('painkillers', 'pain'),
  category('cold', null),
  category('cough', 'cold'),
];
const treeAnswer = {
  list: TREE.map((c) => ({ id: c.id, slug: c.slug, name: c.name, parent_slug: c.parentSlug, products_count: 1 })),
};
const productsAnswer = {
  list: [{ id: 1 }],
  total: 1,
  facets: { manufacturers: [{ name: 'Galenika', count: 1 }], forms: [] },
};

const productFacts = {
  handle: undefined,
  data: {
    kind: 'product',
    page: { product: { categorySlug: 'painkillers' } } as unknown as ProductDetailPage,
    categories: TREE,
  },
} satisfies PageFacts;
const plainFacts: PageFacts = { handle: undefined, data: { kind: 'plain' } };

describe('trimAnswers', () => {
  it('gives a product page only its branch of the category tree, marked partial', () => {
    const { answers, partial } = trimAnswers({ [CATEGORIES_URL]: treeAnswer }, productFacts, '<main></main>');
    expect((answers[CATEGORIES_URL] as typeof treeAnswer).list.map((entry) => entry.slug)).toEqual([
      'pain',
      'painkillers',
    ]);
    expect(partial).toEqual([CATEGORIES_URL]);
  });

  it('keeps the whole tree on other pages', () => {
    const { answers, partial } = trimAnswers({ [CATEGORIES_URL]: treeAnswer }, plainFacts, '<main></main>');
    expect(answers[CATEGORIES_URL]).toBe(treeAnswer);
    expect(partial).toEqual([]);
  });

  it('lists the answers in the order of their URLs, whatever order they arrived in', () => {
    const arrived = (first: string, second: string) =>
      JSON.stringify(trimAnswers({ [first]: {}, [second]: {} }, plainFacts, '<main></main>').answers);
    expect(arrived(PRODUCTS_URL, CATEGORIES_URL)).toBe(arrived(CATEGORIES_URL, PRODUCTS_URL));
    expect(Object.keys(JSON.parse(arrived(PRODUCTS_URL, CATEGORIES_URL)))).toEqual([CATEGORIES_URL, PRODUCTS_URL]);
  });

  it('drops the facets of a list on a page without a filter panel, and keeps them with one', () => {
    const without = trimAnswers({ [PRODUCTS_URL]: productsAnswer }, plainFacts, '<ul><li>card</li></ul>');
    expect(without.answers[PRODUCTS_URL]).toEqual({ list: [{ id: 1 }], total: 1 });
    expect(without.partial).toEqual([]);
    const withPanel = trimAnswers(
      { [PRODUCTS_URL]: productsAnswer },
      plainFacts,
      '<fieldset><input type="checkbox" name="manufacturer"></fieldset>',
    );
    expect(withPanel.answers[PRODUCTS_URL]).toBe(productsAnswer);
  });
});
