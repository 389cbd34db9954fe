/**
 * GET /admin/kayitlar/csv?…: the "Kayıtlar" filter's rows as a CSV for Excel with Turkish
 * settings (`tableCsv`: `;`, UTF-8 with BOM, CRLF; docs/decisions/0370, 0392), newest first, up
 * to AUDIT_CSV_MAX rows. Contact details masked as on the screen for a role without them.
 */
import { data } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { seesContact } from '~/domain/permissions';
import { tableCsv } from '~/domain/csv';
import { requireAdmin } from '~/http/auth.server';
import { readRecordsQuery, recordsTable } from '~/models/audit/records.server';
import type { Route } from './+types/records-csv';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'audit.read');
  const read = readRecordsQuery(new URL(request.url).searchParams);
  if (!read.ok) throw data(read.message, { status: 400 });
  const table = recordsTable(context.db, read.query, seesContact({ role: session.user.role, options: session.access }));
  return new Response(tableCsv(table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="kayitlar-${istanbulToday(context.now())}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
