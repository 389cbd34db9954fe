/**
 * The outbox: notifications are rows written in the same transaction as the change that
 * causes them (a booking, a status change, a survey); the worker started by server.ts
 * (server/outbox-worker.ts) sends them later with retries. Nothing here talks to SMTP or
 * Telegram, so queuing a message can never fail or slow down a booking.
 */
import { and, asc, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { DbOrTx } from '../db.server';
import { appointments, outbox, smtpSettings, surveys, telegramSettings } from '../../../db/schema';
import { afterFailedAttempt } from '~/domain/outbox';
import { MESSAGE_TOPICS, isCustomerKind, isMessageTopic, type MessageTopic, type OutboxChannel, type TopicPayloads } from '~/domain/message-topics';
import { plainHash } from '~/domain/keyed-hash.server';
import { MESSAGE_CAP_WINDOW_MS, movedMessageDueAt, recipientKey, REFUSAL_REASONS, withinDailyCap } from '~/domain/message-limits';
import { hasPhoneConsent, recipientOf } from './customer-messages.server';
import { activePhoneChannels, phoneChannelAccepts } from './phone-channels.server';
import { readSetting } from '../settings/registry.server';

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
 *
 * Limits (docs/decisions/0331): a message to a customer beyond the daily cap of its recipient
 * (setting `dailyMessageCap`, per channel, last 24 hours, all topics) is kept as 'refused'
 * with the reason, never sent (null is returned). An 'appointment-moved' message joins one
 * of the same appointment still waiting, or waits until 10 minutes after the last one sent.
 */
export function enqueueMessage<T extends MessageTopic>(tx: DbOrTx, input: EnqueueInput<T>): number | null {
  if (!isMessageTopic(input.topic)) throw new Error(`unknown outbox topic: ${input.topic}`);
  const spec = MESSAGE_TOPICS[input.topic];
  if (!spec.channels.includes(input.channel)) throw new Error(`topic ${input.topic} goes to ${spec.channels.join('/')}, not ${input.channel}`);
  if (!channelAccepts(tx, input.topic, input.channel)) return null;
  const address = recipientAddress(tx, input.topic, input.channel, input.payload);
  if (address === null) return null;
  const key = recipientKey(input.channel, address);
  const recipientHash = key ? plainHash(key) : null;
  const now = new Date(); // the outbox's own clock (created_at, next_attempt_at are real time)
  let nextAttemptAt = now;

  if (input.topic === 'appointment-moved' && recipientHash) {
    const appointmentId = (input.payload as { appointmentId?: unknown }).appointmentId;
    const previous = tx
      .select({ id: outbox.id, status: outbox.status, attempts: outbox.attempts, sentAt: outbox.sentAt })
      .from(outbox)
      .where(and(eq(outbox.recipientHash, recipientHash), eq(outbox.topic, input.topic), eq(outbox.channel, input.channel), sql`json_extract(${outbox.payload}, '$.appointmentId') = ${appointmentId}`))
      .orderBy(desc(outbox.id))
      .limit(1)
      .get();
    // one still waiting goes with the appointment as it is when it is sent: the latest move wins
    if (previous?.status === 'pending' && previous.attempts === 0) return previous.id;
    nextAttemptAt = movedMessageDueAt(previous?.status === 'sent' ? previous.sentAt : null, now);
  }

  let refusalReason: string | null = null;
  if (recipientHash && isCapped(input.topic)) {
    const cap = readSetting(tx, 'dailyMessageCap');
    const recent =
      tx
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.recipientHash, recipientHash), eq(outbox.channel, input.channel), ne(outbox.status, 'refused'), gte(outbox.createdAt, new Date(now.getTime() - MESSAGE_CAP_WINDOW_MS))))
        .get()?.n ?? 0;
    if (!withinDailyCap(recent, cap)) refusalReason = REFUSAL_REASONS.dailyCap(cap);
  }

  const row = tx
    .insert(outbox)
    .values({
      channel: input.channel,
      topic: input.topic,
      payload: input.payload,
      dedupeKey: input.dedupeKey,
      recipientHash,
      createdAt: now,
      nextAttemptAt,
      ...(refusalReason ? { status: 'refused' as const, refusalReason } : {}),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id })
    .get();
  return refusalReason ? null : (row?.id ?? null);
}

/** Topics the daily cap counts: every message to a customer but the one-time code (it has limits of its own). */
function isCapped(topic: MessageTopic): boolean {
  return topic !== 'phone-verification' && MESSAGE_TOPICS[topic].channels.some((c) => c !== 'telegram');
}

/** Is this channel switched on for the topic (checked when queuing)? */
export function channelAccepts(tx: DbOrTx, topic: MessageTopic, channel: OutboxChannel = MESSAGE_TOPICS[topic].channels[0]!): boolean {
  const spec = MESSAGE_TOPICS[topic];
  if (!spec.channels.includes(channel)) return false;
  if (topic === 'phone-verification') return activePhoneChannels(tx).includes('sms');
  if (channel === 'sms' || channel === 'whatsapp') return isCustomerKind(topic) && phoneChannelAccepts(tx, channel, topic);
  if (channel === 'email') {
    return !!tx.select({ id: smtpSettings.id }).from(smtpSettings).where(eq(smtpSettings.isActive, true)).limit(1).get();
  }
  const settings = tx.select().from(telegramSettings).orderBy(asc(telegramSettings.id)).limit(1).get();
  if (!settings || !settings.isActive || !settings.botTokenEncrypted || !settings.chatId) return false;
  return spec.gate ? settings[spec.gate] : true;
}

/**
 * Who a message goes to: the e-mail address (the payload's `to`, else its appointment's or
 * survey's), the phone (the appointment a customer opted in with; the code's number), '' for
 * the studio's Telegram; null when there is nobody to send it to (no address, no consent).
 */
function recipientAddress(tx: DbOrTx, topic: MessageTopic, channel: OutboxChannel, payload: unknown): string | null {
  const p = payload as Record<string, unknown>;
  if (channel === 'telegram') return '';
  if (topic === 'phone-verification') return typeof p.to === 'string' ? p.to : null;
  if (channel === 'sms' || channel === 'whatsapp') {
    const recipient = recipientOf(tx, p);
    return recipient && hasPhoneConsent(tx, recipient, channel) ? recipient.phone : null;
  }
  if (topic === 'custom-mail' || topic === 'waitlist-slot-freed' || topic === 'waitlist-confirm') return typeof p.to === 'string' && p.to.includes('@') ? p.to : null;
  if (typeof p.appointmentId === 'number') {
    const a = tx.select({ email: appointments.customerEmail }).from(appointments).where(eq(appointments.id, p.appointmentId)).get();
    return a?.email?.includes('@') ? a.email : null;
  }
  if (typeof p.surveyId === 'number') {
    const s = tx.select({ email: surveys.customerEmail }).from(surveys).where(eq(surveys.id, p.surveyId)).get();
    return s?.email?.includes('@') ? s.email : null;
  }
  return typeof p.to === 'string' && p.to.includes('@') ? p.to : null;
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

/** A message a rule stops at send time (an opt-out since, a code gone stale): never sent, with the reason. */
export function markRefused(db: Db, id: number, reason: string, now: Date) {
  db.update(outbox)
    .set({ status: 'refused', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: now, refusalReason: reason.slice(0, 1000) })
    .where(eq(outbox.id, id))
    .run();
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
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0, refused: 0 };
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

export type BatchProgress = { total: number; sent: number; failed: number; pending: number; refused: number; done: boolean };

/** How far a bulk mail has got (its rows carry the batch id in the payload). */
export function batchProgress(db: Db, batchId: string): BatchProgress {
  const rows = db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(and(eq(outbox.topic, 'custom-mail'), sql`json_extract(${outbox.payload}, '$.batchId') = ${batchId}`))
    .groupBy(outbox.status)
    .all();
  const p = { total: 0, sent: 0, failed: 0, pending: 0, refused: 0 };
  for (const r of rows) {
    p[r.status] = r.n;
    p.total += r.n;
  }
  return { ...p, done: p.pending === 0 };
}

