/**
 * Contact details, the one place for their rules (public spec section 5, admin spec
 * section 5): an e-mail is non-space text, '@', and a domain with a dot; a phone is read and
 * stored by the one phone rule (phone.ts, `canonicalPhone`). The booking, the admin forms,
 * the customer search and the mail settings all use these.
 */
import { BOOKING_MESSAGES } from './booking-messages';
import { storedPhone } from './phone';

export { canonicalPhone, isValidPhone, phoneDigits, storedPhone } from './phone';

/** The admin screens' wording of the e-mail and phone messages. */
export const EMAIL_MESSAGE = BOOKING_MESSAGES.invalidEmailAdmin;
export const PHONE_MESSAGE = BOOKING_MESSAGES.invalidPhone;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** E-mail as stored and matched: trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * THE e-mail sending rule: the address a message to a customer goes to, or null when there is
 * none (a walk-in booked with a name only, or a phone-only customer). Nothing is queued by
 * e-mail for null (app/models/messaging/outbox.server.ts).
 */
export function emailRecipient(value: string | null | undefined): string | null {
  return typeof value === 'string' && isValidEmail(value) ? value.trim() : null;
}

export type ContactPair = { email: string | null; phone: string | null };

/**
 * Whether two stored contacts (normalised e-mail and phone) are the same person's: the
 * e-mail AND the phone agree, a missing one agreeing only with a missing one. Someone who
 * gives another person's phone with their own e-mail (or the reverse) is somebody else
 * (docs/decisions/0134-customer-identity.md).
 */
export function sameContact(a: ContactPair, b: ContactPair): boolean {
  const phone = (p: string | null | undefined) => (p ? storedPhone(p) : null);
  return (a.email ?? null) === (b.email ?? null) && phone(a.phone) === phone(b.phone);
}
