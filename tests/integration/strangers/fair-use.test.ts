/**
 * Issue 24, finding 3: one phone took all 17 free starts of one artist on one day, and the same
 * customer walking the wizard twice with 'Fark etmez' got two artists at the same hour. One
 * person (the same phone OR e-mail) never holds two overlapping appointments and at most 3
 * open future ones; the wizard and the API say so and link to Randevularım; the desk may
 * book past it with a reason, kept on the appointment (docs/decisions/0333).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../../db/schema';
import { readSettings, writeSetting } from '../../../app/models/settings/registry.server';
import * as settingsRoute from '../../../app/routes/admin/settings/settings';
import { createAdminAppointment } from '../../../app/models/appointments/writes.server';
import * as appointmentsRoute from '../../../app/routes/api/api.appointments';
import * as newAppointmentRoute from '../../../app/routes/admin/appointments/new';
import { createTestContext, createTestDb, TEST_ACTOR } from '../../helpers/test-db';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../../helpers/admin';
import { demoIds } from '../booking-fixtures';
import { demoBooking } from '../../helpers/phone-studio';
import { toStep3 } from '../../helpers/wizard-client';
import { answerView, type AppointmentFormAnswer } from '../../../app/routes/admin/appointments/form-values';

const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

// the spec's words (app/domain/fair-use.ts), written out so this file also runs against older code
const TOO_MANY = (n: number) => `Bu telefon numarası veya e-posta adresiyle en fazla ${n} açık randevu alınabilir.`;
const OVERLAP =
  'Bu telefon numarası veya e-posta adresiyle bu saatle çakışan bir randevunuz var. Aynı anda iki randevu alınamaz.';
const REASON_REQUIRED = 'Sınırı aşmak için bir gerekçe yazın (en az 3 karakter).';
const MY_APPOINTMENTS = { path: '/randevularim', label: 'Randevularım' };

function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const booking = (over: Record<string, unknown> = {}) => demoBooking(ids, over);
  const book = (over: Record<string, unknown> = {}) =>
    callRoute(
      appointmentsRoute.action as never,
      testRequest('/api/appointments', { json: booking(over), origin: null }),
      context,
    ) as Promise<{ status: number; data: Record<string, unknown> }>;
  return { db, context, ids, booking, book };
}

describe('one person, fair use of the calendar', () => {
  it('one phone cannot take a whole day: at most 3 open appointments, then 409 with a link to Randevularım', async () => {
    const { db, book } = setup();
    const statuses: number[] = [];
    // the review's run: every free start of one artist on one day, one phone, new e-mails each time
    for (const [i, time] of [
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ].entries()) {
      statuses.push(
        (
          await book({
            time,
            customerEmail: `kisi${i}@example.com`,
            customerPhone: i % 2 ? '+90 (532) 123 45 67' : '0532 123 45 67',
          })
        ).status,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    const refused = await book({ date: THURSDAY, time: '10:00', customerEmail: 'yeni@example.com' });
    expect(refused).toMatchObject({
      status: 409,
      data: { success: false, message: TOO_MANY(3), link: MY_APPOINTMENTS.path, linkLabel: 'Randevularım' },
    });
    // nothing of her appointments is told: no id, no private link
    expect(JSON.stringify(refused.data)).not.toMatch(/randevu\/|appointmentId/);
    expect(db.select().from(appointments).all()).toHaveLength(3);
  });

  it('the same e-mail with another phone is the same person; the limit is a setting', async () => {
    const { db, book } = setup();
    writeSetting(db, TEST_ACTOR, 'maxOpenAppointments', 1);
    expect((await book()).status).toBe(201);
    expect(
      await book({ date: THURSDAY, customerPhone: '0533 333 33 33', customerEmail: ' AYSE@example.com ' }),
    ).toMatchObject({ status: 409, data: { message: TOO_MANY(1) } });
    // a cancelled or past appointment does not count
    db.update(appointments).set({ status: 'cancelled' }).run();
    expect((await book({ date: THURSDAY })).status).toBe(201);
  });

  it('never two overlapping appointments: the same hour with another member is refused', async () => {
    const { book, ids } = setup();
    expect((await book()).status).toBe(201);
    const other = await book({
      teamMemberId: ids.member('Elif Yılmaz').id,
      time: '10:30',
      customerEmail: 'ayse.baska@example.com',
    });
    expect(other).toMatchObject({ status: 409, data: { message: OVERLAP, link: MY_APPOINTMENTS.path } });
    expect(
      (
        await book({
          teamMemberId: ids.member('Elif Yılmaz').id,
          time: '11:00',
          customerEmail: 'ayse.baska@example.com',
        })
      ).status,
    ).toBe(201);
  });

  it("the wizard walked twice with 'Fark etmez' gets one appointment, then the Turkish refusal with the link", async () => {
    const { db, context, ids } = setup();
    const walk = async () => {
      const { client, token } = await toStep3(context, {
        personal: { customerName: 'Ayşe Kaya', customerEmail: 'ayse@example.com', customerPhone: '0532 123 45 67' },
        serviceIds: [ids.service('Klasik Manikür').id],
        member: 'any',
        date: WEDNESDAY,
      });
      return client.post({ step: '3', intent: 'book', token, date: WEDNESDAY, time: '11:00', notes: '' });
    };
    expect(await walk()).toMatchObject({ status: 303, location: expect.stringMatching(/^\/randevu\//) });
    // the second walk would get another member at the same hour: refused, with the link
    expect(await walk()).toMatchObject({
      status: 409,
      data: { step: 3, message: OVERLAP, fairUse: true, values: { time: '11:00' } },
    });
    expect(db.select().from(appointments).all()).toHaveLength(1);
  });

  it('the desk may book past the rule with a reason, which is kept on the appointment', async () => {
    const { db, context, ids, book } = setup();
    for (const time of ['10:00', '12:00', '14:00']) expect((await book({ time })).status).toBe(201);
    const input = {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      teamMemberId: ids.member('Zeynep Kaya').id,
      serviceIds: [ids.service('Klasik Manikür').id],
      packageIds: [],
      date: THURSDAY,
      time: '10:00',
      notes: null,
      totalPriceKurus: null,
      status: 'pending' as const,
      customDuration: null,
      override: false,
      customerId: null,
    };
    expect(createAdminAppointment(context, TEST_ACTOR, input)).toMatchObject({
      ok: false,
      kind: 'fair-use',
      status: 409,
      message: TOO_MANY(3),
    });
    const saved = createAdminAppointment(context, TEST_ACTOR, {
      ...input,
      fairUseReason: 'Gelin paketi: dört randevu birlikte',
    });
    expect(saved.ok).toBe(true);
    const row = db
      .select()
      .from(appointments)
      .where(eq(appointments.id, saved.ok ? saved.id : 0))
      .get()!;
    expect(row.fairUseOverrideReason).toBe('Gelin paketi: dört randevu birlikte');

    // the form: the refusal asks for the reason; a post with it saves
    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    const form = {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '0532 123 45 67',
      teamMemberId: String(ids.member('Elif Yılmaz').id),
      serviceIds: String(ids.service('Klasik Manikür').id),
      date: THURSDAY,
      time: '15:00',
      status: 'pending',
      intent: 'save',
    };
    const refused = await callRoute(
      newAppointmentRoute.action as never,
      testRequest('/admin/appointments/new', { form, cookie }),
      context,
    );
    expect(refused).toMatchObject({ status: 409, data: { fairUse: { message: TOO_MANY(3) } } });
    const short = await callRoute(
      newAppointmentRoute.action as never,
      testRequest('/admin/appointments/new', { form: { ...form, fairUseReason: 'x' }, cookie }),
      context,
    );
    expect(short).toMatchObject({ status: 400 });
    expect(answerView(short.data as AppointmentFormAnswer).fieldErrors).toMatchObject({
      fairUseReason: REASON_REQUIRED,
    });
    const ok = await callRoute(
      newAppointmentRoute.action as never,
      testRequest('/admin/appointments/new', { form: { ...form, fairUseReason: 'Müşteri telefonla istedi' }, cookie }),
      context,
    );
    expect(ok.status).toBe(302);
    expect(
      db
        .select()
        .from(appointments)
        .all()
        .filter((a) => a.fairUseOverrideReason === 'Müşteri telefonla istedi'),
    ).toHaveLength(1);
  });

  it('the limits are settings on the admin settings screen, checked before they are stored', async () => {
    const { db, context } = setup();
    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    const post = (form: Record<string, string>) =>
      callRoute(
        settingsRoute.action as never,
        testRequest('/admin/settings', { form: { intent: 'limits', smsDailyBudget: '100', ...form }, cookie }),
        context,
      );
    expect(
      (await callRoute(settingsRoute.loader as never, testRequest('/admin/settings', { cookie }), context)).data,
    ).toMatchObject({ limits: { dailyMessageCap: 5, maxOpenAppointments: 3 } });
    expect((await post({ dailyMessageCap: '0', maxOpenAppointments: '3' })).status).toBe(400);
    expect((await post({ dailyMessageCap: '8', maxOpenAppointments: '21' })).status).toBe(400);
    expect((await post({ dailyMessageCap: '8', maxOpenAppointments: '2' })).status).toBe(302);
    expect(readSettings(db, ['dailyMessageCap', 'maxOpenAppointments'])).toEqual({
      dailyMessageCap: 8,
      maxOpenAppointments: 2,
    });
  });
});
