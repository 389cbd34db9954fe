/**
 * The outbox worker: sends queued messages (app/models/messaging/outbox.server.ts) one after another,
 * retries failures with backoff and marks them failed after the last attempt. All of its
 * state is in the database, so a restart simply continues; `kick()` (the load context's
 * `kickOutbox`) wakes it right after a transaction queued something, and a timer wakes it
 * when the next retry is due (at most every `pollMs`).
 *
 * Delivery is at least once: a crash between the send and the "sent" mark repeats that one
 * message after the restart.
 */
import type { Db } from '../db/client';
import {
  dueMessages,
  markAttemptFailed,
  markRefused,
  markSent,
  markWaiting,
  nextDueAt,
  type OutboxRow,
} from '../app/models/messaging/outbox.server';
import { SYSTEM_PROCESSES, systemActor } from '../app/domain/audit';

/** The history's 'sistem' of every send (docs/decisions/0351). */
const WORKER = systemActor(SYSTEM_PROCESSES.outbox);

export type OutboxWorkerOptions = {
  db: Db;
  /** sends one message; throws on failure */
  deliver: (row: OutboxRow, now: Date) => Promise<void>;
  /** tells whether a failure should not be retried */
  isPermanent?: (error: unknown) => boolean;
  /**
   * tells whether a failure means the message's channel is not set up (mail switched off after
   * it was queued): the message goes back to waiting for its channel instead of failing
   */
  waitsForChannel?: (error: unknown, row: OutboxRow) => boolean;
  /** runs before each pass (server.ts: release the messages that waited for a channel) */
  beforeRun?: () => void;
  /** tells whether a rule refused the message (an opt-out since, a stale code): 'refused' with the reason, not 'failed' */
  isRefusal?: (error: unknown) => boolean;
  describe?: (error: unknown) => string;
  /** the real clock in production; tests pass their own */
  now?: () => Date;
  /** longest sleep between two looks at the table */
  pollMs?: number;
  batchSize?: number;
  /** false on a read replica (LiteFS): only the primary writes */
  canWrite?: () => boolean;
  /** called when a run has sent what was due (server.ts closes the pooled SMTP connection) */
  afterRun?: () => void;
  log?: Pick<Console, 'warn' | 'error'>;
};

export type RunSummary = { sent: number; retrying: number; failed: number; refused: number; waiting?: number };

export type OutboxWorker = {
  start(): void;
  /**
   * wake up now (coalesced: many kicks during a run cause one more run); the promise settles
   * when a run that started after this kick has ended (what it queued was tried), or at stop
   */
  kick(): Promise<void>;
  /** one pass over the due messages (tests call this directly) */
  runOnce(): Promise<RunSummary>;
  /** stop the timer and wait for a run in progress */
  stop(): Promise<void>;
};

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 30_000;
  const batchSize = options.batchSize ?? 20;
  const log = options.log ?? console;
  const isPermanent = options.isPermanent ?? (() => false);
  const isRefusal = options.isRefusal ?? (() => false);
  const describeError = options.describe ?? ((e: unknown) => (e instanceof Error ? e.message : String(e)));

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RunSummary> | undefined;
  let again = false;
  let started = false;
  let stopped = false;
  /** kicks waiting for a run that starts after them */
  let kicked: (() => void)[] = [];

  async function runOnce(): Promise<RunSummary> {
    try {
      return await sendDue();
    } finally {
      options.afterRun?.();
    }
  }

  async function sendDue(): Promise<RunSummary> {
    const summary: RunSummary = { sent: 0, retrying: 0, failed: 0, refused: 0 };
    if (options.canWrite && !options.canWrite()) return summary;
    try {
      options.beforeRun?.();
    } catch (error) {
      log.error('[outbox] releasing the messages that waited for a channel failed:', error);
    }
    // Batches until nothing is due; a message that fails goes to the back (nextAttemptAt).
    for (;;) {
      const rows = dueMessages(options.db, now(), batchSize);
      if (!rows.length) return summary;
      for (const row of rows) {
        if (stopped) return summary;
        try {
          await options.deliver(row, now());
          markSent(options.db, WORKER, row.id, now());
          summary.sent++;
        } catch (error) {
          if (options.waitsForChannel?.(error, row)) {
            markWaiting(options.db, row.id, describeError(error));
            summary.waiting = (summary.waiting ?? 0) + 1;
            continue;
          }
          if (isRefusal(error)) {
            markRefused(options.db, row.id, describeError(error), now());
            summary.refused++;
            continue;
          }
          const status = markAttemptFailed(options.db, WORKER, row.id, describeError(error), now(), isPermanent(error));
          if (status === 'failed') {
            summary.failed++;
            log.warn(`[outbox] message ${row.id} (${row.topic}) failed for good: ${describeError(error)}`);
          } else summary.retrying++;
        }
      }
    }
  }

  function schedule() {
    if (stopped || !started) return;
    clearTimeout(timer);
    let wait = pollMs;
    try {
      const due = nextDueAt(options.db);
      if (due) wait = Math.min(pollMs, Math.max(0, due.getTime() - now().getTime()));
    } catch {
      // database busy or closing: look again after pollMs
    }
    timer = setTimeout(tick, wait);
    timer.unref();
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const waiting = kicked;
    kicked = [];
    running = runOnce()
      .catch((error: unknown) => {
        log.error('[outbox] run failed:', error);
        return { sent: 0, retrying: 0, failed: 0, refused: 0 };
      })
      .finally(() => {
        running = undefined;
        for (const done of waiting) done();
        if (again) {
          again = false;
          setImmediate(tick);
        } else schedule();
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      setImmediate(tick);
    },
    kick() {
      if (!started || stopped) return Promise.resolve();
      const tried = new Promise<void>((resolve) => kicked.push(resolve));
      if (running) again = true;
      else setImmediate(tick);
      return tried;
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      for (const done of kicked) done();
      kicked = [];
    },
  };
}
