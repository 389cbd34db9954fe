import { withoutOutboxWorker } from '../tests/helpers/test-db';
/**
 * Benchmark of the outbox (npm run bench:outbox): what queuing costs inside a write
 * transaction, and how fast the worker empties a bulk mail of 300 messages into a real SMTP
 * server (smtp-server in this process, one connection per message as in production).
 * Prints figures; asserts nothing.
 */
import { SYSTEM_PROCESSES, systemActor } from '../app/domain/audit';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../db/client';
import { ensureBaseRows } from '../server/seed';
import { deliverOutboxMessage, failureText, isPermanentFailure } from '../app/models/messaging/deliver.server';
import { queueBulkMail } from '../app/models/messaging/manual-sends.server';
import { enqueueMessage } from '../app/models/messaging/outbox.server';
import { createSmtpConnections, saveSmtpSettings } from '../app/models/messaging/smtp.server';
import { createOutboxWorker } from '../server/outbox-worker';
import { startFakeSmtp } from '../tests/helpers/fake-smtp';

const KEY = 'bench-secrets-key-bench-secrets-key';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-outbox-bench-'));
const db = openDatabase(path.join(dir, 'studio.db'));
ensureBaseRows(db);
const smtp = await startFakeSmtp();
saveSmtpSettings(
  withoutOutboxWorker(db),
  systemActor(SYSTEM_PROCESSES.seed),
  {
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    username: undefined,
    password: undefined,
    fromEmail: 'bench@example.com',
    fromName: undefined,
    isActive: true,
  },
  KEY,
);

// 1. queuing cost: 2000 single-message transactions (as a booking queues its e-mail)
const N = 2000;
let t0 = performance.now();
for (let i = 0; i < N; i++) {
  db.transaction((tx) =>
    enqueueMessage(tx, {
      channel: 'email',
      topic: 'custom-mail',
      payload: { batchId: 'warm', to: `k${i}@example.com`, subject: 's', content: 'c' },
    }),
  );
}
const perEnqueue = (performance.now() - t0) / N;
db.$client.prepare('delete from outbox').run();

// 2. a bulk mail of 300 recipients through the worker
const recipients = Array.from({ length: 300 }, (_, i) => ({ email: `musteri${i}@example.com`, name: `Müşteri ${i}` }));
t0 = performance.now();
const queued = queueBulkMail(withoutOutboxWorker(db), systemActor(SYSTEM_PROCESSES.seed), {
  subject: 'Kampanya',
  content: 'Merhaba,\n\nYeni renklerimiz geldi.',
  recipients,
});
const queueMs = performance.now() - t0;
if (!queued.ok) throw new Error(queued.message);
const smtpConnections = createSmtpConnections();
const worker = createOutboxWorker({
  db,
  afterRun: () => smtpConnections.close(),
  deliver: (row, now) =>
    deliverOutboxMessage(
      db,
      row,
      { secretsKey: KEY, telegramApiRoot: 'http://127.0.0.1:9', baseUrl: 'http://localhost', smtpConnections },
      now,
    ),
  isPermanent: isPermanentFailure,
  describe: failureText,
});
t0 = performance.now();
const summary = await worker.runOnce();
const sendMs = performance.now() - t0;
await smtp.waitFor(300);

console.log(`enqueue inside a transaction: ${(perEnqueue * 1000).toFixed(0)} µs per message (${N} transactions)`);
console.log(`bulk mail: 300 rows queued in ${queueMs.toFixed(1)} ms (one transaction)`);
console.log(
  `worker: ${summary.sent} sent, ${summary.failed} failed in ${(sendMs / 1000).toFixed(2)} s = ${((summary.sent / sendMs) * 1000).toFixed(0)} mails/s to a local SMTP server`,
);

await smtp.stop();
db.$client.close();
fs.rmSync(dir, { recursive: true, force: true });
