/**
 * The "Kayıtlar" screen's and its CSV's reads (issue 26 item 3; docs/decisions/0392): the
 * query parsed once (app/domain/audit-query.ts), a page of lines or every row of the filter as
 * a spreadsheet table, contact details masked for a viewer who may not read them.
 */
import { AUDIT_CSV_HEADER, historyLinesFor, maskEntryContact, type HistoryLine } from '../../domain/audit';
import {
  AUDIT_CSV_MAX,
  auditFilterOf,
  auditQuerySchema,
  PERSON_CHOICES,
  type AuditQuery,
} from '../../domain/audit-query';
import { validationMessage } from '../../domain/booking-rules';
import { formatTurkishDateTime } from '../../domain/clock';
import type { ReportColumn } from '../../domain/reports';
import type { DbOrTx } from '../db.server';
import { listAccounts } from '../auth/accounts.server';
import { auditCsvRows, cursorFromText, cursorText, listAudit } from './history.server';

export type RecordsQuery = { ok: true; query: AuditQuery } | { ok: false; message: string; field: string | null };

/** The screen's search parameters as a query, or the first Turkish message. */
export function readRecordsQuery(params: URLSearchParams): RecordsQuery {
  const raw = Object.fromEntries(
    ['person', 'from', 'to', 'kind', 'entity', 'entityId', 'before'].map((k) => [k, params.get(k) ?? undefined]),
  );
  const parsed = auditQuerySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  const { message } = validationMessage(parsed.error);
  return {
    ok: false,
    message,
    field: parsed.error.issues[0]?.path.map(String).join('.') || null,
  };
}

/** The person filter's choices: every account by name, then the customer, the system, a visitor. */
export function personChoices(db: DbOrTx, now: Date): { value: string; label: string }[] {
  return [
    ...listAccounts(db, now).map((a) => ({
      value: `account-${a.id}`,
      label: `${a.name} (${a.roleName})`,
    })),
    ...PERSON_CHOICES,
  ];
}

/** One page of lines, newest first, and the next page's cursor (null: the last page). */
export function recordsPage(
  db: DbOrTx,
  query: AuditQuery,
  mayReadContact: boolean,
): { lines: HistoryLine[]; next: string | null } {
  const page = listAudit(db, auditFilterOf(query), {
    before: cursorFromText(query.before),
  });
  return {
    lines: historyLinesFor(page.entries, mayReadContact),
    next: page.next ? cursorText(page.next) : null,
  };
}

/** Every row of the filter (up to AUDIT_CSV_MAX) as a spreadsheet table: the CSV's columns are AUDIT_CSV_HEADER. */
export function recordsTable(
  db: DbOrTx,
  query: AuditQuery,
  mayReadContact: boolean,
): { columns: ReportColumn[]; rows: string[][] } {
  const rows = auditCsvRows(db, auditFilterOf({ ...query, before: undefined }), formatTurkishDateTime, {
    max: AUDIT_CSV_MAX,
    mask: (e) => maskEntryContact(e, mayReadContact),
  });
  return {
    columns: AUDIT_CSV_HEADER.map((label) => ({
      label,
      kind: 'text' as const,
    })),
    rows,
  };
}
