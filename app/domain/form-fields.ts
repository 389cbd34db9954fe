/**
 * Building blocks of the back-office form schemas (zod 4, read through conform's
 * `parseWithZod`, which turns empty inputs into `undefined` and numeric text into numbers).
 * The same schemas check a JSON body of the API directly (docs/decisions/0395): each block
 * takes the JSON value too (a number for an amount, null for an empty text).
 */
import { z } from 'zod';
import { liraToKurus } from '../utils/money';

/** A required text: missing, empty or only spaces all give `message`. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `En fazla ${max} karakter girilebilir`);

/** An optional text; empty (a form's '' or a JSON null) becomes undefined. */
export const optionalText = (max = 5000) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(max, `En fazla ${max} karakter girilebilir`).optional(),
  );

/** A whole number ≥ 0 with a default (display orders). */
export const orderNumber = (message = 'Sıra 0 veya daha büyük bir tam sayı olmalıdır') =>
  z.number({ error: message }).int(message).min(0, message).max(100_000, message).default(0);

/**
 * A whole number from `min` to `max` written as text (a form field, a stored setting): digits
 * only, spaces around allowed; anything else gives `message`.
 */
export const wholeNumberText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** Lira as typed ('350', '350.50', '350,50') or sent as a JSON number (350.5) to integer kuruş. */
export const liraAmount = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const kurus = liraToKurus(value);
    if (kurus === null || kurus > 100_000_000) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return kurus;
  });

/** A checkbox: 'on' is true, absent is false. */
export const checkbox = () => z.boolean().default(false);

/** Lines of a textarea as a list (empty lines dropped). */
export const lines = (maxItems = 30, maxLength = 200) =>
  z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((items) => items.length <= maxItems, `En fazla ${maxItems} satır girilebilir`)
    .refine(
      (items) => items.every((item) => item.length <= maxLength),
      `Her satır en fazla ${maxLength} karakter olabilir`,
    );

/**
 * conform's payload read the way a plain form posts it (docs/decisions/0402): a name sent twice
 * (a checkbox after its hidden "false") gives its last value, and a dotted name
 * (`kind.booking-received`) stays one key instead of conform's nested object. The settings
 * forms of the messaging screens post that way, and their schemas (shared with the JSON API)
 * read flat values.
 */
export function postedValues(payload: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) out[prefix] = value[value.length - 1];
    else if (value !== null && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, prefix ? `${prefix}.${key}` : key);
    else out[prefix] = value;
  };
  if (payload !== null && typeof payload === 'object') walk(payload, '');
  return out;
}

/** A flat-values schema read through conform (`parseWithZod(form, { schema: asPosted(schema), disableAutoCoercion: true })`). */
export const asPosted = <S extends z.ZodType>(schema: S) => z.preprocess(postedValues, schema);

/** The text a form posted for each field (conform's `initialValue` of a reply), flat: what to show again after a refused save. */
export function postedText(initialValue: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(postedValues(initialValue)).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
  );
}
