import * as v from 'valibot';
import { detail, tolerantArray } from './tolerant';
import { num, optText, price, str } from './answerParts';
import { ProductCardSchema } from './productAnswers';

/**
 * The answer only the product page reads (answers.ts exports it with every other answer of
 * docs/api.md).
 */

/** medinfo (#15 parts 2 and 3): the barcode and medicine information of GET /products/detail. */
const AtcGroupRefSchema = v.object({ code: str, name: str });
const MedicineInfoEntries = {
  /** Without it no barcode line. */
  ean: detail('product.ean', str),
  /** null for what is not a medicine; missing or malformed reads as null: no medicine block. */
  medicine: detail(
    'product.medicine',
    v.nullable(
      v.object({
        /** Without it no ATC line and no link to the ATC group. */
        atc: detail(
          'product.medicine.atc',
          v.object({ code: str, group: AtcGroupRefSchema, subgroup: AtcGroupRefSchema }),
        ),
        mah: optText('product.medicine.mah'),
        /** Without it no leaflet sections; an empty section is not shown. */
        leaflet: detail(
          'product.medicine.leaflet',
          v.object({
            indications: optText('product.medicine.leaflet.indications'),
            dosage: optText('product.medicine.leaflet.dosage'),
            warnings: optText('product.medicine.leaflet.warnings'),
            storage: optText('product.medicine.leaflet.storage'),
          }),
        ),
      }),
    ),
    null,
  ),
};

/** GET /products/detail */
export const ProductDetailSchema = v.object({
  product: v.object({
    ...ProductCardSchema.entries,
    description: optText('product.description'),
    composition: optText('product.composition'),
    usage: optText('product.usage'),
    warnings: optText('product.warnings'),
    ...MedicineInfoEntries,
  }),
  /** Without them the page lists no pharmacies; one without its id, name, price or quantity is left out. */
  pharmacies: detail(
    'product_detail.pharmacies',
    tolerantArray(
      'product_detail.pharmacies',
      v.object({
        pharmacy_id: num,
        name: str,
        address: optText('product_detail.pharmacies.address'),
        price,
        quantity: num,
      }),
    ),
    [],
  ),
  analogues: detail('product_detail.analogues', tolerantArray('product_detail.analogues', ProductCardSchema), []),
  related: detail('product_detail.related', tolerantArray('product_detail.related', ProductCardSchema), []),
  /** docs/api.md §5c: loyalty points one pack earns at the city's price; without it no points line. */
  points: detail('product_detail.points', num, 0),
});
export type ProductDetailDto = v.InferOutput<typeof ProductDetailSchema>;
