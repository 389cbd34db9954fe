import { withoutOutboxWorker } from '../helpers/test-db';
/**
 * Issue 26 items 1 and 5 below the routes: accounts (invitation expiry and single use,
 * deactivation ends sessions, tokens and the calendar feed, the last owner, a role change
 * read live), sign-in throttling on a shared Wi-Fi, passkeys (a software authenticator).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, sessions, users } from '../../db/schema';
import { ACCOUNT_TEXTS, accountSchema, INVITATION_TTL_MS } from '../../app/domain/accounts';
import { accountActor } from '../../app/domain/audit';
import {
  acceptInvitation,
  createAccount,
  deactivateAccount,
  findInvitation,
  listAccounts,
  reactivateAccount,
  reinviteAccount,
  updateAccount,
} from '../../app/models/auth/accounts.server';
import { changePassword } from '../../app/models/auth/account.server';
import { checkAdminCredentials } from '../../app/models/auth/credentials.server';
import { createSession, findSession } from '../../app/models/auth/sessions.server';
import {
  hasPasskey,
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  removePasskey,
  verifyPasskeyAuthentication,
  verifyPasskeyRegistration,
  type RelyingParty,
} from '../../app/models/auth/passkeys.server';
import { memberFeedIcs, memberFeedLink, renewMemberFeed } from '../../app/models/people/calendar-feeds.server';
import { renderOutboxMessage } from '../../app/models/messaging/deliver.server';
import { entityHistory } from '../../app/models/audit/history.server';
import { saveSmtpSettings } from '../../app/models/messaging/smtp.server';
import { createTestUser } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { softwareAuthenticator } from '../helpers/webauthn';

function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  return { db, context, ids: demoIds(db) };
}

const input = (over: Record<string, unknown>) =>
  accountSchema.parse({ name: 'Elif Yılmaz', email: 'elif@studio.test', role: 'member', teamMemberId: null, ...over });

describe('accounts', () => {
  it('an invitation: stored hashed, e-mailed through the outbox, single use, 72 hours', async () => {
    const { db, context, ids } = setup();
    saveSmtpSettings(
      withoutOutboxWorker(db),
      TEST_ACTOR,
      {
        host: '127.0.0.1',
        port: 9,
        secure: false,
        username: undefined,
        password: undefined,
        fromEmail: 'studio@example.com',
        fromName: undefined,
        isActive: true,
      },
      context.config.secretsKey,
    );
    const owner = await createTestUser(db, { name: 'Sahibe' });
    const actor = accountActor(owner, '10.0.0.1');
    const created = createAccount(context, actor, input({ teamMemberId: ids.member('Elif Yılmaz').id }));
    if (!created.ok) throw new Error(created.message);
    expect(created.account).toMatchObject({
      role: 'member',
      roleName: 'Uzman',
      teamMemberName: 'Elif Yılmaz',
      hasPassword: false,
      active: true,
      invitation: { state: 'open' },
    });
    expect(created.invitePath).toBe(`/davet/${created.inviteToken}`);
    // the token is not stored as it is
    expect(
      JSON.stringify(db.select().from(users).all()) + JSON.stringify(db.select().from(outbox).all()),
    ).not.toContain(created.inviteToken);
    // the e-mail renders the link from the stored (encrypted) copy
    const mail = db.select().from(outbox).where(eq(outbox.topic, 'account-invitation')).get()!;
    const rendered = renderOutboxMessage(db, mail, {
      baseUrl: 'https://studio.test',
      now: context.now(),
      secretsKey: context.config.secretsKey,
    });
    expect(rendered).toMatchObject({ channel: 'email', email: { to: 'elif@studio.test' } });
    expect(JSON.stringify(rendered)).toContain(`https://studio.test/davet/${created.inviteToken}`);
    // she cannot sign in yet
    expect(await checkAdminCredentials(context, { email: 'elif@studio.test', password: '' + 'x' })).toMatchObject({
      status: 401,
    });
    expect(findInvitation(db, created.inviteToken, context.now())).toMatchObject({
      state: 'open',
      name: 'Elif Yılmaz',
      roleName: 'Uzman',
    });
    // after 72 hours the link is refused
    const late = createTestContext(db, { now: new Date(context.now().getTime() + INVITATION_TTL_MS) });
    expect(
      await acceptInvitation(
        late,
        created.inviteToken,
        { password: 'elif-sifre-1', confirmPassword: 'elif-sifre-1' },
        null,
      ),
    ).toEqual({ ok: false, status: 409, message: ACCOUNT_TEXTS.invitationExpired });
    // in time it works once
    expect(
      await acceptInvitation(
        context,
        created.inviteToken,
        { password: 'elif-sifre-1', confirmPassword: 'elif-sifre-1' },
        '10.0.0.9',
      ),
    ).toMatchObject({ ok: true });
    expect(
      await acceptInvitation(
        context,
        created.inviteToken,
        { password: 'baska-sifre', confirmPassword: 'baska-sifre' },
        null,
      ),
    ).toEqual({ ok: false, status: 409, message: ACCOUNT_TEXTS.invitationInvalid });
    expect(
      await acceptInvitation(
        context,
        'x'.repeat(43),
        { password: 'baska-sifre', confirmPassword: 'baska-sifre' },
        null,
      ),
    ).toMatchObject({ status: 404 });
    expect(await checkAdminCredentials(context, { email: 'elif@studio.test', password: 'elif-sifre-1' })).toMatchObject(
      { ok: true, user: { role: 'member', teamMemberId: ids.member('Elif Yılmaz').id } },
    );
    expect(entityHistory(db, 'account', created.account.id).map((e) => e.action)).toEqual([
      'invited',
      'sign-in-failed',
      'invitation-accepted',
    ]);
    // a new link replaces the old one
    const again = reinviteAccount(context, actor, created.account.id);
    if (!again.ok) throw new Error(again.message);
    expect(findInvitation(db, again.inviteToken, context.now())).toMatchObject({ state: 'open' });
  });

  it('refuses a taken e-mail and a team member linked to another account', async () => {
    const { db, context, ids } = setup();
    const owner = await createTestUser(db, { email: 'sahibe@studio.test' });
    const actor = accountActor(owner);
    expect(createAccount(context, actor, input({ email: 'sahibe@studio.test', role: 'reception' }))).toMatchObject({
      ok: false,
      status: 409,
      field: 'email',
    });
    const elif = ids.member('Elif Yılmaz').id;
    expect(createAccount(context, actor, input({ teamMemberId: elif }))).toMatchObject({ ok: true });
    expect(createAccount(context, actor, input({ email: 'ikinci@studio.test', teamMemberId: elif }))).toMatchObject({
      ok: false,
      field: 'teamMemberId',
      message: ACCOUNT_TEXTS.teamMemberTaken,
    });
    expect(createAccount(context, actor, input({ email: 'ucuncu@studio.test', teamMemberId: 9999 }))).toMatchObject({
      ok: false,
      field: 'teamMemberId',
    });
  });

  it('a role change counts from the next request: sessions read it live', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db);
    const desk = await createTestUser(db, { role: 'reception', email: 'desk@studio.test' });
    const { token } = createSession(db, desk.id, 'cookie', context.now());
    expect(findSession(db, token, 'cookie', context.now())!.user.role).toBe('reception');
    expect(
      updateAccount(
        context,
        accountActor(owner),
        desk.id,
        input({ name: 'Ece', email: 'desk@studio.test', role: 'manager' }),
      ),
    ).toMatchObject({ ok: true, account: { role: 'manager' } });
    expect(findSession(db, token, 'cookie', context.now())!.user).toMatchObject({ role: 'manager', name: 'Ece' });
    expect(entityHistory(db, 'account', desk.id).at(-1)!.changes).toEqual([
      { field: 'name', before: 'Test Yönetici', after: 'Ece' },
      { field: 'role', before: 'Resepsiyon', after: 'Yönetici' },
    ]);
  });

  it('deactivation ends every session and API token at once, closes her sockets and her calendar feed', async () => {
    const { db, context, ids } = setup();
    const owner = await createTestUser(db);
    const elif = ids.member('Elif Yılmaz').id;
    const artist = await createTestUser(db, { role: 'member', email: 'elif@studio.test' });
    db.update(users).set({ teamMemberId: elif }).where(eq(users.id, artist.id)).run();
    const browser = createSession(db, artist.id, 'cookie', context.now());
    const api = createSession(db, artist.id, 'bearer', context.now());
    renewMemberFeed(db, TEST_ACTOR, context.config.secretsKey, elif, context.now());
    const feedToken = memberFeedLink(db, context.config.secretsKey, elif)!.token!;
    expect(memberFeedIcs(db, feedToken, 'studio.test', context.now())).not.toBeNull();

    const done = deactivateAccount(context, accountActor(owner), artist.id);
    expect(done).toMatchObject({ ok: true, account: { active: false }, feedClosed: true });
    if (!done.ok) throw new Error(done.message);
    expect(new Set(done.endedSessionIds)).toEqual(new Set([browser.sessionId, api.sessionId]));
    expect(context.events).toContainEqual({ type: 'sessions-ended', sessionIds: done.endedSessionIds });
    expect(db.select().from(sessions).where(eq(sessions.userId, artist.id)).all()).toEqual([]);
    expect(findSession(db, browser.token, 'cookie', context.now())).toBeNull();
    expect(findSession(db, api.token, 'bearer', context.now())).toBeNull();
    expect(memberFeedIcs(db, feedToken, 'studio.test', context.now())).toBeNull();
    expect(await checkAdminCredentials(context, { email: artist.email, password: artist.password })).toMatchObject({
      ok: false,
      status: 401,
    });
    // a session row left behind (written by hand) still signs nothing in
    const stray = createSession(db, artist.id, 'cookie', context.now());
    expect(findSession(db, stray.token, 'cookie', context.now())).toBeNull();
    expect(reactivateAccount(context, accountActor(owner), artist.id)).toMatchObject({
      ok: true,
      account: { active: true },
    });
    expect(await checkAdminCredentials(context, { email: artist.email, password: artist.password })).toMatchObject({
      ok: true,
    });
  });

  it('the last active owner can be neither deactivated nor demoted; nobody deactivates herself', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db, { email: 'sahibe@studio.test' });
    const manager = await createTestUser(db, { role: 'manager', email: 'mudur@studio.test' });
    const byManager = accountActor(manager);
    expect(deactivateAccount(context, byManager, owner.id)).toEqual({
      ok: false,
      status: 409,
      message: ACCOUNT_TEXTS.lastOwner,
    });
    expect(
      updateAccount(context, byManager, owner.id, input({ email: 'sahibe@studio.test', role: 'manager' })),
    ).toMatchObject({ ok: false, status: 409, field: 'role' });
    expect(deactivateAccount(context, accountActor(owner), owner.id)).toMatchObject({ ok: false, status: 403 });
    // with a second owner, the first may step down
    expect(
      updateAccount(context, accountActor(owner), manager.id, input({ email: 'mudur@studio.test', role: 'owner' })),
    ).toMatchObject({ ok: true });
    expect(
      updateAccount(context, accountActor(manager), owner.id, input({ email: 'sahibe@studio.test', role: 'manager' })),
    ).toMatchObject({ ok: true });
    expect(
      listAccounts(db, context.now())
        .filter((a) => a.role === 'owner' && a.active)
        .map((a) => a.id),
    ).toEqual([manager.id]);
  });

  it('her own password: the other sessions end and their sockets are told', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db);
    const here = createSession(db, owner.id, 'cookie', context.now());
    const phone = createSession(db, owner.id, 'cookie', context.now());
    const session = findSession(db, here.token, 'cookie', context.now())!;
    const result = await changePassword(context, session, {
      currentPassword: owner.password,
      newPassword: 'yeni-sifre-2',
      confirmPassword: 'yeni-sifre-2',
    });
    expect(result).toEqual({ ok: true, endedSessionIds: [phone.sessionId] });
    expect(context.events).toContainEqual({ type: 'sessions-ended', sessionIds: [phone.sessionId] });
    expect(entityHistory(db, 'account', owner.id).at(-1)).toMatchObject({
      action: 'password-changed',
      changes: [{ field: 'password', before: '[gizli]', after: '[gizli]' }],
    });
  });
});

describe('sign-in on a shared studio Wi-Fi', () => {
  it("from one IP, 30 wrong passwords for other e-mails, then the owner's right password: signed in", async () => {
    const { db } = setup();
    const wifi = createTestContext(db, { clientIp: '85.105.1.1' });
    wifi.config = { ...wifi.config, rateLimits: true };
    const owner = await createTestUser(db, { email: 'sahibe@studio.test' });
    const guest = await createTestUser(db, { role: 'reception', email: 'ece@studio.test' });
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(
        (
          await checkAdminCredentials(wifi, {
            email: i % 2 ? guest.email : `misafir${i}@example.com`,
            password: `yanlis-${i}`,
          })
        ).ok
          ? 200
          : 'x',
      );
    expect(answers.every((a) => a === 'x')).toBe(true);
    expect(await checkAdminCredentials(wifi, { email: owner.email, password: owner.password })).toMatchObject({
      ok: true,
      user: { id: owner.id },
    });
    // the account that was guessed at waits from here, even with its right password; and from elsewhere it signs in
    expect(await checkAdminCredentials(wifi, { email: guest.email, password: guest.password })).toMatchObject({
      status: 429,
    });
    expect(
      await checkAdminCredentials(
        { ...wifi, clientIp: '85.105.9.9' },
        { email: guest.email, password: guest.password },
      ),
    ).toMatchObject({ ok: true });
  });

  it('the counters survive a restart (they are in the database)', async () => {
    const { db } = setup();
    const one = createTestContext(db, { clientIp: '85.105.1.1' });
    one.config = { ...one.config, rateLimits: true };
    const owner = await createTestUser(db);
    for (let i = 0; i < 5; i++) await checkAdminCredentials(one, { email: owner.email, password: 'yanlis' });
    const afterRestart = { ...createTestContext(db, { clientIp: '85.105.1.1' }), config: one.config };
    expect(await checkAdminCredentials(afterRestart, { email: owner.email, password: owner.password })).toMatchObject({
      status: 429,
    });
  });
});

describe('passkeys', () => {
  const rp: RelyingParty = { id: 'localhost', origin: 'http://localhost:3460', name: 'Sheva' };
  /** a browser session that has just signed in (no password needed: issue 37) */
  const FRESH = { kind: 'cookie' as const, signedInAt: new Date('2026-11-24T10:00:00+03:00') };

  it('registers with a software authenticator, then signs in with it; a password alone no longer does', async () => {
    const { db, context } = setup();
    const owner = await createTestUser(db, { name: 'Sahibe' });
    const user = { id: owner.id, name: owner.name, email: owner.email, role: owner.role };
    const authenticator = softwareAuthenticator(rp);

    const options = await passkeyRegistrationOptions(db, user, rp, context.now(), FRESH);
    if (!options.ok) throw new Error(options.message);
    expect(options.options).toMatchObject({
      rp: { id: 'localhost', name: 'Sheva' },
      user: { name: owner.email, displayName: 'Sahibe' },
      attestation: 'none',
    });
    const registration = authenticator.register(options.options.challenge);
    const added = await verifyPasskeyRegistration(
      db,
      accountActor(owner),
      user,
      registration,
      rp,
      'Stüdyo tableti',
      context.now(),
      'cookie',
    );
    expect(added).toMatchObject({ ok: true, passkey: { name: 'Stüdyo tableti' } });
    expect(hasPasskey(db, owner.id)).toBe(true);
    // the same challenge is not taken twice
    expect(
      await verifyPasskeyRegistration(
        db,
        accountActor(owner),
        user,
        registration,
        rp,
        'Tekrar',
        context.now(),
        'cookie',
      ),
    ).toMatchObject({ ok: false, status: 400 });

    // a password alone no longer signs this account in (without its password being tried)
    expect(await checkAdminCredentials(context, { email: owner.email, password: owner.password })).toEqual({
      ok: false,
      status: 401,
      message: ACCOUNT_TEXTS.passkeyRequired,
      passkeyRequired: true,
    });

    const request = await passkeyAuthenticationOptions(db, rp, context.now());
    const assertion = authenticator.authenticate(request.challenge);
    expect(await verifyPasskeyAuthentication(db, assertion, rp, context.now(), '10.0.0.1')).toMatchObject({
      ok: true,
      user: { id: owner.id, role: 'owner' },
    });
    // replayed: the challenge is gone
    expect(await verifyPasskeyAuthentication(db, assertion, rp, context.now(), '10.0.0.1')).toMatchObject({
      ok: false,
      status: 400,
    });
    // another origin is refused
    const other = await passkeyAuthenticationOptions(db, rp, context.now());
    expect(
      await verifyPasskeyAuthentication(
        db,
        authenticator.authenticate(other.challenge, 'https://evil.example'),
        rp,
        context.now(),
        null,
      ),
    ).toMatchObject({ ok: false, status: 401 });
    expect(listPasskeys(db, owner.id)[0]!.lastUsedAt).toEqual(context.now());
    // removed: the password works again
    expect(removePasskey(db, accountActor(owner), owner.id, listPasskeys(db, owner.id)[0]!.id, context.now())).toEqual({
      ok: true,
    });
    expect(await checkAdminCredentials(context, { email: owner.email, password: owner.password })).toMatchObject({
      ok: true,
    });
    expect(entityHistory(db, 'account', owner.id).map((e) => e.action)).toEqual([
      'passkey-added',
      'sign-in-failed',
      'passkey-removed',
    ]);
  });

  it('only the owner and managers add one; an expired challenge is refused', async () => {
    const { db, context } = setup();
    const desk = await createTestUser(db, { role: 'reception' });
    expect(
      await passkeyRegistrationOptions(
        db,
        { id: desk.id, name: desk.name, email: desk.email, role: desk.role },
        rp,
        context.now(),
        FRESH,
      ),
    ).toMatchObject({ ok: false, status: 403 });
    const manager = await createTestUser(db, { role: 'manager' });
    const user = { id: manager.id, name: manager.name, email: manager.email, role: manager.role };
    const options = await passkeyRegistrationOptions(db, user, rp, context.now(), FRESH);
    if (!options.ok) throw new Error(options.message);
    const later = new Date(context.now().getTime() + 10 * 60_000);
    expect(
      await verifyPasskeyRegistration(
        db,
        accountActor(manager),
        user,
        softwareAuthenticator(rp).register(options.options.challenge),
        rp,
        'Telefon',
        later,
        'cookie',
      ),
    ).toMatchObject({ ok: false, status: 400 });
  });
});
