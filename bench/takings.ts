/**
 * Benchmark: the appointment panel and a day's takings cost the same after years of sales
 * (issue 27; npm run bench:takings). No server needed: it measures the models the screens and
 * the JSON calls read (`readAppointmentPanel`, `readTakings`, `salesOfDay`, and since issue 38
 * `readDebts`, the 'Borçlar' list: the same 15 open debts in both studios), and the checkout
 * write itself: `checkoutAppointment`, the function 'Ödeme al' and
 * `POST /api/appointments/{id}/checkout` call, on a visit of today with a paid kapora (its
 * credit counted, 'applied' recorded), the visit completed with its history rows; each run a
 * new visit, in its own immediate transaction.
 *
 * Two studios in the same run, each a migrated SQLite file:
 *   big   - 20,000 appointments over three busy years (about 18 a day) up to today, every
 *           visit that took place checked out (a sale with two lines, a tip, one or two
 *           payments), about 4,000 customers;
 *   small - 200 appointments at the same density: the big studio's last 11 days.
 * Today looks the same in both; only the history differs. Requests alternate between the two
 * so the shared machine's load falls on both alike. Prints the median (and p90) of each read
 * and the big/small ratio; the acceptance is each within 1.5x.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Db } from '../db/client';
import { addDays, istanbulToday } from '../app/domain/clock';
import { customerSearchKeys } from '../app/domain/text-search';
import { readAppointmentPanel } from '../app/models/appointments/panel.server';
import { readTakings, salesOfDay } from '../app/models/sales/takings.server';
import { readDebts } from '../app/models/sales/ledger.server';
import { checkoutAppointment } from '../app/models/sales/checkout.server';
import { checkoutSchema } from '../app/domain/sale';
import type { Actor } from '../app/domain/audit';

const BIG = 20_000;
const SMALL = 200;
const HISTORY_DAYS = 1095;
const PER_DAY = BIG / HISTORY_DAYS;
const RUNS = Number(process.env.BENCH_RUNS ?? 101);
const WARMUP = 10;
const LIMIT = 1.5;
/** debts open in either studio ('Borçlar'), ₺200 each */
const DEBTS = 15;
const OWED = 20_000;

const today = istanbulToday(new Date());

/** Appointment i of a studio: the same i is the same appointment in both (newest first). */
function seed(db: Db, total: number) {
  const sqlite = db.$client;
  const now = Date.now();
  const members = ['Selin Aydın', 'Deniz Çelik', 'Buse Arslan'].map((name, n) =>
    Number(
      sqlite
        .prepare(
          'insert into team_members (name, specialization, is_active, display_order, created_at, updated_at) values (?, ?, 1, ?, ?, ?)',
        )
        .run(name, 'Nail Art', n, now, now).lastInsertRowid,
    ),
  );
  const insertCustomer = sqlite.prepare(
    'insert into customers (name, email, phone, search_text, search_phone, is_active, created_at, updated_at) values (?, ?, ?, ?, ?, 1, ?, ?)',
  );
  const insert = sqlite.prepare(
    `insert into appointments (customer_id, customer_name, customer_email, customer_phone, team_member_id, date, time, status, duration_minutes, total_price_kurus, source, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 75, 65000, 'admin', ?, ?)`,
  );
  const line = sqlite.prepare(
    'insert into appointment_services (appointment_id, service_id, name, price_kurus, duration_minutes) values (?, null, ?, ?, ?)',
  );
  const sale = sqlite.prepare(
    `insert into sales (appointment_id, customer_id, customer_name, status, day, subtotal_kurus, discount_kind, discount_basis_points, discount_kurus, discount_reason, net_kurus, tips_kurus, total_kurus, paid_kurus, owed_kurus, void_reason, voided_at, created_at, completed_at, updated_at)
     values (?, ?, ?, ?, ?, 65000, ?, ?, ?, ?, ?, 5000, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const saleLine = sqlite.prepare(
    'insert into sale_lines (sale_id, kind, item_id, name, list_price_kurus, price_kurus, discount_kurus, net_kurus, team_member_id, position) values (?, ?, null, ?, ?, ?, ?, ?, ?, ?)',
  );
  const tip = sqlite.prepare(
    'insert into sale_tips (sale_id, team_member_id, member_name, amount_kurus) values (?, ?, ?, 5000)',
  );
  const payment = sqlite.prepare(
    'insert into sale_payments (sale_id, method, amount_kurus, day, taken_at) values (?, ?, ?, ?, ?)',
  );
  const slotsPerDay = Math.ceil(PER_DAY);
  const customerCount = Math.max(1, Math.round(total / 5));
  let debtsLeft = DEBTS;
  sqlite.transaction(() => {
    const customers: { id: number; name: string; email: string; phone: string }[] = [];
    for (let c = 0; c < customerCount; c++) {
      const contact = {
        name: `Müşteri ${c} Şahin`,
        email: `musteri${c}@example.com`,
        phone: `0532${String(1_000_000 + c).slice(-7)}`,
      };
      const keys = customerSearchKeys(contact);
      customers.push({
        id: Number(
          insertCustomer.run(contact.name, contact.email, contact.phone, keys.searchText, keys.searchPhone, now, now)
            .lastInsertRowid,
        ),
        ...contact,
      });
    }
    for (let i = 0; i < total; i++) {
      const date = addDays(today, -Math.floor(i / PER_DAY));
      const slot = i % slotsPerDay;
      const time = `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
      const member = members[i % 3]!;
      const customer = customers[(i * 7) % customers.length]!;
      // the past: completed (every 10th cancelled); today: half checked out already
      const checkedOut = date < today ? i % 10 !== 0 : i % 2 === 0;
      const status = date < today ? (i % 10 === 0 ? 'cancelled' : 'completed') : checkedOut ? 'completed' : 'confirmed';
      const at = new Date(`${date}T${time}:00+03:00`).getTime();
      const id = Number(
        insert.run(
          customer.id,
          customer.name,
          customer.email,
          customer.phone,
          member,
          date,
          time,
          status,
          at - 86_400_000,
          at,
        ).lastInsertRowid,
      );
      line.run(id, 'Kalıcı Oje', 45000, 45);
      line.run(id, 'Nail Art', 20000, 30);
      if (!checkedOut) continue;
      const discounted = i % 4 === 0;
      const discount = discounted ? 6500 : 0;
      const voided = i % 50 === 0;
      // the most recent past visits still owe (debts are collected: a studio has a few at any time, whatever its age)
      const owes = !voided && date < today && debtsLeft-- > 0;
      const saleId = Number(
        sale.run(
          id,
          customer.id,
          customer.name,
          voided ? 'voided' : 'completed',
          date,
          discounted ? 'percent' : null,
          discounted ? 1000 : null,
          discount,
          discounted ? 'Sadakat' : null,
          65000 - discount,
          70000 - discount,
          70000 - discount - (owes ? OWED : 0),
          owes ? OWED : 0,
          voided ? 'Yanlış kayıt' : null,
          voided ? at + 3_600_000 : null,
          at,
          at + 3_000_000,
          at + 3_000_000,
        ).lastInsertRowid,
      );
      const shares = discounted ? [4500, 2000] : [0, 0];
      saleLine.run(saleId, 'service', 'Kalıcı Oje', 45000, 45000, shares[0], 45000 - shares[0]!, member, 0);
      saleLine.run(saleId, 'service', 'Nail Art', 20000, 20000, shares[1], 20000 - shares[1]!, members[(i + 1) % 3], 1);
      tip.run(saleId, member, 'Uzman');
      if (i % 3 === 0) {
        payment.run(saleId, 'cash', 30000, date, at + 3_000_000);
        payment.run(saleId, 'card', 40000 - discount, date, at + 3_000_000);
      } else payment.run(saleId, i % 3 === 1 ? 'card' : 'cash', 70000 - discount, date, at + 3_000_000);
    }
  })();
  sqlite.pragma('optimize');
}

type Studio = {
  name: string;
  total: number;
  dir: string;
  db: Db;
  paid: number;
  unpaid: number;
  /** today's visits waiting for the checkout measure, one per run */
  toCheckOut: number[];
};

const DESK: Actor = { kind: 'account', userId: 1, name: 'Kasa', ip: null };

/**
 * Today's visits the checkout measure takes one by one (the same in both studios): confirmed,
 * two lines, a ₺195 kapora paid by transfer the day before (30 %).
 */
function seedCheckouts(db: Db, count: number): number[] {
  const sqlite = db.$client;
  const now = Date.now();
  sqlite
    .prepare(
      "insert or ignore into users (id, name, email, role, password_hash, created_at, updated_at) values (1, 'Kasa', 'kasa@bench.local', 'reception', 'x', ?, ?)",
    )
    .run(now, now);
  const member = (sqlite.prepare('select id from team_members order by id limit 1').get() as { id: number }).id;
  const insert = sqlite.prepare(
    `insert into appointments (customer_name, team_member_id, date, time, status, duration_minutes, total_price_kurus, source, created_at, updated_at)
     values (?, ?, ?, '08:00', 'confirmed', 75, 65000, 'admin', ?, ?)`,
  );
  const line = sqlite.prepare(
    'insert into appointment_services (appointment_id, service_id, name, price_kurus, duration_minutes) values (?, null, ?, ?, ?)',
  );
  const deposit = sqlite.prepare(
    "insert into deposits (appointment_id, status, amount_kurus, method, reference, created_at, updated_at) values (?, 'paid', 19500, 'transfer', ?, ?, ?)",
  );
  const paid = sqlite.prepare(
    "insert into deposit_events (deposit_id, kind, method, amount_kurus, day, at) values (?, 'paid', 'transfer', 19500, ?, ?)",
  );
  const ids: number[] = [];
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = Number(insert.run(`Kasa Müşterisi ${i}`, member, today, now, now).lastInsertRowid);
      line.run(id, 'Kalıcı Oje', 45000, 45);
      line.run(id, 'Nail Art', 20000, 30);
      const d = Number(deposit.run(id, `KB-${String(i).padStart(6, '0')}`, now, now).lastInsertRowid);
      paid.run(d, addDays(today, -1), now - 86_400_000);
      ids.push(id);
    }
  })();
  return ids;
}

/** 'Ödeme al' as the desk sends it: ₺650 less the ₺195 kapora, ₺300 in cash and ₺155 by card. */
const CHECKOUT = checkoutSchema.parse({
  payments: [
    { method: 'cash', amount: '300' },
    { method: 'card', amount: '155' },
  ],
});

function checkOutNext(s: Studio) {
  const id = s.toCheckOut.shift();
  if (id === undefined) throw new Error('no visit left to check out');
  const result = checkoutAppointment(
    { db: s.db, now: () => new Date(), emit: () => {}, kickOutbox: () => {} },
    id,
    CHECKOUT,
    DESK,
  );
  if (!result.ok || result.sale.owedKurus !== 0 || result.sale.paidKurus !== 65000)
    throw new Error(`checkout failed: ${JSON.stringify(result)}`);
}

function open(name: string, total: number): Studio {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `studio-bench-takings-${name}-`));
  const db = openDatabase(path.join(dir, 'studio.db'));
  const started = performance.now();
  seed(db, total);
  const todays = db.$client
    .prepare(
      'select a.id, (select count(*) from sales s where s.appointment_id = a.id) as sold from appointments a where a.date = ? order by a.time',
    )
    .all(today) as { id: number; sold: number }[];
  const paid = todays.find((a) => a.sold > 0)!.id;
  const unpaid = todays.find((a) => a.sold === 0)!.id;
  console.log(
    `${name}: ${total.toLocaleString('tr-TR')} appointments seeded in ${Math.round(performance.now() - started)} ms`,
  );
  return { name, total, dir, db, paid, unpaid, toCheckOut: [] };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;

function measure(studios: Studio[], label: string, read: (s: Studio) => unknown) {
  const times = new Map(studios.map((s) => [s.name, [] as number[]]));
  for (let run = 0; run < WARMUP + RUNS; run++) {
    for (const s of run % 2 ? [...studios].reverse() : studios) {
      const t0 = performance.now();
      read(s);
      const ms = performance.now() - t0;
      if (run >= WARMUP) times.get(s.name)!.push(ms);
    }
  }
  const [small, big] = studios.map((s) => times.get(s.name)!);
  const ratio = median(big!) / median(small!);
  return {
    label,
    small: median(small!),
    big: median(big!),
    smallP90: p90(small!),
    bigP90: p90(big!),
    ratio,
    ok: ratio <= LIMIT,
  };
}

const small = open('small', SMALL);
const big = open('big', BIG);
const studios = [small, big];
try {
  // the same reads give the same answers in both (today is the same day in both studios)
  const check = (s: Studio) => readTakings(s.db, today);
  if (JSON.stringify(check(small).byMethod) !== JSON.stringify(check(big).byMethod))
    throw new Error('today differs between the studios');
  const rows = [
    measure(studios, 'panel: a paid appointment of today', (s) =>
      readAppointmentPanel(s.db, s.paid, { date: today, time: '23:59' }),
    ),
    measure(studios, 'panel: an unpaid appointment of today', (s) =>
      readAppointmentPanel(s.db, s.unpaid, { date: today, time: '23:59' }),
    ),
    measure(studios, 'takings of today (Gün sonu)', (s) => readTakings(s.db, today)),
    measure(studios, 'takings of a past day', (s) => readTakings(s.db, addDays(today, -5))),
    measure(studios, 'sales of today (GET /api/sales)', (s) => salesOfDay(s.db, today)),
    measure(studios, 'debts (Borçlar, GET /api/debts)', (s) => readDebts(s.db)),
  ];
  // the write last: its visits join today only after the reads were measured
  for (const s of studios) s.toCheckOut = seedCheckouts(s.db, WARMUP + RUNS);
  rows.push(measure(studios, 'checkout (Ödeme al, with a kapora)', checkOutNext));
  if (readDebts(small.db).count !== DEBTS || readDebts(big.db).count !== DEBTS)
    throw new Error('the debts differ between the studios');
  const fmt = (ms: number) => ms.toFixed(3).padStart(8);
  console.log(
    `\nmedian (p90) in ms over ${RUNS} runs, ${SMALL} vs ${BIG.toLocaleString('tr-TR')} appointments; limit ${LIMIT}x`,
  );
  console.log(
    `${'read'.padEnd(42)} ${'200'.padStart(8)} ${'(p90)'.padStart(9)} ${'20.000'.padStart(8)} ${'(p90)'.padStart(9)}  ratio`,
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(42)} ${fmt(r.small)} (${fmt(r.smallP90)}) ${fmt(r.big)} (${fmt(r.bigP90)})  ${r.ratio.toFixed(2)}x ${r.ok ? 'ok' : 'OVER'}`,
    );
  }
  if (rows.some((r) => !r.ok)) {
    console.log(`\nsome reads are above ${LIMIT}x (the machine's load varies: run again before concluding)`);
    process.exitCode = 1;
  }
} finally {
  for (const s of studios) {
    s.db.$client.close();
    fs.rmSync(s.dir, { recursive: true, force: true });
  }
}
