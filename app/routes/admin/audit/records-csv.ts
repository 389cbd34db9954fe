/**
 * GET /admin/kayitlar/csv?…: the "Kayıtlar" filter's rows as a CSV for Excel with Turkish
 * settings (`tableCsv`: `;`, UTF-8 with BOM, CRLF; docs/decisions/0370, 0392), newest first, up
 * to AUDIT_CSV_MAX rows. Contact details masked as on the screen for a role without them.
 */
import { data } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { tableCsv } from '~/domain/csv';
import { seesContact } from '~/domain/permissions';
import { requireAdmin } from '~/http/auth.server';
import { CSV_CONTENT_TYPE, fileDownload } from '~/http/file-download.server';
import { readRecordsQuery, recordsTable } from '~/models/audit/records.server';
import type { Route } from './+types/records-csv';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'audit.read');
  const read = readRecordsQuery(new URL(request.url).searchParams);
  if (!read.ok) throw data(read.message, { status: 400 });
  const table = recordsTable(context.db, read.query, seesContact({ role: session.user.role, options: session.access }));
  return fileDownload(tableCsv(table), `kayitlar-${istanbulToday(context.now())}.csv`, CSV_CONTENT_TYPE);
}
