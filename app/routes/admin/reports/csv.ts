/**
 * GET /admin/reports/csv/{table}?period=…: one table of the report (the same query as the
 * screen) as a CSV download with plain numbers. Admin only.
 */
import { data } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { csvFileName } from '~/domain/reports';
import { requireAdmin } from '~/http/auth.server';
import { tablesDownload } from '~/http/file-download.server';
import { reportFor } from '~/models/studio/reports.server';
import type { Route } from './+types/csv';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'reports.read');
  const result = reportFor(context.db, new URL(request.url).searchParams, istanbulToday(context.now()));
  if (!result.ok) throw data(result.message, { status: 400 });
  const table = result.report.tables.find((t) => t.id === params.table);
  if (!table) throw data('Rapor tablosu bulunamadı', { status: 404 });
  return tablesDownload('csv', [table], csvFileName(table.id, result.query));
}
