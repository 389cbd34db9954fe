/**
 * The admin JSON API's plumbing: method dispatch, reading JSON or multipart bodies (bounded)
 * into the same form data the screens post, validation with the screens' schemas, and
 * Turkish 4xx answers. Every handler runs after `requireAdminApi`.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { requireAdminApi, type ActiveSession } from './auth.server';
import type { RequestContext } from './app-context';
import { toFormData } from './form-data';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from './http.server';

export { METHOD_NOT_ALLOWED_MESSAGE };
import { FormBodyError, readFormData } from './multipart.server';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (session: ActiveSession) => Response | Promise<Response>;


/** Checks the admin (bearer or cookie), then runs the handler for the request's method. */
export async function adminApi(request: Request, context: RequestContext, handlers: Partial<Record<Method, Handler>>): Promise<Response> {
  const session = await requireAdminApi(request, context);
  const handler = handlers[request.method.toUpperCase() as Method];
  if (!handler) return apiError(405, METHOD_NOT_ALLOWED_MESSAGE, { allow: Object.keys(handlers) });
  return handler(session);
}

/** A successful JSON answer (never cached). */
export function ok(body: Record<string, unknown>, status = 200): Response {
  return Response.json({ success: true, ...body }, { status, headers: { 'Cache-Control': 'no-store' } });
}

type Values = Record<string, unknown>;

function formToValues(form: FormData): Values {
  const out: Values = {};
  for (const [key, value] of form.entries()) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (name in out) out[name] = ([] as unknown[]).concat(out[name], value);
    else out[name] = key.endsWith('[]') ? [value] : value;
  }
  return out;
}

/** The root name of a form key: `statsData[0].title` -> `statsData`. */
const rootOf = (key: string) => key.split(/[[.]/)[0]!;

export type ApiInputOptions = {
  /** values the body is laid over (a PUT's current record, a POST's defaults) */
  base?: Values;
  /** per-resource clean-up of API shapes (lists sent as JSON strings, lira as numbers, ...) */
  normalize?: (values: Values) => Values;
};

/**
 * The request body (JSON, urlencoded or multipart, size-limited) as the form data the
 * screens post: `base` first, then every field the body names replaces it.
 */
export async function apiFormData(request: Request, options: ApiInputOptions = {}): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  let values: Values;
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      values = formToValues(await readFormData(request));
    } catch (error) {
      if (error instanceof FormBodyError) throw apiError(error.status, error.message);
      throw error;
    }
  } else {
    values = await readBody(request);
  }
  if (options.normalize) values = options.normalize(values);
  const body = toFormData(values);
  if (!options.base) return body;
  const named = new Set([...Object.keys(values)].map(rootOf));
  const merged = new FormData();
  for (const [key, value] of toFormData(options.base).entries()) if (!named.has(rootOf(key))) merged.append(key, value);
  for (const [key, value] of body.entries()) merged.append(key, value);
  return merged;
}

/** Validates with a form schema; invalid input is a 400 with the first Turkish message. */
export function validate<S extends z.ZodType>(form: FormData, schema: S): z.output<S> {
  const submission = parseWithZod(form, { schema });
  if (submission.status !== 'success') {
    const errors = submission.error ?? {};
    const first = Object.values(errors).flat().find((m): m is string => typeof m === 'string') ?? 'Geçersiz istek';
    throw apiError(400, first, { errors });
  }
  return submission.value as z.output<S>;
}

/** Field errors from a save (e.g. a refused image, a taken name) as a 400. */
export function fieldErrorResponse(fieldErrors: Record<string, string[]>): Response {
  const first = Object.values(fieldErrors).flat()[0] ?? 'Geçersiz istek';
  return apiError(400, first, { errors: fieldErrors });
}
