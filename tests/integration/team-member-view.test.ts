/**
 * Issue 26 acceptance: "An artist signed in sees, through pages, the API and the websocket,
 * none of another artist's customers; masked contact details stay masked in every answer"
 * (docs/decisions/0381). The websocket's cut is walked in team-route-walk.test.ts and
 * server/admin-live.test.ts; here the pages and the API, the row-level rules of her own
 * appointments, and the owner's switch.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, teamMembers, users } from '../../db/schema';
import { FORBIDDEN_MESSAGE } from '../../app/domain/permissions';
import * as screen from '../../app/routes/admin/appointments/route';
import * as statusRoute from '../../app/routes/admin/appointments/status';
import * as noShowRoute from '../../app/routes/admin/appointments/no-show';
import * as noteRoute from '../../app/routes/admin/appointments/note';
import * as editRoute from '../../app/routes/admin/appointments/edit';
import * as customersRoute from '../../app/routes/admin/people/customers';
import * as dashboardRoute from '../../app/routes/admin/dashboard';
import * as layoutRoute from '../../app/routes/admin/layout';
import * as adminList from '../../app/routes/api/api.admin.appointments';
import * as adminOne from '../../app/routes/api/api.admin.appointments.$id';
import * as adminStatus from '../../app/routes/api/api.admin.appointments.$id.status';
import * as oneAppointment from '../../app/routes/api/api.appointments.$id';
import { insertTestAppointment } from '../helpers/appointments';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { writeSetting } from '../../app/models/settings/registry.server';
import { TEST_ACTOR } from '../helpers/test-db';

const DAY = '2026-11-25';
/** Everything that would tell another artist's customer apart. */
const OTHERS = /Zeynep Başka|zeynep@|9876543|gizli not|Protez Tırnak/;

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const [mine, theirs] = db.select({ id: teamMembers.id }).from(teamMembers).orderBy(teamMembers.id).all();
  if (!mine || !theirs) throw new Error('the demo studio has two members');
  const artist = await createTestUser(db, { role: 'member', email: 'elif@studio.test', name: 'Elif' });
  db.update(users).set({ teamMemberId: mine.id }).where(eq(users.id, artist.id)).run();
  const own = insertTestAppointment(db, {
    date: DAY,
    time: '10:00',
    customerName: 'Ayşe Kendi',
    customerEmail: 'ayse@example.com',
    customerPhone: '05321234567',
    teamMemberId: mine.id,
    notes: 'kırmızı oje',
  });
  const other = insertTestAppointment(db, {
    date: DAY,
    time: '11:00',
    customerName: 'Zeynep Başka',
    customerEmail: 'zeynep@example.com',
    customerPhone: '05329876543',
    teamMemberId: theirs.id,
    notes: 'gizli not',
    services: [{ name: 'Protez Tırnak' }],
  });
  const cookie = await sessionCookieHeader(context, artist.id);
  return { db, context, artist, own, other, cookie, members: { mine: mine.id, theirs: theirs.id } };
}

const forbiddenPage = (res: { status: number; data: unknown }) => res.status === 403 && res.data === FORBIDDEN_MESSAGE;

describe("an artist's own view (Uzman)", () => {
  it("the appointment screen: her own list, counters and day with contact masked; another artist's time only as 'Dolu'", async () => {
    const { context, own, other, cookie } = await setup();
    for (const url of [
      '/admin/appointments',
      `/admin/appointments?day=${DAY}`,
      `/admin/appointments?week=${DAY}`,
      '/admin/appointments?view=calendar&month=2026-11',
      '/admin/appointments?member=2&range=all',
    ]) {
      const res = await callRoute(screen.loader, testRequest(url, { cookie }), context);
      expect(res.status, url).toBe(200);
      // (the catalogue's categories, shown in the calendar's legend, include one named 'Protez Tırnak': not a customer's data)
      const text = JSON.stringify({ ...(res.data as object), categories: undefined });
      expect(text, url).not.toMatch(OTHERS);
      expect(text, url).not.toContain('ayse@example.com');
      expect(text, url).not.toContain('05321234567');
    }
    const list = (await callRoute(screen.loader, testRequest('/admin/appointments?range=all', { cookie }), context))
      .data as {
      list: { items: { id: number; customerEmail: string; customerPhone: string }[] };
      abilities: Record<string, boolean>;
    };
    expect(list.list.items.map((a) => a.id)).toEqual([own]);
    expect(list.list.items[0]).toMatchObject({ customerEmail: 'a***@e***.com', customerPhone: '*** *** ** 67' });
    expect(list.abilities).toMatchObject({
      write: false,
      ownStatus: true,
      notes: true,
      allAppointments: false,
      waitlist: false,
      customers: false,
      history: true,
    });
    const day = (await callRoute(screen.loader, testRequest(`/admin/appointments?day=${DAY}`, { cookie }), context))
      .data as { day: { appointments: { id: number }[]; busy: { id: number; busy: true }[] } };
    expect(day.day.appointments.map((a) => a.id)).toEqual([own]);
    expect(day.day.busy.map((a) => a.id)).toEqual([other]);
    // the time and its length, nothing of the visit: the block marks are the neutral ones (no category, payment or arrival)
    expect(Object.keys(day.day.busy[0]!).sort()).toEqual([
      'arrived',
      'busy',
      'categoryId',
      'deposit',
      'durationMinutes',
      'id',
      'noShow',
      'sale',
      'status',
      'teamMemberId',
      'time',
    ]);
    expect(day.day.busy[0]).toMatchObject({ categoryId: 0, arrived: false, noShow: false, sale: null, deposit: null });
  });

  it("with the owner's switch on, her own customers' contact shows; another artist's stays hidden", async () => {
    const { db, context, cookie } = await setup();
    writeSetting(db, TEST_ACTOR, 'memberSeesContact', true);
    const res = await callRoute(screen.loader, testRequest('/admin/appointments?range=all', { cookie }), context);
    const text = JSON.stringify(res.data);
    expect(text).toContain('ayse@example.com');
    expect(text).not.toMatch(OTHERS);
  });

  it("her dialogs: confirm, complete, no-show and a note on her own; nothing on another artist's; no edit at all", async () => {
    const { db, context, own, other, cookie } = await setup();
    const post = (
      route: { action: (args: never) => unknown },
      id: number,
      path: string,
      form: Record<string, string>,
    ) =>
      callRoute(route.action, testRequest(`/admin/appointments/${id}/${path}`, { cookie, form }), context, {
        id: String(id),
      });
    const statusOf = (id: number) =>
      db
        .select({ status: appointments.status, notes: appointments.notes })
        .from(appointments)
        .where(eq(appointments.id, id))
        .get()!;

    expect((await post(statusRoute, own, 'status', { status: 'confirmed' })).status).toBe(302);
    expect(statusOf(own).status).toBe('confirmed');
    // cancelling is not hers to do
    expect(forbiddenPage(await post(statusRoute, own, 'status', { status: 'cancelled' }))).toBe(true);
    expect(statusOf(own).status).toBe('confirmed');
    // another artist's: refused, unchanged
    expect(forbiddenPage(await post(statusRoute, other, 'status', { status: 'confirmed' }))).toBe(true);
    expect(forbiddenPage(await post(noShowRoute, other, 'no-show', {}))).toBe(true);
    expect(forbiddenPage(await post(noteRoute, other, 'note', { notes: 'benden' }))).toBe(true);
    expect(statusOf(other)).toEqual({ status: 'pending', notes: 'gizli not' });
    expect(
      forbiddenPage(
        await callRoute(noteRoute.loader, testRequest(`/admin/appointments/${other}/note`, { cookie }), context, {
          id: String(other),
        }),
      ),
    ).toBe(true);

    // her note
    expect((await post(noteRoute, own, 'note', { notes: 'kırmızı oje, uzun' })).status).toBe(302);
    expect(statusOf(own).notes).toBe('kırmızı oje, uzun');
    // the edit dialog is not hers, even for her own appointment
    expect(
      forbiddenPage(
        await callRoute(editRoute.loader, testRequest(`/admin/appointments/${own}/edit`, { cookie }), context, {
          id: String(own),
        }),
      ),
    ).toBe(true);
  });

  it("the API: her own whole and masked, another artist's only as a busy block; writes on another's refused (403 JSON)", async () => {
    const { db, context, artist, own, other } = await setup();
    const bearer = bearerToken(context, artist.id);
    const list = await callRoute(adminList.loader, testRequest('/api/admin/appointments', { bearer }), context);
    expect(list.status).toBe(200);
    const items = (list.data as { appointments: Record<string, unknown>[] }).appointments;
    expect(JSON.stringify(items)).not.toMatch(OTHERS);
    expect(items.find((a) => a.id === own)).toMatchObject({
      customerName: 'Ayşe Kendi',
      customerEmail: 'a***@e***.com',
      customerPhone: '*** *** ** 67',
    });
    expect(items.find((a) => a.id === other)).toMatchObject({ id: other, busy: true });

    for (const route of [adminOne, oneAppointment]) {
      const one = await callRoute(route.loader, testRequest(`/api/appointments/${other}`, { bearer }), context, {
        id: String(other),
      });
      expect(JSON.stringify(one.data)).not.toMatch(OTHERS);
      const mine = await callRoute(route.loader, testRequest(`/api/appointments/${own}`, { bearer }), context, {
        id: String(own),
      });
      expect(mine.data).toMatchObject({ appointment: { customerEmail: 'a***@e***.com' } });
    }

    const refused = await callRoute(
      adminStatus.action,
      testRequest(`/api/admin/appointments/${other}/status`, { method: 'PUT', bearer, json: { status: 'confirmed' } }),
      context,
      { id: String(other) },
    );
    expect(refused).toMatchObject({ status: 403, data: { success: false, message: FORBIDDEN_MESSAGE } });
    const cancel = await callRoute(
      adminStatus.action,
      testRequest(`/api/admin/appointments/${own}/status`, { method: 'PUT', bearer, json: { status: 'cancelled' } }),
      context,
      { id: String(own) },
    );
    expect(cancel.status).toBe(403);
    const confirm = await callRoute(
      adminStatus.action,
      testRequest(`/api/admin/appointments/${own}/status`, { method: 'PUT', bearer, json: { status: 'confirmed' } }),
      context,
      { id: String(own) },
    );
    expect(confirm.status).toBe(200);
    expect(confirm.data).toMatchObject({
      appointment: { id: own, status: 'confirmed', customerEmail: 'a***@e***.com' },
    });
    expect(
      db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, other)).get()!.status,
    ).toBe('pending');
  });

  it('the shell: her menu holds only her screens; the dashboard opens her own day; customers are refused', async () => {
    const { context, cookie } = await setup();
    const shell = (await callRoute(layoutRoute.loader, testRequest('/admin', { cookie }), context)).data as {
      tabs: { path: string }[];
      user: { roleName: string };
    };
    expect(shell.tabs.map((t) => t.path)).toEqual(['/admin/appointments', '/admin/profil']);
    expect(shell.user.roleName).toBe('Uzman');
    const home = await callRoute(dashboardRoute.loader, testRequest('/admin', { cookie }), context);
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/admin/appointments?day=2026-11-24');
    expect(
      forbiddenPage(await callRoute(customersRoute.loader, testRequest('/admin/customers', { cookie }), context)),
    ).toBe(true);
  });

  it('the desk (Resepsiyon) sees every appointment with contact; the menu holds no reports, settings or accounts', async () => {
    const { db, context, other } = await setup();
    const desk = await createTestUser(db, { role: 'reception', email: 'desk@studio.test' });
    const cookie = await sessionCookieHeader(context, desk.id);
    const list = await callRoute(screen.loader, testRequest('/admin/appointments?range=all', { cookie }), context);
    expect(JSON.stringify(list.data)).toContain('zeynep@example.com');
    expect((list.data as { list: { items: { id: number }[] } }).list.items.map((a) => a.id)).toContain(other);
    const shell = (await callRoute(layoutRoute.loader, testRequest('/admin', { cookie }), context)).data as {
      tabs: { path: string }[];
    };
    expect(shell.tabs.map((t) => t.path)).toEqual([
      '/admin',
      '/admin/appointments',
      '/admin/takings',
      '/admin/debts',
      '/admin/calendar',
      '/admin/customers',
      '/admin/profil',
    ]);
  });
});
