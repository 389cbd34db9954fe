/**
 * Per-member weekly hours and breaks (issue 15 item 4), set on /admin/calendar, change every
 * reader of the one hours source alike: the wizard's slots, the public available-slots call,
 * the booking write, the admin's slots and the admin create/move checks. "now" is Tuesday
 * 2026-11-24 10:00 (Istanbul).
 */
import { describe, expect, it } from 'vitest';
import { appointments, memberHours } from '../../db/schema';
import * as calendarRoute from '../../app/routes/admin/settings/calendar';
import * as contact from '../../app/routes/booking/wizard/route';
import * as slotsRoute from '../../app/routes/api/api.appointments.available-slots.$date';
import { adminAppointmentSchema } from '../../app/domain/admin-appointment-rules';
import { BOOKING_MESSAGES } from '../../app/domain/booking-rules';
import { MEMBER_HOURS_MESSAGES } from '../../app/domain/member-hours';
import { adminSlotsForDay } from '../../app/models/appointments/availability.server';
import { createBooking } from '../../app/models/appointments/booking.server';
import { createAdminAppointment, moveAppointment } from '../../app/models/appointments/writes.server';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../helpers/test-db';
import { CUSTOMER, demoIds } from './booking-fixtures';

const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

/** The studio's hours on every open day, Wednesday 12:00-17:00 with a 14:00-15:00 break, Thursday off. */
function hoursForm(memberId: number, over: Record<string, string> = {}) {
  const days = Object.fromEntries(
    [0, 2, 3, 4, 5, 6].flatMap((d) => [
      [`m${d}Works`, 'on'],
      [`m${d}Start`, d === 0 ? '11:00' : '09:00'],
      [`m${d}End`, '18:00'],
      [`m${d}BreakStart`, ''],
      [`m${d}BreakEnd`, ''],
    ]),
  );
  return {
    intent: 'member-hours',
    memberId: String(memberId),
    ...days,
    m3Start: '12:00',
    m3End: '17:00',
    m3BreakStart: '14:00',
    m3BreakEnd: '15:00',
    m4Works: '',
    ...over,
  };
}

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const elif = ids.member('Elif Yılmaz').id;
  const manicure = ids.service('Klasik Manikür').id; // 45 minutes
  const post = (form: Record<string, string>) =>
    callRoute(calendarRoute.action, testRequest('/admin/calendar', { cookie, form }), context);
  const apiSlots = async (memberId: number, date: string) => {
    const res = await callRoute(
      slotsRoute.loader,
      testRequest(`/api/appointments/available-slots/${date}?teamMemberId=${memberId}&serviceIds=${manicure}`),
      context,
      { date },
    );
    const body = (res.data instanceof Response ? await res.data.json() : res.data) as {
      availableSlots: { time: string; available: boolean }[];
    };
    return body.availableSlots.filter((s) => s.available).map((s) => s.time);
  };
  return { db, context, ids, zeynep, elif, manicure, post, apiSlots };
}

/** The wizard (no JavaScript, draft cookie carried) at step 3 for a member, on a date: the slots shown. */
async function wizardSlots(
  context: ReturnType<typeof createTestContext>,
  memberId: number,
  serviceId: number,
  date: string,
) {
  let cookie = '';
  const run = async (fn: () => unknown) => {
    let out: unknown;
    try {
      out = await fn();
    } catch (thrown) {
      out = thrown;
    }
    const headers =
      out instanceof Response ? out.headers : new Headers((out as { init?: { headers?: HeadersInit } }).init?.headers);
    const set = headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return out as { data?: unknown; init?: { status?: number } };
  };
  const post = (fields: Record<string, string>) =>
    run(() =>
      contact.action({
        request: new Request('http://localhost/contact', {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
        context,
        params: {},
      } as never),
    );
  await post({
    step: '1',
    intent: 'personal',
    customerName: 'Deniz Arslan',
    customerEmail: 'deniz@example.com',
    customerPhone: '0532 444 55 66',
    kvkkConsent: 'on',
    kvkkVersion: '1',
  });
  await post({ step: '2', intent: 'selection', serviceIds: String(serviceId), teamMemberId: String(memberId) });
  const changed = await post({ step: '3', intent: 'change-date', date });
  const page = await run(() =>
    contact.loader({
      request: new Request('http://localhost/contact?adim=3', { headers: { cookie } }),
      context,
      params: {},
    } as never),
  );
  const slotStep = (page.data as contact.WizardData).slotStep!;
  return {
    changeStatus: changed.init?.status ?? 302,
    date: slotStep.date,
    slots: slotStep.slots,
    token: slotStep.token,
    post,
  };
}

describe('member hours: the studio calendar form', () => {
  it('refuses hours outside the studio, a break outside the day and an end before the start, in Turkish with a 400', async () => {
    const { db, zeynep, post } = await setup();
    const cases: [Record<string, string>, string, string][] = [
      [{ m3Start: '08:00' }, 'm3Start', MEMBER_HOURS_MESSAGES.outsideStudio('09:00', '18:00')],
      [{ m3End: '19:00' }, 'm3End', MEMBER_HOURS_MESSAGES.outsideStudio('09:00', '18:00')],
      [{ m0Start: '10:00' }, 'm0Start', MEMBER_HOURS_MESSAGES.outsideStudio('11:00', '18:00')],
      [{ m3Start: '15:00', m3End: '12:00' }, 'm3End', MEMBER_HOURS_MESSAGES.endBeforeStart],
      [{ m3BreakStart: '11:00', m3BreakEnd: '12:30' }, 'm3BreakStart', MEMBER_HOURS_MESSAGES.breakOutsideDay],
      [{ m3BreakStart: '16:30', m3BreakEnd: '17:30' }, 'm3BreakEnd', MEMBER_HOURS_MESSAGES.breakOutsideDay],
      [{ m3BreakStart: '15:00', m3BreakEnd: '14:00' }, 'm3BreakEnd', MEMBER_HOURS_MESSAGES.breakEndBeforeStart],
      [{ m3BreakEnd: '' }, 'm3BreakEnd', MEMBER_HOURS_MESSAGES.breakTogether],
      [{ m3Start: '12:15' }, 'm3Start', MEMBER_HOURS_MESSAGES.offGrid],
      [{ m3Start: '' }, 'm3Start', MEMBER_HOURS_MESSAGES.needsTimes],
      [{ m1Works: 'on', m1Start: '10:00', m1End: '12:00' }, 'm1Works', MEMBER_HOURS_MESSAGES.studioClosed],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(hoursForm(zeynep, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(
        (res.data as { lastResult: { error: Record<string, string[]> } }).lastResult.error[field],
        JSON.stringify(over),
      ).toEqual([message]);
    }
    const unknown = await post(hoursForm(999_999));
    expect(unknown.status).toBe(400);
    expect(db.select().from(memberHours).all()).toEqual([]);
  });

  it('stores a week, shows its summary and goes back to the studio hours', async () => {
    const { db, context, zeynep, post } = await setup();
    const saved = await post(hoursForm(zeynep));
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe(`/admin/calendar?ok=member&uye=${zeynep}#ekip`);
    expect(context.events).toEqual(['appointments-changed']);
    const cookie = await sessionCookieHeader(context, (await createTestUser(db)).id);
    const page = (
      await callRoute(calendarRoute.loader, testRequest(`/admin/calendar?uye=${zeynep}`, { cookie }), context)
    ).data as Awaited<ReturnType<typeof calendarRoute.loader>>;
    expect(page.memberWeeks.find((m) => m.id === zeynep)!.summary).toContain('Çar 12:00-17:00 (mola 14:00-15:00)');
    expect(page.editing!.values).toMatchObject({ m3Start: '12:00', m3BreakStart: '14:00', m4Works: '' });
    expect((await post({ intent: 'member-hours-reset', memberId: String(zeynep) })).status).toBe(302);
    expect(db.select().from(memberHours).all()).toEqual([]);
  });
});

describe('member hours: every reader follows', () => {
  it('the wizard, the public available-slots call and the booking write offer only the member’s hours outside the break', async () => {
    const { context, zeynep, elif, manicure, post, apiSlots } = await setup();
    const before = await apiSlots(zeynep, WEDNESDAY);
    expect(before).toContain('09:00');
    expect(before).toContain('14:00');
    expect((await post(hoursForm(zeynep))).status).toBe(302);

    // 45 minutes: from 12:00, not into the 14:00-15:00 break, ending by 17:00
    const expected = ['12:00', '12:30', '13:00', '15:00', '15:30', '16:00'];
    expect(await apiSlots(zeynep, WEDNESDAY)).toEqual(expected);
    const wizard = await wizardSlots(context, zeynep, manicure, WEDNESDAY);
    expect(wizard.date).toBe(WEDNESDAY);
    expect(wizard.slots.filter((s) => s.available).map((s) => s.time)).toEqual(expected);
    expect(wizard.slots.map((s) => s.time)).not.toContain('11:00');
    expect(wizard.slots.map((s) => s.time)).not.toContain('14:30');
    // Thursday is her day off: the public call and the wizard offer nothing, with the day-off message
    expect(await apiSlots(zeynep, THURSDAY)).toEqual([]);
    const thursday = await wizardSlots(context, zeynep, manicure, THURSDAY);
    expect(thursday.changeStatus).toBe(400);
    // another member keeps the studio's hours
    expect(await apiSlots(elif, WEDNESDAY)).toContain('09:00');
    expect(await apiSlots(elif, THURSDAY)).toContain('14:00');

    const book = (time: string, date = WEDNESDAY) =>
      createBooking(context, TEST_CUSTOMER, {
        ...CUSTOMER,
        serviceIds: [manicure],
        packageIds: [],
        teamMemberId: zeynep,
        date,
        time,
        notes: null,
        consent: null,
        source: 'web',
      });
    expect(book('14:00')).toMatchObject({ ok: false, message: BOOKING_MESSAGES.closedHours });
    expect(book('13:30')).toMatchObject({ ok: false, message: BOOKING_MESSAGES.closedHours }); // would run into the break
    expect(book('10:00')).toMatchObject({ ok: false, message: BOOKING_MESSAGES.outsideHours });
    expect(book('10:00', THURSDAY)).toMatchObject({ ok: false, message: BOOKING_MESSAGES.closedDay });
    expect(book('15:00')).toMatchObject({ ok: true });
  });

  it('the admin slots, create, edit and move checks refuse the break, the hours outside and the day off', async () => {
    const { db, context, ids, zeynep, elif, manicure, post } = await setup();
    expect((await post(hoursForm(zeynep))).status).toBe(302);
    const slots = adminSlotsForDay(db, { now: context.now(), memberId: zeynep, date: WEDNESDAY, durationMinutes: 45 });
    expect(slots.filter((s) => s.available).map((s) => s.time)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '15:00',
      '15:30',
      '16:00',
    ]);

    const input = (over: Record<string, unknown> = {}) =>
      adminAppointmentSchema.parse({
        customerName: 'Ayşe Kaya',
        customerEmail: 'ayse@example.com',
        customerPhone: '532 123 45 67',
        teamMemberId: zeynep,
        serviceIds: [manicure],
        date: WEDNESDAY,
        time: '12:00',
        ...over,
      });
    expect(createAdminAppointment(context, TEST_ACTOR, input({ time: '14:30' }))).toMatchObject({
      ok: false,
      status: 400,
      message: BOOKING_MESSAGES.closedHours,
      field: 'time',
    });
    expect(createAdminAppointment(context, TEST_ACTOR, input({ time: '09:00' }))).toMatchObject({
      ok: false,
      status: 400,
      message: BOOKING_MESSAGES.outsideHours,
      field: 'time',
    });
    expect(createAdminAppointment(context, TEST_ACTOR, input({ time: '17:00' }))).toMatchObject({
      ok: false,
      message: BOOKING_MESSAGES.outsideHours,
    });
    expect(createAdminAppointment(context, TEST_ACTOR, input({ date: THURSDAY, time: '10:00' }))).toMatchObject({
      ok: false,
      message: BOOKING_MESSAGES.closedDay,
      field: 'date',
    });
    // Elif works the studio's hours: 09:00 is fine for her
    expect(createAdminAppointment(context, TEST_ACTOR, input({ teamMemberId: elif, time: '09:00' }))).toMatchObject({
      ok: true,
    });

    const created = createAdminAppointment(context, TEST_ACTOR, input({ time: '12:00' }));
    expect(created).toMatchObject({ ok: true });
    const id = (created as { id: number }).id;
    expect(moveAppointment(context, TEST_ACTOR, id, { time: '14:00' })).toMatchObject({
      ok: false,
      message: BOOKING_MESSAGES.closedHours,
    });
    expect(moveAppointment(context, TEST_ACTOR, id, { time: '11:00' })).toMatchObject({
      ok: false,
      message: BOOKING_MESSAGES.outsideHours,
    });
    expect(moveAppointment(context, TEST_ACTOR, id, { date: THURSDAY, time: '12:00' })).toMatchObject({
      ok: false,
      message: BOOKING_MESSAGES.closedDay,
    });
    expect(moveAppointment(context, TEST_ACTOR, id, { time: '15:30' })).toMatchObject({ ok: true, changed: true });
    // an Elif appointment at 09:00 handed to Zeynep at the same time is checked against her hours
    const elifs = db
      .select()
      .from(appointments)
      .all()
      .find((a) => a.teamMemberId === elif)!;
    const { updateAdminAppointment } = await import('../../app/models/appointments/writes.server');
    expect(
      updateAdminAppointment(context, TEST_ACTOR, elifs.id, input({ teamMemberId: zeynep, time: '09:00' })),
    ).toMatchObject({ ok: false, message: BOOKING_MESSAGES.outsideHours });
    void ids;
  });
});
