/**
 * "Randevularım" (/randevularim, issue 30 item 2; docs/decisions/0344-my-bookings.md): a
 * customer who lost her link types her phone and e-mail and gets her bookings' links by the
 * channel she has. The same answer whether or not a booking exists; rate limited per IP and
 * per person. Pure: texts, the form's schema and which bookings are listed.
 */
import { z } from 'zod';
import { BOOKING_MESSAGES } from './booking-messages';
import { isValidEmail, normalizeEmail } from './contact';
import { canonicalPhone } from './phone';

export const MY_BOOKINGS_PATH = '/randevularim';

export const MY_BOOKINGS_TEXTS = {
  title: 'Randevularım',
  intro:
    'Randevu bağlantınızı mı kaybettiniz? Randevu alırken yazdığınız telefon numarasını ve e-posta adresini girin; randevularınızın bağlantılarını size gönderelim.',
  required: 'Lütfen telefon numaranızı ve e-posta adresinizi girin.',
  submit: 'Bağlantılarımı Gönder',
  tooMany: 'Çok fazla istek gönderildi. Lütfen bir süre sonra tekrar deneyin.',
  again: 'Başka bir bilgiyle dene',
} as const;

export const myBookingsRequestSchema = z.object({
  customerPhone: z
    .string({ error: MY_BOOKINGS_TEXTS.required })
    .trim()
    .min(1, MY_BOOKINGS_TEXTS.required)
    .max(40, BOOKING_MESSAGES.invalidPhone)
    .refine((v) => canonicalPhone(v) !== null, BOOKING_MESSAGES.invalidPhone)
    .transform((v) => canonicalPhone(v)!),
  customerEmail: z
    .string({ error: MY_BOOKINGS_TEXTS.required })
    .trim()
    .min(1, MY_BOOKINGS_TEXTS.required)
    .max(254, BOOKING_MESSAGES.invalidEmail)
    .refine(isValidEmail, BOOKING_MESSAGES.invalidEmail)
    .transform(normalizeEmail),
});
export type MyBookingsRequest = z.infer<typeof myBookingsRequestSchema>;

/** How many of her bookings one message lists (the next ones first). */
export const MY_BOOKINGS_MAX = 5;

/** Her bookings worth a link: still ahead and not cancelled (the next one first). */
export function bookingsToSend<T extends { date: string; time: string; status: string }>(
  rows: readonly T[],
  today: string,
): T[] {
  return rows
    .filter((r) => r.date >= today && (r.status === 'pending' || r.status === 'confirmed'))
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
    .slice(0, MY_BOOKINGS_MAX);
}
