import { describe, expect, it } from 'vitest';
import * as t from '../db/schema';
import { createTestDb } from '../tests/helpers/test-db';
import { createOutboxWorker } from './outbox-worker';

function queue(db: ReturnType<typeof createTestDb>['db'], n: number) {
  for (let i = 0; i < n; i++)
    db.insert(t.outbox)
      .values({
        channel: 'email',
        topic: 'custom-mail',
        payload: { batchId: 'b', to: `k${i}@example.com`, subject: 's', content: 'c' },
      })
      .run();
}

const quiet = { warn: () => {}, error: () => {} };

describe('outbox worker', () => {
  it('sends everything due in batches, oldest first', async () => {
    const { db } = createTestDb({ demo: false });
    queue(db, 45);
    const seen: number[] = [];
    const worker = createOutboxWorker({
      db,
      batchSize: 20,
      log: quiet,
      deliver: async (row) => void seen.push(row.id),
    });
    expect(await worker.runOnce()).toEqual({ sent: 45, retrying: 0, failed: 0, refused: 0 });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(
      db
        .select()
        .from(t.outbox)
        .all()
        .every((r) => r.status === 'sent'),
    ).toBe(true);
  });

  it('does nothing on a read replica', async () => {
    const { db } = createTestDb({ demo: false });
    queue(db, 2);
    const worker = createOutboxWorker({ db, log: quiet, canWrite: () => false, deliver: async () => {} });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, refused: 0 });
  });

  it('wakes up on a kick once started, and one run at a time', async () => {
    const { db } = createTestDb({ demo: false });
    let active = 0;
    let maxActive = 0;
    let delivered = 0;
    let notify: () => void = () => {};
    const worker = createOutboxWorker({
      db,
      log: quiet,
      pollMs: 60_000,
      deliver: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, 5));
        active--;
        delivered++;
        notify();
      },
    });
    const deliveredAtLeast = (n: number) =>
      new Promise<void>((resolve) => {
        notify = () => delivered >= n && resolve();
        notify();
      });
    worker.kick(); // not started: ignored
    queue(db, 3);
    await new Promise((r) => setTimeout(r, 20));
    expect(delivered).toBe(0);
    worker.start();
    await deliveredAtLeast(3);
    queue(db, 3);
    worker.kick();
    worker.kick();
    worker.kick();
    await deliveredAtLeast(6);
    await worker.stop();
    expect(maxActive).toBe(1);
    expect(delivered).toBe(6);
  });

  it("a kick's promise settles once a pass started after it has tried what was queued (issue 36: the code step waits for it)", async () => {
    const { db } = createTestDb({ demo: false });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let busy!: () => void;
    const sending = new Promise<void>((resolve) => (busy = resolve));
    let first = true;
    const worker = createOutboxWorker({
      db,
      log: quiet,
      pollMs: 60_000,
      deliver: async () => {
        if (first) {
          first = false;
          busy();
          await held; // a pass busy with an earlier message when the kick comes
        }
      },
      now: () => new Date(Date.now() + 60_000),
    });
    expect(await Promise.race([worker.kick(), Promise.resolve('not started')])).toBeUndefined(); // not started: settles at once
    queue(db, 1);
    worker.start();
    await sending; // the first pass holds the first message
    queue(db, 1); // the second message, queued during that pass
    let settled = false;
    const kicked = worker.kick().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false); // the pass that was running when kicked does not count
    release();
    await kicked;
    expect(
      db
        .select()
        .from(t.outbox)
        .all()
        .map((r) => r.status),
    ).toEqual(['sent', 'sent']);
    await worker.stop();
  });
});
