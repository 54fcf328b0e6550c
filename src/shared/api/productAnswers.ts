import * as v from 'valibot';
import { detail, tolerantArray } from './tolerant';
import { num, optText, PackUnitSchema, price, str, vatRate } from './answerParts';

/**
 * The product card and the product lists: every page that shows products reads them
 * (answers.ts exports them with every other answer of docs/api.md).
 */

/** docs/api.md, "Shared types": stable keys of product forms. */
export const FORM_KINDS = [
  'tablets',
  'capsules',
  'syrup',
  'drops',
  'spray',
  'cream',
  'gel',
  'powder',
  'sachet',
  'ampoules',
  'device',
  'lozenges',
  'shampoo',
  'solution',
] as const;

/**
 * A product card. Required: `id`, `name`, `price` and `allow_safety` (what a card links, names
 * and prices by). The rest are details with a fallback: no form line, a neutral packshot (no
 * `form_kind`/`color`), no unit price (no `pack_unit`), no VAT line (no `vat_rate`), no stock
 * count (no `pharmacies_count`), no category trail (no `category_slug`), not discounted (no
 * `old_price`). No `rx` is not "no prescription": it reads as unknown (src/features/catalog/api/dto.ts).
 */
export const ProductCardSchema = v.object({
  id: num,
  name: str,
  form: optText('product.form'),
  form_kind: detail('product.form_kind', v.picklist(FORM_KINDS)),
  dosage: optText('product.dosage'),
  pack: optText('product.pack'),
  manufacturer: optText('product.manufacturer'),
  active_substance: detail('product.active_substance', v.nullable(str), null),
  category_slug: detail('product.category_slug', str),
  /** undefined, missing or malformed: unknown, never "no prescription" (docs/api.md, "Required and optional fields"). */
  rx: detail('product.rx', v.boolean()),
  vat_rate: detail('product.vat_rate', vatRate),
  price,
  old_price: detail('product.old_price', price, null),
  allow_safety: v.boolean(),
  pharmacies_count: detail('product.pharmacies_count', num),
  color: detail('product.color', str),
  pack_unit: detail('product.pack_unit', v.nullable(PackUnitSchema)),
  /**
   * A medicine (on prescription or not) is reserved for pickup, never delivered (docs/api.md,
   * "Delivery"); missing or malformed, a product counts as one: pickup only.
   */
  is_medicine: detail('product.is_medicine', v.boolean(), true),
});
export type ProductCardDto = v.InferOutput<typeof ProductCardSchema>;

/** GET /products */
export const ProductsSchema = v.object({
  list: tolerantArray('products.list', ProductCardSchema),
  /** Without them the list is one page of what came (src/features/catalog/api/dto.ts). */
  total: detail('products.total', num),
  page: detail('products.page', num),
  per_page: detail('products.per_page', num),
  /** Without them the filters offer no manufacturers and every form, uncounted. */
  facets: detail(
    'products.facets',
    v.object({
      manufacturers: tolerantArray('products.facets.manufacturers', v.object({ name: str, count: num })),
      forms: tolerantArray('products.facets.forms', v.object({ name: v.picklist(FORM_KINDS), label: str, count: num })),
    }),
    { manufacturers: [], forms: [] },
  ),
});
export type ProductsDto = v.InferOutput<typeof ProductsSchema>;
