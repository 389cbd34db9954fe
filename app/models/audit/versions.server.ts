/**
 * The compare-and-set of an edit (docs/decisions/0352): a write that names the version it
 * was loaded from is refused when the record is newer, with the record as it is now and
 * what changed meanwhile (from the history), so the screen can show both and keep what the
 * person typed. A write without a version is not checked.
 */
import { isStale, meanwhileOf, staleMessage, type MeanwhileChange } from '../../domain/versions';
import type { AuditEntity } from '../../domain/audit';
import type { DbOrTx } from '../db.server';
import { changesSince } from './history.server';

/** The refusal of a stale save: 409, the Turkish message, the record now, its version, and each change since. */
export type StaleFailure<T> = {
  ok: false;
  kind: 'stale';
  status: 409;
  message: string;
  current: T;
  currentVersion: number;
  meanwhile: MeanwhileChange[];
};

/**
 * Null when the save may go on (no expected version, or it is the stored one); otherwise the
 * refusal, with `current()` read inside the same transaction.
 */
export function staleCheck<T>(
  tx: DbOrTx,
  entity: AuditEntity,
  id: number | string,
  stored: number,
  expected: number | null | undefined,
  current: () => T,
): StaleFailure<T> | null {
  if (!isStale(stored, expected)) return null;
  const meanwhile = meanwhileOf(changesSince(tx, entity, id, expected ?? 0));
  return {
    ok: false,
    kind: 'stale',
    status: 409,
    message: staleMessage(meanwhile),
    current: current(),
    currentVersion: stored,
    meanwhile,
  };
}

/** The version option of an edit: the version the editor loaded (absent: no check). */
export type ExpectedVersion = { expectedVersion?: number | null };
