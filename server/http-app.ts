import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Db } from '../db/client';
import { pingDatabase } from '../db/client';
import { litefsReplay, type PrimaryLookup } from './litefs';
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

  app.use(
    helmet({
      // The CSP with nonces comes with the production hardening; the rest of helmet's
      // defaults apply now.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Same-origin requests keep their Referer and, above all, their Origin header: with
      // `no-referrer` browsers send `Origin: null` on form POSTs, which the admin's CSRF
      // check (app/lib/csrf.server.ts) and React Router (400) refuse: every JavaScript-off
      // form would fail. Other sites still get no referrer.
      referrerPolicy: { policy: 'same-origin' },
    }),
  );
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
  app.use(uploadsRouter(options.uploadsDir, options.publicDir));

  if (options.viteMiddlewares) {
    app.use(options.viteMiddlewares);
  } else if (options.clientBuildDir) {
    // Hashed build output: cache for a year.
    app.use('/assets', express.static(path.join(options.clientBuildDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(options.clientBuildDir, { maxAge: '1h', index: false }));
  }
  app.use(express.static(options.publicDir, { maxAge: '1h', index: false }));

  if (options.handler) app.use(options.handler);
  return app;
}
