/**
 * The `token` header: uppercase hex HMAC-SHA256 of the exact JSON string sent (contract 4),
 * through the browser's Web Crypto (docs/decisions.md, "Request signing"). Asynchronous: the
 * baseQuery awaits it before the request leaves. `crypto.subtle` exists on https and on
 * localhost only; elsewhere the call rejects and the request fails like a network error.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** One imported key per secret for the page's lifetime: importing costs more than signing. */
const keyFor = (secret: string): Promise<CryptoKey> => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
};

export const signPayload = async (json: string, secret: string): Promise<string> => {
  const mac = await crypto.subtle.sign('HMAC', await keyFor(secret), encoder.encode(json));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
};
