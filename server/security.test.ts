import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { redactPath } from './request-log';
import { bodySizeLimit, RATE_LIMIT_MESSAGE, rateLimits, securityHeaders } from './security';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((c) => c()));

function serve(...middleware: express.RequestHandler[]) {
  const app = express();
  app.set('trust proxy', 1);
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
    const base = serve(bodySizeLimit({ multipart: 1000, other: 100 }));
    expect((await fetch(`${base}/api/x`, { method: 'POST', body: 'a'.repeat(101), headers: { 'content-type': 'application/json' } })).status).toBe(413);
    const page = await fetch(`${base}/contact`, { method: 'POST', body: 'a'.repeat(101), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(page.status).toBe(413);
    expect(await page.text()).toBe('İstek çok büyük.');
    expect((await fetch(`${base}/api/x`, { method: 'POST', body: 'a'.repeat(100) })).status).toBe(200);
    const upload = await fetch(`${base}/admin/gallery`, { method: 'POST', body: 'a'.repeat(900), headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(upload.status).toBe(200);
    const stream = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('{}')), c.close()) });
    const chunked = await fetch(`${base}/api/x`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(411);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client IP with a Turkish message, and can be turned off', async () => {
    const base = serve(...rateLimits(true));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await fetch(`${base}/api/auth/admin/login`, { method: 'POST' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const limited = await fetch(`${base}/api/auth/admin/login`, { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ success: false, message: RATE_LIMIT_MESSAGE });
    // Another client (as seen behind the proxy) is not affected.
    const other = await fetch(`${base}/api/auth/admin/login`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(other.status).toBe(200);
    // Reads of public pages are not limited by the sign-in rule.
    expect((await fetch(`${base}/services`)).status).toBe(200);

    const off = serve(...rateLimits(false));
    for (let i = 0; i < 25; i++) expect((await fetch(`${off}/api/auth/admin/login`, { method: 'POST' })).status).toBe(200);
  });
});

describe('request logs', () => {
  it('never log query strings or survey tokens', () => {
    expect(redactPath('/admin/customers?q=ayse@example.com')).toBe('/admin/customers');
    expect(redactPath('/survey/Zx8k2l-secret')).toBe('/survey/:token');
    expect(redactPath('/api/surveys/Zx8k2l-secret/submit')).toBe('/api/surveys/:token/submit');
    expect(redactPath('/api/surveys/admin/stats')).toBe('/api/surveys/admin/stats');
  });

  it('never log the token of a customer self-service link', () => {
    expect(redactPath('/randevu/AAAAKjx9Qm2-Jc8_r1TqZ0aPkA?tarih=2026-12-01')).toBe('/randevu/:token');
    expect(redactPath('/randevu/AAAAKjx9Qm2-Jc8_r1TqZ0aPkA.data')).toBe('/randevu/:token');
  });
});
