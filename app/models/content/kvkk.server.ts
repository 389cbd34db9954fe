/**
 * The versioned privacy notice (KVKK Aydınlatma Metni): the current version, old versions,
 * publishing a new one. Versions are never edited or deleted (bookings point at them).
 */
import { asc, desc, eq, max } from 'drizzle-orm';
import { kvkkNotices } from '../../../db/schema';
import { defaultNoticeText } from '../../domain/kvkk';
import type { DbOrTx } from '../db.server';
import { recordChange, type Actor } from '../audit/history.server';
import { SYSTEM_PROCESSES, systemActor } from '../../domain/audit';

export type KvkkNotice = { version: number; body: string; publishedAt: Date };

const columns = { version: kvkkNotices.version, body: kvkkNotices.body, publishedAt: kvkkNotices.publishedAt };

/** The newest version, or null in a database without any (never after the base rows). */
export function currentNotice(db: DbOrTx): KvkkNotice | null {
  return db.select(columns).from(kvkkNotices).orderBy(desc(kvkkNotices.version)).limit(1).get() ?? null;
}

export function getNotice(db: DbOrTx, version: number): KvkkNotice | null {
  return db.select(columns).from(kvkkNotices).where(eq(kvkkNotices.version, version)).get() ?? null;
}

/** Every version, oldest first, without the texts. */
export function listNotices(db: DbOrTx): { version: number; publishedAt: Date }[] {
  return db
    .select({ version: kvkkNotices.version, publishedAt: kvkkNotices.publishedAt })
    .from(kvkkNotices)
    .orderBy(asc(kvkkNotices.version))
    .all();
}

/** Publishes `body` as the next version (the caller has validated it). */
export function publishNotice(
  db: DbOrTx,
  actor: Actor,
  input: { body: string; now: Date; userId: number | null },
): KvkkNotice {
  const next =
    (db
      .select({ v: max(kvkkNotices.version) })
      .from(kvkkNotices)
      .get()?.v ?? 0) + 1;
  db.insert(kvkkNotices)
    .values({ version: next, body: input.body, publishedAt: input.now, userId: input.userId })
    .run();
  recordChange(db, actor, 'content', `kvkk-${next}`, 'created', null, { kvkkVersion: next }, { at: input.now });
  return { version: next, body: input.body, publishedAt: input.now };
}

/** The base row: version 1 with the default text, when there is no version yet. */
export function ensureFirstNotice(db: DbOrTx, now: Date = new Date()) {
  if (!currentNotice(db))
    publishNotice(db, systemActor(SYSTEM_PROCESSES.seed), { body: defaultNoticeText(), now, userId: null });
}
