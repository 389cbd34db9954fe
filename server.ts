/**
 * The studio's process: configuration, the database (migrated, seeded when empty), the
 * Express app around React Router, the websocket hub and graceful shutdown.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { dataVersionReader, openDatabase, raiseIdSequences } from './db/client';
import { ensureBaseRows, ensureFirstAdmin, seedIfEmpty } from './server/seed';
import type { AppServices } from './app/infra/app-context';
import { clientIpOf } from './server/client-ip';
import { legacySecretsKey, loadConfig } from './server/config';
import { createHttpApp } from './server/http-app';
import { withDatabaseErrors } from './server/db-errors';
import { createAdminLive } from './server/admin-live';
import { devViteServer } from './server/dev-vite';
import { primaryFromFile, replayUpgrade } from './server/litefs';
import { createOutboxWorker } from './server/outbox-worker';
import { pageCache, publicPageVersion } from './server/page-cache';
import { createReminderScheduler } from './server/reminder-scheduler';
import { createDepositJobs } from './server/deposit-jobs';
import { queueDueNudges } from './app/models/messaging/rebooking.server';
import {
  deliverOutboxMessage,
  failureText,
  isPermanentFailure,
  isRefusal,
  waitsForChannelAfter,
} from './app/models/messaging/deliver.server';
import { hashLegacyOptOuts } from './app/models/messaging/customer-messages.server';
import { releaseWaitingMessages } from './app/models/messaging/outbox.server';
import { createSmtpConnections } from './app/models/messaging/smtp.server';
import { logger } from './app/infra/logger.server';
import { NOT_REPLICATING, RESTORE_ID_GAP, REPLICA_RETENTION_DAYS } from './app/domain/replication';
import { openErasureLog } from './app/models/people/erasure-log.server';
import { reapplyErasures } from './app/models/people/customer-data.server';
import {
  createPictureCopies,
  NO_PICTURE_COPIES,
  reconcilePictures,
  restoreMissingPictures,
} from './app/models/content/picture-copies.server';
import { rekeyStoredSecrets } from './app/models/messaging/stored-secrets.server';
import { writeHeartbeat } from './app/models/studio/replication.server';
import { createObjectStore } from './server/object-store';
import { createReplicator } from './server/replicator';
import { createReplicationMonitor } from './server/replication-monitor';
import { RESTORED_MARKER_SUFFIX } from './server/restore';

// The project folder: beside server.ts in development, two levels up from build/server/server.js.
const here = path.dirname(fileURLToPath(import.meta.url));
const root =
  path.basename(here) === 'server' && path.basename(path.dirname(here)) === 'build'
    ? path.resolve(here, '../..')
    : here;
const config = loadConfig();

const db = openDatabase(config.databasePath, { migrationsFolder: path.join(root, 'db/migrations') });
ensureBaseRows(db); // settings, home settings, survey questions: every database has them
if (config.seedDemo) await seedIfEmpty(db, { uploadsDir: config.uploadsDir });
await ensureFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword });
// opt-outs written before they were kept as keyed hashes lose the number in clear (docs/decisions/0336)
const hashedOptOuts = hashLegacyOptOuts(db, config.secretsKey);
if (hashedOptOuts > 0) logger.info(`[kvkk] ${hashedOptOuts} opt-outs now kept as keyed hashes`);

const now = config.fakeNow ? () => new Date(config.fakeNow!) : () => new Date();

// Stored credentials encrypted with the old key (derived from SESSION_SECRET) move to SECRETS_KEY (docs/decisions/0324).
const rekeyed = rekeyStoredSecrets(db, config.secretsKey, [legacySecretsKey(config.sessionSecret)]);
if (rekeyed.moved) logger.info(`[config] ${rekeyed.moved} stored credential(s) re-encrypted with SECRETS_KEY`);

// deploy/start.sh brought the database back from the off-site copy: ids of the last second
// before the disk was lost may be missing from it, so none is given again (docs/decisions/0322).
const restoredMarker = config.databasePath + RESTORED_MARKER_SUFFIX;
if (fs.existsSync(restoredMarker)) {
  raiseIdSequences(db.$client, { gap: RESTORE_ID_GAP });
  logger.warn(
    `[replication] the database was restored from the off-site copy (${fs.readFileSync(restoredMarker, 'utf8').trim()}); new ids continue ${RESTORE_ID_GAP} further on`,
  );
  fs.rmSync(restoredMarker);
}

// The erasure log is kept apart: whoever it names is erased again if a restore brought them back (docs/decisions/0325).
const erasureLog = openErasureLog(config.erasureLogPath);
// (before the off-site copy starts: the erasure's checkpoint may truncate the WAL)
const reErased = reapplyErasures({ db, emit: () => {}, erasureLog, now, config, replication: NOT_REPLICATING });
if (reErased) logger.warn(`[kvkk] ${reErased} erased customer(s) were back after a restore: erased again`);

// The off-site copy (docs/decisions/0320): Litestream supervised by this process, pictures in the bucket.
const replication = config.replication;
const bucket = replication ? createObjectStore(replication.bucket) : undefined;
const pictures = bucket
  ? createPictureCopies({ store: bucket, uploadsDir: config.uploadsDir, log: logger })
  : NO_PICTURE_COPIES;
const replicator = replication?.litestream
  ? createReplicator({
      bin: replication.litestream.bin,
      config: replication.litestream.config,
      env: {
        ...process.env,
        DATABASE_PATH: config.databasePath,
        ERASURE_LOG_PATH: config.erasureLogPath,
        LITESTREAM_ADDR: replication.litestream.addr,
      },
      log: logger,
    })
  : undefined;
replicator?.start();
if (replication && !replicator)
  logger.warn(
    '[replication] object storage is set but the server was not started through deploy/start.sh: the database is NOT being copied (the dashboard says so)',
  );
const monitor = replication
  ? createReplicationMonitor({
      db,
      databases: [config.databasePath, config.erasureLogPath],
      fetchMetrics: async () => {
        if (!replication.litestream) throw new Error('no replicator');
        const res = await fetch(`http://${replication.litestream.addr}/metrics`, { signal: AbortSignal.timeout(900) });
        if (!res.ok) throw new Error(`metrics: ${res.status}`);
        return res.text();
      },
      replicatorAlive: () => !!replicator?.alive(),
      heartbeat: (at) => {
        writeHeartbeat(db, at);
        erasureLog.touch(at);
      },
      alertAfterSeconds: replication.alertAfterSeconds,
      onQueued: () => outboxWorker.kick(),
      log: logger,
    })
  : undefined;
if (bucket) {
  // a start on an empty volume: the pictures the records show come back before the port opens
  try {
    const back = await restoreMissingPictures(db, bucket, config.uploadsDir);
    if (back.restored || back.missing.length)
      logger.info(
        `[pictures] ${back.restored} picture file(s) brought back from the bucket${back.missing.length ? `; not in the bucket: ${back.missing.join(', ')}` : ''}`,
      );
  } catch (error) {
    logger.error(
      `[pictures] could not bring pictures back from the bucket (the reconcile step retries): ${String(error)}`,
    );
  }
}
// The reconcile step: shortly after start, then every 10 minutes.
let reconciling = false;
async function reconcile() {
  if (!bucket || reconciling) return;
  reconciling = true;
  try {
    const r = await reconcilePictures(db, bucket, config.uploadsDir, new Date(), REPLICA_RETENTION_DAYS);
    if (r.uploaded || r.restored || r.markedDeleted || r.deleted)
      logger.info(
        `[pictures] reconciled: ${r.uploaded} uploaded, ${r.restored} brought back, ${r.markedDeleted} marked deleted, ${r.deleted} past retention removed`,
      );
  } catch (error) {
    logger.warn(`[pictures] reconcile failed (tried again later): ${String(error)}`);
  } finally {
    reconciling = false;
  }
}
const reconcileTimer = bucket ? setInterval(() => void reconcile(), 10 * 60_000).unref() : undefined;
// The websocket at /ws: admin session cookie required; appointments-updated on every change.
const live = createAdminLive({ db, now, config, path: '/ws' });
const hub = live.hub;

const services: AppServices = {
  db,
  now,
  emit: (event) => {
    if (event === 'appointments-changed') live.appointmentsChanged();
    else if (event.type === 'sessions-ended') live.closeSessions(event.sessionIds);
  },
  kickOutbox: () => outboxWorker.kick(),
  erasureLog,
  pictures,
  replication: () => monitor?.status() ?? { enabled: false },
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

// The kapora's deadline and card refunds (issue 38), every minute on the primary.
const depositJobs = createDepositJobs({ services, canWrite: () => !primary?.() });

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
  build = () =>
    (viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>).then((b) =>
      withDatabaseErrors(b),
    );
}

const primary = config.litefsPrimaryFile ? primaryFromFile(config.litefsPrimaryFile) : undefined;

// Notifications (e-mail, Telegram) queued in the outbox table are sent from here, with the
// real clock (retry times are real even when FAKE_NOW fixes the business clock).
const smtpConnections = createSmtpConnections();
const outboxWorker = createOutboxWorker({
  db,
  deliver: (row, now) =>
    deliverOutboxMessage(
      db,
      row,
      {
        secretsKey: config.secretsKey,
        telegramApiRoot: config.telegramApiRoot,
        baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
        smtpConnections,
        linkSecret: config.sessionSecret,
      },
      now,
    ),
  isPermanent: isPermanentFailure,
  isRefusal,
  describe: failureText,
  canWrite: () => !primary?.(),
  afterRun: () => smtpConnections.close(),
  // customer messages kept while no channel was set up go out once one is, if they still make
  // sense by the business clock (docs/decisions/0341); they are due at once by the worker's
  waitsForChannel: waitsForChannelAfter,
  beforeRun: () => void releaseWaitingMessages(db, now(), new Date()),
});
// Reminders of tomorrow's confirmed appointments, queued at start and every 10 minutes.
const reminders = createReminderScheduler({
  db,
  now,
  canWrite: () => !primary?.(),
  onQueued: () => outboxWorker.kick(),
});
// Rebooking nudges ('yeniden randevu önerisi', docs/decisions/0205), the same scheduler with its own scan.
const nudges = createReminderScheduler({
  db,
  now,
  canWrite: () => !primary?.(),
  onQueued: () => outboxWorker.kick(),
  scan: queueDueNudges,
  name: 'rebooking',
});

// Rendered public pages, kept until the database changes or the Istanbul day turns
// (docs/decisions/0142). Production only: in development, code edits change pages too.
const dataVersion = config.production ? dataVersionReader(config.databasePath) : undefined;
const publicPages = dataVersion
  ? pageCache({ version: publicPageVersion(dataVersion.read, now), queryKeys: ['kategori', 'sayfa', 'surum'] })
  : undefined;

/** set by the first SIGTERM/SIGINT: from then on every request answers 503 (server/closing.ts) */
let closing = false;
const app = createHttpApp({
  db,
  primary,
  csp: config.production,
  paymentPageOrigin: config.paymentPageOrigin,
  rateLimits: config.rateLimits,
  trustProxy: config.trustProxy,
  log: process.env.NODE_ENV !== 'test',
  uploadsDir: config.uploadsDir,
  publicDir: path.join(root, 'public'),
  clientBuildDir: config.production ? path.join(root, 'build/client') : undefined,
  viteMiddlewares,
  pageCache: publicPages,
  replication: services.replication,
  closing: () => closing,
  handler: createRequestHandler({
    build,
    mode: config.production ? 'production' : 'development',
    getLoadContext: (req, res) => ({
      ...services,
      clientIp: clientIpOf(req),
      cspNonce: String(res.locals.cspNonce ?? ''),
    }),
  }),
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
  depositJobs.start();
  monitor?.start();
  if (bucket) setTimeout(() => void reconcile(), 5_000).unref();
});

function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info(`[studio] ${signal}: closing`);
  live.close();
  reminders.stop();
  nudges.stop();
  depositJobs.stop();
  monitor?.stop();
  clearInterval(reconcileTimer);
  void outboxWorker.stop();
  server.close(() => {
    dataVersion?.close();
    db.$client.close();
    erasureLog.close();
    // writes have stopped: Litestream ships what is left, then exits (docs/decisions/0320)
    void (replicator?.stop() ?? Promise.resolve()).finally(() => {
      bucket?.close();
      process.exit(0);
    });
  });
  server.closeIdleConnections();
  // Fly gives 5 s by default; stop waiting for slow clients before that.
  setTimeout(() => {
    server.closeAllConnections();
  }, 3000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
