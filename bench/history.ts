/**
 * Benchmark: the history's reads cost what they show, not how long the studio has kept it
 * (issue 26; npm run bench:history). Model level, no server: the reads the "Geçmiş" panel,
 * the customer card and the "Kayıtlar" screen will make.
 *
 * Two studios in the same run, each on its own migrated database file:
 *   big   - 20,000 appointments over three years with about 100,000 history rows (booked online,
 *           moved or changed at the desk, confirmed, reminded by the outbox, completed; sign-ins);
 *   small - 200 appointments at the same density with their ~1,000 rows.
 * For each it prints the median time (BENCH_RUNS, default 31) of: one appointment's history,
 * one customer's history, the "Kayıtlar" first page, a later page (the 5th, reached by its
 * cursor), a person filter, a kind filter and a date range. Acceptance: each big figure within
 * 1.5x of the small one (a sub-millisecond figure passes within 0.25 ms: timer noise).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Db } from '../db/client';
import { customerHistory, entityHistory, listAudit, type AuditCursor } from '../app/models/audit/history.server';

const BIG = 20_000;
const SMALL = 200;
const DAYS = 1095;
const RUNS = Number(process.env.BENCH_RUNS ?? 31);
const LIMIT = 1.5;
const NOISE_MS = 0.25;
const ACCOUNTS = [
  { id: 1, name: 'Sahibe' },
  { id: 2, name: 'Elif' },
  { id: 3, name: 'Zeynep' },
  { id: 4, name: 'Resepsiyon' },
];
const END = Date.UTC(2026, 10, 24, 12);
const DAY_MS = 86_400_000;

type Studio = {
  name: string;
  total: number;
  db: Db;
  dir: string;
  rows: number;
  recentAppointment: number;
  recentCustomer: number;
};

/** Appointment i (0 = newest) and its history; the same i is the same appointment in both studios. */
function seed(db: Db, total: number): { rows: number } {
  const sqlite = db.$client;
  const perDay = BIG / DAYS;
  const insertCustomer = sqlite.prepare(
    'insert into customers (name, email, phone, created_at, updated_at) values (?, ?, ?, 0, 0)',
  );
  const insertAppointment = sqlite.prepare(
    "insert into appointments (customer_id, customer_name, customer_email, customer_phone, date, time, status, duration_minutes, total_price_kurus, source, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 'completed', 60, 45000, 'web', ?, ?)",
  );
  const insertRow = sqlite.prepare(
    'insert into audit_log (at, actor_kind, actor_user_id, actor_name, ip, entity, entity_id, action, kind, customer_id, changes, meta, version) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const events: [number, () => void][] = [];
  let rows = 0;
  sqlite.transaction(() => {
    for (let i = total - 1; i >= 0; i--) {
      const start = END - Math.floor(i / perDay) * DAY_MS;
      const date = new Date(start).toISOString().slice(0, 10);
      const customerId = Number(
        insertCustomer.run(`Müşteri ${i % 5000}`, `musteri${i}@example.com`, `0532${String(1_000_000 + i).slice(-7)}`)
          .lastInsertRowid,
      );
      const id = Number(
        insertAppointment.run(
          customerId,
          `Müşteri ${i}`,
          `musteri${i}@example.com`,
          `0532${String(1_000_000 + i).slice(-7)}`,
          date,
          '10:00',
          start - 3 * DAY_MS,
          start,
        ).lastInsertRowid,
      );
      const by = ACCOUNTS[i % ACCOUNTS.length]!;
      const at = (days: number) => start - days * DAY_MS + (i % 997);
      const row = (
        when: number,
        kind: 'account' | 'customer' | 'system',
        action: string,
        group: string,
        changes: unknown[],
        meta: unknown,
        version: number | null,
      ) =>
        events.push([
          when,
          () =>
            insertRow.run(
              when,
              kind,
              kind === 'account' ? by.id : null,
              kind === 'account' ? by.name : kind === 'system' ? 'giden kutusu' : null,
              kind === 'system' ? null : '203.0.113.7',
              'appointment',
              String(id),
              action,
              group,
              customerId,
              JSON.stringify(changes),
              meta ? JSON.stringify(meta) : null,
              version,
            ),
        ]);
      row(
        at(3),
        'customer',
        'created',
        'appointments',
        [{ field: 'time', before: null, after: '10:00' }],
        { source: 'web' },
        1,
      );
      if (i % 3 === 0)
        row(at(2), 'account', 'moved', 'appointments', [{ field: 'time', before: '09:30', after: '10:00' }], null, 2);
      if (i % 2 === 1)
        row(
          at(1.7),
          'account',
          'notes',
          'appointments',
          [{ field: 'notes', before: null, after: 'kırmızı oje' }],
          null,
          3,
        );
      row(
        at(1.5),
        'account',
        'status',
        'appointments',
        [{ field: 'status', before: 'pending', after: 'confirmed' }],
        null,
        3,
      );
      row(
        at(1),
        'system',
        'message-sent',
        'messages',
        [],
        { channel: i % 2 ? 'sms' : 'email', topic: 'appointment-reminder' },
        null,
      );
      row(
        at(0),
        'account',
        'status',
        'appointments',
        [{ field: 'status', before: 'confirmed', after: 'completed' }],
        null,
        4,
      );
    }
    // a few sign-ins a day
    for (let d = 0; d < Math.ceil(total / perDay); d++) {
      for (const a of ACCOUNTS)
        events.push([
          END - d * DAY_MS - 8 * 3_600_000 + a.id,
          () =>
            insertRow.run(
              END - d * DAY_MS - 8 * 3_600_000 + a.id,
              'account',
              a.id,
              a.name,
              '85.105.1.1',
              'account',
              String(a.id),
              'signed-in',
              'sign-in',
              null,
              '[]',
              '{"kind":"cookie"}',
              null,
            ),
        ]);
    }
    // appended in time order, as a running studio writes them
    events.sort((x, y) => x[0] - y[0]);
    for (const [, write] of events) write();
    rows = events.length;
  })();
  sqlite.exec('ANALYZE');
  return { rows };
}

function open(name: string, total: number): Studio {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `studio-bench-history-${name}-`));
  const db = openDatabase(path.join(dir, 'studio.db'));
  const started = performance.now();
  const { rows } = seed(db, total);
  const recent = db.$client
    .prepare('select id, customer_id as c from appointments order by date desc, id desc limit 1')
    .get() as { id: number; c: number };
  console.log(
    `${name}: ${total} appointments, ${rows} history rows seeded in ${Math.round(performance.now() - started)} ms`,
  );
  return { name, total, db, dir, rows, recentAppointment: recent.id, recentCustomer: recent.c };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(read: () => unknown): number {
  for (let i = 0; i < 3; i++) read();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    read();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

/** The cursor of the 5th page (the reads before it are not timed). */
function fifthPage(db: Db): AuditCursor | null {
  let before: AuditCursor | null = null;
  for (let p = 1; p < 5; p++) before = listAudit(db, {}, { before }).next;
  return before;
}

const reads: [string, (s: Studio) => () => unknown][] = [
  ["one appointment's history (Geçmiş)", (s) => () => entityHistory(s.db, 'appointment', s.recentAppointment)],
  ["one customer's history (customer card)", (s) => () => customerHistory(s.db, s.recentCustomer)],
  ['Kayıtlar, first page', (s) => () => listAudit(s.db, {})],
  [
    'Kayıtlar, 5th page (cursor)',
    (s) => {
      const before = fifthPage(s.db);
      return () => listAudit(s.db, {}, { before });
    },
  ],
  ['Kayıtlar, person filter (Elif)', (s) => () => listAudit(s.db, { actorUserId: 2 })],
  ['Kayıtlar, kind filter (messages)', (s) => () => listAudit(s.db, { kind: 'messages' })],
  ['Kayıtlar, last 7 days', (s) => () => listAudit(s.db, { from: new Date(END - 7 * DAY_MS), to: new Date(END) })],
  [
    'Kayıtlar, person + kind + 30 days',
    (s) => () => listAudit(s.db, { actorUserId: 4, kind: 'appointments', from: new Date(END - 30 * DAY_MS) }),
  ],
];

const small = open('small', SMALL);
const big = open('big', BIG);
let failed = 0;
console.log(`\nmedian of ${RUNS} runs (ms)`);
console.log(`${'read'.padEnd(42)} ${'small'.padStart(8)} ${'big'.padStart(8)} ${'ratio'.padStart(7)}`);
for (const [label, make] of reads) {
  const a = time(make(small));
  const b = time(make(big));
  const ok = b <= a * LIMIT || b - a <= NOISE_MS;
  if (!ok) failed++;
  console.log(
    `${label.padEnd(42)} ${a.toFixed(3).padStart(8)} ${b.toFixed(3).padStart(8)} ${(b / a).toFixed(2).padStart(6)}x ${ok ? 'ok' : `OVER ${LIMIT}x`}`,
  );
}
for (const s of [small, big]) {
  s.db.$client.close();
  fs.rmSync(s.dir, { recursive: true, force: true });
}
console.log(failed ? `\n${failed} read(s) over ${LIMIT}x` : `\nevery read within ${LIMIT}x of the small studio`);
process.exitCode = failed ? 1 : 0;
