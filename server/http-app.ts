import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { Db } from '../db/client';
import { pingDatabase } from '../db/client';
import { litefsReplay, type PrimaryLookup } from './litefs';
import { requestLog } from './request-log';
import { bodySizeLimit, rateLimits, securityHeaders } from './security';
import { uploadsRouter } from './uploads';

export type HttpAppOptions = {
  db: Db;
  uploadsDir: string;
  publicDir: string;
  /** build/client in production; undefined in development (Vite serves assets) */
  clientBuildDir?: string;
  /** Vite's connect middlewares in development */
  viteMiddlewares?: RequestHandler;
  /** React Router's request handler */
  handler?: RequestHandler;
  /** rendered public pages kept in front of the handler (server/page-cache.ts; production) */
  pageCache?: RequestHandler;
  /** enforce the nonce-based Content-Security-Policy (production) */
  csp?: boolean;
  /** rate limits per client IP (RATE_LIMITS=off turns them off) */
  rateLimits?: boolean;
  /** structured request logs */
  log?: boolean;
  /** LiteFS: the primary's hostname when this VM is a read replica (docs/decisions/0040) */
  primary?: PrimaryLookup;
};

/**
 * The Express app around React Router: security headers, compression, static assets,
 * uploads (and the spec's aliases), the health check, then every other request to the
 * React Router handler.
 */
export function createHttpApp(options: HttpAppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 1);

  if (options.log) app.use(requestLog());
  app.use(securityHeaders({ csp: options.csp ?? false }));
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    try {
      if (!pingDatabase(options.db)) throw new Error('no answer');
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'ok', time: new Date().toISOString() });
    } catch (error) {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'error', database: String(error) });
    }
  });

  if (options.primary) app.use(litefsReplay(options.primary));
  app.use(bodySizeLimit());
  for (const limiter of rateLimits(options.rateLimits ?? false)) app.use(limiter);
  app.use(uploadsRouter(options.uploadsDir, options.publicDir));

  if (options.viteMiddlewares) {
    app.use(options.viteMiddlewares);
  } else if (options.clientBuildDir) {
    // Hashed build output: cache for a year.
    app.use('/assets', express.static(path.join(options.clientBuildDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(options.clientBuildDir, { maxAge: '1h', index: false }));
  }
  app.use(express.static(options.publicDir, { maxAge: '1h', index: false }));

  if (options.pageCache) app.use(options.pageCache);
  if (options.handler) app.use(options.handler);
  return app;
}
