/**
 * /admin/calendar ('Çalışma Takvimi'): the weekly hours and closures actions (auth,
 * validation, 4xx on bad input) and their effect on every reader: the booking slots and
 * write, the admin checks, the public hours lines and JSON-LD.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, closures, settings } from '../../db/schema';
import * as route from '../../app/routes/admin/settings/calendar';
import * as homePage from '../../app/routes/site/home';
import * as layout from '../../app/routes/site/layout';
import { CALENDAR_MESSAGES } from '../../app/domain/studio-calendar';
import { BOOKING_MESSAGES } from '../../app/domain/booking-rules';
import { adminSlotsForDay, datesForMember, slotsForDay } from '../../app/models/appointments/availability.server';
import { createBooking } from '../../app/models/appointments/booking.server';
import { moveAppointment } from '../../app/models/appointments/writes.server';
import { settingProblem } from '../../app/models/settings/registry.server';
import { callLoader, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../helpers/test-db';
import { CUSTOMER, demoIds } from './booking-fixtures';

// The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const MONDAY = '2026-11-30';

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const post = (form: Record<string, string>, path = '/admin/calendar') =>
    callRoute(route.action, testRequest(path, { cookie, form }), context);
  const page = async (path = '/admin/calendar') =>
    (await callRoute(route.loader, testRequest(path, { cookie }), context)).data as Awaited<
      ReturnType<typeof route.loader>
    >;
  return { db, context, cookie, ids, zeynep, post, page };
}

const closureForm = (over: Record<string, string> = {}) => ({
  intent: 'closure',
  date: WEDNESDAY,
  startTime: '',
  endTime: '',
  teamMemberId: '',
  reason: 'Kurban Bayramı',
  ...over,
});
const fieldErrors = (res: { data: unknown }) =>
  (res.data as { lastResult: { error: Record<string, string[]> } }).lastResult.error;
const hoursForm = (over: Record<string, string> = {}) => ({
  intent: 'hours',
  ...Object.fromEntries(
    [0, 2, 3, 4, 5, 6].flatMap((d) => [
      [`day${d}Open`, 'on'],
      [`day${d}From`, d === 0 ? '11:00' : '09:00'],
      [`day${d}To`, '18:00'],
    ]),
  ),
  ...over,
});

describe('admin calendar: access', () => {
  it('sends a visitor without a session to the sign-in page and refuses a form from another origin', async () => {
    const { context, cookie } = await setup();
    const page = await callRoute(route.loader, testRequest('/admin/calendar'), context);
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toMatch(/^\/admin\/login/);
    const anonymous = await callRoute(route.action, testRequest('/admin/calendar', { form: closureForm() }), context);
    expect(anonymous.status).toBe(302);
    const forged = await callRoute(
      route.action,
      testRequest('/admin/calendar', { cookie, form: closureForm(), origin: 'https://evil.example' }),
      context,
    );
    expect(forged.status).toBe(403);
  });
});

describe('admin calendar: closures', () => {
  it('refuses bad input with Turkish field messages and a 400', async () => {
    const { db, post, zeynep } = await setup();
    const cases: [Record<string, string>, string, string][] = [
      [closureForm({ date: '' }), 'date', CALENDAR_MESSAGES.dateRequired],
      [closureForm({ date: '2026-02-30' }), 'date', CALENDAR_MESSAGES.invalidDate],
      [closureForm({ date: '2026-11-23' }), 'date', CALENDAR_MESSAGES.pastDate],
      [closureForm({ startTime: '12:00' }), 'endTime', CALENDAR_MESSAGES.timesTogether],
      [closureForm({ startTime: '14:00', endTime: '12:00' }), 'endTime', CALENDAR_MESSAGES.endBeforeStart],
      [closureForm({ reason: '' }), 'reason', CALENDAR_MESSAGES.reasonRequired],
      [closureForm({ teamMemberId: '999999' }), 'teamMemberId', CALENDAR_MESSAGES.memberUnknown],
      [closureForm({ teamMemberId: `${zeynep}x` }), 'teamMemberId', CALENDAR_MESSAGES.memberUnknown],
    ];
    for (const [form, field, message] of cases) {
      const res = await post(form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(fieldErrors(res)[field]).toEqual([message]);
    }
    expect(db.select().from(closures).all()).toEqual([]);
  });

  it('answers 4xx for an unknown intent, a bad or unknown id to delete', async () => {
    const { post, context, cookie } = await setup();
    expect((await post({ intent: 'nonsense' })).status).toBe(400);
    expect((await post({ intent: 'delete', recordId: 'abc' })).status).toBe(400);
    expect((await post({ intent: 'delete', recordId: '424242' })).status).toBe(404);
    expect(
      (await callRoute(route.loader, testRequest('/admin/calendar?delete=424242', { cookie }), context)).status,
    ).toBe(404);
  });

  it('adds a whole-day closure: the slots go, booked appointments stay and are listed to the admin', async () => {
    const { db, context, post, page, zeynep, ids } = await setup();
    const booked = createBooking(context, TEST_CUSTOMER, {
      ...CUSTOMER,
      serviceIds: [ids.service('Klasik Manikür').id],
      packageIds: [],
      teamMemberId: zeynep,
      date: WEDNESDAY,
      time: '10:00',
      notes: null,
      consent: null,
      source: 'web',
    });
    expect(booked.ok).toBe(true);
    const query = { now: context.now(), memberId: zeynep, date: WEDNESDAY, durationMinutes: 45 };
    expect(slotsForDay(db, query).length).toBeGreaterThan(0);

    const res = await post(closureForm());
    expect(res.status).toBe(302);
    const location = res.headers.get('Location')!;
    expect(location).toMatch(/^\/admin\/calendar\?ok=closure&eklendi=\d+$/);
    expect(context.events).toContain('appointments-changed');

    // the appointment is kept and shown as a warning
    expect(
      db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.id, (booked as { appointment: { id: number } }).appointment.id))
        .get(),
    ).toBeTruthy();
    const data = await page(location);
    expect(data.notice).toBe(CALENDAR_MESSAGES.closureAdded);
    expect(data.addedCovered.map((a) => a.customerName)).toEqual([CUSTOMER.customerName]);
    expect(data.closures).toHaveLength(1);
    expect(data.closures[0]).toMatchObject({
      date: WEDNESDAY,
      startTime: null,
      endTime: null,
      teamMemberId: null,
      reason: 'Kurban Bayramı',
    });
    expect(data.closures[0]!.covered).toHaveLength(1);

    // every reader follows: wizard slots, dates, admin slots, the booking write, the admin move
    expect(slotsForDay(db, query)).toEqual([]);
    expect(datesForMember(db, query)).not.toContain(WEDNESDAY);
    expect(adminSlotsForDay(db, query)).toEqual([]);
    const refused = createBooking(context, TEST_CUSTOMER, {
      ...CUSTOMER,
      serviceIds: [ids.service('Klasik Manikür').id],
      packageIds: [],
      teamMemberId: zeynep,
      date: WEDNESDAY,
      time: '14:00',
      notes: null,
      consent: null,
      source: 'web',
    });
    expect(refused).toMatchObject({ ok: false, status: 400, field: 'date', message: BOOKING_MESSAGES.closedDay });
    const moved = moveAppointment(context, TEST_ACTOR, (booked as { appointment: { id: number } }).appointment.id, {
      date: WEDNESDAY,
      time: '11:00',
    });
    expect(moved).toMatchObject({ ok: false, message: BOOKING_MESSAGES.closedDay });

    // delete through the confirmation
    const id = data.closures[0]!.id;
    const confirm = await page(`/admin/calendar?delete=${id}`);
    expect(confirm.deleting?.text).toContain('Kurban Bayramı');
    const deleted = await post({ intent: 'delete', recordId: String(id) });
    expect(deleted.headers.get('Location')).toBe('/admin/calendar?ok=deleted');
    expect(slotsForDay(db, query).length).toBeGreaterThan(0);
  });

  it("adds some hours of a member's day off: only that member loses those slots", async () => {
    const { db, context, post, zeynep, ids } = await setup();
    const other = ids.member('Ayşe Çelik').id;
    const res = await post(
      closureForm({
        date: THURSDAY,
        startTime: '12:00',
        endTime: '14:00',
        teamMemberId: String(zeynep),
        reason: 'Doktor',
      }),
    );
    expect(res.status).toBe(302);
    const times = (memberId: number) =>
      slotsForDay(db, { now: context.now(), memberId, date: THURSDAY, durationMinutes: 30 }).map((s) => s.time);
    expect(times(zeynep)).not.toContain('12:00');
    expect(times(zeynep)).not.toContain('13:30');
    expect(times(zeynep)).toContain('14:00');
    expect(times(other)).toContain('12:00');
  });
});

describe('admin calendar: weekly hours', () => {
  it('refuses impossible hours with Turkish messages', async () => {
    const { db, post } = await setup();
    const bad = await post(hoursForm({ day2To: '08:00' }));
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad).day2To).toEqual([CALENDAR_MESSAGES.closeBeforeOpen]);
    const offGrid = await post(hoursForm({ day3From: '09:15' }));
    expect(fieldErrors(offGrid).day3From).toEqual([CALENDAR_MESSAGES.offGrid]);
    const none = await post({ intent: 'hours' });
    expect(fieldErrors(none).day1Open).toEqual([CALENDAR_MESSAGES.noOpenDay]);
    expect(db.select().from(settings).where(eq(settings.key, 'weekly_opening_hours')).get()).toBeUndefined();
    // the generic settings API refuses them too
    expect(settingProblem({ key: 'weekly_opening_hours', value: '{"0":{"open":"18:00","close":"09:00"}}' })).toMatch(
      /^Çalışma saatleri geçersiz/,
    );
  });

  it('opens Monday 10:00-16:00: the slots, the admin form and the public hours and JSON-LD follow at once', async () => {
    const { db, context, post, page, zeynep } = await setup();
    const before = await callLoader(homePage.loader, '/', context);
    const res = await post(hoursForm({ day1Open: 'on', day1From: '10:00', day1To: '16:00', day5To: '20:00' }));
    expect(res.headers.get('Location')).toBe('/admin/calendar?ok=hours');
    expect((await page()).hours).toMatchObject({ day1Open: 'on', day1From: '10:00', day1To: '16:00', day5To: '20:00' });

    const monday = slotsForDay(db, { now: context.now(), memberId: zeynep, date: MONDAY, durationMinutes: 30 }).map(
      (s) => s.time,
    );
    expect(monday[0]).toBe('10:00');
    expect(monday.at(-1)).toBe('15:30');
    expect(
      slotsForDay(db, { now: context.now(), memberId: zeynep, date: '2026-11-27', durationMinutes: 30 }).at(-1)?.time,
    ).toBe('19:30');

    const after = await callLoader(homePage.loader, '/', context);
    expect(after.body.hours.lines).toContainEqual({ label: 'Pazartesi', hours: '10:00 - 16:00' });
    expect(after.body.hours.lines).not.toEqual(before.body.hours.lines);
    const meta = homePage.meta({ data: after.body, params: {}, location: {}, matches: [] } as never) as Record<
      string,
      unknown
    >[];
    const ld = meta.find((m) => 'script:ld+json' in m)!['script:ld+json'] as { openingHoursSpecification: unknown[] };
    expect(ld.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday'],
      opens: '10:00',
      closes: '16:00',
    });
    expect(ld.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Friday'],
      opens: '09:00',
      closes: '20:00',
    });
    const footer = await callLoader(layout.loader, '/', context);
    expect(footer.body.hours).toContainEqual({ label: 'Pazartesi', hours: '10:00 - 16:00' });
  });
});
