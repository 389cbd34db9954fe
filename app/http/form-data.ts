/**
 * JSON API bodies go through the same form schemas as the screens: `toFormData` writes a
 * plain object the way an HTML form would send it (conform's naming: `list[0]`,
 * `rows[1].title`), so `parseWithZod` reads both alike. `true` becomes a checked box ('on'),
 * `false`, null and undefined an absent field.
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  const write = (name: string, value: unknown) => {
    if (value === undefined || value === null || value === false) return;
    if (value === true) form.append(name, 'on');
    else if (value instanceof Blob) form.append(name, value);
    else if (Array.isArray(value)) value.forEach((item, i) => write(`${name}[${i}]`, item));
    else if (typeof value === 'object') for (const [key, inner] of Object.entries(value)) write(`${name}.${key}`, inner);
    else form.append(name, String(value));
  };
  for (const [key, value] of Object.entries(values)) write(key, value);
  return form;
}

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
