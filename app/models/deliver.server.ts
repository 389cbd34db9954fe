/**
 * Turns one outbox row into a message (rendered from the database as it is now) and sends
 * it over its channel. Used by the outbox worker (server/outbox-worker.ts).
 */
import type { Db } from '../../db/client';
import { appointmentCancelledEmail, appointmentConfirmedEmail, bookingReceivedEmail, customEmail, surveyInvitationEmail, type RenderedEmail } from '~/domain/emails';
import { isMessageTopic, type TopicPayloads } from '~/domain/message-topics';
import { newAppointmentText, statusChangedText } from '~/domain/telegram-messages';
import { appointmentForMessage } from './message-data.server';
import type { OutboxRow } from './outbox.server';
import { isPermanentSmtpError, sendEmail, SmtpNotConfigured, type SmtpConnections } from './smtp.server';
import { findSurvey } from './surveys.server';
import { sendTelegram, TelegramNotConfigured } from './telegram.server';

export type DeliveryConfig = {
  secretsKey: string;
  telegramApiRoot: string;
  /** absolute site address for links in e-mails, without a trailing slash */
  baseUrl: string;
  /** the worker's pooled SMTP connection (optional: without it each mail opens its own) */
  smtpConnections?: SmtpConnections;
};

/** A message that can never be sent as it is (its appointment was deleted, ...). */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
}

export type RenderedMessage = { channel: 'email'; email: RenderedEmail } | { channel: 'telegram'; text: string };

function appointmentOf(db: Db, payload: { appointmentId: number }) {
  const a = appointmentForMessage(db, payload.appointmentId);
  if (!a) throw new PermanentDeliveryError('Randevu bulunamadı (silinmiş olabilir)');
  return a;
}

function needsEmail<T extends { customerEmail: string | null }>(a: T): T {
  if (!a.customerEmail) throw new PermanentDeliveryError('Müşterinin e-posta adresi yok');
  return a;
}

export function renderOutboxMessage(db: Db, row: Pick<OutboxRow, 'topic' | 'payload'>, ctx: { baseUrl: string; now: Date }): RenderedMessage {
  if (!isMessageTopic(row.topic)) throw new PermanentDeliveryError(`Bilinmeyen mesaj türü: ${row.topic}`);
  const payload = row.payload as never;
  switch (row.topic) {
    case 'booking-received':
      return { channel: 'email', email: bookingReceivedEmail(needsEmail(appointmentOf(db, payload)), ctx) };
    case 'appointment-confirmed':
      return { channel: 'email', email: appointmentConfirmedEmail(needsEmail(appointmentOf(db, payload)), ctx) };
    case 'appointment-cancelled':
      return { channel: 'email', email: appointmentCancelledEmail(needsEmail(appointmentOf(db, payload)), ctx) };
    case 'survey-invitation': {
      const { surveyId } = payload as TopicPayloads['survey-invitation'];
      const survey = findSurvey(db, surveyId);
      if (!survey) throw new PermanentDeliveryError('Anket bulunamadı');
      if (!survey.customerEmail) throw new PermanentDeliveryError('Müşterinin e-posta adresi yok');
      return {
        channel: 'email',
        email: surveyInvitationEmail({ customerName: survey.customerName, customerEmail: survey.customerEmail, token: survey.token, expiresAt: survey.expiresAt }, ctx),
      };
    }
    case 'custom-mail':
      return { channel: 'email', email: customEmail(payload as TopicPayloads['custom-mail']) };
    case 'new-appointment':
      return { channel: 'telegram', text: newAppointmentText(appointmentOf(db, payload)) };
    case 'status-changed': {
      const p = payload as TopicPayloads['status-changed'];
      return { channel: 'telegram', text: statusChangedText(appointmentOf(db, p), p.from, p.to) };
    }
  }
}

/** Renders and sends one outbox row. Throws on failure; `isPermanentFailure` tells whether to retry. */
export async function deliverOutboxMessage(db: Db, row: OutboxRow, config: DeliveryConfig, now: Date): Promise<void> {
  const message = renderOutboxMessage(db, row, { baseUrl: config.baseUrl, now });
  if (message.channel === 'email') await sendEmail(db, config.secretsKey, message.email, { connections: config.smtpConnections });
  else await sendTelegram(db, config, message.text);
}

/**
 * Not worth retrying: the data is gone, the server refused the recipient or the message, or
 * the admin switched the channel off after the message was queued (it can be sent again from
 * the outbox screen once the channel is back on).
 */
export function isPermanentFailure(error: unknown): boolean {
  return error instanceof PermanentDeliveryError || error instanceof SmtpNotConfigured || error instanceof TelegramNotConfigured || isPermanentSmtpError(error);
}

/** A short, readable reason for the admin's outbox list. */
export function failureText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
