export { readCookie, readRawCookie, writeCookie, removeCookie, removeRawCookie } from './cookies';
export { readLocal, writeLocal, removeLocal, readLocalJson, onLocalChange } from './local';
export { writeSession, readSessionJson } from './session';
export { readCacheJson, writeCacheJson, removeCacheEntry } from './caches';
