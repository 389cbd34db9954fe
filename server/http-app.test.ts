import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
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
});
