/**
 * GET answers transferred from server rendering: a `<script id="aptk-state"
 * type="application/json">` holding an object keyed by the full request URL. Each entry is
 * served once, then the network is used (docs/behaviour.md §6).
 */
const ELEMENT_ID = 'aptk-state';
let entries: Map<string, unknown> | null = null;
/** URLs whose entry holds only what the page shows (`data-partial`, space-separated). */
let partial = new Set<string>();

const load = (): Map<string, unknown> => {
  if (entries) return entries;
  entries = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return entries;
  partial = new Set((element.getAttribute('data-partial') ?? '').split(' ').filter(Boolean));
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

/**
 * Takes the entry for one of the given URL spellings (relative and absolute), if present;
 * `partial`: the HTML brought only the part of the answer its page shows (a product page's
 * branch of the category tree), to be asked again once the page has hydrated.
 */
export const takePrerendered = (
  urls: readonly string[],
): { found: true; value: unknown; partial: boolean } | { found: false } => {
  const map = load();
  for (const url of urls) {
    if (map.has(url)) {
      const value = map.get(url);
      map.delete(url);
      return { found: true, value, partial: partial.has(url) };
    }
  }
  return { found: false };
};

/** For tests: forget what was read so a new script element is picked up. */
export const resetPrerendered = (): void => {
  entries = null;
  partial = new Set();
};
