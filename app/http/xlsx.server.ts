/**
 * Tables as .xlsx (issue 27, item 6; docs/decisions/0370-spreadsheets.md): the same table
 * model as the screen and the CSV (app/domain/reports.ts `ReportTable`: columns with a kind,
 * raw rows), written by exceljs with real numbers and dates and Excel number formats, so a
 * spreadsheet with Turkish settings shows '1.250,00 ₺', '%12,5' and '24.11.2026' and sums
 * them. Excel number formats are written in its invariant notation ('#,##0.00'); Excel shows
 * them with the reader's separators (Turkish: '.' thousands, ',' decimals).
 *
 * Money cells hold lira (kuruş / 100), percent cells the fraction (0.125 shown as %12,5),
 * dates an Excel date (UTC midnight of the YYYY-MM-DD), integers and decimals as numbers;
 * text stays text (a leading = + - @ cannot become a formula: exceljs writes strings as
 * strings). Null is an empty cell.
 */
import ExcelJS from 'exceljs';
import type { CellKind, ReportTable } from '~/domain/reports';

export type SheetTable = Pick<ReportTable, 'title' | 'columns' | 'rows'> & { note?: string };

/** Excel number formats by kind (invariant notation). */
export const XLSX_FORMATS: Record<Exclude<CellKind, 'text'>, string> = {
  int: '#,##0',
  money: '#,##0.00 "₺"',
  percent: '%0.0',
  decimal: '#,##0.0',
  date: 'dd.mm.yyyy',
};

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(title: string, taken: ReadonlySet<string> = new Set()): string {
  const base =
    title
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Tablo';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
  return name;
}

function cellValue(value: string | number | null, kind: CellKind): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T00:00:00Z`);
  if (typeof value === 'string') return value;
  if (kind === 'money') return Math.round(value) / 100;
  return value;
}

/** One or more tables, one sheet each (title as the sheet name, header row bold and frozen). */
export async function tablesXlsx(
  tables: readonly SheetTable[],
  meta: { creator?: string; created?: Date } = {},
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = meta.creator ?? 'Sheva Nail Art Studio';
  book.created = meta.created ?? new Date();
  const names = new Set<string>();
  for (const table of tables) {
    const name = sheetName(table.title, names);
    names.add(name.toLowerCase());
    const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((c, i) => ({
      header: c.label,
      // wide enough for the header and the longest text (numbers fit in 14)
      width: Math.min(
        40,
        Math.max(
          14,
          c.label.length + 4,
          ...table.rows.map((r) => (typeof r[i] === 'string' ? String(r[i]).length + 2 : 0)),
        ),
      ),
      style: c.kind === 'text' ? {} : { numFmt: XLSX_FORMATS[c.kind] },
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map((cell, i) => cellValue(cell, table.columns[i]!.kind)));
  }
  const data = await book.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/** The .xlsx file name of a CSV's: rapor-gelir-….csv → rapor-gelir-….xlsx. */
export function xlsxFileName(csvName: string): string {
  return `${csvName.replace(/\.csv$/i, '')}.xlsx`;
}
