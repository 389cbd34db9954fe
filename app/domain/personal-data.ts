/**
 * What a customer's erasure request (KVKK m. 7 and 11) does to the rows that hold their
 * personal data. Appointments stay, anonymised, so the calendar, the counts and the revenue
 * stay right: date, time, member, services, price, duration and status are not about the
 * person; name, e-mail, phone, free-text notes and the consent IPs are
 * (docs/decisions/0091-customer-data-export-and-erasure.md; what else goes: 0336).
 */
import { z } from 'zod';
import { sameContact } from './contact';
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

/** The file name of a customer's export. */
export function exportFileName(customerId: number, today: string): string {
  return `kisisel-veriler-musteri-${customerId}-${today}.json`;
}
