/**
 * The studio's accounts (issue 26 item 1; docs/decisions/0354): list, invite (a one-time
 * link, stored hashed, 72 hours, single use; e-mailed through the outbox and also returned
 * for the owner to copy), accept the invitation, change name/e-mail/role/team member (read
 * live by every session: it counts from the next request), deactivate (every session and API
 * token ended at once, the artist's calendar feed closed, open websockets told to close) and
 * reactivate. The last active owner is neither deactivated nor demoted. Every write appends
 * its history row in its transaction.
 *
 * Plain values in, data or a typed failure out.
 */
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, exists, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invitations, memberCalendarFeeds, passkeys, teamMembers, users } from '../../../db/schema';
import {
  ACCOUNT_TEXTS,
  INVITATION_TOKEN_RE,
  INVITATION_TTL_MS,
  invitationPath,
  invitationState,
  leavesNoOwner,
  type AccountInput,
  type InvitationAcceptInput,
} from '../../domain/accounts';
import { accountActor, type Actor } from '../../domain/audit';
import { ROLE_NAMES, type Role } from '../../domain/permissions';
import type { AppServices } from '../../infra/app-context';
import { COMMON_PASSWORD_MESSAGE } from '../../domain/admin-account';
import { isCommonPassword } from '../../infra/common-passwords.server';
import { hashPassword } from '../../infra/password.server';
import { decryptSecret, encryptSecret } from '../../infra/secrets.server';
import { recordChange } from '../audit/history.server';
import type { DbOrTx, Tx } from '../db.server';
import { enqueueMessage } from '../messaging/outbox.server';
import { removeAllPasskeys } from './passkeys.server';
import { deleteUserSessions } from './sessions.server';

const PURPOSE = 'account-invitation';

export type AccountsContext = Pick<AppServices, 'db' | 'now' | 'emit' | 'kickOutbox'> & {
  config: Pick<AppServices['config'], 'secretsKey' | 'publicUrl'>;
};

export type AccountItem = {
  id: number;
  name: string;
  email: string;
  role: Role;
  roleName: string;
  teamMemberId: number | null;
  teamMemberName: string | null;
  active: boolean;
  deactivatedAt: Date | null;
  /** a password is set (the invitation was accepted) */
  hasPassword: boolean;
  passkeys: number;
  /** the latest invitation not yet used: its state and end */
  invitation: { state: 'open' | 'expired'; expiresAt: Date } | null;
  createdAt: Date;
};

export type AccountFailure = {
  ok: false;
  status: 400 | 403 | 404 | 409;
  message: string;
  field?: 'email' | 'role' | 'teamMemberId' | 'password';
};

const fail = (status: AccountFailure['status'], message: string, field?: AccountFailure['field']): AccountFailure => ({
  ok: false,
  status,
  message,
  field,
});

function hashOf(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Every account, owners first, then by name. */
export function listAccounts(db: DbOrTx, now: Date): AccountItem[] {
  const rows = db
    .select({ u: users, memberName: teamMembers.name })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.id, users.teamMemberId))
    .orderBy(asc(users.name), asc(users.id))
    .all();
  const keys = new Map(
    db
      .select({ userId: passkeys.userId, n: count() })
      .from(passkeys)
      .groupBy(passkeys.userId)
      .all()
      .map((r) => [r.userId, r.n]),
  );
  const open = new Map(
    db
      .select({ userId: invitations.userId, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(isNull(invitations.usedAt))
      .orderBy(asc(invitations.createdAt))
      .all()
      .map((r) => [r.userId, r.expiresAt]),
  );
  const order: Record<Role, number> = { owner: 0, manager: 1, reception: 2, member: 3 };
  return rows
    .map(({ u, memberName }) => {
      const expiresAt = open.get(u.id);
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        roleName: ROLE_NAMES[u.role] ?? u.role,
        teamMemberId: u.teamMemberId,
        teamMemberName: memberName ?? null,
        active: !u.deactivatedAt,
        deactivatedAt: u.deactivatedAt,
        hasPassword: u.passwordHash !== '',
        passkeys: keys.get(u.id) ?? 0,
        invitation: expiresAt
          ? { state: invitationState({ expiresAt, usedAt: null }, now) as 'open' | 'expired', expiresAt }
          : null,
        createdAt: u.createdAt,
      };
    })
    .sort((a, b) => Number(!a.active) - Number(!b.active) || order[a.role] - order[b.role]);
}

export function getAccount(db: DbOrTx, id: number, now: Date): AccountItem | null {
  return listAccounts(db, now).find((a) => a.id === id) ?? null;
}

/** The fields of an account as its history compares them. */
function historyFields(u: typeof users.$inferSelect, memberName: string | null) {
  return {
    name: u.name,
    email: u.email,
    role: ROLE_NAMES[u.role] ?? u.role,
    teamMember: memberName,
    active: !u.deactivatedAt,
  };
}

function memberNameOf(tx: DbOrTx, id: number | null): string | null {
  return id === null
    ? null
    : (tx.select({ name: teamMembers.name }).from(teamMembers).where(eq(teamMembers.id, id)).get()?.name ?? null);
}

/**
 * The owners who can sign in (issue 37): active, with a password (the invitation accepted)
 * or a passkey. Only they count for the last-owner rule.
 */
function usableOwnerIds(tx: DbOrTx): number[] {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'owner'),
        isNull(users.deactivatedAt),
        or(
          ne(users.passwordHash, ''),
          exists(tx.select({ one: passkeys.id }).from(passkeys).where(eq(passkeys.userId, users.id))),
        ),
      ),
    )
    .all()
    .map((r) => r.id);
}

/** The e-mail and team member checks shared by create and update (null: fine). */
function inputProblem(tx: DbOrTx, input: AccountInput, selfId: number | null): AccountFailure | null {
  const taken = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), selfId === null ? undefined : ne(users.id, selfId)))
    .get();
  if (taken) return fail(409, ACCOUNT_TEXTS.emailTaken, 'email');
  if (input.teamMemberId !== null) {
    if (!tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, input.teamMemberId)).get())
      return fail(400, ACCOUNT_TEXTS.teamMemberNotFound, 'teamMemberId');
    const linked = tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.teamMemberId, input.teamMemberId),
          isNull(users.deactivatedAt),
          selfId === null ? undefined : ne(users.id, selfId),
        ),
      )
      .get();
    if (linked) return fail(409, ACCOUNT_TEXTS.teamMemberTaken, 'teamMemberId');
  }
  return null;
}

/** A new invitation for `userId` (older unused ones stop working); queued as an e-mail. Returns the token. */
function invite(
  tx: Tx,
  context: AccountsContext,
  userId: number,
  email: string,
  invitedBy: number | null,
  now: Date,
): { token: string; expiresAt: Date } {
  tx.delete(invitations)
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)))
    .run();
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const row = tx
    .insert(invitations)
    .values({
      userId,
      tokenHash: hashOf(token),
      tokenEncrypted: encryptSecret(token, context.config.secretsKey, PURPOSE),
      invitedBy,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: invitations.id })
    .get();
  enqueueMessage(tx, {
    channel: 'email',
    topic: 'account-invitation',
    payload: { invitationId: row.id, to: email },
    dedupeKey: `account-invitation:${row.id}`,
  });
  return { token, expiresAt };
}

const inviteUrl = (context: AccountsContext, token: string) =>
  `${context.config.publicUrl ?? ''}${invitationPath(token)}`;

export type AccountCreated = {
  ok: true;
  account: AccountItem;
  inviteToken: string;
  invitePath: string;
  inviteUrl: string;
  expiresAt: Date;
  /** a re-invitation: how many passkeys of the account were removed */
  passkeysRemoved?: number;
};

/**
 * Creates an account (no password yet) and its invitation: the token is returned once (the
 * screen shows the link to copy; the API answers `inviteUrl`), the e-mail is queued.
 */
export function createAccount(
  context: AccountsContext,
  actor: Actor,
  input: AccountInput,
): AccountCreated | AccountFailure {
  const now = context.now();
  const result = context.db.transaction(
    (tx) => {
      const problem = inputProblem(tx, input, null);
      if (problem) return problem;
      const row = tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          role: input.role,
          teamMemberId: input.teamMemberId,
          passwordHash: '',
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get();
      const { token, expiresAt } = invite(
        tx,
        context,
        row.id,
        row.email,
        actor.kind === 'account' ? actor.userId : null,
        now,
      );
      recordChange(
        tx,
        actor,
        'account',
        row.id,
        'invited',
        null,
        historyFields(row, memberNameOf(tx, row.teamMemberId)),
        { at: now },
      );
      return { ok: true as const, id: row.id, token, expiresAt };
    },
    { behavior: 'immediate' },
  );
  if (!result.ok) return result;
  context.kickOutbox();
  return {
    ok: true,
    account: getAccount(context.db, result.id, now)!,
    inviteToken: result.token,
    invitePath: invitationPath(result.token),
    inviteUrl: inviteUrl(context, result.token),
    expiresAt: result.expiresAt,
  };
}

/** A new invitation link for an account (the old one stops working). */
export function reinviteAccount(
  context: AccountsContext,
  actor: Actor,
  id: number,
): Omit<AccountCreated, 'account'> | AccountFailure {
  const now = context.now();
  const result = context.db.transaction(
    (tx) => {
      const row = tx.select().from(users).where(eq(users.id, id)).get();
      if (!row) return fail(404, ACCOUNT_TEXTS.notFound);
      if (row.deactivatedAt) return fail(409, ACCOUNT_TEXTS.deactivatedAccount);
      const { token, expiresAt } = invite(
        tx,
        context,
        row.id,
        row.email,
        actor.kind === 'account' ? actor.userId : null,
        now,
      );
      // a re-invitation resets the account's sign-in: its passkeys go (the password still signs
      // it in until the new one is set; every session ends when it is: acceptInvitation)
      const removed = removeAllPasskeys(tx, row.id);
      recordChange(tx, actor, 'account', row.id, 'invited', null, null, {
        at: now,
        meta: { again: true, ...(removed.length ? { passkeysRemoved: removed.length } : {}) },
      });
      return { ok: true as const, token, expiresAt, passkeysRemoved: removed.length };
    },
    { behavior: 'immediate' },
  );
  if (!result.ok) return result;
  context.kickOutbox();
  return {
    ok: true,
    inviteToken: result.token,
    invitePath: invitationPath(result.token),
    inviteUrl: inviteUrl(context, result.token),
    expiresAt: result.expiresAt,
    passkeysRemoved: result.passkeysRemoved,
  };
}

export type InvitationView = {
  state: 'open' | 'used' | 'expired';
  name: string;
  email: string;
  roleName: string;
  expiresAt: Date;
};

function findInvitationRow(db: DbOrTx, token: string) {
  if (!INVITATION_TOKEN_RE.test(token)) return null;
  return (
    db
      .select({ invitation: invitations, user: users })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .where(eq(invitations.tokenHash, hashOf(token)))
      .get() ?? null
  );
}

/** What /davet/{token} shows, or null (unknown or malformed token: a 404). */
export function findInvitation(db: DbOrTx, token: string, now: Date): InvitationView | null {
  const found = findInvitationRow(db, token);
  if (!found || found.user.deactivatedAt) return null;
  return {
    state: invitationState(found.invitation, now),
    name: found.user.name,
    email: found.user.email,
    roleName: ROLE_NAMES[found.user.role],
    expiresAt: found.invitation.expiresAt,
  };
}

/**
 * Sets the password of the invited account and uses the invitation up (single use; refused
 * after 72 hours). The history row names the account itself, from `ip`.
 */
export async function acceptInvitation(
  context: Pick<AppServices, 'db' | 'now'> & Partial<Pick<AppServices, 'emit'>>,
  token: string,
  input: InvitationAcceptInput,
  ip: string | null,
): Promise<{ ok: true; userId: number; endedSessionIds: string[] } | AccountFailure> {
  const now = context.now();
  const found = findInvitationRow(context.db, token);
  if (!found || found.user.deactivatedAt) return fail(404, ACCOUNT_TEXTS.invitationInvalid);
  const state = invitationState(found.invitation, now);
  if (state === 'used') return fail(409, ACCOUNT_TEXTS.invitationInvalid);
  if (state === 'expired') return fail(409, ACCOUNT_TEXTS.invitationExpired);
  if (isCommonPassword(input.password)) return fail(400, COMMON_PASSWORD_MESSAGE, 'password');
  const passwordHash = await hashPassword(input.password);
  const result = context.db.transaction(
    (tx) => {
      // single use, even against a second request racing this one: the row is claimed first
      const claimed = tx
        .update(invitations)
        .set({ usedAt: now })
        .where(and(eq(invitations.id, found.invitation.id), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
        .run().changes;
      if (claimed === 0) return fail(409, ACCOUNT_TEXTS.invitationInvalid);
      tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, found.user.id)).run();
      // a new password: every older session and API token of the account ends (a reset by
      // re-invitation is a password change; issue 37), and so do other open invitations
      const ended = deleteUserSessions(tx, found.user.id);
      tx.delete(invitations)
        .where(and(eq(invitations.userId, found.user.id), isNull(invitations.usedAt)))
        .run();
      recordChange(tx, accountActor(found.user, ip), 'account', found.user.id, 'invitation-accepted', null, null, {
        at: now,
        meta: ended.length ? { sessionsEnded: ended.length } : undefined,
      });
      return { ok: true as const, userId: found.user.id, endedSessionIds: ended };
    },
    { behavior: 'immediate' },
  );
  // their open websockets close at once
  if (result.ok && result.endedSessionIds.length)
    context.emit?.({ type: 'sessions-ended', sessionIds: result.endedSessionIds });
  return result;
}

/**
 * The account's open invitation link (the newest unused one, not expired), decrypted for the
 * owner to copy on the accounts screen (a studio without mail set up); null when there is none
 * or it cannot be read (SECRETS_KEY changed: make a new one).
 */
export function openInvitationLink(
  db: DbOrTx,
  userId: number,
  secretsKey: string,
  now: Date,
): { path: string; expiresAt: Date } | null {
  const row = db
    .select()
    .from(invitations)
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .get();
  if (!row || invitationState(row, now) !== 'open') return null;
  const token = decryptSecret(row.tokenEncrypted, secretsKey, PURPOSE);
  return token ? { path: invitationPath(token), expiresAt: row.expiresAt } : null;
}

/** The invitation e-mail's data (the outbox renders it when it sends); a used or expired invitation is not sent. */
export function invitationMessageData(
  db: DbOrTx,
  invitationId: number,
  secretsKey: string,
  baseUrl: string,
  now: Date,
):
  | { ok: true; data: { to: string; name: string; roleName: string; url: string; expiresAt: Date } }
  | { ok: false; reason: string } {
  const found = db
    .select({ invitation: invitations, user: users })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.id, invitationId))
    .get();
  if (!found || found.user.deactivatedAt)
    return { ok: false, reason: 'Davet bulunamadı (yenilenmiş veya hesap devre dışı)' };
  if (invitationState(found.invitation, now) !== 'open')
    return { ok: false, reason: 'Davet kullanılmış veya süresi dolmuş' };
  const token = decryptSecret(found.invitation.tokenEncrypted, secretsKey, PURPOSE);
  if (!token)
    return { ok: false, reason: 'Davet bağlantısı okunamadı (SECRETS_KEY değişmiş olabilir): yeni davet oluşturun' };
  return {
    ok: true,
    data: {
      to: found.user.email,
      name: found.user.name,
      roleName: ROLE_NAMES[found.user.role],
      url: `${baseUrl}${invitationPath(token)}`,
      expiresAt: found.invitation.expiresAt,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------------------------

/**
 * Changes an account's name, e-mail, role and team member. Sessions read the role live, so
 * it counts from the account's next request (and next websocket message). The last active
 * owner cannot be demoted.
 */
export function updateAccount(
  context: AccountsContext,
  actor: Actor,
  id: number,
  input: AccountInput,
): { ok: true; account: AccountItem; invitationRenewed: boolean } | AccountFailure {
  const now = context.now();
  const result = context.db.transaction(
    (tx) => {
      const row = tx.select().from(users).where(eq(users.id, id)).get();
      if (!row) return fail(404, ACCOUNT_TEXTS.notFound);
      const problem = inputProblem(tx, input, id);
      if (problem) return problem;
      if (
        !row.deactivatedAt &&
        row.role === 'owner' &&
        leavesNoOwner(usableOwnerIds(tx), { id, role: input.role, active: true })
      )
        return fail(409, ACCOUNT_TEXTS.lastOwner, 'role');
      const before = historyFields(row, memberNameOf(tx, row.teamMemberId));
      const after = tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          role: input.role,
          teamMemberId: input.teamMemberId,
          updatedAt: now,
        })
        .where(eq(users.id, id))
        .returning()
        .get()!;
      recordChange(
        tx,
        actor,
        'account',
        id,
        'updated',
        before,
        historyFields(after, memberNameOf(tx, after.teamMemberId)),
        { at: now },
      );
      // a corrected address: the link sent to the old one stops working, the new one gets its own (issue 37)
      let invitationRenewed = false;
      if (row.email !== after.email && !after.deactivatedAt) {
        const open = tx
          .select({ id: invitations.id })
          .from(invitations)
          .where(and(eq(invitations.userId, id), isNull(invitations.usedAt)))
          .all();
        if (open.length > 0) {
          invite(tx, context, id, after.email, actor.kind === 'account' ? actor.userId : null, now);
          recordChange(tx, actor, 'account', id, 'invited', null, null, {
            at: now,
            meta: { again: true, reason: 'email-changed' },
          });
          invitationRenewed = true;
        }
      }
      return { ok: true as const, invitationRenewed };
    },
    { behavior: 'immediate' },
  );
  if (!result.ok) return result;
  if (result.invitationRenewed) context.kickOutbox();
  context.emit('appointments-changed'); // open websockets get the new role's cut with the next message
  return { ok: true, account: getAccount(context.db, id, now)!, invitationRenewed: result.invitationRenewed };
}

export type Deactivated = {
  ok: true;
  account: AccountItem;
  /** the sessions and API tokens ended (their websockets are told to close: `emit({ type: 'sessions-ended' })`) */
  endedSessionIds: string[];
  /** the artist's calendar feed was closed (its link answers 404) */
  feedClosed: boolean;
  /** how many passkeys were removed (issue 37) */
  passkeysRemoved: number;
};

/**
 * Deactivates an account at once: it signs nothing in, every session and API token is ended
 * (the ids are returned and emitted, so open websockets close), open invitations are dropped,
 * and an artist's calendar feed is closed. Not the last active owner, not oneself.
 */
export function deactivateAccount(context: AccountsContext, actor: Actor, id: number): Deactivated | AccountFailure {
  const now = context.now();
  const result = context.db.transaction(
    (tx) => {
      const row = tx.select().from(users).where(eq(users.id, id)).get();
      if (!row) return fail(404, ACCOUNT_TEXTS.notFound);
      if (actor.kind === 'account' && actor.userId === id) return fail(403, ACCOUNT_TEXTS.selfDeactivate);
      if (row.deactivatedAt) return { ok: true as const, ended: [] as string[], feedClosed: false, passkeysRemoved: 0 };
      if (row.role === 'owner' && leavesNoOwner(usableOwnerIds(tx), { id, role: row.role, active: false }))
        return fail(409, ACCOUNT_TEXTS.lastOwner);
      tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, id)).run();
      const ended = deleteUserSessions(tx, id);
      tx.delete(invitations)
        .where(and(eq(invitations.userId, id), isNull(invitations.usedAt)))
        .run();
      const feedClosed =
        row.teamMemberId !== null &&
        tx.delete(memberCalendarFeeds).where(eq(memberCalendarFeeds.teamMemberId, row.teamMemberId)).run().changes > 0;
      // a passkey registered by whoever held a stolen session does not outlive the deactivation
      const passkeysRemoved = removeAllPasskeys(tx, id).length;
      recordChange(
        tx,
        actor,
        'account',
        id,
        'deactivated',
        { active: true },
        { active: false },
        { at: now, meta: { sessionsEnded: ended.length, feedClosed, passkeysRemoved } },
      );
      return { ok: true as const, ended, feedClosed, passkeysRemoved };
    },
    { behavior: 'immediate' },
  );
  if (!result.ok) return result;
  if (result.ended.length) context.emit({ type: 'sessions-ended', sessionIds: result.ended });
  return {
    ok: true,
    account: getAccount(context.db, id, now)!,
    endedSessionIds: result.ended,
    feedClosed: result.feedClosed,
    passkeysRemoved: result.passkeysRemoved,
  };
}

/** Lets a deactivated account sign in again (with its password, if it has one; else send a new invitation). */
export function reactivateAccount(
  context: AccountsContext,
  actor: Actor,
  id: number,
): { ok: true; account: AccountItem } | AccountFailure {
  const now = context.now();
  const result = context.db.transaction((tx) => {
    const row = tx.select().from(users).where(eq(users.id, id)).get();
    if (!row) return fail(404, ACCOUNT_TEXTS.notFound);
    if (!row.deactivatedAt) return { ok: true as const };
    tx.update(users).set({ deactivatedAt: null, updatedAt: now }).where(eq(users.id, id)).run();
    recordChange(tx, actor, 'account', id, 'reactivated', { active: false }, { active: true }, { at: now });
    return { ok: true as const };
  });
  return result.ok ? { ok: true, account: getAccount(context.db, id, now)! } : result;
}

/** How many owners can sign in (the screen warns before the last one's change). */
export function activeOwnerCount(db: Db): number {
  return usableOwnerIds(db).length;
}
