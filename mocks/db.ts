/**
 * Mutable state of the mock backend: users, SMS sessions, recovery tokens, auth tokens, orders,
 * favourites, subscriptions, alerts and therapies. In memory by default (jest); the browser entry turns on
 * persistence in localStorage under one key.
 */
import type { Cents } from './lib/money';

const DB_STORAGE_KEY = 'aptk_mock_db';
const DB_VERSION = 1;

export interface DbUser {
  id: number;
  /** national significant number: digits without 381 and without a leading 0 */
  phone: string;
  email: string;
  name: string;
  password: string;
  createdAt: number;
  /** product ids, most recent first */
  favourites: number[];
}

export interface SmsSession {
  id: string;
  /** reauth: a code that confirms a sensitive change of a signed-in client (docs/api.md, "Sensitive changes") */
  purpose: 'register' | 'recovery' | 'reauth';
  phone: string;
  registration: { email: string; name: string; password: string } | null;
  expiresAt: number;
  nextTryAt: number;
  attempts: number;
}

interface RecoveryToken {
  token: string;
  userId: number;
  expiresAt: number;
}

interface StoredOrderLine {
  id: number;
  quantity: number;
  /** unit price at the pharmacy when ordered; null for allow_safety */
  price: Cents | null;
  /** units of `quantity` brought from another pharmacy (docs/api.md, POST /orders `transfers`) */
  transfer?: { quantity: number; fromPharmacyId: number; readyBy: number };
}

export interface StoredOrder {
  id: number;
  number: string;
  userId: number | null;
  createdAt: number;
  cityId: number;
  pharmacyId: number;
  lines: StoredOrderLine[];
  name: string;
  phone: string;
  comment: string;
  readyBy: number;
  holdUntil: number;
  pickedUp: boolean;
  /** `idempotency_key` of the POST that created it, with that request's body without the key. */
  idempotency?: { key: string; body: string };
  /** shared by the reservations one POST /orders/visit placed */
  visitId?: string;
  /**
   * docs/api.md, "Order status". Absent in states stored before it: the code then follows from
   * the id, the track key is '' (such an order is not followed without a session), and the
   * times follow from `readyBy` (mocks/services/orderProgress.ts).
   */
  pickupCode?: string;
  trackKey?: string;
  /** set by a QA move; else half-way to `readyBy`, at most an hour before it */
  preparingAt?: number;
  pickedUpAt?: number;
  cancelledAt?: number;
}

/** A back-in-stock alert (docs/api.md, "Stock alerts"). */
export interface StoredAlert {
  id: number;
  /** 32 random hex digits: what an anonymous visitor's browser keeps to list and delete it */
  key: string;
  productId: number;
  cityId: number;
  /** the signed-in client who made it (channel `phone`), else null (channel `email`) */
  userId: number | null;
  channel: 'email' | 'phone';
  /** the e-mail address, or the account's national phone number */
  contact: string;
  createdAt: number;
  /** when the product became available in the city; null while waiting */
  firedAt: number | null;
}

/** A renewable prescription of a client (docs/api.md, "Therapies"). */
export interface StoredTherapy {
  id: number;
  userId: number;
  productId: number;
  /** 2 to 6 monthly packs */
  months: number;
  /** YYYY-MM-DD: the date of month 1; month n is n - 1 months later */
  firstDate: string;
  pharmacyId: number;
  createdAt: number;
  /** the order of each reserved month (1-based) */
  reservations: Array<{ month: number; orderId: number }>;
}

/** A member's loyalty card (docs/api.md, "Loyalty card"); the balance is the sum of the movements. */
export interface StoredLoyaltyCard {
  userId: number;
  /** EAN-13 */
  number: string;
  joinedAt: number;
  /** oldest first */
  movements: Array<{ at: number; points: number; reason: 'welcome' | 'purchase' | 'redeemed'; orderId: number | null }>;
}

/** A question to a pharmacist (docs/api.md, "Ask a pharmacist"). */
export interface StoredQuestion {
  id: number;
  /** the client signed in when it was asked (listed by GET /questions), else null */
  userId: number | null;
  productId: number | null;
  question: string;
  channel: 'email' | 'phone';
  /** the e-mail address (lower case), or the national phone number */
  contact: string;
  createdAt: number;
  /** when the pharmacist answers (the mock's timer, or now by a QA move) */
  answerAt: number;
  /** `idempotency_key` of the POST that created it, with that request's body without the key. */
  idempotency?: { key: string; body: string };
}

/** A QA restock: units of a product in one pharmacy, laid over the generated stock. */
export interface Restock {
  pharmacyId: number;
  productId: number;
  quantity: number;
}

export interface DbState {
  version: number;
  nextUserId: number;
  nextOrderId: number;
  nextAlertId: number;
  users: DbUser[];
  sessions: SmsSession[];
  recoveryTokens: RecoveryToken[];
  /** auth token → user id */
  tokens: Record<string, number>;
  orders: StoredOrder[];
  subscriptions: Array<{ email: string; is_deleted: boolean; at: number }>;
  alerts: StoredAlert[];
  restocks: Restock[];
  nextTherapyId: number;
  therapies: StoredTherapy[];
  loyaltyCards: StoredLoyaltyCard[];
  nextQuestionId: number;
  questions: StoredQuestion[];
}

type Seeder = (db: DbState, now: number) => void;

let seeder: Seeder | null = null;
let state: DbState | null = null;
let persist = false;
/** True while the demo accounts are put into a fresh state (the seed reads the stock). */
let seeding = false;

/** Registers the function that puts the demo accounts into a fresh state (see seed.ts). */
export function setSeeder(fn: Seeder): void {
  seeder = fn;
}

function fresh(): DbState {
  const db: DbState = {
    version: DB_VERSION,
    nextUserId: 1,
    nextOrderId: 5001,
    users: [],
    sessions: [],
    recoveryTokens: [],
    tokens: {},
    orders: [],
    subscriptions: [],
    nextAlertId: 1,
    alerts: [],
    restocks: [],
    nextTherapyId: 1,
    therapies: [],
    loyaltyCards: [],
    nextQuestionId: 1,
    questions: [],
  };
  seeding = true;
  try {
    seeder?.(db, Date.now());
  } finally {
    seeding = false;
  }
  return db;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isState(value: unknown): value is DbState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<DbState>;
  return (
    v.version === DB_VERSION &&
    Array.isArray(v.users) &&
    Array.isArray(v.orders) &&
    Array.isArray(v.sessions) &&
    Array.isArray(v.recoveryTokens) &&
    Array.isArray(v.subscriptions) &&
    typeof v.tokens === 'object' &&
    v.tokens !== null &&
    typeof v.nextUserId === 'number' &&
    typeof v.nextOrderId === 'number'
  );
}

/** A state stored before alerts, restocks, therapies, loyalty cards and questions existed loads with none. */
function withAlerts(state: DbState): DbState {
  const stored: Partial<DbState> = state;
  return {
    ...state,
    nextAlertId: typeof stored.nextAlertId === 'number' ? stored.nextAlertId : 1,
    alerts: Array.isArray(stored.alerts) ? stored.alerts : [],
    restocks: Array.isArray(stored.restocks) ? stored.restocks : [],
    nextTherapyId: typeof stored.nextTherapyId === 'number' ? stored.nextTherapyId : 1,
    therapies: Array.isArray(stored.therapies) ? stored.therapies : [],
    loyaltyCards: Array.isArray(stored.loyaltyCards) ? stored.loyaltyCards : [],
    nextQuestionId: typeof stored.nextQuestionId === 'number' ? stored.nextQuestionId : 1,
    questions: Array.isArray(stored.questions) ? stored.questions : [],
  };
}

function load(): DbState {
  if (!persist) return fresh();
  const raw = storage()?.getItem(DB_STORAGE_KEY);
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isState(parsed)) return withAlerts(parsed);
    } catch {
      // unparseable: start fresh
    }
  }
  const db = fresh();
  write(db);
  return db;
}

function write(db: DbState): void {
  if (!persist) return;
  try {
    storage()?.setItem(DB_STORAGE_KEY, JSON.stringify(db));
  } catch {
    // storage full or blocked: keep working in memory
  }
}

/** Keeps the state in localStorage from now on (browser). */
export function enablePersistence(): void {
  persist = true;
  state = null;
  // Every tab runs its own mock over one stored database, like tabs sharing one server: a
  // change written by another tab (a sign-in's token, an order) is read again here.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === DB_STORAGE_KEY) state = null;
    });
  }
}

export function db(): DbState {
  state ??= load();
  return state;
}

/** The QA restocks (restocks.ts); none while seeding, which reads the generated stock itself. */
export function currentRestocks(): Restock[] {
  return seeding ? [] : db().restocks;
}

/** Writes the state after a change. */
export function saveDb(): void {
  if (state) write(state);
}

/** Back to the seeded state (demo accounts only), also in storage. */
export function resetMockDb(): void {
  state = fresh();
  write(state);
}

export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.getRandomValues) c.getRandomValues(buf);
  else for (let i = 0; i < bytes; i += 1) buf[i] = Math.floor(Math.random() * 256);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}
