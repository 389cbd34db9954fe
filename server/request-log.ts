import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { logger } from '../app/infra/logger.server';

/**
 * Structured request logs (one JSON line per request). The URL is logged without its query
 * string — searches, e-mail addresses and tokens never reach the logs — and survey tokens
 * and self-service links are cut from the path.
 */
export { logger };

export function redactPath(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!;
  return path.replace(/^(\/(?:api\/)?surveys?\/)(?!admin\b|create\b)[^/]+/, '$1:token').replace(/^(\/randevu\/)[^/]+/, '$1:token').replace(/^(\/bildirim-iptal\/\w+\/)[^/]+/, '$1:token');
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
