import type { Category } from '../model/types';

/** Helpers over the flat category list (parents before children, in menu order). */
export const topCategories = (categories: readonly Category[]): Category[] =>
  categories.filter((category) => category.parentSlug === null);

export const childCategories = (categories: readonly Category[], slug: string): Category[] =>
  categories.filter((category) => category.parentSlug === slug);

const findCategory = (categories: readonly Category[], slug: string): Category | undefined =>
  categories.find((category) => category.slug === slug);

/** The category and its ancestors, root first (the breadcrumb trail). */
export const categoryTrail = (categories: readonly Category[], slug: string | null): Category[] => {
  const trail: Category[] = [];
  if (slug === null) return trail;
  const seen = new Set<string>();
  let current = findCategory(categories, slug);
  while (current && !seen.has(current.slug)) {
    seen.add(current.slug);
    trail.unshift(current);
    current = current.parentSlug === null ? undefined : findCategory(categories, current.parentSlug);
  }
  return trail;
};

/** The top-level category a slug belongs to. */
export const rootOf = (categories: readonly Category[], slug: string): Category | undefined =>
  categoryTrail(categories, slug)[0];

/** Top-level categories with the most products first: the 'popular categories' of an empty search. */
export const popularCategories = (categories: readonly Category[], count: number): Category[] =>
  [...topCategories(categories)].sort((a, b) => (b.productsCount ?? 0) - (a.productsCount ?? 0)).slice(0, count);
