import { storedValue } from '@/shared/storage';

/**
 * The LBO, only when the patient ticks "remember my LBO on this device" (docs/decisions.md,
 * "eRecept"): a `client` value of the storage registry, removed at a session's end. Anything but
 * 11 digits reads as absent.
 */
export const storedLbo = storedValue<string>({
  key: 'aptk_erecept_lbo',
  decode: (text) => (/^\d{11}$/.test(text) ? text : undefined),
  encode: (lbo) => lbo,
});
