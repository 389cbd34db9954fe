import crypto from 'node:crypto';
import type { z } from 'zod';
import { PUBLIC_CACHE_CONTROL } from './cache-headers';
import { FormBodyError, readFormData } from './multipart.server';

/**
 * Small helpers for the JSON API (`app/routes/api.*`): Turkish error answers, safe body
 * parsing, id parameters and cache headers for public reads.
 */

/** `{ success: false, message }` with a 4xx/5xx status. */
export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ success: false, message, ...extra }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Every /api call answers a method it does not take with 405 and this message. */
export const METHOD_NOT_ALLOWED_MESSAGE = 'Bu adres bu istek yöntemini desteklemiyor.';

export const INVALID_BODY_MESSAGE = 'Geçersiz istek: gövde JSON olmalıdır.';

type Values = Record<string, unknown>;

/** Form entries as an object: a repeated name (or `name[]`) becomes a list. */
function formToValues(form: FormData): Values {
  const out: Values = {};
  for (const [key, value] of form.entries()) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (name in out) out[name] = ([] as unknown[]).concat(out[name], value);
    else out[name] = key.endsWith('[]') ? [value] : value;
  }
  return out;
}

/** Whether the request's body is a form (urlencoded or multipart) rather than JSON. */
export function isFormBody(request: Request): boolean {
  return /multipart\/form-data|application\/x-www-form-urlencoded/i.test(request.headers.get('content-type') ?? '');
}

/** A form body (urlencoded or multipart, bounded) as the FormData it is; a refused body throws its 400 / 413 answer. */
export async function readFormBody(request: Request): Promise<FormData> {
  try {
    return await readFormData(request);
  } catch (error) {
    if (error instanceof FormBodyError) throw apiError(error.status, error.message);
    throw error;
  }
}

/**
 * The one body reader of the JSON API: a JSON object, or an urlencoded / multipart form
 * (bounded: app/http/multipart.server.ts) as an object of its fields. Anything else (malformed
 * JSON, a list, an oversized body) throws a 4xx `{ success: false, message }` answer, so
 * callers never see an exception from parsing.
 */
export async function readBody(request: Request): Promise<Values> {
  if (isFormBody(request)) return formToValues(await readFormBody(request));
  try {
    const text = await request.text();
    if (!text.trim()) return {};
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Values;
  } catch {
    throw apiError(400, INVALID_BODY_MESSAGE);
  }
}

/** A route parameter that must be a positive integer id; anything else is a 404. */
export function parseId(value: string | undefined, notFoundMessage = 'Kayıt bulunamadı'): number {
  if (!value || !/^\d{1,12}$/.test(value)) throw apiError(404, notFoundMessage);
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw apiError(404, notFoundMessage);
  return id;
}

/**
 * A public, cacheable JSON answer: revalidated every time (no-cache) with a strong ETag; answers 304 when the
 * client already has this version. (Replaces the old single-page app's 5-minute client cache.)
 */
export function cachedJson(request: Request, body: unknown): Response {
  const text = JSON.stringify(body);
  const etag = etagFor(text);
  const headers = {
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (isNotModified(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(text, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A strong ETag for a body (also used for the public HTML pages by app/entry.server.tsx). */
export function etagFor(body: string | Uint8Array): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether the client's If-None-Match already names this version. */
export function isNotModified(request: Request, etag: string): boolean {
  return etagMatches(request.headers.get('if-none-match'), etag);
}

/** Whether an If-None-Match header value names this ETag (weak comparison, `*` included). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  return (
    !!ifNoneMatch &&
    (ifNoneMatch.trim() === '*' || ifNoneMatch.split(/\s*,\s*/).some((m) => m.replace(/^W\//, '') === etag))
  );
}

/** A request's query string read with a zod schema; invalid input throws a 400 with the schema's first message. */
export function parseQuery<S extends z.ZodType>(from: Request | URL, schema: S): z.output<S> {
  const url = from instanceof URL ? from : new URL(from.url);
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw apiError(400, parsed.error.issues[0]?.message ?? 'Geçersiz istek');
  return parsed.data;
}
