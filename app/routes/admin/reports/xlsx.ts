/**
 * GET /admin/reports/xlsx/{table}?period=…: one table of the report (the same query as the
 * screen and the CSV) as an .xlsx with real numbers, percentages and dates (issue 27, item 6;
 * docs/decisions/0370). `all` gives every table of the report, one sheet each.
 */
import { data } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { csvFileName } from '~/domain/reports';
import { requireAdmin } from '~/http/auth.server';
import { tablesDownload } from '~/http/file-download.server';
import { reportFor } from '~/models/studio/reports.server';
import type { Route } from './+types/xlsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'reports.read');
  const result = reportFor(context.db, new URL(request.url).searchParams, istanbulToday(context.now()));
  if (!result.ok) throw data(result.message, { status: 400 });
  const tables =
    params.table === 'all' ? result.report.tables : result.report.tables.filter((t) => t.id === params.table);
  if (tables.length === 0) throw data('Rapor tablosu bulunamadı', { status: 404 });
  return tablesDownload('xlsx', tables, csvFileName(params.table === 'all' ? 'tum' : params.table!, result.query));
}
