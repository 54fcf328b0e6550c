/**
 * Starts the in-browser mock backend (API_MOCK=true). The app imports this module dynamically
 * before rendering, so the mock and its dataset are a chunk of their own.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { db, enablePersistence, resetMockDb, type DbState } from './db';
import { getDataset } from './data/dataset';
import { ignoreOwnWorkerUpdateFailure } from './lib/workerUpdateFailure';
import { moveOrders, type OrderMove } from './services/orderProgress';
import { answerQuestions } from './services/questions';
import {
  clearQa,
  initQa,
  qaState,
  removeFailure,
  restock,
  setDelay,
  setFailure,
  setHang,
  setMinimal,
  setOffline,
  setOrderMinutes,
  setPrices,
  setProducts,
  type ForcedFailure,
  type QaState,
} from './qa';

export interface AptkMockApi {
  /** Make calls to `path` (e.g. '/cart/items', or '*' for all) fail with the status (default 500). */
  fail(path: string, options?: Partial<ForcedFailure>): void;
  /** Stop failing calls to `path`. */
  unfail(path: string): void;
  /** Fixed latency for every answer in ms; `slow(null)` back to the default (`nextLatency` in qa.ts). */
  slow(ms: number | null): void;
  /** Calls to `path` (or '*') never answer while on; `hang(path, false)` lets them answer again. */
  hang(path: string, on?: boolean): void;
  /** Network failure for every call while on. */
  offline(on?: boolean): void;
  /** Every list price times `factor` (1.25: 25 % dearer) for the tab; `prices(null)` back to the generated ones. */
  prices(factor: number | null): void;
  /** Answers carry only their required fields while on (docs/mock-backend.md, "Minimal answers"). */
  minimal(on?: boolean): void;
  /** The tab's catalogue has `count` products (as MOCK_PRODUCTS); `products(null)` back to the build's. */
  products(count: number | null): void;
  /** Remove every QA control (failures, latency, offline, prices, minimal answers). */
  clear(): void;
  /**
   * Put `quantity` (default 10) units of a product into the first pharmacy of a city, over the
   * generated stock, and fire the stock alerts that waited for it. Lasts until `reset()`.
   */
  restock(productId: number, cityId: number, quantity?: number): void;
  /**
   * Move an order (id, number like 'APT-104599', or 'last') to a status now: 'preparing',
   * 'ready', 'picked_up', 'cancelled' or 'expired' (docs/mock-backend.md, "Order status").
   */
  order(which: number | string, status: OrderMove): void;
  /** New orders are ready this many minutes after being placed; `orderMinutes(null)` back to the pharmacy's hours. */
  orderMinutes(minutes: number | null): void;
  /**
   * The pharmacist answers a question now: id, number like 'Q-300001', or 'last'
   * (docs/mock-backend.md, "Ask a pharmacist").
   */
  answer(which: number | string): void;
  /** Reset the mock database to the demo accounts (and reload the page). */
  reset(reload?: boolean): void;
  /** Current QA controls and database, for inspection. */
  state(): { qa: QaState; db: DbState };
}

declare global {
  interface Window {
    aptkMock?: AptkMockApi;
  }
}

/** One-shot parameters (a reset, a restock) leave the address, so a reload does not repeat them. */
function removeParam(name: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.toString());
}

export async function startMockBackend(): Promise<void> {
  enablePersistence();
  const { reset, restock: restockSpec, order: orderSpec, question: questionSpec } = initQa(window.location.search);
  if (reset) {
    resetMockDb();
    removeParam('mock_reset');
  }
  db();
  if (restockSpec) {
    restock(restockSpec);
    removeParam('mock_restock');
  }
  if (orderSpec) {
    moveOrders(orderSpec);
    removeParam('mock_order');
  }
  if (questionSpec) {
    answerQuestions(questionSpec);
    removeParam('mock_question');
  }
  getDataset();

  window.aptkMock = {
    fail: (path, options) => setFailure(path, options),
    unfail: (path) => removeFailure(path),
    slow: (ms) => setDelay(ms),
    hang: (path, on = true) => setHang(path, on),
    offline: (on = true) => setOffline(on),
    prices: (factor) => setPrices(factor),
    minimal: (on = true) => setMinimal(on),
    products: (count) => setProducts(count),
    clear: () => clearQa(),
    restock: (productId, cityId, quantity = 10) => void restock(`${productId}:${cityId}:${quantity}`),
    order: (which, status) => void moveOrders(`${which}:${status}`),
    orderMinutes: (minutes) => setOrderMinutes(minutes),
    answer: (which) => void answerQuestions(String(which)),
    reset: (reload = true) => {
      resetMockDb();
      if (reload) window.location.reload();
    },
    state: () => ({ qa: qaState(), db: db() }),
  };

  const publicPath = process.env.PUBLIC_PATH || '/';
  window.addEventListener('unhandledrejection', ignoreOwnWorkerUpdateFailure);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${publicPath.endsWith('/') ? publicPath : `${publicPath}/`}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
