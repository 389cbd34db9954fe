/**
 * Walks every route of the built app and proves that nothing of the back office answers
 * without an admin session: /admin pages (document and data requests, loaders and actions)
 * redirect to the sign-in page, and every API call answers 401 — unless it is listed below
 * as public. A route added later is walked automatically; a new PUBLIC API call must be
 * added to PUBLIC_API on purpose.
 */
import http from 'node:http';
import path from 'node:path';
import routeConfig from '../../app/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/server-process';
import { useStudio } from '../helpers/studio';
import { signInOverHttp } from '../helpers/admin';

/**
 * API handlers that answer without a session: the path pattern as in the route files and the
 * handler (`loader` answers GET, `action` answers POST/PUT/PATCH/DELETE).
 */
const PUBLIC_API: { path: string; handler: 'loader' | 'action' }[] = [
  { path: '/api/auth/admin/login', handler: 'action' },
  // the passkey sign-in (docs/decisions/0384): a challenge, then the signed answer
  { path: '/api/auth/passkey/options', handler: 'action' },
  { path: '/api/auth/passkey/login', handler: 'action' },
  // the booking calls of the public site (an admin session or token adds the admin's variant)
  { path: '/api/appointments', handler: 'loader' },
  { path: '/api/appointments', handler: 'action' },
  { path: '/api/appointments/available-slots/:date', handler: 'loader' },
  { path: '/api/appointments/available-dates', handler: 'loader' },
  { path: '/api/appointments/check-conflict', handler: 'loader' },
  // (POST /api/customers is staff-only since issue 24: docs/decisions/0337)
  // the public site's reads (public spec section 7)
  ...[
    '/api/services',
    '/api/services/popular',
    '/api/services/:id',
    '/api/categories',
    '/api/packages',
    '/api/gallery',
    '/api/team',
    '/api/about',
    '/api/home-settings',
  ].map((path) => ({ path, handler: 'loader' as const })),
  // the public booking calls (booking branch): the wizard's reads and writes
  // the one-time code that proves a phone before SMS / WhatsApp (docs/decisions/0330)
  { path: '/api/phone-verifications', handler: 'action' },
  { path: '/api/phone-verifications/:id/check', handler: 'action' },
  // the customer's survey, opened with its unguessable token
  { path: '/api/surveys/:token', handler: 'loader' },
  { path: '/api/surveys/:token/submit', handler: 'action' },
  // the current privacy notice (KVKK) for API clients that book with a consent
  { path: '/api/kvkk', handler: 'loader' },
];
/** /admin pages open to everybody. */
const PUBLIC_ADMIN_PAGES = ['routes/admin_.login'];

type BuiltRoute = {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  module: { loader?: unknown; action?: unknown; default?: unknown };
};
type Walked = {
  id: string;
  pattern: string;
  url: string;
  hasLoader: boolean;
  hasAction: boolean;
  hasComponent: boolean;
};

const ADMIN = { email: 'walk@studio.test', password: 'walk-sifre-1' };
const studio = useStudio('studio-walk-', {
  SEED_DEMO: 'false',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SESSION_SECRET: 'walk-secret-walk-secret-walk-secret',
});
let routes: Walked[];

function fullPattern(all: Record<string, BuiltRoute>, route: BuiltRoute): string {
  const parts: string[] = [];
  for (let r: BuiltRoute | undefined = route; r; r = r.parentId ? all[r.parentId] : undefined)
    if (r.path) parts.unshift(r.path);
  return `/${parts.join('/')}`;
}

/** A concrete URL for a pattern: params become 1, a splat becomes x, optional segments are dropped. */
function sampleUrl(pattern: string): string {
  return (
    pattern
      .split('/')
      .filter((s) => !s.endsWith('?'))
      .map((s) => (s === '*' ? 'x' : s.startsWith(':') ? '1' : s))
      .join('/') || '/'
  );
}

beforeAll(async () => {
  const build = (await import(path.join(ROOT, 'build/server/index.js'))) as { routes: Record<string, BuiltRoute> };
  // The build must be of the current URL map (a stale build would hide new routes): every
  // route that app/routes.ts declares, by id.
  type Declared = { id?: string; children?: Declared[] };
  const idsOf = (list: Declared[]): string[] => list.flatMap((r) => [r.id ?? '', ...idsOf(r.children ?? [])]);
  const files = idsOf(routeConfig).sort();
  const built = Object.keys(build.routes)
    .filter((id) => id !== 'root')
    .sort();
  expect(built, 'build/ is stale: run `npx react-router build`').toEqual(files);

  routes = Object.values(build.routes)
    .filter((r) => r.id !== 'root')
    .map((r) => {
      const pattern = fullPattern(build.routes, r);
      return {
        id: r.id,
        pattern,
        url: sampleUrl(pattern),
        hasLoader: !!r.module.loader,
        hasAction: !!r.module.action,
        hasComponent: !!r.module.default,
      };
    });
}, 120_000);

const isAdminPage = (r: Walked) =>
  (r.pattern === '/admin' || r.pattern.startsWith('/admin/')) && !PUBLIC_ADMIN_PAGES.includes(r.id);
const isApi = (r: Walked) => r.pattern === '/api' || r.pattern.startsWith('/api/');
const isPublicApi = (r: Walked, method: string) =>
  PUBLIC_API.some((p) => p.path === r.pattern && p.handler === (method === 'GET' ? 'loader' : 'action'));

function expectSignInRedirect(res: Response, what: string) {
  expect(res.status, what).toBe(302);
  expect(res.headers.get('location') ?? '', what).toMatch(/^\/admin\/login(\?|$)/);
}

async function expectDataRedirect(res: Response, what: string) {
  const body = await res.text();
  expect(res.status, `${what}: ${body.slice(0, 200)}`).toBe(202);
  expect(body, what).toMatch(/"redirect","\/admin\/login/);
}

describe('route walk: no admin route answers without a session', () => {
  it('finds the back office and the API in the build', () => {
    expect(routes.filter(isAdminPage).length).toBeGreaterThanOrEqual(16);
    expect(routes.filter(isApi).length).toBeGreaterThanOrEqual(5);
    expect(routes.map((r) => r.pattern)).toContain('/admin/settings');
  });

  it('every /admin page redirects to the sign-in page (document and data requests, GET and POST)', async () => {
    const pages = routes.filter(isAdminPage);
    for (const r of pages) {
      const doc = await fetch(studio.url + r.url, { redirect: 'manual' });
      expectSignInRedirect(doc, `GET ${r.url} (${r.id})`);
      if (r.hasLoader && r.hasComponent) {
        // only this route's loader, as the browser asks for it on a client navigation
        const base = r.url === '/admin' ? '/admin' : r.url;
        const res = await fetch(`${studio.url}${base}.data?_routes=${encodeURIComponent(r.id)}`, {
          redirect: 'manual',
        });
        await expectDataRedirect(res, `GET ${base}.data?_routes=${r.id}`);
      }
      if (r.hasAction) {
        const init = {
          method: 'POST',
          redirect: 'manual' as const,
          headers: { Origin: studio.url, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'intent=x',
        };
        const post = await fetch(studio.url + r.url + (r.id.endsWith('._index') ? '?index' : ''), init);
        expectSignInRedirect(post, `POST ${r.url} (${r.id})`);
        if (r.hasComponent)
          await expectDataRedirect(await fetch(`${studio.url}${r.url}.data`, init), `POST ${r.url}.data`);
      }
    }
  });

  // hundreds of requests: give a busy machine time
  it('every API call answers 401 JSON unless it is public', { timeout: 120_000 }, async () => {
    const checked: string[] = [];
    for (const r of routes.filter(isApi)) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const handled = method === 'GET' ? r.hasLoader : r.hasAction;
        if (!handled || isPublicApi(r, method)) continue;
        const res = await fetch(studio.url + r.url, {
          method,
          headers: method === 'GET' ? {} : { Origin: studio.url, 'Content-Type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        const body = await res.text();
        expect(res.status, `${method} ${r.url} (${r.id}): ${body.slice(0, 200)}`).toBe(401);
        expect(JSON.parse(body), `${method} ${r.url}`).toMatchObject({ success: false });
        // a wrong bearer token is no better
        const bearer = await fetch(studio.url + r.url, {
          method,
          headers: { Authorization: 'Bearer nope' },
          body: method === 'GET' ? undefined : '{}',
        });
        expect(bearer.status, `${method} ${r.url} with a bad token`).toBe(401);
        checked.push(`${method} ${r.pattern}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'POST /api/auth/change-password',
        'GET /api/settings',
        'POST /api/settings',
        'PUT /api/settings/:key',
        'DELETE /api/settings/:key',
      ]),
    );
  });

  it('every admin write signed in by cookie is refused from another origin (CSRF)', async () => {
    const cookie = await signInOverHttp(studio.url, ADMIN.email, ADMIN.password);
    const post = (url: string, headers: Record<string, string>) =>
      fetch(studio.url + url, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'intent=x',
      });
    for (const r of routes.filter((x) => x.hasAction && (isAdminPage(x) || (isApi(x) && !isPublicApi(x, 'POST'))))) {
      // another site's Origin or the opaque "null" one (React Router itself refuses these for
      // page actions with 400 before our check runs; API routes get our 403)
      const refused = isAdminPage(r) ? [400, 403] : [403];
      expect(refused, `POST ${r.url} from evil.example`).toContain(
        (await post(r.url, { Origin: 'https://evil.example' })).status,
      );
      expect(refused, `POST ${r.url} with Origin null`).toContain((await post(r.url, { Origin: 'null' })).status);
      // no Origin at all and another site's Referer: only our check sees it
      expect(
        (await post(r.url, { Referer: 'https://evil.example/page' })).status,
        `POST ${r.url} with a foreign Referer`,
      ).toBe(403);
      expect((await post(r.url, {})).status, `POST ${r.url} with neither Origin nor Referer`).toBe(403);
    }
    // the cookie itself still works from our own origin
    expect((await fetch(`${studio.url}/admin`, { headers: { Cookie: cookie }, redirect: 'manual' })).status).toBe(200);
  });

  it('no action, signed in or not, answers 5xx to a body that is not what it expects', {
    timeout: 180_000,
  }, async () => {
    const cookie = await signInOverHttp(studio.url, ADMIN.email, ADMIN.password);
    const bodies: { type: string; body: string }[] = [
      { type: 'application/json', body: '{"intent":"save","recordId":"1","name":"<script>alert(1)</script>"}' },
      { type: 'text/plain', body: 'intent=save' },
      { type: 'application/x-www-form-urlencoded', body: 'intent=%E0%A4%A&recordId=abc&date=2026-02-30' },
      { type: 'multipart/form-data; boundary=yok', body: '--baska\r\nbozuk' },
    ];
    let checked = 0;
    // sign-out ends the session this walk uses; it has nothing to parse anyway
    for (const r of routes.filter((x) => x.hasAction && !x.id.endsWith('admin_.logout'))) {
      const url = studio.url + r.url + (r.id.endsWith('._index') ? '?index' : '');
      for (const { type, body } of bodies) {
        for (const auth of [{ Cookie: cookie }, {}] as Record<string, string>[]) {
          const res = await fetch(url, {
            method: 'POST',
            redirect: 'manual',
            headers: { Origin: studio.url, 'Content-Type': type, ...auth },
            body,
          });
          expect(
            res.status,
            `POST ${r.url} (${type}${'Cookie' in auth ? ', signed in' : ''}): ${(await res.text()).slice(0, 200)}`,
          ).toBeLessThan(500);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('odd methods (TRACE, OPTIONS, PROPFIND) and forged client-IP headers: never a 5xx, never a stack trace', {
    timeout: 180_000,
  }, async () => {
    const cookie = await signInOverHttp(studio.url, ADMIN.email, ADMIN.password);
    const logBefore = studio.output().length;
    const forged = {
      'X-Forwarded-For': '1.2.3.4, 5.6.7.8',
      'Fly-Client-IP': '9.9.9.9',
      'X-Real-IP': '<script>',
      Forwarded: 'for="[::1]";proto=https',
    };
    const statuses: Record<string, Set<number>> = { TRACE: new Set(), OPTIONS: new Set(), PROPFIND: new Set() };
    let checked = 0;
    for (const r of routes) {
      for (const method of Object.keys(statuses)) {
        for (const auth of [{ Cookie: cookie }, {}] as Record<string, string>[]) {
          const res = await rawRequest(studio.url + r.url, method, { ...forged, ...auth });
          expect(res.status, `${method} ${r.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          statuses[method]!.add(res.status);
          if (method === 'OPTIONS') expect(res.allow, `OPTIONS ${r.url}`).toMatch(/GET, HEAD, POST/);
          else expect(res.allow, `${method} ${r.url}`).toBeTruthy();
          checked++;
        }
      }
      // the ordinary methods with forged client-IP headers
      for (const method of ['GET', 'POST']) {
        const res = await rawRequest(
          studio.url + r.url,
          method,
          { ...forged, Origin: studio.url, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
          'intent=x',
        );
        expect(res.status, `${method} ${r.url} with forged IP headers: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        checked++;
      }
    }
    expect(statuses.TRACE).toEqual(new Set([405]));
    expect(statuses.PROPFIND).toEqual(new Set([405]));
    expect(statuses.OPTIONS).toEqual(new Set([204]));
    expect(checked).toBeGreaterThan(500);
    const log = studio.output().slice(logBefore);
    expect(log, 'stack traces in the log').not.toMatch(/\n\s+at /);
  });
});

/** One request with any method (fetch refuses TRACE), without following redirects. */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: body ? { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } : headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
