/**
 * GET /admin/debts/{csv|xlsx}: 'Borçlar' as a spreadsheet (issue 38, item 5): every sale that
 * still owes, oldest first (ledger.ts `debtsTable`), CSV for a Turkish Excel or .xlsx with
 * real numbers and dates, like the day's sales.
 */
import { data } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { debtsTable } from '~/domain/ledger';
import { tableCsv } from '~/domain/csv';
import { requireAdmin } from '~/http/auth.server';
import { tableXlsx, XLSX_CONTENT_TYPE, xlsxFileName } from '~/http/xlsx.server';
import { readDebts } from '~/models/sales/ledger.server';
import type { Route } from './+types/debts-download';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'takings.read');
  if (params.format !== 'csv' && params.format !== 'xlsx') throw data('Dosya türü bulunamadı', { status: 404 });
  const table = debtsTable(istanbulToday(context.now()), readDebts(context.db, { limit: null }).debts);
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
  if (params.format === 'csv')
    return new Response(tableCsv(table), {
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${table.fileName}"`,
      },
    });
  return new Response(new Uint8Array(await tableXlsx(table)), {
    headers: {
      ...headers,
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${xlsxFileName(table.fileName)}"`,
    },
  });
}
