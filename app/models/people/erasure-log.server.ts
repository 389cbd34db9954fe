/**
 * The erasure log (docs/decisions/0325): which customers were erased, kept in a SQLite file of
 * its own beside the studio database (replicated with it, never restored to a point in time).
 * A restore of the studio database to a time before an erasure (from the off-site copy or a
 * backup file) would bring the person back; re-applying the log erases them again, through
 * the one erasure function (eraseCustomerData), so whatever that function erases is erased.
 *
 * An entry names the customer row, not the person: its id and its creation instant (an id
 * alone could name another customer if SQLite ever reused it). Nothing personal is kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { and, eq } from 'drizzle-orm';
import { customers } from '../../../db/schema';
import type { DbOrTx } from '../db.server';

import type { ErasureEntry, ErasureLog } from '../../infra/copies';
export type { ErasureEntry, ErasureLog };

/** Opens (creating) the log file. WAL, like the studio database, so Litestream can replicate it. */
export function openErasureLog(file: string): ErasureLog {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  sqlite.exec(`CREATE TABLE IF NOT EXISTS erasures (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL,
    customer_created_at INTEGER NOT NULL,
    erased_at INTEGER NOT NULL,
    UNIQUE (customer_id, customer_created_at)
  );
  CREATE TABLE IF NOT EXISTS heartbeat (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL)`);
  const touch = sqlite.prepare(
    'INSERT INTO heartbeat (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at',
  );
  const insert = sqlite.prepare(
    'INSERT OR IGNORE INTO erasures (customer_id, customer_created_at, erased_at) VALUES (?, ?, ?)',
  );
  const all = sqlite.prepare(
    'SELECT customer_id AS customerId, customer_created_at AS customerCreatedAt, erased_at AS erasedAt FROM erasures ORDER BY id',
  );
  return {
    record: (e) => void insert.run(e.customerId, e.customerCreatedAt, e.erasedAt),
    entries: () => all.all() as ErasureEntry[],
    touch: (at) => void touch.run(at.getTime()),
    close: () => sqlite.close(),
  };
}

/** The entries of another log file (a backup's), read-only; [] when it has none. */
export function readErasureLogFile(file: string): ErasureEntry[] {
  if (!fs.existsSync(file)) return [];
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'erasures'").get();
    if (!table) return [];
    return sqlite
      .prepare(
        'SELECT customer_id AS customerId, customer_created_at AS customerCreatedAt, erased_at AS erasedAt FROM erasures ORDER BY id',
      )
      .all() as ErasureEntry[];
  } finally {
    sqlite.close();
  }
}

/** The log entry of a customer row as it is now (null: no such customer). */
export function erasureEntryOf(db: DbOrTx, customerId: number, erasedAt: Date): ErasureEntry | null {
  const row = db
    .select({ id: customers.id, createdAt: customers.createdAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .get();
  return row ? { customerId: row.id, customerCreatedAt: row.createdAt.getTime(), erasedAt: erasedAt.getTime() } : null;
}

/** The customer ids of the log that are (still, or again) in this database: the same row, same creation instant. */
export function customersToErase(db: DbOrTx, entries: readonly ErasureEntry[]): number[] {
  const ids: number[] = [];
  for (const e of entries) {
    const row = db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, e.customerId), eq(customers.createdAt, new Date(e.customerCreatedAt))))
      .get();
    if (row) ids.push(row.id);
  }
  return ids;
}
