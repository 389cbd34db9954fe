import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import * as screen from '../../app/routes/admin/appointments/route';
import * as newForm from '../../app/routes/admin/appointments/new';
import * as editForm from '../../app/routes/admin/appointments/edit';
import * as statusRoute from '../../app/routes/admin/appointments/status';
import * as moveRoute from '../../app/routes/admin/appointments/move';
import { replyMessage, type FormReply } from '../../app/utils/form-reply';
import { answerView, type AppointmentFormAnswer } from '../../app/routes/admin/appointments/form-values';
import * as deleteRoute from '../../app/routes/admin/appointments/delete';
import { insertTestAppointment } from '../helpers/appointments';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { writeSetting } from '../../app/models/settings/registry.server';
import { DEFAULT_WEEKLY_HOURS } from '../../app/domain/hours';

// The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
const WEDNESDAY = '2026-11-25';

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const ids = demoIds(db);
  const member = ids.member('Elif Yılmaz').id;
  const other = ids.member('Merve Demir').id;
  const existing = (
    time: string,
    status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
    over: Partial<typeof appointments.$inferInsert> = {},
  ) =>
    insertTestAppointment(db, {
      customerName: `Var Olan ${time}`,
      teamMemberId: member,
      date: WEDNESDAY,
      time,
      status,
      durationMinutes: 60,
      ...over,
    });
  const post = (
    route: { action: (args: never) => unknown },
    path: string,
    form: Record<string, string>,
    params: Record<string, string> = {},
  ) => callRoute(route.action, testRequest(path, { cookie, form }), context, params);
  const form = (over: Record<string, string> = {}) => ({
    customerName: 'Form Müşterisi',
    customerEmail: 'form@example.com',
    customerPhone: '0533 222 33 44',
    teamMemberId: String(member),
    serviceIds: String(ids.service('Kalıcı Oje').id),
    date: WEDNESDAY,
    time: '14:00',
    notes: '',
    totalPrice: '',
    status: 'pending',
    customDuration: '',
    ...over,
  });
  return { db, context, cookie, ids, member, other, existing, post, form };
}

describe('the appointment screen loader', () => {
  it('answers counters over everything, and the list, calendar or day the query asks for', async () => {
    const { context, cookie, member, other, existing } = await setup();
    existing('10:00', 'pending', { date: '2026-11-24' });
    existing('11:00', 'confirmed');
    existing('12:00', 'completed', { teamMemberId: other });
    existing('13:00', 'cancelled');
    const load = async (qs: string) =>
      (await callRoute(screen.loader, testRequest(`/admin/appointments${qs}`, { cookie }), context)).data as Awaited<
        ReturnType<typeof screen.loader>
      >;

    const all = await load('');
    expect(all.counters).toEqual({ total: 4, today: 1, pending: 1, confirmed: 1, completed: 1, cancelled: 1 });
    expect(all.list?.items).toHaveLength(4); // no view chosen: list and calendar both (CSS picks by width)
    // the list's rows carry what a row shows (its e-mail and price too), not who wrote it or when (0552)
    const row = all.list?.items[0] ?? {};
    for (const used of ['customerEmail', 'customerPhone', 'totalPriceKurus', 'version'])
      expect(row, used).toHaveProperty(used);
    for (const left of ['serviceIds', 'packageNames', 'userId', 'createdAt', 'updatedAt'])
      expect(row, left).not.toHaveProperty(left);
    expect(all.calendar?.month).toBe('2026-11');
    expect(all.calendar?.marks[WEDNESDAY]).toEqual({
      count: 3,
      dots: ['confirmed', 'completed', 'cancelled'],
      more: false,
    });

    const filtered = await load(`?view=list&member=${member}&status=confirmed`);
    expect(filtered.calendar).toBeNull();
    expect(filtered.list?.items.map((a) => a.time)).toEqual(['11:00']);
    expect(filtered.counters.total).toBe(4);
    expect(filtered.filtersActive).toBe(true);

    const day = await load(`?day=${WEDNESDAY}`);
    expect(day.list).toBeNull();
    expect(day.calendar).toBeNull();
    expect(day.day).toMatchObject({ date: WEDNESDAY, activeCount: 1 });
    expect(day.day?.appointments.map((a) => a.time)).toEqual(['11:00', '12:00', '13:00']);
    // what the day view uses of an appointment, not the API's whole shape (0552)
    const sent = day.day?.appointments[0] ?? {};
    for (const used of [
      'id',
      'customerName',
      'customerPhone',
      'teamMemberName',
      'time',
      'status',
      'version',
      'deposit',
    ])
      expect(sent, used).toHaveProperty(used);
    for (const left of [
      'customerEmail',
      'serviceIds',
      'packageNames',
      'totalPriceKurus',
      'userId',
      'createdAt',
      'updatedAt',
    ])
      expect(sent, left).not.toHaveProperty(left);
    expect(day.colors).toEqual({ backgroundColor: '#000000', secondaryBackgroundColor: '#1f2937' });

    // the day keeps the staff filter only: a status filter does not empty the timeline
    const dayOfMember = await load(`?day=${WEDNESDAY}&member=${member}&status=cancelled&q=yok`);
    expect(dayOfMember.day?.appointments.map((a) => a.time)).toEqual(['11:00', '13:00']);
    expect(dayOfMember.day?.activeCount).toBe(1);
  });

  it('says so when there are no appointments at all', async () => {
    const { context, cookie } = await setup();
    const empty = (await callRoute(screen.loader, testRequest('/admin/appointments?view=list', { cookie }), context))
      .data as Awaited<ReturnType<typeof screen.loader>>;
    expect(empty).toMatchObject({ totalCount: 0, filteredCount: 0, filtersActive: false, list: { items: [] } });
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    const { context } = await setup();
    const res = await callRoute(screen.loader, testRequest('/admin/appointments?view=list'), context);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/login?redirectTo=%2Fadmin%2Fappointments%3Fview%3Dlist');
  });
});

describe('the create and edit form without JavaScript', () => {
  it('answers the field messages and keeps what was typed', async () => {
    const { post, form } = await setup();
    const res = await post(
      newForm,
      '/admin/appointments/new?view=list',
      form({ customerEmail: 'yok', teamMemberId: '' }),
    );
    expect(res.status).toBe(400);
    expect(answerView(res.data as AppointmentFormAnswer)).toMatchObject({
      values: { customerName: 'Form Müşterisi', customerEmail: 'yok' },
      fieldErrors: {
        customerEmail: 'Lütfen geçerli bir e-posta adresi girin (örn: ornek@eposta.com).',
        teamMemberId: 'Lütfen bir ekip üyesi seçin.',
      },
    });
  });

  it('"Uygun Saatleri Göster" asks for the date and the member first, then lists the slots with who holds them', async () => {
    const { post, form, existing } = await setup();
    existing('10:00', 'confirmed');
    expect(
      answerView(
        (await post(newForm, '/admin/appointments/new', { ...form({ date: '' }), intent: 'slots' }))
          .data as AppointmentFormAnswer,
      ),
    ).toMatchObject({ fieldErrors: { time: 'Önce tarih seçin' } });
    expect(
      answerView(
        (await post(newForm, '/admin/appointments/new', { ...form({ teamMemberId: '' }), intent: 'slots' }))
          .data as AppointmentFormAnswer,
      ),
    ).toMatchObject({ fieldErrors: { time: 'Önce çalışan seçin' } });
    const res = await post(newForm, '/admin/appointments/new', { ...form(), intent: 'slots' });
    const slots = (res.data as { slots: { time: string; conflictInfo: unknown }[] }).slots;
    expect(slots.find((s) => s.time === '10:00')?.conflictInfo).toEqual({
      customerName: 'Var Olan 10:00',
      service: 'Bilinmeyen Hizmet',
      duration: 60,
    });
    expect(slots.find((s) => s.time === '14:00')?.conflictInfo).toBeNull();
  });

  it('answers the conflicts; with override it saves and goes back to the screen with its query', async () => {
    const { db, post, form, existing } = await setup();
    existing('14:00', 'pending');
    const conflict = await post(newForm, '/admin/appointments/new?view=list&status=pending', form());
    expect(conflict.status).toBe(409);
    expect(conflict.data).toMatchObject({ conflicts: [{ customerName: 'Var Olan 14:00', overlapMinutes: 60 }] });
    const review = await post(newForm, '/admin/appointments/new?view=list&status=pending', {
      ...form(),
      intent: 'review',
    });
    expect(review).toMatchObject({ status: 200 });
    expect(answerView(review.data as AppointmentFormAnswer)).toMatchObject({
      values: { customerName: 'Form Müşterisi' },
    });
    const saved = await post(newForm, '/admin/appointments/new?view=list&status=pending', { ...form(), override: '1' });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/admin/appointments?view=list&status=pending');
    expect(db.select().from(appointments).where(eq(appointments.customerName, 'Form Müşterisi')).get()).toMatchObject({
      totalPriceKurus: 45_000,
      source: 'admin',
    });
  });

  it('the edit form loads the appointment and saves the changes', async () => {
    const { db, context, cookie, post, form, existing } = await setup();
    const id = existing('15:00', 'pending', { customerEmail: 'var@example.com', customerPhone: '05321112233' });
    const loaded = await callRoute(
      editForm.loader,
      testRequest(`/admin/appointments/${id}/edit`, { cookie }),
      context,
      { id: String(id) },
    );
    expect(loaded.data).toMatchObject({
      id,
      initial: { customerName: 'Var Olan 15:00', time: '15:00', status: 'pending', totalPrice: '' },
    });
    const saved = await post(
      editForm,
      `/admin/appointments/${id}/edit?day=${WEDNESDAY}`,
      form({ customerName: 'Yeni Ad', time: '15:30', totalPrice: '600,00' }),
      { id: String(id) },
    );
    expect(saved.headers.get('location')).toBe(`/admin/appointments?day=${WEDNESDAY}`);
    expect(db.select().from(appointments).where(eq(appointments.id, id)).get()).toMatchObject({
      customerName: 'Yeni Ad',
      time: '15:30',
      totalPriceKurus: 60_000,
    });
    expect(
      (
        await callRoute(editForm.loader, testRequest('/admin/appointments/999/edit', { cookie }), context, {
          id: '999',
        })
      ).status,
    ).toBe(404);
  });
});

describe('status, move and delete forms', () => {
  it('a status form redirects back; a fetcher gets { ok }; a confirm conflict answers the dialog data', async () => {
    const { db, post, existing } = await setup();
    existing('10:00', 'confirmed');
    const id = existing('10:30', 'pending');
    const conflict = await post(
      statusRoute,
      `/admin/appointments/${id}/status?view=list`,
      { status: 'confirmed' },
      { id: String(id) },
    );
    expect(conflict).toMatchObject({
      status: 409,
      data: { ok: false, kind: 'conflict', status: 'confirmed', conflicts: [{ overlapMinutes: 30 }] },
    });
    const plain = await post(
      statusRoute,
      `/admin/appointments/${id}/status?view=list`,
      { status: 'confirmed', override: '1' },
      { id: String(id) },
    );
    expect(plain).toMatchObject({ status: 302 });
    expect(plain.headers.get('location')).toBe('/admin/appointments?view=list');
    const fetched = await post(
      statusRoute,
      `/admin/appointments/${id}/status`,
      { status: 'completed', mode: 'fetch' },
      { id: String(id) },
    );
    expect(fetched).toMatchObject({ status: 200, data: { ok: true } });
    expect(db.select().from(appointments).where(eq(appointments.id, id)).get()?.status).toBe('completed');
    const bad = await post(
      statusRoute,
      `/admin/appointments/${id}/status`,
      { status: 'x', mode: 'fetch' },
      { id: String(id) },
    );
    expect(bad).toMatchObject({
      status: 400,
      data: { message: 'Randevu durumu güncellenemedi: Geçersiz randevu durumu.' },
    });
  });

  it('the drop posts HH:MM:00 and HH:MM is stored; a taken slot is refused with the spec message', async () => {
    const { db, context, post, existing } = await setup();
    const id = existing('10:00', 'confirmed');
    existing('13:00', 'pending');
    const moved = await post(
      moveRoute,
      `/admin/appointments/${id}/move`,
      { time: '11:30:00', mode: 'fetch' },
      { id: String(id) },
    );
    expect(moved).toMatchObject({ status: 200, data: { ok: true } });
    expect(db.select().from(appointments).where(eq(appointments.id, id)).get()?.time).toBe('11:30');
    const refused = await post(
      moveRoute,
      `/admin/appointments/${id}/move`,
      { time: '12:30:00', mode: 'fetch' },
      { id: String(id) },
    );
    expect(refused).toMatchObject({
      status: 409,
      data: { ok: false, message: 'Bu saatte başka bir randevu bulunuyor. Lütfen farklı bir saat seçin.' },
    });
    const form = await post(
      moveRoute,
      `/admin/appointments/${id}/move?view=list`,
      { date: '2026-11-26', time: '09:00' },
      { id: String(id) },
    );
    expect(form.headers.get('location')).toBe('/admin/appointments?view=list');
    expect(db.select().from(appointments).where(eq(appointments.id, id)).get()).toMatchObject({
      date: '2026-11-26',
      time: '09:00',
    });
    expect(context.events).toEqual(['appointments-changed', 'appointments-changed']);
  });

  it('delete: the dialog loads the appointment, the POST deletes and goes back', async () => {
    const { db, context, cookie, post, existing } = await setup();
    const id = existing('10:00', 'pending');
    const dialog = await callRoute(
      deleteRoute.loader,
      testRequest(`/admin/appointments/${id}/delete`, { cookie }),
      context,
      { id: String(id) },
    );
    expect(dialog.data).toMatchObject({ appointment: { id, customerName: 'Var Olan 10:00' } });
    const res = await post(deleteRoute, `/admin/appointments/${id}/delete?q=Var`, {}, { id: String(id) });
    expect(res.headers.get('location')).toBe('/admin/appointments?q=Var');
    expect(db.select().from(appointments).all()).toEqual([]);
    const again = await post(deleteRoute, `/admin/appointments/${id}/delete`, {}, { id: String(id) });
    expect(again).toMatchObject({ status: 404 });
    expect(replyMessage(again.data as FormReply, 'delete')).toBe('Randevu silinemedi: Randevu bulunamadı.');
  });
});

describe('the move form without JavaScript', () => {
  it("offers the times of the studio's hours, not fixed ones", async () => {
    const { db, context, cookie, existing } = await setup();
    const id = existing('10:00', 'pending');
    const load = async () =>
      (
        (
          await callRoute(moveRoute.loader, testRequest(`/admin/appointments/${id}/move`, { cookie }), context, {
            id: String(id),
          })
        ).data as Awaited<ReturnType<typeof moveRoute.loader>>
      ).timeBounds;
    expect(await load()).toEqual({ min: '09:00', max: '17:59' });
    writeSetting(db, TEST_ACTOR, 'weeklyHours', { ...DEFAULT_WEEKLY_HOURS, 6: { open: '08:00', close: '20:00' } });
    expect(await load()).toEqual({ min: '08:00', max: '19:59' });
  });
});
