/**
 * One reader per setting (issue 14, item 2): a capacity stored by hand outside the rule
 * ("15") reads the same on the booking side, the settings screen and the API. Before the
 * registry the booking side clamped it to 10 while the settings screen showed 1.
 */
import { describe, expect, it } from 'vitest';
import * as settingsScreen from '../../app/routes/admin/settings/settings';
import * as appointmentsApi from '../../app/routes/api/api.appointments';
import * as slotsApi from '../../app/routes/api/api.appointments.available-slots.$date';
import { slotsForDay } from '../../app/models/appointments/availability.server';
import { readSetting, writeSetting } from '../../app/models/settings/registry.server';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { CUSTOMER, demoIds, setCapacity } from './booking-fixtures';

// "now" is Tuesday 2026-11-24 10:00 (Istanbul); Wednesday 2026-11-25 is open.
async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const memberId = ids.member('Zeynep Kaya').id;
  const serviceId = ids.service('Klasik Manikür').id;
  // another customer each time (one person never holds two overlapping appointments: docs/decisions/0333)
  const booking = (n: number) => ({
    ...CUSTOMER,
    customerEmail: `k${n}@example.com`,
    customerPhone: `0532 000 11 2${n}`,
    serviceIds: [serviceId],
    packageIds: [],
    teamMemberId: memberId,
    date: '2026-11-25',
    time: '10:00',
    notes: '',
  });
  return { db, context, cookie, memberId, serviceId, booking };
}

describe('capacity per slot: one rule for every reader', () => {
  it('a stored "15" is the default 1 on the settings screen, for public bookings and in the API', async () => {
    const { db, context, cookie, memberId, serviceId, booking } = await setup();
    setCapacity(db, 15);

    // the settings screen
    const screen = await callRoute(settingsScreen.loader, testRequest('/admin/settings', { cookie }), context);
    expect(screen.data).toMatchObject({ capacity: 1 });

    // the API: the first booking of 10:00 fits, the second does not (capacity 1, not 10)
    const statuses: number[] = [];
    for (let n = 0; n < 2; n++)
      statuses.push(
        (
          await callRoute(
            appointmentsApi.action,
            testRequest('/api/appointments', { method: 'POST', json: booking(n) }),
            context,
          )
        ).status,
      );
    expect(statuses).toEqual([201, 409]);
    const slots = await callRoute(
      slotsApi.loader,
      testRequest(`/api/appointments/available-slots/2026-11-25?teamMemberId=${memberId}&serviceIds=${serviceId}`),
      context,
      { date: '2026-11-25' },
    );
    const tenOClock = (slots.data as { availableSlots: { time: string; available: boolean }[] }).availableSlots.find(
      (s) => s.time === '10:00',
    );
    expect(tenOClock).toEqual({ time: '10:00', available: false });

    // the booking wizard's model and the one reader agree
    expect(
      slotsForDay(db, { now: context.now(), memberId, date: '2026-11-25', durationMinutes: 45 }).find(
        (s) => s.time === '10:00',
      )?.available,
    ).toBe(false);
    expect(readSetting(db, 'capacityPerSlot')).toBe(1);
  });

  it('a capacity saved on the settings screen is what bookings get', async () => {
    const { db, context, cookie, booking } = await setup();
    const saved = await callRoute(
      settingsScreen.action,
      testRequest('/admin/settings', { cookie, form: { intent: 'capacity', capacity: '2' } }),
      context,
    );
    expect(saved.status).toBe(302);
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++)
      statuses.push(
        (
          await callRoute(
            appointmentsApi.action,
            testRequest('/api/appointments', { method: 'POST', json: booking(n) }),
            context,
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 409]);
    writeSetting(db, TEST_ACTOR, 'capacityPerSlot', 3);
    expect(
      (await callRoute(settingsScreen.loader, testRequest('/admin/settings', { cookie }), context)).data,
    ).toMatchObject({ capacity: 3 });
  });
});
