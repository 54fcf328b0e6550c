import type { L10n } from '../lib/i18n';
import categorySeeds from './categories.seed.json';

export interface CategorySeed {
  id: number;
  slug: string;
  name: L10n;
  parent: string | null;
  /** text used in product descriptions: "used for …" */
  purpose: L10n;
}

/** Parents come before their children, in menu order; ids follow that order from 1. */
export const CATEGORIES: CategorySeed[] = categorySeeds.map((seed, index) => ({ id: index + 1, ...seed }));
