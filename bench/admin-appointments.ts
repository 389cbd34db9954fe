/**
 * Benchmark: the admin appointment screen's cost follows the window, not the history
 * (issue 15 item 8; npm run bench:admin, after `react-router build`).
 *
 * Two studios in the same run, each on the production server (server.ts against build/):
 *   big   - 20,000 appointments, three busy years (about 18 a day) up to 5 days from today;
 *   small - 200 appointments at the same density: the big studio's last 11 days.
 * The window the admin looks at (today, this month, the first list page) is the same in both;
 * only the history differs. For each studio it prints the median server time (wall clock of
 * the document GET over loopback, with an admin session) and the HTML bytes of the screen's
 * variants (default, list, month calendar, day), and the bytes of one `appointments-updated`
 * message after one appointment changes. The acceptance: each big figure within 1.5x of the
 * small one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import WebSocket from 'ws';
import { addDays, istanbulToday } from '../app/domain/clock';
import { signInOverHttp } from '../tests/helpers/admin';
import { startStudio, type StudioProcess } from '../tests/helpers/server-process';

const ADMIN = { email: 'bench@studio.test', password: 'bench-sifre-1' };
const BIG = 20_000;
const SMALL = 200;
const HISTORY_DAYS = 1095;
const PER_DAY = BIG / HISTORY_DAYS;
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const WARMUP = 3;
const LIMIT = 1.5;

const today = istanbulToday(new Date());
const lastDay = addDays(today, 5);

/** Appointment i of a studio: the same i is the same appointment in both (newest first). */
function seed(dbPath: string, total: number) {
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 5000');
  const members = [1, 2, 3].map((n) =>
    Number(
      db
        .prepare(
          'insert into team_members (name, specialization, is_active, display_order, created_at, updated_at) values (?, ?, 1, ?, ?, ?)',
        )
        .run(`Uzman ${n}`, 'Nail Art', n, Date.now(), Date.now()).lastInsertRowid,
    ),
  );
  const insert = db.prepare(
    `insert into appointments (customer_name, customer_email, customer_phone, team_member_id, date, time, status, duration_minutes, total_price_kurus, source, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, 60, 45000, 'web', ?, ?)`,
  );
  const line = db.prepare(
    'insert into appointment_services (appointment_id, service_id, name, price_kurus, duration_minutes) values (?, null, ?, 45000, 60)',
  );
  const slotsPerDay = Math.ceil(PER_DAY);
  const written = Date.now() - 60_000;
  db.transaction(() => {
    for (let i = 0; i < total; i++) {
      const date = addDays(lastDay, -Math.floor(i / PER_DAY));
      const slot = i % slotsPerDay;
      const time = `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
      const past = date < today;
      const status = past ? (i % 10 === 0 ? 'cancelled' : 'completed') : i % 3 === 0 ? 'pending' : 'confirmed';
      const id = insert.run(
        `Müşteri ${i}`,
        `musteri${i}@example.com`,
        `0532 ${String(1_000_000 + i).slice(-7)}`,
        members[i % 3],
        date,
        time,
        status,
        written - i * 1000,
        written - i * 1000,
      ).lastInsertRowid;
      line.run(id, i % 2 ? 'Kalıcı Oje' : 'Protez Tırnak');
    }
  })();
  db.close();
}

type Studio = { name: string; total: number; dir: string; server: StudioProcess; cookie: string };

async function open(name: string, total: number): Promise<Studio> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `studio-bench-admin-${name}-`));
  const dbPath = path.join(dir, 'studio.db');
  const server = await startStudio({
    DATABASE_PATH: dbPath,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  seed(dbPath, total);
  const cookie = await signInOverHttp(server.url, ADMIN.email, ADMIN.password);
  return { name, total, dir, server, cookie };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function get(studio: Studio, search: string): Promise<{ ms: number; bytes: number }> {
  const t = performance.now();
  const res = await fetch(`${studio.server.url}/admin/appointments${search}`, {
    headers: { Cookie: studio.cookie, 'Accept-Encoding': 'identity' },
  });
  const body = await res.arrayBuffer();
  const ms = performance.now() - t;
  if (res.status !== 200) throw new Error(`${studio.name} ${search}: ${res.status}`);
  return { ms, bytes: body.byteLength };
}

/**
 * The two studios' GETs of one variant, alternated (small, big, small, ...) so that the
 * shared machine's load falls on both alike; the medians and the HTML bytes.
 */
async function screens(small: Studio, big: Studio, search: string) {
  const times: [number[], number[]] = [[], []];
  const bytes: [number, number] = [0, 0];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const [k, studio] of [small, big].entries()) {
      const r = await get(studio, search);
      bytes[k] = r.bytes;
      if (i >= WARMUP) times[k]!.push(r.ms);
    }
  }
  return { small: { ms: median(times[0]), bytes: bytes[0] }, big: { ms: median(times[1]), bytes: bytes[1] } };
}

async function refresh(studio: Studio) {
  const res = await fetch(`${studio.server.url}/api/admin/live/refresh`, {
    method: 'POST',
    headers: { Cookie: studio.cookie, Origin: studio.server.url },
  });
  if (!res.ok) throw new Error(`${studio.name}: refresh ${res.status}`);
}

/** One appointment of the visible day changes; the bytes of the message an admin socket gets. */
async function messageBytes(studio: Studio): Promise<number> {
  const ws = new WebSocket(`${studio.server.url.replace(/^http/, 'ws')}/ws`, {
    headers: { Cookie: studio.cookie, Origin: studio.server.url },
  });
  const received: string[] = [];
  ws.on('message', (raw) => received.push(String(raw)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'join-admin' }));
  const waitFor = async (type: string) => {
    for (let i = 0; i < 200; i++) {
      const found = received.find((m) => (JSON.parse(m) as { type: string }).type === type);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`${studio.name}: no ${type}`);
  };
  await waitFor('connection-confirmed');
  // the seed was written behind the server's back: a first message takes it in (at most
  // LIVE_TOUCHED_LIMIT rows); the measured one follows one change
  await refresh(studio);
  await waitFor('appointments-updated');
  received.length = 0;
  const db = new Database(path.join(studio.dir, 'studio.db'));
  db.prepare(
    "update appointments set status = 'confirmed', updated_at = ? where id = (select id from appointments where date = ? order by time limit 1)",
  ).run(Date.now(), today);
  db.close();
  await refresh(studio);
  const message = await waitFor('appointments-updated');
  ws.terminate();
  return Buffer.byteLength(message);
}

const VARIANTS: [string, string][] = [
  ['screen (default)', ''],
  ['list, page 1', '?view=list'],
  ['list, page 2', '?view=list&page=2'],
  ['month calendar', '?view=calendar'],
  ['day timeline', `?day=${today}`],
  ['week view', `?view=week&week=${today}`],
  ['list, a search', '?view=list&q=M%C3%BC%C5%9Fteri'],
  ['list, sorted by customer', '?view=list&sort=customer'],
];

async function main() {
  console.log(
    `Admin appointment screen: ${SMALL} vs ${BIG} appointments (median of ${RUNS} GETs each, today ${today})`,
  );
  const studios = [await open('small', SMALL), await open('big', BIG)];
  try {
    // warm both servers on every variant first (JIT, statement caches): the first variant
    // measured must not carry the processes' start
    for (const [, search] of VARIANTS)
      for (const studio of studios) for (let i = 0; i < 5; i++) await get(studio, search);
    const rows: { label: string; small: number; big: number; unit: string }[] = [];
    for (const [label, search] of VARIANTS) {
      const { small: s, big: b } = await screens(studios[0]!, studios[1]!, search);
      rows.push({ label: `${label}: server time`, small: s.ms, big: b.ms, unit: 'ms' });
      rows.push({ label: `${label}: HTML`, small: s.bytes, big: b.bytes, unit: 'B' });
    }
    rows.push({
      label: 'appointments-updated message',
      small: await messageBytes(studios[0]!),
      big: await messageBytes(studios[1]!),
      unit: 'B',
    });
    let all = true;
    const f = (n: number, unit: string) => (unit === 'ms' ? `${n.toFixed(1)} ms` : `${n} B`).padStart(12);
    console.log(`${'figure'.padEnd(40)}${`${SMALL}`.padStart(12)}${`${BIG}`.padStart(12)}   ratio`);
    for (const r of rows) {
      const ratio = r.big / r.small;
      const ok = ratio <= LIMIT;
      all &&= ok;
      console.log(
        `${r.label.padEnd(40)}${f(r.small, r.unit)}${f(r.big, r.unit)}   ${ratio.toFixed(2)}x ${ok ? 'ok' : `OVER ${LIMIT}x`}`,
      );
    }
    console.log(
      all ? `All figures within ${LIMIT}x of the ${SMALL}-appointment studio.` : `Some figures are over ${LIMIT}x.`,
    );
    process.exitCode = all ? 0 : 1;
  } finally {
    for (const s of studios) {
      await s.server.stop();
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  }
}

await main();
