/**
 * Crash safety: a booking load against the real server, `kill -9` in the middle of it, a
 * restart on the same database, then every booking that was answered "success" is looked up
 * in the database. Prints the counts (target: none missing).
 *
 *   npm run bench:crash            (needs a build: npx react-router build)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startStudio } from '../tests/helpers/server-process';

const CONCURRENCY = Number(process.env.CRASH_CONCURRENCY ?? 16);
const KILL_AFTER_MS = Number(process.env.CRASH_KILL_AFTER_MS ?? 2500);

function isoDate(d: Date) {
  return d.toISOString().slice(0, 10);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-crash-'));
const env = { DATABASE_PATH: path.join(dir, 'studio.db'), UPLOADS_DIR: path.join(dir, 'uploads'), RATE_LIMITS: 'off', LOG_LEVEL: 'silent' };
let studio = await startStudio(env);
try {
  // A short service and the members who may do it; every request gets its own slot.
  const sqlite = new Database(env.DATABASE_PATH, { readonly: true });
  const service = sqlite.prepare("select s.id, s.duration_minutes as d, c.id as cat from services s join categories c on c.id = s.category_id where s.duration_minutes <= 30 order by s.id limit 1").get() as { id: number; d: number; cat: number };
  const members = (
    sqlite
      .prepare('select m.id from team_members m where m.is_active = 1 and (not exists (select 1 from team_member_categories x where x.team_member_id = m.id) or exists (select 1 from team_member_categories x where x.team_member_id = m.id and x.category_id = ?))')
      .all(service.cat) as { id: number }[]
  ).map((m) => m.id);
  sqlite.close();

  const slots: { teamMemberId: number; date: string; time: string }[] = [];
  for (let day = 2; slots.length < 4000 && day < 400; day++) {
    const d = new Date(Date.now() + day * 86_400_000);
    const weekday = new Date(`${isoDate(d)}T12:00:00+03:00`).getUTCDay();
    if (weekday === 1) continue; // Monday closed
    const open = weekday === 0 ? 11 * 60 : 9 * 60;
    for (let m = open; m + service.d <= 18 * 60 && m <= 17 * 60 + 30; m += 30)
      for (const teamMemberId of members) slots.push({ teamMemberId, date: isoDate(d), time: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` });
  }

  const succeeded: string[] = [];
  let failed = 0;
  let unanswered = 0;
  let next = 0;
  let stop = false;
  const worker = async () => {
    while (!stop && next < slots.length) {
      const i = next++;
      const slot = slots[i]!;
      const email = `crash-${i}@example.com`;
      try {
        const res = await fetch(`${studio.url}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customerName: `Çökme Testi ${i}`, customerEmail: email, customerPhone: '05551234567', serviceIds: [service.id], packageIds: [], ...slot, notes: '', kvkkConsent: true }),
        });
        const body = (await res.json()) as { success?: boolean };
        if (res.ok && body.success) succeeded.push(email);
        else failed++;
      } catch {
        unanswered++;
      }
    }
  };
  const started = Date.now();
  const workers = Array.from({ length: CONCURRENCY }, worker);
  await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
  studio.child.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  const loadMs = Date.now() - started;

  studio = await startStudio(env);
  const db = new Database(env.DATABASE_PATH, { readonly: true });
  const has = db.prepare('select count(*) as n from appointments where customer_email = ?');
  const missing = succeeded.filter((email) => (has.get(email) as { n: number }).n !== 1);
  const rows = (db.prepare("select count(*) as n from appointments where customer_email like 'crash-%'").get() as { n: number }).n;
  const integrity = db.pragma('integrity_check', { simple: true });
  db.close();

  console.log(`crash: ${CONCURRENCY} concurrent bookers, kill -9 after ${KILL_AFTER_MS} ms (load ran ${loadMs} ms)`);
  console.log(`requests sent: ${next}  answered success: ${succeeded.length}  answered refusal: ${failed}  unanswered (killed): ${unanswered}`);
  console.log(`rows in the database after restart: ${rows}  integrity_check: ${String(integrity)}`);
  console.log(`successful bookings missing after restart: ${missing.length}${missing.length ? ' -> ' + missing.slice(0, 10).join(', ') : ''}`);
  process.exitCode = missing.length === 0 ? 0 : 1;
} finally {
  await studio.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
