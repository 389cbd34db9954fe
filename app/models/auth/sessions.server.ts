/**
 * Signed-in sessions, stored in the `sessions` table. A browser holds only a random session
 * token in a signed, httpOnly cookie; an API client holds a random bearer token. The table
 * keeps the SHA-256 of the token (a copy of the database does not sign anyone in), so both
 * kinds are looked up the same way: here, for loaders, actions and the websocket upgrade. The
 * cookie itself (signing, parsing, Set-Cookie values) is app/http/session-cookie.server.ts.
 *
 * Imported by server.ts as well (the websocket), so only relative imports.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users, type UserRole } from '../../../db/schema';
import { deviceOf, isIdleExpired } from '../../domain/sessions';
import type { AccessOptions } from '../../domain/permissions';
import { readSetting, readSettings } from '../settings/registry.server';
import { accountActor } from '../../domain/audit';
import { recordChange } from '../audit/history.server';

export type SessionKind = 'cookie' | 'bearer';

/** How long a sign-in lasts (browser and API token alike). */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** `last_used_at` is written at most this often per session (a write per request is waste). */
export const TOUCH_INTERVAL_MS = 60_000;

/** The idle timeout of browser sessions, in hours (setting `session_idle_timeout_hours`, default 12). */
export function readIdleHours(db: Db): number {
  return readSetting(db, 'sessionIdleHours');
}

/** Who signed in: stored with the session so the admin can tell their sign-ins apart; `method` goes to the history. */
export type SessionClient = {
  userAgent?: string | null;
  ip?: string | null;
  method?: 'password' | 'passkey' | 'invitation';
};

/** The account behind a session, read live on every request (a role change counts from the next one). */
export type SessionUser = { id: number; name: string; email: string; role: UserRole; teamMemberId: number | null };
/** A live session: its account, and the owner's switches that widen a role (`can(role, p, access)`). */
export type ActiveSession = {
  user: SessionUser;
  sessionId: string;
  kind: SessionKind;
  expiresAt: Date;
  /** when this session signed in (a recent sign-in stands in for the password: adding a passkey) */
  signedInAt: Date;
  access: AccessOptions;
};

/** The stored id of a token: its SHA-256, hex. */
export function sessionIdOf(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Starts a session; returns the token for the cookie or the bearer header (never stored). */
export function createSession(
  db: Db,
  userId: number,
  kind: SessionKind,
  now: Date,
  client: SessionClient = {},
): { token: string; sessionId: string; expiresAt: Date } {
  const token = crypto.randomBytes(32).toString('base64url');
  const sessionId = sessionIdOf(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  // the sign-in's history row ('… giriş yaptı (IP …)') is written with the session, in one transaction
  db.transaction((tx) => {
    tx.delete(sessions).where(lt(sessions.expiresAt, now)).run();
    tx.insert(sessions)
      .values({
        id: sessionId,
        userId,
        kind,
        expiresAt,
        createdAt: now,
        lastUsedAt: now,
        userAgent: client.userAgent?.slice(0, 300) || null,
        ip: client.ip?.slice(0, 64) || null,
      })
      .run();
    const user = tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId)).get();
    if (user)
      recordChange(tx, accountActor(user, client.ip), 'account', userId, 'signed-in', null, null, {
        at: now,
        meta: { kind, method: client.method ?? 'password' },
      });
  });
  return { token, sessionId, expiresAt };
}

type Liveness = { kind: SessionKind; expiresAt: Date; createdAt: Date; lastUsedAt: Date | null };

/** Within the 14 days, and (a browser session) used within the idle timeout. */
function isLive(row: Liveness, now: Date, idleHours: number): boolean {
  if (row.expiresAt.getTime() <= now.getTime()) return false;
  return row.kind !== 'cookie' || !isIdleExpired(row.lastUsedAt ?? row.createdAt, now, idleHours);
}

/** Records the use; a database that cannot be written (a replica, read-only) does not stop a read. */
function touch(db: Db, sessionId: string, lastUsedAt: Date | null, now: Date) {
  if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return;
  try {
    db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId)).run();
  } catch {
    // read-only database: the session still works, its last use is not recorded
  }
}

/** The live session of a token of the given kind, or null (unknown, other kind, expired). */
export function findSession(
  db: Db,
  token: string | null | undefined,
  kind: SessionKind,
  now: Date,
): ActiveSession | null {
  if (!token || typeof token !== 'string' || token.length > 200) return null;
  const sessionId = sessionIdOf(token);
  const row = db
    .select({
      sessionId: sessions.id,
      kind: sessions.kind,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      teamMemberId: users.teamMemberId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // a deactivated account signs nothing in, even if a session row were left
    .where(and(eq(sessions.id, sessionId), eq(sessions.kind, kind), isNull(users.deactivatedAt)))
    .get();
  if (!row) return null;
  const settings = readSettings(db, ['sessionIdleHours', 'memberSeesContact']);
  if (!isLive(row, now, settings.sessionIdleHours)) {
    try {
      db.delete(sessions).where(eq(sessions.id, sessionId)).run();
    } catch {
      // read-only database: it stays refused all the same
    }
    return null;
  }
  touch(db, sessionId, row.lastUsedAt, now);
  return {
    sessionId,
    kind: row.kind,
    expiresAt: row.expiresAt,
    signedInAt: row.createdAt,
    user: { id: row.id, name: row.name, email: row.email, role: row.role, teamMemberId: row.teamMemberId },
    access: { memberSeesContact: settings.memberSeesContact },
  };
}

/**
 * Who a live session is now (the websocket asks before each message: a role change, a
 * deactivation or an ended session counts at once), or null.
 */
export function liveSessionUser(
  db: Db,
  sessionId: string,
  now: Date,
): (SessionUser & { access: AccessOptions }) | null {
  const row = db
    .select({
      kind: sessions.kind,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      teamMemberId: users.teamMemberId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(users.deactivatedAt)))
    .get();
  if (!row) return null;
  const settings = readSettings(db, ['sessionIdleHours', 'memberSeesContact']);
  if (!isLive(row, now, settings.sessionIdleHours)) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    teamMemberId: row.teamMemberId,
    access: { memberSeesContact: settings.memberSeesContact },
  };
}

/** Ends every session and API token of a user (deactivation); returns the ended sessions' ids (their websockets close). */
export function deleteUserSessions(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], userId: number): string[] {
  const ids = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .all()
    .map((r) => r.id);
  if (ids.length) db.delete(sessions).where(inArray(sessions.id, ids)).run();
  return ids;
}

/** Whether a session (by stored id) still exists, has not expired and has not timed out. */
export function sessionIsLive(db: Db, sessionId: string, now: Date): boolean {
  const row = db
    .select({
      kind: sessions.kind,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .get();
  return !!row && isLive(row, now, readIdleHours(db));
}

export type SessionListItem = {
  /** the stored id (a hash of the token: it signs nobody in) */
  id: string;
  kind: SessionKind;
  device: string;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
  current: boolean;
};

/** The user's live sessions and API tokens, most recently used first. */
export function listUserSessions(
  db: Db,
  userId: number,
  now: Date,
  currentSessionId: string | null,
): SessionListItem[] {
  const idleHours = readIdleHours(db);
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .all()
    .filter((row) => isLive(row, now, idleHours))
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      device: deviceOf(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
      expiresAt: row.expiresAt,
      current: row.id === currentSessionId,
    }));
}

/** Ends one of the user's sessions or API tokens; false when it is not theirs or gone. */
/** Where a session write announces what it ended (the websockets of ended sessions close at once, docs/decisions/0356). */
type EndContext = { db: Db; emit: (event: { type: 'sessions-ended'; sessionIds: string[] }) => void };

/** Ends one of a user's own sessions (false: not hers, or gone); its open websocket is told to close. */
export function endUserSession(context: EndContext, userId: number, sessionId: string): boolean {
  if (typeof sessionId !== 'string' || !/^[0-9a-f]{64}$/.test(sessionId)) return false;
  const ended =
    context.db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .run().changes > 0;
  if (ended) context.emit({ type: 'sessions-ended', sessionIds: [sessionId] });
  return ended;
}

/** Ends every session of a user but the one that asks ('Diğer oturumları sonlandır'); their websockets are told to close. */
export function endOtherSessions(context: EndContext, userId: number, keepSessionId: string): string[] {
  const ended = deleteOtherSessions(context.db, userId, keepSessionId);
  if (ended.length) context.emit({ type: 'sessions-ended', sessionIds: ended });
  return ended;
}

export function deleteSession(db: Db, sessionId: string) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user except `keepSessionId` (after a password change); returns the ended ids. */
export function deleteOtherSessions(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  userId: number,
  keepSessionId: string,
): string[] {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id })
    .all()
    .map((r) => r.id);
}
