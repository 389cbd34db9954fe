import { describe, expect, it } from 'vitest';
import * as adminList from '../../app/routes/api/api.admin.appointments';
import * as adminOne from '../../app/routes/api/api.admin.appointments.$id';
import * as adminStatus from '../../app/routes/api/api.admin.appointments.$id.status';
import * as appointmentsApi from '../../app/routes/api/api.appointments';
import * as appointmentById from '../../app/routes/api/api.appointments.$id';
import * as slotsApi from '../../app/routes/api/api.appointments.available-slots.$date';
import * as checkConflict from '../../app/routes/api/api.appointments.check-conflict';
import { insertTestAppointment } from '../helpers/appointments';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { CUSTOMER, demoIds } from './booking-fixtures';

// The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
const WEDNESDAY = '2026-11-25';

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const admin = await createTestUser(db);
  const token = bearerToken(context, admin.id);
  const cookie = await sessionCookieHeader(context, admin.id);
  const ids = demoIds(db);
  const member = ids.member('Zeynep Kaya').id;
  const manicure = ids.service('Klasik Manikür').id;
  const body = (over: Record<string, unknown> = {}) => ({
    ...CUSTOMER,
    teamMemberId: member,
    serviceIds: [manicure],
    date: WEDNESDAY,
    time: '10:00',
    ...over,
  });
  const existing = (
    time: string,
    status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
    name = `Var Olan ${time}`,
  ) =>
    insertTestAppointment(db, {
      customerName: name,
      teamMemberId: member,
      date: WEDNESDAY,
      time,
      status,
      durationMinutes: 60,
      services: [{ serviceId: manicure, name: 'Klasik Manikür', durationMinutes: 60 }],
    });
  return { db, context, admin, token, cookie, ids, member, manicure, body, existing };
}

type Appointment = Record<string, unknown> & { id: number };

describe('GET /api/admin/appointments', () => {
  it('answers { appointments } in the spec shape, with a bearer token or the session', async () => {
    const { context, token, cookie, existing } = await setup();
    existing('10:00', 'confirmed', 'Ayşe Kaya');
    for (const auth of [{ bearer: token }, { cookie }]) {
      const res = await callRoute(adminList.loader, testRequest('/api/admin/appointments?t=123', auth), context);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const [a] = (res.data as { appointments: Appointment[] }).appointments;
      expect(a).toMatchObject({
        customerName: 'Ayşe Kaya',
        serviceIds: [expect.any(Number)],
        serviceNames: ['Klasik Manikür'],
        service: 'Klasik Manikür',
        teamMember: { name: 'Zeynep Kaya', specialization: expect.any(String) },
        date: WEDNESDAY,
        time: '10:00',
        totalPrice: 0,
        status: 'confirmed',
        customDuration: null,
      });
    }
    expect((await callRoute(adminList.loader, testRequest('/api/admin/appointments'), context)).status).toBe(401);
  });
});

describe('POST /api/appointments', () => {
  it('with an admin token creates with any status, the price in lira and a custom duration', async () => {
    const { context, token, body, admin } = await setup();
    const res = await callRoute(
      appointmentsApi.action,
      testRequest('/api/appointments', {
        bearer: token,
        json: body({ status: 'confirmed', totalPrice: 412.5, customDuration: 50, notes: 'telefonla' }),
      }),
      context,
    );
    expect(res.status).toBe(201);
    expect((res.data as { appointment: Appointment }).appointment).toMatchObject({
      status: 'confirmed',
      totalPrice: 412.5,
      customDuration: 50,
      notes: 'telefonla',
      source: 'api',
      userId: admin.id,
    });
    expect(context.events).toEqual(['appointments-changed']);
  });

  it('answers a conflict with 409 { hasConflict, conflicts } and saves with override', async () => {
    const { context, token, body, existing } = await setup();
    existing('10:00', 'pending');
    const conflict = await callRoute(
      appointmentsApi.action,
      testRequest('/api/appointments', { bearer: token, json: body({ time: '10:30' }) }),
      context,
    );
    expect(conflict.status).toBe(409);
    expect(conflict.data).toMatchObject({
      success: false,
      hasConflict: true,
      message: 'Bu tarih ve saatte 1 randevu çakışması bulunuyor.',
      conflicts: [
        {
          customerName: 'Var Olan 10:00',
          startTime: '10:00',
          endTime: '11:00',
          duration: 60,
          overlapMinutes: 30,
          service: 'Klasik Manikür',
        },
      ],
    });
    const saved = await callRoute(
      appointmentsApi.action,
      testRequest('/api/appointments', { bearer: token, json: body({ time: '10:30', override: true }) }),
      context,
    );
    expect(saved.status).toBe(201);
  });

  it('answers bad input with 400 and the field messages; a bad token with 401', async () => {
    const { context, token, body } = await setup();
    const bad = await callRoute(
      appointmentsApi.action,
      testRequest('/api/appointments', { bearer: token, json: body({ customerPhone: '12', status: 'lost' }) }),
      context,
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      success: false,
      errors: {
        customerPhone:
          'Lütfen geçerli bir telefon numarası girin (örnek: 0532 123 45 67; yurt dışı numaraları + ve ülke koduyla).',
        status: 'Geçersiz randevu durumu.',
      },
    });
    expect(
      (
        await callRoute(
          appointmentsApi.action,
          testRequest('/api/appointments', { bearer: 'yanlis', json: body() }),
          context,
        )
      ).status,
    ).toBe(401);
  });

  it('without an admin it is still the public booking (pending, capacity rules)', async () => {
    const { context, body } = await setup();
    const res = await callRoute(
      appointmentsApi.action,
      testRequest('/api/appointments', { json: body({ status: 'confirmed', kvkkConsent: true }) }),
      context,
    );
    expect(res.status).toBe(201);
    expect((res.data as { appointment: Appointment }).appointment).toMatchObject({ status: 'pending' });
  });

  it('an admin cookie from another site is refused (CSRF)', async () => {
    const { context, cookie, body } = await setup();
    const res = await callRoute(
      appointmentsApi.action,
      testRequest('/api/appointments', { cookie, json: body(), origin: 'https://evil.example' }),
      context,
    );
    expect(res.status).toBe(403);
  });
});

describe('PUT and DELETE /api/appointments/{id}', () => {
  it('updates the whole appointment, with the conflict check excluding itself', async () => {
    const { context, token, body, existing } = await setup();
    const id = existing('10:00', 'pending', 'Düzenlenen');
    existing('12:00', 'confirmed');
    const put = (json: unknown) =>
      callRoute(
        appointmentById.action,
        testRequest(`/api/appointments/${id}`, { method: 'PUT', bearer: token, json }),
        context,
        { id: String(id) },
      );
    const ok = await put(body({ customerName: 'Düzenlenen', time: '10:30', status: 'confirmed', totalPrice: '500' }));
    expect(ok.status).toBe(200);
    expect((ok.data as { appointment: Appointment }).appointment).toMatchObject({
      time: '10:30',
      status: 'confirmed',
      totalPrice: 500,
    });
    expect((await put(body({ time: '11:30' }))).status).toBe(409);
    expect((await put(body({ time: '11:30', override: true }))).status).toBe(200);
    expect((await put({ status: 'confirmed' })).status).toBe(400);
    expect(
      (
        await callRoute(
          appointmentById.action,
          testRequest('/api/appointments/999', { method: 'PUT', bearer: token, json: body() }),
          context,
          { id: '999' },
        )
      ).status,
    ).toBe(404);
  });

  it('GET answers one appointment; DELETE removes it', async () => {
    const { context, token, existing } = await setup();
    const id = existing('10:00', 'pending');
    const get = await callRoute(
      appointmentById.loader,
      testRequest(`/api/appointments/${id}`, { bearer: token }),
      context,
      { id: String(id) },
    );
    expect(get.data).toMatchObject({ success: true, appointment: { id } });
    const del = await callRoute(
      appointmentById.action,
      testRequest(`/api/appointments/${id}`, { method: 'DELETE', bearer: token }),
      context,
      { id: String(id) },
    );
    expect(del).toMatchObject({ status: 200, data: { success: true, message: 'Randevu silindi.' } });
    const again = await callRoute(
      appointmentById.action,
      testRequest(`/api/appointments/${id}`, { method: 'DELETE', bearer: token }),
      context,
      { id: String(id) },
    );
    expect(again).toMatchObject({ status: 404, data: { success: false, message: 'Randevu bulunamadı.' } });
    expect(context.events).toEqual(['appointments-changed']);
  });
});

describe('the admin status and delete calls', () => {
  it('PUT /api/admin/appointments/{id}/status checks confirmed ones when confirming; override goes ahead', async () => {
    const { context, token, existing } = await setup();
    existing('10:00', 'confirmed');
    const id = existing('10:30', 'pending');
    const put = (json: unknown) =>
      callRoute(
        adminStatus.action,
        testRequest(`/api/admin/appointments/${id}/status`, { method: 'PUT', bearer: token, json }),
        context,
        { id: String(id) },
      );
    const conflict = await put({ status: 'confirmed' });
    expect(conflict).toMatchObject({
      status: 409,
      data: { hasConflict: true, conflicts: [{ customerName: 'Var Olan 10:00', overlapMinutes: 30 }] },
    });
    expect(await put({ status: 'confirmed', override: true })).toMatchObject({
      status: 200,
      data: { appointment: { id, status: 'confirmed' } },
    });
    expect(await put({ status: 'completed' })).toMatchObject({
      status: 200,
      data: { appointment: { status: 'completed' } },
    });
    expect(await put({ status: 'done' })).toMatchObject({ status: 400, data: { message: 'Geçersiz randevu durumu.' } });
    expect(
      (
        await callRoute(
          adminStatus.action,
          testRequest(`/api/admin/appointments/${id}/status`, {
            method: 'POST',
            bearer: token,
            json: { status: 'pending' },
          }),
          context,
          { id: String(id) },
        )
      ).status,
    ).toBe(405);
    expect(context.events).toEqual(['appointments-changed', 'appointments-changed']);
  });

  it('DELETE /api/admin/appointments/{id}', async () => {
    const { context, token, existing } = await setup();
    const id = existing('10:00', 'pending');
    const del = (i: number) =>
      callRoute(
        adminOne.action,
        testRequest(`/api/admin/appointments/${i}`, { method: 'DELETE', bearer: token }),
        context,
        { id: String(i) },
      );
    expect(await del(id)).toMatchObject({ status: 200, data: { success: true } });
    expect(await del(id)).toMatchObject({ status: 404 });
  });
});

describe('slots and conflict checks for an admin', () => {
  it('available-slots carries conflictInfo for an admin only, and reads excludeAppointmentId and customDuration', async () => {
    const { context, token, member, manicure, existing } = await setup();
    const held = existing('10:00', 'pending', 'Ayşe Kaya');
    const url = (extra = '') =>
      `/api/appointments/available-slots/${WEDNESDAY}?teamMemberId=${member}&serviceIds=${manicure}${extra}`;
    const slots = async (request: Request) =>
      (
        (await callRoute(slotsApi.loader, request, context, { date: WEDNESDAY })).data as {
          availableSlots: Record<string, unknown>[];
        }
      ).availableSlots;

    const admin = await slots(testRequest(url(), { bearer: token }));
    expect(admin.find((s) => s.time === '10:00')).toEqual({
      time: '10:00',
      available: false,
      conflictInfo: { customerName: 'Ayşe Kaya', service: 'Klasik Manikür', duration: 60 },
    });
    expect(admin.find((s) => s.time === '09:00')).toEqual({ time: '09:00', available: true, conflictInfo: null });
    // 45 minutes from 09:00 end before 10:00; a 90-minute custom duration overlaps it by 30
    const long = await slots(testRequest(url('&customDuration=90'), { bearer: token }));
    expect(long.find((s) => s.time === '09:00')).toMatchObject({
      available: false,
      conflictInfo: { customerName: 'Ayşe Kaya' },
    });
    expect(
      (await slots(testRequest(url(`&excludeAppointmentId=${held}`), { bearer: token }))).find(
        (s) => s.time === '10:00',
      ),
    ).toMatchObject({ available: true, conflictInfo: null });

    const pub = await slots(testRequest(url()));
    expect(pub.find((s) => s.time === '10:00')).toEqual({ time: '10:00', available: false });
  });

  it('check-conflict names the customers for an admin and never for the public', async () => {
    const { context, cookie, member, manicure, existing } = await setup();
    existing('10:00', 'confirmed', 'Ayşe Kaya');
    const url = `/api/appointments/check-conflict?teamMemberId=${member}&date=${WEDNESDAY}&time=10:30&serviceIds=${manicure}`;
    const admin = await callRoute(checkConflict.loader, testRequest(url, { cookie }), context);
    expect(admin.data).toMatchObject({
      hasConflict: true,
      message: 'Bu tarih ve saatte 1 randevu çakışması bulunuyor.',
      conflicts: [{ customerName: 'Ayşe Kaya', overlapMinutes: 30 }],
    });
    const pub = await callRoute(checkConflict.loader, testRequest(url), context);
    expect(pub.data).toMatchObject({ hasConflict: true, conflicts: [{ customerName: null }] });
  });
});
