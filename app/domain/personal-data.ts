/**
 * What a customer's erasure request (KVKK m. 7 and 11) does to the rows that hold their
 * personal data. Appointments stay, anonymised, so the calendar, the counts and the revenue
 * stay right: date, time, member, services, price, duration and status are not about the
 * person; name, e-mail, phone, free-text notes and the consent IPs are
 * (docs/decisions/0091-customer-data-export-and-erasure.md; what else goes: 0336).
 */
import { z } from 'zod';
import { normalizeEmail, sameContact } from './contact';
import { phoneKey } from './phone-key';
export const ANONYMOUS_CUSTOMER_NAME = 'Anonim Müşteri';

export const ERASE_MESSAGES = {
  erased: 'Müşterinin kişisel verileri silindi; randevuları anonim olarak saklanıyor',
  confirmRequired: 'Silme işlemini onaylamak için kutuyu işaretleyin.',
} as const;

/** The erase dialog's form: its box must be ticked (the message is the form's, above its button). */
export const eraseRequestSchema = z
  .object({ confirm: z.unknown().optional() })
  .refine((v) => v.confirm === 'on', ERASE_MESSAGES.confirmRequired);

/** The personal fields of an appointment row, as an erasure leaves them. */
export function anonymisedAppointmentFields() {
  return {
    customerId: null,
    customerName: ANONYMOUS_CUSTOMER_NAME,
    customerEmail: null,
    customerPhone: null,
    notes: null,
    kvkkConsentIp: null,
    messageConsentIp: null,
    // the desk's words may name the person (docs/decisions/0333); the request's fingerprint was made of her data
    fairUseOverrideReason: null,
    idempotencyHash: null,
  } as const;
}

/** The personal fields of a sale, as an erasure leaves them (the figures stay for the takings and reports). */
export function anonymisedSaleFields() {
  return { customerId: null, customerName: ANONYMOUS_CUSTOMER_NAME, note: null } as const;
}

/** The personal fields of a refund, as an erasure leaves it (amount, method, day and reason stay: a money record). */
export function anonymisedRefundFields() {
  return { customerId: null, customerName: ANONYMOUS_CUSTOMER_NAME } as const;
}

/** The personal fields of a survey row, as an erasure leaves them (ratings stay for the statistics). */
export function anonymisedSurveyFields() {
  // an erased customer's answer is no longer shown on the site, and the consent record goes with it
  return {
    customerId: null,
    customerName: ANONYMOUS_CUSTOMER_NAME,
    customerEmail: null,
    reviewStatus: 'hidden',
    reviewConsentAt: null,
    reviewNoticeVersion: null,
    reviewConsentIp: null,
  } as const;
}

type AppointmentLike = { customerId: number | null; customerEmail: string | null; customerPhone: string | null };

/**
 * Whether an appointment belongs to the customer for export and erasure: linked to them, or
 * not linked to anybody (the customer row was deleted or never made) but carrying their
 * e-mail AND phone (contact.ts sameContact, the rule bookings are matched by). An
 * appointment linked to ANOTHER customer is never theirs.
 */
export function belongsToCustomer(
  a: AppointmentLike,
  customer: { id: number; email: string | null; phone: string | null },
): boolean {
  if (a.customerId !== null) return a.customerId === customer.id;
  if (!customer.email && !customer.phone) return false;
  return sameContact({ email: a.customerEmail, phone: a.customerPhone }, customer);
}

/** A person's contacts as the erasure compares them: normalised e-mails and phone keys (phone-key.ts). */
export type PersonContacts = { emails: ReadonlySet<string>; phones: ReadonlySet<string> };

/** The contacts of the rows that are certainly hers (her customer row, her linked appointments). */
export function contactsOf(rows: readonly { email: string | null; phone: string | null }[]): PersonContacts {
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const r of rows) {
    const email = r.email ? normalizeEmail(r.email) : '';
    if (email) emails.add(email);
    const phone = phoneKey(r.phone);
    if (phone) phones.add(phone);
  }
  return { emails, phones };
}

/**
 * How a row that is tied to nobody (no customer id: an appointment whose customer row went, a
 * waitlist entry) stands to the person, by its contacts: 'hers' when it carries one of her
 * e-mails (case and spaces aside) or one of her phones however typed ('0532 123 45 67' is
 * '+905321234567', phone-key.ts) and no contact that is not hers; 'quotes' when it carries one
 * of hers beside someone else's (somebody else's booking with her phone, 0134: only her
 * contact goes from it); 'none' otherwise (issue 37).
 */
export function contactMatch(
  row: { email: string | null; phone: string | null },
  person: PersonContacts,
): { match: 'hers' | 'quotes' | 'none'; email: boolean; phone: boolean } {
  const email = !!row.email && person.emails.has(normalizeEmail(row.email));
  const key = phoneKey(row.phone);
  const phone = key !== null && person.phones.has(key);
  if (!email && !phone) return { match: 'none', email, phone };
  const otherEmail = !!row.email?.trim() && !email;
  const otherPhone = !!row.phone?.trim() && !phone;
  return { match: otherEmail || otherPhone ? 'quotes' : 'hers', email, phone };
}

/** Whether a row carries one of her e-mails or phones at all (a waitlist entry with one is hers: deleted). */
export function carriesContactOf(row: { email: string | null; phone: string | null }, person: PersonContacts): boolean {
  return contactMatch(row, person).match !== 'none';
}

/**
 * The ways her phones are commonly written, for finding them in stored text (the history's
 * JSON): '05321234567', '+905321234567', '905321234567', '5321234567', '0532 123 45 67',
 * '532 123 45 67', '+90 532 123 45 67', '(532) 123 45 67'; and her e-mails.
 */
export function contactSpellings(person: PersonContacts): string[] {
  const out = new Set<string>(person.emails);
  for (const key of person.phones) {
    out.add(key);
    if (!/^0\d{10}$/.test(key)) continue;
    const nsn = key.slice(1);
    const groups = `${nsn.slice(3, 6)} ${nsn.slice(6, 8)} ${nsn.slice(8)}`;
    for (const v of [nsn, `90${nsn}`, `+90${nsn}`, `0${nsn.slice(0, 3)} ${groups}`, `${nsn.slice(0, 3)} ${groups}`])
      out.add(v);
    out.add(`+90 ${nsn.slice(0, 3)} ${groups}`);
    out.add(`(${nsn.slice(0, 3)}) ${groups}`);
  }
  return [...out];
}

/**
 * Whether a stored string quotes the person: one of her e-mails (any case), one of her phones
 * in any spelling (its national digits among the string's digits), or one of her names as
 * typed (Turkish case aside). The history's sweep (eraseCustomerFromHistory).
 */
export function quotesPerson(text: string, person: PersonContacts, names: readonly string[] = []): boolean {
  const ascii = text.toLowerCase();
  for (const email of person.emails) if (ascii.includes(email)) return true;
  const lower = text.toLocaleLowerCase('tr-TR');
  for (const name of names) {
    const n = name.trim().toLocaleLowerCase('tr-TR');
    if (n.length >= 3 && n !== ANONYMOUS_CUSTOMER_NAME.toLocaleLowerCase('tr-TR') && lower.includes(n)) return true;
  }
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7) return false;
  for (const key of person.phones) {
    const national = key.startsWith('0') ? key.slice(1) : key.replace(/^\+/, '');
    if (national.length >= 7 && digits.includes(national)) return true;
  }
  return false;
}

/** The file name of a customer's export. */
export function exportFileName(customerId: number, today: string): string {
  return `kisisel-veriler-musteri-${customerId}-${today}.json`;
}
