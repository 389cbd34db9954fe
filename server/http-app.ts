import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Db } from '../db/client';
import { pingDatabase, probeWrite } from '../db/client';
import { applyTrustProxy, clientIpMiddleware, type TrustProxy } from './client-ip';
import { drainListenersThroughCompression } from './drain-listeners';
import { coalesceFlushes } from './coalesce-flushes';
import { litefsReplay, type PrimaryLookup } from './litefs';
import { methodGuard } from './methods';
import { refuseWhileClosing } from './closing';
import { requestLog } from './request-log';
import { bodySizeLimit, rateLimits, securityHeaders } from './security';
import { uploadsRouter } from './uploads';
import type { ReplicationStatus } from '../app/domain/replication';

export type HttpAppOptions = {
  db: Db;
  /** one more origin the CSP form-action allows (tests: the iyzico stand-in; server/security.ts) */
  paymentPageOrigin?: string;
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
  /** where the client IP comes from (TRUST_PROXY); default: the socket's address */
  trustProxy?: TrustProxy;
  /** LiteFS: the primary's hostname when this VM is a read replica (docs/decisions/0040) */
  primary?: PrimaryLookup;
  /** true once a graceful stop has begun: every request answers 503 (server/closing.ts) */
  closing?: () => boolean;
  /** the off-site copy's state, shown by /healthz (docs/decisions/0323) */
  replication?: () => ReplicationStatus;
};

/** /healthz's `replication`: the state, never the reason for a non-200 (a storage hiccup must not restart the VM). */
function replicationHealth(read: (() => ReplicationStatus) | undefined) {
  const s = read?.() ?? { enabled: false as const };
  if (!s.enabled) return { enabled: false };
  return {
    enabled: true,
    inSync: s.inSync,
    lagSeconds: s.lagSeconds,
    state: s.state,
    replicator: s.replicator,
    lastSyncedAt: s.lastSyncedAt,
  };
}

/**
 * The Express app around React Router: security headers, compression, static assets,
 * uploads (and the spec's aliases), the health check, then every other request to the
 * React Router handler.
 */
export function createHttpApp(options: HttpAppOptions) {
  const app = express();
  app.disable('x-powered-by');
  const trust = options.trustProxy ?? { kind: 'socket' };
  applyTrustProxy(app, trust);
  app.use(clientIpMiddleware(trust));

  if (options.log) app.use(requestLog());
  app.use(securityHeaders({ csp: options.csp ?? false, paymentPageOrigin: options.paymentPageOrigin }));
  app.use(methodGuard());
  if (options.closing) app.use(refuseWhileClosing(options.closing));
  app.use(compression());
  app.use(drainListenersThroughCompression()); // res.once/off('drain') behind compression (docs/decisions/0301)
  app.use(coalesceFlushes()); // one compressed block per turn, not per streamed chunk (docs/decisions/0537)

  app.get('/healthz', (_req, res) => {
    try {
      if (!pingDatabase(options.db)) throw new Error('no answer');
    } catch (error) {
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        .json({ status: 'error', database: String(error) });
      return;
    }
    // A replica (LiteFS) is read-only by design: it answers reads, the primary takes writes.
    const replica = !!options.primary?.();
    if (!replica) {
      try {
        probeWrite(options.db);
      } catch (error) {
        res
          .status(503)
          .set('Cache-Control', 'no-store')
          .json({ status: 'error', database: 'read-only', error: String(error) });
        return;
      }
    }
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      database: 'ok',
      writable: !replica,
      replication: replicationHealth(options.replication),
      time: new Date().toISOString(),
    });
  });

  if (options.primary) app.use(litefsReplay(options.primary));
  app.use(bodySizeLimit());
  for (const limiter of rateLimits(options.rateLimits ?? false)) app.use(limiter);
  app.use(uploadsRouter(options.uploadsDir, options.publicDir));

  if (options.viteMiddlewares) {
    app.use(options.viteMiddlewares);
  } else if (options.clientBuildDir) {
    // Hashed build output: cache for a year. Compressed once at build time, Brotli at its
    // best and gzip beside it (vite.config.ts), and sent as the browser accepts it: no
    // compression per request on the VM, ~12 % fewer bytes than on the fly (docs/decisions/0540).
    app.use(
      '/assets',
      expressStaticGzip(path.join(options.clientBuildDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        serveStatic: { immutable: true, maxAge: '1y', index: false },
      }),
    );
    app.use(express.static(options.clientBuildDir, { maxAge: '1h', index: false }));
  }
  app.use(express.static(options.publicDir, { maxAge: '1h', index: false }));

  if (options.pageCache) app.use(options.pageCache);
  if (options.handler) app.use(options.handler);
  return app;
}
