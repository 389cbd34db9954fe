import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { slotTakenMessage } from '../../app/domain/booking-rules';
import type { BookingInput } from '../../app/models/appointments/booking.server';
import { ROOT } from '../helpers/server-process';
import { createTestDb } from '../helpers/test-db';
import { CUSTOMER, demoIds, setCapacity } from './booking-fixtures';

const WORKER = path.join(__dirname, 'fixtures', 'booking-worker.ts');
const PROCESSES = 6;
const ATTEMPTS_EACH = 4;
const NOW = '2026-11-24T10:00:00+03:00';

type Answer = { ok: boolean; id?: number; status?: number; message?: string };

type Worker = { child: ReturnType<typeof spawn>; next: () => Promise<string> };

/** Starts the worker processes (one set for every round) and waits until each says it is ready. */
async function startWorkers(): Promise<Worker[]> {
  const workers = Array.from({ length: PROCESSES }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, String(ATTEMPTS_EACH), NOW], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = readline.createInterface({ input: child.stdout! });
    const received: string[] = [];
    const waiters: ((line: string) => void)[] = [];
    lines.on('line', (line) => {
      const waiter = waiters.shift();
      if (waiter) waiter(line);
      else received.push(line);
    });
    const next = () =>
      new Promise<string>((resolve) => (received.length > 0 ? resolve(received.shift()!) : waiters.push(resolve)));
    return { child, next };
  });
  for (const w of workers) expect(await w.next()).toBe('ready');
  return workers;
}

/** Releases every ready worker at once on the database file and collects the answers. */
async function race(workers: Worker[], file: string, input: BookingInput): Promise<Answer[]> {
  const round = `${JSON.stringify({ file, input })}\n`;
  for (const w of workers) w.child.stdin!.write(round);
  return (await Promise.all(workers.map((w) => w.next()))).flatMap((line) => JSON.parse(line) as Answer[]);
}

describe('parallel submits for one slot from separate processes', () => {
  let workers: Worker[] = [];
  beforeAll(async () => {
    workers = await startWorkers();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise((resolve) => {
            if (w.child.exitCode !== null) return resolve(null);
            w.child.once('exit', resolve);
            w.child.stdin!.end();
          }),
      ),
    );
  });

  for (const capacity of [1, 3]) {
    it(`create exactly ${capacity} appointment(s) with capacity ${capacity}`, { timeout: 120_000 }, async () => {
      const { db, file } = createTestDb();
      setCapacity(db, capacity);
      const ids = demoIds(db);
      const input: BookingInput = {
        ...CUSTOMER,
        serviceIds: [ids.service('Kalıcı Oje').id],
        packageIds: [],
        teamMemberId: ids.member('Elif Yılmaz').id,
        date: '2026-11-26',
        time: '14:00',
        notes: null,
        consent: null,
        source: 'web',
      };
      const answers = await race(workers, file, input);
      expect(answers).toHaveLength(PROCESSES * ATTEMPTS_EACH);
      expect(answers.filter((a) => a.ok)).toHaveLength(capacity);
      const refused = answers.filter((a) => !a.ok);
      expect(refused).toHaveLength(PROCESSES * ATTEMPTS_EACH - capacity);
      for (const r of refused) expect(r).toEqual({ ok: false, status: 409, message: slotTakenMessage('14:00') });
      const rows = db
        .select()
        .from(appointments)
        .where(and(eq(appointments.date, '2026-11-26'), eq(appointments.time, '14:00')))
        .all();
      expect(rows).toHaveLength(capacity);
    });
  }
});
