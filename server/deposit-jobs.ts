/**
 * The kapora's background job (issue 38; docs/decisions/0461): every minute (and at start)
 * it frees the slots of kaporas unpaid at their deadline (the appointment cancelled, the
 * customer and the waitlist told through the outbox) and sends iyzico's refund for card
 * kaporas due back. All state is in the database: a restart continues, and a run that
 * overlaps the previous one is skipped.
 */
import type { AppServices } from '../app/infra/app-context';
import { expireDueDeposits } from '../app/models/deposits/ledger.server';
import { refundDueCards } from '../app/models/deposits/card.server';

export const DEPOSIT_SCAN_MS = 60_000;

export type DepositJobs = { start(): void; runOnce(): Promise<{ expired: number; refunded: number }>; stop(): void };

export function createDepositJobs(options: {
  services: Pick<AppServices, 'db' | 'now' | 'emit' | 'kickOutbox' | 'config'>;
  /** false on a read replica (LiteFS): only the primary writes */
  canWrite?: () => boolean;
  intervalMs?: number;
  log?: Pick<Console, 'error'>;
}): DepositJobs {
  const log = options.log ?? console;
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function runOnce() {
    if (running || (options.canWrite && !options.canWrite())) return { expired: 0, refunded: 0 };
    running = true;
    try {
      const expired = expireDueDeposits(options.services, options.services.now());
      const { refunded } = await refundDueCards(options.services);
      return { expired, refunded };
    } finally {
      running = false;
    }
  }

  const tick = () =>
    void runOnce().catch((error) => {
      log.error('[kapora] job failed:', error);
    });

  return {
    start() {
      if (timer) return;
      setImmediate(tick);
      timer = setInterval(tick, options.intervalMs ?? DEPOSIT_SCAN_MS);
      timer.unref();
    },
    runOnce,
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
