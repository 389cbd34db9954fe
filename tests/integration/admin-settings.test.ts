import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, settings } from '../../db/schema';
import * as route from '../../app/routes/admin.settings';
import { verifyPassword } from '../../app/lib/password.server';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';

async function setup() {
  const { db } = createTestDb({ demo: false });
  const context = createTestContext(db);
  const admin = await createTestUser(db, { password: 'eski-sifre-1' });
  const cookie = await sessionCookieHeader(context, admin.id);
  return { db, context, admin, cookie };
}

const passwordForm = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({ intent: 'password', currentPassword, newPassword, confirmPassword });

describe('admin settings: password change', () => {
  it('checks the rules of the spec and the current password', async () => {
    const { context, cookie } = await setup();
    const cases = [
      { form: passwordForm('eski-sifre-1', 'yeni-1', 'yeni-2'), field: 'confirmPassword', message: 'Yeni şifreler eşleşmiyor' },
      { form: passwordForm('eski-sifre-1', '12345'), field: 'newPassword', message: 'Yeni şifre en az 6 karakter olmalıdır' },
      { form: passwordForm('yanlis', 'yeni-sifre-1'), field: 'currentPassword', message: 'Mevcut şifre hatalı' },
    ];
    for (const c of cases) {
      const res = await callRoute(route.action, testRequest('/admin/settings', { cookie, form: c.form }), context);
      expect(res.status).toBe(400);
      const result = (res.data as { lastResult: { error: Record<string, string[]> } }).lastResult;
      expect(result.error[c.field]).toEqual([c.message]);
    }
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { db, context, admin, cookie } = await setup();
    const otherBrowser = await sessionCookieHeader(context, admin.id);
    const apiToken = bearerToken(context, admin.id);
    expect(db.select().from(sessions).all()).toHaveLength(3);
    const res = await callRoute(route.action, testRequest('/admin/settings', { cookie, form: passwordForm('eski-sifre-1', 'yeni-sifre-1') }), context);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/admin/settings?ok=password');
    expect(db.select().from(sessions).all()).toHaveLength(1);
    const { users } = await import('../../db/schema');
    const row = db.select().from(users).where(eq(users.id, admin.id)).get()!;
    expect(await verifyPassword(row.passwordHash, 'yeni-sifre-1')).toBe(true);
    // the page shows the notice; the other browser and the API token are signed out
    const page = await callRoute(route.loader, testRequest('/admin/settings?ok=password', { cookie }), context);
    expect(page.data).toMatchObject({ notice: 'Şifre başarıyla değiştirildi!' });
    expect((await callRoute(route.loader, testRequest('/admin/settings', { cookie: otherBrowser }), context)).status).toBe(302);
    const { findSession } = await import('../../app/models/sessions.server');
    expect(findSession(db, apiToken, 'bearer', context.now())).toBeNull();
  });

  it('refuses without a session and from another origin', async () => {
    const { context, cookie } = await setup();
    const anonymous = await callRoute(route.action, testRequest('/admin/settings', { form: passwordForm('eski-sifre-1', 'yeni-sifre-1') }), context);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toMatch(/^\/admin\/login/);
    const forged = await callRoute(route.action, testRequest('/admin/settings', { cookie, form: passwordForm('eski-sifre-1', 'yeni-sifre-1'), origin: 'https://evil.example' }), context);
    expect(forged.status).toBe(403);
  });
});

describe('admin settings: capacity per slot', () => {
  it('stores 1 to 10 and refuses anything else', async () => {
    const { db, context, cookie } = await setup();
    expect((await callRoute(route.loader, testRequest('/admin/settings', { cookie }), context)).data).toMatchObject({ capacity: 1, notice: null });
    for (const bad of ['0', '11', '2.5', 'abc', '']) {
      const res = await callRoute(route.action, testRequest('/admin/settings', { cookie, form: { intent: 'capacity', capacity: bad } }), context);
      expect(res.status, bad).toBe(400);
    }
    const ok = await callRoute(route.action, testRequest('/admin/settings', { cookie, form: { intent: 'capacity', capacity: '4' } }), context);
    expect(ok.headers.get('Location')).toBe('/admin/settings?ok=capacity');
    expect(db.select().from(settings).where(eq(settings.key, 'appointment_capacity_per_slot')).get()!.value).toBe('4');
    const page = await callRoute(route.loader, testRequest('/admin/settings?ok=capacity', { cookie }), context);
    expect(page.data).toEqual({ capacity: 4, selfService: { cutoffHours: 24, reminderTelegram: false }, notice: 'Randevu ayarları başarıyla güncellendi!' });
  });

  it('stores the self-service cut-off (0 to 336 hours) and the Telegram reminder switch', async () => {
    const { db, context, cookie } = await setup();
    for (const bad of ['-1', '337', '1.5', 'abc', '']) {
      const res = await callRoute(route.action, testRequest('/admin/settings', { cookie, form: { intent: 'self-service', cutoffHours: bad } }), context);
      expect(res.status, bad).toBe(400);
    }
    expect(db.select().from(settings).where(eq(settings.key, 'self_service_cutoff_hours')).get()).toBeUndefined();
    const ok = await callRoute(route.action, testRequest('/admin/settings', { cookie, form: { intent: 'self-service', cutoffHours: '48', reminderTelegram: 'on' } }), context);
    expect(ok.headers.get('Location')).toBe('/admin/settings?ok=self-service');
    const page = await callRoute(route.loader, testRequest('/admin/settings?ok=self-service', { cookie }), context);
    expect(page.data).toMatchObject({ selfService: { cutoffHours: 48, reminderTelegram: true }, notice: 'Randevu değişiklik ayarları güncellendi!' });
    await callRoute(route.action, testRequest('/admin/settings', { cookie, form: { intent: 'self-service', cutoffHours: '0' } }), context);
    expect((await callRoute(route.loader, testRequest('/admin/settings', { cookie }), context)).data).toMatchObject({ selfService: { cutoffHours: 0, reminderTelegram: false } });
  });
});
