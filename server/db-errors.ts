import type { ServerBuild } from 'react-router';
import { logger } from '../app/infra/logger.server';

/**
 * A database that cannot take a write (read-only file or volume, `PRAGMA query_only`, a lock
 * held too long, a full disk) is the server's state, not a bug of the request: every loader
 * and action of the build is wrapped so such an error answers 503 with a Turkish message --
 * JSON `{ success: false, message }` under /api, the screen's error page elsewhere -- instead
 * of React Router's plain-text "Unexpected Server Error". The log gets one line, no stack.
 */

export const DATABASE_MESSAGES = {
  readonly:
    'Veritabanı şu anda yalnızca okunabilir durumda; değişiklik kaydedilemedi. Lütfen biraz sonra tekrar deneyin.',
  busy: 'Veritabanı şu anda meşgul; değişiklik kaydedilemedi. Lütfen birkaç saniye sonra tekrar deneyin.',
  failed: 'Veritabanına yazılamadı; değişiklik kaydedilemedi. Lütfen biraz sonra tekrar deneyin.',
} as const;

export type DatabaseFailure = { status: 503; code: string; message: string; retryAfterSeconds: number };

/** The SQLite error code of an error (or of its `cause`, as drizzle wraps some), or null. */
function sqliteCode(error: unknown): string | null {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
  }
  return null;
}

/** What to answer for an error thrown by the database; null for any other error. */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  const code = sqliteCode(error);
  if (!code) return null;
  if (code.startsWith('SQLITE_READONLY'))
    return { status: 503, code, message: DATABASE_MESSAGES.readonly, retryAfterSeconds: 60 };
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return { status: 503, code, message: DATABASE_MESSAGES.busy, retryAfterSeconds: 5 };
  if (/^SQLITE_(FULL|IOERR|CANTOPEN|PROTOCOL|NOLFS|PERM)/.test(code))
    return { status: 503, code, message: DATABASE_MESSAGES.failed, retryAfterSeconds: 60 };
  return null; // constraint errors and the like are the code's business
}

/** The response a failure answers: JSON under /api, text (shown by the error page) elsewhere. */
export function databaseFailureResponse(request: Request, failure: DatabaseFailure): Response {
  const headers = { 'Retry-After': String(failure.retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (new URL(request.url).pathname.startsWith('/api/'))
    return Response.json({ success: false, message: failure.message }, { status: failure.status, headers });
  return new Response(failure.message, {
    status: failure.status,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

type Handler = (args: { request: Request }) => unknown;

function guard(fn: Handler, log: (line: string) => void): Handler {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      const failure = databaseFailure(error);
      if (!failure) throw error;
      log(`[db] ${failure.status} ${failure.code} ${args.request.method} ${new URL(args.request.url).pathname}`);
      throw databaseFailureResponse(args.request, failure);
    }
  };
}

/** The build with every route's loader and action answering database failures as above. */
export function withDatabaseErrors(
  build: ServerBuild,
  log: (line: string) => void = (line) => logger.warn(line),
): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = { ...route.module } as typeof route.module & { loader?: Handler; action?: Handler };
    if (typeof module.loader === 'function') module.loader = guard(module.loader, log);
    if (typeof module.action === 'function') module.action = guard(module.action, log);
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
