import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../tests/helpers/test-db';
import { createHttpApp } from './http-app';
import { SIGN_IN_REQUEST_LIMIT } from './security';

const publicDir = path.resolve(__dirname, '../public');
const servers: { close: () => void }[] = [];
afterEach(() =>
  servers.splice(0).forEach((s) => {
    s.close();
  }),
);

function start(uploadsDir: string) {
  const { db } = createTestDb({ demo: false });
  const app = createHttpApp({ db, uploadsDir, publicDir });
  const server = app.listen(0);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('http app', () => {
  it('answers the health check once the database answers', async () => {
    const { uploadsDir } = createTestDb({ demo: false });
    const base = start(uploadsDir);
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('counts rate limits per socket address by default: a made-up X-Forwarded-For does not reset them', async () => {
    const { db, uploadsDir } = createTestDb({ demo: false });
    const app = createHttpApp({ db, uploadsDir, publicDir, rateLimits: true });
    const server = app.listen(0);
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_REQUEST_LIMIT; i++) {
      const res = await fetch(`${base}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${i % 250}`, 'fly-client-ip': `203.0.113.${i % 250}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses[SIGN_IN_REQUEST_LIMIT]).toBe(429);
  });

  it('answers TRACE and other unknown methods 405 and OPTIONS the allowed methods', async () => {
    const { uploadsDir } = createTestDb({ demo: false });
    const base = start(uploadsDir);
    const http = await import('node:http');
    const ask = (method: string, p: string) =>
      new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        const req = http.request(base + p, { method }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await ask('TRACE', '/')).toEqual({
      status: 405,
      allow: 'GET, HEAD, POST, OPTIONS',
      body: 'Bu istek yöntemi desteklenmiyor.',
    });
    expect(await ask('PROPFIND', '/api/services')).toMatchObject({
      status: 405,
      allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    });
    expect(JSON.parse((await ask('PROPFIND', '/api/services')).body)).toEqual({
      success: false,
      message: 'Bu istek yöntemi desteklenmiyor.',
    });
    expect(await ask('OPTIONS', '/contact')).toEqual({ status: 204, allow: 'GET, HEAD, POST, OPTIONS', body: '' });
  });

  it('keeps the Origin of same-origin form posts (JavaScript-off forms pass the CSRF check)', async () => {
    const { uploadsDir } = createTestDb({ demo: false });
    const base = start(uploadsDir);
    const res = await fetch(`${base}/healthz`);
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('serves uploads at /uploads and at the spec aliases', async () => {
    const { uploadsDir } = createTestDb({ demo: false });
    fs.mkdirSync(path.join(uploadsDir, 'gallery'));
    fs.writeFileSync(path.join(uploadsDir, 'gallery', 'a-400.webp'), 'RIFF');
    const base = start(uploadsDir);
    for (const prefix of ['/uploads', '/api/proxy/uploads', '/api/uploads']) {
      const res = await fetch(`${base}${prefix}/gallery/a-400.webp`);
      expect(res.status, prefix).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
  });

  it('answers a missing image with the placeholder and an unknown file with 404', async () => {
    const { uploadsDir } = createTestDb({ demo: false });
    const base = start(uploadsDir);
    const image = await fetch(`${base}/uploads/gallery/missing.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('x-placeholder')).toBe('1');
    const avatar = await fetch(`${base}/api/proxy/uploads/team/missing.jpg`);
    expect(await avatar.text()).toContain('<circle');
    expect((await fetch(`${base}/uploads/notes.txt`)).status).toBe(404);
  });

  it('never serves files outside the uploads folder', async () => {
    const { uploadsDir } = createTestDb({ demo: false });
    fs.writeFileSync(path.join(path.dirname(uploadsDir), 'secret.webp'), 'secret');
    const base = start(uploadsDir);
    for (const p of [
      '/uploads/%2e%2e/secret.webp',
      '/api/uploads/..%2fsecret.webp',
      '/uploads/%2e%2e%2fsecret.webp',
      '/uploads/.session-secret',
    ]) {
      const res = await fetch(`${base}${p}`);
      expect(await res.text(), p).not.toBe('secret');
    }
  });

  it('sends a built file as the .br or .gz made at build time, as the browser accepts, the file itself otherwise', async () => {
    const { db, uploadsDir } = createTestDb({ demo: false });
    const clientBuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
    fs.mkdirSync(path.join(clientBuildDir, 'assets'));
    const source = Buffer.from(
      `export const days = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `gün ${i}`))};`,
    );
    const file = (name: string, body: Buffer) => fs.writeFileSync(path.join(clientBuildDir, 'assets', name), body);
    file('day-AbC123.js', source);
    file('day-AbC123.js.br', zlib.brotliCompressSync(source));
    file('day-AbC123.js.gz', zlib.gzipSync(source, { level: 9 }));
    // a file the build left without compressed copies (smaller compressed than not: none made)
    file('tiny-X1.js', Buffer.from('export{};'));
    const app = createHttpApp({ db, uploadsDir, publicDir, clientBuildDir });
    const server = app.listen(0);
    servers.push(server);
    const port = (server.address() as AddressInfo).port;
    // a raw GET (fetch would undo the encoding and hide it)
    const get = (url: string, acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }>((resolve, reject) => {
        http
          .get({ port, path: url, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode! }),
            );
          })
          .on('error', reject);
      });

    const chrome = await get('/assets/day-AbC123.js', 'gzip, deflate, br, zstd');
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(chrome.body).equals(source)).toBe(true);
    expect(chrome.body.length).toBe(fs.statSync(path.join(clientBuildDir, 'assets', 'day-AbC123.js.br')).size);
    expect(chrome.headers['content-type']).toMatch(/^text\/javascript/);
    expect(chrome.headers['cache-control']).toContain('immutable');
    expect(chrome.headers.vary).toContain('Accept-Encoding');

    const old = await get('/assets/day-AbC123.js', 'gzip');
    expect(old.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(old.body).equals(source)).toBe(true);

    const plain = await get('/assets/day-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(source)).toBe(true);

    const tiny = await get('/assets/tiny-X1.js', 'br');
    expect(tiny.status).toBe(200);
    expect(tiny.body.toString()).toBe('export{};');
    expect((await get('/assets/missing-Z9.js', 'br')).status).toBe(404);
  });
});
