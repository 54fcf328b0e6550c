export {
  readCookie,
  readRawCookie,
  writeCookie,
  removeCookie,
  removeRawCookie,
  readHostCookie,
  writeHostCookie,
  removeHostCookie,
} from './cookies';
export { readLocal, writeLocal, removeLocal, readLocalJson, onLocalChange } from './local';
export { writeSession, readSessionJson } from './session';
export { readCacheJson, writeCacheJson, removeCacheEntry } from './caches';
