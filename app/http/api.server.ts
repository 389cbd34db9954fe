/**
 * The JSON API's one handler style. Each `app/routes/api.*.ts` module declares its calls once
 * with `defineApi`: per method the auth level, the zod schemas of the path parameters, the
 * query and the body, the answer and the Turkish errors, and the handler. The declaration is
 * what runs (auth, 405, parsing and validation happen here, in this order) and what
 * docs/api.md is generated from (server/api-doc.ts), so the two cannot drift.
 *
 * Every failure is `{ success: false, message }` with a Turkish message and a 4xx status:
 * - no session / a role without the call's permission / foreign Origin: 401 / 403
 *   (requireAdminApi; every admin call names its `permission`, docs/decisions/0380);
 * - a method the address does not take: 405;
 * - a path parameter that does not fit its schema (a non-number id): 404 with its message;
 * - a query or body that does not fit: 400 with the schema's first message (plus
 *   `errors: { field: message }` where the call says so);
 * - malformed JSON, a list instead of an object, a refused form body: 400 / 413 (readBody).
 * A handler may throw an `apiError(...)` Response as well; it is answered as is.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import './zod-turkish';
import { validationMessage } from '../domain/booking-rules';
import { actorOf, apiSession, mayDo, requireAdminApi, type ActiveSession, type Needed } from './auth.server';
import type { Actor } from '../domain/audit';
import {
  BAD_IF_MATCH_MESSAGE,
  etagOf,
  versionChangedMessage,
  versionFromIfMatch,
  type MeanwhileChange,
} from '../domain/versions';
import { recordVersion, type VersionedTable } from '../models/db.server';
import { changeText, fieldLabel } from '../domain/audit';
import type { RequestContext } from '../infra/app-context';
import { MULTIPART_NOTE, VALIDATION_FAILED } from './api-doc-notes';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, isFormBody, readBody, readFormBody } from './http.server';

export { METHOD_NOT_ALLOWED_MESSAGE, apiError };

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const API_METHODS: readonly ApiMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `public`: anyone. `admin`: an admin bearer token (POST /api/auth/admin/login) or the back office's session cookie. */
export type ApiAuth = 'public' | 'admin';
export type ApiError = readonly [status: number, message: string];
export type Values = Record<string, unknown>;
type RawParams = Record<string, string | undefined>;
type Out<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

export type ApiArgs<A extends ApiAuth, P, Q, B> = {
  request: Request;
  context: RequestContext;
  params: P;
  query: Q;
  /** the body as the call's schema returns it */
  body: B;
  /** the body as sent (JSON object or form fields), before validation */
  values: Values;
  session: A extends 'admin' ? ActiveSession : null;
  /** the version the client's `If-Match` names (calls with `ifMatch`); undefined: no header, no check */
  expectedVersion: number | undefined;
};

export type ApiCall<A extends ApiAuth = ApiAuth, PS = unknown, QS = unknown, BS = unknown> = {
  auth: A;
  /**
   * An admin call: the permission the account's role must hold (or a list of which any one
   * will do; docs/decisions/0350, 0380). Required: `defineApi` refuses an admin call without it.
   */
  permission?: A extends 'admin' ? Needed : never;
  summary: string;
  /** the answer carries the record's version as `ETag: "v3"` (documentation; the handler answers with okVersioned) */
  etag?: boolean;
  /** the write honours `If-Match: "v3"`: a newer record answers 409 (staleAnswer); a malformed header 400 (docs/decisions/0393) */
  ifMatch?: boolean;
  /** zod object of the path parameters; a value that does not fit answers 404 (or `paramsStatus`) with its message */
  params?: PS;
  paramsStatus?: 400 | 404;
  /** zod object of the query string; a value that does not fit answers 400 with its message */
  query?: QS;
  /** how the query is read where a schema cannot say it (documentation) */
  queryNote?: string;
  /** zod schema of the body; an invalid body answers 400 with its first message */
  body?: BS;
  /**
   * `json` (default): the body is checked as an object, as it is. `form`: the call also takes
   * the admin screens' posts: an urlencoded or multipart body is read as the screens read it
   * (conform's parseWithZod on the FormData, so checkbox 'on', `list[0]` names, numbers as text
   * and files read alike); a JSON body is still checked by the schema directly. Either way
   * field errors come back as `errors: { field: [message] }`.
   */
  bodyFormat?: 'json' | 'form';
  /** values the body is laid over (a PUT's current record): a field the body names replaces them. May throw a 404 answer. */
  bodyBase?: (args: { context: RequestContext; params: Out<PS, RawParams> }) => Values | Promise<Values>;
  /** the spec's shapes to the schema's (lists sent as JSON strings, ...), on the body as an object (a form's as conform reads it); may throw a 4xx answer */
  normalize?: (values: Values) => Values;
  /** the message for an invalid body, instead of the schema's first (one text, or chosen from the error) */
  invalidMessage?: string | ((error: z.ZodError) => string);
  /** add `errors: { field: message }` to a 400 for an invalid JSON body (form bodies always have them) */
  fieldErrors?: boolean;
  /** how the body is sent when that is not plain JSON of `body` (documentation) */
  bodyNote?: string;
  /** other methods answered by this call (PATCH as PUT) */
  alsoAnswers?: readonly ApiMethod[];
  /** the success answer, tersely: status and shape (documentation) */
  response: string;
  /** the call's own errors (docs/api.md lists the ones every call can answer once) */
  errors?: readonly ApiError[];
  handler: (
    args: ApiArgs<A, Out<PS, RawParams>, Out<QS, undefined>, Out<BS, undefined>>,
  ) => Response | Promise<Response>;
};

/** One call of a method. The schemas type the handler's arguments. */
export function call<
  A extends ApiAuth,
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
>(spec: ApiCall<A, PS, QS, BS>): ApiCall<A, PS, QS, BS> {
  return spec;
}

// biome-ignore lint/suspicious/noExplicitAny: any declared call, whatever its params, body and answer
export type AnyCall = ApiCall<ApiAuth, any, any, any>;

/**
 * A method whose answer depends on who asks: the admin's call for an account that holds its
 * permission, else the public one (an artist browsing the public site gets the public
 * answer, not a 403). A bearer token that is not valid is still a 401.
 */
export type ByAuth = { admin: AnyCall; public: AnyCall };
export type ApiEntry = AnyCall | ByAuth;
export type ApiCalls = Partial<Record<ApiMethod, ApiEntry>>;

type RouteArgs = { request: Request; context: RequestContext; params: RawParams };

/** A route handler that carries the declaration it runs (for the docs and their test). */
export type ApiHandler = ((args: RouteArgs) => Promise<Response>) & { declaration: ApiDeclaration };

export type ApiDeclaration = {
  calls: ApiCalls;
  /** answers GET (and HEAD); 405 when the declaration has no GET */
  loader: ApiHandler;
  /** answers POST, PUT, PATCH, DELETE */
  action: ApiHandler;
};

export const isByAuth = (entry: ApiEntry): entry is ByAuth => !('handler' in entry);
export const callsOf = (entry: ApiEntry): AnyCall[] => (isByAuth(entry) ? [entry.admin, entry.public] : [entry]);

/**
 * The route module's declaration: `const api = defineApi({ GET: call({...}) })`, then
 * `export const loader = api.loader` and / or `export const action = api.action`. (Only
 * loader and action are exported: React Router strips them from the browser build, so the
 * server code they reach stays out of it. Each carries the declaration as `.declaration`.)
 */
export function defineApi(calls: ApiCalls): ApiDeclaration {
  for (const [method, entry] of Object.entries(calls) as [ApiMethod, ApiEntry][]) {
    if (isByAuth(entry) && (entry.admin.auth !== 'admin' || entry.public.auth !== 'public'))
      throw new Error(`${method}: byAuth needs an admin and a public call`);
    for (const c of callsOf(entry))
      if (c.auth === 'admin' && !c.permission)
        throw new Error(`${method}: an admin call names the permission it needs (${c.summary})`);
  }
  const declaration = { calls } as ApiDeclaration;
  declaration.loader = Object.assign((args: RouteArgs) => dispatch(calls, ['GET'], args), { declaration });
  declaration.action = Object.assign((args: RouteArgs) => dispatch(calls, ['POST', 'PUT', 'PATCH', 'DELETE'], args), {
    declaration,
  });
  return declaration;
}

/** The methods an address answers (with their aliases), in the documentation's order. */
export function allowedMethods(calls: ApiCalls): ApiMethod[] {
  const out = new Set<ApiMethod>();
  for (const method of API_METHODS) {
    const entry = calls[method];
    if (!entry) continue;
    out.add(method);
    for (const c of callsOf(entry)) for (const alias of c.alsoAnswers ?? []) out.add(alias);
  }
  return API_METHODS.filter((m) => out.has(m));
}

function findEntry(calls: ApiCalls, method: string): ApiEntry | undefined {
  if (method === 'HEAD') method = 'GET';
  const own = calls[method as ApiMethod];
  if (own) return own;
  return Object.values(calls).find((entry) => callsOf(entry).some((c) => c.alsoAnswers?.includes(method as ApiMethod)));
}

async function dispatch(
  calls: ApiCalls,
  group: readonly ApiMethod[],
  { request, context, params }: RouteArgs,
): Promise<Response> {
  try {
    // React Router sends GET and HEAD to the loader, every other method to the action
    const entry = findEntry(calls, request.method.toUpperCase());
    if (!entry) {
      // an address only an admin may use says so before it says which methods it takes
      // (the loader or action's own calls; a handler with none, e.g. a GET on a write-only address, goes by the address's)
      const mine = group.flatMap((m) => (calls[m] ? callsOf(calls[m]) : []));
      const pool = mine.length > 0 ? mine : Object.values(calls).flatMap(callsOf);
      if (pool.length > 0 && pool.every((c) => c.auth === 'admin'))
        await requireAdminApi(request, context, 'signed-in');
      return apiError(405, METHOD_NOT_ALLOWED_MESSAGE, { allow: allowedMethods(calls) });
    }
    let chosen: AnyCall;
    let session: ActiveSession | null = null;
    if (isByAuth(entry)) {
      session = await adminOfApiRequest(request, context, entry.admin.permission!);
      chosen = session ? entry.admin : entry.public;
    } else {
      chosen = entry;
      if (chosen.auth === 'admin') session = await requireAdminApi(request, context, chosen.permission!);
    }
    return await run(chosen, { request, context, params, session });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/**
 * The account behind a call that answers admins and the public differently: an account
 * whose role holds `needed` (through `requireAdminApi`: a cookie write from another origin is
 * a 403), else null (the public answer). A bearer token that is not valid is a 401; a session
 * without the permission is answered as the public.
 */
export async function adminOfApiRequest(
  request: Request,
  context: RequestContext,
  needed: Needed,
): Promise<ActiveSession | null> {
  const { session, bearer } = await apiSession(request, context);
  if (bearer && !session) return requireAdminApi(request, context, needed);
  return session && mayDo(session, needed) ? requireAdminApi(request, context, needed) : null;
}

async function run(
  c: AnyCall,
  { request, context, params: rawParams, session }: RouteArgs & { session: ActiveSession | null },
): Promise<Response> {
  let expectedVersion: number | undefined;
  if (c.ifMatch) {
    const named = versionFromIfMatch(request.headers.get('if-match'));
    if (named === null) return apiError(400, BAD_IF_MATCH_MESSAGE);
    expectedVersion = named;
  }
  let params: unknown = rawParams;
  if (c.params) {
    const parsed = (c.params as z.ZodType).safeParse(rawParams);
    if (!parsed.success) return apiError(c.paramsStatus ?? 404, parsed.error.issues[0]?.message ?? 'Kayıt bulunamadı');
    params = parsed.data;
  }
  let query: unknown;
  if (c.query) {
    const parsed = (c.query as z.ZodType).safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? 'Geçersiz istek');
    query = parsed.data;
  }
  let values: Values = {};
  let body: unknown;
  if (c.body) {
    // a form body (multipart, urlencoded) is read as the screens read it; a JSON body is checked by the same schema directly
    const form = c.bodyFormat === 'form' && isFormBody(request) ? await readFormBody(request) : null;
    if (!form) values = await readBody(request);
    const base = c.bodyBase ? await c.bodyBase({ context, params }) : undefined;
    const checked = form ? checkForm(c, form, base) : checkJson(c, c.normalize ? c.normalize(values) : values, base);
    if (form) values = checked.sent;
    if (!checked.ok) return checked.response;
    body = checked.value;
  }
  return c.handler({ request, context, params, query, body, values, session, expectedVersion } as never);
}

type Checked = ({ ok: true; value: unknown } | { ok: false; response: Response }) & { sent: Values };

/**
 * A form body through conform, as the screens read theirs: parseWithZod on the FormData as it
 * came. The fields as conform reads them (nested by their `list[0].name` names) pass the
 * call's `normalize` and are laid over `base` (a field the form names replaces the base's)
 * before the schema, with conform's coercion, checks them.
 */
function checkForm(c: AnyCall, form: FormData, base: Values | undefined): Checked {
  const layered = (sent: unknown) => {
    const input = c.normalize ? c.normalize(sent as Values) : (sent as Values);
    return base ? { ...base, ...input } : input;
  };
  const schema = c.normalize || base ? z.preprocess(layered, c.body as z.ZodType) : (c.body as z.ZodType);
  const submission = parseWithZod(form, { schema });
  const sent = (submission.payload ?? {}) as Values;
  if (submission.status === 'success') return { ok: true, value: submission.value, sent };
  const errors = submission.error ?? {};
  const first =
    Object.values(errors)
      .flat()
      .find((m): m is string => typeof m === 'string') ?? 'Geçersiz istek';
  return {
    ok: false,
    response: apiError(400, typeof c.invalidMessage === 'string' ? c.invalidMessage : first, { errors }),
    sent,
  };
}

function checkJson(c: AnyCall, input: Values, base: Values | undefined): Checked {
  const parsed = (c.body as z.ZodType).safeParse(base ? { ...base, ...input } : input);
  if (parsed.success) return { ok: true, value: parsed.data, sent: input };
  // a call that also takes forms answers its field messages as the form path does: `errors: { field: [message] }`
  const extra =
    c.bodyFormat === 'form'
      ? { errors: fieldMessagesOf(parsed.error) }
      : c.fieldErrors
        ? { errors: fieldErrorsOf(parsed.error) }
        : {};
  const message =
    typeof c.invalidMessage === 'function'
      ? c.invalidMessage(parsed.error)
      : (c.invalidMessage ?? validationMessage(parsed.error).message);
  return { ok: false, response: apiError(400, message, extra), sent: input };
}

/** `{ field: [messages] }` of a zod error, as conform's reply has them ('' for the body as a whole). */
function fieldMessagesOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** `{ field: first message }` of a zod error (`form` for the body as a whole). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

// ---- answers

export const NO_STORE = 'no-store';
export const PRIVATE_NO_STORE = 'private, no-store';

/** A successful JSON answer `{ success: true, ...body }`, never cached. */
export function ok(body: Record<string, unknown>, status = 200, cacheControl: string = NO_STORE): Response {
  return Response.json({ success: true, ...body }, { status, headers: { 'Cache-Control': cacheControl } });
}

/** A successful answer about one versioned record: `{ success: true, ...body }` with `ETag: "v3"` (docs/decisions/0393). */
export function okVersioned(body: Record<string, unknown>, version: number, status = 200): Response {
  return Response.json(
    { success: true, ...body },
    { status, headers: { 'Cache-Control': PRIVATE_NO_STORE, ETag: etagOf(version) } },
  );
}

/** What changed meanwhile, as the API tells it: when, who, and each field (its Turkish label and the sentence). */
export function meanwhileJson(meanwhile: readonly MeanwhileChange[]) {
  return meanwhile.map((m) => ({
    at: m.at.toISOString(),
    by: m.by,
    action: m.action,
    changes: m.changes.map((c) => ({
      field: c.field,
      label: fieldLabel(c.field),
      before: c.before,
      after: c.after,
      text: changeText(c),
    })),
  }));
}

/**
 * A write refused because the record is newer than the client's `If-Match`: 409 with the
 * Turkish message, the record as it is now (`current`, the shape a GET answers), its version
 * (also as the ETag) and what changed meanwhile. Nothing was written.
 */
export function staleAnswer(
  failure: { message: string; currentVersion: number; meanwhile: readonly MeanwhileChange[] },
  current: unknown,
): Response {
  return Response.json(
    {
      success: false,
      message: failure.message,
      current,
      currentVersion: failure.currentVersion,
      meanwhile: meanwhileJson(failure.meanwhile),
    },
    { status: 409, headers: { 'Cache-Control': 'no-store', ETag: etagOf(failure.currentVersion) } },
  );
}

/** Field errors from a save (a refused image, a taken name) as a 400 with the first message. */
export function fieldErrorResponse(fieldErrors: Record<string, string[]>): Response {
  const first = Object.values(fieldErrors).flat()[0] ?? 'Geçersiz istek';
  return apiError(400, first, { errors: fieldErrors });
}

// ---- schemas the declarations share

/** A path parameter that must be a positive whole number (a record id); anything else is a 404 with `notFound`. */
export function idParam(notFound: string) {
  return z
    .string({ error: notFound })
    .regex(/^\d{1,12}$/, notFound)
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n > 0, notFound);
}

/** `{ id }` path parameters. */
export const idParams = (notFound: string) => z.object({ id: idParam(notFound) });

/** A `PUT .../{id}/toggle` call: flips a flag of the record, answers its new state, 404 when it is gone. */
export function toggleCall<T>(spec: {
  permission: Needed;
  summary: string;
  response: string;
  notFound: string;
  toggle: (context: ActingContext, id: number) => T | null | undefined;
  answer: (row: T) => Record<string, unknown>;
  /** the record's table has a version: the call honours If-Match (issue 37) */
  versioned?: VersionedTable;
}) {
  return call({
    auth: 'admin',
    permission: spec.permission,
    summary: spec.summary,
    ifMatch: !!spec.versioned,
    params: idParams(spec.notFound),
    response: spec.response,
    errors: [[404, spec.notFound], ...versionErrors(spec.versioned)],
    handler: ({ context, params, session, expectedVersion }) => {
      const changed = versionRefusal(context, spec.versioned, params.id, expectedVersion);
      if (changed) return changed;
      const row = spec.toggle(acting(context, session), params.id);
      return row ? ok(spec.answer(row)) : apiError(404, spec.notFound);
    },
  });
}

const documentedShapes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A schema that decides in a transform what it checks (a branch picked by one field, a query
 * skipped when a field is missing) shows no fields to z.toJSONSchema: `shape` is what
 * docs/api.md shows for it. Returns the schema itself.
 */
export function documentedAs<S extends z.ZodType>(schema: S, shape: z.ZodType): S {
  documentedShapes.set(schema, shape);
  return schema;
}

/** The schema docs/api.md shows for `schema`. */
export const documentedShape = (schema: z.ZodType): z.ZodType => documentedShapes.get(schema) ?? schema;

// ---- the catalogue's record calls (services, packages, categories, team, about, gallery)

/** A model write's outcome as the record calls answer it; `ok: false` without field errors is "not found"; `stale`: refused over a newer version. */
export type Saved =
  | { ok: true; value: unknown }
  | { ok: false; fieldErrors?: Record<string, string[]> }
  | { ok: false; stale: StaleSave };
type StaleSave = { message: string; current: unknown; currentVersion: number; meanwhile: readonly MeanwhileChange[] };

/** A model write that answers `{ ok: true, [key]: row }`, `{ ok: false, field, message }` or a stale refusal, as a Saved. */
export function savedFrom<K extends string>(
  key: K,
  result:
    | ({ ok: true } & { [k in K]: unknown })
    | { ok: false; field?: string; message?: string }
    | ({ ok: false; kind: 'stale' } & StaleSave),
): Saved {
  if (result.ok) return { ok: true, value: (result as Record<K, unknown>)[key] };
  if ('kind' in result && result.kind === 'stale') return { ok: false, stale: result };
  return 'field' in result && result.field
    ? { ok: false, fieldErrors: { [result.field]: [result.message ?? 'Geçersiz istek'] } }
    : { ok: false };
}

/** The version of a saved record, when it has one (its answer carries it as the ETag). */
const versionIn = (value: unknown): number | null =>
  value && typeof value === 'object' && 'version' in value && typeof value.version === 'number' ? value.version : null;

function savedAnswer(
  result: Saved | { ok: false; stale?: undefined; fieldErrors?: undefined },
  { message, key, notFound }: { message: string; key: string; notFound?: string },
  status = 200,
): Response {
  if (result.ok) {
    const version = versionIn(result.value);
    return version === null
      ? ok({ message, [key]: result.value }, status)
      : okVersioned({ message, [key]: result.value }, version, status);
  }
  if ('stale' in result && result.stale) return staleAnswer(result.stale, result.stale.current);
  if (('fieldErrors' in result && result.fieldErrors) || !notFound)
    return fieldErrorResponse(('fieldErrors' in result && result.fieldErrors) || {});
  return apiError(404, notFound);
}

type RecordSave<Args extends unknown[]> = (
  context: ActingContext,
  ...args: Args
) => Saved | SaveLike | Promise<Saved | SaveLike>;
/** The models' SaveResult (content/uploads.server.ts): a record, field errors, not found, or stale. */
type SaveLike =
  | { ok: true; value: unknown }
  | { ok: false; fieldErrors: Record<string, string[]> }
  | { ok: false; notFound: true }
  | { ok: false; stale: StaleSave };

/** What the record calls hand their writes: the request's context and who writes (the history's actor). */
export type ActingContext = RequestContext & { actor: Actor };
const acting = (context: RequestContext, session: ActiveSession): ActingContext => ({
  ...context,
  actor: actorOf(session, context),
});

/** `POST` of a new record through the admin screens' form schema: 201 `{ success, message, [key] }`. */
export function createCall<S extends z.ZodType>(spec: {
  permission: Needed;
  summary: string;
  body: S;
  defaults?: Values;
  normalize?: (values: Values) => Values;
  bodyNote?: string;
  save: RecordSave<[body: z.output<S>]>;
  message: string;
  key: string;
}) {
  return call({
    auth: 'admin',
    permission: spec.permission,
    summary: spec.summary,
    body: spec.body as z.ZodType,
    bodyFormat: 'form',
    bodyBase: spec.defaults ? () => spec.defaults! : undefined,
    normalize: spec.normalize,
    bodyNote: spec.bodyNote ?? MULTIPART_NOTE,
    response: `201 { success, message: '${spec.message}', ${spec.key} }`,
    errors: [[400, VALIDATION_FAILED]],
    handler: async ({ context, body, session }) =>
      savedAnswer((await spec.save(acting(context, session), body as z.output<S>)) as Saved, spec, 201),
  });
}

/** `PUT .../{id}`: the body laid over the record's current form values (fields not sent keep theirs); 404 when it is gone. */
export function updateCall<S extends z.ZodType, Row>(spec: {
  permission: Needed;
  summary: string;
  notFound: string;
  body: S;
  /** the record as stored, and as the form's values */
  current: (db: RequestContext['db'], id: number) => Row | null | undefined;
  formValues: (row: Row) => Values;
  normalize?: (values: Values) => Values;
  save: RecordSave<[id: number, body: z.output<S>, expectedVersion: number | undefined]>;
  message: string;
  key: string;
  /** the record has a version: its answer carries the ETag and the call honours If-Match (docs/decisions/0393) */
  versioned?: boolean;
}) {
  return call({
    auth: 'admin',
    permission: spec.permission,
    summary: spec.summary,
    etag: spec.versioned,
    ifMatch: spec.versioned,
    params: idParams(spec.notFound),
    body: spec.body as z.ZodType,
    bodyFormat: 'form',
    bodyBase: ({ context, params }) => {
      const row = spec.current(context.db, params.id);
      return row ? spec.formValues(row) : notFound(spec.notFound);
    },
    normalize: spec.normalize,
    bodyNote: MULTIPART_NOTE,
    response: `200 { success, message: '${spec.message}', ${spec.key} }`,
    errors: [
      [404, spec.notFound],
      [400, VALIDATION_FAILED],
      ...(spec.versioned
        ? ([[409, '{ message, current, currentVersion, meanwhile } when If-Match names an older version']] as const)
        : []),
    ],
    handler: async ({ context, params, body, session, expectedVersion }) =>
      savedAnswer(
        (await spec.save(acting(context, session), params.id, body as z.output<S>, expectedVersion)) as Saved,
        spec,
      ),
  });
}

/** `DELETE .../{id}`: `{ success, message }`, 404 when it is gone. */
export function deleteCall(spec: {
  permission: Needed;
  summary: string;
  notFound: string;
  remove: (context: ActingContext, id: number) => boolean | Promise<boolean>;
  message: string;
  /** the record's table has a version: the call honours If-Match (issue 37) */
  versioned?: VersionedTable;
}) {
  return call({
    auth: 'admin',
    permission: spec.permission,
    summary: spec.summary,
    ifMatch: !!spec.versioned,
    params: idParams(spec.notFound),
    response: `200 { success, message: '${spec.message}' }`,
    errors: [[404, spec.notFound], ...versionErrors(spec.versioned)],
    handler: async ({ context, params, session, expectedVersion }) =>
      versionRefusal(context, spec.versioned, params.id, expectedVersion) ??
      ((await spec.remove(acting(context, session), params.id))
        ? ok({ message: spec.message })
        : apiError(404, spec.notFound)),
  });
}

const versionErrors = (versioned: VersionedTable | undefined): ApiError[] =>
  versioned
    ? [
        [400, BAD_IF_MATCH_MESSAGE],
        [409, '{ message, currentVersion } when If-Match names another version'],
      ]
    : [];

/**
 * A write whose If-Match names another version than the record's now: 409 with the current
 * version (and its ETag), nothing written; null when there is no header, the versions agree,
 * or the record is gone (the call's own 404 follows). A malformed header was refused before
 * (400). Issue 37: toggles, deletes and merge honour If-Match like the edits do.
 */
export function versionRefusal(
  context: Pick<RequestContext, 'db'>,
  table: VersionedTable | undefined,
  id: number,
  expectedVersion: number | undefined,
): Response | null {
  if (!table || expectedVersion === undefined) return null;
  const current = recordVersion(context.db, table, id);
  if (current === null || current === expectedVersion) return null;
  return Response.json(
    { success: false, message: versionChangedMessage(current), currentVersion: current },
    { status: 409, headers: { 'Cache-Control': 'no-store', ETag: etagOf(current) } },
  );
}

/** Throws the 404 answer (inside a declaration's bodyBase or handler). */
export function notFound(message: string): never {
  throw apiError(404, message);
}
