import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTrustProxy, clientIpMiddleware, parseTrustProxy, type TrustProxy } from './client-ip';
import { redactPath } from './request-log';
import {
  bodyLimitFor,
  bodySizeLimit,
  RATE_LIMIT_MESSAGE,
  rateLimits,
  securityHeaders,
  SIGN_IN_REQUEST_LIMIT,
} from './security';
import { routeKey } from './route-key';

const closers: (() => void)[] = [];
afterEach(() =>
  closers.splice(0).forEach((c) => {
    c();
  }),
);

function serve(...middleware: express.RequestHandler[]) {
  return serveBehind({ kind: 'hops', hops: 1 }, ...middleware);
}

function serveBehind(trust: TrustProxy, ...middleware: express.RequestHandler[]) {
  const app = express();
  applyTrustProxy(app, trust);
  app.use(clientIpMiddleware(trust));
  for (const m of middleware) app.use(m);
  app.use((_req, res) => {
    res.json({ nonce: res.locals.cspNonce ?? null });
  });
  const server = app.listen(0);
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('security headers', () => {
  it('enforces a CSP whose script nonce changes with every request', async () => {
    const base = serve(...securityHeaders({ csp: true }));
    const a = await fetch(base);
    const b = await fetch(base);
    const policy = a.headers.get('content-security-policy')!;
    expect(a.headers.get('content-security-policy-report-only')).toBeNull();
    const { nonce } = (await a.json()) as { nonce: string };
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    // frames: the contact block's map provider only
    expect(policy).toContain('frame-src https://www.openstreetmap.org;');
    expect(policy).not.toContain("'unsafe-inline' 'self'; script");
    expect(((await b.json()) as { nonce: string }).nonce).not.toBe(nonce);
    expect(a.headers.get('strict-transport-security')).toContain('max-age=63072000');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves the CSP off in development (Vite injects inline scripts)', async () => {
    const res = await fetch(serve(...securityHeaders({ csp: false })));
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe('request size limits', () => {
  it('refuses large bodies before reading them and bodies of unknown length', async () => {
    const base = serve(bodySizeLimit({ upload: 1000, admin: 300, public: 100 }));
    expect(
      (
        await fetch(`${base}/api/x`, {
          method: 'POST',
          body: 'a'.repeat(301),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(413);
    const page = await fetch(`${base}/contact`, {
      method: 'POST',
      body: 'a'.repeat(101),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.status).toBe(413);
    expect(await page.text()).toBe('İstek çok büyük.');
    expect((await fetch(`${base}/api/x`, { method: 'POST', body: 'a'.repeat(300) })).status).toBe(200);
    const upload = await fetch(`${base}/admin/gallery`, {
      method: 'POST',
      body: 'a'.repeat(900),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(upload.status).toBe(200);
    const stream = new ReadableStream({
      start: (c) => {
        c.enqueue(new TextEncoder().encode('{}'));
        c.close();
      },
    });
    const chunked = await fetch(`${base}/api/x`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(411);
  });

  it('limits by route: public forms and JSON 32 KB, uploads only on the admin upload routes (12 MB), other admin writes 256 KB', () => {
    const multipart = true;
    expect(bodyLimitFor(routeKey('/contact/bekleme-listesi'), multipart)).toBe(32 * 1024);
    expect(bodyLimitFor(routeKey('/contact/bekleme-listesi'), false)).toBe(32 * 1024);
    expect(bodyLimitFor(routeKey('/CONTACT.data'), multipart)).toBe(32 * 1024);
    expect(bodyLimitFor(routeKey('/api/appointments'), false)).toBe(32 * 1024);
    expect(bodyLimitFor(routeKey('/api/Appointments/'), multipart)).toBe(32 * 1024);
    expect(bodyLimitFor(routeKey('/api/surveys/abc/submit'), false)).toBe(32 * 1024);
    expect(bodyLimitFor(routeKey('/randevu/AAAA'), multipart)).toBe(32 * 1024);
    expect(bodyLimitFor(routeKey('/admin/login'), multipart)).toBe(32 * 1024);
    expect(bodyLimitFor(routeKey('/admin/gallery'), multipart)).toBe(12 * 1024 * 1024);
    expect(bodyLimitFor(routeKey('/api/gallery'), multipart)).toBe(12 * 1024 * 1024);
    expect(bodyLimitFor(routeKey('/api/services/3'), multipart)).toBe(12 * 1024 * 1024);
    expect(bodyLimitFor(routeKey('/admin/gallery'), false)).toBe(256 * 1024);
    expect(bodyLimitFor(routeKey('/admin/kvkk'), multipart)).toBe(256 * 1024);
    expect(bodyLimitFor(routeKey('/api/customers'), false)).toBe(256 * 1024);
  });
});

describe('the route key (one rule per route however the path is written)', () => {
  it('reads case, trailing slashes, .data, doubled slashes, percent-encoding and dot segments as the route', () => {
    const variants = [
      '/api/appointments',
      '/API/appointments',
      '/api/Appointments',
      '/api/appointments/',
      '/api/appointments.data',
      '//api//appointments',
      '/api/%61ppointments',
      '/api/%2561ppointments',
      '/%41PI/appointments/',
      '/api/./appointments',
      '/api/x/../appointments',
      '/api/appointments/.data',
      '/api\\appointments',
    ];
    for (const v of variants) expect(routeKey(v), v).toBe('/api/appointments');
    for (const v of [
      '/contact',
      '/Contact',
      '/contact/',
      '/contact.data',
      '/CONTACT.DATA',
      '/%63ontact',
      '//contact',
      '/contact?adim=3',
    ])
      expect(routeKey(v), v).toBe('/contact');
    expect(routeKey('/_root.data')).toBe('/');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/%E0%A4%A')).toBe('/%e0%a4%a'); // a broken escape stays, lower-cased
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client IP with a Turkish message, and can be turned off', async () => {
    const base = serve(...rateLimits(true));
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_REQUEST_LIMIT; i++)
      statuses.push((await fetch(`${base}/api/auth/admin/login`, { method: 'POST' })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await fetch(`${base}/api/auth/admin/login`, { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ success: false, message: RATE_LIMIT_MESSAGE });
    // Another client (as seen behind the proxy) is not affected.
    const other = await fetch(`${base}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(other.status).toBe(200);
    // Reads of public pages are not limited by the sign-in rule.
    expect((await fetch(`${base}/services`)).status).toBe(200);

    const off = serve(...rateLimits(false));
    for (let i = 0; i < 25; i++)
      expect((await fetch(`${off}/api/auth/admin/login`, { method: 'POST' })).status).toBe(200);
  });
});

describe('client IP (TRUST_PROXY)', () => {
  const login = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/auth/admin/login`, { method: 'POST', headers });

  it('by default believes no header: a made-up X-Forwarded-For does not reset the limit', async () => {
    const base = serveBehind(parseTrustProxy(undefined, {}), ...rateLimits(true));
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_REQUEST_LIMIT + 2; i++)
      statuses.push(
        (
          await login(base, {
            'x-forwarded-for': `198.51.100.${i % 250}`,
            'fly-client-ip': `203.0.113.${i % 250}`,
            'x-real-ip': `192.0.2.${i % 250}`,
          })
        ).status,
      );
    expect(statuses.slice(0, SIGN_IN_REQUEST_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(SIGN_IN_REQUEST_LIMIT)).toEqual([429, 429]);
  });

  it('on Fly (FLY_APP_NAME, nothing else set) uses Fly-Client-IP and ignores X-Forwarded-For', async () => {
    const trust = parseTrustProxy(undefined, { FLY_APP_NAME: 'studio' });
    expect(trust).toEqual({ kind: 'header', name: 'fly-client-ip' });
    const base = serveBehind(trust, ...rateLimits(true));
    for (let i = 0; i < SIGN_IN_REQUEST_LIMIT; i++)
      expect(
        (await login(base, { 'fly-client-ip': '203.0.113.5', 'x-forwarded-for': `198.51.100.${i % 250}` })).status,
      ).toBe(200);
    expect((await login(base, { 'fly-client-ip': '203.0.113.5', 'x-forwarded-for': '198.51.100.99' })).status).toBe(
      429,
    );
    expect((await login(base, { 'fly-client-ip': '203.0.113.6' })).status).toBe(200);
  });

  it('a proxy count takes the address that many hops back; a header name reads that header', async () => {
    const echo = (trust: TrustProxy) => serveBehind(trust, (_req, res) => void res.json({ ip: res.locals.clientIp }));
    const hops = echo(parseTrustProxy('1'));
    expect(await (await fetch(hops, { headers: { 'x-forwarded-for': '1.1.1.1, 203.0.113.7' } })).json()).toEqual({
      ip: '203.0.113.7',
    });
    const header = echo(parseTrustProxy('X-Real-IP'));
    expect(
      await (await fetch(header, { headers: { 'x-real-ip': '203.0.113.8', 'x-forwarded-for': '1.1.1.1' } })).json(),
    ).toEqual({ ip: '203.0.113.8' });
    const socket = echo(parseTrustProxy('socket', { FLY_APP_NAME: 'studio' }));
    expect(await (await fetch(socket, { headers: { 'fly-client-ip': '203.0.113.9' } })).json()).toEqual({
      ip: '127.0.0.1',
    });
    expect(() => parseTrustProxy('1.2.3.4/8')).toThrow(/TRUST_PROXY/);
  });
});

describe('request logs', () => {
  it('never log query strings or survey tokens', () => {
    expect(redactPath('/admin/customers?q=ayse@example.com')).toBe('/admin/customers');
    expect(redactPath('/survey/Zx8k2l-secret')).toBe('/survey/:token');
    // an invitation link takes an account (issue 37)
    expect(redactPath('/davet/Zx8k2l-secret-invitation-token-Zx8k2l-sec')).toBe('/davet/:token');
    expect(redactPath('/DAVET/Zx8k2l-secret.data')).toBe('/davet/:token');
    expect(redactPath('/api/surveys/Zx8k2l-secret/submit')).toBe('/api/surveys/:token/submit');
    expect(redactPath('/api/surveys/admin/stats')).toBe('/api/surveys/admin/stats');
  });

  it('never log the token of a customer self-service link', () => {
    expect(redactPath('/randevu/AAAAKjx9Qm2-Jc8_r1TqZ0aPkA?tarih=2026-12-01')).toBe('/randevu/:token');
    expect(redactPath('/randevu/AAAAKjx9Qm2-Jc8_r1TqZ0aPkA.data')).toBe('/randevu/:token');
    expect(redactPath('/bildirim-iptal/sms/AAAAKjx9Qm2-Jc8_r1TqZ0aPkA')).toBe('/bildirim-iptal/sms/:token');
  });
});
