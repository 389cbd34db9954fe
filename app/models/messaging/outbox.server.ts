/**
 * The outbox: notifications are rows written in the same transaction as the change that
 * causes them (a booking, a status change, a survey); the worker started by server.ts
 * (server/outbox-worker.ts) sends them later with retries. Nothing here talks to SMTP or
 * Telegram, so queuing a message can never fail or slow down a booking.
 */
import { and, asc, between, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { DbOrTx } from '../db.server';
import { appointments, outbox, sales, smtpSettings, surveys, telegramSettings } from '../../../db/schema';
import { afterFailedAttempt, EXPIRED_REASONS, waitingVerdict, type WaitingFacts } from '~/domain/outbox';
import {
  MESSAGE_TOPICS,
  isCustomerKind,
  isMessageTopic,
  waitsForChannel,
  type MessageTopic,
  type OutboxChannel,
  type TopicPayloads,
} from '~/domain/message-topics';
import { plainHash } from '~/domain/keyed-hash.server';
import {
  capRefusal,
  isAppointmentConfirmation,
  MESSAGE_CAP_WINDOW_MS,
  movedMessageDueAt,
  recipientKey,
} from '~/domain/message-limits';
import { activePhoneChannels, phoneChannelAccepts } from './phone-channels.server';
import { readSetting } from '../settings/registry.server';
import { emailRecipient } from '~/domain/contact';
import { recordChange, type Actor } from '../audit/history.server';
import type { AuditEntity } from '../../domain/audit';
import { hasPhoneConsent, recipientOf } from './recipients.server';
import { type OutboxContext, wakeOutboxWhen } from '../commit.server';

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
/**
 * Queues a message, or returns null when nothing was queued: this kind of message is switched
 * off (Telegram's switches, SMS / WhatsApp off for this kind), the customer gave no e-mail
 * address or did not opt in to SMS / WhatsApp (or opted out), or the dedupe key was already
 * used. A message to a customer whose channel is not set up or switched off (no active SMTP
 * yet) is kept as 'waiting' ("kanal bekliyor") and released when the channel becomes active
 * (`releaseWaitingMessages`); the studio's own Telegram messages and bulk mail are not kept
 * (docs/decisions/0341). Never throws for those cases. Messages to a customer go through
 * `queueCustomerMessage` (customer-messages.server.ts), which calls `planDelivery` per channel.
 *
 * Limits (docs/decisions/0331, 0412): a message to a customer beyond the daily cap of its
 * recipient (setting `dailyMessageCap`, per channel, last 24 hours, all topics) is kept as
 * 'refused' with the reason, never sent (null is returned); the messages about an appointment
 * (received, confirmed, moved, cancelled, reminders) are owed to her and not held by that cap,
 * only by a limit per appointment and kind and a generous ceiling (`capRefusal`). An
 * 'appointment-moved' message joins one of the same appointment still waiting, or waits until
 * 10 minutes after the last one sent.
 */
export function enqueueMessage<T extends MessageTopic>(tx: DbOrTx, input: EnqueueInput<T>): number | null {
  const plan = planDelivery(tx, input.topic, input.channel, input.payload);
  return plan === 'none' ? null : insertMessage(tx, input, plan === 'now' ? 'pending' : 'waiting');
}

/**
 * How a message would go out on a channel: 'now' (the channel takes it), 'wait' (the person can
 * be reached on it, but the channel is not set up or is switched off: the message waits for
 * it), or 'none' (this kind is switched off for the channel, or nobody to send it to).
 */
export type DeliveryPlan = 'now' | 'wait' | 'none';

export function planDelivery(
  tx: DbOrTx,
  topic: MessageTopic,
  channel: OutboxChannel,
  payload: Record<string, unknown>,
): DeliveryPlan {
  if (!isMessageTopic(topic)) throw new Error(`unknown outbox topic: ${topic}`);
  const spec = MESSAGE_TOPICS[topic];
  if (!spec.channels.includes(channel))
    throw new Error(`topic ${topic} goes to ${spec.channels.join('/')}, not ${channel}`);
  const state = channelState(tx, topic, channel);
  if (state === 'off') return 'none';
  if (recipientAddress(tx, topic, channel, payload) === null) return 'none';
  if (state === 'on') return 'now';
  return waitsForChannel(topic) ? 'wait' : 'none';
}

/**
 * Writes one outbox row (a second row with a used dedupe key is ignored: null), with its
 * recipient's hash for the limits; a capped one is kept as 'refused' (null is returned), a
 * second 'appointment-moved' joins the one still waiting.
 */
export function insertMessage(tx: DbOrTx, input: EnqueueInput, status: 'pending' | 'waiting'): number | null {
  const address = recipientAddress(tx, input.topic, input.channel, input.payload);
  const key = address !== null ? recipientKey(input.channel, address) : null;
  const recipientHash = key ? plainHash(key) : null;
  const now = new Date(); // the outbox's own clock (created_at, next_attempt_at are real time)
  let nextAttemptAt = now;

  if (input.topic === 'appointment-moved' && recipientHash) {
    const appointmentId = (input.payload as { appointmentId?: unknown }).appointmentId;
    const previous = tx
      .select({ id: outbox.id, status: outbox.status, attempts: outbox.attempts, sentAt: outbox.sentAt })
      .from(outbox)
      .where(
        and(
          eq(outbox.recipientHash, recipientHash),
          eq(outbox.topic, input.topic),
          eq(outbox.channel, input.channel),
          sql`json_extract(${outbox.payload}, '$.appointmentId') = ${appointmentId}`,
        ),
      )
      .orderBy(desc(outbox.id))
      .limit(1)
      .get();
    // one still waiting goes with the appointment as it is when it is sent: the latest move wins
    if ((previous?.status === 'pending' || previous?.status === 'waiting') && previous.attempts === 0)
      return previous.id;
    nextAttemptAt = movedMessageDueAt(previous?.status === 'sent' ? previous.sentAt : null, now);
  }

  let refusalReason: string | null = null;
  if (recipientHash && isCapped(input.topic)) {
    const since = new Date(now.getTime() - MESSAGE_CAP_WINDOW_MS);
    const recent = (...conditions: SQL[]) =>
      tx
        .select({ n: count() })
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, input.channel),
            ne(outbox.status, 'refused'),
            gte(outbox.createdAt, since),
            ...conditions,
          ),
        )
        .get()?.n ?? 0;
    const appointmentId = (input.payload as { appointmentId?: unknown }).appointmentId;
    const sameKind =
      isAppointmentConfirmation(input.topic) && typeof appointmentId === 'number'
        ? recent(
            eq(outbox.recipientHash, recipientHash),
            eq(outbox.topic, input.topic),
            sql`json_extract(${outbox.payload}, '$.appointmentId') = ${appointmentId}`,
          )
        : 0;
    refusalReason = capRefusal(
      input.topic,
      { toRecipient: recent(eq(outbox.recipientHash, recipientHash)), sameKind },
      readSetting(tx, 'dailyMessageCap'),
    );
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
      ...(refusalReason ? { status: 'refused' as const, refusalReason } : { status }),
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

/** Is this channel switched on for the topic (checked when queuing and when releasing waiting messages)? */
export function channelAccepts(
  tx: DbOrTx,
  topic: MessageTopic,
  channel: OutboxChannel = MESSAGE_TOPICS[topic].channels[0]!,
): boolean {
  return MESSAGE_TOPICS[topic].channels.includes(channel) && channelState(tx, topic, channel) === 'on';
}

/**
 * 'on': the channel is set up, active and takes this kind; 'unset': the channel itself is not
 * set up or switched off (mail not configured yet, SMS off); 'off': the channel is on but the
 * admin switched this kind of message off for it (Telegram's switches, SMS / WhatsApp kinds).
 */
function channelState(tx: DbOrTx, topic: MessageTopic, channel: OutboxChannel): 'on' | 'unset' | 'off' {
  const spec = MESSAGE_TOPICS[topic];
  // the one-time code goes by SMS whatever the SMS kinds say (docs/decisions/0330)
  if (topic === 'phone-verification') return activePhoneChannels(tx).includes('sms') ? 'on' : 'unset';
  if (channel === 'sms' || channel === 'whatsapp') {
    if (!isCustomerKind(topic)) return 'off';
    if (!activePhoneChannels(tx).includes(channel)) return 'unset';
    return phoneChannelAccepts(tx, channel, topic) ? 'on' : 'off';
  }
  if (channel === 'email') {
    return tx.select({ id: smtpSettings.id }).from(smtpSettings).where(eq(smtpSettings.isActive, true)).limit(1).get()
      ? 'on'
      : 'unset';
  }
  const settings = tx.select().from(telegramSettings).orderBy(asc(telegramSettings.id)).limit(1).get();
  if (!settings?.isActive || !settings.botTokenEncrypted || !settings.chatId) return 'unset';
  return !spec.gate || settings[spec.gate] ? 'on' : 'off';
}

/**
 * Who a message goes to: the e-mail address (the payload's `to`, else its appointment's or
 * survey's; a customer without one gets nothing by e-mail: contact.ts emailRecipient, the one
 * rule), the phone (the appointment a customer opted in with; the code's number), '' for the
 * studio's Telegram; null when there is nobody to send it to (no address, no consent).
 */
function recipientAddress(tx: DbOrTx, topic: MessageTopic, channel: OutboxChannel, payload: unknown): string | null {
  const p = payload as Record<string, unknown>;
  if (channel === 'telegram') return '';
  if (topic === 'phone-verification') return typeof p.to === 'string' ? p.to : null;
  if (channel === 'sms' || channel === 'whatsapp') {
    const recipient = recipientOf(tx, p);
    return recipient && hasPhoneConsent(tx, recipient, channel) ? recipient.phone : null;
  }
  if (typeof p.to === 'string' || !(typeof p.appointmentId === 'number' || typeof p.surveyId === 'number'))
    return emailRecipient(typeof p.to === 'string' ? p.to : null);
  if (typeof p.appointmentId === 'number') {
    const a = tx
      .select({ email: appointments.customerEmail })
      .from(appointments)
      .where(eq(appointments.id, p.appointmentId))
      .get();
    return emailRecipient(a?.email);
  }
  if (typeof p.surveyId === 'number') {
    const s = tx.select({ email: surveys.customerEmail }).from(surveys).where(eq(surveys.id, p.surveyId)).get();
    return emailRecipient(s?.email);
  }
  return null;
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

/**
 * What became of one message so far: 'sent', 'not-sent' (an attempt failed, even if a retry
 * is still due, or it was refused, expired or is waiting for its channel) or 'untried'.
 */
export function deliveryOf(db: DbOrTx, id: number): 'sent' | 'not-sent' | 'untried' {
  const row = db
    .select({ status: outbox.status, attempts: outbox.attempts })
    .from(outbox)
    .where(eq(outbox.id, id))
    .get();
  if (!row) return 'not-sent';
  if (row.status === 'sent') return 'sent';
  return row.status === 'pending' && row.attempts === 0 ? 'untried' : 'not-sent';
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

/**
 * A pending customer message whose channel turned out not to be set up when it was sent (mail
 * switched off after it was queued): back to waiting for the channel, not failed.
 */
export function markWaiting(db: Db, id: number, reason: string) {
  db.update(outbox)
    .set({ status: 'waiting', lastError: reason.slice(0, 1000) })
    .where(eq(outbox.id, id))
    .run();
}

/** A message a rule stops at send time (an opt-out since, a code gone stale): never sent, with the reason. */
export function markRefused(db: Db, id: number, reason: string, now: Date) {
  db.update(outbox)
    .set({
      status: 'refused',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: now,
      refusalReason: reason.slice(0, 1000),
    })
    .where(eq(outbox.id, id))
    .run();
}

/**
 * What a sent (or finally failed) message is about, for its history row: its appointment
 * ('Hatırlatma SMS ile gönderildi' on the appointment's "Geçmiş"), survey, invitation or
 * waitlist entry, else the message itself.
 */
function messageSubject(tx: DbOrTx, row: OutboxRow): { entity: AuditEntity; id: number; customerId: number | null } {
  const p = row.payload as Record<string, unknown>;
  if (typeof p.appointmentId === 'number') {
    const a = tx
      .select({ customerId: appointments.customerId })
      .from(appointments)
      .where(eq(appointments.id, p.appointmentId))
      .get();
    return { entity: 'appointment', id: p.appointmentId, customerId: a?.customerId ?? null };
  }
  if (typeof p.surveyId === 'number') {
    const s = tx.select({ customerId: surveys.customerId }).from(surveys).where(eq(surveys.id, p.surveyId)).get();
    return { entity: 'survey', id: p.surveyId, customerId: s?.customerId ?? null };
  }
  if (row.topic === 'account-invitation' && typeof p.invitationId === 'number')
    return { entity: 'account', id: p.invitationId, customerId: null };
  if (row.topic === 'sale-receipt' && typeof p.saleId === 'number') {
    const s = tx.select({ customerId: sales.customerId }).from(sales).where(eq(sales.id, p.saleId)).get();
    return { entity: 'sale', id: p.saleId, customerId: s?.customerId ?? null };
  }
  if (typeof p.entryId === 'number') return { entity: 'waitlist', id: p.entryId, customerId: null };
  return { entity: 'messaging', id: row.id, customerId: null };
}

function recordMessage(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  action: 'message-sent' | 'message-failed' | 'retried',
  now: Date,
  error?: string,
) {
  const row = tx.select().from(outbox).where(eq(outbox.id, id)).get();
  if (!row) return;
  const subject = messageSubject(tx, row);
  recordChange(tx, actor, subject.entity, subject.id, action, null, null, {
    at: now,
    customerId: subject.customerId,
    meta: {
      channel: row.channel,
      topic: row.topic,
      outboxId: row.id,
      ...(error ? { error: error.slice(0, 200) } : {}),
    },
  });
}

/** Marks a message sent, with its history row ('sistem': the worker), in one transaction. */
export function markSent(db: Db, actor: Actor, id: number, now: Date) {
  db.transaction((tx) => {
    tx.update(outbox)
      .set({ status: 'sent', attempts: sql`${outbox.attempts} + 1`, sentAt: now, lastError: null })
      .where(eq(outbox.id, id))
      .run();
    recordMessage(tx, actor, id, 'message-sent', now);
  });
}

/** Records a failed attempt: retried later with backoff, or failed for good. */
export function markAttemptFailed(
  db: Db,
  actor: Actor,
  id: number,
  error: string,
  now: Date,
  permanent = false,
): OutboxRow['status'] {
  return db.transaction((tx) => {
    const row = tx.select({ attempts: outbox.attempts }).from(outbox).where(eq(outbox.id, id)).get();
    if (!row) return 'failed';
    const outcome = afterFailedAttempt(row.attempts + 1, now, permanent);
    tx.update(outbox)
      .set({
        status: outcome.status,
        attempts: outcome.attempts,
        nextAttemptAt: outcome.nextAttemptAt,
        lastError: error.slice(0, 1000),
      })
      .where(eq(outbox.id, id))
      .run();
    // a retry is not news; a message given up on is (the appointment's "Geçmiş" says so)
    if (outcome.status === 'failed') recordMessage(tx, actor, id, 'message-failed', now, error);
    return outcome.status;
  });
}

// ---------------------------------------------------------------------------------------------
// The admin's side
// ---------------------------------------------------------------------------------------------

/**
 * Sends a failed message again: back to pending, due now, with a fresh set of attempts; the
 * history row is on what the message is about ('… yeniden gönderime alındı: Elif').
 */
export function retryMessage(context: OutboxContext, actor: Actor, id: number, now: Date): boolean {
  return wakeOutboxWhen(context, retryOne(context.db, actor, id, now), (retried) => retried);
}

function retryOne(db: Db, actor: Actor, id: number, now: Date): boolean {
  return db.transaction((tx) => {
    const changed = tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
      .run().changes;
    if (changed === 1) recordMessage(tx, actor, id, 'retried', now);
    return changed === 1;
  });
}

/** Every failed message again, one history row each. Returns how many. */
export function retryAllFailed(context: OutboxContext, actor: Actor, now: Date): number {
  return wakeOutboxWhen(context, retryEveryFailed(context.db, actor, now), (count) => count > 0);
}

function retryEveryFailed(db: Db, actor: Actor, now: Date): number {
  return db.transaction((tx) => {
    const ids = tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(eq(outbox.status, 'failed'))
      .returning({ id: outbox.id })
      .all();
    for (const { id } of ids) recordMessage(tx, actor, id, 'retried', now);
    return ids.length;
  });
}

export type OutboxCounts = Record<OutboxRow['status'], number>;

export function outboxCounts(db: Db): OutboxCounts {
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0, waiting: 0, expired: 0, refused: 0 };
  for (const row of db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status).all())
    counts[row.status] = row.n;
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

export type BatchProgress = {
  total: number;
  sent: number;
  failed: number;
  pending: number;
  refused: number;
  done: boolean;
};

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
    // bulk mail never waits for a channel (waitsForChannel): its rows are pending, sent, failed,
    // or refused by the recipient's daily cap (docs/decisions/0331)
    if (r.status === 'sent' || r.status === 'failed' || r.status === 'pending' || r.status === 'refused')
      p[r.status] = r.n;
    p.total += r.n;
  }
  return { ...p, done: p.pending === 0 };
}

// ---------------------------------------------------------------------------------------------
// Messages waiting for a channel (docs/decisions/0341-messages-wait-for-a-channel.md)
// ---------------------------------------------------------------------------------------------

export type ReleaseScan = { due: number; queued: number; expired: number };

/**
 * Looks at every message waiting for a channel: one that no longer makes sense at `now` (the
 * business clock; `waitingVerdict`) or that a sibling on another channel already carried is
 * 'expired' with the reason; one whose channel now takes it becomes pending, due at `dueAt`
 * (the worker's clock). Run by the outbox worker before each pass and after a channel's
 * settings are saved. One immediate transaction; touches only the waiting rows (index on status).
 */
export function releaseWaitingMessages(db: Db, now: Date, dueAt: Date = now): ReleaseScan {
  // the usual case: nothing waits, and no write lock is taken every 30 seconds for nothing
  if (!db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'waiting')).limit(1).get())
    return { due: 0, queued: 0, expired: 0 };
  return db.transaction(
    (tx) => {
      const rows = tx.select().from(outbox).where(eq(outbox.status, 'waiting')).orderBy(asc(outbox.id)).all();
      const scan: ReleaseScan = { due: rows.length, queued: 0, expired: 0 };
      for (const row of rows) {
        if (!isMessageTopic(row.topic)) continue;
        const verdict = waitingVerdict({
          topic: row.topic,
          payload: row.payload,
          now,
          ...subjectFacts(tx, row.payload),
        });
        const reason = !verdict.keep
          ? verdict.reason
          : siblingCarriedIt(tx, row)
            ? EXPIRED_REASONS.sentElsewhere
            : null;
        if (reason) {
          tx.update(outbox).set({ status: 'expired', lastError: reason }).where(eq(outbox.id, row.id)).run();
          scan.expired++;
        } else if (planDelivery(tx, row.topic, row.channel, row.payload) === 'now') {
          tx.update(outbox)
            .set({ status: 'pending', attempts: 0, nextAttemptAt: dueAt, lastError: null })
            .where(eq(outbox.id, row.id))
            .run();
          scan.queued++;
        }
      }
      return scan;
    },
    { behavior: 'immediate' },
  );
}

/** The appointment or survey a payload names, as it is now (null: gone; absent: the payload names none). */
function subjectFacts(tx: DbOrTx, payload: Record<string, unknown>): Pick<WaitingFacts, 'appointment' | 'survey'> {
  const facts: Pick<WaitingFacts, 'appointment' | 'survey'> = {};
  if (typeof payload.appointmentId === 'number') {
    facts.appointment =
      tx
        .select({ status: appointments.status, date: appointments.date, time: appointments.time })
        .from(appointments)
        .where(eq(appointments.id, payload.appointmentId))
        .get() ?? null;
  }
  if (typeof payload.surveyId === 'number') {
    facts.survey =
      tx
        .select({ isCompleted: surveys.isCompleted, expiresAt: surveys.expiresAt })
        .from(surveys)
        .where(eq(surveys.id, payload.surveyId))
        .get() ?? null;
  }
  return facts;
}

/**
 * Whether the same message already went (or is going) out on another channel: the rows of one
 * message are written one after another by `queueCustomerMessage` (one per customer channel,
 * so within two ids of each other) with the same topic and payload.
 */
function siblingCarriedIt(tx: DbOrTx, row: OutboxRow): boolean {
  const near = tx
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        between(outbox.id, row.id - 2, row.id + 2),
        ne(outbox.id, row.id),
        eq(outbox.topic, row.topic),
        inArray(outbox.status, ['pending', 'sent']),
      ),
    )
    .all();
  const same = JSON.stringify(row.payload);
  return near.some((r) => JSON.stringify(r.payload) === same);
}
