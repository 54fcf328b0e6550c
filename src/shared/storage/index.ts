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
export { writeLocal, onLocalChange } from './local';
export { isStored } from './webStorage';
export { readCacheJson, writeCacheJson, removeCacheEntry } from './caches';
export { storedValue, jsonValue } from './storedValue';
export { persistState, forgetOnSessionEnd } from './persistState';
