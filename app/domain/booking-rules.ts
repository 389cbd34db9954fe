/**
 * Booking validation: the messages of public spec section 5 (and the admin appointment
 * messages of admin spec section 5) in correct Turkish, the e-mail and phone rules, and the
 * zod schemas shared by the wizard (/contact), the JSON API and the admin appointment
 * screens.
 *
 * Reuse:
 * - `BOOKING_MESSAGES` and the message functions (booking-messages.ts, re-exported here):
 *   every text shown for a booking problem.
 * - `isValidEmail`, `isValidPhone`, `normalizeEmail`, `storedPhone`: contact details.
 * - `customerFields(requiredMessage)`: name/e-mail/phone fields for any form (admin create
 *   and edit pass their own "required" message).
 * - `personalInfoSchema` (step 1), `selectionStepSchema` (step 2), `slotSchema` (step 3),
 *   `bookingRequestSchema` (the whole payload of POST /api/appointments).
 * - `validationMessage(error)`: the one message to show for a failed parse.
 * - `startRejectionMessage(reason, time)`: availability.ts's reasons as messages.
 */
import { z } from 'zod';
import { BOOKING_MESSAGES, MAX_ITEMS, NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from './booking-messages';
import { isValidDate, isValidTime } from './clock';
import { isValidEmail, isValidPhone } from './contact';
import { KVKK_MESSAGES } from './kvkk';

export * from './booking-messages';
export * from './contact';

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

/** customerName, customerEmail, customerPhone with the spec's rules; `required` when empty. */
export function customerFields(required: string, invalidEmail: string = BOOKING_MESSAGES.invalidEmail) {
  return {
    customerName: requiredText(required).max(NAME_MAX_LENGTH, BOOKING_MESSAGES.nameTooLong),
    customerEmail: requiredText(required).max(254, invalidEmail).refine(isValidEmail, invalidEmail),
    customerPhone: requiredText(required)
      .max(40, BOOKING_MESSAGES.invalidPhone)
      .refine(isValidPhone, BOOKING_MESSAGES.invalidPhone),
  };
}

/** An optional text field: empty (or absent) is null, anything else is checked by `field`. */
const orNull = <T extends z.ZodType>(field: T) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    field.nullable(),
  );

/**
 * The desk's contact fields (issue 27: a walk-in needs a name only): the name is required,
 * the e-mail and the phone are optional (empty = null) and checked by the same rules when
 * given. A customer without an e-mail address gets nothing by e-mail (contact.ts emailRecipient).
 */
export function walkInCustomerFields(required: string, invalidEmail: string = BOOKING_MESSAGES.invalidEmailAdmin) {
  const fields = customerFields(required, invalidEmail);
  return {
    customerName: fields.customerName,
    customerEmail: orNull(fields.customerEmail),
    customerPhone: orNull(fields.customerPhone),
  };
}

/** An HTML checkbox as a form posts it: 'on' when ticked, absent when not. */
const ticked = z.preprocess((v) => v === 'on', z.boolean());

/** An HTML checkbox ('on'), a JSON boolean or 'true'/'1'. */
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

/**
 * A list of ids as a form sends it (repeated fields), as JSON ([1, '2']), a JSON string
 * ('[1,2]') or a comma list ('1,2'). Anything that is not a positive id fails with
 * `itemUnavailable`. Duplicates are dropped.
 */
export const idListField = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    let list: unknown = value;
    if (typeof value === 'string') {
      const s = value.trim();
      if (s.startsWith('[')) {
        try {
          list = JSON.parse(s);
        } catch {
          return [NaN];
        }
      } else list = s === '' ? [] : s.split(',');
    }
    if (!Array.isArray(list)) list = [list];
    return [
      ...new Set(
        (list as unknown[]).map((v) =>
          typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : NaN,
        ),
      ),
    ];
  },
  z
    .array(
      z
        .number({ error: BOOKING_MESSAGES.itemUnavailable })
        .int(BOOKING_MESSAGES.itemUnavailable)
        .positive(BOOKING_MESSAGES.itemUnavailable),
    )
    .max(MAX_ITEMS, BOOKING_MESSAGES.itemUnavailable),
);

/** A positive id from a form field or JSON; empty means missing (`required`). */
export function idField(required: string) {
  return z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? undefined
        : typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v)
          ? Number(v)
          : v,
    z.number({ error: required }).int(required).positive(required),
  );
}

const notesField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
  z.string({ error: BOOKING_MESSAGES.notesTooLong }).max(NOTES_MAX_LENGTH, BOOKING_MESSAGES.notesTooLong).nullable(),
);

/** Step 1: 'Kişisel Bilgiler'. */
export const personalInfoSchema = z.object({
  ...customerFields(BOOKING_MESSAGES.personalInfoRequired),
  kvkkConsent: checkbox.refine((v) => v, BOOKING_MESSAGES.kvkkRequired),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/** The wizard's step 1 form: the details, the box and the notice version it showed (checked against the current one). */
export const personalStepFormSchema = personalInfoSchema.extend({ kvkkVersion: z.string().optional() });

/** Services and packages: at least one of them. */
export const selectionSchema = z
  .object({ serviceIds: idListField, packageIds: idListField })
  .refine((s) => s.serviceIds.length + s.packageIds.length > 0, {
    message: BOOKING_MESSAGES.selectionRequired,
    path: ['serviceIds'],
  });
export type Selection = z.infer<typeof selectionSchema>;

/** Step 2: 'Hizmet & Ekip Üyesi' (the selection first, then the member, as the spec orders them). */
export const selectionStepSchema = z
  .object({ serviceIds: idListField, packageIds: idListField, teamMemberId: z.unknown().optional() })
  .transform((value, ctx) => {
    if (value.serviceIds.length + value.packageIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.selectionRequired, path: ['serviceIds'] });
      return z.NEVER;
    }
    const member = idField(BOOKING_MESSAGES.memberRequired).safeParse(value.teamMemberId);
    if (!member.success) {
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.memberRequired, path: ['teamMemberId'] });
      return z.NEVER;
    }
    return { serviceIds: value.serviceIds, packageIds: value.packageIds, teamMemberId: member.data };
  });
export type SelectionStep = z.infer<typeof selectionStepSchema>;

/** Ids ticked in the wizard's step 2 (repeated fields); what is not a positive id is left out (the form only sends the catalogue's ids). */
const tickedIds = z.preprocess(
  (v) =>
    ([] as unknown[])
      .concat(v ?? [])
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
  z.array(z.number()),
);

/**
 * The wizard's step 2 form as posted on every press (a tick, 'Kaldır', 'Paketi Seç', 'Geri',
 * 'Devam Et'): the ticked ids and the member card ('any' = 'Fark etmez'). Only 'Devam Et'
 * needs a selection and a member (`selectionStepSchema`'s messages, said by the step).
 */
export const selectionFormSchema = z.object({
  serviceIds: tickedIds,
  packageIds: tickedIds,
  teamMemberId: z.string().optional(),
});

/** Step 3: 'Randevu Detayları' (the date and time rules themselves are availability.ts's). */
export const slotSchema = z.object({
  date: z.string({ error: BOOKING_MESSAGES.requiredFields }).refine(isValidDate, BOOKING_MESSAGES.requiredFields),
  time: z.string({ error: BOOKING_MESSAGES.requiredFields }).refine(isValidTime, BOOKING_MESSAGES.requiredFields),
  notes: notesField,
});
export type SlotChoice = z.infer<typeof slotSchema>;

/**
 * The wizard's step 3 form as kept in the draft on every press (a day, 'Saatleri Göster',
 * 'Geri', 'Kodu Tekrar Gönder'): the date, the notes and the SMS / WhatsApp boxes. 'Randevu Al'
 * reads the same form with `slotSchema`.
 */
export const slotDraftSchema = z.object({
  date: z.string().optional(),
  time: z.string().optional(),
  notes: z.string().optional(),
  /** the one-time token of this booking form (idempotency) */
  token: z.string().optional(),
  smsConsent: ticked,
  whatsappConsent: ticked,
});

/**
 * The whole booking as POST /api/appointments receives it (public spec section 3).
 * serviceNames, totalDuration and customDuration are accepted and ignored: names, price and
 * duration come from the database. kvkkConsent and kvkkVersion: see apiConsentDecision (kvkk.ts).
 */
export const bookingRequestSchema = z
  .object({
    ...customerFields(BOOKING_MESSAGES.requiredFields),
    teamMemberId: idField(BOOKING_MESSAGES.requiredFields),
    date: slotSchema.shape.date,
    time: slotSchema.shape.time,
    notes: notesField.optional().transform((v) => v ?? null),
    serviceIds: idListField,
    packageIds: idListField,
    /** absent: a client of the original API (no consent record); see apiConsentDecision in kvkk.ts */
    kvkkConsent: checkbox.optional(),
    /** the notice version the client showed (optional; must be the current one) */
    kvkkVersion: idField(KVKK_MESSAGES.unknownVersion).optional(),
    /**
     * The booking form's SMS / WhatsApp opt-in (CONSENT_FIELD in phone-messages.ts, step 3 of
     * /contact): `true` with a valid `phoneVerificationId` records the consent with its time
     * and the client IP; absent or false: none (never pre-ticked). Docs/decisions/0200, 0330.
     */
    smsConsent: checkbox.optional(),
    whatsappConsent: checkbox.optional(),
    /**
     * The proof that the phone is the customer's (POST /api/phone-verifications, then its
     * /check with the SMS code; docs/decisions/0330). Without it an opt-in is not recorded.
     */
    phoneVerificationId: z
      .string({ error: BOOKING_MESSAGES.requiredFields })
      .max(64, BOOKING_MESSAGES.requiredFields)
      .optional(),
  })
  .refine((s) => s.serviceIds.length + s.packageIds.length > 0, {
    message: BOOKING_MESSAGES.selectionRequired,
    path: ['serviceIds'],
  });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export type ValidationFailure = { message: string; fieldErrors: Record<string, string> };

/**
 * One message for a failed parse: 'Lütfen tüm gerekli alanları doldurun.' or 'Lütfen tüm
 * kişisel bilgileri doldurun.' when any field is missing, else the first problem. Plus the
 * first message of each field, for the form.
 */
export function validationMessage(error: z.ZodError): ValidationFailure {
  return failureOf(error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]));
}

/**
 * The same of a conform submission's errors (`parseWithZod(...).error`, keys such as
 * `serviceIds[0]` counted as `serviceIds`), so a form read with conform answers as before.
 */
export function submissionFailure(
  errors: Record<string, readonly string[] | null | undefined> | null | undefined,
): ValidationFailure {
  return failureOf(
    Object.entries(errors ?? {}).flatMap(([key, messages]) =>
      (messages ?? []).map((m): [string, string] => [key.split(/[[.]/)[0]!, m]),
    ),
  );
}

/** The one form message of a failed parse's messages, in order (the missing-fields message first, else the first). */
export function summaryMessage(messages: readonly string[]): string {
  return (
    messages.find((m) => m === BOOKING_MESSAGES.requiredFields || m === BOOKING_MESSAGES.personalInfoRequired) ??
    messages[0] ??
    BOOKING_MESSAGES.requiredFields
  );
}

function failureOf(issues: readonly (readonly [key: string, message: string])[]): ValidationFailure {
  const fieldErrors: Record<string, string> = {};
  for (const [key, message] of issues) {
    if (key && !(key in fieldErrors)) fieldErrors[key] = message;
  }
  return { message: summaryMessage(issues.map(([, m]) => m)), fieldErrors };
}
