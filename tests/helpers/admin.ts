/**
 * Admin sign-in for integration tests: create a user, start a cookie or bearer session, and
 * build requests that carry it (with a same-origin `Origin`, as a browser would send).
 */
import type { Db } from '../../db/client';
import { users, type UserRole } from '../../db/schema';
import { hashPassword } from '../../app/infra/password.server';
import type { RequestContext } from '../../app/infra/app-context';
import { startBearerSession, startCookieSession } from '../../app/http/auth.server';

export const TEST_ORIGIN = 'http://localhost';

export type TestUser = { id: number; name: string; email: string; password: string; role: UserRole };

export async function createTestUser(db: Db, options: Partial<Omit<TestUser, 'id'>> = {}): Promise<TestUser> {
  const user = {
    name: options.name ?? 'Test Yönetici',
    email: options.email ?? `admin${Math.random().toString(36).slice(2, 8)}@test.local`,
    password: options.password ?? 'admin-sifre-1',
    role: options.role ?? ('owner' as UserRole),
  };
  const row = db
    .insert(users)
    .values({ name: user.name, email: user.email, role: user.role, passwordHash: await hashPassword(user.password) })
    .returning({ id: users.id })
    .get();
  return { id: row.id, ...user };
}

/** A Cookie header value for a new browser session of the user. */
export async function sessionCookieHeader(context: RequestContext, userId: number): Promise<string> {
  const setCookie = await startCookieSession(context, userId);
  return setCookie.split(';')[0]!;
}

export function bearerToken(context: RequestContext, userId: number): string {
  return startBearerSession(context, userId);
}

type RequestOptions = {
  method?: string;
  cookie?: string;
  bearer?: string;
  form?: Record<string, string>;
  json?: unknown;
  origin?: string | null;
};

/** A request to `path` on TEST_ORIGIN, optionally signed in and with a form or JSON body. */
export function testRequest(path: string, options: RequestOptions = {}): Request {
  const headers = new Headers();
  if (options.cookie) headers.set('Cookie', options.cookie);
  if (options.bearer) headers.set('Authorization', `Bearer ${options.bearer}`);
  const method = options.method ?? (options.form || options.json !== undefined ? 'POST' : 'GET');
  if (method !== 'GET' && method !== 'HEAD' && options.origin !== null)
    headers.set('Origin', options.origin ?? TEST_ORIGIN);
  let body: BodyInit | undefined;
  if (options.form) body = new URLSearchParams(options.form);
  else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  return new Request(new URL(path, TEST_ORIGIN), { method, headers, body });
}

export type RouteResult = { status: number; headers: Headers; data: unknown };

/**
 * Calls a route's loader or action directly and normalizes whatever it returns or throws
 * (a Response, `data(...)`, a redirect, a plain object) to { status, headers, data }.
 */
export async function callRoute(
  handler: (args: never) => unknown,
  request: Request,
  context: RequestContext,
  params: Record<string, string> = {},
): Promise<RouteResult> {
  const { thrown: _thrown, ...result } = await invoke(handler, request, context, params);
  return result;
}

/** callRoute's work, saying also whether the answer was thrown (a 404 page) or returned. */
async function invoke(
  handler: (args: never) => unknown,
  request: Request,
  context: RequestContext,
  params: Record<string, string>,
): Promise<RouteResult & { thrown: boolean }> {
  let value: unknown;
  let thrown = false;
  try {
    value = await (handler as (args: unknown) => unknown)({
      request,
      context,
      params,
      url: new URL(request.url),
      pattern: '',
    });
  } catch (error) {
    value = error;
    thrown = true;
    if (!(error instanceof Response) && (error as { type?: string })?.type !== 'DataWithResponseInit') throw error;
  }
  if (value instanceof Response) {
    const text = await value.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: value.status, headers: value.headers, data: parsed, thrown };
  }
  const d = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (d && d.type === 'DataWithResponseInit')
    return { status: d.init?.status ?? 200, headers: new Headers(d.init?.headers), data: d.data, thrown };
  return { status: 200, headers: new Headers(), data: value, thrown };
}

/** A public GET through a loader (no session, on http://studio.test): callRoute with the body typed loosely for reading. */
export async function callLoader(
  loader: (args: never) => unknown,
  url: string,
  context: RequestContext,
  options: { params?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<RouteResult & { thrown: boolean; body: any }> {
  const request = new Request(new URL(url, 'http://studio.test'), { headers: options.headers });
  const result = await invoke(loader, request, context, options.params ?? {});
  return { ...result, body: result.data };
}

/** Signs in through the real sign-in form of a running studio; returns the Cookie header value. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, redirectTo: '/admin' }),
  });
  const setCookie = res.headers.get('set-cookie');
  if (res.status !== 302 || !setCookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return setCookie.split(';')[0]!;
}
