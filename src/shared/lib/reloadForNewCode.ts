import { jsonValue } from '@/shared/storage';

/**
 * A tab opened before a deploy asks for a file of its own build that is gone (docs/decisions.md,
 * "Old tabs after a deploy"): the page reloads once, by itself, and comes back as it was. What a
 * reload would lose is kept for the tab (sessionStorage) under the address it reloads: the
 * scroll position and the values of the forms that ask for it (`keepOnReload`). The cart is in
 * localStorage already. The same record says when the tab last reloaded for that address: a
 * second missing file there soon after shows the page's error with its Reload button instead,
 * so a build that really lacks a file never reloads in a loop.
 */

/** A reload for the same address within this time is not made again. */
export const RECENT_RELOAD_MS = 5 * 60_000;

type FieldValue = string | number | boolean | string[];
type Fields = Record<string, FieldValue>;

interface Kept {
  scroll: [number, number];
  /** Each form's values by the form's id. */
  forms: Record<string, Fields>;
}

interface Reloaded {
  /** Path and query of the address reloaded. */
  url: string;
  /** When (epoch ms). */
  at: number;
  /** What the page had, until it is restored after the reload. */
  kept?: Kept;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldValue = (value: unknown): value is FieldValue =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every((each) => typeof each === 'string'));

/** Only the values a field can hold: anything else is not kept. */
const fieldsOf = (value: unknown): Fields => {
  const fields: Fields = {};
  if (isRecord(value)) for (const [name, each] of Object.entries(value)) if (isFieldValue(each)) fields[name] = each;
  return fields;
};

const readKept = (value: unknown): Kept | undefined => {
  if (!isRecord(value)) return undefined;
  const [x, y] = Array.isArray(value.scroll) ? (value.scroll as unknown[]) : [];
  const forms = isRecord(value.forms)
    ? Object.fromEntries(Object.entries(value.forms).map(([id, fields]) => [id, fieldsOf(fields)]))
    : {};
  return {
    scroll: [typeof x === 'number' && Number.isFinite(x) ? x : 0, typeof y === 'number' && Number.isFinite(y) ? y : 0],
    forms,
  };
};

const reloaded = jsonValue<Reloaded>({
  key: 'aptk_reloaded',
  accept: (value) =>
    isRecord(value) && typeof value.url === 'string' && typeof value.at === 'number'
      ? { url: value.url, at: value.at, ...(value.kept === undefined ? {} : { kept: readKept(value.kept) }) }
      : undefined,
});

// ---------------------------------------------------------------- forms that keep their values

const forms = new Map<string, () => unknown>();
let keptHere: Kept | null = null;

/** A form's values are kept across such a reload under `id`, while it is on the page. */
export const keepOnReload = (id: string, read: () => unknown): (() => void) => {
  forms.set(id, read);
  return () => {
    if (forms.get(id) === read) forms.delete(id);
  };
};

/** The values kept for form `id` by the reload that opened this page; once, then forgotten. */
export const takeKeptFields = (id: string): Fields | undefined => {
  const fields = keptHere?.forms[id];
  if (!keptHere || !fields) return undefined;
  delete keptHere.forms[id];
  return fields;
};

/**
 * At start: what the reload that opened this page kept, if it was for this address. It leaves
 * storage at once (only the time of the reload stays, against a loop).
 */
export const takeKeptPage = (url: string): void => {
  const record = reloaded.read();
  if (!record?.kept) return;
  reloaded.write({ url: record.url, at: record.at });
  keptHere = record.url === url ? record.kept : null;
};

/**
 * Scrolls back to where the visitor was before the reload, once the page has its height: data
 * that loads after the start (a listing, the checkout's offers) may make it taller later, so it
 * tries again as the page grows, until the position is reached, the visitor scrolls or presses
 * anything, or a few seconds have passed.
 */
export const restoreKeptScroll = (): void => {
  const scroll = keptHere?.scroll;
  if (!keptHere || !scroll) return;
  keptHere.scroll = [0, 0];
  const [x, y] = scroll;
  if (x === 0 && y === 0) return;
  const reached = () => {
    window.scrollTo(x, y);
    return Math.abs(window.scrollY - y) < 2;
  };
  if (reached() || typeof ResizeObserver === 'undefined') return;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    if (reached()) stop();
  });
  observer.observe(document.documentElement);
  const timer = setTimeout(stop, 5_000);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true });
};

// ---------------------------------------------------------------- the reload

type ReloadState = 'idle' | 'checking' | 'reloading' | 'refused';
let state: ReloadState = 'idle';
const listeners = new Set<() => void>();
const setState = (next: ReloadState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** Whether the page is about to reload for new code (the route's error waits instead of showing). */
export const reloadPending = {
  get: (): boolean => state === 'checking' || state === 'reloading',
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export interface MissingCodeEnv {
  /** Whether the server answers for the file at all (any status): false when offline. */
  reachable: (file: string) => Promise<boolean>;
  /** The path and query the reload is for, once the navigation under way (if any) has ended. */
  settledUrl: () => Promise<string>;
  reload: () => void;
  now?: () => number;
}

/**
 * A file of the app's code (`file`, a script or stylesheet of the build) did not arrive. Reloads
 * the page once, keeping what it had, when the server answers (offline, a reload would show the
 * browser's own error page, and the page's error with its Reload says more) and the tab has not
 * reloaded for this address recently. Resolves to whether it reloads.
 */
export const reloadForMissingCode = async (file: string, env: MissingCodeEnv): Promise<boolean> => {
  // Several files of one navigation fail together: one decision.
  if (state === 'checking' || state === 'reloading') return false;
  // What the page has now, before whoever asked for the file shows its failure (an error
  // boundary in place of the page would leave no form and no height to scroll).
  const here = `${window.location.pathname}${window.location.search}`;
  const kept: Kept = { scroll: [window.scrollX, window.scrollY], forms: {} };
  for (const [id, read] of forms) kept.forms[id] = fieldsOf(read());
  setState('checking');
  const [answers, url] = await Promise.all([env.reachable(file).catch(() => false), env.settledUrl()]);
  const now = (env.now ?? Date.now)();
  const last = reloaded.read();
  if (!answers || (last && last.url === url && now - last.at >= 0 && now - last.at < RECENT_RELOAD_MS)) {
    setState('refused');
    return false;
  }
  // A page's chunk fails before the address changes: what the last page had is not the new one's.
  reloaded.write({ url, at: now, kept: url === here ? kept : { scroll: [0, 0], forms: {} } });
  setState('reloading');
  env.reload();
  return true;
};

/** The file a failed `<script>` or stylesheet `<link>` of the build named, or null for anything else. */
export const missingCodeFile = (target: EventTarget | null): string | null => {
  let url: string | null = null;
  if (target instanceof HTMLScriptElement) url = target.src;
  else if (target instanceof HTMLLinkElement && target.rel.split(/\s+/).includes('stylesheet')) url = target.href;
  // A build's own files carry a content hash in their name (docs/decisions.md, "Chunk file
  // names"); the dev server's do not, and never go missing.
  return url && /^https?:/.test(url) && /\.[0-9a-f]{6,8}\.(js|css)(\?|$)/.test(url) ? url : null;
};

/** For tests: forgets this page's state. */
export const resetReloadForTests = (): void => {
  state = 'idle';
  keptHere = null;
  forms.clear();
  listeners.clear();
};
