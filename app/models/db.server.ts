import { asc, eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

/** A drizzle transaction on the studio database (what `db.transaction(fn)` hands to fn). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Reads and writes that work inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;

/**
 * The better-sqlite3 connection under a handle: the database's own, or the one a transaction
 * runs on (one connection, synchronous), for statements prepared once per connection. drizzle
 * keeps a transaction's connection in its session, which its types do not show.
 */
export function connectionOf(db: DbOrTx): Db['$client'] {
  return '$client' in db ? db.$client : (db as unknown as { session: { client: Db['$client'] } }).session.client;
}

type TableWithId = SQLiteTable & { id: SQLiteColumn };
type FlagOf<T> = { [K in keyof T]: T[K] extends { _: { data: boolean } } ? K : never }[keyof T] & string;

/**
 * Sets a yes/no column of row `id` to `value`, or flips it when `value` is undefined (the
 * toggle calls of the admin and the API). False when there is no such row.
 */
export function setFlag<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: number,
  flag: FlagOf<T>,
  value?: boolean,
): boolean {
  const column = table[flag] as unknown as SQLiteColumn;
  const row = db
    .select({ value: column })
    .from(table as SQLiteTable)
    .where(eq(table.id, id))
    .get() as { value: boolean } | undefined;
  if (!row) return false;
  db.update(table)
    .set({ [flag]: value ?? !row.value } as never)
    .where(eq(table.id, id))
    .run();
  return true;
}

/** Row `id` of a one-row settings table, or its first row when `id` is omitted; null when there is none. */
export function findOneRow<T extends TableWithId>(db: DbOrTx, table: T, id?: number): T['$inferSelect'] | null {
  const rows = db.select().from(table as SQLiteTable);
  const row = id === undefined ? rows.orderBy(asc(table.id)).limit(1).get() : rows.where(eq(table.id, id)).get();
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/**
 * A settings row as the browser and the API may see it: without its secret column (stored
 * encrypted, never sent) and its creation time, with `shownAs` telling whether a secret is
 * stored. The one place that decides what of an SMTP or Telegram row leaves the server.
 */
export function withoutSecret<R extends { createdAt: Date }, K extends keyof R, H extends string>(
  row: R | null,
  secret: K,
  shownAs: H,
) {
  if (!row) return null;
  const { [secret]: value, createdAt: _created, ...shown } = row;
  return { ...shown, [shownAs]: !!value } as Omit<R, K | 'createdAt'> & Record<H, boolean>;
}

/**
 * A one-row settings table that holds a secret (the SMTP password, the Telegram bot token):
 * `find` row `id` or the one row, `get` the one row, `shown` what the browser and the API see.
 */
export function secretSettingsTable<T extends TableWithId, K extends keyof T['$inferSelect'], H extends string>(
  table: T,
  secret: K,
  shownAs: H,
) {
  type Row = T['$inferSelect'] & { createdAt: Date };
  const find = (db: DbOrTx, id?: number) => findOneRow(db, table, id) as Row | null;
  return { find, get: (db: DbOrTx) => find(db), shown: (row: Row | null) => withoutSecret(row, secret, shownAs) };
}

/**
 * Writes a one-row settings table: updates row `id` (or the one row when `id` is omitted)
 * with `values(existing)`, or inserts `values(null)` when the table is empty. Null for an
 * unknown id.
 */
export function writeOneRow<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: number | undefined,
  values: (existing: T['$inferSelect'] | null) => T['$inferInsert'],
): T['$inferSelect'] | null {
  const existing = findOneRow(db, table, id);
  if (!existing)
    return id === undefined
      ? (db
          .insert(table)
          .values(values(null) as never)
          .returning()
          .get() as T['$inferSelect'])
      : null;
  const row = db
    .update(table)
    .set(values(existing) as never)
    .where(eq(table.id, (existing as { id: number }).id))
    .returning()
    .get();
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** The tables whose records carry a version (docs/decisions/0352) that a toggle, delete or merge call checks against If-Match. */
const VERSIONED = {
  services: schema.services,
  packages: schema.packages,
  categories: schema.categories,
  teamMembers: schema.teamMembers,
  customers: schema.customers,
} as const;
export type VersionedTable = keyof typeof VERSIONED;

/** The current version of record `id` in a versioned table, or null when it is gone. */
export function recordVersion(db: DbOrTx, table: VersionedTable, id: number): number | null {
  const t = VERSIONED[table];
  return db.select({ version: t.version }).from(t).where(eq(t.id, id)).get()?.version ?? null;
}
