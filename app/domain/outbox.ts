/**
 * Retry rules of the outbox (docs/decisions/0061-outbox.md): a message that fails is tried
 * again after 30 s, 1 min, 2 min, ... (doubling, at most 1 h apart); after
 * OUTBOX_MAX_ATTEMPTS failed attempts, or at once when the failure is permanent (the
 * recipient address is refused, the bot token is wrong), it is marked failed and waits for
 * the admin's "retry".
 */
export const OUTBOX_MAX_ATTEMPTS = 10;
export const OUTBOX_FIRST_RETRY_MS = 30_000;
export const OUTBOX_MAX_RETRY_MS = 60 * 60_000;

/** The wait before the next attempt, after `attempts` failed attempts (1, 2, ...). */
export function retryDelayMs(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(OUTBOX_MAX_RETRY_MS, OUTBOX_FIRST_RETRY_MS * 2 ** (n - 1));
}

export type AttemptOutcome =
  | { status: 'pending'; attempts: number; nextAttemptAt: Date }
  | { status: 'failed'; attempts: number; nextAttemptAt: Date };

/** What becomes of a message whose attempt number `attempts` (1-based) just failed. */
export function afterFailedAttempt(attempts: number, now: Date, permanent = false): AttemptOutcome {
  if (permanent || attempts >= OUTBOX_MAX_ATTEMPTS) return { status: 'failed', attempts, nextAttemptAt: now };
  return { status: 'pending', attempts, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}

/** Total time a message keeps being retried before it is marked failed (for the docs/UI). */
export function retryWindowMs(): number {
  let total = 0;
  for (let a = 1; a < OUTBOX_MAX_ATTEMPTS; a++) total += retryDelayMs(a);
  return total;
}
