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
import { dataVersionReader, openDatabase } from './db/client';
import { ensureBaseRows, ensureFirstAdmin, seedIfEmpty } from './db/seed';
import type { AppServices } from './app/lib/app-context';
import { clientIpOf } from './server/client-ip';
import { loadConfig } from './server/config';
import { createHttpApp } from './server/http-app';
import { withDatabaseErrors } from './server/db-errors';
import { createAdminLive } from './server/admin-live';
import { devViteServer } from './server/dev-vite';
import { primaryFromFile, replayUpgrade } from './server/litefs';
import { createOutboxWorker } from './server/outbox-worker';
import { pageCache, publicPageVersion } from './server/page-cache';
import { createReminderScheduler } from './server/reminder-scheduler';
import { queueDueNudges } from './app/models/messaging/rebooking.server';
import { deliverOutboxMessage, failureText, isPermanentFailure, isRefusal } from './app/models/messaging/deliver.server';
import { hashLegacyOptOuts } from './app/models/messaging/customer-messages.server';
import { createSmtpConnections } from './app/models/messaging/smtp.server';
import { logger } from './app/lib/logger.server';

// The project folder: beside server.ts in development, two levels up from build/server/server.js.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.basename(here) === 'server' && path.basename(path.dirname(here)) === 'build' ? path.resolve(here, '../..') : here;
const config = loadConfig();

const db = openDatabase(config.databasePath, { migrationsFolder: path.join(root, 'db/migrations') });
ensureBaseRows(db); // settings, home settings, survey questions: every database has them
if (config.seedDemo) await seedIfEmpty(db, { uploadsDir: config.uploadsDir });
await ensureFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword });
// opt-outs written before they were kept as keyed hashes lose the number in clear (docs/decisions/0336)
const hashedOptOuts = hashLegacyOptOuts(db, config.secretsKey);
if (hashedOptOuts > 0) logger.info(`[kvkk] ${hashedOptOuts} opt-outs now kept as keyed hashes`);

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
  // Bundled by `react-router build` beside this file (vite.config.ts): one module graph.
  build = withDatabaseErrors((await import('virtual:react-router/server-build')) as ServerBuild);
} else {
  // `npm run dev` (server/dev.ts) loads this file through Vite and hands over its server, so
  // this file and the app share Vite's module graph here too.
  const viteServer = devViteServer();
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
  isRefusal,
  describe: failureText,
  canWrite: () => !primary?.(),
  afterRun: () => smtpConnections.close(),
});
// Reminders of tomorrow's confirmed appointments, queued at start and every 10 minutes.
const reminders = createReminderScheduler({ db, now, canWrite: () => !primary?.(), onQueued: () => outboxWorker.kick() });
// Rebooking nudges ('yeniden randevu önerisi', docs/decisions/0205), the same scheduler with its own scan.
const nudges = createReminderScheduler({ db, now, canWrite: () => !primary?.(), onQueued: () => outboxWorker.kick(), scan: queueDueNudges, name: 'rebooking' });

// Rendered public pages, kept until the database changes or the Istanbul day turns
// (docs/decisions/0142). Production only: in development, code edits change pages too.
const dataVersion = config.production ? dataVersionReader(config.databasePath) : undefined;
const publicPages = dataVersion ? pageCache({ version: publicPageVersion(dataVersion.read, now), queryKeys: ['kategori', 'sayfa', 'surum'] }) : undefined;

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
  pageCache: publicPages,
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
  logger.info(`[studio] listening on http://localhost:${port} (${config.production ? 'production' : 'development'})`);
  outboxWorker.start();
  reminders.start();
  nudges.start();
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info(`[studio] ${signal}: closing`);
  live.close();
  reminders.stop();
  nudges.stop();
  void outboxWorker.stop();
  server.close(() => {
    dataVersion?.close();
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
