/**
 * GET /admin/debts/{csv|xlsx}: 'Borçlar' as a spreadsheet (issue 38, item 5): every sale that
 * still owes, oldest first (ledger.ts `debtsTable`), CSV for a Turkish Excel or .xlsx with
 * real numbers and dates, like the day's sales.
 */
import { istanbulToday } from '~/domain/clock';
import { debtsTable } from '~/domain/ledger';
import { requireAdmin } from '~/http/auth.server';
import { downloadFormat, tablesDownload } from '~/http/file-download.server';
import { readDebts } from '~/models/sales/ledger.server';
import type { Route } from './+types/debts-download';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'takings.read');
  const format = downloadFormat(params.format);
  const table = debtsTable(istanbulToday(context.now()), readDebts(context.db, { limit: null }).debts);
  return tablesDownload(format, [table], table.fileName);
}
