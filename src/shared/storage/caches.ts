/**
 * Cache Storage, the one browser store a service worker shares with the page: a JSON value
 * kept under a made-up address of this origin (never fetched). Like webStorage.ts it never
 * throws: no Cache Storage (old browsers, insecure origins), quota and privacy mode read as
 * "nothing stored" and write as "not saved".
 */
const open = async (cacheName: string): Promise<Cache | undefined> => {
  try {
    return typeof caches === 'undefined' ? undefined : await caches.open(cacheName);
  } catch {
    return undefined;
  }
};

export const readCacheJson = async <T>(
  cacheName: string,
  path: string,
  accept: (value: unknown) => T | undefined,
): Promise<T | undefined> => {
  try {
    const answer = await (await open(cacheName))?.match(path);
    return answer ? accept(await answer.json()) : undefined;
  } catch {
    return undefined;
  }
};

export const writeCacheJson = async (cacheName: string, path: string, value: unknown): Promise<void> => {
  try {
    await (
      await open(cacheName)
    )?.put(path, new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // Not saved: the page's own check still announces while a tab is open.
  }
};

/** Removes one entry; absent, or no Cache Storage, is already done. */
export const removeCacheEntry = async (cacheName: string, path: string): Promise<void> => {
  try {
    await (await open(cacheName))?.delete(path);
  } catch {
    // Nothing stored that could be removed.
  }
};
