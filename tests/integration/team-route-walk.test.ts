/**
 * Issue 26's acceptance walk (docs/decisions/0380): every back-office page (loader and
 * action), every JSON call and the websocket, for anonymous, Sahip, Yönetici, Resepsiyon and
 * Uzman, compared with the permission table (app/domain/permissions.ts).
 *
 * The tables below say, once and by hand, which permission each route asks for. The walk
 * finds the routes itself (app/routes.ts and each API module's declaration): a route that is
 * not in these tables fails the test until it is added on purpose. For each role the answer
 * must be what `canAny(role, permission)` says: allowed → served (not 401, not the 403);
 * refused → the Turkish 403 (the page inside the admin shell, the API as JSON); anonymous →
 * the sign-in page or 401. Every refused call is checked to have changed no row.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import routeConfig from '../../app/routes';
import { appointments, teamMembers, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { canAny, FORBIDDEN_MESSAGE, ROLES, type Needed, type Role } from '../../app/domain/permissions';
import { callsOf, type ApiDeclaration } from '../../app/http/api.server';
import { ADMIN_TABS } from '../../app/ui/admin/admin-tabs';
import { createAdminLive } from '../../server/admin-live';
import { insertTestAppointment } from '../helpers/appointments';
import { connectSocket, type LiveSocket } from '../helpers/admin-socket';
import { callRoute, createTestUser, sessionCookieHeader, testRequest, type RouteResult } from '../helpers/admin';
import { createTestContext, createTestDb, type TestContext } from '../helpers/test-db';

// ---------------------------------------------------------------------------------------------
// The tables: route → permission
// ---------------------------------------------------------------------------------------------

const READERS = ['appointments.read.all', 'appointments.read.own'] as const;
const STATUS_WRITERS = ['appointments.write', 'appointments.status.own'] as const;
const NOTE_WRITERS = ['appointments.write', 'appointments.notes.own'] as const;

type PageAccess = { loader?: Needed; action?: Needed };

/** Every back-office page route (by id): the permission of its loader and of its action. */
const PAGES: Record<string, PageAccess> = {
  'routes/admin': { loader: 'profile.write' },
  'routes/admin_.logout': { loader: 'profile.write', action: 'profile.write' },
  'routes/admin._index': { loader: 'dashboard.read' },
  'routes/admin.about': { loader: 'content.write', action: 'content.write' },
  'routes/admin.appointments': { loader: READERS },
  'routes/admin.appointments.$id': { loader: READERS },
  'routes/admin.appointments.$id.arrived': { loader: READERS, action: STATUS_WRITERS },
  'routes/admin.appointments.$id.cancel': { loader: 'appointments.write', action: 'appointments.write' },
  'routes/admin.appointments.$id.checkout': { loader: 'sales.checkout', action: 'sales.checkout' },
  'routes/admin.appointments.$id.kapora': { loader: 'sales.checkout', action: 'sales.checkout' },
  'routes/admin.kapora': { loader: 'deposits.manage', action: 'deposits.manage' },
  'routes/admin.appointments.waitlist.$id.book': { loader: 'waitlist.manage', action: 'waitlist.manage' },
  'routes/admin_.sales.$id.receipt': { loader: 'sales.checkout', action: 'sales.checkout' },
  'routes/admin.sales.$id.void': { loader: 'sales.void', action: 'sales.void' },
  'routes/admin.sales.$id.collect': { loader: 'sales.checkout', action: 'sales.checkout' },
  'routes/admin.sales.$id.refund': { loader: 'sales.refund', action: 'sales.refund' },
  'routes/admin.debts': { loader: 'takings.read' },
  'routes/admin.debts_.$format': { loader: 'takings.read' },
  'routes/admin.takings': { loader: 'takings.read', action: 'takings.close' },
  'routes/admin.takings_.sales.$format': { loader: 'takings.read' },
  'routes/admin.reports_.xlsx.$table': { loader: 'reports.read' },
  'routes/admin.appointments.$id.delete': { loader: 'appointments.write', action: 'appointments.write' },
  'routes/admin.appointments.$id.edit': { loader: 'appointments.write', action: 'appointments.write' },
  'routes/admin.appointments.$id.history': { loader: 'history.read' },
  'routes/admin.appointments.$id.move': { loader: 'appointments.write', action: 'appointments.write' },
  'routes/admin.appointments.$id.no-show': { loader: STATUS_WRITERS, action: STATUS_WRITERS },
  'routes/admin.appointments.$id.note': { loader: READERS, action: NOTE_WRITERS },
  'routes/admin.appointments.$id.status': { loader: STATUS_WRITERS, action: STATUS_WRITERS },
  'routes/admin.appointments.new': { loader: 'appointments.write', action: 'appointments.write' },
  'routes/admin.appointments.waitlist.$id': { loader: 'waitlist.manage', action: 'waitlist.manage' },
  'routes/admin.calendar': { loader: 'schedule.write', action: 'schedule.write' },
  'routes/admin.categories': { loader: 'catalogue.write', action: 'catalogue.write' },
  'routes/admin.customers': { loader: 'customers.read', action: ['customers.write', 'customers.erase'] },
  'routes/admin.customers_.$id': { loader: 'customers.read', action: 'customers.write' },
  'routes/admin.customers_.$id.export': { loader: 'customers.export' },
  'routes/admin.gallery': { loader: 'content.write', action: 'content.write' },
  'routes/admin.hesaplar': { loader: 'accounts.manage', action: 'accounts.manage' },
  'routes/admin.home': { loader: 'content.write', action: 'content.write' },
  'routes/admin.kayitlar': { loader: 'audit.read' },
  'routes/admin.kayitlar.csv': { loader: 'audit.read' },
  'routes/admin.kvkk': { loader: 'content.write', action: 'content.write' },
  'routes/admin.mail': { loader: 'messaging.setup', action: 'messaging.setup' },
  'routes/admin.outbox': { loader: 'messaging.setup', action: 'messaging.setup' },
  'routes/admin.packages': { loader: 'catalogue.write', action: 'catalogue.write' },
  'routes/admin.profil': { loader: 'profile.write', action: 'profile.write' },
  'routes/admin.reports': { loader: 'reports.read' },
  'routes/admin.reports_.csv.$table': { loader: 'reports.read' },
  'routes/admin.services': { loader: 'catalogue.write', action: 'catalogue.write' },
  'routes/admin.settings': { loader: 'settings.write', action: 'settings.write' },
  'routes/admin.sms': { loader: 'messaging.setup', action: 'messaging.setup' },
  'routes/admin.surveys': { loader: 'content.write', action: 'content.write' },
  'routes/admin.team': { loader: 'team.write', action: 'team.write' },
  'routes/admin.team_.$id.calendar': { loader: 'team.write', action: 'team.write' },
  'routes/admin.telegram': { loader: 'messaging.setup', action: 'messaging.setup' },
  'routes/admin.whatsapp': { loader: 'messaging.setup', action: 'messaging.setup' },
};

/** Routes outside the back office's guard: the site, the sign-in, token links. Walked by other tests. */
const NOT_GUARDED = /^routes\/(_site|admin_\.login$|davet\.|randevu\.|takvim\.)/;

/**
 * Every JSON call: `METHOD pattern access`. access: a permission, several joined with `|`
 * (any one will do), `public`, or `byAuth:permission` (an account holding it gets the admin's
 * answer, everybody else the public one: never a 401 or 403).
 */
const API_TABLE = `
GET /api/account/passkeys profile.write
POST /api/account/passkeys passkeys.own
POST /api/account/passkeys/options passkeys.own
DELETE /api/account/passkeys/:id profile.write
GET /api/accounts accounts.manage
POST /api/accounts accounts.manage
PUT /api/accounts/:id accounts.manage
DELETE /api/accounts/:id accounts.manage
GET /api/about public
POST /api/about content.write
PUT /api/about/:id content.write
DELETE /api/about/:id content.write
PUT /api/about/:id/toggle-active content.write
GET /api/about/admin content.write
GET /api/audit audit.read
GET /api/admin/appointments appointments.read.all|appointments.read.own
GET /api/admin/appointments/:id appointments.read.all|appointments.read.own
DELETE /api/admin/appointments/:id appointments.write
PUT /api/admin/appointments/:id/status appointments.write|appointments.status.own
GET /api/admin/dashboard dashboard.read
POST /api/admin/live/refresh appointments.write
POST /api/appointments byAuth:appointments.write
POST /api/appointments/:id/checkout sales.checkout
GET /api/sales takings.read
POST /api/sales/:id/void sales.void
POST /api/sales/:id/payments sales.checkout
POST /api/sales/:id/refunds sales.refund
GET /api/debts takings.read
GET /api/deposits takings.read
GET /api/appointments/:id/deposit appointments.read.all
POST /api/appointments/:id/deposit sales.checkout
GET /api/takings takings.read
GET /api/appointments/:id appointments.read.all|appointments.read.own
PUT /api/appointments/:id appointments.write
DELETE /api/appointments/:id appointments.write
GET /api/appointments/available-dates public
GET /api/appointments/available-slots/:date byAuth:appointments.write
GET /api/appointments/check-conflict byAuth:appointments.write
POST /api/auth/admin/login public
POST /api/auth/change-password profile.write
POST /api/auth/passkey/login public
POST /api/auth/passkey/options public
GET /api/categories public
POST /api/categories catalogue.write
PUT /api/categories/:id catalogue.write
DELETE /api/categories/:id catalogue.write
PUT /api/categories/:id/toggle catalogue.write
GET /api/categories/admin catalogue.write
POST /api/customers customers.write
GET /api/customers/:id customers.read
PUT /api/customers/:id customers.write
DELETE /api/customers/:id customers.erase
POST /api/customers/:id/merge customers.write
GET /api/customers/admin customers.read
GET /api/customers/count customers.read
GET /api/gallery public
POST /api/gallery content.write
PUT /api/gallery/:id content.write
DELETE /api/gallery/:id content.write
PUT /api/gallery/reorder content.write
GET /api/home-settings public
PUT /api/home-settings content.write
GET /api/home-settings/admin content.write
POST /api/home-settings/upload-image content.write
GET /api/kvkk public
POST /api/phone-verifications public
POST /api/phone-verifications/:id/check public
GET /api/packages public
POST /api/packages catalogue.write
PUT /api/packages/:id catalogue.write
DELETE /api/packages/:id catalogue.write
PUT /api/packages/:id/toggle catalogue.write
GET /api/packages/admin catalogue.write
GET /api/services public
POST /api/services catalogue.write
GET /api/services/:id public
PUT /api/services/:id catalogue.write
DELETE /api/services/:id catalogue.write
PUT /api/services/:id/toggle catalogue.write
PUT /api/services/:id/toggle-popular catalogue.write
GET /api/services/admin catalogue.write
GET /api/services/popular public
GET /api/settings settings.write
POST /api/settings settings.write
GET /api/settings/:key settings.write
PUT /api/settings/:key settings.write
DELETE /api/settings/:key settings.write
GET /api/smtp messaging.setup
POST /api/smtp messaging.setup
POST /api/smtp/test messaging.setup
PUT /api/smtp/:id messaging.setup
POST /api/smtp/custom-mail messaging.setup
GET /api/smtp/custom-mail/:batchId messaging.setup
GET /api/surveys/:token public
POST /api/surveys/:token/submit public
GET /api/surveys/admin/:id content.write
GET /api/surveys/admin/all content.write
GET /api/surveys/admin/stats content.write
POST /api/surveys/create content.write
GET /api/team public
POST /api/team team.write
PUT /api/team/:id team.write
DELETE /api/team/:id team.write
GET /api/team/:id/categories team.write
POST /api/team/:id/categories team.write
DELETE /api/team/:id/categories/:categoryId team.write
PUT /api/team/:id/toggle-active team.write
GET /api/team/admin team.write
GET /api/telegram messaging.setup
POST /api/telegram messaging.setup
POST /api/telegram/test messaging.setup
PUT /api/telegram/:id messaging.setup
`;

type ApiAccess = { kind: 'admin'; needed: Needed } | { kind: 'public' } | { kind: 'byAuth'; needed: Needed };

function parseAccess(text: string): ApiAccess {
  if (text === 'public') return { kind: 'public' };
  if (text.startsWith('byAuth:')) return { kind: 'byAuth', needed: text.slice(7).split('|') as unknown as Needed };
  return { kind: 'admin', needed: text.split('|') as unknown as Needed };
}

const API: Map<string, ApiAccess> = new Map(
  API_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [method, pattern, access] = line.trim().split(/\s+/) as [string, string, string];
      return [`${method} ${pattern}`, parseAccess(access)];
    }),
);

// ---------------------------------------------------------------------------------------------
// The routes, as app/routes.ts declares them
// ---------------------------------------------------------------------------------------------

type Declared = { id?: string; file: string; path?: string; index?: boolean; children?: Declared[] };
type Module = { loader?: unknown; action?: unknown };
type WalkedRoute = { id: string; pattern: string; params: Record<string, string>; url: string; module: Module };

/** The sample value of each path parameter: ids of rows the demo studio (plus the walk's own rows) has. */
const SAMPLE: Record<string, string> = {
  id: '1',
  categoryId: '1',
  batchId: '1',
  token: 'walk-token',
  channel: 'email',
  table: 'appointments',
  key: 'capacityPerSlot',
  date: '2026-11-25',
};

async function declaredRoutes(): Promise<WalkedRoute[]> {
  const out: WalkedRoute[] = [];
  async function walk(list: Declared[], base: string) {
    for (const r of list) {
      const pattern = r.path ? `${base.replace(/\/$/, '')}/${r.path}` : base || '/';
      const module = (await import(/* @vite-ignore */ path.resolve(__dirname, '../../app', r.file))) as Module;
      const params: Record<string, string> = {};
      const url = pattern
        .split('/')
        .map((part) => {
          if (!part.startsWith(':')) return part;
          const name = part.slice(1).replace(/\?$/, '');
          params[name] = SAMPLE[name] ?? '1';
          return params[name];
        })
        .join('/');
      out.push({ id: r.id ?? r.file, pattern, params, url, module });
      if (r.children) await walk(r.children, pattern);
    }
  }
  await walk(routeConfig as Declared[], '');
  return out;
}

const isPage = (r: WalkedRoute) =>
  r.pattern === '/admin' ||
  r.pattern.startsWith('/admin/') ||
  r.pattern.startsWith('/davet') ||
  r.pattern.startsWith('/takvim') ||
  r.pattern.startsWith('/randevu');
const isApi = (r: WalkedRoute) => r.pattern.startsWith('/api/');
const declarationOf = (m: Module) =>
  ((m.loader as { declaration?: ApiDeclaration })?.declaration ??
    (m.action as { declaration?: ApiDeclaration })?.declaration) as ApiDeclaration | undefined;

// ---------------------------------------------------------------------------------------------
// The studio of the walk: one account per role, the artist owning appointment 1
// ---------------------------------------------------------------------------------------------

type Who = Role | 'anonymous';
const WHO: Who[] = ['anonymous', ...ROLES];

async function studio() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const [first, second] = db.select({ id: teamMembers.id }).from(teamMembers).orderBy(teamMembers.id).all();
  if (!first || !second) throw new Error('the demo studio has two members');
  // appointment 1 is the artist's own (her row-level rules are walked in team-member-view.test.ts)
  if (!db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, 1)).get())
    insertTestAppointment(db, { teamMemberId: first.id });
  db.update(appointments).set({ teamMemberId: first.id }).where(eq(appointments.id, 1)).run();
  const accounts = {} as Record<Role, number>;
  for (const role of ROLES) {
    const user = await createTestUser(db, { role, email: `${role}@walk.test`, name: `Walk ${role}` });
    if (role === 'member') db.update(users).set({ teamMemberId: first.id }).where(eq(users.id, user.id)).run();
    accounts[role] = user.id;
  }
  return { db, context, accounts, members: { own: first.id, other: second.id } };
}

/** Every row of every table, hashed (a session's last-use time is not a change). */
function fingerprint(db: Db): Record<string, string> {
  const tables = db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const rows =
      name === 'sessions'
        ? db.all(sql`SELECT id, user_id FROM sessions ORDER BY id`)
        : db.all(sql.raw(`SELECT * FROM "${name}" ORDER BY rowid`));
    out[name] = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
  }
  return out;
}

async function cookieFor(context: TestContext, who: Who, accounts: Record<Role, number>): Promise<string | undefined> {
  return who === 'anonymous' ? undefined : sessionCookieHeader(context, accounts[who]);
}

const isForbidden = (res: RouteResult, api: boolean) =>
  res.status === 403 &&
  (api ? (res.data as { message?: string })?.message === FORBIDDEN_MESSAGE : res.data === FORBIDDEN_MESSAGE);
const isSignInRedirect = (res: RouteResult) =>
  res.status === 302 && /^\/admin\/login(\?|$)/.test(res.headers.get('Location') ?? '');

// ---------------------------------------------------------------------------------------------
// The walk
// ---------------------------------------------------------------------------------------------

describe('route walk: every route × anonymous, Sahip, Yönetici, Resepsiyon, Uzman against the permission table', () => {
  it('every route the app declares is in the tables, and the tables name only routes that exist', async () => {
    const routes = await declaredRoutes();
    const pages = routes.filter((r) => isPage(r) && !NOT_GUARDED.test(r.id));
    expect(pages.map((r) => r.id).sort()).toEqual(Object.keys(PAGES).sort());
    for (const r of pages) {
      expect(!!r.module.loader, `${r.id} loader`).toBe(!!PAGES[r.id]!.loader);
      expect(!!r.module.action, `${r.id} action`).toBe(!!PAGES[r.id]!.action);
    }
    const calls: string[] = [];
    for (const r of routes.filter(isApi)) {
      const declaration = declarationOf(r.module);
      expect(declaration, `${r.pattern} is declared with defineApi`).toBeTruthy();
      for (const method of Object.keys(declaration!.calls)) calls.push(`${method} ${r.pattern}`);
    }
    expect(calls.sort()).toEqual([...API.keys()].sort());
  });

  it('the menu offers each role exactly the screens its table lets it open', () => {
    for (const tab of ADMIN_TABS) {
      const id = tab.path === '/admin' ? 'routes/admin._index' : `routes/admin.${tab.path.slice('/admin/'.length)}`;
      expect(PAGES[id]?.loader, `${tab.path}: the tab and its screen ask for the same permission`).toEqual(
        tab.permission,
      );
    }
  });

  it('pages: the loader and the action of every back-office route answer as the table says, and a refusal changes no row', {
    timeout: 120_000,
  }, async () => {
    const { db, context, accounts } = await studio();
    const routes = (await declaredRoutes()).filter((r) => PAGES[r.id]);
    let checked = 0;
    for (const who of WHO) {
      for (const r of routes) {
        for (const handler of ['loader', 'action'] as const) {
          const needed = PAGES[r.id]![handler];
          if (!needed) continue;
          // a fresh session per call: sign-out and "end this session" are walked too
          const cookie = await cookieFor(context, who, accounts);
          const form = handler === 'action' ? { intent: 'route-walk' } : undefined;
          const request = testRequest(
            r.url + (r.id === 'routes/admin._index' && handler === 'action' ? '?index' : ''),
            { cookie, form },
          );
          const fn = r.module[handler] as (args: never) => unknown;
          const what = `${who} ${handler} ${r.id}`;
          if (who === 'anonymous') {
            const res = await callRoute(fn, request, context, r.params);
            expect(isSignInRedirect(res), `${what}: ${res.status} ${res.headers.get('Location')}`).toBe(true);
          } else if (!canAny(who, needed)) {
            const before = fingerprint(db);
            const res = await callRoute(fn, request, context, r.params);
            if (r.id === 'routes/admin._index' && canAny(who, READERS)) {
              // an artist has no dashboard: /admin is her own day
              expect(res.status, what).toBe(302);
              expect(res.headers.get('Location'), what).toMatch(/^\/admin\/appointments\?day=/);
            } else {
              expect(isForbidden(res, false), `${what}: ${res.status} ${JSON.stringify(res.data)?.slice(0, 200)}`).toBe(
                true,
              );
            }
            expect(fingerprint(db), `${what} changed rows`).toEqual(before);
          } else {
            const res = await callRoute(fn, request, context, r.params);
            // (signing out ends at the sign-in page: that is its service)
            expect(
              isForbidden(res, false) ||
                (isSignInRedirect(res) && r.id !== 'routes/admin_.logout') ||
                res.status === 401,
              `${what}: ${res.status} ${JSON.stringify(res.data)?.slice(0, 200)}`,
            ).toBe(false);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5 * 60);
  });

  it('API: every call answers as the table says (401 / 403 JSON / served; byAuth: the public answer), and a refusal changes no row', {
    timeout: 120_000,
  }, async () => {
    const { db, context, accounts } = await studio();
    const routes = (await declaredRoutes()).filter(isApi);
    let checked = 0;
    for (const who of WHO) {
      for (const r of routes) {
        const declaration = declarationOf(r.module)!;
        for (const [method, entry] of Object.entries(declaration.calls)) {
          if (!entry) continue;
          const access = API.get(`${method} ${r.pattern}`)!;
          const cookie = await cookieFor(context, who, accounts);
          const request = testRequest(r.url, { method, cookie, json: method === 'GET' ? undefined : {} });
          const fn = (method === 'GET' ? r.module.loader : r.module.action) as (args: never) => unknown;
          const what = `${who} ${method} ${r.pattern}`;
          const before = fingerprint(db);
          const res = await callRoute(fn, request, context, r.params);
          const shown = `${what}: ${res.status} ${JSON.stringify(res.data)?.slice(0, 200)}`;
          if (access.kind === 'public' || access.kind === 'byAuth') {
            expect(res.status === 401 || isForbidden(res, true), shown).toBe(false);
          } else if (who === 'anonymous') {
            expect(res.status, shown).toBe(401);
            expect(res.data, shown).toMatchObject({ success: false });
            expect(fingerprint(db), `${what} changed rows`).toEqual(before);
          } else if (!canAny(who, access.needed)) {
            expect(isForbidden(res, true), shown).toBe(true);
            expect(fingerprint(db), `${what} changed rows`).toEqual(before);
          } else {
            expect(res.status === 401 || isForbidden(res, true), shown).toBe(false);
          }
          // every admin call declares the permission the table names (docs/api.md shows it)
          for (const c of callsOf(entry))
            if (c.auth === 'admin')
              expect(c.permission, what).toEqual(
                access.kind === 'public' ? undefined : access.needed.length === 1 ? access.needed[0] : access.needed,
              );
          checked++;
        }
      }
    }
    expect(checked).toBe(WHO.length * API.size);
  });
});

// ---------------------------------------------------------------------------------------------
// The websocket
// ---------------------------------------------------------------------------------------------

const cleanups: (() => void)[] = [];
afterEach(() =>
  cleanups.splice(0).forEach((c) => {
    c();
  }),
);

describe('route walk: the websocket, per role', () => {
  it('who may connect, and what each message carries, follows the table: all appointments or her own, contact masked without customers.contact.read', async () => {
    const { db, context, accounts, members } = await studio();
    const live = createAdminLive({ db, now: context.now, config: context.config });
    const server = http.createServer((_req, res) => res.end('ok'));
    server.on('upgrade', (req, socket, head) => {
      if (!live.hub.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => {
      live.close();
      server.close();
    });
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

    const sockets = new Map<Role, LiveSocket>();
    for (const who of WHO) {
      const cookie = await cookieFor(context, who, accounts);
      const opened = await connectSocket(`ws://${host}/ws`, {
        Origin: `http://${host}`,
        ...(cookie ? { Cookie: cookie } : {}),
      });
      if (!('refused' in opened)) cleanups.push(opened.close);
      const may = who !== 'anonymous' && canAny(who, READERS);
      expect('refused' in opened ? 'refused' : 'open', who).toBe(may ? 'open' : 'refused');
      if ('refused' in opened || who === 'anonymous') continue;
      // the two messages a client sends: join-admin and ping
      opened.ws.send(JSON.stringify({ type: 'join-admin' }));
      await opened.next('connection-confirmed');
      opened.ws.send(JSON.stringify({ type: 'ping', timestamp: 7 }));
      expect((await opened.next('pong')).timestamp).toBe(7);
      sockets.set(who, opened);
    }
    expect([...sockets.keys()].sort()).toEqual(ROLES.filter((r) => canAny(r, READERS)).sort());

    const own = insertTestAppointment(db, {
      customerName: 'Yürüyüş Kendi',
      customerEmail: 'kendi@example.com',
      customerPhone: '05321234567',
      teamMemberId: members.own,
    });
    const other = insertTestAppointment(db, {
      customerName: 'Yürüyüş Başka',
      customerEmail: 'baska@example.com',
      customerPhone: '05329876543',
      teamMemberId: members.other,
    });
    live.appointmentsChanged();
    for (const [role, socket] of sockets) {
      const list = (await socket.next('appointments-updated')).appointments as Record<string, unknown>[];
      const mine = list.find((a) => a.id === own)!;
      const theirs = list.find((a) => a.id === other)!;
      const contact = canAny(role, 'customers.contact.read');
      expect(mine, role).toMatchObject({
        customerName: 'Yürüyüş Kendi',
        customerEmail: contact ? 'kendi@example.com' : 'k***@e***.com',
        customerPhone: contact ? '05321234567' : '*** *** ** 67',
      });
      if (canAny(role, 'appointments.read.all')) expect(theirs, role).toMatchObject({ customerName: 'Yürüyüş Başka' });
      else {
        expect(theirs, role).toMatchObject({ id: other, busy: true });
        expect(JSON.stringify(list), role).not.toMatch(/Yürüyüş Başka|baska@|9876543/);
      }
    }
  });
});
