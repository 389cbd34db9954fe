import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/api/api.auth.admin.login';
import * as formLogin from '../../app/routes/admin/login';
import * as changePassword from '../../app/routes/api/api.auth.change-password';
import * as dashboard from '../../app/routes/api/api.admin.dashboard';
import * as liveRefresh from '../../app/routes/api/api.admin.live.refresh';
import * as settingsList from '../../app/routes/api/api.settings';
import * as settingByKey from '../../app/routes/api/api.settings.$key';
import { findSession } from '../../app/models/auth/sessions.server';
import { insertTestAppointment } from '../helpers/appointments';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const admin = await createTestUser(db, { name: 'Sahibe', email: 'sahibe@studio.test', password: 'gizli-sifre-1' });
  const res = await callRoute(
    login.action,
    testRequest('/api/auth/admin/login', { json: { email: admin.email, password: admin.password }, origin: null }),
    context,
  );
  const token = (res.data as { token: string }).token;
  return { db, context, admin, token };
}

describe('POST /api/auth/admin/login', () => {
  it('answers a bearer token and the user for an admin', async () => {
    const { db, context, token } = await setup();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(findSession(db, token, 'bearer', context.now())?.user.email).toBe('sahibe@studio.test');
    const again = await callRoute(
      login.action,
      testRequest('/api/auth/admin/login', { json: { email: 'sahibe@studio.test', password: 'gizli-sifre-1' } }),
      context,
    );
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ success: true, user: { name: 'Sahibe', role: 'owner' } });
  });

  it('answers 400, 401, 403 and 429 in Turkish', async () => {
    const { db, admin } = await setup();
    const context = createTestContext(db, { clientIp: '198.51.100.1' });
    const post = (json: unknown, ctx = context) =>
      callRoute(login.action, testRequest('/api/auth/admin/login', { json }), ctx);
    expect(await post({ email: '', password: '' })).toMatchObject({
      status: 400,
      data: { success: false, message: 'E-posta adresi gereklidir' },
    });
    const wrong = await post({ email: admin.email, password: 'yanlis' });
    expect(wrong).toMatchObject({ status: 401, data: { success: false, message: 'E-posta adresi veya şifre hatalı' } });
    const staff = await createTestUser(db, { role: 'member' });
    db.update(users).set({ deactivatedAt: context.now() }).where(eq(users.id, staff.id)).run();
    expect(await post({ email: staff.email, password: staff.password })).toMatchObject({
      status: 401,
      data: { message: 'E-posta adresi veya şifre hatalı' },
    });
    const malformed = await callRoute(
      login.action,
      new Request('http://localhost/api/auth/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{nope',
      }),
      context,
    );
    expect(malformed.status).toBe(400);

    const limited = createTestContext(db, { clientIp: '198.51.100.2' });
    limited.config = { ...limited.config, rateLimits: true };
    for (let i = 0; i < 5; i++) await post({ email: admin.email, password: 'yanlis' }, limited);
    const blocked = await post({ email: admin.email, password: admin.password }, limited);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('sign-in throttling (form and API alike)', () => {
  it("blocks the guesser's address while the owner signs in from a fresh address", async () => {
    const { db } = createTestDb({ demo: false });
    const admin = await createTestUser(db, { email: 'sahibe@studio.test', password: 'gizli-sifre-1' });
    const at = (ip: string) => {
      const c = createTestContext(db, { clientIp: ip });
      c.config = { ...c.config, rateLimits: true };
      return c;
    };
    const viaApi = (ip: string, password: string) =>
      callRoute(login.action, testRequest('/api/auth/admin/login', { json: { email: admin.email, password } }), at(ip));
    const viaForm = (ip: string, password: string) =>
      callRoute(formLogin.action, testRequest('/admin/login', { form: { email: admin.email, password } }), at(ip));
    for (let i = 0; i < 6; i++) await viaApi('198.51.100.66', `yanlis-${i}`);
    for (let i = 0; i < 6; i++) await viaForm('198.51.100.67', `yanlis-${i}`);
    expect((await viaApi('198.51.100.66', admin.password)).status).toBe(429);
    expect((await viaForm('198.51.100.67', admin.password)).status).toBe(429);
    // the owner: the API answers a token, the form a redirect with a session cookie
    expect(await viaApi('203.0.113.10', admin.password)).toMatchObject({ status: 200, data: { success: true } });
    const form = await viaForm('203.0.113.11', admin.password);
    expect(form.status).toBe(302);
    expect(form.headers.get('Set-Cookie')).toContain('studio_admin=');
  });
});

describe('admin JSON calls', () => {
  it('GET /api/admin/dashboard answers the stats and the 3 most recent appointments', async () => {
    const { db, context, token } = await setup();
    for (const name of ['A', 'B', 'C', 'D'])
      insertTestAppointment(db, {
        customerName: name,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, name.charCodeAt(0))),
      });
    const res = await callRoute(dashboard.loader, testRequest('/api/admin/dashboard', { bearer: token }), context);
    expect(res.status).toBe(200);
    const body = res.data as {
      success: boolean;
      stats: Record<string, unknown>;
      recentAppointments: { customerName: string; service: string; status: string }[];
    };
    expect(body.success).toBe(true);
    expect(body.stats).toMatchObject({ totalAppointments: 4, pendingAppointments: 4, confirmedAppointments: 0 });
    expect(body.recentAppointments.map((a) => a.customerName)).toEqual(['D', 'C', 'B']);
    expect(body.recentAppointments[0]).toMatchObject({ service: 'Bilinmeyen Hizmet', status: 'pending' });
  });

  it('POST /api/auth/change-password changes it and ends the other sessions', async () => {
    const { db, context, admin, token } = await setup();
    const browser = await sessionCookieHeader(context, admin.id);
    const post = (json: unknown) =>
      callRoute(
        changePassword.action,
        testRequest('/api/auth/change-password', { bearer: token, json, origin: null }),
        context,
      );
    expect(
      await post({ currentPassword: admin.password, newPassword: 'kisa-sif', confirmPassword: 'kisa-sif' }),
    ).toMatchObject({ status: 400, data: { message: 'Yeni şifre en az 10 karakter olmalıdır' } });
    expect(
      await post({ currentPassword: admin.password, newPassword: 'yeni-sifre-10', confirmPassword: 'baska-sifre' }),
    ).toMatchObject({ status: 400, data: { message: 'Yeni şifreler eşleşmiyor' } });
    expect(
      await post({ currentPassword: 'yanlis', newPassword: 'yeni-sifre-10', confirmPassword: 'yeni-sifre-10' }),
    ).toMatchObject({ status: 400, data: { message: 'Mevcut şifre hatalı' } });
    expect(
      await post({ currentPassword: admin.password, newPassword: 'yeni-sifre-10', confirmPassword: 'yeni-sifre-10' }),
    ).toMatchObject({ status: 200, data: { success: true, message: 'Şifre başarıyla değiştirildi!' } });
    expect(findSession(db, token, 'bearer', context.now())).not.toBeNull();
    const res = await callRoute(dashboard.loader, testRequest('/api/admin/dashboard', { cookie: browser }), context);
    expect(res.status).toBe(401);
    const relogin = await callRoute(
      login.action,
      testRequest('/api/auth/admin/login', { json: { email: admin.email, password: 'yeni-sifre-10' } }),
      context,
    );
    expect(relogin.status).toBe(200);
  });

  it('POST /api/admin/live/refresh tells the live connection that appointments changed', async () => {
    const { context, token } = await setup();
    const res = await callRoute(
      liveRefresh.action,
      testRequest('/api/admin/live/refresh', { bearer: token, method: 'POST' }),
      context,
    );
    expect(res.status).toBe(200);
    expect(context.events).toEqual(['appointments-changed']);
  });
});

describe('settings API', () => {
  it('reads, updates, saves several and deletes settings', async () => {
    const { context, token } = await setup();
    const req = (path: string, method: string, json?: unknown) => testRequest(path, { bearer: token, method, json });

    const list = await callRoute(settingsList.loader, req('/api/settings', 'GET'), context);
    expect((list.data as { settings: { key: string; value: string }[] }).settings).toContainEqual(
      expect.objectContaining({ key: 'appointment_capacity_per_slot', value: '1' }),
    );

    const one = await callRoute(
      settingByKey.loader,
      req('/api/settings/appointment_capacity_per_slot', 'GET'),
      context,
      { key: 'appointment_capacity_per_slot' },
    );
    expect(one.data).toMatchObject({ success: true, setting: { value: '1', category: 'appointments' } });
    expect(
      (await callRoute(settingByKey.loader, req('/api/settings/yok', 'GET'), context, { key: 'yok' })).status,
    ).toBe(404);

    const put = await callRoute(
      settingByKey.action,
      req('/api/settings/appointment_capacity_per_slot', 'PUT', { value: 3, description: 'Kapasite' }),
      context,
      { key: 'appointment_capacity_per_slot' },
    );
    expect(put.data).toMatchObject({
      success: true,
      setting: { value: '3', description: 'Kapasite', category: 'appointments' },
    });
    for (const value of [0, 11, '2.5', 'x', null]) {
      const bad = await callRoute(
        settingByKey.action,
        req('/api/settings/appointment_capacity_per_slot', 'PUT', { value }),
        context,
        { key: 'appointment_capacity_per_slot' },
      );
      expect(bad.status, String(value)).toBe(400);
    }

    const many = await callRoute(
      settingsList.action,
      req('/api/settings', 'POST', { settings: { theme: 'koyu', appointment_capacity_per_slot: '5' } }),
      context,
    );
    expect(many.data).toMatchObject({ success: true, message: 'Ayarlar başarıyla güncellendi!' });
    const tooBig = await callRoute(
      settingsList.action,
      req('/api/settings', 'POST', {
        settings: [
          { key: 'a', value: '1' },
          { key: 'appointment_capacity_per_slot', value: '99' },
        ],
      }),
      context,
    );
    expect(tooBig.status).toBe(400);
    // all or nothing: 'a' was not saved
    expect((await callRoute(settingByKey.loader, req('/api/settings/a', 'GET'), context, { key: 'a' })).status).toBe(
      404,
    );
    expect(
      (await callRoute(settingsList.action, req('/api/settings', 'POST', { settings: { 'bad key!': '1' } }), context))
        .status,
    ).toBe(400);

    expect(
      (await callRoute(settingByKey.action, req('/api/settings/theme', 'DELETE'), context, { key: 'theme' })).data,
    ).toMatchObject({ success: true });
    expect(
      (await callRoute(settingByKey.action, req('/api/settings/theme', 'DELETE'), context, { key: 'theme' })).status,
    ).toBe(404);
  });
});
