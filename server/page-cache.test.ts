import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { dataVersionReader, openDatabase } from '../db/client';
import { keyOf, pageCache, publicPageVersion } from './page-cache';

type Served = { url: string; close: () => Promise<void> };
const open: Served[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

/** An Express app with the cache in front of a handler that counts its renders. */
async function serve(cache: RequestHandler, handler: RequestHandler): Promise<Served> {
  const app = express();
  app.use((_req, res, next) => {
    res.set('Content-Security-Policy', `script-src 'nonce-${Math.random()}'`); // per request, as helmet's
    next();
  });
  app.use(compression());
  app.use(cache);
  app.use(handler);
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const served = {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
  open.push(served);
  return served;
}

function page(
  counter: { renders: number },
  headers: Record<string, string> = { 'Cache-Control': 'public, no-cache' },
  body = (n: number) => `<html>render ${n}</html>`,
): RequestHandler {
  return (req, res) => {
    counter.renders++;
    res.status(200).set({ 'Content-Type': 'text/html; charset=utf-8', ETag: `"e${counter.renders}"`, ...headers });
    res.write(body(counter.renders).slice(0, 6));
    res.end(body(counter.renders).slice(6) + (req.query.kategori ?? ''));
  };
}

describe('page cache', () => {
  it('serves a public page again without rendering until the version changes, with fresh front headers and 304s', async () => {
    let version = 'v1';
    const counter = { renders: 0 };
    const cache = pageCache({ version: () => version, queryKeys: ['kategori'] });
    const s = await serve(cache, page(counter));
    const first = await fetch(`${s.url}/services`);
    expect(await first.text()).toBe('<html>render 1</html>');
    const second = await fetch(`${s.url}/services`);
    expect(await second.text()).toBe('<html>render 1</html>');
    expect(counter.renders).toBe(1);
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('content-encoding')).toBeNull(); // too small to compress: nothing stale replayed
    expect(second.headers.get('content-security-policy')).not.toBe(first.headers.get('content-security-policy'));
    const notModified = await fetch(`${s.url}/services`, { headers: { 'if-none-match': '"e1"' } });
    expect(notModified.status).toBe(304);
    const head = await fetch(`${s.url}/services`, { method: 'HEAD' });
    expect(head.headers.get('etag')).toBe('"e1"');
    expect(counter.renders).toBe(1);

    version = 'v2';
    expect(await (await fetch(`${s.url}/services`)).text()).toBe('<html>render 2</html>');
    expect(counter.renders).toBe(2);
    expect(cache.size()).toBe(1);
  });

  it('keeps whitelisted queries apart and passes any other query through', async () => {
    const counter = { renders: 0 };
    const s = await serve(pageCache({ version: () => 'v', queryKeys: ['kategori'] }), page(counter));
    expect(await (await fetch(`${s.url}/services?kategori=gel`)).text()).toBe('<html>render 1</html>gel');
    expect(await (await fetch(`${s.url}/services?kategori=gel`)).text()).toBe('<html>render 1</html>gel');
    expect(await (await fetch(`${s.url}/services?kategori=pedikur`)).text()).toBe('<html>render 2</html>pedikur');
    await fetch(`${s.url}/services?utm=x`);
    await fetch(`${s.url}/services?utm=x`);
    expect(counter.renders).toBe(4);
  });

  it.each([
    ['a private page', { 'Cache-Control': 'no-store' }],
    ['a page that sets a cookie', { 'Cache-Control': 'public, no-cache', 'Set-Cookie': 'a=b' }],
  ])('never keeps %s', async (_name, headers) => {
    const counter = { renders: 0 };
    const s = await serve(pageCache({ version: () => 'v' }), page(counter, headers));
    await fetch(`${s.url}/x`);
    await fetch(`${s.url}/x`);
    expect(counter.renders).toBe(2);
  });

  it('never keeps a page that carries a nonce (a nonce is good for one response only)', async () => {
    const counter = { renders: 0 };
    const s = await serve(
      pageCache({ version: () => 'v' }),
      page(counter, undefined, (n) => `<html><script nonce="abc${n}"></script></html>`),
    );
    await fetch(`${s.url}/x`);
    expect(await (await fetch(`${s.url}/x`)).text()).toContain('nonce="abc2"');
  });

  it('a page that varies on the cookie is kept from and served to requests without cookies only', async () => {
    const counter = { renders: 0 };
    const s = await serve(
      pageCache({ version: () => 'v' }),
      page(counter, { 'Cache-Control': 'public, no-cache', Vary: 'Cookie' }),
    );
    await fetch(`${s.url}/contact`, { headers: { cookie: 'draft=1' } });
    await fetch(`${s.url}/contact`);
    await fetch(`${s.url}/contact`);
    expect(counter.renders).toBe(2);
    expect(await (await fetch(`${s.url}/contact`, { headers: { cookie: 'draft=1' } })).text()).toBe(
      '<html>render 3</html>',
    );
  });

  it('keeps a page per host: a forged Host or X-Forwarded-Host never reaches another visitor', async () => {
    const counter = { renders: 0 };
    const s = await serve(
      pageCache({ version: () => 'v' }),
      page(counter, undefined, (n) => `<html>render ${n}</html>`),
    );
    const forged = await fetch(`${s.url}/services`, { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(await forged.text()).toBe('<html>render 1</html>');
    expect(await (await fetch(`${s.url}/services`)).text()).toBe('<html>render 2</html>');
    expect(await (await fetch(`${s.url}/services`)).text()).toBe('<html>render 2</html>');
    expect(counter.renders).toBe(2);
  });

  it('keys on the whitelist in a stable order', () => {
    const keys = new Set(['kategori', 'sayfa']);
    expect(keyOf('/a?sayfa=2&kategori=gel', keys)).toBe(keyOf('/a?kategori=gel&sayfa=2', keys));
    expect(keyOf('/a?', keys)).toBe('/a');
    expect(keyOf('/a?x=1', keys)).toBeNull();
  });
});

describe('public page version', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("changes with a write on the app's own connection and when the Istanbul day turns", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-version-'));
    const file = path.join(dir, 'studio.db');
    const db = openDatabase(file);
    db.$client.exec('create table probe (x)');
    const reader = dataVersionReader(file);
    let now = new Date('2026-03-10T20:59:00Z'); // 23:59 in Istanbul
    const version = publicPageVersion(reader.read, () => now);
    try {
      const v1 = version();
      expect(version()).toBe(v1); // reading changes nothing
      db.$client.prepare('insert into probe values (1)').run();
      const v2 = version();
      expect(v2).not.toBe(v1);
      now = new Date('2026-03-10T21:00:00Z'); // midnight in Istanbul
      expect(version()).not.toBe(v2);
    } finally {
      reader.close();
      db.$client.close();
    }
  });
});
