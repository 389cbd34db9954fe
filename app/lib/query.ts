/**
 * Whole-number query parameters (?page=2, ?sayfa=2, ?categoryId=3). Returns undefined when
 * the parameter is absent or empty and null when it is present but not a whole number in
 * [min, max]; the caller answers null with a 4xx.
 */
export function intParam(value: string | null | undefined, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number | null | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  if (!/^\d{1,15}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}
