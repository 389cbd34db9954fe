/**
 * What the JSON API's spec shapes need to read the values clients send (app/http/api-shapes.ts):
 * lists given as JSON strings, booleans given as text.
 */

/** A value that may be a list or a JSON string of one (the spec's features, statsData). */
export function jsonList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** A boolean as an API client may send it (true, 'true', '1', 'on'). */
export function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1' || value === 'on';
}
