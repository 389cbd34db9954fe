/**
 * The API's one handler style seen from outside (app/http/api.server.ts): bad JSON and wrong
 * types get a Turkish 400 on real calls, and an admin call without a session a 401.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_APPOINTMENT_TEXTS } from '../../app/domain/admin-appointment-rules';
import * as adminAppointment from '../../app/routes/api/api.admin.appointments.$id';
import * as appointment from '../../app/routes/api/api.appointments.$id';
import * as appointments from '../../app/routes/api/api.appointments';
import * as login from '../../app/routes/api/api.auth.admin.login';
import * as services from '../../app/routes/api/api.services';
import * as settingByKey from '../../app/routes/api/api.settings.$key';
import * as status from '../../app/routes/api/api.admin.appointments.$id.status';
import { callRoute, createTestUser, testRequest } from '../helpers/admin';
import { insertTestAppointment } from '../helpers/appointments';
import { createTestContext, createTestDb } from '../helpers/test-db';

const raw = (path: string, body: string, bearer?: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body,
  });

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const admin = await createTestUser(db, { email: 'sahibe@studio.test', password: 'gizli-sifre-1' });
  const signedIn = await callRoute(
    login.action,
    testRequest('/api/auth/admin/login', { json: { email: admin.email, password: admin.password }, origin: null }),
    context,
  );
  return { db, context, token: (signedIn.data as { token: string }).token };
}

describe('bad input on the JSON API', () => {
  it('malformed JSON and a JSON list answer 400 with the Turkish message', async () => {
    const { context, token } = await setup();
    for (const body of ['{"email":', '[1,2]']) {
      expect(await callRoute(login.action, raw('/api/auth/admin/login', body), context)).toMatchObject({
        status: 400,
        data: { success: false, message: 'Geçersiz istek: gövde JSON olmalıdır.' },
      });
      expect(await callRoute(appointments.action, raw('/api/appointments', body), context)).toMatchObject({
        status: 400,
        data: { success: false, message: 'Geçersiz istek: gövde JSON olmalıdır.' },
      });
      expect(await callRoute(services.action, raw('/api/services', body, token), context)).toMatchObject({
        status: 400,
        data: { success: false, message: 'Geçersiz istek: gövde JSON olmalıdır.' },
      });
    }
  });

  it('wrong types answer 400 with the schema’s Turkish message', async () => {
    const { db, context, token } = await setup();
    const wrongLogin = await callRoute(
      login.action,
      testRequest('/api/auth/admin/login', { json: { email: 42, password: ['x'] } }),
      context,
    );
    expect(wrongLogin).toMatchObject({ status: 400, data: { success: false, message: 'E-posta adresi gereklidir' } });
    const wrongPassword = await callRoute(
      login.action,
      testRequest('/api/auth/admin/login', { json: { email: 'sahibe@studio.test', password: ['x'] } }),
      context,
    );
    expect(wrongPassword).toMatchObject({ status: 400, data: { success: false, message: 'Şifre gereklidir' } });
    const id = insertTestAppointment(db, {});
    const badStatus = await callRoute(
      status.action,
      testRequest(`/api/admin/appointments/${id}/status`, { method: 'PUT', bearer: token, json: { status: 17 } }),
      context,
      { id: String(id) },
    );
    expect(badStatus).toMatchObject({
      status: 400,
      data: { success: false, message: ADMIN_APPOINTMENT_TEXTS.invalidStatus },
    });
    const badSetting = await callRoute(
      settingByKey.action,
      testRequest('/api/settings/studio_note', { method: 'PUT', bearer: token, json: { value: { nested: true } } }),
      context,
      { key: 'studio_note' },
    );
    expect(badSetting).toMatchObject({
      status: 400,
      data: { success: false, message: 'Ayar değeri metin, sayı veya doğru/yanlış olmalıdır' },
    });
    const badPrice = await callRoute(
      services.action,
      testRequest('/api/services', {
        bearer: token,
        json: { name: 'A', category: 'special', description: 'x', price: 'on lira' },
      }),
      context,
    );
    expect(badPrice).toMatchObject({
      status: 400,
      data: { success: false, message: 'Lütfen geçerli bir fiyat girin (örn: 350 veya 350,50)' },
    });
  });
});

describe('admin calls without a session', () => {
  it('answer 401 in Turkish, before the method or the body is looked at', async () => {
    const { db, context } = await setup();
    const id = String(insertTestAppointment(db, {}));
    const signIn = { status: 401, data: { success: false, message: 'Bu işlem için giriş yapmalısınız' } };
    expect(await callRoute(appointment.loader, testRequest(`/api/appointments/${id}`), context, { id })).toMatchObject(
      signIn,
    );
    expect(
      await callRoute(
        adminAppointment.action,
        testRequest(`/api/admin/appointments/${id}`, { method: 'DELETE' }),
        context,
        { id },
      ),
    ).toMatchObject(signIn);
    expect(
      await callRoute(status.action, raw(`/api/admin/appointments/${id}/status`, '{nope'), context, { id }),
    ).toMatchObject(signIn);
    // a GET on a write-only admin address: still 401 first
    expect(
      await callRoute(status.loader, testRequest(`/api/admin/appointments/${id}/status`), context, { id }),
    ).toMatchObject(signIn);
    // a bad token is no better
    expect(
      await callRoute(services.action, testRequest('/api/services', { bearer: 'nope', json: {} }), context),
    ).toMatchObject(signIn);
  });

  it('the two addresses of one appointment are one implementation', () => {
    const admin = adminAppointment.loader.declaration.calls;
    const plain = appointment.loader.declaration.calls;
    expect(admin.GET).toBe(plain.GET);
    expect(admin.DELETE).toBe(plain.DELETE);
    expect(admin.PUT).toBeUndefined();
  });
});
