/**
 * The outbox: notifications are queued in the same transaction as the change that causes
 * them, so a booking commits even when SMTP or Telegram is down. A worker started by
 * server.ts sends them with retries (the messaging issue); after commit the writer calls
 * `context.kickOutbox()`.
 */
import { outbox, type OUTBOX_CHANNELS } from '../../db/schema';
import type { DbOrTx } from './db.server';

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Topics written so far: 'booking-received' (customer e-mail), 'new-appointment' (Telegram). */
export type OutboxMessage = {
  channel: OutboxChannel;
  topic: string;
  payload: Record<string, unknown>;
  /** a message that must exist at most once (a second enqueue with the same key is ignored) */
  dedupeKey?: string;
};

/** Queues a message; returns its id, or null when the dedupe key was already queued. */
export function enqueueMessage(tx: DbOrTx, message: OutboxMessage): number | null {
  const row = tx
    .insert(outbox)
    .values({ channel: message.channel, topic: message.topic, payload: message.payload, dedupeKey: message.dedupeKey ?? null })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id })
    .get();
  return row?.id ?? null;
}
