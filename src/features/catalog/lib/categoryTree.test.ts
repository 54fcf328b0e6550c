import type { Category } from '../model/types';
import { categoryTrail, childCategories, popularCategories, rootOf, topCategories } from './categoryTree';

const category = (id: number, slug: string, parentSlug: string | null, productsCount: number): Category => ({
  id,
  slug,
  name: slug,
  parentSlug,
  productsCount,
});

const CATEGORIES = [
  category(1, 'pain', null, 120),
  category(2, 'painkillers', 'pain', 80),
  category(3, 'joints', 'pain', 40),
  category(4, 'cold', null, 200),
  category(5, 'cough', 'cold', 90),
  category(6, 'skin', null, 60),
];

describe('category tree helpers', () => {
  it('lists top-level categories and the children of one', () => {
    expect(topCategories(CATEGORIES).map((item) => item.slug)).toEqual(['pain', 'cold', 'skin']);
    expect(childCategories(CATEGORIES, 'pain').map((item) => item.slug)).toEqual(['painkillers', 'joints']);
  });

  it('builds the trail from the root to a subcategory', () => {
    expect(categoryTrail(CATEGORIES, 'cough').map((item) => item.slug)).toEqual(['cold', 'cough']);
    expect(categoryTrail(CATEGORIES, 'unknown')).toEqual([]);
    expect(rootOf(CATEGORIES, 'joints')?.slug).toBe('pain');
  });

  it('survives a parent loop in bad data', () => {
    const looped = [category(1, 'a', 'b', 1), category(2, 'b', 'a', 1)];
    expect(categoryTrail(looped, 'a').map((item) => item.slug)).toEqual(['b', 'a']);
  });

  it('orders popular categories by product count', () => {
    expect(popularCategories(CATEGORIES, 2).map((item) => item.slug)).toEqual(['cold', 'pain']);
  });
});
