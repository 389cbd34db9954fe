import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { logger } from '../app/infra/logger.server';
import { routeKey } from './route-key';

/**
 * Structured request logs (one JSON line per request). The URL is logged without its query
 * string — searches, e-mail addresses and tokens never reach the logs — and survey tokens
 * self-service links, opt-out links, calendar-feed tokens, account invitation tokens
 * (/davet/{token}: whoever reads the log must not take the account; issue 37) and code verification ids are cut
 * from the path (in any letter case: the router matches without it).
 */
export { logger };

export function redactPath(url: string | undefined): string {
  // the route key (server/route-key.ts): '//TAKVIM/x', '/%74akvim/x' are the same route as '/takvim/x'
  const path = routeKey(url ?? '/');
  return path
    .replace(/^(\/(?:api\/)?surveys?\/)(?!admin\b|create\b)[^/]+/i, '$1:token')
    .replace(/^(\/randevu\/)[^/]+/i, '$1:token')
    .replace(/^(\/bildirim-iptal\/\w+\/)[^/]+/i, '$1:token')
    .replace(/^(\/takvim\/)[^/]+/i, '$1:token')
    .replace(/^(\/davet\/)[^/]+/i, '$1:token')
    .replace(/^(\/api\/phone-verifications\/)[^/]+/i, '$1:id');
}

export function requestLog() {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/') },
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, path: redactPath(req.url) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    quietReqLogger: true,
  });
}
