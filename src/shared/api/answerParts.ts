import * as v from 'valibot';
import { detail, tolerantArray } from './tolerant';

/**
 * The building blocks of the answer schemas (answers.ts), shared by the schemas of the first
 * load (answers.ts) and those read only by features added later (orderAnswers.ts and its siblings).
 */

export const num = v.number();
export const str = v.string();
export const vatRate = v.picklist([10, 20]);
export const price = v.nullable(num);
/** A field read leniently: a missing or odd value is ''. */
export const text = v.fallback(str, '');
/** A session or token: an empty one is as broken as a missing one. */
export const key = v.pipe(str, v.nonEmpty());
/** Most answers are one list: `{ list: T[] }`, its entries read one by one. */
export const listOf = <TItem extends v.GenericSchema>(label: string, item: TItem) =>
  v.object({ list: tolerantArray(label, item) });
/** A list of objects, given by their fields. */
export const listOfObjects = <TEntries extends v.ObjectEntries>(label: string, entries: TEntries) =>
  listOf(label, v.object(entries));
/** An optional text: missing or malformed, it is '' and its line is not shown. */
export const optText = (label: string) => detail(label, str, '');

/** The unit a pack is counted in, for the price per unit (docs/api.md, "Unit prices and the legal frame"). */
export const PackUnitSchema = v.object({
  kind: v.picklist(['tablet', 'capsule', 'sachet', 'ampoule', 'lozenge', 'piece', 'ml', 'g']),
  count: num,
});
export type PackUnitDto = v.InferOutput<typeof PackUnitSchema>;

/** docs/api.md, `Pharmacy` */
export const PharmacySchema = v.object({
  id: num,
  name: str,
  address: str,
  city_id: num,
  lat: num,
  lng: num,
  phone: str,
  hours: v.array(v.nullable(v.object({ open: str, close: str }))),
  /** The Ministry of Health's licence (rešenje) and the responsible pharmacist (docs/api.md). */
  licence: str,
  pharmacist: str,
});
export type PharmacyDto = v.InferOutput<typeof PharmacySchema>;
