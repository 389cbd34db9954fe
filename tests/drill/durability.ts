/**
 * The durability drill (issue 28; docs/decisions/0320–0328). Part of `npm test` (scripts/test.sh
 * runs it after vitest; it needs the build). Everything from npm packages: the S3 stand-in
 * (s3rver), Litestream (@flydotio/litestream-linux-x64), the built server started through
 * deploy/start.sh exactly as the image starts it.
 *
 * A. The copy's state, then a point-in-time restore (one server, kept running):
 *    bookings, the stand-in stopped (/healthz: the lag grows, the dashboard warns, the owner
 *    gets one e-mail), back (in sync within 5 s, the warning clears, one "recovered" e-mail);
 *    later (more than a minute after the bookings) a customer's appointments are deleted at T
 *    and `npm run restore -- --at T−1min` brings them back, integrity ok.
 * B. Three runs of the disaster: bookings over HTTP, pictures uploaded, `kill -9` of every
 *    process, the data folder deleted; start.sh refuses to start while the copy is
 *    unreachable; then it restores: every booking acknowledged more than 2 s before the kill
 *    is there, the pictures are back, new bookings get fresh ids. Then a graceful SIGTERM under
 *    load, the data folder deleted again: nothing lost.
 *    Run 1 talks to the bucket over HTTPS, as on Fly (docs/decisions/0410): the stand-in's
 *    certificate comes from a throwaway CA made now with openssl, trusted only through a
 *    system-style trust store built from what the Dockerfile's runtime stage installs
 *    (SSL_CERT_FILE, which Litestream's Go runtime reads): first start.sh with the studio's
 *    roots but not that CA must refuse to start with Litestream's x509 error, then with it the
 *    whole run. Without `ca-certificates` in the runtime stage the store is empty and the run
 *    fails, as the image would on Fly.
 *
 * Prints its figures (lost bookings, seconds lost, restore time) and exits non-zero on any
 * failure. Without the Litestream binary (it is Linux x64 only) it fails loudly: set
 * LITESTREAM_BIN to a Litestream 0.3.x binary elsewhere (docs/decisions/0321).
 *
 *   npx react-router build && npm run test:drill
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { bookableSlots, postBooking, type Slot } from '../helpers/booking-load';
import { startFakeSmtp } from '../helpers/fake-smtp';
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in';
import { makeTestCa, type TestCa } from '../helpers/test-ca';
import { runtimeTrustStore } from '../helpers/runtime-image';
import { freePort, ROOT } from '../helpers/server-process';
import { signInOverHttp } from '../helpers/admin';

const BIN = process.env.LITESTREAM_BIN ?? path.join(ROOT, 'node_modules/@flydotio/litestream-linux-x64/litestream');
const RUNS = Number(process.env.DRILL_RUNS ?? 3);
/** DRILL_ONLY=B skips scenario A, DRILL_ONLY=A the runs of B and the point-in-time restore, DRILL_ONLY=TLS runs only B's HTTPS run (while working on the drill itself) */
const ONLY = process.env.DRILL_ONLY;
const LOAD_MS = Number(process.env.DRILL_LOAD_MS ?? 6000);
const ADMIN = { email: 'sahibe@drill.test', password: 'drill-sifre-123' };

if (!fs.existsSync(path.join(ROOT, 'build/server/server.js'))) {
  console.error('[drill] build/server/server.js is missing: run `npx react-router build` first');
  process.exit(1);
}
if (!fs.existsSync(BIN)) {
  console.error('');
  console.error(`[drill] FAILED: the Litestream binary is not here: ${BIN}`);
  console.error(
    `[drill] It comes from the optional npm package @flydotio/litestream-linux-x64 (Linux x64 only; this is ${process.platform}-${process.arch}).`,
  );
  console.error(
    '[drill] The drill never passes without running: on another platform set LITESTREAM_BIN to a Litestream 0.3.x binary (docs/decisions/0321).',
  );
  process.exit(1);
}

// The AWS SDK inside Litestream trusts only AWS_CA_BUNDLE when that is set (some machines set
// it for every tool); Fly does not, and the HTTPS run must see the image's system trust store.
delete process.env.AWS_CA_BUNDLE;

let failures = 0;
function check(ok: boolean, what: string): void {
  if (ok) console.log(`  ok   ${what}`);
  else {
    failures++;
    console.log(`  FAIL ${what}`);
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// A server started through deploy/start.sh, in its own process group (kill -9 reaches all)
// ---------------------------------------------------------------------------------------------

type Studio = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

async function startThroughStartSh(
  env: Record<string, string>,
  options: { expectExit?: boolean; timeoutMs?: number } = {},
): Promise<Studio> {
  const child = spawn('sh', ['deploy/start.sh'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', RATE_LIMITS: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const studio: Studio = { url: `http://127.0.0.1:${env.PORT}`, child, output: () => out, exited };
  if (options.expectExit) return studio;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start.sh exited (${child.exitCode}):\n${out}`);
    const ok = await fetch(`${studio.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return studio;
    if (Date.now() > deadline) {
      killGroup(child, 'SIGKILL');
      throw new Error(`no /healthz answer in time:\n${out}`);
    }
    await sleep(100);
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** Every process of the group, the server and Litestream, killed at once. */
async function killEverything(studio: Studio) {
  killGroup(studio.child, 'SIGKILL');
  await studio.exited;
  // Litestream is in the same group; wait until no member is left
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(-studio.child.pid!, 0);
      await sleep(50);
    } catch {
      return;
    }
  }
}

async function healthz(url: string) {
  return (await (await fetch(`${url}/healthz`)).json()) as {
    status: string;
    replication: { enabled: boolean; inSync?: boolean; lagSeconds?: number; state?: string };
  };
}

async function api(
  url: string,
  token: string,
  pathname: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) body = init.form;
  const res = await fetch(`${url}${pathname}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${init.method ?? 'POST'} ${pathname}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin login failed: ${res.status}`);
  return body.token;
}

async function picture(seed: number): Promise<Blob> {
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: (seed * 53) % 255, g: 120, b: 160 } },
  })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/** A studio made over HTTP: a category, a 30-minute service, four members (one with a photo), a gallery picture. Returns the pictures' URLs. */
async function setUpStudio(url: string, token: string, seed: number): Promise<string[]> {
  await api(url, token, '/api/categories', { json: { name: 'tirnak', displayName: 'Tırnak' } });
  await api(url, token, '/api/services', {
    json: {
      name: 'Kalıcı Oje',
      category: 'tirnak',
      description: 'Dayanıklılık tatbikatı',
      price: '450',
      duration: 30,
      isActive: true,
    },
  });
  const team = new FormData();
  team.set('name', 'Ayşe Usta');
  team.set('specialization', 'Nail art');
  team.set('image', await picture(seed), 'ayse.png');
  const member = (await api(url, token, '/api/team', { form: team })) as { teamMember: { imageUrl: string } };
  for (const name of ['Elif', 'Zehra', 'Derya'])
    await api(url, token, '/api/team', { json: { name: `${name} Usta`, specialization: 'Manikür' } });
  const gallery = new FormData();
  gallery.set('title', 'Tatbikat resmi');
  gallery.set('image', await picture(seed + 1), 'galeri.png');
  const image = (await api(url, token, '/api/gallery', { form: gallery })) as { image: { imageUrl: string } };
  return [member.teamMember.imageUrl, image.image.imageUrl];
}

type Acked = { id: number; email: string; answeredAt: number };

/**
 * Bookers in parallel until stopped, each pausing `pauseMs` between bookings (two bookers:
 * about 50 bookings a second, whatever the machine's speed, so the slots never run out);
 * returns the acknowledged bookings.
 */
function bookUntil(url: string, slots: Slot[], from: { next: number }, prefix: string, concurrency = 2, pauseMs = 40) {
  const acked: Acked[] = [];
  let stop = false;
  const worker = async () => {
    while (!stop && from.next < slots.length) {
      const n = from.next++;
      const answer = await postBooking(url, slots[n]!, n, prefix);
      if (answer.ok) acked.push({ id: answer.id, email: answer.email, answeredAt: answer.answeredAt });
      await sleep(pauseMs);
    }
    if (from.next >= slots.length) throw new Error('the drill ran out of free slots');
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker));
  return {
    acked,
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

function present(databasePath: string, acked: Acked[]): { lost: Acked[]; integrity: string } {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const has = db.prepare('select 1 from appointments where id = ? and customer_email = ?');
    return {
      lost: acked.filter((a) => !has.get(a.id, a.email)),
      integrity: String(db.pragma('integrity_check', { simple: true })),
    };
  } finally {
    db.close();
  }
}

async function picturesBack(url: string, uploadsDir: string, urls: string[]): Promise<boolean> {
  for (const u of urls) {
    for (const width of [400, 800, 1600]) {
      const variant = u.replace(/-\d+\.webp$/, `-${width}.webp`);
      if (!fs.existsSync(path.join(uploadsDir, variant.replace(/^\/uploads\//, '')))) return false;
    }
    const res = await fetch(`${url}${u}`);
    if (res.status !== 200 || res.headers.get('x-placeholder')) return false;
    await res.arrayBuffer();
  }
  return true;
}

async function serverEnv(dir: string, s3: S3StandIn, extra: Record<string, string> = {}) {
  return {
    ...s3.env,
    PORT: String(await freePort()),
    LITESTREAM_ADDR: `127.0.0.1:${await freePort()}`,
    LITESTREAM_BIN: BIN,
    DATABASE_PATH: path.join(dir, 'data', 'studio.db'),
    UPLOADS_DIR: path.join(dir, 'data', 'uploads'),
    SECRETS_KEY: 'drill-secrets-key-0123456789abcdef',
    SESSION_SECRET: 'drill-session-secret-0123456789abcdef',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
}

const restoreMsOf = (output: string) =>
  Number(/restored \S*studio\.db from the off-site copy in (\d+) ms/.exec(output)?.[1] ?? NaN);

// ---------------------------------------------------------------------------------------------
// A, first half: the copy's state while the storage is away and back
// ---------------------------------------------------------------------------------------------

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-drill-'));
const cleanups: (() => Promise<void> | void)[] = [];
const started = Date.now();

async function scenarioA() {
  console.log("\n== A. the copy's state, the owner told, a restore to a minute before a deletion ==");
  const dir = path.join(base, 'a');
  const s3 = await startS3StandIn({ port: await freePort(), directory: path.join(dir, 's3') });
  cleanups.push(() => s3.stop());
  const smtp = await startFakeSmtp();
  cleanups.push(() => smtp.stop());
  const env = await serverEnv(dir, s3, { REPLICATION_ALERT_AFTER_SECONDS: '4' });
  const studio = await startThroughStartSh(env);
  cleanups.push(() => killEverything(studio));
  const token = await adminToken(studio.url);
  await setUpStudio(studio.url, token, 1);
  await api(studio.url, token, '/api/smtp', {
    json: { host: '127.0.0.1', port: smtp.port, secure: false, fromEmail: 'studio@drill.test', isActive: true },
  });
  const slots = bookableSlots(env.DATABASE_PATH, 400);
  const cursor = { next: 0 };

  // the customer whose appointments will be deleted and restored
  const kept: number[] = [];
  for (let i = 0; i < 3; i++) {
    const a = await postBooking(studio.url, slots[cursor.next++]!, 9000 + i, 'pitr');
    if (a.ok) kept.push(a.id);
  }
  check(kept.length === 3, `3 appointments of the customer to delete later: ${kept.join(', ')}`);

  // the copy's first shipment done (a busy machine can take a few seconds after the bookings above)
  let first = await healthz(studio.url);
  for (let i = 0; i < 100 && !first.replication.inSync; i++) {
    await sleep(100);
    first = await healthz(studio.url);
  }
  check(
    first.status === 'ok' && first.replication.enabled === true && first.replication.inSync === true,
    `/healthz reports replication, in sync: ${JSON.stringify(first.replication)}`,
  );

  // the storage goes away while bookings keep coming
  await s3.stop();
  const load = bookUntil(studio.url, slots, cursor, 'outage', 1);
  const lags: number[] = [];
  let statusWhileAway = 0;
  for (let i = 0; i < 8; i++) {
    await sleep(1000);
    const res = await fetch(`${studio.url}/healthz`);
    statusWhileAway = Math.max(statusWhileAway, res.status);
    lags.push(((await res.json()) as { replication: { lagSeconds: number } }).replication.lagSeconds);
  }
  console.log(`  lag while the stand-in is stopped (s): ${lags.join(' ')}`);
  check(statusWhileAway === 200, '/healthz stays 200 while only the copy lags');
  check(
    lags[lags.length - 1]! >= 5 && lags[lags.length - 1]! > lags[1]!,
    'the lag grows while the stand-in is stopped',
  );
  const cookie = await signInOverHttp(studio.url, ADMIN.email, ADMIN.password);
  const dashboard = await (await fetch(`${studio.url}/admin`, { headers: { Cookie: cookie } })).text();
  check(
    /Son yedek: \d+ saniye önce/.test(dashboard) &&
      dashboard.includes('data-backup-warning') &&
      /Yedek \d+ saniye geride/.test(dashboard),
    'the dashboard shows "Son yedek: … önce" and the warning',
  );
  await load.stop();

  // the storage is back: no more bookings, the heartbeat makes Litestream try again
  await s3.start();
  const back = Date.now();
  let inSyncAfter = NaN;
  while (Date.now() - back < 15_000) {
    const h = await healthz(studio.url);
    if (h.replication.inSync) {
      inSyncAfter = (Date.now() - back) / 1000;
      break;
    }
    await sleep(200);
  }
  console.log(`  back in sync ${inSyncAfter.toFixed(1)} s after the stand-in returned`);
  check(inSyncAfter <= 5, "in sync within 5 s of the stand-in's return");
  const after = await (await fetch(`${studio.url}/admin`, { headers: { Cookie: cookie } })).text();
  check(
    /Son yedek: \d+ saniye önce/.test(after) && !after.includes('data-backup-warning'),
    'the dashboard warning clears',
  );
  const mails = await smtp.waitFor(2, 15_000).catch(() => smtp.mails);
  await sleep(1500); // nothing more should come
  const notices = smtp.mails.filter((m) => /Yedekleme/.test(m.subject));
  console.log(`  owner's e-mails: ${notices.map((m) => m.subject).join(' | ')}`);
  check(
    mails.length >= 2 &&
      notices.length === 2 &&
      /geride/.test(notices[0]!.subject) &&
      /güncel/.test(notices[1]!.subject),
    'the owner is told once when the copy fell behind and once when it recovered',
  );

  // the replicator dies: the site keeps serving and says so; it is started again
  const litestreamPid = Number(
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(studio.child.pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)[0],
  );
  process.kill(litestreamPid, 'SIGKILL');
  let sawDown = false;
  let statusWhileDown = 0;
  let backAfter = NaN;
  const killedAt = Date.now();
  const seen: string[] = [];
  while (Date.now() - killedAt < 20_000) {
    const res = await fetch(`${studio.url}/healthz`);
    statusWhileDown = Math.max(statusWhileDown, res.status);
    const r = ((await res.json()) as { replication: { state: string; inSync: boolean; lagSeconds: number } })
      .replication;
    seen.push(`${r.state}/${r.lagSeconds}`);
    if (r.state === 'down') sawDown = true;
    if (sawDown && r.inSync) {
      backAfter = (Date.now() - killedAt) / 1000;
      break;
    }
    await sleep(200);
  }
  check(sawDown && statusWhileDown === 200, 'Litestream killed: /healthz says "down" and the site keeps answering 200');
  check(backAfter < 20, `the server starts Litestream again: in sync ${backAfter.toFixed(1)} s after the kill`);
  if (!(backAfter < 20))
    console.log(`  states seen: ${seen.join(' ')}\n${studio.output().split('\n').slice(-15).join('\n')}`);

  // Everything written so far is in the copy from here on: the replicator was seen down and then in
  // sync again (a fresh reading, where the first "in sync" above may still be the one from before
  // the bookings on a busy machine). Litestream dates what it restores by when it was shipped, not
  // when it was written, so the point-in-time target counts from here.
  const shippedAt = Date.now();
  return { studio, env, token, kept, shippedAt };
}

// ---------------------------------------------------------------------------------------------
// A, second half: delete at T, restore to T − 1 min
// ---------------------------------------------------------------------------------------------

async function pointInTime(a: Awaited<ReturnType<typeof scenarioA>>) {
  console.log('\n== A. point-in-time restore ==');
  const wait = a.shippedAt + 62_000 - Date.now();
  if (wait > 0) {
    console.log(`  waiting ${Math.ceil(wait / 1000)} s so that T − 1 min is after the bookings`);
    await sleep(wait);
  }
  const T = new Date();
  for (const id of a.kept) await api(a.studio.url, a.token, `/api/admin/appointments/${id}`, { method: 'DELETE' });
  await sleep(2500); // replicated
  const target = new Date(T.getTime() - 60_000);
  const t0 = Date.now();
  const restore = spawn('npx', ['tsx', 'scripts/restore.ts', '--at', target.toISOString()], {
    cwd: ROOT,
    env: { ...process.env, ...a.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  restore.stdout.on('data', (d) => (out += d));
  restore.stderr.on('data', (d) => (out += d));
  restore.stdin.end('evet\n');
  const code = await new Promise<number | null>((resolve) => restore.once('exit', resolve));
  const ms = Date.now() - t0;
  console.log(out.replace(/^/gm, '    '));
  check(code === 0, `npm run restore -- --at "${target.toISOString()}" answered "evet" and exited 0 (${ms} ms in all)`);
  check(/integrity_check\): ok/.test(out), 'the restored copy passed integrity_check before it was swapped in');
  const { lost, integrity } = present(
    a.env.DATABASE_PATH,
    a.kept.map((id, i) => ({ id, email: `pitr-${9000 + i}@example.com`, answeredAt: 0 })),
  );
  check(lost.length === 0, `the deleted appointments are back (${a.kept.length - lost.length} of ${a.kept.length})`);
  check(integrity === 'ok', 'integrity_check of the live database after the swap: ok');
  const seen = await fetch(`${a.studio.url}/api/admin/appointments/${a.kept[0]}`, {
    headers: { Authorization: `Bearer ${a.token}` },
  });
  check(seen.status === 200, 'the running server sees them without a restart');
  const h = await healthz(a.studio.url);
  check(h.status === 'ok', `the server is healthy after the restore (replication ${h.replication.state})`);
}

// ---------------------------------------------------------------------------------------------
// B. The disaster, three times
// ---------------------------------------------------------------------------------------------

type Figures = {
  run: number;
  acked: number;
  ackedBefore2s: number;
  lost: number;
  secondsLost: number;
  restoreMs: number;
  readyMs: number;
  gracefulAcked: number;
  gracefulLost: number;
  gracefulRestoreMs: number;
};

/**
 * The bucket over HTTPS, its certificate signed by `ca`: the environment that makes the
 * processes trust it as the runtime image would (Litestream: the image's system trust store;
 * the server's own uploads: Node's roots, where NODE_EXTRA_CA_CERTS stands for the public root).
 * First proves that the studio's roots without that CA are refused (Litestream's x509 error,
 * start.sh refuses to start on an empty volume).
 */
async function trustedHttps(dir: string, s3: S3StandIn, ca: TestCa, env: Record<string, string>) {
  console.log(`  the bucket at ${s3.endpoint}, trusted only through the runtime image's trust store`);
  const untrusted = runtimeTrustStore(path.join(dir, 'untrusted'), ca.caFile, { withBucketCa: false });
  const refused = await startThroughStartSh(
    {
      ...env,
      SSL_CERT_FILE: untrusted.SSL_CERT_FILE,
      SSL_CERT_DIR: untrusted.SSL_CERT_DIR,
      NODE_EXTRA_CA_CERTS: ca.caFile,
      START_RESTORE_ATTEMPTS: '1',
    },
    { expectExit: true },
  );
  const refusedCode = await refused.exited;
  const x509 = /x509: certificate signed by unknown authority/.test(refused.output());
  check(
    refusedCode === 75 && x509 && !fs.existsSync(env.DATABASE_PATH ?? ''),
    `a certificate outside the system trust store: Litestream refuses it (x509) and start.sh refuses to start (exit ${refusedCode})`,
  );
  if (!x509) console.log(refused.output().replace(/^/gm, '    '));
  const trusted = runtimeTrustStore(path.join(dir, 'trusted'), ca.caFile);
  if (!trusted.hasBundle)
    console.log(
      "  the Dockerfile's runtime stage installs no CA bundle (ca-certificates): its trust store is empty, Litestream cannot reach the bucket",
    );
  return { SSL_CERT_FILE: trusted.SSL_CERT_FILE, SSL_CERT_DIR: trusted.SSL_CERT_DIR, NODE_EXTRA_CA_CERTS: ca.caFile };
}

async function disasterRun(run: number, https: TestCa | null): Promise<Figures> {
  console.log(
    `\n== B. run ${run}: kill -9 of everything, the data folder deleted${https ? ' (the bucket over HTTPS)' : ''} ==`,
  );
  const dir = path.join(base, `b${run}`);
  const s3 = await startS3StandIn({
    port: await freePort(),
    directory: path.join(dir, 's3'),
    tls: https ? { key: https.key, cert: https.cert } : undefined,
  });
  cleanups.push(() => s3.stop());
  let env = await serverEnv(dir, s3, { START_RESTORE_ATTEMPTS: '2' });
  if (https) env = { ...env, ...(await trustedHttps(dir, s3, https, env)) };
  let studio = await startThroughStartSh(env);
  if (https) {
    let h = await healthz(studio.url);
    for (let i = 0; i < 100 && !h.replication.inSync; i++) {
      await sleep(100);
      h = await healthz(studio.url);
    }
    check(h.replication.inSync === true, `Litestream ships to the HTTPS bucket: ${JSON.stringify(h.replication)}`);
  }
  const token = await adminToken(studio.url);
  const pictures = await setUpStudio(studio.url, token, run * 10);
  const slots = bookableSlots(env.DATABASE_PATH, 3000);
  const cursor = { next: 0 };

  const load = bookUntil(studio.url, slots, cursor, `run${run}`);
  await sleep(LOAD_MS);
  const killAt = Date.now();
  await killEverything(studio);
  await load.stop();
  const acked = load.acked;
  fs.rmSync(path.join(dir, 'data'), { recursive: true, force: true });

  // the copy unreachable: no empty studio
  await s3.stop();
  const refused = await startThroughStartSh(env, { expectExit: true });
  const refusedCode = await refused.exited;
  check(
    refusedCode !== 0 && !fs.existsSync(env.DATABASE_PATH) && /REFUSING TO START/.test(refused.output()),
    `with the copy unreachable start.sh refuses to start (exit ${refusedCode}), no empty studio`,
  );
  await s3.start();

  const t0 = Date.now();
  studio = await startThroughStartSh(env);
  const readyMs = Date.now() - t0;
  const restoreMs = restoreMsOf(studio.output());
  const { lost, integrity } = present(env.DATABASE_PATH, acked);
  const old = acked.filter((a) => a.answeredAt < killAt - 2000);
  const oldLost = lost.filter((a) => a.answeredAt < killAt - 2000);
  // answers that arrived while the kill was under way count as 0 s before it
  const secondsLost = lost.length ? Math.max(0, killAt - Math.min(...lost.map((a) => a.answeredAt))) / 1000 : 0;
  console.log(
    `  acknowledged ${acked.length}, lost ${lost.length} (${secondsLost.toFixed(2)} s before the kill), restore ${restoreMs} ms, answering ${readyMs} ms after start`,
  );
  check(
    oldLost.length === 0,
    `every booking acknowledged more than 2 s before the kill is there (${old.length - oldLost.length} of ${old.length})`,
  );
  check(integrity === 'ok', 'integrity_check: ok');
  check(
    await picturesBack(studio.url, env.UPLOADS_DIR, pictures),
    `the pictures are back (${pictures.length} pictures, every size, served)`,
  );
  const fresh = await postBooking(studio.url, slots[cursor.next++]!, 99_000 + run, `run${run}-after`);
  const maxAcked = Math.max(...acked.map((a) => a.id));
  if (!fresh.ok) console.log(studio.output().split('\n').slice(-20).join('\n'));
  check(
    fresh.ok && fresh.id > maxAcked,
    `a new booking gets a fresh id (${fresh.ok ? fresh.id : `refused: ${fresh.status} ${fresh.message}`} > ${maxAcked}, the largest acknowledged before the kill)`,
  );

  // graceful: SIGTERM under load loses nothing
  const graceful = bookUntil(studio.url, slots, cursor, `run${run}-term`);
  await sleep(2000);
  // to the server alone, as Fly stops a machine (its main process; Litestream is the server's child)
  studio.child.kill('SIGTERM');
  const code = await studio.exited;
  await graceful.stop();
  check(code === 0, `SIGTERM: the server and Litestream stopped cleanly (exit ${code})`);
  await killEverything(studio); // nothing should be left; make sure
  fs.rmSync(path.join(dir, 'data'), { recursive: true, force: true });
  studio = await startThroughStartSh(env);
  const gracefulRestoreMs = restoreMsOf(studio.output());
  const afterTerm = present(env.DATABASE_PATH, [...graceful.acked, ...(fresh.ok ? [fresh] : [])]);
  check(
    afterTerm.lost.length === 0,
    `after a graceful stop nothing is lost (${graceful.acked.length} bookings under load, ${afterTerm.lost.length} lost)`,
  );
  killGroup(studio.child, 'SIGTERM');
  await studio.exited;
  await killEverything(studio);
  await s3.stop();
  return {
    run,
    acked: acked.length,
    ackedBefore2s: old.length,
    lost: lost.length,
    secondsLost,
    restoreMs,
    readyMs,
    gracefulAcked: graceful.acked.length,
    gracefulLost: afterTerm.lost.length,
    gracefulRestoreMs,
  };
}

try {
  const a = ONLY === 'B' || ONLY === 'TLS' ? null : await scenarioA();
  const figures: Figures[] = [];
  const ca = makeTestCa(path.join(base, 'ca'));
  const runs = ONLY === 'TLS' ? 1 : RUNS;
  if (ONLY !== 'A') for (let run = 1; run <= runs; run++) figures.push(await disasterRun(run, run === 1 ? ca : null));
  if (a && ONLY !== 'A') await pointInTime(a);

  console.log('\n== figures ==');
  console.log(
    'run  acknowledged  >2s-before-kill  lost  seconds-lost  restore-ms  answering-ms  | SIGTERM: acknowledged  lost  restore-ms',
  );
  for (const f of figures) {
    console.log(
      `${String(f.run).padEnd(5)}${String(f.acked).padStart(12)}${String(f.ackedBefore2s).padStart(17)}${String(f.lost).padStart(6)}${f.secondsLost.toFixed(2).padStart(14)}${String(f.restoreMs).padStart(12)}${String(f.readyMs).padStart(14)}  |${String(f.gracefulAcked).padStart(22)}${String(f.gracefulLost).padStart(6)}${String(f.gracefulRestoreMs).padStart(12)}`,
    );
  }
  console.log(`drill time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  failures++;
  console.error('[drill] FAILED:', error);
} finally {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
  fs.rmSync(base, { recursive: true, force: true });
}
console.log(failures ? `\ndurability drill: ${failures} check(s) FAILED` : '\ndurability drill: all checks passed');
process.exit(failures ? 1 : 0);
