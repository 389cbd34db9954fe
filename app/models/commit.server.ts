/**
 * The one place where a write's after-work happens: a model runs its write in an immediate
 * transaction through `commitWrite`, and after the commit (never inside it, never in a route)
 * the change is announced: the live screens are told (`emit`) and the outbox is woken
 * (`kickOutbox`) when the write queued messages.
 */
import type { AppEvent, AppServices } from '~/infra/app-context';
import type { Tx } from './db.server';

export type CommitContext = Pick<AppServices, 'db' | 'now' | 'emit' | 'kickOutbox'>;

/** What a write that queues messages (or lets waiting ones go) needs: the database and the outbox's wake-up. */
export type OutboxContext = Pick<AppServices, 'db' | 'kickOutbox'>;

/** After a committed write: wakes the outbox when the write queued messages or let waiting ones go. */
export function wakeOutboxWhen<T>(
  context: Pick<AppServices, 'kickOutbox'>,
  result: T,
  woke: (result: T) => boolean,
): T {
  if (woke(result)) context.kickOutbox();
  return result;
}

/** What a committed write set off: nothing (null), or a change with the messages it queued. */
export type Announcement = { queued: number; event?: AppEvent } | null;

/** Tells the live screens about a committed change and wakes the outbox when messages wait. */
export function announceChange(context: Pick<AppServices, 'emit' | 'kickOutbox'>, change: Announcement): void {
  if (!change) return;
  context.emit(change.event ?? 'appointments-changed');
  if (change.queued > 0) context.kickOutbox();
}

/**
 * A change made outside the app (a script, a direct edit of the file) announced on request
 * (`POST /api/admin/live/refresh`): the live screens read the appointments again.
 */
export function announceOutsideChange(context: Pick<AppServices, 'emit' | 'kickOutbox'>): void {
  announceChange(context, { queued: 0 });
}

/** The usual reading of a result: announced when it succeeded and changed something. */
export function changeOf(result: { ok: boolean; changed?: boolean; queued?: number }): Announcement {
  return result.ok && result.changed ? { queued: result.queued ?? 0 } : null;
}

/**
 * Runs `write` in an immediate transaction; after the commit, announces what `announce` reads
 * from its result (by default: a successful change, with the messages it queued).
 */
export function commitWrite<T extends { ok: boolean }>(
  context: CommitContext,
  write: (tx: Tx, now: Date) => T,
  announce: (result: T) => Announcement = changeOf,
): T {
  const now = context.now();
  const result = context.db.transaction((tx) => write(tx, now), { behavior: 'immediate' });
  announceChange(context, announce(result));
  return result;
}
