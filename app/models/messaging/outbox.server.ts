/**
 * The outbox: notifications are rows written in the same transaction as the change that
 * causes them (a booking, a status change, a survey); the worker started by server.ts
 * (server/outbox-worker.ts) sends them later with retries. Nothing here talks to SMTP or
 * Telegram, so queuing a message can never fail or slow down a booking.
 */
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { DbOrTx } from '../db.server';
import { appointments, outbox, smtpSettings, surveys, telegramSettings } from '../../../db/schema';
import { afterFailedAttempt } from '~/domain/outbox';
import { emailRecipient } from '~/domain/contact';
import { MESSAGE_TOPICS, isCustomerKind, isMessageTopic, type MessageTopic, type OutboxChannel, type TopicPayloads } from '~/domain/message-topics';
import { hasPhoneConsent, recipientOf } from './customer-messages.server';
import { phoneChannelAccepts } from './phone-channels.server';

export type OutboxRow = typeof outbox.$inferSelect;

export type EnqueueInput<T extends MessageTopic = MessageTopic> = {
  channel: OutboxChannel;
  topic: T;
  /** the ids the message is rendered from; extra fields (a snapshot for the admin's list) are kept as they are */
  payload: TopicPayloads[T] & Record<string, unknown>;
  /** a message that must exist at most once (a second enqueue with the same key is ignored) */
  dedupeKey?: string;
};

/**
 * Queues a message on one channel inside the caller's transaction. Returns the new row's id,
 * or null when nothing was queued: the channel is switched off (no active SMTP settings;
 * Telegram inactive or this kind of message turned off; SMS / WhatsApp off for this kind),
 * the customer gave no e-mail address or did not opt in to SMS / WhatsApp (or opted out), or
 * the dedupe key was already used. Never throws for those cases. Messages to a customer go
 * through `queueCustomerMessage` (customer-messages.server.ts), which calls this per channel.
 */
export function enqueueMessage<T extends MessageTopic>(tx: DbOrTx, input: EnqueueInput<T>): number | null {
  if (!isMessageTopic(input.topic)) throw new Error(`unknown outbox topic: ${input.topic}`);
  const spec = MESSAGE_TOPICS[input.topic];
  if (!spec.channels.includes(input.channel)) throw new Error(`topic ${input.topic} goes to ${spec.channels.join('/')}, not ${input.channel}`);
  if (!channelAccepts(tx, input.topic, input.channel)) return null;
  if (input.channel === 'email' && !hasRecipient(tx, input.topic, input.payload)) return null;
  if (input.channel === 'sms' || input.channel === 'whatsapp') {
    const recipient = recipientOf(tx, input.payload);
    if (!recipient || !hasPhoneConsent(tx, recipient, input.channel)) return null;
  }
  const row = tx
    .insert(outbox)
    .values({ channel: input.channel, topic: input.topic, payload: input.payload, dedupeKey: input.dedupeKey })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id })
    .get();
  return row?.id ?? null;
}

/** Is this channel switched on for the topic (checked when queuing)? */
export function channelAccepts(tx: DbOrTx, topic: MessageTopic, channel: OutboxChannel = MESSAGE_TOPICS[topic].channels[0]!): boolean {
  const spec = MESSAGE_TOPICS[topic];
  if (!spec.channels.includes(channel)) return false;
  if (channel === 'sms' || channel === 'whatsapp') return isCustomerKind(topic) && phoneChannelAccepts(tx, channel, topic);
  if (channel === 'email') {
    return !!tx.select({ id: smtpSettings.id }).from(smtpSettings).where(eq(smtpSettings.isActive, true)).limit(1).get();
  }
  const settings = tx.select().from(telegramSettings).orderBy(asc(telegramSettings.id)).limit(1).get();
  if (!settings || !settings.isActive || !settings.botTokenEncrypted || !settings.chatId) return false;
  return spec.gate ? settings[spec.gate] : true;
}

/** A customer without an e-mail address gets nothing by e-mail (contact.ts emailRecipient, the one rule). */
function hasRecipient(tx: DbOrTx, topic: MessageTopic, payload: unknown): boolean {
  const p = payload as Record<string, unknown>;
  if (topic === 'custom-mail' || topic === 'waitlist-slot-freed') return emailRecipient(typeof p.to === 'string' ? p.to : null) !== null;
  if (typeof p.appointmentId === 'number') {
    const a = tx.select({ email: appointments.customerEmail }).from(appointments).where(eq(appointments.id, p.appointmentId)).get();
    return emailRecipient(a?.email) !== null;
  }
  if (typeof p.surveyId === 'number') {
    const s = tx.select({ email: surveys.customerEmail }).from(surveys).where(eq(surveys.id, p.surveyId)).get();
    return emailRecipient(s?.email) !== null;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// The worker's side
// ---------------------------------------------------------------------------------------------

/** Pending messages whose time has come, oldest first. */
export function dueMessages(db: Db, now: Date, limit = 20): OutboxRow[] {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .all();
}

/** When the next pending message is due (null when none is waiting). */
export function nextDueAt(db: Db): Date | null {
  const row = db
    .select({ at: outbox.nextAttemptAt })
    .from(outbox)
    .where(eq(outbox.status, 'pending'))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .get();
  return row?.at ?? null;
}

export function markSent(db: Db, id: number, now: Date) {
  db.update(outbox)
    .set({ status: 'sent', attempts: sql`${outbox.attempts} + 1`, sentAt: now, lastError: null })
    .where(eq(outbox.id, id))
    .run();
}

/** Records a failed attempt: retried later with backoff, or failed for good. */
export function markAttemptFailed(db: Db, id: number, error: string, now: Date, permanent = false): OutboxRow['status'] {
  const row = db.select({ attempts: outbox.attempts }).from(outbox).where(eq(outbox.id, id)).get();
  if (!row) return 'failed';
  const outcome = afterFailedAttempt(row.attempts + 1, now, permanent);
  db.update(outbox)
    .set({ status: outcome.status, attempts: outcome.attempts, nextAttemptAt: outcome.nextAttemptAt, lastError: error.slice(0, 1000) })
    .where(eq(outbox.id, id))
    .run();
  return outcome.status;
}

// ---------------------------------------------------------------------------------------------
// The admin's side
// ---------------------------------------------------------------------------------------------

/** Sends a failed message again: back to pending, due now, with a fresh set of attempts. */
export function retryMessage(db: Db, id: number, now: Date): boolean {
  const result = db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .run();
  return result.changes === 1;
}

export function retryAllFailed(db: Db, now: Date): number {
  return db.update(outbox).set({ status: 'pending', attempts: 0, nextAttemptAt: now }).where(eq(outbox.status, 'failed')).run().changes;
}

export type OutboxCounts = Record<OutboxRow['status'], number>;

export function outboxCounts(db: Db): OutboxCounts {
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0 };
  for (const row of db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status).all()) counts[row.status] = row.n;
  return counts;
}

export function listMessages(db: Db, options: { status?: OutboxRow['status']; limit?: number } = {}): OutboxRow[] {
  return db
    .select()
    .from(outbox)
    .where(options.status ? eq(outbox.status, options.status) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit ?? 50)
    .all();
}

export type BatchProgress = { total: number; sent: number; failed: number; pending: number; done: boolean };

/** How far a bulk mail has got (its rows carry the batch id in the payload). */
export function batchProgress(db: Db, batchId: string): BatchProgress {
  const rows = db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(and(eq(outbox.topic, 'custom-mail'), sql`json_extract(${outbox.payload}, '$.batchId') = ${batchId}`))
    .groupBy(outbox.status)
    .all();
  const p = { total: 0, sent: 0, failed: 0, pending: 0 };
  for (const r of rows) {
    p[r.status] = r.n;
    p.total += r.n;
  }
  return { ...p, done: p.pending === 0 };
}

