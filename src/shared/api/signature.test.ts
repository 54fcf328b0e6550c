import { webcrypto } from 'node:crypto';
import { signPayload } from './signature';

// The real Web Crypto (Node's, the browser's API), not the jest setup's quicker stand-in.
const standIn = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
beforeAll(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true }));
afterAll(() => {
  if (standIn) Object.defineProperty(globalThis.crypto, 'subtle', standIn);
});

// Expected values computed independently (Python hmac/hashlib), not with Web Crypto.
describe('signPayload', () => {
  it.each([
    ['aptk-dev-signing-key-2026', '{}', '90468DC22DF3D1B80462606ABDEC98F513D80DF65553262F19E7340D966FCA14'],
    [
      'aptk-dev-signing-key-2026',
      '{"items":[{"id":101,"quantity":2}],"city_id":1}',
      '6833D31BF66361192691F8007946D4BD72D3B7F2EFD811DF141232D5DD1F3A54',
    ],
    [
      'secret',
      '{"phone":"+381 64 123 4567","password":"demo1234"}',
      '06E1F8E3D8B6CFE39DB6239728F281C7B2A95EE50CEC9AB8E0E482DA78BE6E6A',
    ],
    ['ključ', '{"query":"čaj"}', '9DD977E79638A3C1795131C3CC83935C76891CDA989CC98E0B93F1F8643E71CD'],
  ])('HMAC-SHA256 with key %s over %s is uppercase hex', async (key, json, expected) => {
    await expect(signPayload(json, key)).resolves.toBe(expected);
  });
});
