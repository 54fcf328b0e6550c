import type { Product } from '../model/types';

/** Promotions and "popular" teasers never show a prescription medicine (docs/behaviour.md §15). */
export const withoutRx = <T extends Pick<Product, 'rx'>>(products: readonly T[]): T[] =>
  products.filter((product) => !product.rx);
