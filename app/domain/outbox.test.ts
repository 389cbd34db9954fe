import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, OUTBOX_MAX_ATTEMPTS, retryDelayMs, retryWindowMs } from './outbox';

describe('outbox retries', () => {
  it('doubles the wait from 30 s up to one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((a) => retryDelayMs(a) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('keeps a failed message pending until the last attempt', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(afterFailedAttempt(1, now)).toEqual({ status: 'pending', attempts: 1, nextAttemptAt: new Date('2026-11-24T10:00:30Z') });
    expect(afterFailedAttempt(OUTBOX_MAX_ATTEMPTS - 1, now).status).toBe('pending');
    expect(afterFailedAttempt(OUTBOX_MAX_ATTEMPTS, now).status).toBe('failed');
  });

  it('gives up at once on a permanent failure', () => {
    expect(afterFailedAttempt(1, new Date(0), true).status).toBe('failed');
  });

  it('retries for a little over three hours in total', () => {
    expect(retryWindowMs() / 60_000).toBe(0.5 + 1 + 2 + 4 + 8 + 16 + 32 + 60 + 60);
  });
});
