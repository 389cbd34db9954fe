/**
 * A database that cannot be written (here: `PRAGMA query_only`, which fails every write with
 * SQLITE_READONLY, as a read-only file or volume does): /healthz says so with 503, and every
 * admin write answers 503 with a Turkish message -- JSON under /api, the error page on
 * screens -- never React Router's plain-text 500. Runs the production build in-process.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import type { ServerBuild } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_MESSAGES, withDatabaseErrors } from '../../server/db-errors';
import { createHttpApp } from '../../server/http-app';
import { bearerToken, createTestUser, sessionCookieHeader } from '../helpers/admin';
import { ROOT } from '../helpers/server-process';
import { createTestContext, createTestDb } from '../helpers/test-db';

let build: ServerBuild;
beforeAll(async () => {
  build = (await import(path.join(ROOT, 'build/server/index.js'))) as ServerBuild;
});

const closers: (() => void)[] = [];
afterEach(() =>
  closers.splice(0).forEach((c) => {
    c();
  }),
);

async function studio(options: { wrap?: boolean } = {}) {
  const { db, uploadsDir } = createTestDb();
  const context = createTestContext(db, { uploadsDir });
  const logged: string[] = [];
  const handler = createRequestHandler({
    build: options.wrap === false ? build : withDatabaseErrors(build, (line) => logged.push(line)),
    mode: 'production',
    getLoadContext: () => ({ ...context, clientIp: '127.0.0.1', cspNonce: '' }) as never,
  });
  const app = createHttpApp({ db, uploadsDir, publicDir: path.join(ROOT, 'public'), handler });
  const server = app.listen(0);
  closers.push(() => server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const bearer = bearerToken(context, admin.id);
  const readOnly = () => db.$client.pragma('query_only = ON');
  return { db, url, cookie, bearer, readOnly, logged };
}

describe('a database that cannot be written', () => {
  it('/healthz answers 503 when a write cannot be made, 200 (keeping nothing) when it can', async () => {
    const s = await studio();
    const before = s.db.$client.prepare('select count(*) as n from sqlite_master').get();
    const ok = await fetch(`${s.url}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'ok', writable: true });
    expect(s.db.$client.prepare('select count(*) as n from sqlite_master').get()).toEqual(before);
    s.readOnly();
    const down = await fetch(`${s.url}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'error', database: 'read-only' });
  });

  it('admin JSON writes answer 503 with a Turkish JSON message', async () => {
    const s = await studio();
    s.readOnly();
    const put = await fetch(`${s.url}/api/settings/salon_adi`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${s.bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'Yeni Ad' }),
    });
    expect(put.status).toBe(503);
    expect(put.headers.get('content-type')).toContain('application/json');
    expect(await put.json()).toEqual({ success: false, message: DATABASE_MESSAGES.readonly });
    expect(Number(put.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(s.logged.join('\n')).toContain('SQLITE_READONLY PUT /api/settings/salon_adi');
  });

  it('admin screen writes (JavaScript off) answer 503 with the Turkish error page', async () => {
    const s = await studio();
    s.readOnly();
    const form = new URLSearchParams({
      intent: 'create',
      name: 'yeni-kategori',
      displayName: 'Yeni Kategori',
      icon: '💅',
      displayOrder: '9',
    });
    const res = await fetch(`${s.url}/admin/categories`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: s.cookie, Origin: s.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const html = await res.text();
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Veritabanı şu anda yalnızca okunabilir durumda');
    // the sentence is on the page itself, not only in the hydration data
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(visible).toContain('Değişiklik kaydedilemedi');
    expect(visible).toContain('Veritabanı şu anda yalnızca okunabilir durumda');
    expect(html).not.toContain('Unexpected Server Error');
    // with JavaScript (a data request) the same status and message
    const dataRes = await fetch(`${s.url}/admin/categories.data`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: s.cookie, Origin: s.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(dataRes.status).toBe(503);
    expect(await dataRes.text()).toContain('Veritabanı şu anda yalnızca okunabilir durumda');
  });

  it('without the wrapper these were plain-text 500s (what the wrapper fixes)', async () => {
    const s = await studio({ wrap: false });
    s.readOnly();
    const put = await fetch(`${s.url}/api/settings/salon_adi`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${s.bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'Yeni Ad' }),
    });
    expect(put.status).toBe(500);
  });

  it('no admin write answers 500 on a read-only database: every action of the build, signed in', {
    timeout: 120_000,
  }, async () => {
    const s = await studio();
    s.readOnly();
    const seen = new Map<number, number>();
    for (const [id, route] of Object.entries(build.routes)) {
      if (!route?.module.action || id === 'routes/admin_.logout') continue;
      let pattern = '';
      for (let r: typeof route | undefined = route; r; r = r.parentId ? build.routes[r.parentId] : undefined)
        if (r.path) pattern = `${r.path}/${pattern}`;
      const url =
        '/' +
        pattern
          .replace(/\/$/, '')
          .split('/')
          .map((p) => (p.startsWith(':') ? '1' : p))
          .join('/') +
        (id.endsWith('._index') ? '?index' : '');
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const api = url.startsWith('/api/');
        const res = await fetch(s.url + url, {
          method,
          redirect: 'manual',
          headers: api
            ? { Authorization: `Bearer ${s.bearer}`, 'Content-Type': 'application/json' }
            : { Cookie: s.cookie, Origin: s.url, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: api
            ? '{"name":"x","value":"y","status":"confirmed"}'
            : 'intent=delete&id=1&recordId=1&status=confirmed',
        });
        const body = await res.text();
        expect(res.status, `${method} ${url}: ${body.slice(0, 200)}`).not.toBe(500);
        if (res.status >= 500) {
          expect(res.status, `${method} ${url}`).toBe(503);
          if (api)
            expect(JSON.parse(body), `${method} ${url}`).toMatchObject({
              success: false,
              message: expect.stringMatching(/[ğüşıöçİ]/),
            });
          else expect(body, `${method} ${url}`).toContain('<html lang="tr"');
        }
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      }
    }
    expect(seen.get(503) ?? 0).toBeGreaterThan(5);
  });
});
