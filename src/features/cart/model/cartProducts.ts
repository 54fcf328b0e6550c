import * as v from 'valibot';
import { FORM_KINDS, PackUnitSchema } from '@/shared/api';
import { storedValue } from '@/shared/storage';
import type { Product } from '@/features/catalog';
import type { CartLine } from './cartSlice';

/** A product as the catalogue last described it; anything else in storage is no product. */
const StoredProductSchema = v.object({
  id: v.number(),
  name: v.string(),
  form: v.string(),
  formKind: v.nullable(v.picklist(FORM_KINDS)),
  dosage: v.string(),
  pack: v.string(),
  manufacturer: v.string(),
  activeSubstance: v.nullable(v.string()),
  categorySlug: v.nullable(v.string()),
  rx: v.boolean(),
  rxUnknown: v.boolean(),
  vatRate: v.nullable(v.picklist([10, 20])),
  price: v.nullable(v.number()),
  oldPrice: v.nullable(v.number()),
  allowSafety: v.boolean(),
  pharmaciesCount: v.nullable(v.number()),
  color: v.nullable(v.string()),
  packUnit: v.nullable(PackUnitSchema),
  isMedicine: v.boolean(),
}) satisfies v.GenericSchema<unknown, Product>;

/**
 * localStorage `aptk_cart_products` (docs/behaviour.md §5): the products of the cart's lines as
 * the last answer described them, so that a restored cart draws its lines at once and the
 * server's names, stock and prices replace them when they come.
 * Unreadable text is no products: the lines then wait for the answer, as before.
 */
export const storedCartProducts = storedValue<Product[]>({
  key: 'aptk_cart_products',
  decode: (text) => v.parse(v.array(StoredProductSchema), JSON.parse(text)),
  encode: (products) => JSON.stringify(products),
  emptyText: '[]',
});

/** The stored products of these lines, when every line has one; else null (nothing half drawn). */
export const storedProductsOf = (lines: readonly CartLine[]): Product[] | null => {
  const byId = new Map((storedCartProducts.read() ?? []).map((product) => [product.id, product]));
  const products = lines.map((line) => byId.get(line.id));
  return products.every((product) => product !== undefined) ? products : null;
};

/** Keeps the products of these lines, from what the store knows now and what was kept before. */
export const keepCartProducts = (lines: readonly CartLine[], known: readonly Product[]): void => {
  const byId = new Map((storedCartProducts.read() ?? []).map((product) => [product.id, product]));
  for (const product of known) byId.set(product.id, product);
  const kept = lines.flatMap((line) => byId.get(line.id) ?? []);
  if (kept.length === 0) storedCartProducts.remove();
  else storedCartProducts.write(kept);
};
