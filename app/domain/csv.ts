/**
 * The one CSV writer: a table (columns with their kind, rows of cells) as a file for Excel with
 * Turkish settings. The reports, the day's sales (Gün sonu) and the history ('Kayıtlar') write
 * their CSV with it.
 */
import { kurusToLiraText } from '../utils/money';
import { isValidDate } from './clock';
import type { Cell, CellKind, ReportColumn, ReportTable } from './reports';

/**
 * A cell as the CSV writes it, for a spreadsheet with Turkish settings (issue 27): plain
 * numbers with a decimal comma and no thousands separator (lira with two decimals, percent
 * with one), a date as GG.AA.YYYY, empty for nothing.
 */
export function plainCell(value: Cell, kind: CellKind): string {
  if (value === null) return '';
  if (kind === 'date' && typeof value === 'string' && isValidDate(value))
    return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return kurusToLiraText(value, ',');
    case 'percent':
      return (value * 100).toFixed(1).replace('.', ',');
    case 'decimal':
      return value.toFixed(1).replace('.', ',');
    default:
      return String(Math.round(value));
  }
}

/** A CSV header names the unit the plain numbers are in. */
export function csvHeader(column: ReportColumn): string {
  return column.kind === 'money'
    ? `${column.label} (TL)`
    : column.kind === 'percent'
      ? `${column.label} (%)`
      : column.label;
}

/** The CSV's field separator: Excel with Turkish settings reads `;` (the list separator where the decimal mark is a comma). */
export const CSV_SEPARATOR = ';';

function csvField(text: string): string {
  // a leading =, +, -, @, | (DDE), tab or CR would be a formula in a spreadsheet: names are quoted and prefixed
  const safe = /^[=+\-@|\t\r]/.test(text) && !/^-?\d+([.,]\d+)?$/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A table as CSV for Excel with Turkish settings: `;` separated, decimal commas, CRLF, UTF-8
 * with a byte-order mark so spreadsheets read ç ğ ı ş (the same rows as the screen and the .xlsx).
 */
export function tableCsv(table: Pick<ReportTable, 'columns' | 'rows'>): string {
  const lines = [table.columns.map((c) => csvField(csvHeader(c))).join(CSV_SEPARATOR)];
  for (const row of table.rows)
    lines.push(row.map((cell, i) => csvField(plainCell(cell, table.columns[i]!.kind))).join(CSV_SEPARATOR));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
