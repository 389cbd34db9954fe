/**
 * Signed-in sessions, stored in the `sessions` table. A browser holds only a random session
 * token in a signed, httpOnly cookie; an API client holds a random bearer token. The table
 * keeps the SHA-256 of the token (a copy of the database does not sign anyone in), so both
 * kinds are looked up the same way: here, for loaders, actions and the websocket upgrade.
 *
 * Imported by server.ts as well (the websocket), so only relative imports.
 */
import crypto from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import { createCookie, type Cookie } from 'react-router';
import type { Db } from '../../db/client';
import { sessions, users, type UserRole } from '../../db/schema';

export type SessionKind = 'cookie' | 'bearer';

/** How long a sign-in lasts (browser and API token alike). */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const SESSION_COOKIE_NAME = 'studio_admin';

export type SessionUser = { id: number; name: string; email: string; role: UserRole };
export type ActiveSession = { user: SessionUser; sessionId: string; kind: SessionKind; expiresAt: Date };

export type CookieConfig = { sessionSecret: string; production: boolean };

const cookies = new Map<string, Cookie>();

/** The session cookie: holds only the session token, signed with the session secret. */
export function sessionCookie(config: CookieConfig): Cookie {
  const key = `${config.production ? 'p' : 'd'}:${config.sessionSecret}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(SESSION_COOKIE_NAME, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.production,
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
      secrets: [config.sessionSecret],
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

/** The stored id of a token: its SHA-256, hex. */
export function sessionIdOf(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Starts a session; returns the token for the cookie or the bearer header (never stored). */
export function createSession(db: Db, userId: number, kind: SessionKind, now: Date): { token: string; sessionId: string; expiresAt: Date } {
  const token = crypto.randomBytes(32).toString('base64url');
  const sessionId = sessionIdOf(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  db.delete(sessions).where(lt(sessions.expiresAt, now)).run();
  db.insert(sessions).values({ id: sessionId, userId, kind, expiresAt, createdAt: now }).run();
  return { token, sessionId, expiresAt };
}

/** The live session of a token of the given kind, or null (unknown, other kind, expired). */
export function findSession(db: Db, token: string | null | undefined, kind: SessionKind, now: Date): ActiveSession | null {
  if (!token || typeof token !== 'string' || token.length > 200) return null;
  const sessionId = sessionIdOf(token);
  const row = db
    .select({
      sessionId: sessions.id,
      kind: sessions.kind,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.kind, kind)))
    .get();
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    db.delete(sessions).where(eq(sessions.id, sessionId)).run();
    return null;
  }
  return {
    sessionId,
    kind: row.kind,
    expiresAt: row.expiresAt,
    user: { id: row.id, name: row.name, email: row.email, role: row.role },
  };
}

/** Whether a session (by stored id) still exists and has not expired. */
export function sessionIsLive(db: Db, sessionId: string, now: Date): boolean {
  const row = db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sessionId)).get();
  return !!row && row.expiresAt.getTime() > now.getTime();
}

/** The session token in a Cookie header (signature checked), or null. */
export async function tokenFromCookieHeader(config: CookieConfig, cookieHeader: string | null | undefined): Promise<string | null> {
  if (!cookieHeader) return null;
  const value: unknown = await sessionCookie(config).parse(cookieHeader);
  return typeof value === 'string' && value ? value : null;
}

/** The bearer token of an Authorization header, or null. */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export function deleteSession(db: Db, sessionId: string) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user except `keepSessionId` (after a password change). */
export function deleteOtherSessions(db: Db, userId: number, keepSessionId: string) {
  db.delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .run();
}

/** Set-Cookie value that signs a browser in. */
export function commitSessionCookie(config: CookieConfig, token: string): Promise<string> {
  return sessionCookie(config).serialize(token);
}

/** Set-Cookie value that removes the session cookie. */
export function clearSessionCookie(config: CookieConfig): Promise<string> {
  return sessionCookie(config).serialize('', { maxAge: undefined, expires: new Date(0) });
}
