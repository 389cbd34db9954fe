/**
 * Renders docs/api.md from the API catalogue (app/lib/api-catalog.ts): each call's method,
 * path, auth, body fields (from the route's own zod schema, through z.toJSONSchema), answer
 * and Turkish errors. Deterministic: the same catalogue and schemas give the same bytes.
 */
import { z } from 'zod';
import { API_ROUTES, COMMON_ERRORS, apiPathOf, type ApiCall, type ApiError, type ApiRoute } from './api-catalog';

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

const AUTH_TEXT: Record<ApiCall['auth'], string> = {
  public: 'public',
  admin: 'admin (Bearer token or session cookie)',
  'public+admin': 'public; admin credentials give more',
};

function typeOf(s: JsonSchema): string {
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) return s.anyOf.map(typeOf).join(' \\| ');
  if (s.format === 'binary') return 'file';
  if (s.type === 'array') return `${s.items ? (s.items.properties ? `{ ${Object.keys(s.items.properties).join(', ')} }` : typeOf(s.items)) : 'any'}[]`;
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  return s.type ?? 'any';
}

function rulesOf(s: JsonSchema, required: boolean): string {
  const rules: string[] = [required ? 'required' : 'optional'];
  const inner = s.anyOf?.find((a) => a.type !== 'null') ?? s;
  if (inner.format === 'binary') {
    if (inner.maxLength !== undefined) rules.push(`up to ${Math.round(inner.maxLength / 1024 / 1024)} MB`);
  } else {
    if (inner.minLength !== undefined || inner.maxLength !== undefined) rules.push(`${inner.minLength ?? 0}-${inner.maxLength ?? '…'} chars`);
    const min = inner.minimum ?? (inner.exclusiveMinimum !== undefined ? inner.exclusiveMinimum + 1 : undefined);
    const max = inner.maximum !== undefined && inner.maximum < Number.MAX_SAFE_INTEGER ? inner.maximum : undefined;
    if (min !== undefined || max !== undefined) rules.push(max !== undefined ? `${min ?? '…'}-${max}` : `≥ ${min}`);
    if (inner.minItems !== undefined || inner.maxItems !== undefined) rules.push(`${inner.minItems ?? 0}-${inner.maxItems ?? '…'} items`);
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
  const json = bodyJsonSchema(schema);
  const table = (rows: string[]) => (rows.length ? ['| field | type | rules |', '|---|---|---|', ...rows].map((r) => `  ${r}`) : []);
  const alternatives = json.anyOf?.filter((a) => a.properties) ?? [];
  if (!json.properties && alternatives.length > 1) return alternatives.flatMap((a, i) => [`  ${i === 0 ? 'Either' : 'or'}:`, '', ...table(fieldRows(a)), '']);
  return table(fieldRows(json));
}

const quote = (message: string) => (/^[a-z{]/.test(message) ? message : `'${message}'`);
const errorList = (errors: readonly ApiError[], indent = '') => errors.map(([status, message]) => `${indent}- ${status} ${quote(message)}`);

function renderCall(route: ApiRoute, call: ApiCall): string[] {
  const out = [`### ${call.method} \`${apiPathOf(route.file)}\``, '', `Auth: ${AUTH_TEXT[call.auth]}. ${call.summary}`, ''];
  if (typeof call.query === 'string') out.push(`- Query: ${call.query}`);
  else if (call.query) out.push('- Query:', '', ...fieldTable(call.query), '');
  if (call.body || call.bodyNote) {
    out.push(`- Body: ${call.bodyNote ?? 'JSON'}`);
    if (call.body) out.push('', ...fieldTable(call.body), '');
  }
  out.push(`- Answer: \`${call.response}\``);
  if (call.errors?.length) out.push('- Errors (`{ success: false, message }`):', ...errorList(call.errors, '  '));
  out.push('');
  return out;
}

export function renderApiDoc(routes: readonly ApiRoute[] = API_ROUTES): string {
  const calls = routes.flatMap((route) => route.calls.map((call) => ({ route, call })));
  const lines = [
    '# JSON API reference',
    '',
    '<!-- Generated by `npm run docs:api` from app/lib/api-catalog.ts and the zod schemas the routes validate with. Do not edit by hand: app/lib/api-catalog.test.ts fails when this file is stale. -->',
    '',
    `Every call under \`/api\` (${routes.length} route files, ${calls.length} calls). Answers are JSON; errors are \`{ success: false, message }\` with a Turkish message (sometimes \`errors: { field: ... }\`), never a 500 for bad input.`,
    '',
    '- Money is in lira as a decimal number (stored as kuruş); dates `YYYY-MM-DD`, times `HH:MM`, Istanbul wall time.',
    '- Bodies: JSON, or urlencoded / multipart form data where a call takes files (fields as the admin screens post them).',
    '- Auth "admin": `Authorization: Bearer <token>` from `POST /api/auth/admin/login`, or the back office session cookie; a write with the cookie must carry this site\'s `Origin`.',
    '- Public reads marked "cached" send `Cache-Control: public, max-age=60` and an `ETag` (304 on `If-None-Match`).',
    '- Uploaded files are served by server.ts under `/uploads/`, also as `/api/proxy/uploads/` and `/api/uploads/` (the old site\'s addresses).',
    '- Not provided: the spec\'s customer `POST /auth/login` and `POST /auth/register` (the public site has no customer accounts).',
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
    ...calls.map(({ route, call }) => `| ${call.method} | \`${apiPathOf(route.file)}\` | ${call.auth} |`),
    '',
    '## Calls',
    '',
    ...calls.flatMap(({ route, call }) => renderCall(route, call)),
  ];
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}
