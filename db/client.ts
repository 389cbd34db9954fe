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
 * timeout so concurrent writers wait instead of failing, and committed migrations applied.
 */
export function openDatabase(file: string, options: { migrate?: boolean; migrationsFolder?: string } = {}): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
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

/** A cheap query that proves the database answers (used by /healthz). */
export function pingDatabase(db: Db): boolean {
  const row = db.$client.prepare('select 1 as ok').get() as { ok: number } | undefined;
  return row?.ok === 1;
}
