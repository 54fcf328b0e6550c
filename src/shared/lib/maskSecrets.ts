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
  // What a patient types to find an eRecept (docs/decisions.md, "eRecept").
  'lbo',
  'prescription_id',
]);

/**
 * Calls whose arguments and answers are health data as a whole (an eRecept's medicines): their
 * RTK Query entries and actions keep the call's name and status, never its content.
 */
const HEALTH_DATA_CALLS = new Set(['findPrescription', 'reservePrescription']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query or mutation entry of the cache, or an action of such a call, that carries health data. */
const carriesHealthData = (value: Record<string, unknown>): boolean => {
  if (typeof value.endpointName === 'string') return HEALTH_DATA_CALLS.has(value.endpointName);
  const arg = isRecord(value.meta) ? value.meta.arg : undefined;
  return isRecord(arg) && typeof arg.endpointName === 'string' && HEALTH_DATA_CALLS.has(arg.endpointName);
};
const HEALTH_DATA_FIELDS = new Set(['originalArgs', 'data', 'payload']);
export const MASK = '***';

/** A deep copy with every secret-named key's value masked. */
export const maskSecrets = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map((item: unknown) => maskSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const health = carriesHealthData(value as Record<string, unknown>);
  for (const [key, inner] of Object.entries(value)) {
    const secret = SECRET_KEYS.has(key) || (health && HEALTH_DATA_FIELDS.has(key));
    out[key] = secret && inner !== undefined && inner !== null ? MASK : maskSecrets(inner);
  }
  return out as T;
};
