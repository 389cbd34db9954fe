import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject, onTestFinished } from 'vitest';
import { openDatabase, type Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppEvent, RequestContext } from '../../app/infra/app-context';
import type { OutboxContext } from '../../app/models/commit.server';
import type { Actor } from '../../app/domain/audit';
import { openErasureLog, type ErasureLog } from '../../app/models/people/erasure-log.server';
import { NO_PICTURE_COPIES, type PictureCopies } from '../../app/models/content/picture-copies.server';
import type { ReplicationStatus } from '../../app/domain/replication';

/** The SECRETS_KEY of the test contexts. */
export const TEST_SECRETS_KEY = 'test-secrets-key-test-secrets-key';

export type TestDb = { db: Db; file: string; uploadsDir: string };

/**
 * A fresh database file for one test: a copy of the migrated template (with the demo studio
 * unless `demo: false`). Closed and removed when the test finishes.
 */
export function createTestDb(options: { demo?: boolean } = {}): TestDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
  const file = path.join(dir, 'studio.db');
  fs.copyFileSync(options.demo === false ? inject('baseEmptyDb') : inject('baseDemoDb'), file);
  const uploadsDir = path.join(dir, 'uploads');
  fs.mkdirSync(uploadsDir);
  const db = openDatabase(file);
  onTestFinished(() => {
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { db, file, uploadsDir };
}

export type TestContext = RequestContext & { events: AppEvent[]; outboxKicks: number };

/** A load context like server.ts builds, with a fixed clock and recorded events. */
export function createTestContext(
  db: Db,
  options: {
    now?: Date | string;
    uploadsDir?: string;
    clientIp?: string;
    erasureLog?: ErasureLog;
    pictures?: PictureCopies;
    replication?: () => ReplicationStatus;
  } = {},
): TestContext {
  const now = options.now ? new Date(options.now) : new Date('2026-11-24T10:00:00+03:00');
  const context: TestContext = {
    db,
    clientIp: options.clientIp ?? '127.0.0.1',
    cspNonce: '',
    now: () => now,
    events: [],
    outboxKicks: 0,
    emit: (event) => {
      context.events.push(event);
    },
    kickOutbox: () => {
      context.outboxKicks++;
    },
    erasureLog: options.erasureLog ?? openErasureLog(':memory:'),
    pictures: options.pictures ?? NO_PICTURE_COPIES,
    replication: options.replication ?? (() => ({ enabled: false })),
    config: {
      uploadsDir: options.uploadsDir ?? inject('baseDemoUploads'),
      sessionSecret: 'test-secret-test-secret-test-secret',
      secretsKey: TEST_SECRETS_KEY,
      rateLimits: false,
      production: false,
      telegramApiRoot: 'http://127.0.0.1:9',
    },
  };
  return context;
}

/** Who writes in tests that do not care (the history's actor, docs/decisions/0351). */
export const TEST_ACTOR: Actor = { kind: 'account', userId: 1, name: 'Test Yönetici', ip: '127.0.0.1' };
/**
 * TEST_ACTOR's account row, for writes that keep who did them as a user reference (a sale's
 * `createdBy`, a day close's `closedBy`). Idempotent.
 */
export function ensureTestActorUser(db: Db): void {
  db.insert(users)
    .values({ id: 1, name: 'Test Yönetici', email: 'test-actor@studio.test', role: 'owner', passwordHash: 'x' })
    .onConflictDoNothing()
    .run();
}

/** A customer booking from the test client's IP. */
export const TEST_CUSTOMER: Actor = { kind: 'customer', ip: '127.0.0.1' };

/**
 * A write that wakes the outbox, called where no worker runs (a test's or a bench's set-up):
 * the database, and a wake-up with nobody to wake.
 */
export const withoutOutboxWorker = (db: Db): OutboxContext => ({ db, kickOutbox: () => {} });
