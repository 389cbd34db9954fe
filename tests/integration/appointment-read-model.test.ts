/**
 * One appointment read model (issue 14, item 3): lines as objects, read one way. An
 * appointment that keeps a deleted service's line and a service no longer offered shows
 * each line under its own name in the edit dialog, and saving the dialog keeps both lines.
 * Before the read model the dialog paired `serviceIds` (deleted lines dropped) with
 * `serviceNames` (deleted lines kept) by index and labelled the kept service with the
 * deleted line's name.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from '../../db/schema';
import * as editForm from '../../app/routes/admin/appointments/edit';
import * as appointmentApi from '../../app/routes/api/api.appointments.$id';
import * as checkConflict from '../../app/routes/api/api.appointments.check-conflict';
import * as slotsApi from '../../app/routes/api/api.appointments.available-slots.$date';
import { createAdminAppointment } from '../../app/models/appointments/writes.server';
import { appointmentForMessage } from '../../app/models/messaging/appointment-data.server';
import { readAppointment, readAppointments } from '../../app/models/appointments/queries.server';
import { insertTestAppointment } from '../helpers/appointments';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';

// "now" is Tuesday 2026-11-24 10:00 (Istanbul).
const WEDNESDAY = '2026-11-25';

/** The form's values as a plain POST sends them (the lists of ticked boxes left to the caller). */
const withoutLists = ({ serviceIds: _s, packageIds: _p, ...text }: Record<string, string | string[]>) =>
  text as Record<string, string>;

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const admin = await createTestUser(db);
  return {
    db,
    context,
    admin,
    cookie: await sessionCookieHeader(context, admin.id),
    token: bearerToken(context, admin.id),
    ids: demoIds(db),
  };
}

describe('an appointment with a deleted service line', () => {
  it('keeps the right names in the edit dialog, after saving it, in the API and in the messages', async () => {
    const { db, context, cookie, token, ids } = await setup();
    const member = ids.member('Elif Yılmaz').id;
    const removed = ids.service('Klasik Manikür');
    const kept = ids.service('Parafin Bakımı');
    const created = createAdminAppointment(context, TEST_ACTOR, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '0532 123 45 67',
      customerId: null,
      teamMemberId: member,
      serviceIds: [removed.id, kept.id],
      packageIds: [],
      date: WEDNESDAY,
      time: '14:00',
      notes: null,
      totalPriceKurus: null,
      status: 'pending',
      customDuration: null,
      override: false,
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.id;
    // the studio deletes one service and stops offering the other
    db.delete(services).where(eq(services.id, removed.id)).run();
    db.update(services).set({ isActive: false }).where(eq(services.id, kept.id)).run();

    const load = async () =>
      (
        await callRoute(editForm.loader, testRequest(`/admin/appointments/${id}/edit`, { cookie }), context, {
          id: String(id),
        })
      ).data as Awaited<ReturnType<typeof editForm.loader>>;
    const dialog = await load();
    expect(dialog.keptLines).toEqual({ serviceIds: [{ id: kept.id, name: 'Parafin Bakımı' }], packageIds: [] });
    expect(dialog.initial.serviceIds).toEqual([String(kept.id)]);

    // the admin saves the dialog as it is, with a note
    const saved = await callRoute(
      editForm.action,
      testRequest(`/admin/appointments/${id}/edit`, {
        cookie,
        form: { ...withoutLists(dialog.initial), serviceIds: dialog.initial.serviceIds.join(), notes: 'Not eklendi' },
      }),
      context,
      { id: String(id) },
    );
    expect(saved.status).toBe(302);

    const names = ['Klasik Manikür', 'Parafin Bakımı'];
    expect(readAppointment(db, id)!.lines.map((l) => [l.itemId, l.name])).toEqual([
      [null, 'Klasik Manikür'],
      [kept.id, 'Parafin Bakımı'],
    ]);
    expect((await load()).keptLines.serviceIds).toEqual([{ id: kept.id, name: 'Parafin Bakımı' }]);
    const api = await callRoute(
      appointmentApi.loader,
      testRequest(`/api/appointments/${id}`, { bearer: token }),
      context,
      { id: String(id) },
    );
    expect((api.data as { appointment: Record<string, unknown> }).appointment).toMatchObject({
      serviceIds: [kept.id],
      serviceNames: names,
      service: names.join(', '),
      notes: 'Not eklendi',
    });
    expect(appointmentForMessage(db, id)).toMatchObject({ items: names, teamMemberName: 'Elif Yılmaz' });

    // the dialog's live checks take the kept service of the edited appointment (with its minutes), not of another
    const query = `teamMemberId=${member}&serviceIds=${kept.id}&date=${WEDNESDAY}&time=15:00`;
    const check = (qs: string) =>
      callRoute(
        checkConflict.loader,
        testRequest(`/api/appointments/check-conflict?${qs}`, { bearer: token }),
        context,
      );
    expect((await check(`${query}&excludeAppointmentId=${id}`)).status).toBe(200);
    expect((await check(query)).status).toBe(400);
    const slots = await callRoute(
      slotsApi.loader,
      testRequest(`/api/appointments/available-slots/${WEDNESDAY}?${query}&excludeAppointmentId=${id}`, {
        bearer: token,
      }),
      context,
      { date: WEDNESDAY },
    );
    expect(slots.data).toMatchObject({ totalDuration: kept.durationMinutes });
  });
});

describe('the read model', () => {
  it('reads a window: dates, a member, an order and a page, lines as objects', async () => {
    const { db, ids } = await setup();
    const elif = ids.member('Elif Yılmaz').id;
    const merve = ids.member('Merve Demir').id;
    const at = (date: string, time: string, teamMemberId: number) =>
      insertTestAppointment(db, {
        date,
        time,
        teamMemberId,
        durationMinutes: 60,
        customDuration: time === '09:00' ? 30 : null,
        services: [{ name: `S ${date} ${time}` }],
        packages: [{ name: `P ${date} ${time}`, packageId: null }],
      });
    const a = at('2026-11-25', '09:00', elif);
    const b = at('2026-11-25', '11:00', merve);
    const c = at('2026-11-26', '10:00', elif);
    at('2026-11-28', '10:00', elif);

    expect(readAppointments(db, { from: '2026-11-25', to: '2026-11-26', order: 'schedule' }).map((x) => x.id)).toEqual([
      a,
      b,
      c,
    ]);
    expect(readAppointments(db, { from: '2026-11-25', to: '2026-11-26', memberId: elif }).map((x) => x.id)).toEqual([
      c,
      a,
    ]);
    expect(
      readAppointments(db, { from: '2026-11-25', order: 'schedule', limit: 2, offset: 1 }).map((x) => x.id),
    ).toEqual([b, c]);
    const first = readAppointment(db, a)!;
    expect(first).toMatchObject({
      durationMinutes: 30,
      customDuration: 30,
      linesDurationMinutes: 60,
      teamMember: { id: elif, name: 'Elif Yılmaz' },
    });
    expect(first.lines).toEqual([
      {
        id: expect.any(Number),
        kind: 'service',
        itemId: null,
        name: 'S 2026-11-25 09:00',
        priceKurus: 0,
        durationMinutes: 60,
      },
      {
        id: expect.any(Number),
        kind: 'package',
        itemId: null,
        name: 'P 2026-11-25 09:00',
        priceKurus: 0,
        durationMinutes: 60,
      },
    ]);
    expect(readAppointments(db, { ids: [] })).toEqual([]);
  });
});
