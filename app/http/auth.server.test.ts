import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestContext, createTestDb } from '../../tests/helpers/test-db';
import { bearerToken, createTestUser, sessionCookieHeader, testRequest } from '../../tests/helpers/admin';
import { authenticateSignInForm, endCookieSession, getAdmin, requireAdmin, requireAdminApi } from './auth.server';
import { checkAdminCredentials } from '../models/auth/credentials.server';
import { IP_MAX, PAIR_MAX, SIGN_IN_WINDOW_MS } from '../domain/sign-in-throttle';
import { users } from '../../db/schema';
import { SESSION_TTL_MS, sessionIdOf } from '../models/auth/sessions.server';
import { tokenFromCookieHeader } from './session-cookie.server';

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    // react-router's data() throws a DataWithResponseInit
    const d = error as { type?: string; data?: unknown; init?: ResponseInit };
    if (d?.type === 'DataWithResponseInit') return new Response(JSON.stringify(d.data), d.init ?? undefined);
    throw error;
  }
  throw new Error('expected a thrown response');
}

describe('sessions', () => {
  it('stores only a hash of the token and expires after the session lifetime', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    const token = (await tokenFromCookieHeader(context.config, cookie))!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = db.select().from(sessions).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('cookie');
    expect(rows[0]!.id).toBe(sessionIdOf(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - context.now().getTime()).toBe(SESSION_TTL_MS);

    expect((await getAdmin(testRequest('/admin', { cookie }), context))?.user.email).toBe(admin.email);
    const later = createTestContext(db, { now: new Date(context.now().getTime() + SESSION_TTL_MS + 1) });
    expect(await getAdmin(testRequest('/admin', { cookie }), later)).toBeNull();
    expect(db.select().from(sessions).all()).toHaveLength(0);
  });

  it('ignores a cookie with a forged signature or a token of the other kind', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    const forged = cookie.slice(0, -3) + (cookie.endsWith('abc') ? 'xyz' : 'abc');
    expect(await getAdmin(testRequest('/admin', { cookie: forged }), context)).toBeNull();
    // a bearer token placed in a cookie, signed correctly, is not a cookie session
    const token = bearerToken(context, admin.id);
    const { commitSessionCookie } = await import('./session-cookie.server');
    const bearerAsCookie = (await commitSessionCookie(context.config, token)).split(';')[0]!;
    expect(await getAdmin(testRequest('/admin', { cookie: bearerAsCookie }), context)).toBeNull();
  });

  it('logout deletes the session and clears the cookie', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    const setCookie = await endCookieSession(testRequest('/admin/logout', { cookie, method: 'POST' }), context);
    expect(setCookie).toMatch(/studio_admin=;/);
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(db.select().from(sessions).all()).toHaveLength(0);
    expect(await getAdmin(testRequest('/admin', { cookie }), context)).toBeNull();
  });

  it('the cookie is httpOnly, SameSite=Lax, and Secure in production', async () => {
    const { db } = createTestDb({ demo: false });
    const admin = await createTestUser(db);
    const dev = createTestContext(db);
    const { startCookieSession } = await import('./auth.server');
    const devCookie = await startCookieSession(dev, admin.id);
    expect(devCookie).toMatch(/HttpOnly/);
    expect(devCookie).toMatch(/SameSite=Lax/);
    expect(devCookie).not.toMatch(/Secure/);
    const prod = createTestContext(db);
    prod.config = { ...prod.config, production: true };
    expect(await startCookieSession(prod, admin.id)).toMatch(/Secure/);
  });
});

describe('requireAdmin (pages)', () => {
  it('redirects to the sign-in page with the return path when nobody is signed in', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    let res = await thrown(requireAdmin(testRequest('/admin/settings?tab=2'), context, 'settings.write'));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/admin/login?redirectTo=%2Fadmin%2Fsettings%3Ftab%3D2');
    res = await thrown(requireAdmin(testRequest('/admin'), context, 'dashboard.read'));
    expect(res.headers.get('Location')).toBe('/admin/login');
    res = await thrown(requireAdmin(testRequest('/admin/settings', { form: { a: '1' } }), context, 'settings.write'));
    expect(res.headers.get('Location')).toBe('/admin/login?redirectTo=%2Fadmin%2Fsettings');
  });

  it('lets a signed-in admin through and refuses a cross-site write (CSRF)', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    expect((await requireAdmin(testRequest('/admin', { cookie }), context, 'dashboard.read')).user.id).toBe(admin.id);
    expect(
      (await requireAdmin(testRequest('/admin/settings', { cookie, form: { a: '1' } }), context, 'settings.write')).user
        .id,
    ).toBe(admin.id);
    const evil = await thrown(
      requireAdmin(
        testRequest('/admin/settings', { cookie, form: { a: '1' }, origin: 'https://evil.example' }),
        context,
        'settings.write',
      ),
    );
    expect(evil.status).toBe(403);
    const none = await thrown(
      requireAdmin(
        testRequest('/admin/settings', { cookie, form: { a: '1' }, origin: null }),
        context,
        'settings.write',
      ),
    );
    expect(none.status).toBe(403);
  });

  it('refuses a role without the permission with a 403, and a deactivated account with the sign-in page', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const reception = await createTestUser(db, { role: 'reception' });
    const cookie = await sessionCookieHeader(context, reception.id);
    expect(
      (await thrown(requireAdmin(testRequest('/admin/hesaplar', { cookie }), context, 'accounts.manage'))).status,
    ).toBe(403);
    expect(
      (await thrown(requireAdmin(testRequest('/admin/reports', { cookie }), context, 'reports.read'))).status,
    ).toBe(403);
    expect(
      (await requireAdmin(testRequest('/admin/appointments', { cookie }), context, 'appointments.read.all')).user.id,
    ).toBe(reception.id);
    const api = await thrown(requireAdminApi(testRequest('/api/settings', { cookie }), context, 'settings.write'));
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({
      success: false,
      message: 'Bu işlem için yetkiniz yok. Gerekirse stüdyo sahibinden yetki isteyin.',
    });
    db.update(users).set({ deactivatedAt: context.now() }).where(eq(users.id, reception.id)).run();
    expect(
      (await thrown(requireAdmin(testRequest('/admin/appointments', { cookie }), context, 'appointments.read.all')))
        .status,
    ).toBe(302);
  });
});

describe('requireAdminApi (JSON)', () => {
  it('answers 401 JSON without a session and with a wrong or expired token', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    for (const request of [
      testRequest('/api/admin/dashboard'),
      testRequest('/api/admin/dashboard', { bearer: 'nope' }),
    ]) {
      const res = await thrown(requireAdminApi(request, context, 'signed-in'));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: 'Bu işlem için giriş yapmalısınız' });
    }
    const admin = await createTestUser(db);
    const token = bearerToken(context, admin.id);
    const later = createTestContext(db, { now: new Date(context.now().getTime() + SESSION_TTL_MS) });
    expect(
      (await thrown(requireAdminApi(testRequest('/api/admin/dashboard', { bearer: token }), later, 'signed-in')))
        .status,
    ).toBe(401);
  });

  it('accepts a bearer token (no origin needed) or the session cookie (origin checked on writes)', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    const token = bearerToken(context, admin.id);
    expect(
      (
        await requireAdminApi(
          testRequest('/api/settings', { bearer: token, json: {}, origin: null }),
          context,
          'signed-in',
        )
      ).kind,
    ).toBe('bearer');
    const cookie = await sessionCookieHeader(context, admin.id);
    expect((await requireAdminApi(testRequest('/api/settings', { cookie }), context, 'signed-in')).kind).toBe('cookie');
    expect((await requireAdminApi(testRequest('/api/settings', { cookie, json: {} }), context, 'signed-in')).kind).toBe(
      'cookie',
    );
    const evil = await thrown(
      requireAdminApi(
        testRequest('/api/settings', { cookie, json: {}, origin: 'https://evil.example' }),
        context,
        'signed-in',
      ),
    );
    expect(evil.status).toBe(403);
    expect((await evil.json()).success).toBe(false);
  });

  it('a cookie in the bearer header is not accepted', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    const cookieToken = decodeURIComponent(cookie.split('=').slice(1).join('='));
    expect(
      (await thrown(requireAdminApi(testRequest('/api/settings', { bearer: cookieToken }), context, 'signed-in')))
        .status,
    ).toBe(401);
  });
});

describe('sign-in check', () => {
  it('gives one message for a wrong password, an unknown e-mail and a deactivated account; any active role signs in', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db, { email: 'Sahibe@Studio.test' });
    const staff = await createTestUser(db, { role: 'reception' });
    const gone = await createTestUser(db, { role: 'manager' });
    db.update(users).set({ deactivatedAt: context.now() }).where(eq(users.id, gone.id)).run();
    const wrong = await checkAdminCredentials(context, { email: admin.email, password: 'yanlis-sifre' });
    const unknown = await checkAdminCredentials(context, { email: 'kimse@studio.test', password: admin.password });
    expect(wrong).toEqual({ ok: false, status: 401, message: 'E-posta adresi veya şifre hatalı' });
    expect(unknown).toEqual(wrong);
    expect(await checkAdminCredentials(context, { email: gone.email, password: gone.password })).toEqual(wrong);
    expect(await checkAdminCredentials(context, { email: staff.email, password: staff.password })).toMatchObject({
      ok: true,
      user: { id: staff.id, role: 'reception' },
    });
    const ok = await checkAdminCredentials(context, { email: 'sahibe@studio.test', password: admin.password });
    expect(ok).toMatchObject({ ok: true, user: { id: admin.id, role: 'owner' } });
  });

  it("blocks a guesser's address without locking the owner out from another address", async () => {
    const { db } = createTestDb({ demo: false });
    const base = createTestContext(db);
    base.config = { ...base.config, rateLimits: true };
    const admin = await createTestUser(db);
    const attacker = { ...base, clientIp: '198.51.100.66' };
    // the attacker keeps guessing, renewing nothing for anyone else
    for (let i = 0; i < PAIR_MAX * 3; i++) {
      const r = await checkAdminCredentials(attacker, { email: admin.email, password: `yanlis-${i}` });
      expect(r).toMatchObject({ status: i < PAIR_MAX ? 401 : 429 });
    }
    // the attacker's address waits even with the right password
    const blocked = await checkAdminCredentials(attacker, { email: admin.email, password: admin.password });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    expect(blocked.ok ? '' : blocked.message).toBe(
      'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.',
    );
    // the owner, from a fresh address, signs in
    expect(
      await checkAdminCredentials(
        { ...base, clientIp: '203.0.113.10' },
        { email: admin.email, password: admin.password },
      ),
    ).toMatchObject({ ok: true });
    // and after the window the attacker's address may try again
    const later = { ...attacker, now: () => new Date(base.now().getTime() + SIGN_IN_WINDOW_MS) };
    expect(await checkAdminCredentials(later, { email: admin.email, password: admin.password })).toMatchObject({
      ok: true,
    });
  });

  it('from a noisy IP each e-mail gets one more wrong try, and a right password of an account that has not failed still signs in', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db, { clientIp: '203.0.113.7' });
    context.config = { ...context.config, rateLimits: true };
    const admin = await createTestUser(db);
    const other = await createTestUser(db, { role: 'reception' });
    for (let i = 0; i < IP_MAX; i++) {
      expect(await checkAdminCredentials(context, { email: `yok${i}@studio.test`, password: 'x' })).toMatchObject({
        status: 401,
      });
    }
    // the IP is noisy now: a new e-mail gets one wrong try, then waits
    expect(await checkAdminCredentials(context, { email: other.email, password: 'yanlis' })).toMatchObject({
      status: 401,
    });
    expect(await checkAdminCredentials(context, { email: other.email, password: other.password })).toMatchObject({
      status: 429,
    });
    // the owner has not failed from here: her right password signs in
    expect(await checkAdminCredentials(context, { email: admin.email, password: admin.password })).toMatchObject({
      ok: true,
    });
  });

  it('does not rate-limit when rate limits are off', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    for (let i = 0; i < PAIR_MAX + 1; i++)
      await checkAdminCredentials(context, { email: admin.email, password: 'yanlis' });
    expect(await checkAdminCredentials(context, { email: admin.email, password: admin.password })).toMatchObject({
      ok: true,
    });
  });

  it('the form strategy validates the form before checking credentials', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    const invalid = await authenticateSignInForm(
      testRequest('/admin/login', { form: { email: '', password: '' } }),
      context,
    );
    expect(invalid.check).toBeNull();
    expect(invalid.submission.status).toBe('error');
    const ok = await authenticateSignInForm(
      testRequest('/admin/login', { form: { email: admin.email, password: admin.password } }),
      context,
    );
    expect(ok.check).toMatchObject({ ok: true });
  });
});

describe('session ids', () => {
  it('the stored id is the SHA-256 of the token', async () => {
    const { db } = createTestDb({ demo: false });
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    const token = bearerToken(context, admin.id);
    expect(
      db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token)))
        .get()?.kind,
    ).toBe('bearer');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});
