import { z } from 'zod';

/**
 * Whole-number query parameters (?page=2, ?sayfa=2, ?categoryId=3). Returns undefined when
 * the parameter is absent or empty and null when it is present but not a whole number in
 * [min, max]; the caller answers null with a 4xx.
 */
export function intParam(
  value: string | null | undefined,
  { min = 1, max = Number.MAX_SAFE_INTEGER } = {},
): number | null | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  if (!/^\d{1,15}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * `intParam` as a zod field of a query schema: absent or empty is undefined, anything that is
 * not a whole number in range fails with `message`.
 */
export function intQueryField(message: string, range: { min?: number; max?: number } = {}) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const n = intParam(value, range);
      if (n !== null) return n;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}
