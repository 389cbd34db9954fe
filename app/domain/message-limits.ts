/**
 * What keeps the studio's messages from becoming someone else's megaphone
 * (docs/decisions/0331, 0332): a daily cap per recipient over all topics, at most one
 * 'moved' message per appointment per 10 minutes (the latest state wins), and typed text
 * (names, notes) that never reads as a link. Pure: times and counts come in.
 */
import { z } from 'zod';
import { normalizeEmail } from './contact';
import { maxOpenValueSchema } from './fair-use';
import { wholeNumberText } from './form-fields';
import type { OutboxChannel } from './message-topics';
import { phoneKey } from './phone-key';

export const DAILY_CAP_SETTING_KEY = 'daily_message_cap';
export const DEFAULT_DAILY_MESSAGE_CAP = 5;
export const MIN_DAILY_MESSAGE_CAP = 1;
export const MAX_DAILY_MESSAGE_CAP = 50;
/** The cap counts the messages of the last 24 hours (a rolling day: no burst at midnight). */
export const MESSAGE_CAP_WINDOW_MS = 24 * 60 * 60_000;
/** At most one 'moved' message per appointment and channel in this time. */
export const MOVED_MESSAGE_GAP_MS = 10 * 60_000;

export const DAILY_CAP_MESSAGE = `Günlük mesaj sınırı ${MIN_DAILY_MESSAGE_CAP} ile ${MAX_DAILY_MESSAGE_CAP} arasında bir tam sayı olmalıdır`;

/** The stored text of `dailyMessageCap` (the settings registry's parser). */
export const dailyCapValueSchema = wholeNumberText(MIN_DAILY_MESSAGE_CAP, MAX_DAILY_MESSAGE_CAP, DAILY_CAP_MESSAGE);

/** The reasons the outbox screen shows beside a refused message. */
export const REFUSAL_REASONS = {
  dailyCap: (cap: number) => `Günlük sınır: bu alıcıya son 24 saatte ${cap} mesaj gönderildi; bu mesaj gönderilmedi.`,
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

/** The settings screen's card 'Kötüye kullanım sınırları': the daily message cap and the fair-use limit. */
export const limitsSettingsSchema = z.object({
  dailyMessageCap: dailyCapValueSchema,
  maxOpenAppointments: maxOpenValueSchema,
});
