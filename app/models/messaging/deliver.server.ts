/**
 * Turns one outbox row into a message (rendered from the database as it is now) and sends
 * it over its channel. Used by the outbox worker (server/outbox-worker.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, phoneVerifications } from '../../../db/schema';
import { REFUSAL_REASONS } from '~/domain/message-limits';
import { CODE_TTL_MS, codeSmsText } from '~/domain/phone-verification';
import { decryptSecret } from '~/infra/secrets.server';
import { CODE_SECRET_PURPOSE } from './phone-verification.server';
import type { AppointmentForMessage } from '~/domain/emails';
import {
  appointmentCancelledEmail,
  appointmentConfirmedEmail,
  appointmentMovedEmail,
  appointmentReminderEmail,
  bookingLinksEmail,
  bookingReceivedEmail,
} from '~/emails/appointment-emails';
import { type EmailMessage, renderEmail } from '~/emails/message';
import { saleReceiptEmail } from '~/emails/receipt-email';
import {
  accountInvitationEmail,
  customEmail,
  rebookingNudgeEmail,
  studioNoticeEmail,
  surveyInvitationEmail,
  waitlistConfirmEmail,
  waitlistSlotFreedEmail,
} from '~/emails/studio-emails';
import { nudgeMessageData } from './rebooking.server';
import { waitlistConfirmData, waitlistMessageData } from '../appointments/waitlist.server';
import {
  isCustomerKind,
  isMessageTopic,
  waitsForChannel,
  type PhoneChannel,
  type TopicPayloads,
} from '~/domain/message-topics';
import {
  CHANNEL_NAMES,
  phoneMessageParts,
  smsText,
  whatsappParameters,
  type PhoneMessageInput,
} from '~/domain/phone-messages';
import { hasPhoneConsent, latestOptOut, optOutUrlFor, recipientOf } from './customer-messages.server';
import {
  getWhatsappRow,
  PhoneChannelOff,
  ProviderError,
  sendSms,
  sendWhatsapp,
  type WhatsappTemplateMessage,
} from './phone-channels.server';
import {
  customerMovedText,
  newAppointmentText,
  statusChangedText,
  studioReminderText,
} from '~/domain/telegram-messages';
import { replicationMessage } from '~/domain/replication';
import { appointmentForMessage } from './appointment-data.server';
import { manageUrlFor } from '../appointments/self-service.server';
import type { OutboxRow } from './outbox.server';
import { isPermanentSmtpError, sendEmail, SmtpNotConfigured, type SmtpConnections } from './smtp.server';
import { findSurvey } from '../feedback/surveys.server';
import { invitationMessageData } from '../auth/accounts.server';
import { readReceipt } from '../sales/queries.server';
import { depositOfAppointment } from '../deposits/ledger.server';
import { readSetting } from '../settings/registry.server';
import { sendTelegram, TelegramNotConfigured } from './telegram.server';

export type DeliveryConfig = {
  secretsKey: string;
  telegramApiRoot: string;
  /** absolute site address for links in e-mails, without a trailing slash */
  baseUrl: string;
  /** the worker's pooled SMTP connection (optional: without it each mail opens its own) */
  smtpConnections?: SmtpConnections;
  /** signs the customers' self-service links (the session secret); without it e-mails carry none */
  linkSecret?: string;
};

export type RenderContext = {
  baseUrl: string;
  now: Date;
  linkSecret?: string /** decrypts stored tokens (an invitation's link) */;
  secretsKey?: string;
};

/** A message that can never be sent as it is (its appointment was deleted, ...). */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
}

/** A message a rule stops (an opt-out since it was queued, a stale code): 'refused' on the outbox screen with the reason (docs/decisions/0331). */
export class RefusedDelivery extends Error {
  readonly refused = true;
}

export type RenderedMessage =
  | { channel: 'email'; email: EmailMessage }
  | { channel: 'telegram'; text: string }
  | { channel: 'sms'; to: string; text: string }
  | { channel: 'whatsapp'; message: WhatsappTemplateMessage };

function appointmentOf(db: Db, payload: { appointmentId: number }) {
  const a = appointmentForMessage(db, payload.appointmentId);
  if (!a) throw new PermanentDeliveryError('Randevu bulunamadı (silinmiş olabilir)');
  return a;
}

function appointmentStatus(db: Db, id: number): string | null {
  return (
    db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)).get()?.status ?? null
  );
}

function needsEmail<T extends { customerEmail: string | null }>(a: T): T {
  if (!a.customerEmail) throw new PermanentDeliveryError('Müşterinin e-posta adresi yok');
  return a;
}

/** The appointment with the customer's private link (when the sender can sign one). */
function withLink(db: Db, a: AppointmentForMessage, ctx: RenderContext): AppointmentForMessage {
  return ctx.linkSecret ? { ...a, manageUrl: manageUrlFor(db, ctx.linkSecret, ctx.baseUrl, a.id) } : a;
}

/** The kapora the booking still waits for as the message is written (issue 38): none once paid or past its deadline. */
function withKapora(db: Db, a: AppointmentForMessage, ctx: RenderContext): AppointmentForMessage {
  const deposit = depositOfAppointment(db, a.id);
  if (deposit?.status !== 'awaiting' || (deposit.dueAt && deposit.dueAt <= ctx.now)) return a;
  const policy = readSetting(db, 'depositPolicy');
  return {
    ...a,
    kapora: {
      amountKurus: deposit.amountKurus,
      dueAt: deposit.dueAt,
      reference: deposit.reference,
      card: policy.cardEnabled,
      transfer: policy.transferEnabled && policy.iban !== '',
    },
  };
}

/** A cancellation the deadline job made: her kapora was not paid in time, and the message says so. */
function withExpiredKapora(db: Db, a: AppointmentForMessage): AppointmentForMessage {
  return depositOfAppointment(db, a.id)?.status === 'expired' ? { ...a, kaporaExpired: true } : a;
}

/** A reminder is for one start of a confirmed appointment: a cancelled or moved one gets none. */
function stillDue(
  a: AppointmentForMessage,
  p: { date: string; time: string },
  status: string | null,
): AppointmentForMessage {
  if (status !== 'confirmed' || a.date !== p.date || a.time !== p.time)
    throw new PermanentDeliveryError('Hatırlatma gönderilmedi: randevu artık onaylı değil veya taşındı');
  return a;
}

/**
 * An SMS or WhatsApp message to a customer: only while they still consent (an opt-out stops
 * what was queued before it), with the self-service link and the channel's opt-out link.
 */
function renderPhoneMessage(
  db: Db,
  row: Pick<OutboxRow, 'topic' | 'payload'>,
  channel: PhoneChannel,
  ctx: RenderContext,
): RenderedMessage {
  const topic = row.topic;
  if (!isCustomerKind(topic))
    throw new PermanentDeliveryError(`${CHANNEL_NAMES[channel]} ile gönderilmeyen mesaj türü: ${topic}`);
  const recipient = recipientOf(db, row.payload);
  if (!recipient) throw new PermanentDeliveryError('Randevu bulunamadı (silinmiş olabilir)');
  if (!recipient.phone) throw new PermanentDeliveryError('Müşterinin geçerli bir cep telefonu yok');
  // an opt-out since the consent (or one that cleared it) is said as such; a missing consent as that
  const consentAt = recipient.consentAt[channel];
  const optedOutAt = ctx.secretsKey ? latestOptOut(db, recipient.phone, channel, ctx.secretsKey) : null;
  if (optedOutAt && (!consentAt || optedOutAt.getTime() >= consentAt.getTime()))
    throw new RefusedDelivery(REFUSAL_REASONS.optedOut);
  if (!hasPhoneConsent(db, recipient, channel, { optOutKey: ctx.secretsKey }))
    throw new RefusedDelivery(REFUSAL_REASONS.noConsent);
  if (!ctx.linkSecret) throw new PermanentDeliveryError('Bağlantılar imzalanamıyor (oturum anahtarı yok)');
  const links = { optOutUrl: optOutUrlFor(recipient, channel, ctx.linkSecret, ctx.baseUrl) };
  const payload = row.payload as never;
  const input = ((): PhoneMessageInput => {
    switch (topic) {
      case 'survey-invitation': {
        const survey = findSurvey(db, (payload as TopicPayloads['survey-invitation']).surveyId);
        if (!survey) throw new PermanentDeliveryError('Anket bulunamadı');
        return { kind: topic, surveyUrl: `${ctx.baseUrl}/survey/${encodeURIComponent(survey.token)}` };
      }
      case 'appointment-moved': {
        const p = payload as TopicPayloads['appointment-moved'];
        return {
          kind: topic,
          appointment: withLink(db, stillMoved(appointmentOf(db, p), p), ctx),
          from: { date: p.fromDate, time: p.fromTime },
        };
      }
      case 'appointment-reminder': {
        const p = payload as TopicPayloads['appointment-reminder'];
        const a = stillDue(appointmentOf(db, p), p, appointmentStatus(db, p.appointmentId));
        return { kind: topic, appointment: withLink(db, a, ctx), lead: p.lead ?? '24h' };
      }
      case 'appointment-cancelled':
        return { kind: topic, appointment: appointmentOf(db, payload) };
      case 'rebooking-nudge': {
        const read = nudgeMessageData(db, payload as TopicPayloads['rebooking-nudge'], ctx.baseUrl);
        if (!read.ok) throw new PermanentDeliveryError(read.reason);
        return { kind: topic, serviceName: read.data.serviceName, bookUrl: read.data.bookUrl };
      }
      default:
        return { kind: topic, appointment: withLink(db, appointmentOf(db, payload), ctx) };
    }
  })();
  const parts = phoneMessageParts(input, links, ctx.now);
  if (channel === 'sms') return { channel, to: recipient.phone, text: smsText(parts) };
  const settings = getWhatsappRow(db);
  const template = settings?.templates[topic];
  if (!settings || !template) throw new PhoneChannelOff('whatsapp');
  return {
    channel,
    message: {
      to: recipient.phone,
      template,
      languageCode: settings.languageCode,
      parameters: whatsappParameters(parts),
    },
  };
}

/** A 'moved' message that waited (several moves in 10 minutes are one) is not sent when the appointment is back where it was. */
function stillMoved(a: AppointmentForMessage, p: { fromDate: string; fromTime: string }): AppointmentForMessage {
  if (a.date === p.fromDate && a.time === p.fromTime) throw new RefusedDelivery(REFUSAL_REASONS.movedBack);
  return a;
}

/**
 * The one-time code's SMS: only while the code is still waiting to be typed (docs/decisions/0330):
 * not typed yet, and queued less than its 10 minutes ago (the outbox's own clock).
 */
function renderCode(
  db: Db,
  payload: TopicPayloads['phone-verification'],
  queuedAt: Date | undefined,
  ctx: RenderContext,
): RenderedMessage {
  const verification = db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.id, payload.verificationId))
    .get();
  const stale = queuedAt !== undefined && ctx.now.getTime() - queuedAt.getTime() >= CODE_TTL_MS;
  if (!verification || verification.verifiedAt || verification.usedAt || stale)
    throw new RefusedDelivery(REFUSAL_REASONS.codeExpired);
  const code = ctx.secretsKey
    ? decryptSecret(payload.codeEncrypted, ctx.secretsKey, `${CODE_SECRET_PURPOSE}:${payload.verificationId}`)
    : null;
  if (!code) throw new PermanentDeliveryError('Doğrulama kodu okunamadı (anahtar değişmiş olabilir)');
  return { channel: 'sms', to: payload.to, text: codeSmsText(code) };
}

export function renderOutboxMessage(
  db: Db,
  row: Pick<OutboxRow, 'topic' | 'payload'> & { channel?: OutboxRow['channel']; createdAt?: Date },
  ctx: RenderContext,
): RenderedMessage {
  if (!isMessageTopic(row.topic)) throw new PermanentDeliveryError(`Bilinmeyen mesaj türü: ${row.topic}`);
  if (row.topic === 'phone-verification')
    return renderCode(db, row.payload as TopicPayloads['phone-verification'], row.createdAt, ctx);
  if (row.channel === 'sms' || row.channel === 'whatsapp') return renderPhoneMessage(db, row, row.channel, ctx);
  const payload = row.payload as never;
  switch (row.topic) {
    case 'booking-received':
      return {
        channel: 'email',
        email: bookingReceivedEmail(
          withKapora(db, withLink(db, needsEmail(appointmentOf(db, payload)), ctx), ctx),
          ctx,
        ),
      };
    case 'appointment-confirmed':
      return {
        channel: 'email',
        email: appointmentConfirmedEmail(
          withKapora(db, withLink(db, needsEmail(appointmentOf(db, payload)), ctx), ctx),
          ctx,
        ),
      };
    case 'appointment-moved': {
      const p = payload as TopicPayloads['appointment-moved'];
      return {
        channel: 'email',
        email: appointmentMovedEmail(
          withLink(db, stillMoved(needsEmail(appointmentOf(db, p)), p), ctx),
          { date: p.fromDate, time: p.fromTime },
          ctx,
        ),
      };
    }
    case 'appointment-reminder': {
      const p = payload as TopicPayloads['appointment-reminder'];
      const a = stillDue(needsEmail(appointmentOf(db, p)), p, appointmentStatus(db, p.appointmentId));
      return { channel: 'email', email: appointmentReminderEmail(withLink(db, a, ctx), ctx) };
    }
    case 'appointment-cancelled':
      return {
        channel: 'email',
        email: appointmentCancelledEmail(withExpiredKapora(db, needsEmail(appointmentOf(db, payload))), ctx),
      };
    case 'survey-invitation': {
      const { surveyId } = payload as TopicPayloads['survey-invitation'];
      const survey = findSurvey(db, surveyId);
      if (!survey) throw new PermanentDeliveryError('Anket bulunamadı');
      if (!survey.customerEmail) throw new PermanentDeliveryError('Müşterinin e-posta adresi yok');
      return {
        channel: 'email',
        email: surveyInvitationEmail(
          {
            customerName: survey.customerName,
            customerEmail: survey.customerEmail,
            token: survey.token,
            expiresAt: survey.expiresAt,
          },
          ctx,
        ),
      };
    }
    case 'custom-mail':
      return { channel: 'email', email: customEmail(payload as TopicPayloads['custom-mail']) };
    case 'booking-links': {
      // her bookings as they are now: those cancelled meanwhile are left out
      const p = payload as TopicPayloads['booking-links'];
      const next = needsEmail(appointmentOf(db, p));
      const bookings = p.appointmentIds
        .map((id) => appointmentForMessage(db, id))
        .filter((a): a is AppointmentForMessage => !!a && (a.status === 'pending' || a.status === 'confirmed'))
        .map((a) => withLink(db, a, ctx));
      if (bookings.length === 0) throw new PermanentDeliveryError('Randevu bulunamadı veya iptal edildi');
      return { channel: 'email', email: bookingLinksEmail(next.customerEmail!, next.customerName, bookings, ctx) };
    }
    case 'rebooking-nudge': {
      const read = nudgeMessageData(db, payload as TopicPayloads['rebooking-nudge'], ctx.baseUrl);
      if (!read.ok) throw new PermanentDeliveryError(read.reason);
      const { customerEmail } = read.data;
      if (!customerEmail) throw new PermanentDeliveryError('Müşterinin e-posta adresi yok');
      return { channel: 'email', email: rebookingNudgeEmail({ ...read.data, customerEmail }) };
    }
    case 'waitlist-slot-freed': {
      const read = waitlistMessageData(db, payload as TopicPayloads['waitlist-slot-freed'], ctx.baseUrl);
      if (!read.ok) throw new PermanentDeliveryError(read.reason);
      return { channel: 'email', email: waitlistSlotFreedEmail(read.data) };
    }
    case 'account-invitation': {
      const read = invitationMessageData(
        db,
        (payload as TopicPayloads['account-invitation']).invitationId,
        ctx.secretsKey ?? '',
        ctx.baseUrl,
        ctx.now,
      );
      if (!read.ok) throw new PermanentDeliveryError(read.reason);
      return { channel: 'email', email: accountInvitationEmail(read.data) };
    }
    case 'sale-receipt': {
      const p = payload as TopicPayloads['sale-receipt'];
      const receipt = readReceipt(db, p.saleId);
      if (!receipt) throw new PermanentDeliveryError('Satış bulunamadı');
      return { channel: 'email', email: saleReceiptEmail(p.to, receipt) };
    }
    case 'waitlist-confirm': {
      const read = waitlistConfirmData(db, payload as TopicPayloads['waitlist-confirm'], {
        baseUrl: ctx.baseUrl,
        linkSecret: ctx.linkSecret,
      });
      if (!read.ok) throw new PermanentDeliveryError(read.reason);
      return { channel: 'email', email: waitlistConfirmEmail(read.data) };
    }
    case 'new-appointment':
      return { channel: 'telegram', text: newAppointmentText(appointmentOf(db, payload)) };
    case 'status-changed': {
      const p = payload as TopicPayloads['status-changed'];
      return { channel: 'telegram', text: statusChangedText(appointmentOf(db, p), p.from, p.to, p.by) };
    }
    case 'customer-moved': {
      const p = payload as TopicPayloads['customer-moved'];
      return {
        channel: 'telegram',
        text: customerMovedText(appointmentOf(db, p), { date: p.fromDate, time: p.fromTime }),
      };
    }
    case 'replication-alert': {
      const p = payload as TopicPayloads['replication-alert'];
      const message = replicationMessage(p.event, p.lagSeconds, new Date(p.at));
      if (row.channel === 'email') {
        if (!p.to) throw new PermanentDeliveryError('Alıcı yok');
        return { channel: 'email', email: studioNoticeEmail(p.to, message.subject, message.text) };
      }
      return { channel: 'telegram', text: message.text };
    }
    case 'studio-reminder': {
      const p = payload as TopicPayloads['studio-reminder'];
      return {
        channel: 'telegram',
        text: studioReminderText(stillDue(appointmentOf(db, p), p, appointmentStatus(db, p.appointmentId))),
      };
    }
  }
}

/** Renders and sends one outbox row. Throws on failure; `isPermanentFailure` tells whether to retry. */
export async function deliverOutboxMessage(db: Db, row: OutboxRow, config: DeliveryConfig, now: Date): Promise<void> {
  const message = renderOutboxMessage(db, row, {
    baseUrl: config.baseUrl,
    now,
    linkSecret: config.linkSecret,
    secretsKey: config.secretsKey,
  });
  if (message.channel === 'email')
    await sendEmail(db, config.secretsKey, await renderEmail(message.email), { connections: config.smtpConnections });
  else if (message.channel === 'sms') await sendSms(db, config.secretsKey, message.to, message.text);
  else if (message.channel === 'whatsapp') await sendWhatsapp(db, config.secretsKey, message.message);
  else await sendTelegram(db, config, message.text);
}

/**
 * Not worth retrying: the data is gone, the server refused the recipient or the message, or
 * the admin switched the channel off after the message was queued (it can be sent again from
 * the outbox screen once the channel is back on).
 */
export function isPermanentFailure(error: unknown): boolean {
  return (
    error instanceof PermanentDeliveryError ||
    error instanceof SmtpNotConfigured ||
    error instanceof TelegramNotConfigured ||
    error instanceof PhoneChannelOff ||
    (error instanceof ProviderError && error.permanent) ||
    isPermanentSmtpError(error)
  );
}

/**
 * The message's channel is not set up any more (mail switched off after it was queued): a
 * customer message then waits for it again instead of failing (docs/decisions/0341).
 */
export function waitsForChannelAfter(error: unknown, row: Pick<OutboxRow, 'topic'>): boolean {
  return error instanceof SmtpNotConfigured && waitsForChannel(row.topic);
}

/** A rule stopped the message: kept as 'refused' with the reason. */
export function isRefusal(error: unknown): boolean {
  return error instanceof RefusedDelivery;
}

/** A short, readable reason for the admin's outbox list. */
export function failureText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
