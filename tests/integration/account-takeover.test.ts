/**
 * Issue 37 findings 1–4 and the account half of 11 (docs/decisions/0440): no account is
 * taken over from one stolen credential. A passkey is added only with the password (or right
 * after signing in) and never with a bearer token; the owner sees and removes any account's
 * passkeys; a re-invitation and a deactivation remove them; a demoted manager still removes
 * her own. A corrected e-mail cancels the invitation sent to the wrong one; accepting an
 * invitation ends every older session. Only an owner who can sign in counts as the last one,
 * and ADMIN_EMAIL repairs a studio without one. Passwords: 10 characters, not a common one.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, passkeys, users } from '../../db/schema';
import { ACCOUNT_TEXTS, accountSchema, invitationAcceptSchema } from '../../app/domain/accounts';
import { COMMON_PASSWORD_MESSAGE } from '../../app/domain/admin-account';
import { accountActor } from '../../app/domain/audit';
import { PASSKEY_TEXTS } from '../../app/domain/passkeys';
import {
  acceptInvitation,
  createAccount,
  findInvitation,
  invitationMessageData,
  listAccounts,
  reinviteAccount,
  updateAccount,
} from '../../app/models/auth/accounts.server';
import { changePassword } from '../../app/models/auth/account.server';
import { createSession, findSession } from '../../app/models/auth/sessions.server';
import * as accountsScreen from '../../app/routes/admin/accounts/accounts';
import * as passkeyOptionsApi from '../../app/routes/api/api.account.passkeys.options';
import * as passkeysApi from '../../app/routes/api/api.account.passkeys';
import * as passkeyApi from '../../app/routes/api/api.account.passkeys.$id';
import * as accountApi from '../../app/routes/api/api.accounts.$id';
import { ensureFirstAdmin } from '../../server/seed';
import {
  bearerToken,
  callRoute,
  createTestUser,
  sessionCookieHeader,
  testRequest,
  TEST_ORIGIN,
} from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { softwareAuthenticator } from '../helpers/webauthn';

const NOW = new Date('2026-11-24T10:00:00+03:00');
const LATER = new Date(NOW.getTime() + 10 * 60_000);

function setup() {
  const { db } = createTestDb();
  return { db, context: createTestContext(db, { now: NOW }), later: createTestContext(db, { now: LATER }) };
}

const accountInput = (over: Record<string, unknown>) =>
  accountSchema.parse({ name: 'Derya', email: 'derya@studio.test', role: 'manager', teamMemberId: null, ...over });

type Ctx = ReturnType<typeof setup>['context'];

/** Adds a passkey through the two API calls, as the profile page does; returns the last answer. */
async function addPasskeyByApi(context: Ctx, auth: { cookie?: string; bearer?: string }, currentPassword?: string) {
  const authenticator = softwareAuthenticator({ id: 'localhost', origin: TEST_ORIGIN });
  const options = await callRoute(
    passkeyOptionsApi.action,
    testRequest('/api/account/passkeys/options', {
      ...auth,
      json: currentPassword === undefined ? {} : { currentPassword },
    }),
    context,
  );
  if (options.status !== 200) return options;
  const challenge = (options.data as { options: { challenge: string } }).options.challenge;
  return callRoute(
    passkeysApi.action,
    testRequest('/api/account/passkeys', {
      ...auth,
      json: { name: 'Saldırganın anahtarı', response: authenticator.register(challenge) },
    }),
    context,
  );
}

describe('finding 1: a stolen session cannot lock the owner out with a passkey', () => {
  it('a bearer token is refused; an older browser session needs the current password', async () => {
    const { db, context, later } = setup();
    const owner = await createTestUser(db, { email: 'sahibe@studio.test' });
    const token = bearerToken(context, owner.id);
    expect(await addPasskeyByApi(context, { bearer: token })).toMatchObject({
      status: 403,
      data: { message: PASSKEY_TEXTS.bearerRefused },
    });
    const cookie = await sessionCookieHeader(context, owner.id);
    // ten minutes after signing in: the password is asked for
    expect(await addPasskeyByApi(later, { cookie })).toMatchObject({
      status: 401,
      data: { message: PASSKEY_TEXTS.passwordNeeded },
    });
    expect(await addPasskeyByApi(later, { cookie }, 'yanlis-sifre')).toMatchObject({
      status: 401,
      data: { message: PASSKEY_TEXTS.wrongPassword },
    });
    expect(db.select().from(passkeys).all()).toHaveLength(0);
    expect(await addPasskeyByApi(later, { cookie }, owner.password)).toMatchObject({ status: 201 });
    // right after signing in, the sign-in itself is the proof
    const fresh = await sessionCookieHeader(context, owner.id);
    expect(await addPasskeyByApi(context, { cookie: fresh })).toMatchObject({ status: 201 });
    expect(db.select().from(passkeys).all()).toHaveLength(2);
  });

  it('the owner sees and removes another account’s passkeys; re-invitation and deactivation remove them', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db, { email: 'sahibe@studio.test' });
    const manager = await createTestUser(db, { role: 'manager', email: 'mudur@studio.test' });
    const ownerCookie = await sessionCookieHeader(context, owner.id);
    const managerCookie = await sessionCookieHeader(context, manager.id);
    await addPasskeyByApi(context, { cookie: managerCookie });
    await addPasskeyByApi(context, { cookie: managerCookie });
    const keys = () => db.select().from(passkeys).where(eq(passkeys.userId, manager.id)).all();
    expect(keys()).toHaveLength(2);

    const page = await callRoute(
      accountsScreen.loader,
      testRequest(`/admin/hesaplar?anahtarlar=${manager.id}`, { cookie: ownerCookie }),
      context,
    );
    const shown = (page.data as { passkeys: { list: { id: string; name: string }[] } }).passkeys.list;
    expect(shown.map((p) => p.name)).toEqual(['Saldırganın anahtarı', 'Saldırganın anahtarı']);
    const removed = await callRoute(
      accountsScreen.action,
      testRequest('/admin/hesaplar', {
        cookie: ownerCookie,
        form: { intent: 'passkey-remove', recordId: String(manager.id), passkeyId: shown[0]!.id },
      }),
      context,
    );
    expect(removed.status).toBe(302);
    expect(keys()).toHaveLength(1);

    // a re-invitation (a password reset) removes the rest
    expect(reinviteAccount(context, accountActor(owner), manager.id)).toMatchObject({ ok: true, passkeysRemoved: 1 });
    expect(keys()).toHaveLength(0);

    // a deactivation too (and a reactivation does not bring them back)
    await addPasskeyByApi(context, { cookie: await sessionCookieHeader(context, manager.id) });
    expect(keys()).toHaveLength(1);
    const deactivated = await callRoute(
      accountApi.action,
      testRequest(`/api/accounts/${manager.id}`, { method: 'DELETE', cookie: ownerCookie }),
      context,
      { id: String(manager.id) },
    );
    expect(deactivated.status).toBe(200);
    expect(keys()).toHaveLength(0);
  });

  it('a manager demoted to reception still removes her own passkey', async () => {
    const { db, context } = setup();
    const manager = await createTestUser(db, { role: 'manager', email: 'mudur@studio.test' });
    const cookie = await sessionCookieHeader(context, manager.id);
    await addPasskeyByApi(context, { cookie });
    db.update(users).set({ role: 'reception' }).where(eq(users.id, manager.id)).run();
    const [key] = db.select().from(passkeys).all();
    const res = await callRoute(
      passkeyApi.action,
      testRequest(`/api/account/passkeys/${key!.id}`, { method: 'DELETE', cookie }),
      context,
      { id: key!.id },
    );
    expect(res).toMatchObject({ status: 200, data: { message: PASSKEY_TEXTS.removed } });
    expect(db.select().from(passkeys).all()).toHaveLength(0);
  });

  it('a page opened by an IP address is told in Turkish that a passkey needs a domain', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, owner.id);
    const request = new Request('http://192.168.1.20:3000/api/account/passkeys/options', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'http://192.168.1.20:3000', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await callRoute(passkeyOptionsApi.action, request, context)).toMatchObject({
      status: 400,
      data: { message: PASSKEY_TEXTS.ipAddress },
    });
  });
});

describe('finding 2: an invitation does not outlive a corrected address', () => {
  it('changing an invited account’s e-mail cancels the open link and sends a new one to the new address', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db, { email: 'sahibe@studio.test' });
    const created = createAccount(
      context,
      accountActor(owner),
      accountInput({ role: 'owner', email: 'derya@gmial.com' }),
    );
    if (!created.ok) throw new Error(created.message);
    const cookie = await sessionCookieHeader(context, owner.id);
    const res = await callRoute(
      accountApi.action,
      testRequest(`/api/accounts/${created.account.id}`, {
        method: 'PUT',
        cookie,
        json: { name: 'Derya', email: 'derya@gmail.com', role: 'owner', teamMemberId: null },
      }),
      context,
      { id: String(created.account.id) },
    );
    expect(res.status).toBe(200);
    // the link sent to the mistyped address is gone: whoever got it cannot take the (owner's) account
    expect(findInvitation(db, created.inviteToken, context.now())).toBeNull();
    expect(
      await acceptInvitation(
        context,
        created.inviteToken,
        { password: 'ele-gecirme-1', confirmPassword: 'ele-gecirme-1' },
        null,
      ),
    ).toMatchObject({ ok: false, status: 404 });
    const open = db
      .select()
      .from(invitations)
      .where(eq(invitations.userId, created.account.id))
      .all()
      .filter((i) => !i.usedAt);
    expect(open).toHaveLength(1);
    // the new link's e-mail goes to the corrected address
    expect(invitationMessageData(db, open[0]!.id, context.config.secretsKey, TEST_ORIGIN, context.now())).toMatchObject(
      { ok: true, data: { to: 'derya@gmail.com' } },
    );
    expect(listAccounts(db, context.now()).find((a) => a.id === created.account.id)?.invitation?.state).toBe('open');
  });
});

describe('finding 3: a password reset by re-invitation ends every older session', () => {
  it('accepting the new link ends the cookie and bearer sessions and tells their sockets', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db, { email: 'sahibe@studio.test' });
    const manager = await createTestUser(db, { role: 'manager', email: 'mudur@studio.test' });
    const stolenCookie = createSession(db, manager.id, 'cookie', context.now());
    const stolenBearer = createSession(db, manager.id, 'bearer', context.now());
    const again = reinviteAccount(context, accountActor(owner), manager.id);
    if (!again.ok) throw new Error(again.message);
    const accepted = await acceptInvitation(
      context,
      again.inviteToken,
      { password: 'yepyeni-sifre-7', confirmPassword: 'yepyeni-sifre-7' },
      null,
    );
    expect(accepted).toMatchObject({ ok: true });
    expect(findSession(db, stolenCookie.token, 'cookie', context.now())).toBeNull();
    expect(findSession(db, stolenBearer.token, 'bearer', context.now())).toBeNull();
    expect(context.events).toContainEqual({
      type: 'sessions-ended',
      sessionIds: expect.arrayContaining([stolenCookie.sessionId, stolenBearer.sessionId]),
    });
  });
});

describe('finding 4: only an owner who can sign in counts as the last one', () => {
  it('an owner whose invitation was never accepted does not let the last real owner step down', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db, { email: 'sahibe@studio.test' });
    const invited = createAccount(context, accountActor(owner), accountInput({ role: 'owner' }));
    if (!invited.ok) throw new Error(invited.message);
    expect(
      updateAccount(context, accountActor(owner), owner.id, accountInput({ email: owner.email, role: 'manager' })),
    ).toMatchObject({ ok: false, status: 409, message: ACCOUNT_TEXTS.lastOwner });
  });

  it('a start with ADMIN_EMAIL repairs a studio whose only owner never accepted her invitation', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db, { email: 'sahibe@studio.test', role: 'manager' });
    const invited = createAccount(context, accountActor(owner), accountInput({ role: 'owner' }));
    if (!invited.ok) throw new Error(invited.message);
    await ensureFirstAdmin(db, { email: 'sahibe@studio.test', password: 'kurtarma-sifresi-9' });
    const repaired = db.select().from(users).where(eq(users.email, 'sahibe@studio.test')).get()!;
    expect(repaired).toMatchObject({ role: 'owner', deactivatedAt: null });
    expect(repaired.passwordHash).not.toBe('');
  });
});

describe('finding 11 (accounts): passwords of 10 characters, not a common one', () => {
  it('refuses a common password when an invitation is accepted and when a password is changed', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db, { email: 'sahibe@studio.test' });
    const created = createAccount(context, accountActor(owner), accountInput({}));
    if (!created.ok) throw new Error(created.message);
    expect(
      await acceptInvitation(
        context,
        created.inviteToken,
        { password: 'password123', confirmPassword: 'password123' },
        null,
      ),
    ).toMatchObject({ ok: false, status: 400, message: COMMON_PASSWORD_MESSAGE, field: 'password' });
    const here = createSession(db, owner.id, 'cookie', context.now());
    const session = findSession(db, here.token, 'cookie', context.now())!;
    expect(
      await changePassword(context, session, {
        currentPassword: owner.password,
        newPassword: 'qwertyuiop',
        confirmPassword: 'qwertyuiop',
      }),
    ).toEqual({ ok: false, field: 'newPassword', message: COMMON_PASSWORD_MESSAGE });
    expect(
      invitationAcceptSchema.safeParse({ password: 'dokuz-kar', confirmPassword: 'dokuz-kar' }).error?.issues[0]
        ?.message,
    ).toBe('Şifre en az 10 karakter olmalıdır');
  });
});
