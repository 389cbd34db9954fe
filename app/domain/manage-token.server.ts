/**
 * The private link of an appointment (/randevu/{token}): the customer's key to see, cancel
 * or move it without an account (docs/decisions/0085-self-service-link.md).
 *
 * The token is opaque: base64url of the appointment id (4 bytes) and an HMAC-SHA256 tag
 * (first 16 bytes) over the id and the appointment's creation instant, keyed with a key
 * derived from the session secret. Nothing personal is in it; without the secret it cannot
 * be made or changed; a token of one appointment never opens another (the id and the
 * creation instant are both signed). It does not encode the time, so it keeps working after
 * a move (the page shows the new time); after a cancellation the page shows the appointment
 * as cancelled and offers no action.
 */
import crypto from 'node:crypto';

const ID_BYTES = 4;
const TAG_BYTES = 16;
const TOKEN_LENGTH = Math.ceil(((ID_BYTES + TAG_BYTES) * 4) / 3); // 27 base64url characters

export type TokenSubject = { id: number; createdAt: Date };

/** What a token opens: the self-service page, or (another key) the opt-out of one message channel, or the confirmation of a waitlist entry (its subject is the entry). */
export type TokenPurpose = 'self-service-link:v1' | `message-opt-out:v1:${string}` | 'waitlist-confirm:v1';

function linkKey(secret: string, purpose: TokenPurpose): Buffer {
  return crypto.createHmac('sha256', secret).update(purpose).digest();
}

function tagOf(secret: string, subject: TokenSubject, purpose: TokenPurpose): Buffer {
  return crypto
    .createHmac('sha256', linkKey(secret, purpose))
    .update(`appointment:${subject.id}:${subject.createdAt.getTime()}`)
    .digest()
    .subarray(0, TAG_BYTES);
}

/** The token of an appointment. */
export function signManageToken(
  secret: string,
  subject: TokenSubject,
  purpose: TokenPurpose = 'self-service-link:v1',
): string {
  if (!Number.isSafeInteger(subject.id) || subject.id <= 0 || subject.id > 0xffffffff)
    throw new Error('invalid appointment id');
  const id = Buffer.alloc(ID_BYTES);
  id.writeUInt32BE(subject.id);
  return Buffer.concat([id, tagOf(secret, subject, purpose)]).toString('base64url');
}

/** The appointment id a well-formed token names (not yet verified), or null. */
export function manageTokenId(token: string): number | null {
  if (typeof token !== 'string' || token.length !== TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // canonical form only: a changed unused low bit of the last character decodes the same
  if (bytes.length !== ID_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) return null;
  const id = bytes.readUInt32BE(0);
  return id > 0 ? id : null;
}

/** Whether `token` is the token of this appointment (constant-time comparison). */
export function verifyManageToken(
  secret: string,
  token: string,
  subject: TokenSubject,
  purpose: TokenPurpose = 'self-service-link:v1',
): boolean {
  if (manageTokenId(token) !== subject.id) return false;
  const given = Buffer.from(token, 'base64url').subarray(ID_BYTES);
  return crypto.timingSafeEqual(given, tagOf(secret, subject, purpose));
}

/** The path of the page, e.g. /randevu/AAAAB6x... */
export function managePath(secret: string, subject: TokenSubject): string {
  return `/randevu/${signManageToken(secret, subject)}`;
}
