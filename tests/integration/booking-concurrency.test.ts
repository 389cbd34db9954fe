import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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

/** Starts the workers, waits until all are ready, releases them at once, collects the answers. */
async function race(file: string, input: BookingInput): Promise<Answer[]> {
  const workers = Array.from({ length: PROCESSES }, () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', WORKER, file, String(ATTEMPTS_EACH), JSON.stringify(input), NOW],
      {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
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
  for (const w of workers) w.child.stdin!.end('go\n');
  const answers = (await Promise.all(workers.map((w) => w.next()))).flatMap((line) => JSON.parse(line) as Answer[]);
  await Promise.all(
    workers.map(
      (w) => new Promise((resolve) => (w.child.exitCode !== null ? resolve(null) : w.child.once('exit', resolve))),
    ),
  );
  return answers;
}

describe('parallel submits for one slot from separate processes', () => {
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
      const answers = await race(file, input);
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
