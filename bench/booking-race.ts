/**
 * Benchmark: 100 concurrent identical booking requests (POST /api/appointments) for one team
 * member and one slot against the real production server (npm run bench:booking-race; needs
 * `npx react-router build` first). Run with capacity 1 and 3; prints how many succeeded (must
 * equal the capacity), how many got the 'slot taken' answer, anything else, and how long until
 * every request was answered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { slotTakenMessage } from '../app/domain/booking-rules';
import { ROOT, startStudio } from '../tests/helpers/server-process';

const REQUESTS = 100;
const FAKE_NOW = '2026-11-24T08:00:00+03:00';

if (!fs.existsSync(path.join(ROOT, 'build/server/index.js'))) {
  console.error('No production build: run `npx react-router build` first.');
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-race-'));
const databasePath = path.join(dir, 'studio.db');
const studio = await startStudio({
  DATABASE_PATH: databasePath,
  UPLOADS_DIR: path.join(dir, 'uploads'),
  SEED_DEMO: 'false',
  FAKE_NOW,
  SESSION_SECRET: 'r'.repeat(40),
});

// A minimal catalogue written beside the running server (it reads the catalogue per request).
const sqlite = new Database(databasePath);
sqlite.pragma('busy_timeout = 5000');
const categoryId = Number(
  sqlite
    .prepare("insert into categories (name, display_name, created_at, updated_at) values ('gel', 'Kalıcı Oje', 0, 0)")
    .run().lastInsertRowid,
);
const serviceId = Number(
  sqlite
    .prepare(
      'insert into services (name, price_kurus, duration_minutes, category_id, created_at, updated_at) values (?, 45000, 60, ?, 0, 0)',
    )
    .run('Kalıcı Oje', categoryId).lastInsertRowid,
);
const memberId = Number(
  sqlite
    .prepare(
      "insert into team_members (name, specialization, created_at, updated_at) values ('Elif Yılmaz', 'Nail Art', 0, 0)",
    )
    .run().lastInsertRowid,
);

type Outcome = { status: number; message?: string; ms: number };

async function round(capacity: number, date: string, time: string) {
  sqlite
    .prepare(
      "insert into settings (key, value, category, updated_at) values ('appointment_capacity_per_slot', ?, 'appointments', 0) on conflict(key) do update set value = excluded.value",
    )
    .run(String(capacity));
  const body = JSON.stringify({
    customerName: 'Ayşe Kaya',
    customerEmail: 'ayse@example.com',
    customerPhone: '0532 123 45 67',
    serviceNames: ['Kalıcı Oje'],
    serviceIds: [serviceId],
    packageIds: [],
    teamMemberId: memberId,
    date,
    time,
    notes: '',
    totalDuration: 60,
    customDuration: null,
  });
  const started = performance.now();
  const outcomes: Outcome[] = await Promise.all(
    Array.from({ length: REQUESTS }, async () => {
      const res = await fetch(`${studio.url}/api/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const json = (await res.json()) as { message?: string };
      return { status: res.status, message: json.message, ms: performance.now() - started };
    }),
  );
  const total = performance.now() - started;
  const created = outcomes.filter((o) => o.status === 201).length;
  const taken = outcomes.filter((o) => o.status === 409 && o.message === slotTakenMessage(time)).length;
  const other = outcomes.length - created - taken;
  const rows = (
    sqlite
      .prepare('select count(*) as n from appointments where team_member_id = ? and date = ? and time = ?')
      .get(memberId, date, time) as { n: number }
  ).n;
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  console.log(
    `capacity ${capacity}: ${created} created, ${taken} 'slot taken' (409), ${other} other; rows in the database for the slot: ${rows}; ` +
      `all ${REQUESTS} answered in ${total.toFixed(0)} ms (median answer at ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms)` +
      `${created === capacity && rows === capacity && other === 0 ? '' : '  <-- WRONG'}`,
  );
  return created === capacity && rows === capacity && other === 0;
}

console.log(
  `${REQUESTS} concurrent identical POST /api/appointments for one member and slot (production server, Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
);
let ok = true;
try {
  ok = (await round(1, '2026-11-26', '10:00')) && ok;
  ok = (await round(3, '2026-11-27', '14:00')) && ok;
} finally {
  sqlite.close();
  await studio.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
