/**
 * GET /admin/takings/sales/{csv|xlsx}?date=: the day's sales as a spreadsheet (issue 27,
 * item 6; docs/decisions/0370): the same rows as Gün sonu's list (takings.ts `daySalesTable`),
 * CSV for a Turkish Excel (`;`, decimal commas) or .xlsx with real numbers and dates.
 */
import { data } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { daySalesTable, parseTakingsDate } from '~/domain/takings';
import { requireAdmin } from '~/http/auth.server';
import { downloadFormat, tablesDownload } from '~/http/file-download.server';
import { salesOfDay } from '~/models/sales/takings.server';
import type { Route } from './+types/day-sales-download';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'takings.read');
  const format = downloadFormat(params.format);
  const parsed = parseTakingsDate(new URL(request.url).searchParams.get('date'), istanbulToday(context.now()));
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const table = daySalesTable(parsed.date, salesOfDay(context.db, parsed.date));
  return tablesDownload(format, [table], table.fileName);
}
