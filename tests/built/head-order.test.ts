/**
 * The stylesheet is the first thing a page asks for (issue 39, Lighthouse's first paint). React
 * 19 writes the route modules' `<link rel="modulepreload">` high in <head>; a plain stylesheet
 * link came after twenty of them, and on HTTP/1.1 (six connections per host) the
 * render-blocking stylesheet waited behind the scripts: the day view's simulated first paint
 * was 2.34 s, 1.32 s once the stylesheet came first (bench/lighthouse-admin.ts). The root
 * layout gives it a `precedence`, which React writes before any preload.
 *
 * The preloads themselves are at low fetch priority (docs/decisions/0543): the stylesheet, the
 * only request that holds the first paint, does not share the line with twenty scripts.
 */
import { describe, expect, it } from 'vitest';
import { signInOverHttp } from '../helpers/admin';
import { useStudio } from '../helpers/studio';

const ADMIN = { email: 'sira@studio.test', password: 'sira-sifre-123' };
const studio = useStudio('studio-head-', {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SESSION_SECRET: 'head-secret-head-secret-head-secret',
});

/** The `<link>` tags of a page's <head>, in order. */
async function headTags(path: string, cookie = ''): Promise<string[]> {
  const res = await fetch(`${studio.url}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  const head = (await res.text()).split('</head>')[0]!;
  return [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
}

/** The `<link>` tags of a page's <head>, in order, as `rel href`. */
async function headLinks(path: string, cookie = ''): Promise<string[]> {
  return (await headTags(path, cookie)).map((tag) => {
    const rel = tag.match(/rel="([^"]+)"/)?.[1] ?? '';
    const href = tag.match(/href="([^"]+)"/)?.[1] ?? '';
    return `${rel} ${href}`;
  });
}

describe('the stylesheet comes before every script preload in <head>', () => {
  it.each(['/admin', '/admin/appointments', '/admin/reports'])('%s (signed in)', async (path) => {
    const cookie = await signInOverHttp(studio.url, ADMIN.email, ADMIN.password);
    const links = await headLinks(path, cookie);
    const firstPreload = links.findIndex((l) => l.startsWith('modulepreload'));
    const stylesheet = links.findIndex((l) => l.startsWith('stylesheet /assets/admin-'));
    expect(firstPreload, links.join('\n')).toBeGreaterThan(-1);
    expect(stylesheet, links.join('\n')).toBeGreaterThan(-1);
    expect(stylesheet).toBeLessThan(firstPreload);
    expect(links.filter((l) => l.startsWith('stylesheet'))).toHaveLength(1);
  });
});

describe('every script preload is at low fetch priority, the stylesheet at its own', () => {
  it.each(['/admin', '/admin/appointments', '/admin/reports', '/admin/appointments/new'])(
    '%s (signed in)',
    async (path) => {
      const cookie = await signInOverHttp(studio.url, ADMIN.email, ADMIN.password);
      const tags = await headTags(path, cookie);
      const preloads = tags.filter((t) => t.includes('rel="modulepreload"'));
      expect(preloads.length, tags.join('\n')).toBeGreaterThan(5);
      for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
      const stylesheet = tags.find((t) => t.includes('rel="stylesheet"'));
      expect(stylesheet).not.toContain('fetchpriority');
    },
  );

  it('the sign-in page too (signed out)', async () => {
    const preloads = (await headTags('/admin/login')).filter((t) => t.includes('rel="modulepreload"'));
    expect(preloads.length).toBeGreaterThan(0);
    for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
  });
});
