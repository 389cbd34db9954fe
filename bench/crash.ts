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
import { bookableSlots, postBooking } from '../tests/helpers/booking-load';
import { startStudio } from '../tests/helpers/server-process';

const CONCURRENCY = Number(process.env.CRASH_CONCURRENCY ?? 16);
const KILL_AFTER_MS = Number(process.env.CRASH_KILL_AFTER_MS ?? 2500);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-crash-'));
const env = {
  DATABASE_PATH: path.join(dir, 'studio.db'),
  UPLOADS_DIR: path.join(dir, 'uploads'),
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
};
let studio = await startStudio(env);
try {
  // A short service and the members who may do it; every request gets its own slot.
  const slots = bookableSlots(env.DATABASE_PATH);

  const succeeded: string[] = [];
  let failed = 0;
  let unanswered = 0;
  let next = 0;
  let stop = false;
  const worker = async () => {
    while (!stop && next < slots.length) {
      const i = next++;
      const answer = await postBooking(studio.url, slots[i]!, i);
      if (answer.ok) succeeded.push(answer.email);
      else if (answer.status === null) unanswered++;
      else failed++;
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
  const rows = (
    db.prepare("select count(*) as n from appointments where customer_email like 'crash-%'").get() as { n: number }
  ).n;
  const integrity = db.pragma('integrity_check', { simple: true });
  db.close();

  console.log(`crash: ${CONCURRENCY} concurrent bookers, kill -9 after ${KILL_AFTER_MS} ms (load ran ${loadMs} ms)`);
  console.log(
    `requests sent: ${next}  answered success: ${succeeded.length}  answered refusal: ${failed}  unanswered (killed): ${unanswered}`,
  );
  console.log(`rows in the database after restart: ${rows}  integrity_check: ${String(integrity)}`);
  console.log(
    `successful bookings missing after restart: ${missing.length}${missing.length ? ` -> ${missing.slice(0, 10).join(', ')}` : ''}`,
  );
  process.exitCode = missing.length === 0 ? 0 : 1;
} finally {
  await studio.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
