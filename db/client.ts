import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens (creating if needed) the studio database: WAL journal, foreign keys on, a busy
 * timeout so concurrent writers wait instead of failing, `secure_delete` (deleted and
 * overwritten content is zeroed, not left in free space: an erasure erases; its cost on
 * writes is measured by bench:abuse, docs/decisions/0336), and committed migrations applied.
 */
export function openDatabase(file: string, options: { migrate?: boolean; migrationsFolder?: string } = {}): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('secure_delete = ON');
  const db = drizzle(sqlite, { schema }) as Db;
  if (options.migrate !== false) migrate(db, { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER });
  return db;
}

/**
 * A reader of SQLite's `PRAGMA data_version` on a connection of its own: the number changes
 * after any other connection commits (this process's main connection, a script, a restore,
 * LiteFS replication). The page cache keys on it (server/page-cache.ts).
 */
export function dataVersionReader(file: string): { read: () => number; close: () => void } {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  const statement = sqlite.prepare('PRAGMA data_version').pluck();
  return { read: () => statement.get() as number, close: () => sqlite.close() };
}

/**
 * Proves the database takes a write (used by /healthz): a table is created inside a
 * transaction that is always rolled back, so nothing is kept. Throws the SQLite error
 * (SQLITE_READONLY, SQLITE_BUSY, ...) when it cannot.
 */
export function probeWrite(db: Db): void {
  const sqlite = db.$client;
  if (sqlite.inTransaction) return; // someone in this process is writing right now: it can
  sqlite.exec('BEGIN IMMEDIATE');
  try {
    sqlite.exec('CREATE TABLE main.__healthz_probe (x INTEGER)');
  } finally {
    sqlite.exec('ROLLBACK');
  }
}

/**
 * After an erasure: copies the WAL into the database and truncates the WAL file, so the old
 * page images that still held the erased text are gone from disk too (with secure_delete the
 * database file's free space is already zeroed). A busy checkpoint (another reader) is tried
 * again on the next erasure; the text then stays only until SQLite reuses those WAL frames.
 * Returns whether the WAL was emptied.
 */
export function forgetFreedPages(db: Db): boolean {
  try {
    const [row] = db.$client.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[];
    return !!row && row.busy === 0;
  } catch {
    return false;
  }
}

/** A cheap query that proves the database answers (used by /healthz). */
export function pingDatabase(db: Db): boolean {
  const row = db.$client.prepare('select 1 as ok').get() as { ok: number } | undefined;
  return row?.ok === 1;
}
