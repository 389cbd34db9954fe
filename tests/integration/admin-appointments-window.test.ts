/**
 * Cost follows the window, not the history (issue 15 item 8): with three years of
 * appointments the screen's loader answers only the rows of its day, month or list page; the
 * admin API reads from/to and a page; an appointments-updated message carries what changed.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { addDays } from '../../app/domain/clock';
import { LIST_PAGE_SIZE } from '../../app/domain/appointment-list';
import * as screen from '../../app/routes/admin/appointments/route';
import * as adminList from '../../app/routes/api/api.admin.appointments';
import { ADMIN_LIST_QUERY_TEXTS } from '../../app/models/appointments/lists.server';
import { screenCounters } from '../../app/models/appointments/overview.server';
import { appointmentsUpdatedMessage, currentMark, LIVE_TOUCHED_LIMIT } from '../../server/admin-live';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';

// The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
const TODAY = '2026-11-24';
const DAYS = 1095;
const PER_DAY = 3;
const HISTORY = DAYS * PER_DAY;
const WRITTEN = new Date('2026-11-20T10:00:00Z').getTime();

/** Three years up to today, three a day (09:00, 11:00, 14:00), each with one service line. */
function seedHistory(db: Db) {
  const insert = db.$client.prepare(
    `insert into appointments (customer_name, customer_email, customer_phone, date, time, status, duration_minutes, total_price_kurus, source, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 60, 45000, 'web', ?, ?)`,
  );
  const line = db.$client.prepare(
    'insert into appointment_services (appointment_id, service_id, name, price_kurus, duration_minutes) values (?, null, ?, 45000, 60)',
  );
  const times = ['09:00', '11:00', '14:00'];
  db.$client.transaction(() => {
    for (let i = 0; i < HISTORY; i++) {
      const date = addDays(TODAY, -Math.floor(i / PER_DAY));
      const status = i % 4 === 0 ? 'pending' : i % 4 === 1 ? 'confirmed' : i % 4 === 2 ? 'completed' : 'cancelled';
      const id = insert.run(
        `Müşteri ${String(i).padStart(5, '0')}`,
        `m${i}@example.com`,
        `0532 ${String(1_000_000 + i).slice(-7)}`,
        date,
        times[i % 3],
        status,
        WRITTEN,
        WRITTEN,
      ).lastInsertRowid;
      line.run(id, i === 1234 ? 'Eşsiz Nail Art' : 'Kalıcı Oje');
    }
  })();
}

async function setup() {
  const { db } = createTestDb({ demo: false });
  const context = createTestContext(db);
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  seedHistory(db);
  const load = async (qs: string) =>
    (await callRoute(screen.loader, testRequest(`/admin/appointments${qs}`, { cookie }), context)).data as Awaited<
      ReturnType<typeof screen.loader>
    >;
  const api = (qs: string) =>
    callRoute(adminList.loader, testRequest(`/api/admin/appointments${qs}`, { cookie }), context);
  return { db, context, load, api };
}

type ApiAppointment = { id: number; date: string; time: string; customerName: string };

describe('the appointment screen with three years of history', () => {
  it('answers a day, a month and a list page, and counts the rest', async () => {
    const { load } = await setup();

    const day = await load(`?day=${TODAY}`);
    expect(day.day?.appointments.map((a) => [a.date, a.time])).toEqual([
      [TODAY, '09:00'],
      [TODAY, '11:00'],
      [TODAY, '14:00'],
    ]);
    expect(day.list).toBeNull();
    expect(day.calendar).toBeNull();
    expect(day.counters.total).toBe(HISTORY);
    // 'Bugün' counts today's pending and confirmed ones, as the day's header does (issue 36 item 7)
    expect(day.counters.today).toBe(
      day.day!.appointments.filter((a) => a.status === 'pending' || a.status === 'confirmed').length,
    );
    expect(day.counters.today).toBe(day.day!.activeCount);
    expect(day.counters.pending + day.counters.confirmed + day.counters.completed + day.counters.cancelled).toBe(
      HISTORY,
    );

    const month = await load('?view=calendar&month=2025-03');
    expect(month.list).toBeNull();
    const dates = Object.keys(month.calendar!.marks).sort();
    expect(dates[0]! >= '2025-02-24' && dates.at(-1)! <= '2025-04-06').toBe(true);
    expect(month.calendar!.marks['2025-03-15']).toMatchObject({ count: 3 });

    const list = await load('?view=list&range=all&dir=desc');
    expect(list.calendar).toBeNull();
    expect(list.list!.items).toHaveLength(LIST_PAGE_SIZE);
    expect(list.list!.pages).toBe(Math.ceil(HISTORY / LIST_PAGE_SIZE));
    expect(list.list!.items[0]).toMatchObject({ date: TODAY, time: '14:00' });
    expect(list.filteredCount).toBe(HISTORY);

    // today first by default: today onward, ascending (issue 15 item 5)
    const upcoming = await load('?view=list');
    expect(upcoming.list!.items[0]).toMatchObject({ date: TODAY, time: '09:00' });
    expect(upcoming.list!.items.every((a) => a.date >= TODAY)).toBe(true);

    const page3 = await load('?view=list&range=all&dir=desc&page=3');
    const expected = Array.from({ length: LIST_PAGE_SIZE }, (_, k) => 2 * LIST_PAGE_SIZE + k).map((n) => {
      const i = Math.floor(n / 3) * 3 + (2 - (n % 3)); // newest first: 14:00, 11:00, 09:00 of each day
      return `Müşteri ${String(i).padStart(5, '0')}`;
    });
    expect(page3.list!.items.map((a) => a.customerName)).toEqual(expected);
    const last = await load('?view=list&range=all&dir=desc&page=9999');
    expect(last.list!.page).toBe(last.list!.pages);
    expect(last.list!.items.at(-1)).toMatchObject({ date: addDays(TODAY, -(DAYS - 1)), time: '09:00' });
  });

  it('keeps the filters, the search and the sorts over the whole history, page by page', async () => {
    const { load } = await setup();
    const pending = await load('?view=list&status=pending&range=week');
    expect(pending.filteredCount).toBe(pending.list!.items.length);
    expect(
      pending.list!.items.every((a) => a.status === 'pending' && a.date >= addDays(TODAY, -6) && a.date <= TODAY),
    ).toBe(true);
    expect(pending.filteredCount).toBeGreaterThan(0);

    const found = await load('?view=list&range=all&q=eşsiz nail');
    expect(found.filteredCount).toBe(1);
    expect(found.list!.items.map((a) => a.customerName)).toEqual(['Müşteri 01234']);
    const byPhone = await load(`?view=list&range=all&q=${encodeURIComponent('0532 100 0777')}`);
    expect(byPhone.list!.items.map((a) => a.customerName)).toEqual(['Müşteri 00777']);

    const byName = await load('?view=list&range=all&sort=customer&dir=asc&page=2');
    expect(byName.list!.items).toHaveLength(LIST_PAGE_SIZE);
    expect(byName.list!.items[0]!.customerName).toBe(`Müşteri ${String(LIST_PAGE_SIZE).padStart(5, '0')}`);
    const byStatus = await load('?view=list&range=all&dir=desc&sort=status');
    expect(byStatus.list!.items.every((a) => a.status === 'cancelled')).toBe(true);
  });
});

describe('the counters', () => {
  it("count all, today's pending and confirmed, and each status (unknown stored values as cancelled) without reading rows", async () => {
    const { db } = createTestDb({ demo: false });
    const add = db.$client.prepare(
      "insert into appointments (customer_name, date, time, status, created_at, updated_at) values ('S', ?, '10:00', ?, 0, 0)",
    );
    for (const [date, status] of [
      [TODAY, 'pending'],
      ['2026-11-25', 'confirmed'],
      [TODAY, 'completed'],
      [TODAY, 'cancelled'],
      [TODAY, '???'],
    ])
      add.run(date, status);
    expect(screenCounters(db, TODAY)).toEqual({
      total: 5,
      today: 1,
      pending: 1,
      confirmed: 1,
      completed: 1,
      cancelled: 2,
    });
  });
});

describe('GET /api/admin/appointments with a window', () => {
  it('keeps every appointment by default, and reads from/to and a page', async () => {
    const { api } = await setup();
    const all = (await api('')).data as { appointments: ApiAppointment[]; pagination?: unknown };
    expect(all.appointments).toHaveLength(HISTORY);
    expect(all.pagination).toBeUndefined();

    const week = (await api(`?from=${addDays(TODAY, -6)}&to=${TODAY}`)).data as { appointments: ApiAppointment[] };
    expect(week.appointments).toHaveLength(21);
    expect(week.appointments.every((a) => a.date >= addDays(TODAY, -6) && a.date <= TODAY)).toBe(true);

    const page = (await api('?page=2&limit=10')).data as { appointments: ApiAppointment[]; pagination: unknown };
    expect(page.pagination).toEqual({ page: 2, limit: 10, total: HISTORY, pages: Math.ceil(HISTORY / 10) });
    expect(page.appointments.map((a) => a.customerName)).toEqual(
      all.appointments.slice(10, 20).map((a) => a.customerName),
    );

    const windowPage = (await api(`?from=2025-01-01&to=2025-01-31&limit=40`)).data as {
      appointments: ApiAppointment[];
      pagination: { total: number; pages: number };
    };
    expect(windowPage.pagination).toMatchObject({ total: 93, pages: 3 });
    expect(windowPage.appointments[0]).toMatchObject({ date: '2025-01-31', time: '14:00' });
  });

  it('answers bad dates and pages with 400 and a Turkish message', async () => {
    const { api } = await setup();
    const cases: [string, string][] = [
      ['?from=2025-02-30', ADMIN_LIST_QUERY_TEXTS.badDate],
      ['?to=dün', ADMIN_LIST_QUERY_TEXTS.badDate],
      ['?from=2025-03-01&to=2025-02-01', ADMIN_LIST_QUERY_TEXTS.badRange],
      ['?page=0', ADMIN_LIST_QUERY_TEXTS.badPage],
      ['?page=abc', ADMIN_LIST_QUERY_TEXTS.badPage],
      ['?limit=501', ADMIN_LIST_QUERY_TEXTS.badLimit],
      ['?limit=-3', ADMIN_LIST_QUERY_TEXTS.badLimit],
    ];
    for (const [qs, message] of cases) {
      const res = await api(qs);
      expect(res.status, qs).toBe(400);
      expect(JSON.stringify(res.data), qs).toContain(message);
    }
  });
});

describe('appointments-updated carries what changed', () => {
  it('has the touched appointment only, the same size with a small or a big history', async () => {
    const sizes: number[] = [];
    for (const big of [false, true]) {
      const { db } = createTestDb({ demo: false });
      if (big) seedHistory(db);
      else
        db.$client
          .prepare(
            "insert into appointments (customer_name, date, time, status, created_at, updated_at) values ('Müşteri 00000', ?, '14:00', 'pending', ?, ?)",
          )
          .run(TODAY, WRITTEN, WRITTEN);
      const mark = currentMark(db);
      const touched = db.$client
        .prepare("select id from appointments where date = ? and time = '14:00'")
        .get(TODAY) as { id: number };
      db.$client
        .prepare("update appointments set status = 'confirmed', updated_at = ? where id = ?")
        .run(WRITTEN + 60_000, touched.id);
      const { message, mark: next } = appointmentsUpdatedMessage(db, mark, new Date(WRITTEN + 61_000));
      expect(message.appointments.map((a) => [a.id, a.status])).toEqual([[touched.id, 'confirmed']]);
      expect(message.truncated).toBe(false);
      sizes.push(Buffer.byteLength(JSON.stringify(message)));
      // nothing new since: the next message is empty
      expect(appointmentsUpdatedMessage(db, next, new Date(WRITTEN + 62_000)).message.appointments).toEqual([]);
    }
    expect(Math.abs(sizes[1]! - sizes[0]!)).toBeLessThan(64);
  });

  it("holds at most LIVE_TOUCHED_LIMIT appointments, and a write at the mark's instant is not lost", async () => {
    const { db } = createTestDb({ demo: false });
    const mark = currentMark(db);
    seedHistory(db); // written behind the app's back, all at one instant
    const bulk = appointmentsUpdatedMessage(db, mark, new Date(WRITTEN));
    expect(bulk.message.appointments).toHaveLength(LIVE_TOUCHED_LIMIT);
    expect(bulk.message.truncated).toBe(true);

    db.$client
      .prepare(
        "insert into appointments (customer_name, date, time, status, created_at, updated_at) values ('Aynı An', ?, '16:00', 'pending', ?, ?)",
      )
      .run(TODAY, WRITTEN, WRITTEN);
    const after = appointmentsUpdatedMessage(db, bulk.mark, new Date(WRITTEN));
    expect(after.message.appointments.map((a) => a.customerName)).toEqual(['Aynı An']);
  });
});
