/**
 * Issue 26 item 1 through the routes (docs/decisions/0383): the Hesaplar screen (plain form
 * posts), the invitation page /davet/{token}, and GET/POST /api/accounts, PUT/DELETE
 * /api/accounts/{id}. The rules below them are tested in team-accounts.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { ACCOUNT_TEXTS, ROLE_MESSAGE } from '../../app/domain/accounts';
import { FORBIDDEN_MESSAGE } from '../../app/domain/permissions';
import * as accountsScreen from '../../app/routes/admin/accounts/accounts';
import * as invitationPage from '../../app/routes/admin/accounts/invitation';
import * as accountsApi from '../../app/routes/api/api.accounts';
import * as accountApi from '../../app/routes/api/api.accounts.$id';
import * as loginApi from '../../app/routes/api/api.auth.admin.login';
import { getAdmin } from '../../app/http/auth.server';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const owner = await createTestUser(db, { name: 'Sahibe', email: 'sahibe@studio.test' });
  const cookie = await sessionCookieHeader(context, owner.id);
  return { db, context, owner, cookie, ids: demoIds(db) };
}

/** The token of an invitation link as the screen shows it. */
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

describe('Hesaplar (/admin/hesaplar), without JavaScript', () => {
  it('invites an artist, shows the link to copy, and the link lets her set her password once and signs her in', async () => {
    const { context, cookie, ids } = await setup();
    const member = ids.member('Elif Yılmaz').id;
    const created = await callRoute(
      accountsScreen.action,
      testRequest('/admin/hesaplar', {
        cookie,
        form: {
          intent: 'create',
          name: 'Elif Yılmaz',
          email: 'Elif@Studio.test',
          role: 'member',
          teamMemberId: String(member),
        },
      }),
      context,
    );
    expect(created.status).toBe(302);
    const location = created.headers.get('Location')!;
    expect(location).toMatch(/^\/admin\/hesaplar\?ok=created&davet=\d+$/);

    const page = (await callRoute(accountsScreen.loader, testRequest(location, { cookie }), context)).data as {
      accounts: {
        email: string;
        roleName: string;
        teamMemberName: string | null;
        hasPassword: boolean;
        invitation: { state: string } | null;
      }[];
      invitation: { account: { email: string }; link: { url: string } | null };
      dialogs: { notice: string | null };
    };
    expect(page.dialogs.notice).toBe(ACCOUNT_TEXTS.created);
    expect(page.accounts.find((a) => a.email === 'elif@studio.test')).toMatchObject({
      roleName: 'Uzman',
      teamMemberName: 'Elif Yılmaz',
      hasPassword: false,
      invitation: { state: 'open' },
    });
    expect(page.invitation.link!.url).toMatch(/^http:\/\/localhost\/davet\/[A-Za-z0-9_-]{20,}$/);
    const token = tokenOf(page.invitation.link!.url);

    // the invitation page: her name and role; a short or mismatched password is refused in Turkish
    const open = await callRoute(invitationPage.loader, testRequest(`/davet/${token}`), context, { token });
    expect(open).toMatchObject({
      status: 200,
      data: { problem: null, invitation: { email: 'elif@studio.test', roleName: 'Uzman' } },
    });
    const mismatch = await callRoute(
      invitationPage.action,
      testRequest(`/davet/${token}`, { form: { password: 'uzun-sifre-1', confirmPassword: 'baska-sifre' } }),
      context,
      { token },
    );
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(mismatch.data)).toMatch(/eşleşmiyor/);
    const accepted = await callRoute(
      invitationPage.action,
      testRequest(`/davet/${token}`, { form: { password: 'elif-sifre-1', confirmPassword: 'elif-sifre-1' } }),
      context,
      { token },
    );
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('Location')).toBe('/admin');
    const herCookie = accepted.headers.get('Set-Cookie')!.split(';')[0]!;
    expect((await getAdmin(testRequest('/admin', { cookie: herCookie }), context))?.user).toMatchObject({
      email: 'elif@studio.test',
      role: 'member',
      teamMemberId: member,
    });

    // single use: the link is spent
    const again = await callRoute(invitationPage.loader, testRequest(`/davet/${token}`), context, { token });
    expect(again.status).toBe(410);
    expect(again.data).toMatchObject({ problem: { message: ACCOUNT_TEXTS.invitationInvalid } });
    expect(
      (
        await callRoute(
          invitationPage.action,
          testRequest(`/davet/${token}`, { form: { password: 'baska-sifre-1', confirmPassword: 'baska-sifre-1' } }),
          context,
          { token },
        )
      ).status,
    ).toBeGreaterThanOrEqual(400);
    // an unknown link: 404
    expect((await callRoute(invitationPage.loader, testRequest('/davet/yok'), context, { token: 'yok' })).status).toBe(
      404,
    );
  });

  it('refuses an invalid account with Turkish messages and keeps what was typed', async () => {
    const { context, cookie } = await setup();
    const res = await callRoute(
      accountsScreen.action,
      testRequest('/admin/hesaplar', {
        cookie,
        form: { intent: 'create', name: 'Derya', email: 'derya@studio.test', role: 'member', teamMemberId: '' },
      }),
      context,
    );
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.data);
    expect(text).toContain(ACCOUNT_TEXTS.memberNeedsTeamMember);
    expect(text).toContain('derya@studio.test');
    const taken = await callRoute(
      accountsScreen.action,
      testRequest('/admin/hesaplar', {
        cookie,
        form: { intent: 'create', name: 'İkinci', email: 'sahibe@studio.test', role: 'reception' },
      }),
      context,
    );
    expect(taken.status).toBe(400);
    expect(JSON.stringify(taken.data)).toContain(ACCOUNT_TEXTS.emailTaken);
  });

  it('deactivating ends her sessions and API token at once (the open websocket is told), and she is refused on her next request', async () => {
    const { db, context, cookie } = await setup();
    const desk = await createTestUser(db, { role: 'reception', email: 'desk@studio.test' });
    const deskCookie = await sessionCookieHeader(context, desk.id);
    const deskToken = bearerToken(context, desk.id);
    const res = await callRoute(
      accountsScreen.action,
      testRequest('/admin/hesaplar', { cookie, form: { intent: 'deactivate', recordId: String(desk.id) } }),
      context,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/admin/hesaplar?ok=deactivated');
    expect(db.select().from(sessions).where(eq(sessions.userId, desk.id)).all()).toEqual([]);
    expect(context.events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'sessions-ended' })]));
    expect(await getAdmin(testRequest('/admin', { cookie: deskCookie }), context)).toBeNull();
    const api = await callRoute(accountsApi.loader, testRequest('/api/accounts', { bearer: deskToken }), context);
    expect(api.status).toBe(401);
    // her password no longer signs her in
    const signIn = await callRoute(
      loginApi.action,
      testRequest('/api/auth/admin/login', { json: { email: 'desk@studio.test', password: desk.password } }),
      context,
    );
    expect(signIn.status).toBe(401);
    // reactivated: she signs in with her own password again
    expect(
      (
        await callRoute(
          accountsScreen.action,
          testRequest('/admin/hesaplar', { cookie, form: { intent: 'reactivate', recordId: String(desk.id) } }),
          context,
        )
      ).headers.get('Location'),
    ).toBe('/admin/hesaplar?ok=reactivated');
    expect(
      (
        await callRoute(
          loginApi.action,
          testRequest('/api/auth/admin/login', { json: { email: 'desk@studio.test', password: desk.password } }),
          context,
        )
      ).status,
    ).toBe(200);
  });

  it('the last owner can be neither deactivated nor demoted, and a manager cannot open the screen', async () => {
    const { db, context, owner, cookie } = await setup();
    const demote = await callRoute(
      accountsScreen.action,
      testRequest('/admin/hesaplar', {
        cookie,
        form: {
          intent: 'update',
          recordId: String(owner.id),
          name: 'Sahibe',
          email: 'sahibe@studio.test',
          role: 'manager',
        },
      }),
      context,
    );
    expect(demote.status).toBe(400);
    expect(JSON.stringify(demote.data)).toContain(ACCOUNT_TEXTS.lastOwner);
    expect(db.select({ role: users.role }).from(users).where(eq(users.id, owner.id)).get()!.role).toBe('owner');
    const manager = await createTestUser(db, { role: 'manager', email: 'mudur@studio.test' });
    const managerCookie = await sessionCookieHeader(context, manager.id);
    const refused = await callRoute(
      accountsScreen.loader,
      testRequest('/admin/hesaplar', { cookie: managerCookie }),
      context,
    );
    expect(refused).toMatchObject({ status: 403, data: FORBIDDEN_MESSAGE });
  });

  it("the owner's switch lets artists see their own customers' contact details", async () => {
    const { context, cookie } = await setup();
    const res = await callRoute(
      accountsScreen.action,
      testRequest('/admin/hesaplar', { cookie, form: { intent: 'contact', memberSeesContact: 'on' } }),
      context,
    );
    expect(res.headers.get('Location')).toBe('/admin/hesaplar?ok=contact');
    expect(
      (
        (await callRoute(accountsScreen.loader, testRequest('/admin/hesaplar', { cookie }), context)).data as {
          memberSeesContact: boolean;
        }
      ).memberSeesContact,
    ).toBe(true);
  });
});

describe('/api/accounts', () => {
  it('POST invites (201 with the account and inviteUrl), GET lists, PUT changes the role (read on the next request), DELETE deactivates', async () => {
    const { db, context, owner } = await setup();
    const bearer = bearerToken(context, owner.id);
    const bad = await callRoute(
      accountsApi.action,
      testRequest('/api/accounts', { bearer, json: { name: 'Derya', email: 'derya@studio.test', role: 'admin' } }),
      context,
    );
    expect(bad).toMatchObject({ status: 400, data: { success: false, message: ROLE_MESSAGE } });

    const created = await callRoute(
      accountsApi.action,
      testRequest('/api/accounts', {
        bearer,
        json: { name: 'Derya', email: 'derya@studio.test', role: 'reception', teamMemberId: null },
      }),
      context,
    );
    expect(created.status).toBe(201);
    const body = created.data as {
      account: { id: number; role: string; roleName: string };
      inviteUrl: string;
      expiresAt: string;
    };
    expect(body.account).toMatchObject({ role: 'reception', roleName: 'Resepsiyon' });
    expect(body.inviteUrl).toMatch(/^http:\/\/localhost\/davet\//);
    expect(new Date(body.expiresAt).getTime() - context.now().getTime()).toBe(72 * 3_600_000);
    const token = tokenOf(body.inviteUrl);
    await callRoute(
      invitationPage.action,
      testRequest(`/davet/${token}`, { form: { password: 'derya-sifre-1', confirmPassword: 'derya-sifre-1' } }),
      context,
      { token },
    );
    const derya = await callRoute(
      loginApi.action,
      testRequest('/api/auth/admin/login', { json: { email: 'derya@studio.test', password: 'derya-sifre-1' } }),
      context,
    );
    expect(derya.status).toBe(200);
    const deryaToken = (derya.data as { token: string }).token;
    // reception may not read the settings; after the role change to manager she may, on the next request
    const settingsApi = await import('../../app/routes/api/api.settings');
    expect(
      (await callRoute(settingsApi.loader, testRequest('/api/settings', { bearer: deryaToken }), context)).status,
    ).toBe(403);

    const list = await callRoute(accountsApi.loader, testRequest('/api/accounts', { bearer }), context);
    expect((list.data as { accounts: { email: string }[] }).accounts.map((a) => a.email)).toEqual(
      expect.arrayContaining(['sahibe@studio.test', 'derya@studio.test']),
    );

    const put = await callRoute(
      accountApi.action,
      testRequest(`/api/accounts/${body.account.id}`, {
        method: 'PUT',
        bearer,
        json: { name: 'Derya K.', email: 'derya@studio.test', role: 'manager' },
      }),
      context,
      { id: String(body.account.id) },
    );
    expect(put).toMatchObject({ status: 200, data: { account: { name: 'Derya K.', role: 'manager' } } });
    expect(
      (await callRoute(settingsApi.loader, testRequest('/api/settings', { bearer: deryaToken }), context)).status,
    ).toBe(200);
    // she may not manage accounts (Yönetici): 403 JSON, nothing changed
    const hers = await callRoute(
      accountApi.action,
      testRequest(`/api/accounts/${owner.id}`, { method: 'DELETE', bearer: deryaToken }),
      context,
      { id: String(owner.id) },
    );
    expect(hers).toMatchObject({ status: 403, data: { success: false, message: FORBIDDEN_MESSAGE } });

    const del = await callRoute(
      accountApi.action,
      testRequest(`/api/accounts/${body.account.id}`, { method: 'DELETE', bearer }),
      context,
      { id: String(body.account.id) },
    );
    expect(del).toMatchObject({ status: 200, data: { account: { active: false } } });
    expect(
      (await callRoute(settingsApi.loader, testRequest('/api/settings', { bearer: deryaToken }), context)).status,
    ).toBe(401);
    // the owner herself: 403 with its own message; the last owner's demotion: 409
    const self = await callRoute(
      accountApi.action,
      testRequest(`/api/accounts/${owner.id}`, { method: 'DELETE', bearer }),
      context,
      { id: String(owner.id) },
    );
    expect(self).toMatchObject({ status: 403, data: { message: ACCOUNT_TEXTS.selfDeactivate } });
    const demote = await callRoute(
      accountApi.action,
      testRequest(`/api/accounts/${owner.id}`, {
        method: 'PUT',
        bearer,
        json: { name: 'Sahibe', email: 'sahibe@studio.test', role: 'manager' },
      }),
      context,
      { id: String(owner.id) },
    );
    expect(demote).toMatchObject({ status: 409, data: { message: ACCOUNT_TEXTS.lastOwner } });
    expect(
      (
        await callRoute(accountApi.action, testRequest('/api/accounts/999', { method: 'DELETE', bearer }), context, {
          id: '999',
        })
      ).status,
    ).toBe(404);
    void db;
  });
});
