import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  OUTBOX_MAX_ATTEMPTS,
  retryDelayMs,
  retryWindowMs,
  EXPIRED_REASONS,
  waitingVerdict,
  type WaitingFacts,
} from './outbox';

describe('outbox retries', () => {
  it('doubles the wait from 30 s up to one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((a) => retryDelayMs(a) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('keeps a failed message pending until the last attempt', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(afterFailedAttempt(1, now)).toEqual({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date('2026-11-24T10:00:30Z'),
    });
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

describe('a message that waited for a channel: does it still make sense? (issue 30 item 1)', () => {
  const now = new Date('2026-11-26T12:00:00+03:00');
  const later = { date: '2026-11-27', time: '14:00' };
  const past = { date: '2026-11-25', time: '14:00' };
  const verdict = (topic: string, appointment: WaitingFacts['appointment'], payload: Record<string, unknown> = {}) =>
    waitingVerdict({ topic, payload, now, appointment });

  it('a receipt while the booking still waits; a confirmation while confirmed and ahead; never for a past visit', () => {
    expect(verdict('booking-received', { status: 'pending', ...later })).toEqual({ keep: true });
    expect(verdict('booking-received', { status: 'confirmed', ...later })).toEqual({
      keep: false,
      reason: EXPIRED_REASONS.changed,
    });
    expect(verdict('appointment-confirmed', { status: 'confirmed', ...later })).toEqual({ keep: true });
    expect(verdict('appointment-confirmed', { status: 'confirmed', ...past })).toEqual({
      keep: false,
      reason: EXPIRED_REASONS.pastVisit,
    });
    expect(verdict('appointment-confirmed', { status: 'cancelled', ...later })).toEqual({
      keep: false,
      reason: EXPIRED_REASONS.changed,
    });
    expect(verdict('appointment-cancelled', { status: 'cancelled', ...later })).toEqual({ keep: true });
    expect(verdict('appointment-cancelled', { status: 'cancelled', ...past })).toEqual({
      keep: false,
      reason: EXPIRED_REASONS.pastVisit,
    });
    expect(verdict('appointment-moved', { status: 'pending', ...later })).toEqual({ keep: true });
    expect(verdict('appointment-confirmed', null)).toEqual({ keep: false, reason: EXPIRED_REASONS.gone });
  });

  it('a reminder before its appointment and inside its own window only', () => {
    const at = (iso: string, lead: '24h' | '2h') =>
      waitingVerdict({
        topic: 'appointment-reminder',
        payload: { ...later, lead },
        now: new Date(iso),
        appointment: { status: 'confirmed', ...later },
      });
    expect(at('2026-11-26T15:00:00+03:00', '24h')).toEqual({ keep: true });
    expect(at('2026-11-27T11:00:00+03:00', '24h')).toEqual({ keep: true }); // 3 hours before
    expect(at('2026-11-27T13:00:00+03:00', '24h')).toEqual({ keep: false, reason: EXPIRED_REASONS.reminderWindow }); // the 2-hour one's time
    expect(at('2026-11-27T13:00:00+03:00', '2h')).toEqual({ keep: true });
    expect(at('2026-11-27T14:00:00+03:00', '2h')).toEqual({ keep: false, reason: EXPIRED_REASONS.reminderWindow });
    // moved since: the reminder was for another start
    expect(
      waitingVerdict({
        topic: 'appointment-reminder',
        payload: { date: '2026-11-27', time: '15:00', lead: '24h' },
        now,
        appointment: { status: 'confirmed', ...later },
      }),
    ).toEqual({
      keep: false,
      reason: EXPIRED_REASONS.changed,
    });
  });

  it('a survey while it is open; a waitlist notice before the offered start', () => {
    expect(
      waitingVerdict({
        topic: 'survey-invitation',
        payload: {},
        now,
        survey: { isCompleted: false, expiresAt: new Date('2026-12-30T00:00:00Z') },
      }),
    ).toEqual({ keep: true });
    expect(
      waitingVerdict({
        topic: 'survey-invitation',
        payload: {},
        now,
        survey: { isCompleted: true, expiresAt: new Date('2026-12-30T00:00:00Z') },
      }),
    ).toEqual({ keep: false, reason: EXPIRED_REASONS.surveyClosed });
    expect(waitingVerdict({ topic: 'waitlist-slot-freed', payload: later, now })).toEqual({ keep: true });
    expect(waitingVerdict({ topic: 'waitlist-slot-freed', payload: past, now })).toEqual({
      keep: false,
      reason: EXPIRED_REASONS.pastVisit,
    });
  });
});
