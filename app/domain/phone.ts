/**
 * The one phone-number rule (docs/decisions/0343-one-phone-rule.md): how a number is read,
 * when it is valid, and the one form it is stored, matched and compared in. The booking
 * wizard, the JSON API, the waitlist, the desk (appointment and customer forms, the customer
 * lookup) and customer matching all go through `canonicalPhone`; anything that asks "is this
 * the same person's phone?" compares canonical forms.
 *
 * Read as people and phones write it: `+90 532 123 45 67`, `+905321234567`,
 * `+90 (532) 123 45 67`, `90 532 123 45 67`, `0090 532…`, `0532 123 45 67`, `0532.123.45.67`,
 * `(0532) 123-45-67`, `532 123 45 67`. Spaces, dots, dashes, slashes and brackets are
 * ignored; letters are not a phone.
 *
 * Stored as: a Turkish number in its national form with the trunk 0, digits only
 * (`05321234567`: what the studio dials and what the desk reads); a number of another country,
 * written with `+` or `00`, in E.164 (`+4915123456789`).
 */

/** Characters a written phone number may carry besides digits. */
const SEPARATORS = /[\s.\-()/\u00a0]/g;
/** A Turkish national significant number: 10 digits, not starting with 0 or 1 (area or mobile code 2xx–9xx). */
const TURKISH_NSN = /^[2-9]\d{9}$/;
/** E.164 after the '+': a country code not starting with 0, at most 15 digits in all, and a sensible minimum. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;
const TURKEY = '90';

/** Every digit of the value, in order (for searching and display helpers). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The canonical form of a phone number, or null when the value is not one: `05321234567` for a
 * Turkish number however it is written, `+4915123456789` for another country's number given
 * with `+` or `00`.
 */
export function canonicalPhone(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.trim().replace(SEPARATORS, '');
  if (!compact) return null;
  const plus = compact.startsWith('+');
  const body = plus ? compact.slice(1) : compact;
  if (!/^\d+$/.test(body)) return null;
  // international prefix: '+' or '00'
  if (plus || body.startsWith('00')) {
    const international = plus ? body : body.slice(2);
    if (international.startsWith(TURKEY)) return turkish(international.slice(TURKEY.length));
    return INTERNATIONAL.test(international) ? `+${international}` : null;
  }
  if (body.length === 12 && body.startsWith(TURKEY)) return turkish(body.slice(TURKEY.length));
  return turkish(body);
}

/** A Turkish number after the country code (or as dialled at home): '5321234567' or '05321234567'. */
function turkish(national: string): string | null {
  const nsn = national.length === 11 && national.startsWith('0') ? national.slice(1) : national;
  return TURKISH_NSN.test(nsn) ? `0${nsn}` : null;
}

/** Whether the value is a phone number by the one rule. */
export function isValidPhone(value: string): boolean {
  return canonicalPhone(value) !== null;
}

/** Whether two written numbers are the same phone (both valid and canonically equal). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = canonicalPhone(a);
  return x !== null && x === canonicalPhone(b);
}

/**
 * A stored phone in the canonical form: what was stored by the rule is already canonical; a
 * row written before the rule that does not read as a phone keeps its own text.
 */
export function storedPhone(value: string): string {
  return canonicalPhone(value) ?? value;
}

/**
 * What a search box's text means as a piece of a phone number, as the national digits without
 * the trunk 0 (`+90 532` → `532`, `0532 12` → `53212`); null when it has too few digits to
 * search by. Matched against `nationalDigits` of the stored numbers.
 */
export function phoneSearchKey(needle: string): string | null {
  const compact = needle.trim().replace(SEPARATORS, '');
  let digits = phoneDigits(compact);
  const international = compact.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if ((international || digits.length >= 12) && digits.startsWith(TURKEY)) digits = digits.slice(TURKEY.length);
  digits = digits.replace(/^0+/, '');
  return digits.length >= 3 ? digits : null;
}

/** The digits a stored phone is searched in: a Turkish number without its trunk 0, another as its E.164 digits. */
export function nationalDigits(stored: string): string {
  const canonical = canonicalPhone(stored);
  // '0532…' without the trunk 0, '+49…' without the plus
  return canonical === null ? phoneDigits(stored).replace(/^0+/, '') : canonical.slice(1);
}

/** '0532 123 45 67' for a canonical Turkish number (how the studio reads it out); other values as they are. */
export function formatPhone(value: string): string {
  const canonical = canonicalPhone(value);
  if (!canonical || canonical.startsWith('+')) return canonical ?? value;
  return `${canonical.slice(0, 4)} ${canonical.slice(4, 7)} ${canonical.slice(7, 9)} ${canonical.slice(9)}`;
}
