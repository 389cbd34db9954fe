/**
 * Appointment reminders (docs/decisions/0087-reminders.md): an e-mail to the customer (and,
 * when the admin turns it on, a Telegram message to the studio) on the day before each
 * CONFIRMED appointment, from REMINDER_FROM (Istanbul) on. Pure: `now` is a parameter.
 *
 * "Sent once" is the database's job: each reminder is queued with a dedupe key (unique in
 * the outbox) naming the appointment AND its date and time, so a second scan (or a second
 * process, or a restart) queues nothing, while an appointment moved to another day gets a
 * reminder for its new day.
 */
import { addDays, istanbulClock } from './clock';

/** Reminders for tomorrow's appointments go out from this wall time today. */
export const REMINDER_FROM = '10:00';
/** The setting that turns on the studio's Telegram reminder ('true' / 'false', default off). */
export const REMINDER_TELEGRAM_SETTING_KEY = 'reminder_telegram_enabled';
/** How often the server looks for due reminders (it also looks at start). */
export const REMINDER_SCAN_MS = 10 * 60_000;

export type ReminderSubject = { id: number; date: string; time: string; status: string };
export type ReminderChannel = 'email' | 'telegram';

/** The date whose appointments are due a reminder at `now` (tomorrow, from 10:00), or null. */
export function reminderDateAt(now: Date): string | null {
  const clock = istanbulClock(now);
  return clock.time >= REMINDER_FROM ? addDays(clock.date, 1) : null;
}

/** Whether the appointment is due a reminder at `now`: confirmed, and tomorrow from 10:00 on. */
export function isReminderDue(a: ReminderSubject, now: Date): boolean {
  return a.status === 'confirmed' && a.date === reminderDateAt(now);
}

/** The outbox dedupe key of one reminder: at most one per appointment, channel and start. */
export function reminderDedupeKey(channel: ReminderChannel, a: ReminderSubject): string {
  return `reminder:${channel}:${a.id}:${a.date}T${a.time}`;
}
