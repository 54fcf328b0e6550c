/** Keys whose values never reach logs or Redux DevTools. */
const SECRET_KEYS = new Set([
  'auth_token',
  'token',
  'password',
  'new_password',
  'confirm_password',
  'code',
  'sms',
  'session',
  'device_token',
  // An order's pickup code and track key hand the reservation over to whoever holds them
  // (docs/decisions.md, "Order status and the ready notice").
  'pickup_code',
  'pickupCode',
  'track_key',
  'trackKey',
  'key',
  // A question to a pharmacist and its answer are health data (docs/decisions.md, "Ask a pharmacist").
  'question',
  'answer',
]);
export const MASK = '***';

/** A deep copy with every secret-named key's value masked. */
export const maskSecrets = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map((item: unknown) => maskSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key) && inner !== undefined && inner !== null ? MASK : maskSecrets(inner);
  }
  return out as T;
};
