export { COOKIE_PREFIX, readCookie, readRawCookie, writeCookie, removeCookie, removeRawCookie, reloadCookies } from './cookies';
export { readLocal, writeLocal, removeLocal, readLocalJson, onLocalChange } from './local';
export { readSession, writeSession, removeSession, readSessionJson } from './session';
