import { safeStorage } from './webStorage';

/** localStorage (every tab, kept across visits), never throwing (webStorage.ts). */
const local = safeStorage('localStorage');

export const readLocal = local.read;
export const writeLocal = local.write;
export const readLocalJson = local.readJson;

/** Fires when another tab changes `key` (the `storage` event never fires in the writing tab). */
export const onLocalChange = (key: string, listener: (value: string | null) => void): (() => void) => {
  const handle = (event: StorageEvent) => {
    if (event.key === key) listener(event.newValue);
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
};
