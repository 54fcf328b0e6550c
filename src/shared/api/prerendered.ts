/**
 * GET answers transferred from server rendering: a `<script id="aptk-state"
 * type="application/json">` holding an object keyed by the full request URL. Each entry is
 * served once, then the network is used (docs/behaviour.md §6).
 */
const ELEMENT_ID = 'aptk-state';
let entries: Map<string, unknown> | null = null;

const load = (): Map<string, unknown> => {
  if (entries) return entries;
  entries = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return entries;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) entries.set(key, value);
    }
  } catch {
    // A broken transfer is ignored: the request simply goes to the network.
  }
  return entries;
};

/** Takes the entry for one of the given URL spellings (relative and absolute), if present. */
export const takePrerendered = (urls: readonly string[]): { found: true; value: unknown } | { found: false } => {
  const map = load();
  for (const url of urls) {
    if (map.has(url)) {
      const value = map.get(url);
      map.delete(url);
      return { found: true, value };
    }
  }
  return { found: false };
};

/** For tests: forget what was read so a new script element is picked up. */
export const resetPrerendered = (): void => {
  entries = null;
};
