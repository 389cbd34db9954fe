import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type StudioProcess } from '../helpers/server-process';
import { walkWizardTo } from '../helpers/wizard-walk';

/**
 * The public pages through the real server (production build): cache headers with an ETag
 * and 304, no framework script, and only the small scripts a page needs.
 */
const ADMIN = { email: 'sahibe@example.com', password: 'onbellek-testi-1' };

describe('public pages over HTTP', () => {
  let studio: StudioProcess;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-public-'));
    studio = await startStudio({
      DATABASE_PATH: path.join(dir, 'studio.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      PUBLIC_URL: 'https://shevanailart.com.tr',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  }, 120_000);

  afterAll(async () => {
    await studio?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

  it.each([
    ['/', []],
    ['/services', ['strip']],
    ['/gallery', ['lightbox']],
    ['/team', []],
    ['/about', []],
    ['/gallery/1', []],
  ])('%s is cacheable with an ETag, answers 304 and loads only %j', async (page, expected) => {
    const res = await fetch(`${studio.url}${page}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="https://shevanailart.com.tr${page === '/' ? '/' : page}"/>`);

    const scripts = scriptsOf(html);
    expect(scripts.filter((s) => /type="module"/.test(s))).toEqual([]);
    const external = scripts.filter((s) => /\bsrc=/.test(s));
    expect(external).toHaveLength(expected.length);
    expected.forEach((name, i) => {
      expect(external[i]).toMatch(new RegExp(`src="/assets/${name}-[\\w-]+\\.js" defer`));
    });
    expect(scripts.filter((s) => !/\bsrc=/.test(s)).every((s) => s.includes('application/ld+json'))).toBe(true);

    const again = await fetch(`${studio.url}${page}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('every step of the booking page has the canonical /contact, sharing tags and the BeautySalon data', async () => {
    const step1 = await (await fetch(`${studio.url}/contact`)).text();
    const step2 = (await walkWizardTo(studio.url, 2)).page.html;
    const step3 = (await walkWizardTo(studio.url, 3)).page.html;
    for (const html of [step1, step2, step3]) {
      expect(html).toContain('<link rel="canonical" href="https://shevanailart.com.tr/contact"/>');
      expect(html).toContain('<meta property="og:url" content="https://shevanailart.com.tr/contact"/>');
      expect(html).toContain('<meta name="twitter:card" content="summary"/>');
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
      expect(ld).toMatchObject({ '@type': 'BeautySalon', url: 'https://shevanailart.com.tr/' });
    }
    expect(step3).toContain('Randevu Detayları');
  });

  it('a kept (cached) page shows an admin write at once: a renamed service, a new 200 with a new ETag', async () => {
    const before = await fetch(`${studio.url}/services?kategori=manicure`);
    const etag = before.headers.get('etag')!;
    expect(await before.text()).toContain('Klasik Manikür');
    expect(
      (await fetch(`${studio.url}/services?kategori=manicure`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    const login = await fetch(`${studio.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const { services } = (await (await fetch(`${studio.url}/api/services/admin`, { headers: auth })).json()) as {
      services: { id: number; name: string }[];
    };
    const classic = services.find((s) => s.name === 'Klasik Manikür')!;
    const renamed = await fetch(`${studio.url}/api/services/${classic.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ name: 'Klasik Manikür Yeni' }),
    });
    expect(renamed.status).toBe(200);

    const after = await fetch(`${studio.url}/services?kategori=manicure`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('Klasik Manikür Yeni');
    expect(await (await fetch(`${studio.url}/services`)).text()).toContain('Klasik Manikür Yeni');
  });

  it.each(['/randevu/AAAAAAAAAAAAAAAAAAAAAAAAAAA', '/survey/bilinmeyen-anket'])(
    '%s (a personal link) is never cached or indexed',
    async (page) => {
      const res = await fetch(`${studio.url}${page}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    },
  );

  it('the booking page is shared only on a first visit: step 1 without a cookie is public, a draft is private', async () => {
    const first = await fetch(`${studio.url}/contact`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toContain('Cookie');
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(await first.text()).not.toContain('nonce=');

    // a card's pre-selection starts a draft: the next step 1 carries the visitor's cookie
    const pick = await fetch(`${studio.url}/contact?hizmet=1`, { redirect: 'manual' });
    const cookie = pick.headers.get('set-cookie')!.split(';')[0]!;
    const own = await fetch(`${studio.url}/contact`, { headers: { cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');

    // a refused post without a cookie shows what was typed: never public
    const refused = await fetch(`${studio.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: studio.url },
      body: new URLSearchParams({
        step: '1',
        customerName: 'Ayşe Yılmaz',
        customerEmail: 'gecersiz',
        customerPhone: '05321234567',
        personal: 'Devam Et',
      }).toString(),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.text()).toContain('Ayşe Yılmaz');
  });

  it('a streamed private page is compressed as one piece: step 3 of a draft costs no more gzip than its whole HTML', async () => {
    const walk = await walkWizardTo(studio.url, 3);
    // node's http, not fetch: fetch undoes the gzip and hides its size
    const wire = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(
          `${studio.url}/contact?adim=3`,
          { headers: { 'accept-encoding': 'gzip', cookie: walk.client.cookie() } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on('error', reject);
    });
    expect(wire.headers['cache-control']).toBe('private, no-store');
    expect(wire.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(wire.body);
    expect(html.toString('utf8')).toContain('Randevu Detayları');
    // each of React's small writes flushed on its own cost about half as much again (9.6 KB for 6.3)
    expect(wire.body.length).toBeLessThan(zlib.gzipSync(html).length * 1.05);
  });

  it('does not cache errors', async () => {
    const res = await fetch(`${studio.url}/gallery/99999`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    expect(await res.text()).toContain('Görsel bulunamadı');
  });

  it('serves the strip and lightbox scripts as long-cached files', async () => {
    const html = await (await fetch(`${studio.url}/services`)).text();
    const src = html.match(/src="(\/assets\/strip-[\w-]+\.js)"/)![1]!;
    const res = await fetch(`${studio.url}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('data-strip-track');
  });

  it('answers JSON reads with 4xx for bad input, never 500', async () => {
    for (const [url, status] of [
      ['/api/services/abc', 404],
      ['/api/services/0', 404],
      ['/api/gallery?page=x', 400],
      ['/api/team?categoryId=-1', 400],
    ] as const) {
      const res = await fetch(`${studio.url}${url}`);
      expect(res.status, url).toBe(status);
      expect((await res.json()).success).toBe(false);
    }
  });
});
