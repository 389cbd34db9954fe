/**
 * What the database keeps about the off-site copy (docs/decisions/0323): whether the owner was
 * told it fell behind (so she is told once, and once again when it recovers, across
 * restarts), and the heartbeat written while it is behind.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { replicationState, users } from '../../../db/schema';
import { alertTransition, type AlertEvent, type ReplicationStatus } from '~/domain/replication';
import { channelAccepts, enqueueMessage } from '../messaging/outbox.server';

const ROW_ID = 1;

export function isAlerted(db: Db): boolean {
  return !!db
    .select({ at: replicationState.alertedAt })
    .from(replicationState)
    .where(eq(replicationState.id, ROW_ID))
    .get()?.at;
}

/**
 * A small write while the copy is behind: Litestream 0.3 retries a failed upload only when
 * the database changes, so without a change it would stay behind after the storage returns.
 */
export function writeHeartbeat(db: Db, now: Date): void {
  db.insert(replicationState)
    .values({ id: ROW_ID, heartbeatAt: now })
    .onConflictDoUpdate({ target: replicationState.id, set: { heartbeatAt: now } })
    .run();
}

/**
 * Tells the owner when the copy crossed the alert threshold or came back: on Telegram when
 * it is switched on, otherwise by e-mail to every admin (when mail is set up). One
 * transaction with the alert mark, so a restart neither repeats nor loses the message.
 * Returns what was told (null: nothing new).
 */
export function noteReplicationStatus(
  db: Db,
  status: Extract<ReplicationStatus, { enabled: true }>,
  now: Date,
): { event: AlertEvent; queued: number } | null {
  return db.transaction(
    (tx) => {
      const row = tx
        .select({ alertedAt: replicationState.alertedAt })
        .from(replicationState)
        .where(eq(replicationState.id, ROW_ID))
        .get();
      const event = alertTransition(!!row?.alertedAt, status);
      if (!event) return null;
      const alertedAt = event === 'alert' ? now : null;
      tx.insert(replicationState)
        .values({ id: ROW_ID, alertedAt })
        .onConflictDoUpdate({ target: replicationState.id, set: { alertedAt } })
        .run();
      const payload = { event, lagSeconds: status.lagSeconds, at: now.toISOString() };
      // the message of this alert (or recovery) exists once, whoever queues it
      const key = `replication-alert:${event}:${(event === 'alert' ? now : row!.alertedAt!).toISOString()}`;
      let queued = 0;
      if (channelAccepts(tx, 'replication-alert', 'telegram')) {
        if (enqueueMessage(tx, { channel: 'telegram', topic: 'replication-alert', payload, dedupeKey: key }) !== null)
          queued++;
      } else {
        const admins = tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.role, 'owner'), isNull(users.deactivatedAt)))
          .orderBy(asc(users.id))
          .all();
        for (const admin of admins) {
          if (
            enqueueMessage(tx, {
              channel: 'email',
              topic: 'replication-alert',
              payload: { ...payload, to: admin.email },
              dedupeKey: `${key}:${admin.email}`,
            }) !== null
          )
            queued++;
        }
      }
      return { event, queued };
    },
    { behavior: 'immediate' },
  );
}
