/**
 * Issue 24, findings 2, 6 and 9 (the log): the edge rules hold however the path is written,
 * and a public form's body is refused before it is read (docs/decisions/0338, 0339). These use
 * only what server/security.ts and server/request-log.ts exported before, so they also run
 * against older code.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTrustProxy, clientIpMiddleware } from './client-ip';
import { redactPath } from './request-log';
import { bodySizeLimit, rateLimits } from './security';

const closers: (() => void)[] = [];
afterEach(() =>
  closers.splice(0).forEach((c) => {
    c();
  }),
);

function serve(...middleware: express.RequestHandler[]) {
  const app = express();
  applyTrustProxy(app, { kind: 'socket' });
  app.use(clientIpMiddleware({ kind: 'socket' }));
  for (const m of middleware) app.use(m);
  app.use((_req, res) => void res.json({ ok: true }));
  const server = app.listen(0);
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('request size limits by route', () => {
  it('an 11 MB multipart post to the waitlist form is refused with 413 before it is read', async () => {
    let reached = false;
    const app = express();
    app.use(bodySizeLimit());
    app.use((_req, res) => {
      reached = true;
      res.send('read');
    });
    const server = app.listen(0);
    closers.push(() => server.close());
    const port = (server.address() as AddressInfo).port;
    // the status line arrives while the 11 MB are still being sent: the server does not wait for them
    const answer = await new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          path: '/contact/bekleme-listesi',
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(11 * 1024 * 1024) },
        },
        (res) => {
          resolve({ status: res.statusCode ?? 0, sentBytes: req.socket?.bytesWritten ?? 0 });
          res.resume();
          req.destroy();
        },
      );
      req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(e)));
      req.write(Buffer.alloc(64 * 1024, 'a'));
    });
    expect(answer.status).toBe(413);
    expect(answer.sentBytes).toBeLessThan(1024 * 1024);
    expect(reached).toBe(false);
  });
});

describe('rate limits by the resolved route', () => {
  it('counts every spelling of a limited path against the same rule', async () => {
    const base = serve(...rateLimits(true));
    const spellings = [
      '/api/appointments',
      '/API/appointments',
      '/api/Appointments',
      '/api/appointments/',
      '/api/appointments.data',
      '//api/appointments',
      '/api/%61ppointments',
      '/Api/Appointments.DATA',
      '/api/appointments/.data',
      '/api/%2561ppointments',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await fetch(`${base}/api/appointments`, { method: 'POST' })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // the 61st booking, whatever the spelling, is over the limit
    for (const path of spellings) expect((await fetch(`${base}${path}`, { method: 'POST' })).status, path).toBe(429);
    // the wizard's page shares the booking rule
    for (const path of ['/contact', '/Contact', '/contact/', '/contact.data', '/%63ontact'])
      expect((await fetch(`${base}${path}`, { method: 'POST' })).status, path).toBe(429);
  });

  it('limits the waitlist form per IP, however written', async () => {
    const base = serve(...rateLimits(true));
    const paths = [
      '/contact/bekleme-listesi',
      '/Contact/Bekleme-Listesi',
      '/contact/bekleme-listesi/',
      '/contact/bekleme-listesi.data',
      '/contact//bekleme-listesi',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await fetch(`${base}${paths[i % paths.length]}`, { method: 'POST' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("the kapora's public calls (issue 38)", () => {
  it('limits iyzico\'s callback and the "Kartla öde" form per IP, however written', async () => {
    const base = serve(...rateLimits(true));
    const statuses: number[] = [];
    const paths = ['/kapora/donus', '/Kapora/Donus', '/kapora/donus/', '/kapora/donus.data'];
    for (let i = 0; i < 32; i++)
      statuses.push((await fetch(`${base}${paths[i % paths.length]}`, { method: 'POST' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // "Kartla öde" posts to the customer's page: the self-service rule
    const pay: number[] = [];
    for (let i = 0; i < 31; i++) pay.push((await fetch(`${base}/randevu/abc`, { method: 'POST' })).status);
    expect(pay.at(-1)).toBe(429);
  });
});

describe('request logs', () => {
  it('never log a calendar feed token or a verification id, however the path is written', () => {
    expect(redactPath('/takvim/Zx8k2l-secret-feed-token-Zx8k2l-secret-feed')).toBe('/takvim/:token');
    expect(redactPath('/TAKVIM/Zx8k2l-secret')).toBe('/takvim/:token');
    expect(redactPath('//takvim/Zx8k2l-secret?x=1')).toBe('/takvim/:token');
    expect(redactPath('/%74akvim/Zx8k2l-secret')).toBe('/takvim/:token');
    expect(redactPath('/api/phone-verifications/AbCdEf123456/check')).toBe('/api/phone-verifications/:id/check');
  });
});
