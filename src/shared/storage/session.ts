import { safeStorage } from './webStorage';

/** sessionStorage (this tab, until it is closed), never throwing (webStorage.ts). */
const session = safeStorage('sessionStorage');

export const readSession = session.read;
export const writeSession = session.write;
export const removeSession = session.remove;
export const readSessionJson = session.readJson;
