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
export { isStored } from './webStorage';
export { readCacheJson, writeCacheJson } from './caches';
export { storedValue, jsonValue } from './storedValue';
export { persistState } from './persistState';
export { registerClientDataListeners, hasClientLeftovers, forgetCachedLeftovers } from './clientData';
export type { LocalKey } from './registry';
