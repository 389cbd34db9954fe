import type { RequestHandler } from 'express';

/**
 * HTTP methods the studio answers. Everything else (TRACE, TRACK, CONNECT, PROPFIND and the
 * other WebDAV verbs, ...) is a client's mistake: 405 with an `Allow` header and a Turkish
 * message, before React Router sees it (the Fetch API refuses to build a TRACE request, which
 * used to end as a 500 with a stack trace). OPTIONS answers the allowed methods with 204.
 * Pages take GET and POST (forms); the JSON API takes PUT, PATCH and DELETE as well.
 */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export const UNKNOWN_METHOD_MESSAGE = 'Bu istek yöntemi desteklenmiyor.';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

export function allowedMethods(path: string): readonly string[] {
  return isApi(path) ? API_METHODS : PAGE_METHODS;
}

export function methodGuard(): RequestHandler {
  return (req, res, next) => {
    const allowed = allowedMethods(req.path);
    const allow = allowed.join(', ');
    if (req.method === 'OPTIONS') {
      res.status(204).set({ Allow: allow, 'Cache-Control': 'no-store', 'Content-Length': '0' }).end();
      return;
    }
    if (allowed.includes(req.method)) return next();
    res.status(405).set({ Allow: allow, 'Cache-Control': 'no-store' });
    if (isApi(req.path)) res.json({ success: false, message: UNKNOWN_METHOD_MESSAGE });
    else res.type('text/plain; charset=utf-8').send(UNKNOWN_METHOD_MESSAGE);
  };
}
