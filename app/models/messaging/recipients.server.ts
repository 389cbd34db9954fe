/**
 * Who a customer message goes to and whether a phone channel may reach them: read by
 * `queueCustomerMessage` (customer-messages.server.ts) when a message is queued and by the
 * outbox when it is sent, so an opt-out stops messages already queued. Its own file so the
 * outbox and the customer messages do not import each other.
 */
import { and, desc, eq } from 'drizzle-orm';
import { appointments, messageOptOuts, surveys } from '../../../db/schema';
import type { PhoneChannel } from '~/domain/message-topics';
import { whatsappDigits } from '~/domain/whatsapp';
import { keyedHash } from '~/domain/keyed-hash.server';
import { phoneKey } from '~/domain/phone-key';
import type { DbOrTx } from '../db.server';

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
    appointmentId =
      db.select({ id: surveys.appointmentId }).from(surveys).where(eq(surveys.id, payload.surveyId)).get()?.id ?? null;
  }
  if (appointmentId === null) return null;
  const a = db
    .select({
      id: appointments.id,
      createdAt: appointments.createdAt,
      email: appointments.customerEmail,
      phone: appointments.customerPhone,
      sms: appointments.smsConsentAt,
      whatsapp: appointments.whatsappConsentAt,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .get();
  if (!a) return null;
  return {
    appointmentId: a.id,
    createdAt: a.createdAt,
    email: a.email,
    phone: a.phone ? whatsappDigits(a.phone) : null,
    consentAt: { sms: a.sms, whatsapp: a.whatsapp },
  };
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
export function hasPhoneConsent(
  db: DbOrTx,
  recipient: CustomerRecipient,
  channel: PhoneChannel,
  options: { optOutKey?: string } = {},
): boolean {
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
