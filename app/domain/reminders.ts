/**
 * Appointment reminders (docs/decisions/0201-reminders-by-due-time.md, superseding 0087): two
 * reminders per CONFIRMED appointment, each switched on or off by the admin:
 * - the 24-hour one, due from 24 hours before the start until 2 hours before it;
 * - the 2-hour one, due from 2 hours before the start until the start.
 * They go to the customer's channels (e-mail; SMS and WhatsApp when the customer opted in);
 * the studio's Telegram reminder goes with the 24-hour one when that setting is on.
 * Pure: `now` is a parameter.
 *
 * "Sent once" is the database's job: each reminder is queued with a dedupe key (unique in
 * the outbox) naming the lead, the channel, the appointment AND its date and time, so a
 * second scan, a second process or a restart queues nothing, while an appointment moved to
 * another time gets reminders for its new start. An appointment confirmed late (at 23:55 for
 * 09:00 next morning) is simply inside the 24-hour window at the next scan.
 */
import { addDays, instantOf, istanbulClock, istanbulToday } from './clock';

/** The setting that turns on the studio's Telegram reminder ('true' / 'false', default off). */
export const REMINDER_TELEGRAM_SETTING_KEY = 'reminder_telegram_enabled';
export const REMINDER_24H_SETTING_KEY = 'reminder_24h_enabled';
export const REMINDER_2H_SETTING_KEY = 'reminder_2h_enabled';
/** How often the server looks for due reminders (it also looks at start). */
export const REMINDER_SCAN_MS = 5 * 60_000;

export type ReminderLead = '24h' | '2h';
/** How long before the start each reminder becomes due; each is due until the next one (or the start). */
export const REMINDER_LEAD_MS: Record<ReminderLead, number> = { '24h': 24 * 3_600_000, '2h': 2 * 3_600_000 };

export type ReminderSubject = { id: number; date: string; time: string; status: string };
export type ReminderChannel = 'email' | 'telegram' | 'sms' | 'whatsapp';
export type ReminderSwitches = Record<ReminderLead, boolean>;

/**
 * The reminder due for an appointment at `now`, or null: the 2-hour one in [start-2h, start),
 * the 24-hour one in [start-24h, start-2h); only for confirmed appointments, only when its
 * switch is on. A missed 24-hour reminder is not sent inside the 2-hour window.
 */
export function dueReminder(
  a: ReminderSubject,
  now: Date,
  switches: ReminderSwitches = { '24h': true, '2h': true },
): ReminderLead | null {
  if (a.status !== 'confirmed') return null;
  const ahead = instantOf(a.date, a.time).getTime() - now.getTime();
  if (ahead <= 0) return null;
  if (ahead <= REMINDER_LEAD_MS['2h']) return switches['2h'] ? '2h' : null;
  if (ahead <= REMINDER_LEAD_MS['24h']) return switches['24h'] ? '24h' : null;
  return null;
}

/** The dates whose appointments may be due a reminder at `now` (today and the date 24 hours ahead). */
export function reminderDates(now: Date): { from: string; to: string } {
  return { from: istanbulToday(now), to: istanbulClock(new Date(now.getTime() + REMINDER_LEAD_MS['24h'])).date };
}

/**
 * The outbox dedupe key of one reminder: at most one per lead, channel, appointment and
 * start. The 24-hour key is the one the day-before reminder used (0087), so nothing is sent
 * twice across the upgrade.
 */
export function reminderDedupeKey(
  channel: ReminderChannel,
  a: Pick<ReminderSubject, 'id' | 'date' | 'time'>,
  lead: ReminderLead = '24h',
): string {
  return `${lead === '24h' ? 'reminder' : 'reminder-2h'}:${channel}:${a.id}:${a.date}T${a.time}`;
}

/** 'bugün' / 'yarın' / null (another day) for the appointment's date seen at `now`: the reminder texts say it. */
export function reminderDayWord(date: string, now: Date): 'bugün' | 'yarın' | null {
  const today = istanbulToday(now);
  if (date === today) return 'bugün';
  if (date === addDays(today, 1)) return 'yarın';
  return null;
}
