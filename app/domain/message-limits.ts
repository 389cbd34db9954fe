/**
 * What keeps the studio's messages from becoming someone else's megaphone
 * (docs/decisions/0331, 0332, 0412): a daily cap per recipient over all topics, at most one
 * 'moved' message per appointment per 10 minutes (the latest state wins), and typed text
 * (names, notes) that never reads as a link. Pure: times and counts come in.
 *
 * What a customer is owed is not a flood (docs/decisions/0412): the messages about one
 * appointment (received, confirmed, moved, cancelled, its reminders) are not counted against
 * the daily cap; each kind goes at most APPOINTMENT_KIND_DAILY_LIMIT times a day per
 * appointment (40 moves of one booking: a handful of messages), and all of them together at
 * most OWED_DAILY_CEILING a day per recipient (bookings made and cancelled in a loop).
 */
import { z } from 'zod';
import { normalizeEmail } from './contact';
import { maxOpenValueSchema } from './fair-use';
import { wholeNumberText } from './form-fields';
import type { OutboxChannel } from './message-topics';
import { phoneKey } from './phone-key';
import { smsBudgetValueSchema } from './phone-verification';

export const DAILY_CAP_SETTING_KEY = 'daily_message_cap';
export const DEFAULT_DAILY_MESSAGE_CAP = 5;
export const MIN_DAILY_MESSAGE_CAP = 1;
export const MAX_DAILY_MESSAGE_CAP = 50;
/** The cap counts the messages of the last 24 hours (a rolling day: no burst at midnight). */
export const MESSAGE_CAP_WINDOW_MS = 24 * 60 * 60_000;
/** At most this many messages of one kind about one appointment (per channel) in 24 hours. */
export const APPOINTMENT_KIND_DAILY_LIMIT = 3;
/** At most this many messages about appointments to one recipient (per channel) in 24 hours, whatever the cap. */
export const OWED_DAILY_CEILING = 20;

/**
 * The messages that tell a customer what happened to her appointment: what she did herself
 * (booked, moved, cancelled, booked again), what the studio did (confirmed) and its reminders.
 */
export const APPOINTMENT_CONFIRMATIONS = [
  'booking-received',
  'appointment-confirmed',
  'appointment-moved',
  'appointment-cancelled',
  'appointment-reminder',
] as const;

export function isAppointmentConfirmation(topic: string): boolean {
  return (APPOINTMENT_CONFIRMATIONS as readonly string[]).includes(topic);
}

/** At most one 'moved' message per appointment and channel in this time. */
export const MOVED_MESSAGE_GAP_MS = 10 * 60_000;

export const DAILY_CAP_MESSAGE = `Günlük mesaj sınırı ${MIN_DAILY_MESSAGE_CAP} ile ${MAX_DAILY_MESSAGE_CAP} arasında bir tam sayı olmalıdır`;

/** The stored text of `dailyMessageCap` (the settings registry's parser). */
export const dailyCapValueSchema = wholeNumberText(MIN_DAILY_MESSAGE_CAP, MAX_DAILY_MESSAGE_CAP, DAILY_CAP_MESSAGE);

/** The reasons the outbox screen shows beside a refused message. */
export const REFUSAL_REASONS = {
  dailyCap: (cap: number) => `Günlük sınır: bu alıcıya son 24 saatte ${cap} mesaj gönderildi; bu mesaj gönderilmedi.`,
  appointmentRepeat: (n: number) =>
    `Tekrar sınırı: bu randevu için son 24 saatte aynı türden ${n} mesaj gönderildi; bu mesaj gönderilmedi.`,
  optedOut: 'Alıcı bu kanaldan mesaj almayı durdurdu (bildirim iptali).',
  noConsent: 'Alıcının doğrulanmış izni yok.',
  movedBack: 'Randevu ilk saatine geri taşındı; değişiklik mesajı gereksiz.',
  codeExpired: 'Doğrulama kodunun süresi doldu; gönderilmedi.',
} as const;

/** The recipient a message counts against: a customer's e-mail address or phone; null for the studio's Telegram. */
export function recipientKey(channel: OutboxChannel, address: string | null | undefined): string | null {
  if (!address) return null;
  if (channel === 'email') return address.includes('@') ? `email:${normalizeEmail(address)}` : null;
  if (channel === 'sms' || channel === 'whatsapp') {
    const key = phoneKey(address);
    return key ? `phone:${key}` : null;
  }
  return null;
}

/** Whether one more message may go to a recipient who got `sentInWindow` in the last 24 hours. */
export function withinDailyCap(sentInWindow: number, cap: number): boolean {
  return sentInWindow < cap;
}

/**
 * Why a message to a customer is refused, or null when it goes (docs/decisions/0412). Counts of
 * the last 24 hours on the message's channel, refused messages not counted: `toRecipient` all
 * messages to this recipient, `sameKind` those of this topic about this appointment.
 */
export function capRefusal(
  topic: string,
  counts: { toRecipient: number; sameKind: number },
  cap: number,
): string | null {
  if (!isAppointmentConfirmation(topic))
    return withinDailyCap(counts.toRecipient, cap) ? null : REFUSAL_REASONS.dailyCap(cap);
  if (counts.sameKind >= APPOINTMENT_KIND_DAILY_LIMIT) return REFUSAL_REASONS.appointmentRepeat(counts.sameKind);
  const ceiling = Math.max(cap, OWED_DAILY_CEILING);
  return withinDailyCap(counts.toRecipient, ceiling) ? null : REFUSAL_REASONS.dailyCap(ceiling);
}

/**
 * When a new 'moved' message of an appointment (on one channel) is due: now, unless one went
 * out less than 10 minutes ago; then 10 minutes after that one. Moves in between are one
 * message, rendered from the appointment as it is when it goes.
 */
export function movedMessageDueAt(lastSentAt: Date | null, now: Date): Date {
  if (!lastSentAt) return now;
  const next = lastSentAt.getTime() + MOVED_MESSAGE_GAP_MS;
  return next > now.getTime() ? new Date(next) : now;
}

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Text a stranger typed (a name), made safe to show in an e-mail: no mail program makes a link
 * of it. A zero-width space after each '.', ':' and '@' breaks what an autolinker reads as a
 * host, a scheme or an address ('evil.example/odeme', 'https://…', 'a@b.c' stay readable,
 * never become links). HTML escaping is the e-mail layout's; this is on top of it.
 */
export function defuseTypedText(text: string): string {
  return text.replace(/[.:@]/g, (c) => `${c}${ZERO_WIDTH_SPACE}`);
}

/** The name SMS and WhatsApp greet with: never the typed one (docs/decisions/0332). */
export const PHONE_GREETING = 'değerli müşterimiz';

/**
 * The settings screen's card 'Kötüye kullanım sınırları': the daily message cap, the fair-use
 * limit and the studio-wide daily SMS budget (issue 37).
 */
export const limitsSettingsSchema = z.object({
  dailyMessageCap: dailyCapValueSchema,
  maxOpenAppointments: maxOpenValueSchema,
  smsDailyBudget: smsBudgetValueSchema,
});
