/**
 * One person's phone, however it was typed: the key the fair-use rule, the daily message cap,
 * the opt-outs and the one-time codes compare phones by (docs/decisions/0333). It is the one
 * phone rule's canonical form (`canonicalPhone`, phone.ts: '0532 123 45 67', '+90 (532) 123 45 67',
 * '90 532 123 45 67', '0090532…' and '532 123 45 67' are all '05321234567'); a number the rule
 * does not read keeps its digits, so two typings of it still compare alike.
 */
import { canonicalPhone } from './phone';

export { samePhone } from './phone';

/** The comparison key of a phone: its canonical form, else its digits; null when there are none. */
export function phoneKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const canonical = canonicalPhone(value);
  if (canonical) return canonical;
  const digits = value.replace(/\D/g, '');
  return digits.length > 0 ? digits : null;
}
