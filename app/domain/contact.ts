/**
 * Contact details, the one place for their rules (public spec section 5, admin spec
 * section 5): an e-mail is non-space text, '@', and a domain with a dot; a phone has 10 or 11
 * digits once everything else is removed. The booking, the admin forms, the customer
 * search and the mail settings all use these.
 */
import { BOOKING_MESSAGES } from './booking-messages';

/** The admin screens' wording of the e-mail and phone messages. */
export const EMAIL_MESSAGE = BOOKING_MESSAGES.invalidEmailAdmin;
export const PHONE_MESSAGE = BOOKING_MESSAGES.invalidPhone;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** After removing everything but digits: 10 or 11 digits. */
export function isValidPhone(value: string): boolean {
  const n = phoneDigits(value).length;
  return n === 10 || n === 11;
}

/** E-mail as stored and matched: trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Phone as stored and matched: digits only, a 10-digit number not starting with 0 gets the
 * trunk 0 ('532 123 45 67' and '0532 123 45 67' are the same customer).
 */
export function normalizePhone(value: string): string {
  const digits = phoneDigits(value);
  return digits.length === 10 && !digits.startsWith('0') ? `0${digits}` : digits;
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
  return (a.email ?? null) === (b.email ?? null) && (a.phone ?? null) === (b.phone ?? null);
}
