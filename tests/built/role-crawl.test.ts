/**
 * The crawler (issue 36 item 8; architecture habit 19 "seams are tested"): for anonymous,
 * Sahip, Yönetici, Resepsiyon and Uzman, as a browser without JavaScript would, open every
 * screen the viewer's menu offers (the site's 'Ana menü' for a stranger, the 'Yönetim menüsü'
 * for staff), then follow every link, GET form and download those screens show, two levels
 * further (a day view, then an appointment's panel, then its links), and check every POST form's action is a route that takes a POST. Nothing shown
 * may answer 404 or 5xx, and nothing shown to a signed-in viewer may answer the 403 page (a
 * 403 belongs only to a screen her menu does not offer: tests/integration/team-route-walk.test.ts).
 *
 * The studio has data on every screen: the demo catalogue and team, today's appointments for
 * each member (pending, confirmed, one paid at the desk: the dashboard, the day, Gün sonu and
 * the reports show them), and one account per role (the artist is the first member).
 */
import path from 'node:path';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '../../app/domain/clock';
import type { WeeklyHours } from '../../app/domain/hours';
import { writeSetting } from '../../app/models/settings/registry.server';
import { openDatabase } from '../../db/client';
import { TEST_ACTOR } from '../helpers/test-db';
import { ROOT } from '../helpers/server-process';
import { useStudio } from '../helpers/studio';
import { signInOverHttp } from '../helpers/admin';

const OWNER = { email: 'crawl@studio.test', password: 'crawl-sifre-1' };
const studio = useStudio(
  'studio-crawl-',
  {
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    SESSION_SECRET: 'crawl-secret-crawl-secret-crawl-secret',
    // (the demo studio's first write can take a minute on a busy 2-core machine)
  },
  150_000,
);

type Viewer = 'anonymous' | 'owner' | 'manager' | 'reception' | 'member';
const VIEWERS: Viewer[] = ['anonymous', 'owner', 'manager', 'reception', 'member'];
const cookies = {} as Record<Viewer, string | undefined>;

type BuiltRoute = { id: string; path?: string; parentId?: string; module: { action?: unknown } };
/** The URL patterns of every route that takes a POST (an action), as regular expressions. */
let actionRoutes: RegExp[] = [];

async function api(method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`${studio.url}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** An account of `role` through the owner's invitation, her password set by the link: her cookie. */
async function accountOf(token: string, role: Viewer, teamMemberId: number | null): Promise<string> {
  const email = `${role}@crawl.test`;
  const { inviteUrl } = (await api('POST', '/api/accounts', token, {
    name: `Gezgin ${role}`,
    email,
    role,
    teamMemberId,
  })) as { inviteUrl: string };
  const password = `${role}-sifre-123`;
  const res = await fetch(`${studio.url}${new URL(inviteUrl).pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: studio.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, confirmPassword: password }),
  });
  expect(res.status, `${role}'s invitation`).toBe(302);
  return signInOverHttp(studio.url, email, password);
}

beforeAll(async () => {
  const build = (await import(path.join(ROOT, 'build/server/index.js'))) as { routes: Record<string, BuiltRoute> };
  const full = (r: BuiltRoute): string => {
    const parts: string[] = [];
    for (let x: BuiltRoute | undefined = r; x; x = x.parentId ? build.routes[x.parentId] : undefined)
      if (x.path) parts.unshift(x.path);
    return `/${parts.join('/')}`;
  };
  actionRoutes = Object.values(build.routes)
    .filter((r) => r.module.action)
    .map((r) => {
      const source = full(r)
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      return new RegExp(`^${source.replace(/\/$/, '') || '/'}/?$`);
    });

  const login = await fetch(`${studio.url}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const { token } = (await login.json()) as { token: string };
  const team = ((await api('GET', '/api/team', token)) as { teamMembers: { id: number }[] }).teamMembers;
  const services = (await api('GET', '/api/services', token)) as unknown as
    | { id: number }[]
    | { services: { id: number }[] };
  const serviceId = (Array.isArray(services) ? services : services.services)[0]!.id;
  const today = istanbulToday(new Date());
  // the crawl books today, whatever day the run falls on: the demo studio is closed on Mondays
  // and opens at 11:00 on Sundays, so its hours are every day 09:00-18:00 here (written behind
  // the server's back: it reads them per request)
  const everyDay: WeeklyHours = Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].map((day) => [day, { open: '09:00', close: '18:00' }]),
  );
  const db = openDatabase(path.join(studio.dir, 'studio.db'));
  writeSetting(db, TEST_ACTOR, 'weeklyHours', everyDay);
  db.$client.close();
  // every member has a day: pending, confirmed; the first one's first is paid at the desk
  let paid = false;
  for (const [i, member] of team.entries()) {
    for (const [j, status] of (['confirmed', 'pending'] as const).entries()) {
      const { appointment } = (await api('POST', '/api/appointments', token, {
        customerName: `Gezgin Müşteri ${i}${j}`,
        customerEmail: `gezgin${i}${j}@example.com`,
        customerPhone: `0532${String(1000000 + i * 10 + j).padStart(7, '0')}`,
        teamMemberId: member.id,
        serviceIds: [serviceId],
        date: today,
        time: `${String(10 + j * 2).padStart(2, '0')}:00`,
        status,
        override: true,
        fairUseReason: 'Tarayıcı testi',
      })) as { appointment: { id: number; totalPriceKurus: number } };
      if (!paid && status === 'confirmed') {
        await api('POST', `/api/appointments/${appointment.id}/checkout`, token, {
          payments: [{ method: 'cash', amount: appointment.totalPriceKurus / 100 }],
        });
        paid = true;
      }
    }
  }
  cookies.anonymous = undefined;
  cookies.owner = await signInOverHttp(studio.url, OWNER.email, OWNER.password);
  for (const role of ['manager', 'reception'] as const) cookies[role] = await accountOf(token, role, null);
  cookies.member = await accountOf(token, 'member', team[0]!.id);
}, 180_000);

type Found = { kind: 'link' | 'download' | 'get-form'; url: string } | { kind: 'post-form'; url: string };

/** What a screen offers: its links (downloads among them), its GET forms as their URL with the fields' values, its POST forms' actions. */
function offers(html: string, at: string): Found[] {
  const window = new Window({ url: `${studio.url}${at}` });
  const document = window.document;
  document.write(html);
  const found: Found[] = [];
  for (const a of document.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    const url = new URL(href, `${studio.url}${at}`);
    if (url.origin !== studio.url || href.startsWith('#')) continue;
    const download = a.hasAttribute('download') || /\.(csv|xlsx|ics)$|\/(csv|xlsx)(\/|$)/.test(url.pathname);
    found.push({ kind: download ? 'download' : 'link', url: url.pathname + url.search });
  }
  for (const form of document.querySelectorAll('form')) {
    const method = (form.getAttribute('method') ?? 'get').toLowerCase();
    const url = new URL(form.getAttribute('action') ?? at, `${studio.url}${at}`);
    if (url.origin !== studio.url) continue;
    if (method === 'get') {
      const query = new URLSearchParams();
      for (const field of form.querySelectorAll('input[name], select[name]')) {
        const type = (field.getAttribute('type') ?? '').toLowerCase();
        if ((type === 'checkbox' || type === 'radio') && !field.hasAttribute('checked')) continue;
        if (type === 'submit') continue;
        const value =
          field.tagName === 'SELECT'
            ? ((field.querySelector('option[selected]') ?? field.querySelector('option'))?.getAttribute('value') ?? '')
            : (field.getAttribute('value') ?? '');
        query.append(field.getAttribute('name')!, value);
      }
      found.push({ kind: 'get-form', url: `${url.pathname}?${query.toString()}` });
    } else found.push({ kind: 'post-form', url: url.pathname });
  }
  window.close();
  return found;
}

/** One URL per shape: ids and dates become N (the 40th appointment's panel is the first one's twin). */
const shapeOf = (url: string) => url.replace(/\d+/g, 'N');

async function get(viewer: Viewer, url: string) {
  const res = await fetch(`${studio.url}${url}`, {
    redirect: 'manual',
    headers: cookies[viewer] ? { Cookie: cookies[viewer]! } : {},
  });
  const type = res.headers.get('content-type') ?? '';
  // a download is read to its end (a stream that breaks half way is a failure too), its bytes not kept
  let body = '';
  if (type.includes('text/html')) body = await res.text();
  else await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location'), body, type };
}

/** Follows redirects (at most 5) to the answer a browser would show. */
async function follow(viewer: Viewer, url: string) {
  let at = url;
  for (let i = 0; i < 5; i++) {
    const res = await get(viewer, at);
    if (res.status < 300 || res.status >= 400 || !res.location) return { ...res, at };
    const next = new URL(res.location, `${studio.url}${at}`);
    if (next.origin !== studio.url) return { ...res, at };
    at = next.pathname + next.search;
  }
  throw new Error(`${url}: too many redirects`);
}

/** The screens a viewer's menu offers. */
async function menuOf(viewer: Viewer): Promise<string[]> {
  const start = viewer === 'anonymous' ? '/' : '/admin';
  const home = await follow(viewer, start);
  expect(home.status, `${viewer} ${start}`).toBe(200);
  const window = new Window({ url: `${studio.url}${home.at}` });
  window.document.write(home.body);
  const label = viewer === 'anonymous' ? 'Ana menü' : 'Yönetim menüsü';
  const links = [...window.document.querySelectorAll(`nav[aria-label="${label}"] a[href]`)].map((a) => {
    const url = new URL(a.getAttribute('href')!, `${studio.url}${home.at}`);
    return url.pathname + url.search;
  });
  window.close();
  return [...new Set([home.at, ...links])];
}

describe('the crawler: every link, form and download of every screen each viewer is offered (no JavaScript)', () => {
  for (const viewer of VIEWERS) {
    it(`${viewer}: no 404, no 5xx, and no 403 behind anything shown`, { timeout: 150_000 }, async () => {
      const menu = await menuOf(viewer);
      expect(menu.length, `${viewer}'s menu`).toBeGreaterThan(viewer === 'member' ? 1 : 3);
      const problems: string[] = [];
      const seen = new Set<string>();
      let followed = 0;
      // the menu's screens, the screens they link to, and what those link to (two levels further), each shape once
      let level = menu.map((url) => ({ url, from: 'menü', kind: 'link' as Found['kind'] }));
      for (let depth = 0; depth < 3 && level.length; depth++) {
        const next: typeof level = [];
        for (const { url, from, kind } of level) {
          if (seen.has(shapeOf(url))) continue;
          seen.add(shapeOf(url));
          const res = await follow(viewer, url);
          followed++;
          const bad =
            res.status === 404 ||
            res.status >= 500 ||
            (res.status === 403 && viewer !== 'anonymous') ||
            // a stranger is sent to sign in, never shown a refusal page
            (viewer === 'anonymous' && res.status === 403);
          if (bad) problems.push(`${res.status} ${kind} ${url} (on ${from})`);
          if (!res.type.includes('text/html') || res.status !== 200 || depth === 2) continue;
          // a stranger's crawl stays on the site; staff's stays in the back office
          if (viewer !== 'anonymous' && !res.at.startsWith('/admin')) continue;
          for (const f of offers(res.body, res.at)) {
            if (f.kind === 'post-form') {
              if (!actionRoutes.some((r) => r.test(f.url))) problems.push(`no action for POST ${f.url} (on ${res.at})`);
              continue;
            }
            next.push({ url: f.url, from: res.at, kind: f.kind });
          }
        }
        level = next;
      }
      expect(problems, `${viewer}: ${followed} followed`).toEqual([]);
      expect(followed).toBeGreaterThan(menu.length);
    });
  }
});
