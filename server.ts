/**
 * The studio's process: configuration, the database (migrated, seeded when empty), the
 * Express app around React Router, the websocket hub and graceful shutdown.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { openDatabase } from './db/client';
import { ensureBaseRows, ensureFirstAdmin, seedIfEmpty } from './db/seed';
import type { AppServices } from './app/lib/app-context';
import { clientIpOf } from './server/client-ip';
import { loadConfig } from './server/config';
import { createHttpApp } from './server/http-app';
import { withDatabaseErrors } from './server/db-errors';
import { createAdminLive } from './server/admin-live';
import { primaryFromFile, replayUpgrade } from './server/litefs';
import { createOutboxWorker } from './server/outbox-worker';
import { createReminderScheduler } from './server/reminder-scheduler';
import { deliverOutboxMessage, failureText, isPermanentFailure } from './app/models/deliver.server';
import { createSmtpConnections } from './app/models/smtp.server';

const root = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();

const db = openDatabase(config.databasePath);
ensureBaseRows(db); // settings, home settings, survey questions: every database has them
if (config.seedDemo) await seedIfEmpty(db, { uploadsDir: config.uploadsDir });
await ensureFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword });

const now = config.fakeNow ? () => new Date(config.fakeNow!) : () => new Date();
// The websocket at /ws: admin session cookie required; appointments-updated on every change.
const live = createAdminLive({ db, now, config, path: '/ws' });
const hub = live.hub;

const services: AppServices = {
  db,
  now,
  emit: (event) => {
    if (event === 'appointments-changed') live.appointmentsChanged();
  },
  kickOutbox: () => outboxWorker.kick(),
  config: {
    publicUrl: config.publicUrl,
    uploadsDir: config.uploadsDir,
    sessionSecret: config.sessionSecret,
    secretsKey: config.secretsKey,
    rateLimits: config.rateLimits,
    production: config.production,
    telegramApiRoot: config.telegramApiRoot,
  },
};

let viteMiddlewares: RequestHandler | undefined;
let build: ServerBuild | (() => Promise<ServerBuild>);
if (config.production) {
  // @ts-ignore -- created by `react-router build`
  build = withDatabaseErrors((await import('./build/server/index.js')) as ServerBuild);
} else {
  const vite = await import('vite');
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  viteMiddlewares = viteServer.middlewares as unknown as RequestHandler;
  build = () => (viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>).then((b) => withDatabaseErrors(b));
}

const primary = config.litefsPrimaryFile ? primaryFromFile(config.litefsPrimaryFile) : undefined;

// Notifications (e-mail, Telegram) queued in the outbox table are sent from here, with the
// real clock (retry times are real even when FAKE_NOW fixes the business clock).
const smtpConnections = createSmtpConnections();
const outboxWorker = createOutboxWorker({
  db,
  deliver: (row, now) =>
    deliverOutboxMessage(db, row, { secretsKey: config.secretsKey, telegramApiRoot: config.telegramApiRoot, baseUrl: config.publicUrl ?? `http://localhost:${config.port}`, smtpConnections, linkSecret: config.sessionSecret }, now),
  isPermanent: isPermanentFailure,
  describe: failureText,
  canWrite: () => !primary?.(),
  afterRun: () => smtpConnections.close(),
});
// Reminders of tomorrow's confirmed appointments, queued at start and every 10 minutes.
const reminders = createReminderScheduler({ db, now, canWrite: () => !primary?.(), onQueued: () => outboxWorker.kick() });

const app = createHttpApp({
  db,
  primary,
  csp: config.production,
  rateLimits: config.rateLimits,
  trustProxy: config.trustProxy,
  log: process.env.NODE_ENV !== 'test',
  uploadsDir: config.uploadsDir,
  publicDir: path.join(root, 'public'),
  clientBuildDir: config.production ? path.join(root, 'build/client') : undefined,
  viteMiddlewares,
  handler: createRequestHandler({ build, mode: config.production ? 'production' : 'development', getLoadContext: (req, res) => ({ ...services, clientIp: clientIpOf(req), cspNonce: String(res.locals.cspNonce ?? '') }) }),
});

const server = http.createServer(app);
server.on('upgrade', (req, socket, head) => {
  if (primary && replayUpgrade(primary, req, socket)) return;
  if (!hub.handleUpgrade(req, socket, head) && !viteMiddlewares) socket.destroy();
});

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`[studio] listening on http://localhost:${port} (${config.production ? 'production' : 'development'})`);
  outboxWorker.start();
  reminders.start();
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`[studio] ${signal}: closing`);
  live.close();
  reminders.stop();
  void outboxWorker.stop();
  server.close(() => {
    db.$client.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  // Fly gives 5 s by default; stop waiting for slow clients before that.
  setTimeout(() => {
    server.closeAllConnections();
  }, 3000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
