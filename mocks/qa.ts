/**
 * QA controls: force failures, slow answers or a dead network, by URL parameter at start-up
 * or from the console (`window.aptkMock`). Kept in sessionStorage for the tab in the browser.
 * A restock is no control of the tab but a change of the mock's stock: it goes into the
 * database (like an order) and lasts until the database is reset.
 */
import { saveDb } from './db';
import { restockProduct } from './services/alerts';
import { setPriceFactor } from './lib/priceFactor';
import { mockProductCount, setTabProductCount } from './data/dataset';

const QA_STORAGE_KEY = 'aptk_mock_qa';

export interface ForcedFailure {
  status: number;
  message?: string;
  action?: 'logout';
}

export interface QaState {
  /** endpoint path (e.g. `/cart/items`, or `*` for all) → forced failure */
  fail: Record<string, ForcedFailure>;
  /** fixed latency in ms, or null for the default */
  delay: number | null;
  offline: boolean;
  /** endpoint paths (or `*`) whose calls never answer */
  hang?: string[];
  /** every list price times this (1.25: 25 % dearer); absent or 1: the generated prices */
  priceFactor?: number;
  /** answers carry only their required fields (mocks/minimal.ts) */
  minimal?: boolean;
  /** the tab's catalogue has this many products (`mock_products`); absent: the build's */
  products?: number;
  /** new orders are ready this many minutes after being placed (docs/mock-backend.md, "Order status") */
  orderMinutes?: number;
}

let qa: QaState = { fail: {}, delay: null, offline: false };
let persist = false;
/** default latency on (browser: `nextLatency`) or off (node) */
let defaultLatency = false;
let callCount = 0;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function save(): void {
  if (!persist) return;
  try {
    session()?.setItem(QA_STORAGE_KEY, JSON.stringify(qa));
  } catch {
    // ignore
  }
}

function isQaState(v: unknown): v is QaState {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Partial<QaState>;
  return (
    typeof s.fail === 'object' &&
    s.fail !== null &&
    (s.delay === null || typeof s.delay === 'number') &&
    typeof s.offline === 'boolean'
  );
}

/** Browser start-up: restore the tab's controls, then apply `?mock_*` parameters. */
export function initQa(search: string): {
  reset: boolean;
  restock: string | null;
  order: string | null;
  question: string | null;
} {
  persist = true;
  defaultLatency = true;
  try {
    const raw = session()?.getItem(QA_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isQaState(parsed)) qa = parsed;
    setPriceFactor(qa.priceFactor ?? null);
    setTabProductCount(qa.products);
  } catch {
    // start clean
  }
  const params = new URLSearchParams(search);
  if (params.get('mock_clear') === '1') clearQa();
  const failParam = params.get('mock_fail');
  if (failParam) {
    for (const entry of failParam.split(',')) {
      const [path, status, action] = entry.trim().split(':');
      if (path) setFailure(path, { status: status ? Number(status) : 500, ...(action === 'logout' ? { action } : {}) });
    }
  }
  const delayParam = params.get('mock_delay');
  if (delayParam !== null && delayParam !== '' && Number.isFinite(Number(delayParam))) setDelay(Number(delayParam));
  const hangParam = params.get('mock_hang');
  if (hangParam) for (const path of hangParam.split(',')) if (path.trim()) setHang(path.trim(), true);
  const pricesParam = params.get('mock_prices');
  if (pricesParam !== null) setPrices(pricesParam === '' ? null : Number(pricesParam));
  const offlineParam = params.get('mock_offline');
  if (offlineParam !== null) setOffline(offlineParam === '1' || offlineParam === 'true');
  const minimalParam = params.get('mock_minimal');
  if (minimalParam !== null) setMinimal(minimalParam === '1' || minimalParam === 'true');
  const productsParam = params.get('mock_products');
  if (productsParam !== null) setProducts(productsParam === '' ? null : Number(productsParam));
  const minutesParam = params.get('mock_order_minutes');
  if (minutesParam !== null) setOrderMinutes(minutesParam === '' ? null : Number(minutesParam));
  save();
  return {
    reset: params.get('mock_reset') === '1',
    restock: params.get('mock_restock'),
    order: params.get('mock_order'),
    question: params.get('mock_question'),
  };
}

function normalisePath(path: string): string {
  if (path === '*') return path;
  const p = path.replace(/^.*\/site\/v1/, '').split('?')[0] ?? '';
  return p.startsWith('/') ? p : `/${p}`;
}

/**
 * Restocks products, `product:city[:quantity]` comma-separated (`?mock_restock=1234:3`,
 * `/__mock/restock?spec=1234:3:5`): each goes into the city's first pharmacy and fires the
 * alerts it satisfies (services/alerts.ts). Returns the restocked pharmacies' ids; a malformed
 * entry or an unknown id throws and restocks nothing more.
 */
export function restock(spec: string, now = Date.now()): number[] {
  const pharmacies: number[] = [];
  for (const entry of spec.split(',')) {
    if (entry.trim() === '') continue;
    const [product, city, quantity] = entry.trim().split(':').map(Number);
    if (product === undefined || city === undefined || !Number.isInteger(product) || !Number.isInteger(city))
      throw new Error(`Mock restock: "${entry}" is not product:city[:quantity]`);
    pharmacies.push(restockProduct(product, city, quantity ?? 10, now));
  }
  saveDb();
  return pharmacies;
}

export function setFailure(path: string, failure: Partial<ForcedFailure> = {}): void {
  const status = failure.status && failure.status >= 400 && failure.status <= 599 ? failure.status : 500;
  qa.fail[normalisePath(path)] = { ...failure, status };
  save();
}

export function removeFailure(path: string): void {
  delete qa.fail[normalisePath(path)];
  save();
}

export function setDelay(ms: number | null): void {
  qa.delay = ms === null ? null : Math.max(0, Math.round(ms));
  save();
}

/** Calls to `path` never answer while on (the app's time limit ends them). */
export function setHang(path: string, on: boolean): void {
  const key = normalisePath(path);
  const others = (qa.hang ?? []).filter((item) => item !== key);
  qa.hang = on ? [...others, key] : others;
  save();
}

export function isHung(path: string): boolean {
  return (qa.hang ?? []).some((item) => item === path || item === '*');
}

export function setOffline(on: boolean): void {
  qa.offline = on;
  save();
}

/** Every list price times `factor` from now on (null or 1: the generated prices again). */
export function setPrices(factor: number | null): void {
  setPriceFactor(factor);
  const { priceFactor: _previous, ...rest } = qa;
  qa =
    factor !== null && Number.isFinite(factor) && factor > 0 && factor !== 1 ? { ...rest, priceFactor: factor } : rest;
  save();
}

/** Every answer without the fields its schema marks optional while on (docs/mock-backend.md, "Minimal answers"). */
export function setMinimal(on: boolean): void {
  qa.minimal = on;
  save();
}

/**
 * The tab's catalogue: `count` products (as MOCK_PRODUCTS), null: the build's again. A count
 * that MOCK_PRODUCTS would refuse is ignored.
 */
export function setProducts(count: number | null): void {
  const { products: _previous, ...rest } = qa;
  const validOrNull = (): number | null => {
    try {
      return count === null ? null : mockProductCount(String(count));
    } catch {
      return null;
    }
  };
  const valid = validOrNull();
  qa = valid === null ? rest : { ...rest, products: valid };
  setTabProductCount(qa.products);
  save();
}

/** New orders ready `minutes` after being placed (being prepared half-way); null: the pharmacy's hours. */
export function setOrderMinutes(minutes: number | null): void {
  const { orderMinutes: _previous, ...rest } = qa;
  qa = minutes !== null && Number.isFinite(minutes) && minutes > 0 ? { ...rest, orderMinutes: minutes } : rest;
  save();
}

export function orderMinutes(): number | null {
  return qa.orderMinutes ?? null;
}

export function isMinimal(): boolean {
  return qa.minimal === true;
}

export function clearQa(): void {
  qa = { fail: {}, delay: null, offline: false };
  setPriceFactor(null);
  setTabProductCount(undefined);
  save();
}

export function qaState(): QaState {
  return {
    fail: { ...qa.fail },
    delay: qa.delay,
    offline: qa.offline,
    hang: [...(qa.hang ?? [])],
    priceFactor: qa.priceFactor ?? 1,
    minimal: qa.minimal === true,
    ...(qa.products === undefined ? {} : { products: qa.products }),
    orderMinutes: qa.orderMinutes ?? 0,
  };
}

export function forcedFailure(path: string): ForcedFailure | null {
  return qa.fail[path] ?? qa.fail['*'] ?? null;
}

export function isOffline(): boolean {
  return qa.offline;
}

/** Latency of the next answer: the QA delay, else a default with a deterministic jitter in the browser, else 0. */
export function nextLatency(): number {
  callCount += 1;
  if (qa.delay !== null) return qa.delay;
  if (!defaultLatency) return 0;
  const jitter = (Math.imul(callCount, 2654435761) >>> 0) % 151;
  return 150 + jitter;
}
