/**
 * Admin access on the HTTP side: the form sign-in (the check itself is
 * app/models/auth/credentials.server.ts), cookie and bearer sessions, and the guards every
 * admin loader, action and API route calls:
 *
 * - `requireAdmin(request, context, needed)`   admin pages: redirect to the sign-in page
 *   with a return path; a 403 when the role lacks the permission (docs/decisions/0350, 0380:
 *   every guard names one, or a list of which any one will do); for non-GET requests also the
 *   same-origin (CSRF) check.
 * - `requireAdminApi(request, context, needed)` admin JSON: bearer token or session
 *   cookie, else a 401 `{ success: false, message }`; 403 JSON without the permission;
 *   cookie-signed writes get the CSRF check too.
 * - `assertMay(session, needed)`: the 403 of one intent; `mayDo(session, needed)`: the same as a boolean.
 * - `getAdmin(request, context, needed?)`, `getSession(request, context)`: or null.
 * - `actorOf(session, context)`: who writes, for the history.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import type { Submission } from '@conform-to/react';
import { data, redirect } from 'react-router';
import { SIGN_IN_REQUIRED_MESSAGE, signInSchema, type SignInInput } from '../domain/admin-account';
import { accountActor, type Actor } from '../domain/audit';
import { FORBIDDEN_MESSAGE, canAny, type Needed, type Viewer } from '../domain/permissions';
import type { RequestContext } from '../infra/app-context';
import { CSRF_MESSAGE, isSafeMethod, isSameOriginRequest } from './csrf.server';
import { apiError } from './http.server';
import { requireFormData } from './multipart.server';
import {
  clearSessionCookie,
  commitSessionCookie,
  tokenFromAuthorization,
  tokenFromCookieHeader,
} from './session-cookie.server';
import { checkAdminCredentials, type CredentialCheck } from '../models/auth/credentials.server';
import {
  createSession,
  deleteSession,
  findSession,
  type ActiveSession,
  type SessionClient,
  type SessionUser,
} from '../models/auth/sessions.server';

export type AuthContext = Pick<RequestContext, 'db' | 'now' | 'config' | 'clientIp'>;
export type { ActiveSession, SessionUser };

export const LOGIN_PATH = '/admin/login';

// ---------------------------------------------------------------------------------------------
// Form sign-in (docs/decisions/0141: the body is read once, no remix-auth)
// ---------------------------------------------------------------------------------------------

export type FormSignIn = { submission: Submission<SignInInput>; check: CredentialCheck | null };

/**
 * The sign-in form: the body is read once (a body that is not a form is a 400), validated
 * with the shared schema, then the credentials are checked. `check` is null when the form was
 * invalid.
 */
export async function authenticateSignInForm(request: Request, context: AuthContext): Promise<FormSignIn> {
  const submission = parseWithZod(await requireFormData(request), { schema: signInSchema });
  if (submission.status !== 'success') return { submission, check: null };
  return { submission, check: await checkAdminCredentials(context, submission.value) };
}

/** Who is signing in (the device and IP the sessions screen shows). */
export function sessionClientOf(request: Request, context: AuthContext): SessionClient {
  return { userAgent: request.headers.get('user-agent'), ip: context.clientIp || null };
}

/** Starts a browser session; returns the Set-Cookie header value. */
export function startCookieSession(context: AuthContext, userId: number, client: SessionClient = {}): Promise<string> {
  const { token } = createSession(context.db, userId, 'cookie', context.now(), client);
  return commitSessionCookie(context.config, token);
}

/** Starts an API session; returns the bearer token. */
export function startBearerSession(context: AuthContext, userId: number, client: SessionClient = {}): string {
  return createSession(context.db, userId, 'bearer', context.now(), client).token;
}

/** Ends the browser's session (if any); returns the Set-Cookie header value that clears it. */
export async function endCookieSession(request: Request, context: AuthContext): Promise<string> {
  const token = await tokenFromCookieHeader(context.config, request.headers.get('cookie'));
  const session = findSession(context.db, token, 'cookie', context.now());
  if (session) deleteSession(context.db, session.sessionId);
  return clearSessionCookie(context.config);
}

// ---------------------------------------------------------------------------------------------
// Guards
// ---------------------------------------------------------------------------------------------

export type { Needed };

/** Whether the session's role (with the owner's switches) holds the permission, or one of the list. */
export function mayDo(session: Pick<ActiveSession, 'user' | 'access'>, needed: Needed): boolean {
  return canAny(session.user.role, needed, session.access);
}

/** Who is looking, for the domain's own-appointment and masking rules (app/domain/permissions.ts). */
export function viewerOf(session: Pick<ActiveSession, 'user' | 'access'>): Viewer {
  return { role: session.user.role, teamMemberId: session.user.teamMemberId, options: session.access };
}

/** The 403 of a refused page (the admin shell shows it with FORBIDDEN_TITLE) or API call (JSON). */
export function forbidden(kind: 'page' | 'api' = 'page'): Response | ReturnType<typeof data> {
  return kind === 'api' ? apiError(403, FORBIDDEN_MESSAGE) : data(FORBIDDEN_MESSAGE, { status: 403 });
}

/**
 * Throws the 403 unless the session may do `needed`: the guard of one intent of an action
 * (erasing on the customers screen, a new stored password on the mail screen) after the
 * route's own guard let the account in.
 */
export function assertMay(
  session: Pick<ActiveSession, 'user' | 'access'>,
  needed: Needed,
  kind: 'page' | 'api' = 'page',
): void {
  if (!mayDo(session, needed)) throw forbidden(kind);
}

/** Who did it, for the history (docs/decisions/0351): the signed-in account and the request's IP. */
export function actorOf(session: Pick<ActiveSession, 'user'>, context: Pick<AuthContext, 'clientIp'>): Actor {
  return accountActor(session.user, context.clientIp);
}

/** The account signed in by the session cookie (any active role), or null. */
export async function getSession(request: Request, context: AuthContext): Promise<ActiveSession | null> {
  const token = await tokenFromCookieHeader(context.config, request.headers.get('cookie'));
  return findSession(context.db, token, 'cookie', context.now());
}

/** The signed-in account (cookie) when it may do `needed` (none named: any active account), or null. */
export async function getAdmin(request: Request, context: AuthContext, needed?: Needed): Promise<ActiveSession | null> {
  const session = await getSession(request, context);
  return session && (needed === undefined || mayDo(session, needed)) ? session : null;
}

/** The sign-in page, remembering where the admin wanted to go. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, '') + (isSafeMethod(request.method) ? url.search : '');
  return back === '/admin' || back === '/admin/' ? LOGIN_PATH : `${LOGIN_PATH}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * Throws a 403 when a state-changing request does not come from our own origin. Called by
 * the guards; call it directly only in a form action that has no session yet (sign-in).
 */
export function assertSameOrigin(request: Request, context: AuthContext, kind: 'page' | 'api' = 'page') {
  if (isSafeMethod(request.method) || isSameOriginRequest(request, context.config.publicUrl)) return;
  throw kind === 'api' ? apiError(403, CSRF_MESSAGE) : data(CSRF_MESSAGE, { status: 403 });
}

/**
 * Every admin page loader and action starts with this, naming the permission it needs
 * (docs/decisions/0350, 0380). No session: a redirect to the sign-in page. A role without the
 * permission: the Turkish 403 page inside the admin shell (nothing is read or written). A
 * POST/PUT/DELETE from another origin: 403.
 */
export async function requireAdmin(request: Request, context: AuthContext, needed: Needed): Promise<ActiveSession> {
  const session = await getSession(request, context);
  if (!session) throw redirect(signInPath(request));
  if (!mayDo(session, needed)) throw forbidden('page');
  assertSameOrigin(request, context, 'page');
  return session;
}

/** The account behind an API request: `Authorization: Bearer <token>` or the session cookie; null when neither is valid. */
export async function apiSession(
  request: Request,
  context: AuthContext,
): Promise<{ session: ActiveSession | null; bearer: boolean }> {
  const bearer = tokenFromAuthorization(request.headers.get('authorization'));
  const now = context.now();
  if (bearer) return { session: findSession(context.db, bearer, 'bearer', now), bearer: true };
  return {
    session: findSession(
      context.db,
      await tokenFromCookieHeader(context.config, request.headers.get('cookie')),
      'cookie',
      now,
    ),
    bearer: false,
  };
}

/**
 * Every admin API call goes through this (the API kit calls it with the call's declared
 * permission). `Authorization: Bearer <token>` (from POST /api/auth/admin/login) or the
 * session cookie; otherwise a 401 JSON answer; a role without the permission: 403 JSON.
 * `'signed-in'`: any active account (an address that only says which methods it takes).
 */
export async function requireAdminApi(
  request: Request,
  context: AuthContext,
  needed: Needed | 'signed-in',
): Promise<ActiveSession> {
  const { session } = await apiSession(request, context);
  if (!session) throw apiError(401, SIGN_IN_REQUIRED_MESSAGE);
  if (needed !== 'signed-in' && !mayDo(session, needed)) throw forbidden('api');
  if (session.kind === 'cookie') assertSameOrigin(request, context, 'api');
  return session;
}
