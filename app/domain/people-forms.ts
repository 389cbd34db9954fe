/**
 * Team members and customers: the form and API rules of admin spec section 5.
 */
import { z } from 'zod';
import { versionFieldSchema } from './version-field';
import { optionalImage } from './uploads';
import { checkbox, optionalText, orderNumber } from './form-fields';
import { EMAIL_MESSAGE, PHONE_MESSAGE, isValidEmail, isValidPhone } from './contact';

export const TEAM_REQUIRED_MESSAGE = 'Lütfen tüm alanları doldurun.';
export const TEAM_DELETE_CONFIRM = 'Bu ekip üyesini silmek istediğinizden emin misiniz?';
export const TEAM_EMPTY_MESSAGE = 'Henüz ekip üyesi eklenmemiş';

const teamText = (max: number) =>
  z
    .string({ error: TEAM_REQUIRED_MESSAGE })
    .trim()
    .min(1, TEAM_REQUIRED_MESSAGE)
    .max(max, `En fazla ${max} karakter girilebilir`);

export const teamMemberSchema = z.object({
  name: teamText(120),
  specialization: teamText(120),
  displayOrder: orderNumber(),
  image: optionalImage(),
  removeImage: checkbox(),
});
export type TeamMemberInput = z.output<typeof teamMemberSchema>;

export const teamCategorySchema = z.object({
  categoryId: z.number({ error: 'Lütfen bir kategori seçin' }).int().positive('Lütfen bir kategori seçin'),
});

export const CUSTOMER_DELETE_CONFIRM = 'Bu müşteriyi silmek istediğinizden emin misiniz?';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/**
 * A customer as the admin edits it: the name is required; e-mail and phone are optional (a
 * walk-in is known by her name only, issue 27) and checked when given. Empty = null.
 */
export const customerSchema = z.object({
  name: z
    .string({ error: 'Ad soyad zorunludur' })
    .trim()
    .min(1, 'Ad soyad zorunludur')
    .max(120, 'En fazla 120 karakter girilebilir'),
  email: z
    .preprocess(
      blankToUndefined,
      z.string().trim().max(200, 'En fazla 200 karakter girilebilir').refine(isValidEmail, EMAIL_MESSAGE).optional(),
    )
    .transform((v) => v ?? null),
  phone: z
    .preprocess(
      blankToUndefined,
      z.string().trim().max(40, PHONE_MESSAGE).refine(isValidPhone, PHONE_MESSAGE).optional(),
    )
    .transform((v) => v ?? null),
  notes: optionalText(2000),
  isActive: checkbox(),
});
export type CustomerInput = z.output<typeof customerSchema>;

/** What a screen or a call answers when the record it names is not there (admin screens and the API alike). */
export const NOT_FOUND_MESSAGES = {
  customer: 'Müşteri bulunamadı',
  teamMember: 'Ekip üyesi bulunamadı',
} as const;

/** Joining two customer rows of one person (admin customers screen and the API). */
export const MERGE_MESSAGES = {
  merged: 'Müşteriler birleştirildi',
  chooseOther: 'Birleştirilecek müşteriyi seçin',
  sameCustomer: 'Bir müşteri kendisiyle birleştirilemez',
  notFound: NOT_FOUND_MESSAGES.customer,
} as const;

/** The customer card's notes (the same limit as the customer form's notes). */
export const CUSTOMER_NOTES_MAX = 2000;
export const CUSTOMER_NOTES_TOO_LONG = `Notlar en fazla ${CUSTOMER_NOTES_MAX} karakter olabilir.`;

/** The merge dialog's form: the other customer's id (anything else: "choose one", the form's message). */
export const mergeRequestSchema = z.object({ otherId: z.unknown().optional() }).transform((v, ctx) => {
  const otherId = Number(v.otherId);
  if (Number.isInteger(otherId) && otherId > 0) return { otherId };
  ctx.addIssue({ code: 'custom', message: MERGE_MESSAGES.chooseOther });
  return z.NEVER;
});

/** The customer card's notes form: the notes (empty clears them) and the version the card was loaded with. */
export const customerNotesSchema = z.object({
  notes: z
    .string()
    .default('')
    .refine((v) => v.trim().length <= CUSTOMER_NOTES_MAX, CUSTOMER_NOTES_TOO_LONG),
  version: versionFieldSchema,
});
