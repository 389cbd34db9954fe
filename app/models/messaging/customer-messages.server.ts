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
import { eq, isNotNull, ne } from 'drizzle-orm';
import { appointments, messageOptOuts } from '../../../db/schema';
import { phoneKey } from '~/domain/phone-key';
import {
  CUSTOMER_CHANNELS,
  type CustomerChannel,
  type CustomerKind,
  type PhoneChannel,
  type TopicPayloads,
} from '~/domain/message-topics';
import { optOutPath } from '~/domain/phone-messages';
import { signManageToken, manageTokenId, verifyManageToken, type TokenPurpose } from '~/domain/manage-token.server';
import type { DbOrTx } from '../db.server';
import { channelAccepts, insertMessage, planDelivery } from './outbox.server';
import {
  hasPhoneConsent,
  latestOptOut,
  optOutPhoneHash,
  recipientOf,
  type CustomerRecipient,
} from './recipients.server';

export { hasPhoneConsent, latestOptOut, optOutPhoneHash, recipientOf, type CustomerRecipient };

export type CustomerMessageOptions = {
  /** a message that must exist at most once per channel: the key of each channel's row */
  dedupeKey?: (channel: CustomerChannel) => string;
};

/**
 * Queues `topic` to the customer on each channel that takes it (e-mail, SMS, WhatsApp), in
 * the caller's transaction. When none takes it now but she can be reached on a channel that
 * is not set up yet (mail not configured, SMS switched off), the message waits there
 * ('waiting', "kanal bekliyor") until a channel becomes active (docs/decisions/0341): a message
 * is never dropped because the studio has no channel yet. Rows of one message are written one
 * after another (consecutive ids: `releaseWaitingMessages` finds the siblings by them).
 * Returns the ids of the rows written (none: nobody to send it to, or the kind is switched off).
 */
export function queueCustomerMessage<T extends CustomerKind>(
  tx: DbOrTx,
  topic: T,
  payload: TopicPayloads[T] & Record<string, unknown>,
  options: CustomerMessageOptions = {},
): number[] {
  const plans = CUSTOMER_CHANNELS.map((channel) => ({ channel, plan: planDelivery(tx, topic, channel, payload) }));
  const now = plans.filter((p) => p.plan === 'now');
  const chosen = now.length > 0 ? now : plans.filter((p) => p.plan === 'wait');
  const ids: number[] = [];
  for (const { channel } of chosen) {
    const id = insertMessage(
      tx,
      { channel, topic, payload, dedupeKey: options.dedupeKey?.(channel) },
      now.length > 0 ? 'pending' : 'waiting',
    );
    if (id !== null) ids.push(id);
  }
  return ids;
}

/**
 * The channels that would carry `topic` to a customer now, given what she gave (an e-mail
 * address, the SMS / WhatsApp opt-ins): what the site's texts may promise (domain/customer-promises.ts).
 */
export function channelsFor(
  db: DbOrTx,
  topic: CustomerKind | 'waitlist-slot-freed',
  who: { email: boolean; sms?: boolean; whatsapp?: boolean },
): CustomerChannel[] {
  return CUSTOMER_CHANNELS.filter(
    (channel) => (channel === 'email' ? who.email : !!who[channel]) && channelAccepts(db, topic, channel),
  );
}

// ---------------------------------------------------------------------------------------------
// Opting out: /bildirim-iptal/{channel}/{token}
// ---------------------------------------------------------------------------------------------

const optOutPurpose = (channel: PhoneChannel): TokenPurpose => `message-opt-out:v1:${channel}`;

function tokenSubject(db: DbOrTx, id: number) {
  return (
    db
      .select({ id: appointments.id, createdAt: appointments.createdAt })
      .from(appointments)
      .where(eq(appointments.id, id))
      .get() ?? null
  );
}

/** The absolute opt-out link of a channel for an appointment's phone. */
export function optOutUrlFor(
  recipient: Pick<CustomerRecipient, 'appointmentId' | 'createdAt'>,
  channel: PhoneChannel,
  secret: string,
  baseUrl: string,
): string {
  return `${baseUrl}${optOutPath(channel, signManageToken(secret, { id: recipient.appointmentId, createdAt: recipient.createdAt }, optOutPurpose(channel)))}`;
}

/** The appointment an opt-out token names, or null (malformed, forged, or gone). */
export function appointmentOfOptOutToken(
  db: DbOrTx,
  secret: string,
  channel: PhoneChannel,
  token: string,
): CustomerRecipient | null {
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
export function recordOptOut(
  db: DbOrTx,
  recipient: CustomerRecipient,
  channel: PhoneChannel,
  secretsKey: string,
  now: Date,
): boolean {
  const hash = recipient.phone ? optOutPhoneHash(secretsKey, recipient.phone) : null;
  if (!hash || !recipient.phone) return false;
  db.insert(messageOptOuts)
    .values({ phoneHash: hash, phone: '', channel, appointmentId: null, ip: null, createdAt: now })
    .run();
  const key = phoneKey(recipient.phone);
  const column = channel === 'sms' ? appointments.smsConsentAt : appointments.whatsappConsentAt;
  const consenting = db
    .select({ id: appointments.id, phone: appointments.customerPhone })
    .from(appointments)
    .where(isNotNull(column))
    .all();
  for (const a of consenting) {
    if (phoneKey(a.phone) === key)
      db.update(appointments)
        .set(channel === 'sms' ? { smsConsentAt: null } : { whatsappConsentAt: null })
        .where(eq(appointments.id, a.id))
        .run();
  }
  return true;
}

/**
 * Opt-outs written before they were kept as keyed hashes (0336): the phone in clear becomes
 * its hash; the number and the IP are emptied. Run at start (server.ts); returns how many.
 */
export function hashLegacyOptOuts(db: DbOrTx, secretsKey: string): number {
  const legacy = db
    .select({ id: messageOptOuts.id, phone: messageOptOuts.phone })
    .from(messageOptOuts)
    .where(ne(messageOptOuts.phone, ''))
    .all();
  for (const row of legacy) {
    db.update(messageOptOuts)
      .set({ phoneHash: optOutPhoneHash(secretsKey, row.phone), phone: '', ip: null })
      .where(eq(messageOptOuts.id, row.id))
      .run();
  }
  return legacy.length;
}
