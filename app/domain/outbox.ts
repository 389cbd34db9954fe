/**
 * Retry rules of the outbox (docs/decisions/0061-outbox.md): a message that fails is tried
 * again after 30 s, 1 min, 2 min, ... (doubling, at most 1 h apart); after
 * OUTBOX_MAX_ATTEMPTS failed attempts, or at once when the failure is permanent (the
 * recipient address is refused, the bot token is wrong), it is marked failed and waits for
 * the admin's "retry".
 */
import { z } from 'zod';
import { instantOf } from './clock';
import { dueReminder } from './reminders';

export const OUTBOX_MAX_ATTEMPTS = 10;
export const OUTBOX_FIRST_RETRY_MS = 30_000;
export const OUTBOX_MAX_RETRY_MS = 60 * 60_000;

/** The admin's "send again" of one failed message: which message (an unknown id sends nothing). */
export const retryMessageSchema = z.object({ id: z.number().int().positive() });

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

/** Total time a message keeps being retried before it is marked failed (for the documentation and the screens). */
export function retryWindowMs(): number {
  let total = 0;
  for (let a = 1; a < OUTBOX_MAX_ATTEMPTS; a++) total += retryDelayMs(a);
  return total;
}

// ---------------------------------------------------------------------------------------------
// Messages waiting for a channel (docs/decisions/0341-messages-wait-for-a-channel.md)
// ---------------------------------------------------------------------------------------------

/**
 * The outbox's statuses. 'waiting' ("kanal bekliyor"): a customer message that no active
 * channel could take when it was written (no mail set up yet, SMS switched off); it is sent
 * when a channel becomes active, if it still makes sense then. 'expired' ("süresi doldu"): a
 * waiting message that no longer makes sense (a confirmation for a visit that has passed).
 */
export const OUTBOX_STATUS_LABELS = {
  pending: 'Bekliyor',
  sent: 'Gönderildi',
  failed: 'Başarısız',
  waiting: 'Kanal bekliyor',
  expired: 'Süresi doldu',
  /** never sent by a rule: the daily cap, an opt-out, a stale code (docs/decisions/0331) */
  refused: 'Reddedildi',
} as const;

export const EXPIRED_REASONS = {
  gone: 'Süresi doldu: randevu veya anket artık yok',
  pastVisit: 'Süresi doldu: randevunun zamanı geçti',
  changed: 'Süresi doldu: randevunun durumu değişti, bu mesaj artık geçerli değil',
  reminderWindow: 'Süresi doldu: hatırlatmanın zamanı geçti',
  surveyClosed: 'Süresi doldu: anket yanıtlandı veya süresi bitti',
  sentElsewhere: 'Gönderilmedi: mesaj başka bir kanaldan gönderildi',
} as const;

/** What the rules need to know about a waiting message's subject, read as it is now. */
export type WaitingFacts = {
  topic: string;
  payload: Record<string, unknown>;
  /** the business clock */
  now: Date;
  /** the appointment the message is about (undefined: the message names none; null: it is gone) */
  appointment?: { status: string; date: string; time: string } | null;
  /** the survey of an invitation (null: gone) */
  survey?: { isCompleted: boolean; expiresAt: Date } | null;
};

export type WaitingVerdict = { keep: true } | { keep: false; reason: string };

const KEEP: WaitingVerdict = { keep: true };
const drop = (reason: string): WaitingVerdict => ({ keep: false, reason });

/**
 * Whether a message that waited for a channel still makes sense to send at `now`: a booking
 * receipt while the appointment still waits for the studio, a confirmation while it is
 * confirmed and ahead, a move while it is still ahead, a cancellation of a visit still ahead,
 * a reminder before its appointment and inside its own window (the 24-hour one never inside the
 * 2-hour window, where the 2-hour one is due), a survey invitation while the survey is open, a
 * waitlist notice before the offered start. A rebooking nudge waits as long as its
 * appointment exists (it re-checks at send time that she has not booked again).
 */
export function waitingVerdict(f: WaitingFacts): WaitingVerdict {
  const a = f.appointment;
  if (a === null || f.survey === null) return drop(EXPIRED_REASONS.gone);
  const ahead = (date: string, time: string) => instantOf(date, time).getTime() > f.now.getTime();
  switch (f.topic) {
    case 'booking-received':
      if (!a) return drop(EXPIRED_REASONS.gone);
      if (!ahead(a.date, a.time)) return drop(EXPIRED_REASONS.pastVisit);
      return a.status === 'pending' ? KEEP : drop(EXPIRED_REASONS.changed);
    case 'appointment-confirmed':
      if (!a) return drop(EXPIRED_REASONS.gone);
      if (!ahead(a.date, a.time)) return drop(EXPIRED_REASONS.pastVisit);
      return a.status === 'confirmed' ? KEEP : drop(EXPIRED_REASONS.changed);
    case 'appointment-moved':
    case 'booking-links':
      if (!a) return drop(EXPIRED_REASONS.gone);
      if (!ahead(a.date, a.time)) return drop(EXPIRED_REASONS.pastVisit);
      return a.status === 'pending' || a.status === 'confirmed' ? KEEP : drop(EXPIRED_REASONS.changed);
    case 'appointment-cancelled':
      if (!a) return drop(EXPIRED_REASONS.gone);
      if (!ahead(a.date, a.time)) return drop(EXPIRED_REASONS.pastVisit);
      return a.status === 'cancelled' ? KEEP : drop(EXPIRED_REASONS.changed);
    case 'appointment-reminder': {
      if (!a) return drop(EXPIRED_REASONS.gone);
      const p = f.payload as { date?: unknown; time?: unknown; lead?: unknown };
      if (a.status !== 'confirmed' || a.date !== p.date || a.time !== p.time) return drop(EXPIRED_REASONS.changed);
      const due = dueReminder({ id: 0, date: a.date, time: a.time, status: a.status }, f.now);
      return due === (p.lead === '2h' ? '2h' : '24h') ? KEEP : drop(EXPIRED_REASONS.reminderWindow);
    }
    case 'survey-invitation':
      if (!f.survey) return drop(EXPIRED_REASONS.gone);
      return !f.survey.isCompleted && f.survey.expiresAt.getTime() > f.now.getTime()
        ? KEEP
        : drop(EXPIRED_REASONS.surveyClosed);
    case 'waitlist-slot-freed': {
      const p = f.payload as { date?: unknown; time?: unknown };
      return typeof p.date === 'string' && typeof p.time === 'string' && ahead(p.date, p.time)
        ? KEEP
        : drop(EXPIRED_REASONS.pastVisit);
    }
    default:
      return KEEP;
  }
}
