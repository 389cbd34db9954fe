/**
 * Benchmark: earliest availability of every team member, 60 days ahead, with 10,000
 * appointments in the database (npm run bench:availability).
 *
 * Two loads, each with exactly 10,000 appointments (the rest in the past two years):
 *   busy  - every member fully booked for the next 40 days (the search walks 40+ days)
 *   full  - every member fully booked for the whole horizon (worst case: nothing found)
 * Each measured call is what the wizard's step 2 does: one indexed query for all members'
 * appointments of the horizon, the capacity setting, then the pure search per member.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Db } from '../db/client';
import { ensureBaseRows } from '../server/seed';
import { teamMembers } from '../db/schema';
import { BOOKING_HORIZON_DAYS } from '../app/domain/availability';
import { addDays, istanbulToday } from '../app/domain/clock';
import { candidateStartTimes, hoursOn } from '../app/domain/hours';
import { datesForMember, earliestForMembers, slotsForDay } from '../app/models/appointments/availability.server';

const TOTAL = 10_000;
const MEMBERS = 4;
const WARMUP = 100;
const RUNS = 1_000;
const NOW = new Date('2026-11-24T08:00:00+03:00');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Wall-clock time per call, and the CPU time this process spent in it (process.cpuUsage):
 * on a shared machine the wall clock includes waiting for a core, the CPU time does not.
 */
function measure(label: string, fn: () => unknown) {
  for (let i = 0; i < WARMUP; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    fn();
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(7);
  console.log(
    `${label}\n    wall  p50 ${f(percentile(wall, 50))} ms  p95 ${f(percentile(wall, 95))} ms  p99 ${f(percentile(wall, 99))} ms  max ${f(wall.at(-1)!)} ms`,
  );
  console.log(
    `    cpu   p50 ${f(percentile(cpu, 50))} ms  p95 ${f(percentile(cpu, 95))} ms  p99 ${f(percentile(cpu, 99))} ms  max ${f(cpu.at(-1)!)} ms`,
  );
  return { p50: percentile(wall, 50), p95: percentile(wall, 95), cpuP95: percentile(cpu, 95) };
}

function buildDatabase(fullDays: number): { db: Db; dir: string; memberIds: number[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  const db = openDatabase(path.join(dir, 'studio.db'));
  ensureBaseRows(db);
  const memberIds = Array.from(
    { length: MEMBERS },
    (_, i) =>
      db
        .insert(teamMembers)
        .values({ name: `Uzman ${i + 1}`, specialization: 'Nail Art' })
        .returning()
        .get().id,
  );

  const insert = db.$client.prepare(
    `insert into appointments (customer_name, customer_email, team_member_id, date, time, status, duration_minutes, total_price_kurus, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, 45000, ?, ?)`,
  );
  const today = istanbulToday(NOW);
  let written = 0;
  const add = (member: number, date: string, time: string, status: string) => {
    insert.run(`Müşteri ${written}`, `m${written}@example.com`, member, date, time, status, 60, Date.now(), Date.now());
    written++;
  };
  db.$client.transaction(() => {
    // The future: every hour of every open day taken, for `fullDays` days.
    for (let d = 0; d < fullDays; d++) {
      const date = addDays(today, d);
      if (!hoursOn(date)) continue;
      for (const member of memberIds)
        for (const time of candidateStartTimes(date).filter((t) => t.endsWith(':00')))
          add(member, date, time, d % 3 === 0 ? 'confirmed' : 'pending');
    }
    // The past (completed or cancelled): the rest up to 10,000, spread over two years.
    let i = 0;
    while (written < TOTAL) {
      const date = addDays(today, -1 - (i % 730));
      const times = candidateStartTimes(date);
      if (times.length > 0)
        add(memberIds[i % MEMBERS]!, date, times[i % times.length]!, i % 10 === 0 ? 'cancelled' : 'completed');
      i++;
    }
  })();
  db.$client.pragma('optimize');
  return { db, dir, memberIds };
}

/** A fixed CPU-bound workload (sorting 200,000 pseudo-random numbers), to compare machines and moments. */
function reference(): number {
  let seed = 42;
  const numbers = Array.from({ length: 200_000 }, () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648));
  const t = performance.now();
  numbers.sort((a, b) => a - b);
  return performance.now() - t;
}

console.log(
  `Load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; reference workload (sort 200k numbers): ${reference().toFixed(1)} ms`,
);
console.log(
  `Earliest availability, ${MEMBERS} members, ${BOOKING_HORIZON_DAYS} days ahead, ${TOTAL.toLocaleString('en')} appointments, ${RUNS} runs after ${WARMUP} warm-up (Node ${process.version}, ${os.cpus().length} cores)\n`,
);
const results: Record<string, { p50: number; p95: number; cpuP95: number }> = {};
for (const [name, fullDays] of [
  ['busy (next 40 days full)', 40],
  ['full (all 61 days full, nothing found)', BOOKING_HORIZON_DAYS + 1],
] as const) {
  const { db, dir, memberIds } = buildDatabase(fullDays);
  const count = (db.$client.prepare('select count(*) as n from appointments').get() as { n: number }).n;
  const earliest = earliestForMembers(db, { now: NOW, memberIds, durationMinutes: 60 });
  console.log(`${name}: ${count} appointments; earliest of member 1: ${JSON.stringify(earliest.get(memberIds[0]!))}`);
  results[name] = measure(`  earliest availability, all ${MEMBERS} members`, () =>
    earliestForMembers(db, { now: NOW, memberIds, durationMinutes: 60 }),
  );
  measure('  available dates, one member (GET available-dates)', () =>
    datesForMember(db, { now: NOW, memberId: memberIds[0]!, durationMinutes: 60 }),
  );
  measure('  slots of one day, one member (GET available-slots)', () =>
    slotsForDay(db, { now: NOW, memberId: memberIds[0]!, date: addDays(istanbulToday(NOW), 1), durationMinutes: 60 }),
  );
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log('');
}
const worst = Math.max(...Object.values(results).map((r) => r.p95));
const worstCpu = Math.max(...Object.values(results).map((r) => r.cpuP95));
console.log(
  `Load average while running: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores; reference workload now: ${reference().toFixed(1)} ms`,
);
console.log(
  `Target p95 <= 5 ms for earliest availability of all members: worst wall p95 ${worst.toFixed(2)} ms (${worst <= 5 ? 'met' : 'NOT met'}), worst CPU p95 ${worstCpu.toFixed(2)} ms`,
);
