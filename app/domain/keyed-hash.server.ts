/**
 * Hashes for personal data kept only to be compared (docs/decisions/0336):
 * - `keyedHash`: HMAC-SHA256 under a key derived from SECRETS_KEY and a purpose. A copy of the
 *   database alone cannot turn it back into a phone number (10^10 numbers are quick to try
 *   against a plain hash, not against an unknown key). Opt-outs and one-time codes use it.
 * - `plainHash`: SHA-256, for a comparison the queueing code must make without the key (the
 *   outbox's recipient for the daily cap). Rows carrying it are deleted on erasure.
 */
import crypto from 'node:crypto';

export type HashPurpose = 'opt-out-phone:v1' | 'verification-phone:v1' | 'verification-ip:v1' | 'verification-code:v1';

function purposeKey(secret: string, purpose: HashPurpose): Buffer {
  return crypto.createHmac('sha256', secret).update(`keyed-hash:${purpose}`).digest();
}

export function keyedHash(secret: string, purpose: HashPurpose, value: string): string {
  return crypto.createHmac('sha256', purposeKey(secret, purpose)).update(value).digest('base64url');
}

export function plainHash(value: string): string {
  return crypto.createHash('sha256').update(value).digest('base64url');
}

/** Constant-time comparison of two hashes of the same kind. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
