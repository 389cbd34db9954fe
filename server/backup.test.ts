import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTestDb, TEST_SECRETS_KEY } from '../tests/helpers/test-db';
import { createBackup, restoreBackup } from './backup';

const WRITER = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.pragma('journal_mode = WAL'); db.pragma('busy_timeout = 5000');
const insert = db.prepare("insert into customers (name, email, phone, is_active, created_at, updated_at) values (?, ?, ?, 1, ?, ?)");
let n = 0; const end = Date.now() + Number(process.argv[2]);
process.stdout.write('started\\n');
while (Date.now() < end) { const t = Date.now(); insert.run('Yazar ' + n, 'y' + n + '@example.com', '5550000000', t, t); n++; }
process.stdout.write('wrote ' + n + '\\n');
`;

function startWriter(file: string, ms: number) {
  const child = spawn(process.execPath, ['-e', WRITER, file, String(ms)], {
    cwd: path.resolve(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const started = new Promise<void>((resolve) =>
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('started')) resolve();
    }),
  );
  const done = new Promise<number>((resolve) =>
    child.on('exit', () => resolve(Number(/wrote (\d+)/.exec(out)?.[1] ?? -1))),
  );
  return { started, done };
}

const customers = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from customers').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('backup and restore', () => {
  it('round-trips the database and the uploads while another process is writing', { timeout: 60_000 }, async () => {
    const { db, file, uploadsDir } = createTestDb();
    fs.mkdirSync(path.join(uploadsDir, 'gallery'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'gallery', 'a-400.webp'), 'resim');
    const outDir = path.join(path.dirname(file), 'backups');

    const writer = startWriter(file, 1500);
    await writer.started;
    await new Promise((r) => setTimeout(r, 300));
    const backup = await createBackup({ databasePath: file, uploadsDir, outDir });
    const written = await writer.done;
    expect(written).toBeGreaterThan(0);

    // The copy is a consistent snapshot taken mid-way: some rows, not necessarily all.
    const inBackup = backup.tables.customers!;
    expect(inBackup).toBeGreaterThan(0);
    expect(inBackup).toBeLessThanOrEqual(written);
    expect(backup.tables.services).toBeGreaterThan(0);
    expect(fs.statSync(backup.file).size).toBe(backup.bytes);

    // Damage the live data, then restore while the app's connection stays open.
    db.$client.prepare('delete from customers').run();
    fs.rmSync(path.join(uploadsDir, 'gallery', 'a-400.webp'));
    const restored = await restoreBackup({
      file: backup.file,
      databasePath: file,
      uploadsDir,
      secretsKey: TEST_SECRETS_KEY,
    });
    expect(restored.tables.customers).toBe(inBackup);
    expect(customers(file)).toBe(inBackup);
    expect((db.$client.prepare('select count(*) as n from customers').get() as { n: number }).n).toBe(inBackup);
    expect(db.$client.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(fs.readFileSync(path.join(uploadsDir, 'gallery', 'a-400.webp'), 'utf8')).toBe('resim');
  });

  it('refuses a file that is not a backup', async () => {
    const { file, uploadsDir } = createTestDb({ demo: false });
    const bogus = path.join(path.dirname(file), 'bogus.tar.gz');
    fs.writeFileSync(bogus, 'not a tarball');
    await expect(
      restoreBackup({ file: bogus, databasePath: file, uploadsDir, secretsKey: TEST_SECRETS_KEY }),
    ).rejects.toThrow();
    await expect(
      restoreBackup({ file: `${bogus}.missing`, databasePath: file, uploadsDir, secretsKey: TEST_SECRETS_KEY }),
    ).rejects.toThrow(/bulunamadı/);
  });
});
