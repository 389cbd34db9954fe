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

/** The one blocking checkpoint of the app: after an erasure, never while the copy runs (forgetFreedPages). */
const ERASURE_CHECKPOINT = 'wal_checkpoint(TRUNCATE)';

/**
 * After an erasure: copies the WAL into the database and truncates the WAL file, so the old
 * page images that still held the erased text are gone from disk too (with secure_delete the
 * database file's free space is already zeroed). A busy checkpoint (another reader) is tried
 * again on the next erasure; the text then stays only until SQLite reuses those WAL frames.
 * Returns whether the WAL was emptied.
 */
export function forgetFreedPages(db: Db, options: { replicating: boolean }): boolean {
  // With the off-site copy running (Litestream), a TRUNCATE checkpoint blocks every writer for
  // seconds (docs/decisions/0320) and the erased pages are in the copy's history anyway (0325):
  // a passive checkpoint then, which never waits.
  try {
    const [row] = db.$client.pragma(options.replicating ? 'wal_checkpoint(PASSIVE)' : ERASURE_CHECKPOINT) as {
      busy: number;
      log: number;
      checkpointed: number;
    }[];
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

/** The tables whose ids come from SQLite's AUTOINCREMENT counter, with the last id each gave (0: none yet). */
export function idSequences(sqlite: Database.Database): Map<string, number> {
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and sql like '%AUTOINCREMENT%'")
    .pluck()
    .all() as string[];
  const counters = new Map(
    (sqlite.prepare('select name, seq from sqlite_sequence').all() as { name: string; seq: number }[]).map((r) => [
      r.name,
      r.seq,
    ]),
  );
  return new Map(tables.map((t) => [t, counters.get(t) ?? 0]));
}

/**
 * Moves every AUTOINCREMENT counter forward, so no id that was ever handed out is given again
 * after a restore (docs/decisions/0322): to at least `floors` (the counters of the database
 * being replaced, when it is at hand), and by `gap` more (when it is not: the ids of the last
 * second before the disk was lost are unknown). One transaction.
 */
export function raiseIdSequences(
  sqlite: Database.Database,
  options: { floors?: Map<string, number>; gap?: number },
): Map<string, number> {
  const raised = new Map<string, number>();
  sqlite.transaction(() => {
    for (const [table, seq] of idSequences(sqlite)) {
      const maxId =
        (sqlite
          .prepare(`select coalesce(max(rowid), 0) from "${table.replace(/"/g, '""')}"`)
          .pluck()
          .get() as number) ?? 0;
      const next = Math.max(seq, maxId, options.floors?.get(table) ?? 0) + (options.gap ?? 0);
      if (next === seq) continue;
      const updated = sqlite.prepare('update sqlite_sequence set seq = ? where name = ?').run(next, table).changes;
      if (!updated) sqlite.prepare('insert into sqlite_sequence (name, seq) values (?, ?)').run(table, next);
      raised.set(table, next);
    }
  })();
  return raised;
}
