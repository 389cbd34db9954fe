/**
 * One person's phone, however it was typed: the key the fair-use rule, the daily message cap,
 * the opt-outs and the one-time codes compare phones by (docs/decisions/0333). '0532 123 45 67',
 * '+90 (532) 123 45 67', '90 532 123 45 67', '0090532…' and '532 123 45 67' are one key.
 *
 * Issue 30 writes the studio's one canonical phone rule (accepting +90, 90, 0, spaces and
 * brackets for every form); when it lands, `phoneKey` should return its canonical form and
 * this file shrinks to that call.
 */
import { whatsappDigits } from './whatsapp';

/**
 * The comparison key of a phone: the international digits of a Turkish number
 * ('905321234567', the wa.me form), else the digits as typed; null when there are none.
 */
export function phoneKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const international = whatsappDigits(value);
  if (international) return international;
  const digits = value.replace(/\D/g, '');
  return digits.length > 0 ? digits : null;
}

/** Whether two typed phones are the same number. Missing phones are never the same. */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const ka = phoneKey(a);
  return ka !== null && ka === phoneKey(b);
}
