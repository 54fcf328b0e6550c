import * as v from 'valibot';
import { key, listOf, num, str } from './answerParts';

/**
 * The answers only the stock alerts read: not in the first load (answers.ts exports them with
 * every other answer of docs/api.md; docs/lifecycle.md, "Features added later").
 */

/** docs/api.md, "Stock alerts": POST /alerts, and each entry of GET /alerts */
export const AlertSchema = v.object({
  id: num,
  key,
  product_id: num,
  product_name: str,
  city_id: num,
  city_name: str,
  channel: v.picklist(['email', 'phone']),
  contact: str,
  created_at: str,
  status: v.picklist(['waiting', 'fired']),
  fired_at: v.nullable(str),
});
export type AlertDto = v.InferOutput<typeof AlertSchema>;

/** GET /alerts */
export const AlertsSchema = listOf('alerts.list', AlertSchema);
export type AlertsDto = v.InferOutput<typeof AlertsSchema>;
