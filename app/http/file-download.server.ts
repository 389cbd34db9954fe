/**
 * Downloads of the back office: every file a screen offers (a report table, the day's sales,
 * 'Borçlar', 'Kayıtlar', a customer's personal data) leaves through here, so each carries the
 * same headers: an attachment with its file name, never stored by a shared cache
 * (`private, no-store`), never indexed.
 */
import { data } from 'react-router';
import { tableCsv } from '~/domain/csv';
import { type SheetTable, tablesXlsx, XLSX_CONTENT_TYPE, xlsxFileName } from './xlsx.server';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export type DownloadFormat = 'csv' | 'xlsx';

/** A file as an attachment named `fileName`. */
export function fileDownload(body: string | Uint8Array, fileName: string, contentType: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

/** `csv` or `xlsx` from a route's `:format`, else a 404 'Dosya türü bulunamadı'. */
export function downloadFormat(param: string | undefined): DownloadFormat {
  if (param !== 'csv' && param !== 'xlsx') throw data('Dosya türü bulunamadı', { status: 404 });
  return param;
}

/**
 * Tables as a CSV for a Turkish Excel (the first table; `;`, decimal commas) or as an .xlsx
 * with real numbers and dates, one sheet per table. `csvName` ends in `.csv`; the .xlsx is
 * named the same with its own extension.
 */
export async function tablesDownload(
  format: DownloadFormat,
  tables: readonly SheetTable[],
  csvName: string,
): Promise<Response> {
  if (format === 'csv') return fileDownload(tableCsv(tables[0]!), csvName, CSV_CONTENT_TYPE);
  return fileDownload(await tablesXlsx(tables), xlsxFileName(csvName), XLSX_CONTENT_TYPE);
}
