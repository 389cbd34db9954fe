/**
 * Renders docs/api.md from the API declarations (`export const api = defineApi(...)` in each
 * app/routes/api.*.ts): each call's method, path, auth, path parameters, query and body
 * fields (from the very zod schemas the call validates with, through z.toJSONSchema), answer
 * and Turkish errors. Deterministic: the same declarations give the same bytes.
 */
import { z } from 'zod';
import { SIGN_IN_REQUIRED_MESSAGE } from '../app/domain/admin-account';
import { canAny, FORBIDDEN_MESSAGE, ROLE_NAMES, ROLES, type Permission } from '../app/domain/permissions';
import { RATE_LIMIT_MESSAGE } from './security';
import {
  API_METHODS,
  documentedShape,
  isByAuth,
  type AnyCall,
  type ApiAuth,
  type ApiDeclaration,
  type ApiError,
} from '../app/http/api.server';
import { PUBLIC_CACHE_CONTROL } from '../app/http/cache-headers';
import { CSRF_MESSAGE } from '../app/http/csrf.server';
import { INVALID_BODY_MESSAGE, METHOD_NOT_ALLOWED_MESSAGE } from '../app/http/http.server';

export type ApiRoute = { file: string; api: ApiDeclaration };

/** Errors any call can answer, by who may call it. */
export const COMMON_ERRORS = {
  any: [
    [400, INVALID_BODY_MESSAGE],
    [413, 'İstek çok büyük.'],
    [411, 'İstek gövdesinin boyutu belirtilmelidir.'],
    [429, RATE_LIMIT_MESSAGE],
    [405, METHOD_NOT_ALLOWED_MESSAGE],
  ],
  admin: [
    [401, SIGN_IN_REQUIRED_MESSAGE],
    [403, FORBIDDEN_MESSAGE],
    [403, CSRF_MESSAGE],
  ],
} as const satisfies Record<string, readonly ApiError[]>;

/** `api.team.$id.categories.ts` -> `/api/team/{id}/categories`; `api.smtp.[test].ts` -> `/api/smtp/test`. */
export function apiPathOf(file: string): string {
  const segments = file.replace(/\.tsx?$/, '').split('.');
  return `/${segments.map((s) => (s.startsWith('$') ? `{${s.slice(1)}}` : s.replace(/^\[(.*)\]$/, '$1'))).join('/')}`;
}

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
};

const AUTH_TEXT: Record<ApiAuth, string> = {
  public: 'public',
  admin: 'admin (Bearer token or session cookie)',
};

/** ', permission `x` (Sahip, Yönetici)': who may call it, from the one table (docs/decisions/0380). */
function permissionText(call: AnyCall): string {
  if (call.auth !== 'admin' || !call.permission) return '';
  const needed: readonly Permission[] = typeof call.permission === 'string' ? [call.permission] : call.permission;
  const roles = ROLES.filter((r) => canAny(r, needed)).map((r) => ROLE_NAMES[r]);
  return `, permission ${needed.map((p) => `\`${p}\``).join(' or ')} (${roles.join(', ')})`;
}

type Documented = { method: string; path: string; auth: ApiAuth; call: AnyCall; variant: string };

function typeOf(s: JsonSchema): string {
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) return s.anyOf.map(typeOf).join(' \\| ');
  if (s.format === 'binary') return 'file';
  if (s.type === 'array')
    return `${s.items ? (s.items.properties ? `{ ${Object.keys(s.items.properties).join(', ')} }` : typeOf(s.items)) : 'any'}[]`;
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  return s.type ?? 'any';
}

function rulesOf(s: JsonSchema, required: boolean): string {
  const rules: string[] = [required ? 'required' : 'optional'];
  const inner = s.anyOf?.find((a) => a.type !== 'null') ?? s;
  if (inner.format === 'binary') {
    if (inner.maxLength !== undefined) rules.push(`up to ${Math.round(inner.maxLength / 1024 / 1024)} MB`);
  } else {
    if (inner.minLength !== undefined || inner.maxLength !== undefined)
      rules.push(`${inner.minLength ?? 0}-${inner.maxLength ?? '…'} chars`);
    const min = inner.minimum ?? (inner.exclusiveMinimum !== undefined ? inner.exclusiveMinimum + 1 : undefined);
    const max = inner.maximum !== undefined && inner.maximum < Number.MAX_SAFE_INTEGER ? inner.maximum : undefined;
    if (min !== undefined || max !== undefined) rules.push(max !== undefined ? `${min ?? '…'}-${max}` : `≥ ${min}`);
    if (inner.minItems !== undefined || inner.maxItems !== undefined)
      rules.push(`${inner.minItems ?? 0}-${inner.maxItems ?? '…'} items`);
    if (inner.pattern) rules.push(`pattern \`${inner.pattern}\``);
  }
  if (s.default !== undefined) rules.push(`default ${JSON.stringify(s.default)}`);
  if (s.description) rules.push(s.description);
  return rules.join(', ');
}

/** Table rows `| field | type | rules |` of an object schema (array-of-object fields get `name[].sub` rows). */
function fieldRows(schema: JsonSchema, prefix = ''): string[] {
  const rows: string[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    rows.push(`| \`${prefix}${name}\` | ${typeOf(field)} | ${rulesOf(field, required.has(name))} |`);
    if (field.type === 'array' && field.items?.properties) rows.push(...fieldRows(field.items, `${prefix}${name}[].`));
  }
  return rows;
}

/** A body or query schema as JSON Schema of what the client sends (zod 4's `io: 'input'`). */
export function bodyJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The fields of an object schema as a table (none for other shapes: the call's note describes those). */
function fieldTable(schema: z.ZodType): string[] {
  const json = bodyJsonSchema(documentedShape(schema));
  const table = (rows: string[]) =>
    rows.length ? ['| field | type | rules |', '|---|---|---|', ...rows].map((r) => `  ${r}`) : [];
  const alternatives = json.anyOf?.filter((a) => a.properties) ?? [];
  if (!json.properties && alternatives.length > 1)
    return alternatives.flatMap((a, i) => [`  ${i === 0 ? 'Either' : 'or'}:`, '', ...table(fieldRows(a)), '']);
  return table(fieldRows(json));
}

const quote = (message: string) => (/^[a-z{]/.test(message) ? message : `'${message}'`);
const errorList = (errors: readonly ApiError[], indent = '') =>
  errors.map(([status, message]) => `${indent}- ${status} ${quote(message)}`);

/** Every call of every route, in method order; a method that answers admins differently is listed twice. */
function documentedCalls(routes: readonly ApiRoute[]): Documented[] {
  const out: Documented[] = [];
  const byPath = [...routes].sort((a, b) =>
    apiPathOf(a.file) < apiPathOf(b.file) ? -1 : apiPathOf(a.file) > apiPathOf(b.file) ? 1 : 0,
  );
  for (const route of byPath) {
    const path = apiPathOf(route.file);
    for (const method of API_METHODS) {
      const entry = route.api.calls[method];
      if (!entry) continue;
      const aliases = (c: { alsoAnswers?: readonly string[] }) =>
        c.alsoAnswers?.length ? ` (also ${c.alsoAnswers.join(', ')})` : '';
      if (isByAuth(entry)) {
        out.push({ method, path, auth: 'public', call: entry.public, variant: `${aliases(entry.public)}` });
        out.push({
          method,
          path,
          auth: 'admin',
          call: entry.admin,
          variant: ` — with admin credentials${aliases(entry.admin)}`,
        });
      } else out.push({ method, path, auth: entry.auth, call: entry, variant: aliases(entry) });
    }
  }
  return out;
}

function renderCall({ method, path, auth, call, variant }: Documented): string[] {
  const out = [
    `### ${method} \`${path}\`${variant}`,
    '',
    `Auth: ${AUTH_TEXT[auth]}${permissionText(call)}. ${call.summary}`,
    '',
  ];
  if (call.params) out.push('- Path:', '', ...fieldTable(call.params as z.ZodType), '');
  if (call.query) out.push('- Query:', '', ...fieldTable(call.query as z.ZodType), '');
  if (call.queryNote) out.push(`- Query: ${call.queryNote}`);
  if (call.body || call.bodyNote) {
    out.push(`- Body: ${call.bodyNote ?? 'JSON'}`);
    if (call.body) out.push('', ...fieldTable(call.body as z.ZodType), '');
  }
  out.push(`- Answer: \`${call.response}\``);
  if (call.etag) out.push('- Version: the answer carries the record\'s version as `ETag: "v3"`.');
  if (call.ifMatch)
    out.push(
      '- `If-Match: "v3"` (the `ETag` read before): when the record is newer, 409 `{ success: false, message, current, currentVersion, meanwhile }` and nothing is written; without the header no check; a malformed one 400.',
    );
  if (call.errors?.length) out.push('- Errors (`{ success: false, message }`):', ...errorList(call.errors, '  '));
  out.push('');
  return out;
}

export function renderApiDoc(routes: readonly ApiRoute[]): string {
  const calls = documentedCalls(routes);
  const lines = [
    '# JSON API reference',
    '',
    '<!-- Generated by `npm run docs:api` from the `api` declarations of app/routes/api/api.*.ts (defineApi, app/http/api.server.ts) and the zod schemas they validate with. Do not edit by hand: server/api-doc.test.ts fails when this file is stale. -->',
    '',
    `Every call under \`/api\` (${routes.length} route files, ${calls.length} calls). Answers are JSON; errors are \`{ success: false, message }\` with a Turkish message (sometimes \`errors: { field: ... }\`), never a 500 for bad input.`,
    '',
    '- Money is in lira as a decimal number (stored as kuruş); dates `YYYY-MM-DD`, times `HH:MM`, Istanbul wall time.',
    '- Bodies: JSON, or urlencoded / multipart form data where a call takes files (fields as the admin screens post them).',
    '- Auth "admin": `Authorization: Bearer <token>` from `POST /api/auth/admin/login`, or the back office session cookie; a write with the cookie must carry this site\'s `Origin`.',
    '- Versions: a record that can be edited by two people at once (appointments, customers, services, packages, categories, team members, settings) answers with `ETag: "v<version>"`; a write that sends it back as `If-Match` is refused with 409 when someone saved in between (the answer holds the record as it is now and what changed). A write without `If-Match` is not checked. Toggles, deletes and the customer merge of those records honour it too (409 `{ message, currentVersion }`, nothing written; a malformed header 400). Calls on records without a version (about pages, gallery pictures, accounts, passkeys, messaging settings, sales) do not take `If-Match`: each call below that takes one says so.',
    `- Public reads marked "cached" send \`Cache-Control: ${PUBLIC_CACHE_CONTROL}\` and an \`ETag\` (304 on \`If-None-Match\`).`,
    "- Uploaded files are served by server.ts under `/uploads/`, also as `/api/proxy/uploads/` and `/api/uploads/` (the old site's addresses).",
    "- Not provided: the spec's customer `POST /auth/login` and `POST /auth/register` (the public site has no customer accounts).",
    '',
    '## Errors every call can answer',
    '',
    ...errorList(COMMON_ERRORS.any),
    '',
    'Admin calls also:',
    '',
    ...errorList(COMMON_ERRORS.admin),
    '',
    '## Index',
    '',
    '| Method | Path | Auth |',
    '|---|---|---|',
    ...calls.map(({ method, path, auth }) => `| ${method} | \`${path}\` | ${auth} |`),
    '',
    '## Calls',
    '',
    ...calls.flatMap(renderCall),
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
