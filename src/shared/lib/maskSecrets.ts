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
/** What such an entry or action holds of the call: its arguments, its answer, its error body (a 410 names a date). */
const HEALTH_DATA_FIELDS = new Set(['originalArgs', 'data', 'payload', 'error']);
export const MASK = '***';

/**
 * Queries whose arguments are a secret: RTK Query names their cache entries, subscriptions and
 * actions by the arguments (`trackOrder({"id":7,"key":"…"})`), so the name is masked as well.
 */
const SECRET_ARGUMENT_QUERIES = ['trackOrder'];
const maskCacheKey = (text: string): string => {
  const query = SECRET_ARGUMENT_QUERIES.find((name) => text.startsWith(`${name}(`));
  return query ? `${query}(${MASK})` : text;
};

/**
 * A toast, in the state or in `showToast`'s payload: its text is the server's message, which
 * may say something of the visitor's health (an eRecept's expiry); its message id stays.
 */
const isToast = (value: Record<string, unknown>): boolean => 'tone' in value && 'durationMs' in value;

/** A deep copy with every secret-named key's value masked. */
export const maskSecrets = <T>(value: T): T => {
  if (typeof value === 'string') return maskCacheKey(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => maskSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  const health = carriesHealthData(record);
  const toast = isToast(record);
  for (const [key, inner] of Object.entries(record)) {
    const secret = SECRET_KEYS.has(key) || (health && HEALTH_DATA_FIELDS.has(key)) || (toast && key === 'text');
    out[maskCacheKey(key)] = secret && inner !== undefined && inner !== null ? MASK : maskSecrets(inner);
  }
  return out as T;
};
