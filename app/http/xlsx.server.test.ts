import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportTable } from '~/domain/reports';
import { sheetName, tablesXlsx, XLSX_FORMATS, xlsxFileName } from './xlsx.server';

const table: ReportTable = {
  id: 'gelir',
  title: 'Gelir',
  columns: [
    { label: 'Gün', kind: 'date' },
    { label: 'Uzman', kind: 'text' },
    { label: 'Satış', kind: 'int' },
    { label: 'Gelir', kind: 'money' },
    { label: 'Doluluk', kind: 'percent' },
    { label: 'Puan', kind: 'decimal' },
  ],
  rows: [
    ['2026-11-24', 'Zeynep Kaya', 3, 125_050, 0.125, 4.5],
    ['2026-11-25', '=HYPERLINK("x")', 0, 0, null, null],
  ],
  chart: { column: 3, shape: 'columns' },
};

async function read(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

describe('tables as .xlsx', () => {
  it('writes real numbers and dates with Turkish-reading number formats', async () => {
    const book = await read(await tablesXlsx([table]));
    const sheet = book.getWorksheet('Gelir')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Gün', 'Uzman', 'Satış', 'Gelir', 'Doluluk', 'Puan']);
    const row = sheet.getRow(2);
    const date = row.getCell(1);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect((date.value as Date).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(date.numFmt).toBe(XLSX_FORMATS.date);
    expect(row.getCell(2).value).toBe('Zeynep Kaya');
    expect(row.getCell(3)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 3, numFmt: '#,##0' });
    // money in lira (kuruş / 100), a number a spreadsheet sums, shown as 1.250,50 ₺ in Turkish Excel
    expect(row.getCell(4)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 1250.5, numFmt: '#,##0.00 "₺"' });
    expect(row.getCell(5)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 0.125, numFmt: '%0.0' });
    expect(row.getCell(6)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 4.5 });
    // a text that looks like a formula stays text; nothing is an empty cell
    const next = sheet.getRow(3);
    expect(next.getCell(2)).toMatchObject({ type: ExcelJS.ValueType.String, value: '=HYPERLINK("x")' });
    expect(next.getCell(5).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('puts several tables on sheets with names Excel accepts', async () => {
    const book = await read(
      await tablesXlsx([
        table,
        { ...table, title: 'Gelir' },
        { ...table, title: 'İptal ve Gelmeme: ayrıntılı / 2026 yılı tüm dönem' },
      ]),
    );
    expect(book.worksheets.map((w) => w.name)).toEqual(['Gelir', 'Gelir 2', 'İptal ve Gelmeme  ayrıntılı   2']);
    expect(sheetName('a'.repeat(40))).toHaveLength(31);
    expect(xlsxFileName('rapor-gelir-2026-11-01-2026-11-30.csv')).toBe('rapor-gelir-2026-11-01-2026-11-30.xlsx');
  });
});
