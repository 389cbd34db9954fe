/**
 * The history of every change (issue 26 item 3; docs/decisions/0351): the one writer and
 * reader of `audit_log`. A model write calls `recordChange` inside its own transaction, so
 * the row commits with the write or not at all; readers serve the appointment's and the
 * customer's "Geçmiş", the "Kayıtlar" screen (filters, pages, CSV) and `GET /api/audit`.
 *
 * Imported by server.ts's worker too: relative imports only.
 */
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { auditLog } from '../../../db/schema';
import type { Db } from '../../../db/client';
import {
  auditCsvRow,
  auditKindOf,
  diffFields,
  erasedChanges,
  erasedMeta,
  redactMeta,
  redactQuotes,
  type Actor,
  type ActorKind,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditKind,
  type AuditMeta,
  type FieldChange,
} from '../../domain/audit';
import type { DbOrTx } from '../db.server';

export type { Actor } from '../../domain/audit';

export type RecordOptions = {
  /** when (the write's `now`); default: the clock */
  at?: Date;
  /** the customer the entry is about (her card's "Geçmiş"; her erasure reaches it) */
  customerId?: number | null;
  /** facts that are not fields (a message's channel, a booking's source) */
  meta?: Record<string, unknown> | null;
  /** the record's version after the write */
  version?: number | null;
  /** compare only these fields of before/after */
  fields?: readonly string[];
  /** changes computed by the caller (instead of before/after) */
  changes?: readonly FieldChange[];
};

/**
 * Appends one history row for a write, in the caller's transaction (`tx`): who (`actor`),
 * what (`entity`, `entityId`), the action, and before → after of each changed field (from
 * the two plain records; secrets are written as '[gizli]', never their value). Returns the
 * row's id.
 */
export function recordChange(
  tx: DbOrTx,
  actor: Actor,
  entity: AuditEntity,
  entityId: number | string | null,
  action: AuditAction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  options: RecordOptions = {},
): number {
  const changes = options.changes
    ? diffFields(
        Object.fromEntries(options.changes.map((c) => [c.field, c.before])),
        Object.fromEntries(options.changes.map((c) => [c.field, c.after])),
      )
    : diffFields(before, after, options.fields);
  return tx
    .insert(auditLog)
    .values({
      at: options.at ?? new Date(),
      actorKind: actor.kind,
      actorUserId: actor.kind === 'account' ? actor.userId : null,
      actorName: actor.kind === 'account' ? actor.name : actor.kind === 'system' ? actor.process : null,
      ip: actor.kind === 'system' ? null : (actor.ip ?? null)?.slice(0, 64) || null,
      entity,
      entityId: entityId === null ? null : String(entityId),
      action,
      kind: auditKindOf(entity, action),
      customerId: options.customerId ?? null,
      changes,
      meta: redactMeta(options.meta),
      version: options.version ?? null,
    })
    .returning({ id: auditLog.id })
    .get().id;
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

type Row = typeof auditLog.$inferSelect;

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { kind: row.actorKind, userId: row.actorUserId, name: row.actorName, ip: row.ip },
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    action: row.action as AuditAction,
    kind: row.kind as AuditKind,
    changes: (row.changes ?? []) as FieldChange[],
    meta: (row.meta ?? null) as AuditMeta | null,
    version: row.version,
  };
}

/** One record's history, oldest first (write order): the "Geçmiş" panel. */
export function entityHistory(
  db: DbOrTx,
  entity: AuditEntity,
  entityId: number | string,
  options: { limit?: number } = {},
): AuditEntry[] {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id))
    .limit(options.limit ?? 500)
    .all()
    .map(toEntry);
}

/**
 * The history of several records read as one, oldest first (write order): an appointment with
 * the sales made for it. Each record is found through the (entity, entity_id) index.
 */
export function recordsHistory(
  db: DbOrTx,
  records: readonly { entity: AuditEntity; ids: readonly (number | string)[] }[],
  options: { limit?: number } = {},
): AuditEntry[] {
  const wanted = records.filter((r) => r.ids.length > 0);
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(auditLog)
    .where(or(...wanted.map((r) => and(eq(auditLog.entity, r.entity), inArray(auditLog.entityId, r.ids.map(String))))))
    .orderBy(asc(auditLog.id))
    .limit(options.limit ?? 500)
    .all()
    .map(toEntry);
}

/** The changes of a record written after `version` (what changed meanwhile), oldest first. */
export function changesSince(
  db: DbOrTx,
  entity: AuditEntity,
  entityId: number | string,
  version: number,
): AuditEntry[] {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)), gt(auditLog.version, version)))
    .orderBy(asc(auditLog.id))
    .all()
    .map(toEntry);
}

/** Everything about one customer (her record and her appointments), newest first: the customer card's "Geçmiş". */
export function customerHistory(db: DbOrTx, customerId: number, options: { limit?: number } = {}): AuditEntry[] {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.customerId, customerId))
    .orderBy(desc(auditLog.id))
    .limit(options.limit ?? 200)
    .all()
    .map(toEntry);
}

/** Where a page of "Kayıtlar" ends: the next page starts after it. */
export type AuditCursor = { at: number; id: number };

export function cursorText(cursor: AuditCursor): string {
  return `${cursor.at}.${cursor.id}`;
}

/** A cursor from a query string (`?once=1764000000000.123`); null when it is not one. */
export function cursorFromText(text: string | null | undefined): AuditCursor | null {
  const match = /^(\d{1,15})\.(\d{1,12})$/.exec(text ?? '');
  return match ? { at: Number(match[1]), id: Number(match[2]) } : null;
}

/** The "Kayıtlar" filters: person (an account, or the customer / the system), a date range, a kind, a record. */
export type AuditFilter = {
  actorUserId?: number;
  actorKind?: ActorKind;
  /** inclusive instants */
  from?: Date;
  to?: Date;
  kind?: AuditKind;
  entity?: AuditEntity;
  entityId?: number | string;
};

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorUserId !== undefined ? eq(auditLog.actorUserId, filter.actorUserId) : undefined,
    filter.actorKind !== undefined ? eq(auditLog.actorKind, filter.actorKind) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lte(auditLog.at, filter.to) : undefined,
    filter.kind !== undefined ? eq(auditLog.kind, filter.kind) : undefined,
    filter.entity !== undefined ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId !== undefined ? eq(auditLog.entityId, String(filter.entityId)) : undefined,
  );
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditPage = { entries: AuditEntry[]; next: AuditCursor | null };

/**
 * One page of "Kayıtlar", newest first, after `before` (the previous page's `next`). Reads
 * the page and one more row through an index whatever the table's size (no total count).
 */
export function listAudit(
  db: DbOrTx,
  filter: AuditFilter = {},
  page: { before?: AuditCursor | null; limit?: number } = {},
): AuditPage {
  const limit = Math.min(Math.max(page.limit ?? AUDIT_PAGE_SIZE, 1), 500);
  const before = page.before;
  const rows = db
    .select()
    .from(auditLog)
    .where(
      and(
        whereOf(filter),
        before
          ? or(
              lt(auditLog.at, new Date(before.at)),
              and(eq(auditLog.at, new Date(before.at)), lt(auditLog.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1)
    .all();
  const entries = rows.slice(0, limit).map(toEntry);
  const last = entries.at(-1);
  return { entries, next: rows.length > limit && last ? { at: last.at.getTime(), id: last.id } : null };
}

/** The filtered entries as CSV rows (header first), newest first, read page by page; at most `max` entries. */
export function auditCsvRows(
  db: DbOrTx,
  filter: AuditFilter,
  formatTime: (at: Date) => string,
  options: { max?: number; mask?: (entry: AuditEntry) => AuditEntry } = {},
): string[][] {
  const max = options.max ?? 50_000;
  const out: string[][] = [];
  let before: AuditCursor | null = null;
  while (out.length < max) {
    const page = listAudit(db, filter, { before, limit: Math.min(500, max - out.length) });
    for (const entry of page.entries) out.push(auditCsvRow(options.mask ? options.mask(entry) : entry, formatTime));
    if (!page.next) break;
    before = page.next;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Customers: merge and erasure reach the history
// ---------------------------------------------------------------------------------------------

/** A merge: the history of customer `fromId` (her record and her appointments) now belongs to `intoId`. */
export function moveCustomerHistory(tx: DbOrTx, fromId: number, intoId: number): number {
  return tx.update(auditLog).set({ customerId: intoId }).where(eq(auditLog.customerId, fromId)).run().changes;
}

/** What the erasure finds her history rows by: her ids, and what quotes her (issue 37). */
export type HistoryErasure = {
  customerId: number;
  appointmentIds: readonly number[];
  waitlistEntryIds?: readonly number[];
  saleIds?: readonly number[];
  surveyIds?: readonly number[];
  /** the ways her e-mail and phones are written in her rows: any row whose text holds one is swept */
  spellings?: readonly string[];
  /** whether a stored string quotes her (e-mail, phone in any spelling, her name): replaced in every row found */
  quotes?: (text: string) => boolean;
};

/**
 * The KVKK erasure reaches the history: in every row about the customer (tied to her, her
 * record, one of her appointments, waitlist entries, sales or surveys, or any row whose text
 * quotes her e-mail or phone) her personal data is replaced by '[silindi]', and the IP of what
 * she did herself is removed. Who did what and when stays. Returns the rows changed.
 */
export function eraseCustomerFromHistory(tx: DbOrTx, person: HistoryErasure): number {
  const byIds = (entity: AuditEntity, ids: readonly number[] | undefined) =>
    ids?.length ? and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids.map(String))) : undefined;
  const quotingSpellings = (person.spellings ?? [])
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length >= 5)
    .flatMap((s) => [
      sql`instr(lower(${auditLog.changes}), ${s}) > 0`,
      sql`instr(lower(coalesce(${auditLog.meta}, '')), ${s}) > 0`,
    ]);
  const about = or(
    eq(auditLog.customerId, person.customerId),
    and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(person.customerId))),
    byIds('appointment', person.appointmentIds),
    // her waitlist entries (found by e-mail and phone: they carry no customer id; issue 37)
    byIds('waitlist', person.waitlistEntryIds),
    byIds('sale', person.saleIds),
    byIds('survey', person.surveyIds),
  );
  const quotes = person.quotes ?? (() => false);
  const rows = tx.select().from(auditLog).where(about).all();
  const seen = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    const entity = row.entity as AuditEntity;
    tx.update(auditLog)
      .set({
        changes: redactQuotes(erasedChanges(entity, (row.changes ?? []) as FieldChange[]), quotes),
        meta: redactQuotes(erasedMeta((row.meta ?? null) as AuditMeta | null), quotes),
        // her own IP: as a customer, or as the visitor who joined the waitlist
        ip: row.actorKind === 'customer' || (entity === 'waitlist' && row.actorKind === 'visitor') ? null : row.ip,
        customerId: null,
      })
      .where(eq(auditLog.id, row.id))
      .run();
  }
  // any other row quoting her (a message's row with her number, someone else's booking with her
  // phone): only the values that quote her are replaced; the row stays whose it is
  const quoting = quotingSpellings.length
    ? tx
        .select()
        .from(auditLog)
        .where(or(...quotingSpellings))
        .all()
        .filter((r) => !seen.has(r.id))
    : [];
  for (const row of quoting)
    tx.update(auditLog)
      .set({
        changes: redactQuotes((row.changes ?? []) as FieldChange[], quotes),
        meta: redactQuotes((row.meta ?? null) as AuditMeta | null, quotes),
      })
      .where(eq(auditLog.id, row.id))
      .run();
  return rows.length + quoting.length;
}

/** The rows written after row `afterId`, in write order (tests; a screen following the history live). */
export function entriesAfter(db: DbOrTx, afterId: number, options: { limit?: number } = {}): AuditEntry[] {
  return db
    .select()
    .from(auditLog)
    .where(gt(auditLog.id, afterId))
    .orderBy(asc(auditLog.id))
    .limit(options.limit ?? 500)
    .all()
    .map(toEntry);
}

/** How many history rows there are (tests, the benchmark). */
export function countAudit(db: DbOrTx, filter: AuditFilter = {}): number {
  return db.select({ n: sql<number>`count(*)` }).from(auditLog).where(whereOf(filter)).get()!.n;
}

// ---------------------------------------------------------------------------------------------
// A write with its history row, for the simple record writes (catalogue, content, settings rows)
// ---------------------------------------------------------------------------------------------

type TableWithId = SQLiteTable & { id: SQLiteColumn };

function readRow(tx: DbOrTx, table: TableWithId, id: number): Record<string, unknown> | null {
  return (
    (tx
      .select()
      .from(table as SQLiteTable)
      .where(eq(table.id, id))
      .get() as Record<string, unknown> | undefined) ?? null
  );
}

/**
 * Runs `write` in one transaction with row `id` of `table` read before and after it, and
 * appends the history row (`entity`, `action`) when the write did something (the row existed
 * before or exists after). A create names its new id through `idOf`. Secret columns are written
 * as '[gizli]' by the diff. Returns what `write` returned.
 */
export function recordedWrite<T>(
  db: DbOrTx,
  actor: Actor,
  entity: AuditEntity,
  table: TableWithId,
  target: {
    id?: number;
    idOf?: (result: T) => number | null | undefined;
    action:
      | AuditAction
      | ((before: Record<string, unknown> | null, after: Record<string, unknown> | null) => AuditAction);
    at?: Date;
    fields?: readonly string[];
    /** a refusal decided on the row as it is (a stale version: versions.server.ts staleCheck); non-null: returned, nothing written */
    refuse?: (tx: DbOrTx, before: Record<string, unknown>) => T | null;
  },
  write: (tx: DbOrTx) => T,
): T {
  return (db as Db).transaction((tx) => {
    const runner: DbOrTx = tx;
    const before = target.id !== undefined ? readRow(runner, table, target.id) : null;
    const refused = before && target.refuse ? target.refuse(runner, before) : null;
    if (refused !== null) return refused;
    const result = write(runner);
    const id = target.id ?? target.idOf?.(result) ?? null;
    const after = id !== null ? readRow(runner, table, id) : null;
    if (id !== null && (before || after) && JSON.stringify(before) !== JSON.stringify(after)) {
      const action = typeof target.action === 'function' ? target.action(before, after) : target.action;
      const version = (after?.version ?? (typeof before?.version === 'number' ? before.version + 1 : null)) as
        | number
        | null;
      recordChange(runner, actor, entity, id, action, before, after, { at: target.at, fields: target.fields, version });
    }
    return result;
  });
}

/** created / deleted / updated from the rows before and after. */
export const actionOfRows = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditAction => (!before ? 'created' : !after ? 'deleted' : 'updated');
