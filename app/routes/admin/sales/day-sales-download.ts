/**
 * GET /admin/takings/sales/{csv|xlsx}?date=: the day's sales as a spreadsheet (issue 27,
 * item 6; docs/decisions/0370): the same rows as Gün sonu's list (takings.ts `daySalesTable`),
 * CSV for a Turkish Excel (`;`, decimal commas) or .xlsx with real numbers and dates.
 */
import { data } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { tableCsv } from '~/domain/csv';
import { daySalesTable, parseTakingsDate } from '~/domain/takings';
import { requireAdmin } from '~/http/auth.server';
import { tableXlsx, XLSX_CONTENT_TYPE, xlsxFileName } from '~/http/xlsx.server';
import { salesOfDay } from '~/models/sales/takings.server';
import type { Route } from './+types/day-sales-download';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'takings.read');
  if (params.format !== 'csv' && params.format !== 'xlsx') throw data('Dosya türü bulunamadı', { status: 404 });
  const parsed = parseTakingsDate(new URL(request.url).searchParams.get('date'), istanbulToday(context.now()));
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const table = daySalesTable(parsed.date, salesOfDay(context.db, parsed.date));
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
  if (params.format === 'csv') {
    return new Response(tableCsv(table), {
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${table.fileName}"`,
      },
    });
  }
  return new Response(new Uint8Array(await tableXlsx(table)), {
    headers: {
      ...headers,
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${xlsxFileName(table.fileName)}"`,
    },
  });
}
