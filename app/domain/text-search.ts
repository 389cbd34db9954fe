/**
 * How people are found by what the desk types (issue 27, item 4): Turkish letters and case
 * fold away ("ayse kara", "AYŞE" and "Ayşe Kara" are one text; "sahin" finds "Şahin"), and a
 * phone number is read the same with or without +90, 0, spaces, dots, dashes or brackets.
 *
 * The one rule for every customer search: the customers list, the desk's lookup, the JSON API
 * and the appointment list's search (appointment-list.ts). The database keeps each customer's
 * keys in `customers.search_text` / `customers.search_phone` (written by the customer model
 * through `customerSearchKeys`, backfilled at start), so a search compares keys without
 * folding every row again (docs/decisions/0366-customer-search-keys.md).
 */

const TURKISH_FOLD: Record<string, string> = {
  ı: 'i',
  İ: 'i',
  I: 'i',
  ş: 's',
  Ş: 's',
  ğ: 'g',
  Ğ: 'g',
  ü: 'u',
  Ü: 'u',
  ö: 'o',
  Ö: 'o',
  ç: 'c',
  Ç: 'c',
};

/**
 * A text as search compares it: Turkish letters to their Latin base (ı/İ/I → i, ş → s, ğ → g,
 * ü → u, ö → o, ç → c), other accents dropped (â → a), lower case, spaces collapsed.
 * 'AYŞE  Işık' → 'ayse isik'.
 */
export function foldText(value: string): string {
  return value
    .replace(/[ıİIşŞğĞüÜöÖçÇ]/g, (c) => TURKISH_FOLD[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The national number of a Turkish phone as digits, however it was written: '+90 532 111 00 01',
 * '0090 532…', '90 532…' (12 digits), '0532 111 00 01', '(532) 111-00-01' → '5321110001'.
 * A partial number keeps what it has: '0532 11' → '53211', '+90 53' → '53'.
 *
 * THE phone comparison of the search. Issue 30 writes the canonical phone rule
 * (`canonicalPhone` in app/domain/phone.ts); once it lands, this function should return the
 * national digits of `canonicalPhone(value)` for full numbers (keeping the partial-number
 * branch), so stored numbers and typed searches meet on one rule.
 */
export function phoneSearchKey(value: string): string {
  let digits = value.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(value);
  if (digits.startsWith('00')) digits = digits.slice(2);
  if ((international || digits.length === 12) && digits.startsWith('90')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** The fewest digits a search needs before it is read as a phone number. */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/** The stored keys of a customer (or an appointment's contact snapshot). */
export type SearchKeys = { searchText: string; searchPhone: string | null };

/** What `customers.search_text` / `search_phone` hold: the folded name and e-mail, the phone's national digits. */
export function customerSearchKeys(contact: {
  name: string;
  email?: string | null;
  phone?: string | null;
}): SearchKeys {
  const text = [contact.name, contact.email ?? ''].map(foldText).filter(Boolean).join(' ');
  const phone = contact.phone ? phoneSearchKey(contact.phone) : '';
  return { searchText: text, searchPhone: phone || null };
}

/**
 * A search as typed: its folded words (every one must appear in the name or e-mail, in any
 * order) and, when it reads as a phone number (only digits, spaces, +, brackets, dots, dashes,
 * and at least three digits), the national digits to find inside the phone.
 */
export type CustomerQuery = { words: string[]; phone: string | null };

export function parseCustomerQuery(q: string): CustomerQuery {
  const folded = foldText(q);
  const looksLikePhone = /^[\d\s+().\-/]+$/.test(q.trim()) && q.replace(/\D/g, '').length >= PHONE_SEARCH_MIN_DIGITS;
  const phone = looksLikePhone ? phoneSearchKey(q) : null;
  return {
    words: folded ? folded.split(' ') : [],
    phone: phone && phone.length >= PHONE_SEARCH_MIN_DIGITS ? phone : null,
  };
}

/** Whether a query is empty (matches everyone). */
export function isEmptyQuery(query: CustomerQuery): boolean {
  return query.words.length === 0 && query.phone === null;
}

/**
 * Whether stored keys match a query: a phone-looking query matches the phone's digits (or, as
 * text, the name or e-mail); otherwise every word must appear in the folded name or e-mail.
 */
export function matchesQuery(keys: SearchKeys, query: CustomerQuery): boolean {
  if (isEmptyQuery(query)) return true;
  if (query.phone !== null && (keys.searchPhone ?? '').includes(query.phone)) return true;
  return query.words.length > 0 && query.words.every((w) => keys.searchText.includes(w));
}

/** A contact against a typed search (the keys computed on the spot). */
export function contactMatches(
  contact: { name: string; email?: string | null; phone?: string | null },
  q: string,
): boolean {
  return matchesQuery(customerSearchKeys(contact), parseCustomerQuery(q));
}

/** A LIKE pattern that finds `fragment` anywhere (its %, _ and \ escaped; use with `escape '\'`). */
export function likeContains(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
