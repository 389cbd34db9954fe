import { spawn } from 'node:child_process';
/**
 * The pieces of the continuous copy on their own (issue 28): the erasure log and its replay
 * after a restore, ids that are never given twice, the restored copy's preparation, the
 * pictures in the bucket (the S3 stand-in), the copy's monitor and the owner's messages,
 * stored credentials moved off the session secret, /healthz, and that nothing in production
 * code or operator scripts runs a blocking checkpoint. The whole (kill -9, start.sh, restores)
 * is the drill: tests/drill/durability.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { idSequences, openDatabase, raiseIdSequences } from '../../db/client';
import {
  appointments,
  customers,
  galleryImages,
  outbox,
  replicationState,
  smtpSettings,
  telegramSettings,
  users,
} from '../../db/schema';
import { ANONYMOUS_CUSTOMER_NAME } from '../../app/domain/personal-data';
import { replicationStatus } from '../../app/domain/replication';
import { createBooking } from '../../app/models/appointments/booking.server';
import { eraseCustomerData, reapplyErasures } from '../../app/models/people/customer-data.server';
import { openErasureLog } from '../../app/models/people/erasure-log.server';
import {
  createPictureCopies,
  localPictureKeys,
  reconcilePictures,
  restoreMissingPictures,
} from '../../app/models/content/picture-copies.server';
import { storeUploads } from '../../app/models/content/uploads.server';
import { noteReplicationStatus, writeHeartbeat } from '../../app/models/studio/replication.server';
import { renderOutboxMessage } from '../../app/models/messaging/deliver.server';
import { rekeyStoredSecrets } from '../../app/models/messaging/stored-secrets.server';
import { decryptSecret, encryptSecret } from '../../app/infra/secrets.server';
import { legacySecretsKey } from '../../server/config';
import { createHttpApp } from '../../server/http-app';
import { createObjectStore } from '../../server/object-store';
import { createReplicationMonitor, shadowPositionOnDisk } from '../../server/replication-monitor';
import { prepareRestoredCopy } from '../../server/restore';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER, TEST_SECRETS_KEY } from '../helpers/test-db';
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in';
import { freePort, ROOT } from '../helpers/server-process';
import { CUSTOMER, demoIds } from './booking-fixtures';

function book(context: ReturnType<typeof createTestContext>, over: Record<string, unknown> = {}) {
  const ids = demoIds(context.db);
  const result = createBooking(context, TEST_CUSTOMER, {
    ...CUSTOMER,
    serviceIds: [ids.service('Klasik Manikür').id],
    packageIds: [],
    teamMemberId: ids.member('Zeynep Kaya').id,
    date: '2026-11-25',
    time: '10:00',
    notes: 'Kısa kesim',
    consent: null,
    source: 'web',
    ...over,
  });
  if (!result.ok) throw new Error(result.message);
  return result.appointment;
}

describe('the erasure log, kept apart', () => {
  it('records the erased customer row (no personal data) and erases them again in a copy restored from before', () => {
    const { db, file } = createTestDb();
    const logFile = path.join(path.dirname(file), 'erasures.db');
    const erasureLog = openErasureLog(logFile);
    const context = createTestContext(db, { erasureLog });
    const mine = book(context);
    const other = book(context, {
      customerName: 'Ece Su',
      customerEmail: 'ece@example.com',
      customerPhone: '05330001122',
      time: '12:00',
    });
    // a copy of the database before the erasure (what a restore to that time brings back)
    const before = path.join(path.dirname(file), 'before.db');
    db.$client.exec(`VACUUM INTO '${before}'`);

    expect(eraseCustomerData(context, TEST_ACTOR, mine.customerId!)).toMatchObject({ appointments: 1 });
    const entries = erasureLog.entries();
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!).sort()).toEqual(['customerCreatedAt', 'customerId', 'erasedAt']);
    expect(fs.readFileSync(logFile).includes(Buffer.from(CUSTOMER.customerEmail))).toBe(false);

    const restored = openDatabase(before);
    try {
      expect(restored.select().from(customers).where(eq(customers.id, mine.customerId!)).get()).toBeDefined();
      expect(
        reapplyErasures({
          db: restored,
          emit: () => {},
          erasureLog,
          now: context.now,
          config: context.config,
          replication: context.replication,
        }),
      ).toBe(1);
      expect(restored.select().from(customers).where(eq(customers.id, mine.customerId!)).get()).toBeUndefined();
      expect(
        restored
          .select({ name: appointments.customerName })
          .from(appointments)
          .where(eq(appointments.id, mine.id))
          .get()?.name,
      ).toBe(ANONYMOUS_CUSTOMER_NAME);
      expect(
        restored
          .select({ name: appointments.customerName })
          .from(appointments)
          .where(eq(appointments.id, other.id))
          .get()?.name,
      ).toBe('Ece Su');
      // again: nothing left to erase
      expect(
        reapplyErasures({
          db: restored,
          emit: () => {},
          erasureLog,
          now: context.now,
          config: context.config,
          replication: context.replication,
        }),
      ).toBe(0);
    } finally {
      restored.$client.close();
      erasureLog.close();
    }
  });

  it('never erases another customer who got the same id (the creation instant must match too)', () => {
    const { db } = createTestDb();
    const context = createTestContext(db);
    const mine = book(context);
    context.erasureLog.record({ customerId: mine.customerId!, customerCreatedAt: 1, erasedAt: Date.now() });
    expect(reapplyErasures(context)).toBe(0);
    expect(db.select().from(customers).where(eq(customers.id, mine.customerId!)).get()).toBeDefined();
  });
});

describe('a restored copy made ready', () => {
  it('is checked, migrated, cleared of later erasures and gets ids past the live database', () => {
    const { db, file } = createTestDb();
    const erasureLogPath = path.join(path.dirname(file), 'erasures.db');
    const erasureLog = openErasureLog(erasureLogPath);
    const context = createTestContext(db, { erasureLog });
    const first = book(context);
    const copy = path.join(path.dirname(file), 'copy.db');
    db.$client.exec(`VACUUM INTO '${copy}'`);
    // after the restore point: a booking (its id must never come back) and an erasure
    const later = book(context, {
      customerName: 'Ece Su',
      customerEmail: 'ece@example.com',
      customerPhone: '05330001122',
      time: '12:00',
    });
    eraseCustomerData(context, TEST_ACTOR, first.customerId!);
    erasureLog.close();

    const prepared = prepareRestoredCopy({
      file: copy,
      liveDatabasePath: file,
      erasureLogPath,
      secretsKey: TEST_SECRETS_KEY,
    });
    expect(prepared.erasedAgain).toBe(1);
    expect(prepared.summary.latestBooking).toMatchObject({ id: first.id, customerName: ANONYMOUS_CUSTOMER_NAME });
    const restored = openDatabase(copy, { migrate: false });
    try {
      expect(idSequences(restored.$client).get('appointments')).toBeGreaterThanOrEqual(later.id);
      const next = restored.insert(customers).values({ name: 'Yeni' }).returning({ id: customers.id }).get();
      expect(next.id).toBeGreaterThan(later.customerId!);
    } finally {
      restored.$client.close();
    }
  });

  it('refuses a damaged copy', () => {
    const { file } = createTestDb({ demo: false });
    const bad = path.join(path.dirname(file), 'bad.db');
    fs.writeFileSync(bad, Buffer.alloc(8192, 7));
    expect(() =>
      prepareRestoredCopy({
        file: bad,
        liveDatabasePath: file,
        erasureLogPath: path.join(path.dirname(file), 'e.db'),
        secretsKey: TEST_SECRETS_KEY,
      }),
    ).toThrow();
  });

  it('after a restore from the copy (ids of the lost last second unknown) every counter jumps by the gap', () => {
    const { db } = createTestDb();
    const before = idSequences(db.$client);
    const raised = raiseIdSequences(db.$client, { gap: 1000 });
    for (const [table, seq] of idSequences(db.$client)) expect(seq).toBe((before.get(table) ?? 0) + 1000);
    expect(raised.get('appointments')).toBe((before.get('appointments') ?? 0) + 1000);
  });
});

describe('stored credentials and the session secret', () => {
  it('values encrypted with the old key derived from SESSION_SECRET are moved to SECRETS_KEY once', () => {
    const { db } = createTestDb({ demo: false });
    const sessionSecret = 's'.repeat(40);
    const old = legacySecretsKey(sessionSecret);
    db.insert(smtpSettings)
      .values({
        host: 'smtp.example.com',
        fromEmail: 'a@example.com',
        passwordEncrypted: encryptSecret('smtp-sifre', old, 'smtp.password'),
      })
      .run();
    db.insert(telegramSettings)
      .values({ botTokenEncrypted: encryptSecret('123:tok', 'the-new-secrets-key-0123456789', 'telegram.botToken') })
      .run();
    expect(rekeyStoredSecrets(db, 'the-new-secrets-key-0123456789', [old])).toEqual({ moved: 1, unreadable: 0 });
    const stored = db.select().from(smtpSettings).get()!;
    expect(decryptSecret(stored.passwordEncrypted, 'the-new-secrets-key-0123456789', 'smtp.password')).toBe(
      'smtp-sifre',
    );
    // a later rotation of the session secret changes nothing
    expect(
      rekeyStoredSecrets(db, 'the-new-secrets-key-0123456789', [legacySecretsKey('another-session-secret-entirely')]),
    ).toEqual({ moved: 0, unreadable: 0 });
  });
});

describe('pictures in the bucket (S3 stand-in)', () => {
  let s3: S3StandIn;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pictures-'));
    s3 = await startS3StandIn({ port: await freePort(), directory: path.join(dir, 's3') });
  });
  afterAll(async () => {
    await s3?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const bucketConfig = () => ({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'auto',
  });

  it('the stand-in lists common prefixes of keys nested two levels down (what Litestream needs)', async () => {
    const store = createObjectStore(bucketConfig());
    await store.put('litestream/v0.3/studio.db/generations/abc/wal/0001.wal.lz4', Buffer.from('x'));
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const out = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'litestream/v0.3/studio.db/generations/', Delimiter: '/' }),
    );
    expect(out.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['litestream/v0.3/studio.db/generations/abc/']);
    client.destroy();
    store.close();
  });

  it('an upload is in the bucket when it is answered; an empty volume gets the shown pictures back; reconcile uploads, marks and expires', async () => {
    const { db, uploadsDir } = createTestDb({ demo: false });
    const store = createObjectStore(bucketConfig());
    const context = createTestContext(db, {
      uploadsDir,
      pictures: createPictureCopies({ store, uploadsDir, log: { warn: () => {} } }),
    });
    const png = await (await import('sharp'))
      .default({ create: { width: 500, height: 300, channels: 3, background: '#c06' } })
      .png()
      .toBuffer();
    const stored = await storeUploads(
      { image: new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }) },
      'gallery',
      context,
    );
    if (!stored.ok) throw new Error('not stored');
    const url = stored.images.image!.url;
    const name = url.replace('/uploads/', '');
    const keys = (await store.list('uploads/')).map((o) => o.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        `uploads/${name}`,
        `uploads/${name.replace('-1600', '-400')}`,
        `uploads/${name.replace('-1600', '-800')}`,
      ]),
    );
    db.insert(galleryImages).values({ title: 'Resim', imageUrl: url }).run();

    // the volume is lost: the record (restored database) shows the picture, the disk lacks it
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    expect(await restoreMissingPictures(db, store, uploadsDir)).toEqual({ restored: 3, missing: [] });
    expect(localPictureKeys(uploadsDir)).toHaveLength(3);

    // a picture on disk that never reached the bucket, and a deleted picture
    fs.writeFileSync(path.join(uploadsDir, 'gallery', `${'b'.repeat(24)}-400.webp`), 'resim');
    db.delete(galleryImages).run();
    fs.rmSync(path.join(uploadsDir, 'gallery'), { recursive: true });
    fs.mkdirSync(path.join(uploadsDir, 'gallery'));
    fs.writeFileSync(path.join(uploadsDir, 'gallery', `${'b'.repeat(24)}-400.webp`), 'resim');
    const now = new Date();
    const first = await reconcilePictures(db, store, uploadsDir, now, 7);
    expect(first).toMatchObject({ uploaded: 1, markedDeleted: 3, deleted: 0 });
    // still there within the retention: a restore to before the deletion finds it
    expect((await reconcilePictures(db, store, uploadsDir, new Date(now.getTime() + 6 * 86_400_000), 7)).deleted).toBe(
      0,
    );
    expect(await store.get(`uploads/${name}`)).not.toBeNull();
    // past the retention: gone, tombstones too
    expect((await reconcilePictures(db, store, uploadsDir, new Date(now.getTime() + 8 * 86_400_000), 7)).deleted).toBe(
      3,
    );
    expect(await store.get(`uploads/${name}`)).toBeNull();
    expect(await store.list('uploads-deleted/')).toEqual([]);
    store.close();
  });

  it('an upload still succeeds when the bucket is away (the reconcile step copies it later)', async () => {
    const { db, uploadsDir } = createTestDb({ demo: false });
    const store = createObjectStore(
      { ...bucketConfig(), endpoint: `http://127.0.0.1:${await freePort()}` },
      { timeoutMs: 1000 },
    );
    const warnings: string[] = [];
    const context = createTestContext(db, {
      uploadsDir,
      pictures: createPictureCopies({ store, uploadsDir, log: { warn: (m) => warnings.push(m) } }),
    });
    const png = await (await import('sharp'))
      .default({ create: { width: 100, height: 100, channels: 3, background: '#06c' } })
      .png()
      .toBuffer();
    const stored = await storeUploads(
      { image: new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }) },
      'gallery',
      context,
    );
    expect(stored.ok).toBe(true);
    expect(warnings.length).toBeGreaterThan(0);
    store.close();
  });
});

describe('the copy watched: /healthz, heartbeats, the owner told once', () => {
  const metrics = (shadow: number, replica: number) =>
    `litestream_shadow_wal_index{db="/data/studio.db"} 0\nlitestream_shadow_wal_size{db="/data/studio.db"} ${shadow}\nlitestream_replica_wal_index{db="/data/studio.db",name="s3"} 0\nlitestream_replica_wal_offset{db="/data/studio.db",name="s3"} ${replica}\n`;

  it('lag grows while the replica stands still, heartbeats are written, one alert and one recovery are queued', async () => {
    const { db } = createTestDb({ demo: false });
    db.insert(users).values({ name: 'Sahibe', email: 'sahibe@example.com', passwordHash: 'x', role: 'owner' }).run();
    db.insert(smtpSettings).values({ host: '127.0.0.1', fromEmail: 'studio@example.com', isActive: true }).run();
    let clock = 1_000_000;
    let text = metrics(100, 100);
    let alive = true;
    let kicks = 0;
    let heartbeats = 0;
    // the shadow WAL as Litestream's folder shows it (its size metric sums every file: not used)
    const shadowOf = () => ({ index: 0, offset: Number(/shadow_wal_size\{[^}]*\} (\d+)/.exec(text)![1]) });
    const monitor = createReplicationMonitor({
      db,
      databases: ['/data/studio.db'],
      readShadow: shadowOf,
      heartbeat: (at) => {
        heartbeats++;
        writeHeartbeat(db, at);
      },
      fetchMetrics: async () => {
        if (!alive) throw new Error('down');
        return text;
      },
      replicatorAlive: () => alive,
      alertAfterSeconds: 60,
      now: () => clock,
      onQueued: () => kicks++,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    await monitor.tick();
    expect(monitor.status()).toMatchObject({ inSync: true, state: 'in-sync', lagSeconds: 0 });
    expect(heartbeats).toBe(1); // once when the replicator is seen running: each database gets a change to report

    // writes keep coming, the storage does not answer: the replica stands still
    for (let i = 1; i <= 70; i++) {
      clock += 1000;
      text = metrics(100 + i * 10, 100);
      await monitor.tick();
    }
    expect(monitor.status()).toMatchObject({ inSync: false, state: 'behind', lagSeconds: 70, warning: true });
    expect(db.select().from(replicationState).get()?.heartbeatAt).toBeInstanceOf(Date);
    expect(heartbeats).toBeGreaterThan(5);
    expect(heartbeats).toBeLessThan(40); // rarer as the lag grows
    let mails = db.select().from(outbox).where(eq(outbox.topic, 'replication-alert')).all();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', payload: { event: 'alert', to: 'sahibe@example.com' } });
    expect(kicks).toBe(1);
    const rendered = renderOutboxMessage(db, mails[0]!, { baseUrl: 'http://localhost', now: new Date() });
    expect(rendered).toMatchObject({
      channel: 'email',
      email: { to: 'sahibe@example.com', subject: expect.stringContaining('Yedekleme geride kaldı') },
    });

    // back: the replica reaches the shadow
    clock += 1000;
    text = metrics(800, 800);
    await monitor.tick();
    expect(monitor.status()).toMatchObject({ inSync: true, warning: false });
    mails = db.select().from(outbox).where(eq(outbox.topic, 'replication-alert')).all();
    expect(mails.map((m) => (m.payload as { event: string }).event)).toEqual(['alert', 'recovered']);
    // nothing more while it stays in sync
    for (let i = 0; i < 5; i++) {
      clock += 1000;
      await monitor.tick();
    }
    expect(db.select().from(outbox).where(eq(outbox.topic, 'replication-alert')).all()).toHaveLength(2);

    // the replicator dies: "down" at once on the dashboard, the site keeps its 200
    alive = false;
    clock += 1000;
    await monitor.tick();
    expect(monitor.status()).toMatchObject({ state: 'down', warning: true, inSync: false });
    const app = createHttpApp({
      db,
      uploadsDir: '/nonexistent',
      publicDir: path.join(ROOT, 'public'),
      replication: monitor.status,
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as { port: number }).port;
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { replication: unknown }).replication).toMatchObject({
      enabled: true,
      inSync: false,
      state: 'down',
      replicator: 'down',
    });
    server.close();
  });

  it('prefers Telegram when it is on, and tells once even if asked twice', () => {
    const { db } = createTestDb({ demo: false });
    db.insert(telegramSettings).values({ botTokenEncrypted: 'v1.x.y.z', chatId: '42', isActive: true }).run();
    const behind = replicationStatus({
      since: 0,
      syncedAt: 0,
      replicator: 'running',
      now: 90_000,
      alertAfterSeconds: 60,
    });
    expect(noteReplicationStatus(db, behind, new Date())).toEqual({ event: 'alert', queued: 1 });
    expect(noteReplicationStatus(db, behind, new Date())).toBeNull();
    const rows = db.select().from(outbox).all();
    expect(rows.map((r) => r.channel)).toEqual(['telegram']);
    expect(renderOutboxMessage(db, rows[0]!, { baseUrl: 'http://localhost', now: new Date() })).toMatchObject({
      channel: 'telegram',
      text: expect.stringContaining('uzak yedek 1 dakika geride'),
    });
  });
});

describe("Litestream's shadow WAL read from its folder", () => {
  it('is the last WAL file of the current generation and its size, not the sum the metric reports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-shadow-'));
    const db = path.join(dir, 'studio.db');
    expect(shadowPositionOnDisk(db)).toBeNull();
    const wal = path.join(dir, '.studio.db-litestream', 'generations', 'a4fb5e1aa81b78f1', 'wal');
    fs.mkdirSync(wal, { recursive: true });
    fs.writeFileSync(path.join(dir, '.studio.db-litestream', 'generation'), 'a4fb5e1aa81b78f1');
    fs.writeFileSync(path.join(wal, '00000000.wal'), Buffer.alloc(4000));
    fs.writeFileSync(path.join(wal, '0000000a.wal'), Buffer.alloc(1234));
    expect(shadowPositionOnDisk(db)).toEqual({ index: 10, offset: 1234 });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('no blocking checkpoint in production code or operator scripts', () => {
  it('FULL, RESTART and TRUNCATE wal_checkpoints are kept out (they block writers while Litestream runs)', () => {
    const roots = ['app', 'server', 'db', 'scripts', 'deploy', 'server.ts'];
    const offenders: string[] = [];
    const walk = (p: string) => {
      const full = path.join(ROOT, p);
      if (fs.statSync(full).isDirectory()) {
        for (const name of fs.readdirSync(full)) if (name !== 'migrations') walk(path.join(p, name));
      } else if (/\.(ts|tsx|js|sh|yml)$/.test(p) && !/\.test\.tsx?$/.test(p)) {
        const text = fs.readFileSync(full, 'utf8');
        // the one allowed: the erasure's checkpoint in db/client.ts, which runs only without the copy (forgetFreedPages)
        const allowed =
          p === path.join('db', 'client.ts')
            ? text.replace("const ERASURE_CHECKPOINT = 'wal_checkpoint(TRUNCATE)';", '')
            : text;
        if (/wal_checkpoint\s*\(\s*['"]?(FULL|RESTART|TRUNCATE)/i.test(allowed)) offenders.push(p);
      }
    };
    for (const r of roots) walk(r);
    expect(offenders).toEqual([]);
  });
});

describe('a backup file restored', () => {
  it("erases again whoever the live log or the backup's own log names", async () => {
    const { createBackup, restoreBackup } = await import('../../server/backup');
    const { db, file, uploadsDir } = createTestDb();
    const erasureLogPath = path.join(path.dirname(file), 'erasures.db');
    const context = createTestContext(db, { erasureLog: openErasureLog(erasureLogPath) });
    const mine = book(context);
    const backup = await createBackup({
      databasePath: file,
      uploadsDir,
      outDir: path.join(path.dirname(file), 'backups'),
      erasureLogPath,
    });
    eraseCustomerData(context, TEST_ACTOR, mine.customerId!);
    context.erasureLog.close();
    await restoreBackup({
      file: backup.file,
      databasePath: file,
      uploadsDir,
      erasureLogPath,
      secretsKey: TEST_SECRETS_KEY,
    });
    const check = new Database(file, { readonly: true });
    try {
      expect(
        (check.prepare('select customer_name as n from appointments where id = ?').get(mine.id) as { n: string }).n,
      ).toBe(ANONYMOUS_CUSTOMER_NAME);
    } finally {
      check.close();
    }
  });
});

describe('npm run restore asks first', () => {
  it('shows the backup, and any answer but "evet" leaves the live database untouched', {
    timeout: 60_000,
  }, async () => {
    const { createBackup } = await import('../../server/backup');
    const { db, file, uploadsDir } = createTestDb();
    const backup = await createBackup({
      databasePath: file,
      uploadsDir,
      outDir: path.join(path.dirname(file), 'backups'),
    });
    const context = createTestContext(db);
    const later = book(context);
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', backup.file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_PATH: file, UPLOADS_DIR: uploadsDir, NODE_ENV: 'test' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.stdin.end('hayır\n');
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(out).toContain('Bütünlük denetimi (integrity_check): ok');
    expect(out).toMatch(/appointments\s+\d+\s+\d+/);
    expect(out).toContain('Onay verilmedi: canlı veritabanına dokunulmadı.');
    expect(code).toBe(3);
    expect(db.select().from(appointments).where(eq(appointments.id, later.id)).get()).toBeDefined();
  });
});
