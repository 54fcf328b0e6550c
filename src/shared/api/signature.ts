import hmacSha256 from 'crypto-js/hmac-sha256';
import hex from 'crypto-js/enc-hex';

/** The `token` header: uppercase hex HMAC-SHA256 of the exact JSON string sent (contract 4). */
export const signPayload = (json: string, secret: string): string =>
  hmacSha256(json, secret).toString(hex).toUpperCase();
