/**
 * A software authenticator for model tests of passkeys (WebAuthn level 2, "none"
 * attestation, ES256): it answers `navigator.credentials.create/get` the way a browser would
 * hand the result to the server (the JSON of @simplewebauthn/browser). Built on node:crypto
 * with a tiny CBOR writer; the browser tests use Chromium's virtual authenticator instead.
 */
import crypto from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, n: number): number[] {
  if (n < 24) return [(major << 5) | n];
  if (n < 256) return [(major << 5) | 24, n];
  if (n < 65536) return [(major << 5) | 25, n >> 8, n & 255];
  return [(major << 5) | 26, (n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return Buffer.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([Buffer.from(head(3, bytes.length)), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([Buffer.from(head(2, value.length)), Buffer.from(value)]);
  const parts: Buffer[] = [Buffer.from(head(5, value.size))];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

export function softwareAuthenticator(rp: { id: string; origin: string }) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const credentialId = crypto.randomBytes(16);
  const userHandle = crypto.randomBytes(8);
  let counter = 0;
  const rpIdHash = sha256(rp.id);
  const counterBytes = () =>
    Buffer.from([(counter >>> 24) & 255, (counter >> 16) & 255, (counter >> 8) & 255, counter & 255]);

  return {
    credentialId: b64(credentialId),
    /** The answer to `navigator.credentials.create` for `challenge`. */
    register(challenge: string, origin = rp.origin) {
      const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge, origin, crossOrigin: false });
      const coseKey = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x, 'base64url')],
          [-3, Buffer.from(jwk.y, 'base64url')],
        ]),
      );
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]),
        counterBytes(),
        Buffer.alloc(16),
        Buffer.from([0, credentialId.length]),
        credentialId,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientDataJSON),
          attestationObject: b64(attestationObject),
          transports: ['internal' as const],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
    /** The answer to `navigator.credentials.get` for `challenge`. */
    authenticate(challenge: string, origin = rp.origin) {
      counter++;
      const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false });
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counterBytes()]);
      const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: b64(userHandle),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
  };
}
