/**
 * Bad input over every form and API call: generated malformed requests (wrong types,
 * missing fields, huge strings, bad dates, unknown ids, script tags, broken JSON and
 * multipart) sent anonymously, with an admin bearer token and with an admin cookie. Prints
 * how many requests were sent, the answers by status class, every 5xx (target: none), and
 * every row that a refused (4xx/5xx) request changed or removed (target: none; the database
 * is compared after each request). Rows changed by an accepted admin request (random values
 * that happen to be valid) are listed apart: those are edits, not damage. Odd methods
 * (TRACE, OPTIONS, PROPFIND, ...) go to every route, and half the requests carry forged
 * client-IP headers (X-Forwarded-For, Fly-Client-IP, X-Real-IP, Forwarded).
 *
 *   npm run bench:bad-input            (needs a build: npx react-router build)
 *   BAD_INPUT_ROUNDS=3 npm run bench:bad-input
 *
 * Then the account cases of issue 37, each once: a weak password (too short, among the most
 * common) where an invitation is accepted and where a password is changed, invitation tokens
 * in the URL that are forged, too long or malformed, and `If-Match` with an old version or
 * garbage on the toggles and deletes. Each must answer 4xx with a Turkish message.
 * BENCH_PORT: the studio's port (default: a free one).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { ROOT, startStudio } from '../tests/helpers/server-process';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '../app/domain/admin-account';
import { ACCOUNT_TEXTS } from '../app/domain/accounts';

type RouteInfo = { id: string; path: string; hasLoader: boolean; hasAction: boolean };
type Auth = { name: string; headers: Record<string, string> };

const ADMIN = { email: 'fuzz-admin@example.com', password: 'fuzz-sifre-123' };
const rounds = Number(process.env.BAD_INPUT_ROUNDS ?? 2);

// A small deterministic generator, so a failing case can be reproduced.
let seed = 20261121;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** zod's English default messages ("Invalid input: expected object, received array", "Too small: ..."). */
const ENGLISH_MESSAGE =
  /\b(Invalid (input|option|type|string|number|element|key|union)|Too (small|big)|expected \w+, received|Required|Unrecognized key)\b/;

/** The `message` of a JSON answer, else the text itself. */
function messageOf(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : '';
  } catch {
    return '';
  }
}

const BAD_IDS = ['999999', '0', '-1', 'abc', '1.5', '%3Cscript%3E', 'x'.repeat(300), '1e9', "1'%20OR%201=1"];
const BAD_VALUES: unknown[] = [
  123,
  -1,
  0,
  1e308,
  -0.5,
  true,
  false,
  null,
  [],
  {},
  [1, 'a'],
  { nested: { deep: [] } },
  '',
  ' ',
  'a'.repeat(100_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '2026-02-30',
  '2026-13-01',
  '1900-01-01',
  '9999-12-31',
  'yarın',
  '25:61',
  '17:30:99',
  '../../etc/passwd',
  '\u0000\u0001',
  '💅'.repeat(50),
  'NaN',
  '-999999999999',
  'true',
  '1,2,x',
  'https://evil.example/',
  [[{ kind: 'service' }]],
];
const FIELDS = [
  'lines',
  'payments',
  'tips',
  'name',
  'email',
  'phone',
  'customerName',
  'customerEmail',
  'customerPhone',
  'serviceIds',
  'packageIds',
  'serviceNames',
  'teamMemberId',
  'date',
  'time',
  'notes',
  'totalPrice',
  'totalDuration',
  'status',
  'customDuration',
  'price',
  'duration',
  'category',
  'categoryId',
  'displayName',
  'displayOrder',
  'icon',
  'features',
  'title',
  'description',
  'isActive',
  'isPopular',
  'items',
  'value',
  'key',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'subject',
  'content',
  'to',
  'testEmail',
  'botToken',
  'chatId',
  'responses',
  'heroTitle',
  'artistTitle',
  'statsData',
  'originalPrice',
  'discountedPrice',
  'services',
  'specialization',
  'kvkkConsent',
  'step',
  'token',
  'idempotencyKey',
  'sortOrder',
  'capacity',
  'host',
  'port',
  'password',
  'fromEmail',
  'intent',
  'id',
  'override',
  'kvkk',
];
const ODD_METHODS = [
  'TRACE',
  'OPTIONS',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'LINK',
  'UNLINK',
  'REPORT',
];
const FORGED_IPS = [
  '1.2.3.4',
  '127.0.0.1',
  '::1',
  '10.0.0.1, 203.0.113.9',
  '<script>alert(1)</script>',
  'x'.repeat(500),
  '999.999.999.999',
  'unknown',
  '',
];

/** Forged client-IP headers on about half the requests (the rate limits and consent IPs must not believe them). */
function forgedIpHeaders(): Record<string, string> {
  if (rand() < 0.5) return {};
  const out: Record<string, string> = {};
  for (const name of [
    'x-forwarded-for',
    'fly-client-ip',
    'x-real-ip',
    'forwarded',
    'x-client-ip',
    'cf-connecting-ip',
  ]) {
    if (rand() < 0.5) out[name] = name === 'forwarded' ? `for="${pick(FORGED_IPS)}";proto=https` : pick(FORGED_IPS);
  }
  return out;
}

const INTENTS = [
  'create',
  'update',
  'delete',
  'toggle',
  'toggle-popular',
  'move',
  'status',
  'confirm',
  'complete',
  'reorder',
  'up',
  'down',
  'next',
  'back',
  'submit',
  'step-1',
  'step-2',
  'step-3',
  'retry',
  'send',
  'test',
  'logout',
  'x'.repeat(500),
];

function randomObject(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = 1 + Math.floor(rand() * 8);
  for (let i = 0; i < n; i++) out[pick(FIELDS)] = pick(BAD_VALUES);
  if (rand() < 0.5) out.intent = pick(INTENTS);
  return out;
}

function formEncode(obj: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(obj)) {
    if (Array.isArray(v))
      v.forEach((x) => {
        params.append(k, typeof x === 'string' ? x : JSON.stringify(x));
      });
    else params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return params.toString();
}

type Body = { contentType?: string; body?: string; label: string };

function badBodies(): Body[] {
  const bodies: Body[] = [
    { label: 'empty', contentType: 'application/json', body: '' },
    { label: 'broken-json', contentType: 'application/json', body: '{"name": "ayşe", ' },
    { label: 'json-array', contentType: 'application/json', body: '[1,2,3]' },
    { label: 'json-null', contentType: 'application/json', body: 'null' },
    { label: 'form-empty', contentType: 'application/x-www-form-urlencoded', body: '' },
    {
      label: 'multipart-broken',
      contentType: 'multipart/form-data; boundary=XYZ',
      body: '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="../../x.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--XY',
    },
    {
      label: 'multipart-text-as-jpg',
      contentType: 'multipart/form-data; boundary=XYZ',
      body: '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\n<script>x</script>\r\n--XYZ\r\nContent-Disposition: form-data; name="image"; filename="../evil.jpg"\r\nContent-Type: image/jpeg\r\n\r\nhello\r\n--XYZ--\r\n',
    },
  ];
  for (let i = 0; i < 3; i++)
    bodies.push({ label: 'json-random', contentType: 'application/json', body: JSON.stringify(randomObject()) });
  for (let i = 0; i < 3; i++)
    bodies.push({
      label: 'form-random',
      contentType: 'application/x-www-form-urlencoded',
      body: formEncode(randomObject()),
    });
  return bodies;
}

function concretePath(pattern: string): string {
  return pattern
    .split('/')
    .map((seg) => (seg.startsWith(':') ? pick(BAD_IDS) : seg === '*' ? pick(['x', '..%2f..%2fetc', '%00']) : seg))
    .join('/')
    .replace(/\?$/, '');
}

function randomQuery(): string {
  const params = new URLSearchParams();
  const n = Math.floor(rand() * 4);
  for (let i = 0; i < n; i++)
    params.append(
      pick([
        ...FIELDS,
        'page',
        'limit',
        'q',
        'view',
        'gun',
        'sayfa',
        'kategori',
        'hizmet',
        'paket',
        'excludeAppointmentId',
      ]),
      String(pick(BAD_VALUES)).slice(0, 2000),
    );
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function loadRoutes(): Promise<RouteInfo[]> {
  const build = (await import(pathToFileURL(path.join(ROOT, 'build/server/index.js')).href)) as {
    routes: Record<
      string,
      { path?: string; parentId?: string; index?: boolean; module: { loader?: unknown; action?: unknown } }
    >;
  };
  const fullPath = (id: string): string => {
    const r = build.routes[id]!;
    const own = r.path ?? '';
    const parent = r.parentId ? fullPath(r.parentId) : '';
    return [parent, own].filter(Boolean).join('/').replace(/\/+/g, '/');
  };
  return Object.entries(build.routes)
    .filter(([id]) => id !== 'root')
    .map(([id, r]) => ({
      id,
      path: `/${fullPath(id).replace(/^\//, '')}`,
      hasLoader: typeof r.module.loader === 'function',
      hasAction: typeof r.module.action === 'function',
    }));
}

function snapshot(file: string): Map<string, Map<number, string>> {
  const db = new Database(file, { readonly: true });
  const tables = (
    db
      .prepare(
        "select name from sqlite_master where type='table' and name not like 'sqlite_%' and name not like '__drizzle%'",
      )
      .all() as { name: string }[]
  ).map((t) => t.name);
  const out = new Map<string, Map<number, string>>();
  for (const t of tables) {
    if (t === 'sessions' || t === 'outbox') continue; // sign-ins of this run; queued mail
    const rows = db.prepare(`select rowid as __rowid, * from "${t}"`).all() as Record<string, unknown>[];
    out.set(t, new Map(rows.map((r) => [r.__rowid as number, JSON.stringify(r)])));
  }
  db.close();
  return out;
}

/** Rows of `before` that `after` changed or lost. */
function changesOf(before: Map<string, Map<number, string>>, after: Map<string, Map<number, string>>): string[] {
  const out: string[] = [];
  for (const [table, rows] of before) {
    const now = after.get(table) ?? new Map<number, string>();
    for (const [rowid, json] of rows) {
      if (!now.has(rowid)) out.push(`${table}#${rowid} deleted`);
      else if (now.get(rowid) !== json) out.push(`${table}#${rowid} changed`);
    }
  }
  return out;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bad-input-'));
const dbFile = path.join(dir, 'studio.db');
const studio = await startStudio({
  ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
  DATABASE_PATH: dbFile,
  UPLOADS_DIR: path.join(dir, 'uploads'),
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
try {
  const routes = await loadRoutes();
  const origin = studio.url;

  // Credentials: a bearer token from the JSON sign-in, a cookie from the form sign-in.
  const auths: Auth[] = [{ name: 'anonymous', headers: {} }];
  const login = await fetch(`${origin}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = login.ok ? ((await login.json()) as { token?: string }).token : undefined;
  if (token) auths.push({ name: 'admin-bearer', headers: { authorization: `Bearer ${token}` } });
  const form = await fetch(`${origin}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(ADMIN).toString(),
  });
  const cookie = form.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (cookie) auths.push({ name: 'admin-cookie', headers: { cookie, origin } });

  const before = snapshot(dbFile);
  let current = before;
  const changedByRefused: string[] = [];
  const changedByAccepted: string[] = [];
  const counts = { total: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const englishRefusals = new Map<string, string>();
  const failures = new Map<string, string>();
  const oddStatuses = new Map<string, number>();

  // The server refuses a body over its route's limit (32 KB for public routes, 256 KB for the
  // admin's, server/security.ts BODY_LIMITS) with 413 before reading it and closes the
  // connection; a client still sending then sees the connection reset instead of the answer.
  // A reset of a body over the smallest limit counts as the 413 it is; any other reset is
  // retried once on a fresh connection (a kept-alive socket the server had just closed).
  const BODY_LIMIT = 32 * 1024;
  let closedOversized = 0;
  let retriedResets = 0;

  /** Methods fetch() refuses to send (TRACE, TRACK) go through node:http. */
  function rawRequest(
    method: string,
    url: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; text: string; reset: boolean }> {
    return new Promise((resolve) => {
      const req = http.request(url, { method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 599, text: text.slice(0, 200), reset: false }));
      });
      req.on('error', (e) => resolve({ status: 599, text: String(e), reset: false }));
      req.end();
    });
  }

  async function attempt(
    method: string,
    url: string,
    auth: Auth,
    body?: Body,
  ): Promise<{ status: number; text: string; reset: boolean }> {
    const headers = {
      ...auth.headers,
      ...forgedIpHeaders(),
      ...(body?.contentType ? { 'content-type': body.contentType } : {}),
    };
    if (method === 'TRACE' || method === 'TRACK') return rawRequest(method, url, headers);
    try {
      const res = await fetch(url, {
        method,
        redirect: 'manual',
        headers,
        body: method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? undefined : body?.body,
      });
      return { status: res.status, text: (await res.text()).slice(0, 200), reset: false };
    } catch (e) {
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      const reset = ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'].includes(cause?.code ?? '');
      return {
        status: 599,
        text: `${String(e)}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`,
        reset,
      };
    }
  }

  async function send(method: string, url: string, auth: Auth, body?: Body) {
    counts.total++;
    let { status, text, reset } = await attempt(method, url, auth, body);
    if (reset && Buffer.byteLength(body?.body ?? '') > BODY_LIMIT) {
      status = 413;
      closedOversized++;
    } else if (reset) {
      retriedResets++;
      ({ status, text } = await attempt(method, url, auth, body));
    }
    const cls = `${Math.floor(status / 100)}xx` as keyof typeof counts;
    if (cls in counts) counts[cls]++;
    if (ODD_METHODS.includes(method))
      oddStatuses.set(`${method} ${status}`, (oddStatuses.get(`${method} ${status}`) ?? 0) + 1);
    // which request changed a row that existed before: a refused one must never do that
    const now = snapshot(dbFile);
    for (const change of changesOf(current, now))
      (status >= 400 ? changedByRefused : changedByAccepted).push(
        `${change} by ${method} ${url.replace(origin, '').slice(0, 80)} -> ${status} [${auth.name}${body ? ` ${body.label}` : ''}]`,
      );
    current = now;
    // a refusal speaks Turkish (issue 37): a JSON 4xx whose message reads as zod's English defaults is counted
    if (status >= 400 && status < 500 && ENGLISH_MESSAGE.test(messageOf(text)))
      englishRefusals.set(
        `${method} ${url.replace(origin, '').slice(0, 80)} [${auth.name}${body ? ` ${body.label}` : ''}]`,
        messageOf(text).slice(0, 160),
      );
    if (status >= 500)
      failures.set(
        `${method} ${url.replace(origin, '').slice(0, 120)} [${auth.name}${body ? ` ${body.label}` : ''}]`,
        `${status} ${text}`,
      );
  }

  for (let round = 0; round < rounds; round++) {
    for (const route of routes) {
      for (const auth of auths) {
        if (route.hasLoader) await send('GET', origin + concretePath(route.path) + randomQuery(), auth);
        // one odd method per route and credential, with or without a body
        const odd = pick(ODD_METHODS);
        await send(
          odd,
          origin + concretePath(route.path),
          auth,
          odd === 'OPTIONS' || odd === 'TRACE' ? undefined : pick(badBodies()),
        );
        if (!route.hasAction) continue;
        const methods = route.path.startsWith('/api/') ? ['POST', 'PUT', 'DELETE'] : ['POST'];
        for (const body of badBodies())
          await send(
            pick(methods),
            origin + concretePath(route.path) + (rand() < 0.3 ? randomQuery() : ''),
            auth,
            body,
          );
      }
    }
  }

  // ---- the account cases of issue 37: every one a 4xx with a Turkish message, nothing changed ----
  const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;
  const accountCases: string[] = [];
  let accountBad = 0;
  const adminBearer = auths.find((a) => a.name === 'admin-bearer') ?? auths[0]!;
  async function accountCase(
    label: string,
    method: string,
    pathname: string,
    auth: Auth,
    init: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
    expected: string | readonly string[] = [],
  ) {
    const body: Body | undefined = init.form
      ? { label, contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(init.form).toString() }
      : init.json !== undefined
        ? { label, contentType: 'application/json', body: JSON.stringify(init.json) }
        : undefined;
    const res = await fetch(origin + pathname, {
      method,
      redirect: 'manual',
      headers: {
        ...auth.headers,
        origin,
        ...(body ? { 'content-type': body.contentType } : {}),
        ...init.headers,
      },
      body: body?.body,
    });
    const text = await res.text();
    const found = (typeof expected === 'string' ? [expected] : expected).find((e) => text.includes(e));
    const message = messageOf(text) || found || '';
    const now = snapshot(dbFile);
    const changed = changesOf(current, now);
    current = now;
    const ok =
      res.status >= 400 &&
      res.status < 500 &&
      TURKISH.test(message) &&
      !ENGLISH_MESSAGE.test(message) &&
      changed.length === 0;
    if (!ok) accountBad++;
    accountCases.push(
      `  ${ok ? 'ok ' : 'BAD'} ${label}: ${res.status} ${message ? `"${message.slice(0, 90)}"` : '(no Turkish message found)'}${changed.length ? `; changed ${changed.join(', ')}` : ''}`,
    );
  }
  {
    const invited = await fetch(`${origin}/api/accounts`, {
      method: 'POST',
      headers: { ...adminBearer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Davetli Deneme', email: 'davetli.bench@example.com', role: 'reception' }),
    });
    const inviteUrl = invited.ok ? ((await invited.json()) as { inviteUrl?: string }).inviteUrl : undefined;
    current = snapshot(dbFile);
    if (inviteUrl) {
      const invitePath = new URL(inviteUrl).pathname;
      await accountCase(
        'invitation accepted with a 5-character password',
        'POST',
        invitePath,
        auths[0]!,
        { form: { password: 'abcde', confirmPassword: 'abcde' } },
        PASSWORD_TOO_SHORT_MESSAGE.replace('Yeni şifre', ''),
      );
      await accountCase(
        'invitation accepted with one of the most common passwords',
        'POST',
        invitePath,
        auths[0]!,
        { form: { password: '1234567890', confirmPassword: '1234567890' } },
        COMMON_PASSWORD_MESSAGE,
      );
    } else accountCases.push(`  (no invitation link: POST /api/accounts answered ${invited.status})`);
    for (const [label, token] of [
      ['a forged invitation token', 'A'.repeat(43)],
      ['a 300-character invitation token', 'b'.repeat(300)],
      ['an invitation token with a quote and a slash', "x'%22%2F..%2Fetc"],
    ] as const) {
      const said = [ACCOUNT_TEXTS.invitationInvalid, 'Davet bağlantısı geçersiz'];
      await accountCase(`GET /davet/{${label}}`, 'GET', `/davet/${token}`, auths[0]!, {}, said);
      await accountCase(
        `POST /davet/{${label}}`,
        'POST',
        `/davet/${token}`,
        auths[0]!,
        { form: { password: 'uzun-ve-guclu-bir-sifre-42', confirmPassword: 'uzun-ve-guclu-bir-sifre-42' } },
        said,
      );
    }
    // a fresh sign-in: the random requests above may have ended the first session (Profilim's "end the others")
    const fresh = await fetch(`${origin}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(ADMIN).toString(),
    });
    const freshCookie: Auth = {
      name: 'admin-cookie',
      headers: {
        cookie: fresh.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
        origin,
      },
    };
    current = snapshot(dbFile);
    await accountCase(
      'Profilim: a new password of 5 characters',
      'POST',
      '/admin/profil',
      freshCookie,
      { form: { intent: 'password', currentPassword: ADMIN.password, newPassword: 'abcde', confirmPassword: 'abcde' } },
      PASSWORD_TOO_SHORT_MESSAGE,
    );
    await accountCase(
      'Profilim: one of the most common passwords',
      'POST',
      '/admin/profil',
      freshCookie,
      {
        form: {
          intent: 'password',
          currentPassword: ADMIN.password,
          newPassword: '1234567890',
          confirmPassword: '1234567890',
        },
      },
      COMMON_PASSWORD_MESSAGE,
    );
    const ids = new Database(dbFile, { readonly: true });
    const serviceId = (ids.prepare('select id from services order by id limit 1').get() as { id: number }).id;
    const memberId = (ids.prepare('select id from team_members order by id limit 1').get() as { id: number }).id;
    ids.close();
    for (const [label, method, pathname] of [
      ['PUT /api/services/{id}/toggle', 'PUT', `/api/services/${serviceId}/toggle`],
      ['PUT /api/team/{id}/toggle-active', 'PUT', `/api/team/${memberId}/toggle-active`],
      ['DELETE /api/services/{id}', 'DELETE', `/api/services/${serviceId}`],
    ] as const)
      for (const ifMatch of ['"v999"', 'garbage', '"v0"', 'W/"v999"'])
        await accountCase(`${label} with If-Match ${ifMatch}`, method, pathname, adminBearer, {
          headers: { 'if-match': ifMatch },
        });
  }

  const after = snapshot(dbFile);
  const added = [...after]
    .map(([t, rows]) => [t, rows.size - (before.get(t)?.size ?? 0)] as const)
    .filter(([, n]) => n > 0);

  console.log(
    `bad-input: ${routes.length} routes (${routes.filter((r) => r.hasAction).length} with actions), ${auths.map((a) => a.name).join(' / ')}, ${rounds} rounds`,
  );
  console.log(
    `requests: ${counts.total}  2xx ${counts['2xx']}  3xx ${counts['3xx']}  4xx ${counts['4xx']}  5xx ${counts['5xx']}`,
  );
  console.log(
    `odd methods: ${[...oddStatuses]
      .sort()
      .map(([k, n]) => `${k}×${n}`)
      .join('  ')}`,
  );
  console.log(
    `(bodies over 32 KB refused with the connection closed while sending, counted as 413: ${closedOversized}; other resets retried once: ${retriedResets})`,
  );
  console.log(`4xx answers with an English message: ${englishRefusals.size === 0 ? 'none' : englishRefusals.size}`);
  for (const [request, message] of [...englishRefusals].slice(0, 20)) console.log(`  ${request}: ${message}`);
  console.log(`5xx answers: ${failures.size === 0 ? 'none' : ''}`);
  for (const [what, detail] of failures) console.log(`  ${what} -> ${detail}`);
  console.log(
    `rows that existed before, changed or removed by a refused (4xx/5xx) request: ${changedByRefused.length === 0 ? 'none' : changedByRefused.length}`,
  );
  for (const c of changedByRefused.slice(0, 30)) console.log(`  ${c}`);
  console.log(
    `rows changed by an accepted admin request (valid values among the random ones): ${changedByAccepted.length === 0 ? 'none' : changedByAccepted.length}`,
  );
  for (const c of changedByAccepted.slice(0, 10)) console.log(`  ${c}`);
  console.log(
    `rows added by accepted input: ${added.length ? added.map(([t, n]) => `${t} +${n}`).join(', ') : 'none'}`,
  );
  console.log(
    `account cases of issue 37 (each: 4xx, a Turkish message, nothing changed): ${accountCases.length - accountBad} of ${accountCases.length} held`,
  );
  for (const line of accountCases) console.log(line);
  process.exitCode =
    counts['5xx'] > 0 || changedByRefused.length > 0 || englishRefusals.size > 0 || accountBad > 0 ? 1 : 0;
} finally {
  await studio.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
