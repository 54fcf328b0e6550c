import type { Pharmacy } from '@/features/pharmacies';
import type { PackUnit } from '@/features/catalog';

type VatRate = 10 | 20;

/** What one pharmacy can give for one cart line. */
interface OfferLine {
  id: number;
  /** Units in stock, capped at the requested quantity (0 when none). */
  available: number;
  /** That pharmacy's unit price; null for price-at-the-pharmacy lines. */
  price: number | null;
}

/** What one pharmacy of the city can give for the whole cart (GET /pharmacies/offers). */
export interface Offer {
  pharmacyId: number;
  lines: OfferLine[];
  /** Σ price × available over priced lines. */
  total: number;
  /** Lines fully available. */
  availableCount: number;
  complete: boolean;
}

/** One pharmacy of a split: what is collected there (GET /pharmacies/offers, `split`). */
export interface SplitPart {
  pharmacy: Pharmacy;
  lines: Array<{ id: number; quantity: number; price: number | null }>;
  total: number;
}

/** The best way to reserve a cart no single pharmacy has: fewest pharmacies, then lowest total. */
export interface SplitPlan {
  parts: SplitPart[];
  total: number;
}

export interface PharmacyOffers {
  list: Offer[];
  split: SplitPlan | null;
}

/** What another pharmacy of the chain can bring to the chosen one for a line it lacks. */
export interface Transfer {
  id: number;
  quantity: number;
  from: { pharmacyId: number; name: string; address: string; cityId: number };
  readyBy: string;
}

/** docs/api.md, "Order status". */
export type OrderStatus = 'accepted' | 'preparing' | 'ready' | 'picked_up' | 'cancelled' | 'expired';

interface OrderLine {
  id: number;
  name: string;
  form: string;
  dosage: string;
  pack: string;
  quantity: number;
  price: number | null;
  allowSafety: boolean;
  rx: boolean;
  vatRate: VatRate;
  /** null: no unit price. */
  packUnit: PackUnit | null;
  /** Units brought from another pharmacy, and when they are ready. */
  transfer: { quantity: number; from: string; readyBy: string } | null;
}

export interface Order {
  id: number;
  number: string;
  createdAt: string;
  status: OrderStatus;
  pharmacy: Pharmacy;
  lines: OrderLine[];
  total: number;
  vat: Array<{ rate: VatRate; amount: number }>;
  readyBy: string;
  holdUntil: string;
  name: string;
  phone: string;
  comment: string;
  /** Shared by the reservations placed together (POST /orders/visit); null for a single one. */
  visitId: string | null;
  /** Said or shown (as a QR code) at the counter; '' when the backend sends none. */
  pickupCode: string;
  /** What has happened so far, oldest first (docs/api.md, "Order status"). */
  events: Array<{ status: OrderStatus; at: string }>;
  /** The proof POST /orders/track asks for; '' when none. */
  trackKey: string;
  /** Loyalty points it earns when picked up; null when no member's card collects them (docs/api.md §5c). */
  points: number | null;
}

export interface OrderItem {
  id: number;
  quantity: number;
}

/** Body of POST /orders. */
export interface PlaceOrderArgs {
  city_id: number;
  pharmacy_id: number;
  items: OrderItem[];
  /** Units another pharmacy brings to this one (GET /pharmacies/transfers). */
  transfers?: OrderItem[];
  name: string;
  phone: string;
  comment?: string;
  /** One per checkout attempt: a retry with the same key cannot place a second order (docs/api.md). */
  idempotency_key?: string;
}

/** Body of POST /orders/visit: one reservation per pharmacy, one confirmation, one key. */
export interface PlaceVisitArgs {
  city_id: number;
  parts: Array<{ pharmacy_id: number; items: OrderItem[] }>;
  name: string;
  phone: string;
  comment?: string;
  idempotency_key?: string;
}

/** What was typed in step 3. */
export interface ContactsDraft {
  name: string;
  /** National digits as the phone field keeps them (`641234567`). */
  phone: string;
  comment: string;
}

/**
 * One attempt to place the order: its idempotency key and the request it was made for (the
 * body without the key, as JSON). The same body reuses the key (docs/decisions.md, "Checkout").
 */
export interface OrderAttempt {
  key: string;
  body: string;
}
