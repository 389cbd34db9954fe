/**
 * Turns one outbox row into a message (rendered from the database as it is now) and sends
 * it over its channel. Used by the outbox worker (server/outbox-worker.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema';
import {
  appointmentCancelledEmail,
  appointmentConfirmedEmail,
  appointmentMovedEmail,
  appointmentReminderEmail,
  bookingReceivedEmail,
  customEmail,
  surveyInvitationEmail,
  type AppointmentForMessage,
  type RenderedEmail,
} from '~/domain/emails';
import { isMessageTopic, type TopicPayloads } from '~/domain/message-topics';
import { customerMovedText, newAppointmentText, statusChangedText, studioReminderText } from '~/domain/telegram-messages';
import { appointmentForMessage } from './appointment-data.server';
import { manageUrlFor } from '../appointments/self-service.server';
import type { OutboxRow } from './outbox.server';
import { isPermanentSmtpError, sendEmail, SmtpNotConfigured, type SmtpConnections } from './smtp.server';
import { findSurvey } from '../feedback/surveys.server';
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

export type RenderContext = { baseUrl: string; now: Date; linkSecret?: string };

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

function appointmentStatus(db: Db, id: number): string | null {
  return db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)).get()?.status ?? null;
}

function needsEmail<T extends { customerEmail: string | null }>(a: T): T {
  if (!a.customerEmail) throw new PermanentDeliveryError('Müşterinin e-posta adresi yok');
  return a;
}

/** The appointment with the customer's private link (when the sender can sign one). */
function withLink(db: Db, a: AppointmentForMessage, ctx: RenderContext): AppointmentForMessage {
  return ctx.linkSecret ? { ...a, manageUrl: manageUrlFor(db, ctx.linkSecret, ctx.baseUrl, a.id) } : a;
}

/** A reminder is for one start of a confirmed appointment: a cancelled or moved one gets none. */
function stillDue(a: AppointmentForMessage, p: { date: string; time: string }, status: string | null): AppointmentForMessage {
  if (status !== 'confirmed' || a.date !== p.date || a.time !== p.time) throw new PermanentDeliveryError('Hatırlatma gönderilmedi: randevu artık onaylı değil veya taşındı');
  return a;
}

export function renderOutboxMessage(db: Db, row: Pick<OutboxRow, 'topic' | 'payload'>, ctx: RenderContext): RenderedMessage {
  if (!isMessageTopic(row.topic)) throw new PermanentDeliveryError(`Bilinmeyen mesaj türü: ${row.topic}`);
  const payload = row.payload as never;
  switch (row.topic) {
    case 'booking-received':
      return { channel: 'email', email: bookingReceivedEmail(withLink(db, needsEmail(appointmentOf(db, payload)), ctx), ctx) };
    case 'appointment-confirmed':
      return { channel: 'email', email: appointmentConfirmedEmail(withLink(db, needsEmail(appointmentOf(db, payload)), ctx), ctx) };
    case 'appointment-moved': {
      const p = payload as TopicPayloads['appointment-moved'];
      return { channel: 'email', email: appointmentMovedEmail(withLink(db, needsEmail(appointmentOf(db, p)), ctx), { date: p.fromDate, time: p.fromTime }, ctx) };
    }
    case 'appointment-reminder': {
      const p = payload as TopicPayloads['appointment-reminder'];
      const a = stillDue(needsEmail(appointmentOf(db, p)), p, appointmentStatus(db, p.appointmentId));
      return { channel: 'email', email: appointmentReminderEmail(withLink(db, a, ctx), ctx) };
    }
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
      return { channel: 'telegram', text: statusChangedText(appointmentOf(db, p), p.from, p.to, p.by) };
    }
    case 'customer-moved': {
      const p = payload as TopicPayloads['customer-moved'];
      return { channel: 'telegram', text: customerMovedText(appointmentOf(db, p), { date: p.fromDate, time: p.fromTime }) };
    }
    case 'studio-reminder': {
      const p = payload as TopicPayloads['studio-reminder'];
      return { channel: 'telegram', text: studioReminderText(stillDue(appointmentOf(db, p), p, appointmentStatus(db, p.appointmentId))) };
    }
  }
}

/** Renders and sends one outbox row. Throws on failure; `isPermanentFailure` tells whether to retry. */
export async function deliverOutboxMessage(db: Db, row: OutboxRow, config: DeliveryConfig, now: Date): Promise<void> {
  const message = renderOutboxMessage(db, row, { baseUrl: config.baseUrl, now, linkSecret: config.linkSecret });
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
