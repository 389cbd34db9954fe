/**
 * Issue 26 item 3, "Kayıtlar" (docs/decisions/0392): the owner's screen with its filters
 * (person, date, kind, record), pages by a cursor, the CSV of the filter, and
 * GET /api/audit?entity=appointment&entityId={id} for the owner and the manager only.
 * The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
 */
import { describe, expect, it } from 'vitest';
import { accountActor, customerActor, type HistoryLine } from '../../app/domain/audit';
import { adminAppointmentSchema } from '../../app/domain/admin-appointment-rules';
import { AUDIT_QUERY_TEXTS } from '../../app/domain/audit-query';
import { createBooking } from '../../app/models/appointments/booking.server';
import { createAdminAppointment, moveAppointment } from '../../app/models/appointments/writes.server';
import * as records from '../../app/routes/admin/audit/records';
import * as recordsCsv from '../../app/routes/admin/audit/records-csv';
import * as auditApi from '../../app/routes/api/api.audit';
import { writeSetting } from '../../app/models/settings/registry.server';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { CUSTOMER, demoIds } from './booking-fixtures';

const WEDNESDAY = '2026-11-25';
type Loaded = {
  lines: HistoryLine[];
  people: { value: string; label: string }[];
  next: string | null;
  error: string | null;
  filtered: boolean;
};
type Entry = {
  text: string;
  actor: { kind: string; name: string | null };
  entity: string;
  entityId: string;
};

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const member = ids.member('Zeynep Kaya').id;
  const owner = await createTestUser(db, { name: 'Ayşe Sahip', role: 'owner' });
  const manager = await createTestUser(db, {
    name: 'Mehmet Yönetici',
    role: 'manager',
  });
  const reception = await createTestUser(db, {
    name: 'Elif Resepsiyon',
    role: 'reception',
  });
  const elif = accountActor({ id: reception.id, name: reception.name }, '10.0.0.7');
  const booked = createBooking(context, customerActor('203.0.113.7'), {
    ...CUSTOMER,
    serviceIds: [ids.service('Klasik Manikür').id],
    packageIds: [],
    teamMemberId: member,
    date: WEDNESDAY,
    time: '14:00',
    notes: null,
    consent: null,
    source: 'web',
  });
  if (!booked.ok) throw new Error(booked.message);
  const id = booked.appointment.id;
  expect(moveAppointment(context, elif, id, { time: '15:30' })).toMatchObject({
    ok: true,
  });
  const desk = createAdminAppointment(
    context,
    accountActor({ id: owner.id, name: owner.name }, '10.0.0.1'),
    adminAppointmentSchema.parse({
      customerName: 'Zehra Ak',
      teamMemberId: member,
      serviceIds: [ids.service('Klasik Manikür').id],
      date: WEDNESDAY,
      time: '10:00',
    }),
    { userId: owner.id, source: 'admin' },
  );
  if (!desk.ok) throw new Error(desk.message);
  const cookie = async (userId: number) => sessionCookieHeader(context, userId);
  const screen = async (qs: string, userId = owner.id) =>
    callRoute(records.loader, testRequest(`/admin/kayitlar${qs}`, { cookie: await cookie(userId) }), context);
  return {
    db,
    context,
    owner,
    manager,
    reception,
    id,
    deskId: desk.id,
    screen,
    cookie,
  };
}

describe('"Kayıtlar": the owner\'s screen', () => {
  it('lists every change newest first, filtered by person, kind, date and record', async () => {
    const { screen, reception, id } = await setup();
    const all = (await screen('')).data as Loaded;
    expect(all.lines.length).toBeGreaterThanOrEqual(3);
    expect(all.lines.map((l) => l.at)).toEqual([...all.lines.map((l) => l.at)].sort().reverse());
    expect(all.people.map((p) => p.label)).toEqual(
      expect.arrayContaining(['Elif Resepsiyon (Resepsiyon)', 'Müşteri (kendi bağlantısı, online randevu)']),
    );

    const byElif = (await screen(`?person=account-${reception.id}`)).data as Loaded;
    expect(byElif.lines.map((l) => l.text)).toEqual(['Elif Resepsiyon taşıdı: Saat: 14:00 → 15:30']);
    expect(byElif.lines[0]).toMatchObject({
      by: 'Elif Resepsiyon',
      ip: '10.0.0.7',
      entityName: 'Randevu',
      entityId: String(id),
    });

    const byCustomers = (await screen('?person=customer&kind=appointments')).data as Loaded;
    expect(byCustomers.lines.map((l) => l.text)).toEqual(['Online randevu alındı (IP 203.0.113.7)']);

    const oneRecord = (await screen(`?entity=appointment&entityId=${id}`)).data as Loaded;
    expect(oneRecord.lines.map((l) => l.text)).toEqual([
      'Elif Resepsiyon taşıdı: Saat: 14:00 → 15:30',
      'Online randevu alındı (IP 203.0.113.7)',
    ]);

    // (each call here signs in anew: its sign-in rows count too)
    expect(((await screen('?from=2026-11-24&to=2026-11-24')).data as Loaded).lines.map((l) => l.text)).toContain(
      'Elif Resepsiyon taşıdı: Saat: 14:00 → 15:30',
    );
    const tomorrow = (await screen('?from=2026-11-25&kind=appointments')).data as Loaded;
    expect(tomorrow.lines).toEqual([]);
    expect(tomorrow.filtered).toBe(true);
  });

  it('a bad filter is a Turkish 400 above the filters, never a 500', async () => {
    const { screen } = await setup();
    const bad = await screen('?from=2026-11-30&to=2026-11-01');
    expect(bad.status).toBe(400);
    expect((bad.data as Loaded).error).toBe(AUDIT_QUERY_TEXTS.invalidRange);
    expect((await screen('?kind=nope')).status).toBe(400);
    expect(((await screen('?from=31.12.2026')).data as Loaded).error).toBe(AUDIT_QUERY_TEXTS.invalidDate);
  });

  it('pages on by a cursor: no row twice, none left out', async () => {
    const { db, screen, owner } = await setup();
    const actor = accountActor({ id: owner.id, name: owner.name }, '10.0.0.1');
    for (let i = 0; i < 60; i++) writeSetting(db, actor, 'selfServiceCutoffHours', (i % 48) + 1);
    const first = (await screen('?kind=settings')).data as Loaded;
    expect(first.lines).toHaveLength(50);
    expect(first.next).not.toBeNull();
    const second = (await screen(`?kind=settings&before=${first.next}`)).data as Loaded;
    expect(second.next).toBeNull();
    const ids = [...first.lines, ...second.lines].map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(60);
  });

  it("the CSV: the filter's rows for Turkish Excel (BOM, ;, CRLF), newest first", async () => {
    const { context, owner, cookie, reception } = await setup();
    const request = testRequest(`/admin/kayitlar/csv?person=account-${reception.id}`, {
      cookie: await cookie(owner.id),
    });
    const res = (await recordsCsv.loader({
      request,
      context,
      params: {},
    } as never)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="kayitlar-2026-11-24.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs for ç ğ ı ş
    const lines = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Zaman;Kim;IP;Tür;Kayıt;Kayıt no;İşlem;Değişiklikler');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Elif Resepsiyon;10.0.0.7;Randevular;Randevu;');
    expect(lines[1]).toContain('Saat: 14:00 → 15:30');
    const bad = await callRoute(
      recordsCsv.loader,
      testRequest('/admin/kayitlar/csv?to=dün', {
        cookie: await cookie(owner.id),
      }),
      context,
    );
    expect(bad.status).toBe(400);
  });

  it('owner and manager only: reception and an artist get 403, a visitor the sign-in page', async () => {
    const { db, context, screen, manager, reception, cookie } = await setup();
    expect((await screen('', manager.id)).status).toBe(200);
    expect((await screen('', reception.id)).status).toBe(403);
    const artist = await createTestUser(db, { name: 'Zeynep', role: 'member' });
    expect((await screen('', artist.id)).status).toBe(403);
    expect(
      (
        await callRoute(
          recordsCsv.loader,
          testRequest('/admin/kayitlar/csv', {
            cookie: await cookie(reception.id),
          }),
          context,
        )
      ).status,
    ).toBe(403);
    expect((await callRoute(records.loader, testRequest('/admin/kayitlar'), context)).status).toBe(302);
  });
});

describe('GET /api/audit', () => {
  it("one appointment's history, oldest first, for the owner and the manager; 403 for reception", async () => {
    const { context, owner, manager, reception, id } = await setup();
    const get = (userId: number, qs: string) =>
      callRoute(
        auditApi.loader,
        testRequest(`/api/audit${qs}`, {
          bearer: bearerToken(context, userId),
        }),
        context,
      );
    for (const who of [owner, manager]) {
      const res = await get(who.id, `?entity=appointment&entityId=${id}`);
      expect(res.status).toBe(200);
      const { entries, next } = res.data as {
        entries: Entry[];
        next: string | null;
      };
      expect(next).toBeNull();
      expect(entries.map((e) => e.text)).toEqual([
        'Online randevu alındı (IP 203.0.113.7)',
        'Elif Resepsiyon taşıdı: Saat: 14:00 → 15:30',
      ]);
      expect(entries[1]).toMatchObject({
        entity: 'appointment',
        entityId: String(id),
        actor: { kind: 'account', name: 'Elif Resepsiyon' },
      });
    }
    expect((await get(reception.id, `?entity=appointment&entityId=${id}`)).status).toBe(403);
    const bad = await get(owner.id, `?entityId=${id}`);
    expect(bad.status).toBe(400);
    expect((bad.data as { message: string }).message).toBe(AUDIT_QUERY_TEXTS.entityIdWithoutEntity);
  });
});
