/**
 * Each role's screens without dead ends (issue 36 item 6): the artist's panel offers what her
 * list offers (Tamamla, Not, Gelmedi once the day has come) and no 'Müşteri kartı' she cannot
 * open; the dashboard is 'Panel', tells nobody to run a command, shows the off-site copy only
 * to those who run the studio (settings.write) and today's takings to those who may read
 * Gün sonu (takings.read). The crawler (tests/built/role-crawl.test.ts) follows the links.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamMembers, users } from '../../db/schema';
import { istanbulToday } from '../../app/domain/clock';
import { REPLICATION_OFF_TEXT } from '../../app/domain/replication';
import { ADMIN_TABS } from '../../app/ui/admin/admin-tabs';
import * as panelRoute from '../../app/routes/admin/appointments/panel';
import * as dashboardRoute from '../../app/routes/admin/dashboard';
import { insertTestAppointment } from '../helpers/appointments';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const today = istanbulToday(context.now());
  const [mine] = db.select({ id: teamMembers.id }).from(teamMembers).orderBy(teamMembers.id).all();
  const artist = await createTestUser(db, { role: 'member', email: 'elif@desk.test', name: 'Elif' });
  db.update(users).set({ teamMemberId: mine!.id }).where(eq(users.id, artist.id)).run();
  const desk = await createTestUser(db, { role: 'reception', email: 'desk@desk.test', name: 'Masa' });
  const manager = await createTestUser(db, { role: 'manager', email: 'manager@desk.test', name: 'Yönetici' });
  const confirmed = insertTestAppointment(db, {
    date: today,
    time: '10:00',
    status: 'confirmed',
    teamMemberId: mine!.id,
  });
  const cookie = async (userId: number) => sessionCookieHeader(context, userId);
  return { db, context, today, artist, desk, manager, confirmed, cookie };
}

type PanelData = {
  actions: Record<string, boolean>;
  may: Record<string, boolean>;
};

describe("an artist's panel offers what her list offers", () => {
  it('offers Tamamla, Not and Gelmedi on her own confirmed appointment of today, and no customer card she cannot open', async () => {
    const s = await setup();
    const res = await callRoute(
      panelRoute.loader as never,
      testRequest(`/admin/appointments/${s.confirmed}?day=${s.today}`, { cookie: await s.cookie(s.artist.id) }),
      s.context,
      { id: String(s.confirmed) },
    );
    expect(res.status).toBe(200);
    const p = res.data as PanelData;
    // what her list card offers: Tamamla (StatusButton), Gelmedi (NoShowToggle), Not (the note dialog)
    expect(p.actions.complete && p.may.complete && !p.may.checkout).toBe(true);
    expect(p.actions.noShow && p.may.marks).toBe(true);
    expect(p.may.notes && !p.may.edit).toBe(true);
    // 'Müşteri kartı' leads to the 403 page for her: not offered
    expect(p.may.customers).toBe(false);
  });

  it('the desk keeps its customer card and completes by Ödeme al, not by a Tamamla of its own', async () => {
    const s = await setup();
    const res = await callRoute(
      panelRoute.loader as never,
      testRequest(`/admin/appointments/${s.confirmed}?day=${s.today}`, { cookie: await s.cookie(s.desk.id) }),
      s.context,
      { id: String(s.confirmed) },
    );
    const p = res.data as PanelData;
    expect(p.may.customers).toBe(true);
    expect(p.may.checkout).toBe(true);
  });
});

describe('the staff dashboard', () => {
  it("is called 'Panel' in the menu and tells nobody to run a command", () => {
    expect(ADMIN_TABS.find((t) => t.path === '/admin')?.label).toBe('Panel');
    expect(REPLICATION_OFF_TEXT).not.toMatch(/\bnpm\b|`/);
  });

  it("shows today's takings to those who may read Gün sonu, and the off-site copy only to those who run the studio", async () => {
    const s = await setup();
    const read = async (userId: number) =>
      (
        await callRoute(
          dashboardRoute.loader as never,
          testRequest('/admin', { cookie: await s.cookie(userId) }),
          s.context,
        )
      ).data as { takings: { takenKurus: number } | null; backup: { line: string } | null };
    const desk = await read(s.desk.id);
    expect(desk.takings).toMatchObject({ takenKurus: 0 });
    expect(desk.backup).toBeNull();
    const manager = await read(s.manager.id);
    expect(manager.takings).not.toBeNull();
    expect(manager.backup?.line).toBe(REPLICATION_OFF_TEXT);
  });
});
