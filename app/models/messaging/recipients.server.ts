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

/** The customer opted in on this channel, and has not opted out (for this phone) since. */
export function hasPhoneConsent(db: DbOrTx, recipient: CustomerRecipient, channel: PhoneChannel): boolean {
  const consentAt = recipient.consentAt[channel];
  if (!consentAt || !recipient.phone) return false;
  const optOut = db
    .select({ at: messageOptOuts.createdAt })
    .from(messageOptOuts)
    .where(and(eq(messageOptOuts.phone, recipient.phone), eq(messageOptOuts.channel, channel)))
    .orderBy(desc(messageOptOuts.createdAt))
    .limit(1)
    .get();
  return !optOut || optOut.at.getTime() < consentAt.getTime();
}
