import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, settings } from '../../db/schema';
import * as route from '../../app/routes/admin/settings/settings';
import * as profile from '../../app/routes/admin/accounts/profile';
import { verifyPassword } from '../../app/infra/password.server';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';

async function setup() {
  const { db } = createTestDb({ demo: false });
  const context = createTestContext(db);
  const admin = await createTestUser(db, { password: 'eski-sifre-1' });
  const cookie = await sessionCookieHeader(context, admin.id);
  return { db, context, admin, cookie };
}

const passwordForm = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  intent: 'password',
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('Profilim (/admin/profil): password change', () => {
  it('checks the rules of the spec and the current password', async () => {
    const { context, cookie } = await setup();
    const cases = [
      {
        form: passwordForm('eski-sifre-1', 'yeni-sifre-11', 'yeni-sifre-22'),
        field: 'confirmPassword',
        message: 'Yeni şifreler eşleşmiyor',
      },
      {
        form: passwordForm('eski-sifre-1', '12345'),
        field: 'newPassword',
        message: 'Yeni şifre en az 10 karakter olmalıdır',
      },
      { form: passwordForm('yanlis', 'yeni-sifre-1'), field: 'currentPassword', message: 'Mevcut şifre hatalı' },
    ];
    for (const c of cases) {
      const res = await callRoute(profile.action, testRequest('/admin/profil', { cookie, form: c.form }), context);
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
    const res = await callRoute(
      profile.action,
      testRequest('/admin/profil', { cookie, form: passwordForm('eski-sifre-1', 'yeni-sifre-1') }),
      context,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/admin/profil?ok=password');
    expect(db.select().from(sessions).all()).toHaveLength(1);
    const { users } = await import('../../db/schema');
    const row = db.select().from(users).where(eq(users.id, admin.id)).get()!;
    expect(await verifyPassword(row.passwordHash, 'yeni-sifre-1')).toBe(true);
    // the page shows the notice; the other browser and the API token are signed out
    const page = await callRoute(profile.loader, testRequest('/admin/profil?ok=password', { cookie }), context);
    expect(page.data).toMatchObject({ notice: 'Şifre başarıyla değiştirildi!' });
    expect(
      (await callRoute(profile.loader, testRequest('/admin/profil', { cookie: otherBrowser }), context)).status,
    ).toBe(302);
    const { findSession } = await import('../../app/models/auth/sessions.server');
    expect(findSession(db, apiToken, 'bearer', context.now())).toBeNull();
  });

  it('refuses without a session and from another origin', async () => {
    const { context, cookie } = await setup();
    const anonymous = await callRoute(
      profile.action,
      testRequest('/admin/profil', { form: passwordForm('eski-sifre-1', 'yeni-sifre-1') }),
      context,
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toMatch(/^\/admin\/login/);
    const forged = await callRoute(
      profile.action,
      testRequest('/admin/profil', {
        cookie,
        form: passwordForm('eski-sifre-1', 'yeni-sifre-1'),
        origin: 'https://evil.example',
      }),
      context,
    );
    expect(forged.status).toBe(403);
  });
});

describe('admin settings: capacity per slot', () => {
  it('stores 1 to 10 and refuses anything else', async () => {
    const { db, context, cookie } = await setup();
    expect((await callRoute(route.loader, testRequest('/admin/settings', { cookie }), context)).data).toMatchObject({
      capacity: 1,
      notice: null,
    });
    for (const bad of ['0', '11', '2.5', 'abc', '']) {
      const res = await callRoute(
        route.action,
        testRequest('/admin/settings', { cookie, form: { intent: 'capacity', capacity: bad } }),
        context,
      );
      expect(res.status, bad).toBe(400);
    }
    const ok = await callRoute(
      route.action,
      testRequest('/admin/settings', { cookie, form: { intent: 'capacity', capacity: '4' } }),
      context,
    );
    expect(ok.headers.get('Location')).toBe('/admin/settings?ok=capacity');
    expect(db.select().from(settings).where(eq(settings.key, 'appointment_capacity_per_slot')).get()!.value).toBe('4');
    const page = await callRoute(route.loader, testRequest('/admin/settings?ok=capacity', { cookie }), context);
    expect(page.data).toMatchObject({
      capacity: 4,
      selfService: { cutoffHours: 24, reminderTelegram: false, reminder24h: true, reminder2h: true },
      idleHours: 12,
      notice: 'Randevu ayarları başarıyla güncellendi!',
    });
  });

  it('stores the self-service cut-off (0 to 336 hours) and the Telegram reminder switch', async () => {
    const { db, context, cookie } = await setup();
    for (const bad of ['-1', '337', '1.5', 'abc', '']) {
      const res = await callRoute(
        route.action,
        testRequest('/admin/settings', { cookie, form: { intent: 'self-service', cutoffHours: bad } }),
        context,
      );
      expect(res.status, bad).toBe(400);
    }
    expect(db.select().from(settings).where(eq(settings.key, 'self_service_cutoff_hours')).get()).toBeUndefined();
    const ok = await callRoute(
      route.action,
      testRequest('/admin/settings', {
        cookie,
        form: { intent: 'self-service', cutoffHours: '48', reminderTelegram: 'on', reminder24h: 'on' },
      }),
      context,
    );
    expect(ok.headers.get('Location')).toBe('/admin/settings?ok=self-service');
    const page = await callRoute(route.loader, testRequest('/admin/settings?ok=self-service', { cookie }), context);
    expect(page.data).toMatchObject({
      selfService: { cutoffHours: 48, reminderTelegram: true, reminder24h: true, reminder2h: false },
      notice: 'Randevu değişiklik ayarları güncellendi!',
    });
    await callRoute(
      route.action,
      testRequest('/admin/settings', { cookie, form: { intent: 'self-service', cutoffHours: '0' } }),
      context,
    );
    expect((await callRoute(route.loader, testRequest('/admin/settings', { cookie }), context)).data).toMatchObject({
      selfService: { cutoffHours: 0, reminderTelegram: false },
    });
  });
});

describe('admin settings: sessions and API tokens', () => {
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const at = (base: ReturnType<typeof createTestContext>, hours: number) => ({
    ...base,
    now: () => new Date(base.now().getTime() + hours * 3_600_000),
  });

  it('a browser session ends after 12 idle hours (the setting), an active one lives on; API tokens are not idle-limited', async () => {
    const { db, context, admin, cookie } = await setup();
    const token = bearerToken(context, admin.id);
    const { getAdmin, requireAdminApi } = await import('../../app/http/auth.server');
    const other = await sessionCookieHeader(context, admin.id);
    // used after 11 hours: still signed in, and the clock restarts
    expect(await getAdmin(testRequest('/admin', { cookie }), at(context, 11))).not.toBeNull();
    expect(await getAdmin(testRequest('/admin', { cookie }), at(context, 22))).not.toBeNull();
    // the other browser, unused for 12 hours and a second: signed out
    expect(
      await getAdmin(testRequest('/admin', { cookie: other }), {
        ...context,
        now: () => new Date(context.now().getTime() + 12 * 3_600_000 + 1000),
      }),
    ).toBeNull();
    // the API token, unused for 13 days, still works (it ends at 14 days or on the screen)
    expect(
      (await requireAdminApi(testRequest('/api/admin/dashboard', { bearer: token }), at(context, 13 * 24), 'signed-in'))
        .user.id,
    ).toBe(admin.id);

    // the setting: 1 hour
    const saved = await callRoute(
      route.action,
      testRequest('/admin/settings', { cookie, form: { intent: 'session-idle', idleHours: '1' } }),
      at(context, 22),
    );
    expect(saved.headers.get('Location')).toBe('/admin/settings?ok=session-idle#oturumlar');
    expect(db.select().from(settings).where(eq(settings.key, 'session_idle_timeout_hours')).get()?.value).toBe('1');
    expect(await getAdmin(testRequest('/admin', { cookie }), at(context, 23.5))).toBeNull();
    const bad = await callRoute(
      route.action,
      testRequest('/admin/settings', {
        cookie: await sessionCookieHeader(context, admin.id),
        form: { intent: 'session-idle', idleHours: '0' },
      }),
      context,
    );
    expect(bad).toMatchObject({
      status: 400,
      data: {
        lastResult: { error: { idleHours: ['Oturum zaman aşımı 1 ile 336 saat arasında bir tam sayı olmalıdır'] } },
      },
    });
  });

  it('lists the sign-ins with device, IP and last use, and ends one, the others, or this one (no JavaScript)', async () => {
    const { db, context, admin } = await setup();
    const { startBearerSession, startCookieSession, requireAdminApi } = await import('../../app/http/auth.server');
    db.delete(sessions).run();
    const cookie = (await startCookieSession(context, admin.id, { userAgent: CHROME, ip: '203.0.113.5' })).split(
      ';',
    )[0]!;
    const phone = (await startCookieSession(at(context, 1), admin.id, { userAgent: IPHONE, ip: '198.51.100.7' })).split(
      ';',
    )[0]!;
    const token = startBearerSession(context, admin.id, { userAgent: 'curl/8.5.0', ip: '192.0.2.1' });

    const page = await callRoute(profile.loader, testRequest('/admin/profil', { cookie }), at(context, 2));
    const list = (
      page.data as {
        sessions: {
          id: string;
          kind: string;
          device: string;
          ip: string;
          current: boolean;
          lastUsedAt: string | null;
        }[];
      }
    ).sessions;
    expect(list.map((s) => [s.device, s.kind, s.ip, s.current])).toEqual(
      expect.arrayContaining([
        ['Chrome · Windows', 'cookie', '203.0.113.5', true],
        ['Safari · iPhone', 'cookie', '198.51.100.7', false],
        ['curl', 'bearer', '192.0.2.1', false],
      ]),
    );
    expect(list.find((s) => s.current)!.lastUsedAt).toBe(at(context, 2).now().toISOString());

    // end the API token: it no longer signs anything in
    const tokenRow = list.find((s) => s.kind === 'bearer')!;
    const ended = await callRoute(
      profile.action,
      testRequest('/admin/profil', { cookie, form: { intent: 'end-session', sessionId: tokenRow.id } }),
      context,
    );
    expect(ended.headers.get('Location')).toBe('/admin/profil?ok=end-session#oturumlar');
    // its open websocket is told to close at once (docs/decisions/0356, 0382)
    expect(context.events).toContainEqual({ type: 'sessions-ended', sessionIds: [tokenRow.id] });
    await expect(
      requireAdminApi(testRequest('/api/admin/dashboard', { bearer: token }), context, 'signed-in'),
    ).rejects.toMatchObject({ status: 401 });
    // someone else's or an unknown id: 404
    expect(
      (
        await callRoute(
          profile.action,
          testRequest('/admin/profil', { cookie, form: { intent: 'end-session', sessionId: 'f'.repeat(64) } }),
          context,
        )
      ).status,
    ).toBe(404);

    // the others
    await callRoute(
      profile.action,
      testRequest('/admin/profil', { cookie, form: { intent: 'end-other-sessions' } }),
      context,
    );
    const { getAdmin } = await import('../../app/http/auth.server');
    expect(await getAdmin(testRequest('/admin', { cookie: phone }), context)).toBeNull();
    // this one: a sign-out
    const self = list.find((s) => s.current)!;
    const out = await callRoute(
      profile.action,
      testRequest('/admin/profil', { cookie, form: { intent: 'end-session', sessionId: self.id } }),
      context,
    );
    expect(out.headers.get('Location')).toBe('/admin/login');
    expect(out.headers.get('Set-Cookie')).toMatch(/studio_admin=;.*Expires=Thu, 01 Jan 1970/);
    expect(db.select().from(sessions).all()).toHaveLength(0);
  });
});
