/**
 * The admin session cookie: holds only the session token (app/models/auth/sessions.server.ts),
 * signed with the session secret; and reading the token of a Cookie or Authorization header.
 *
 * Imported by server.ts as well (the websocket), so only relative imports.
 */
import { createCookie, type Cookie } from 'react-router';
import { SESSION_TTL_MS } from '../models/auth/sessions.server';

export const SESSION_COOKIE_NAME = 'studio_admin';

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

/** The session token in a Cookie header (signature checked), or null. */
export async function tokenFromCookieHeader(
  config: CookieConfig,
  cookieHeader: string | null | undefined,
): Promise<string | null> {
  if (!cookieHeader) return null;
  const value: unknown = await sessionCookie(config).parse(cookieHeader);
  return typeof value === 'string' && value ? value : null;
}

/** The bearer token of an Authorization header, or null. */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** Set-Cookie value that signs a browser in. */
export function commitSessionCookie(config: CookieConfig, token: string): Promise<string> {
  return sessionCookie(config).serialize(token);
}

/** Set-Cookie value that removes the session cookie. */
export function clearSessionCookie(config: CookieConfig): Promise<string> {
  return sessionCookie(config).serialize('', { maxAge: undefined, expires: new Date(0) });
}
