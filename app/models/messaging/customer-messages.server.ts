/**
 * Messages to a customer on every channel they can be reached on
 * (docs/decisions/0200-sms-and-whatsapp.md): e-mail when there is an address; SMS and
 * WhatsApp when the customer ticked that box on the booking form, has not opted out since,
 * and the admin switched this kind of message on for the channel.
 *
 * `queueCustomerMessage` is THE way to queue a customer message: one outbox row per channel
 * that takes it, in the caller's transaction. The same checks run again when a row is sent
 * (an opt-out stops messages already queued).
 */
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { appointments, messageOptOuts, surveys } from '../../../db/schema';
import { keyedHash } from '~/domain/keyed-hash.server';
import { phoneKey } from '~/domain/phone-key';
import { CUSTOMER_CHANNELS, type CustomerChannel, type CustomerKind, type PhoneChannel, type TopicPayloads } from '~/domain/message-topics';
import { optOutPath } from '~/domain/phone-messages';
import { signManageToken, manageTokenId, verifyManageToken, type TokenPurpose } from '~/domain/manage-token.server';
import { whatsappDigits } from '~/domain/whatsapp';
import type { DbOrTx } from '../db.server';
import { enqueueMessage } from './outbox.server';

/** Who a customer message goes to: the appointment it is about (a survey's appointment for an invitation). */
export type CustomerRecipient = {
  appointmentId: number;
  createdAt: Date;
  email: string | null;
  /** international digits (905321234567), null when the phone is not a usable number */
  phone: string | null;
  consentAt: Record<PhoneChannel, Date | null>;
};

export function recipientOf(db: DbOrTx, payload: Record<string, unknown>): CustomerRecipient | null {
  let appointmentId = typeof payload.appointmentId === 'number' ? payload.appointmentId : null;
  if (appointmentId === null && typeof payload.surveyId === 'number') {
    appointmentId = db.select({ id: surveys.appointmentId }).from(surveys).where(eq(surveys.id, payload.surveyId)).get()?.id ?? null;
  }
  if (appointmentId === null) return null;
  const a = db
    .select({ id: appointments.id, createdAt: appointments.createdAt, email: appointments.customerEmail, phone: appointments.customerPhone, sms: appointments.smsConsentAt, whatsapp: appointments.whatsappConsentAt })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .get();
  if (!a) return null;
  return { appointmentId: a.id, createdAt: a.createdAt, email: a.email, phone: a.phone ? whatsappDigits(a.phone) : null, consentAt: { sms: a.sms, whatsapp: a.whatsapp } };
}

/** The keyed hash an opt-out keeps of a phone (docs/decisions/0336). */
export function optOutPhoneHash(secretsKey: string, phone: string): string | null {
  const key = phoneKey(phone);
  return key ? keyedHash(secretsKey, 'opt-out-phone:v1', key) : null;
}

/**
 * The customer opted in on this channel (a consent recorded with a proved phone, 0330), and
 * has not opted out since. An opt-out clears the consents of every appointment of that phone
 * when it is made, so queuing (which has no key) reads the consent alone; with `optOutKey`
 * (SECRETS_KEY: the sender, the opt-out page) the keyed opt-out rows are read too.
 */
export function hasPhoneConsent(db: DbOrTx, recipient: CustomerRecipient, channel: PhoneChannel, options: { optOutKey?: string } = {}): boolean {
  const consentAt = recipient.consentAt[channel];
  if (!consentAt || !recipient.phone) return false;
  if (!options.optOutKey) return true;
  const optOut = latestOptOut(db, recipient.phone, channel, options.optOutKey);
  return !optOut || optOut.getTime() < consentAt.getTime();
}

/** When the phone last opted out of the channel (its keyed hash; null: never). */
export function latestOptOut(db: DbOrTx, phone: string, channel: PhoneChannel, secretsKey: string): Date | null {
  const hash = optOutPhoneHash(secretsKey, phone);
  if (!hash) return null;
  return (
    db
      .select({ at: messageOptOuts.createdAt })
      .from(messageOptOuts)
      .where(and(eq(messageOptOuts.phoneHash, hash), eq(messageOptOuts.channel, channel)))
      .orderBy(desc(messageOptOuts.createdAt))
      .limit(1)
      .get()?.at ?? null
  );
}

export type CustomerMessageOptions = {
  /** a message that must exist at most once per channel: the key of each channel's row */
  dedupeKey?: (channel: CustomerChannel) => string;
};

/**
 * Queues `topic` to the customer on each channel that takes it (e-mail, SMS, WhatsApp), in
 * the caller's transaction. Returns the ids of the rows queued (none: no channel takes it).
 */
export function queueCustomerMessage<T extends CustomerKind>(tx: DbOrTx, topic: T, payload: TopicPayloads[T] & Record<string, unknown>, options: CustomerMessageOptions = {}): number[] {
  const ids: number[] = [];
  for (const channel of CUSTOMER_CHANNELS) {
    const id = enqueueMessage(tx, { channel, topic, payload, dedupeKey: options.dedupeKey?.(channel) });
    if (id !== null) ids.push(id);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Opting out: /bildirim-iptal/{channel}/{token}
// ---------------------------------------------------------------------------------------------

const optOutPurpose = (channel: PhoneChannel): TokenPurpose => `message-opt-out:v1:${channel}`;

function tokenSubject(db: DbOrTx, id: number) {
  return db.select({ id: appointments.id, createdAt: appointments.createdAt }).from(appointments).where(eq(appointments.id, id)).get() ?? null;
}

/** The absolute opt-out link of a channel for an appointment's phone. */
export function optOutUrlFor(recipient: Pick<CustomerRecipient, 'appointmentId' | 'createdAt'>, channel: PhoneChannel, secret: string, baseUrl: string): string {
  return `${baseUrl}${optOutPath(channel, signManageToken(secret, { id: recipient.appointmentId, createdAt: recipient.createdAt }, optOutPurpose(channel)))}`;
}

/** The appointment an opt-out token names, or null (malformed, forged, or gone). */
export function appointmentOfOptOutToken(db: DbOrTx, secret: string, channel: PhoneChannel, token: string): CustomerRecipient | null {
  const id = manageTokenId(token);
  const subject = id === null ? null : tokenSubject(db, id);
  if (!subject || !verifyManageToken(secret, token, subject, optOutPurpose(channel))) return null;
  return recipientOf(db, { appointmentId: subject.id });
}

/**
 * Records the opt-out of the appointment's phone on the channel: a row with the phone's keyed
 * hash only (no number, no IP), and the channel's consent cleared on every appointment of
 * that phone, so nothing more is queued for it. Only a new opt-in proved with a code (0330)
 * consents again.
 */
export function recordOptOut(db: DbOrTx, recipient: CustomerRecipient, channel: PhoneChannel, secretsKey: string, now: Date): boolean {
  const hash = recipient.phone ? optOutPhoneHash(secretsKey, recipient.phone) : null;
  if (!hash || !recipient.phone) return false;
  db.insert(messageOptOuts).values({ phoneHash: hash, phone: '', channel, appointmentId: null, ip: null, createdAt: now }).run();
  const key = phoneKey(recipient.phone);
  const column = channel === 'sms' ? appointments.smsConsentAt : appointments.whatsappConsentAt;
  const consenting = db.select({ id: appointments.id, phone: appointments.customerPhone }).from(appointments).where(isNotNull(column)).all();
  for (const a of consenting) {
    if (phoneKey(a.phone) === key) db.update(appointments).set(channel === 'sms' ? { smsConsentAt: null } : { whatsappConsentAt: null }).where(eq(appointments.id, a.id)).run();
  }
  return true;
}

/**
 * Opt-outs written before they were kept as keyed hashes (0336): the phone in clear becomes
 * its hash; the number and the IP are emptied. Run at start (server.ts); returns how many.
 */
export function hashLegacyOptOuts(db: DbOrTx, secretsKey: string): number {
  const legacy = db.select({ id: messageOptOuts.id, phone: messageOptOuts.phone }).from(messageOptOuts).where(ne(messageOptOuts.phone, '')).all();
  for (const row of legacy) {
    db.update(messageOptOuts).set({ phoneHash: optOutPhoneHash(secretsKey, row.phone), phone: '', ip: null }).where(eq(messageOptOuts.id, row.id)).run();
  }
  return legacy.length;
}
