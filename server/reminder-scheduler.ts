/**
 * The reminder scheduler: at start and then every `intervalMs` it queues the reminders due
 * now (app/models/messaging/reminders.server.ts) and wakes the outbox worker when it queued any.
 * It keeps no state of its own: what was queued is in the outbox (unique dedupe keys), so a
 * restart or a second process never queues a reminder twice.
 */
import type { Db } from '../db/client';
import { REMINDER_SCAN_MS } from '../app/domain/reminders';
import { queueDueReminders, type ReminderScan } from '../app/models/messaging/reminders.server';

export type ReminderSchedulerOptions = {
  db: Db;
  /** the business clock (FAKE_NOW in browser tests) */
  now: () => Date;
  intervalMs?: number;
  /** false on a read replica (LiteFS): only the primary writes */
  canWrite?: () => boolean;
  /** called after a scan that queued something (server.ts: kick the outbox) */
  onQueued?: () => void;
  log?: Pick<Console, 'error'>;
};

export type ReminderScheduler = { start(): void; runOnce(): ReminderScan; stop(): void };

export function createReminderScheduler(options: ReminderSchedulerOptions): ReminderScheduler {
  const log = options.log ?? console;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): ReminderScan {
    if (options.canWrite && !options.canWrite()) return { due: 0, queued: 0 };
    const scan = queueDueReminders(options.db, options.now());
    if (scan.queued > 0) options.onQueued?.();
    return scan;
  }

  function tick() {
    try {
      runOnce();
    } catch (error) {
      log.error('[reminders] scan failed:', error);
    }
  }

  return {
    start() {
      if (timer) return;
      setImmediate(tick);
      timer = setInterval(tick, options.intervalMs ?? REMINDER_SCAN_MS);
      timer.unref();
    },
    runOnce,
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
