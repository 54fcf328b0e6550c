import { STORED, type CacheKey } from './registry';

/**
 * Cache Storage, the one browser store a service worker shares with the page: a JSON value
 * kept under a made-up address of this origin (never fetched), its cache named in the registry
 * (registry.ts). Like webStorage.ts it never throws: no Cache Storage (old browsers, insecure
 * origins), quota and privacy mode read as "nothing stored" and write as "not saved".
 */
const cacheOf = (path: CacheKey): string => STORED[path].cache;

const open = async (cacheName: string): Promise<Cache | undefined> => {
  try {
    return typeof caches === 'undefined' ? undefined : await caches.open(cacheName);
  } catch {
    return undefined;
  }
};

export const readCacheJson = async <T>(
  path: CacheKey,
  accept: (value: unknown) => T | undefined,
): Promise<T | undefined> => {
  try {
    const answer = await (await open(cacheOf(path)))?.match(path);
    return answer ? accept(await answer.json()) : undefined;
  } catch {
    return undefined;
  }
};

export const writeCacheJson = async (path: CacheKey, value: unknown): Promise<void> => {
  try {
    await (
      await open(cacheOf(path))
    )?.put(path, new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // Not saved: the page's own check still announces while a tab is open.
  }
};

/**
 * Removes one entry; absent, or no Cache Storage, is already done. A cache that does not exist
 * is not opened (opening makes it): most visitors never had one.
 */
export const removeCacheEntry = async (path: CacheKey): Promise<void> => {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(cacheOf(path)))) return;
    await (await open(cacheOf(path)))?.delete(path);
  } catch {
    // Nothing stored that could be removed.
  }
};
