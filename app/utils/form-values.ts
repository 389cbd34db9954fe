/**
 * A record's fields as an edit form shows them: `null` (not set) becomes '' (an empty field),
 * everything else stays as it is. The admin edit forms' defaults and the API's merge base.
 */
export function formTexts<T extends object, K extends keyof T>(
  record: T,
  keys: readonly K[],
): { [P in K]: Exclude<T[P], null> | (null extends T[P] ? '' : never) } {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as {
    [P in K]: Exclude<T[P], null> | (null extends T[P] ? '' : never);
  };
}
