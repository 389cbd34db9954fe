import { describe, expect, it } from 'vitest';
import { downloadFormat, fileDownload, tablesDownload } from './file-download.server';
import { XLSX_CONTENT_TYPE } from './xlsx.server';

const table = {
  title: 'Satışlar',
  columns: [
    { id: 'name', label: 'Müşteri', kind: 'text' as const },
    { id: 'total', label: 'Tutar', kind: 'money' as const },
  ],
  rows: [['Ayşe Kaya', 125050]],
};

describe('back-office downloads', () => {
  it('are private attachments that no cache keeps and no search engine indexes', () => {
    const res = fileDownload('{}', 'kisisel-veriler.json', 'application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="kisisel-veriler.json"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('refuses a format other than csv or xlsx with a Turkish 404', () => {
    expect(downloadFormat('csv')).toBe('csv');
    expect(downloadFormat('xlsx')).toBe('xlsx');
    try {
      downloadFormat('pdf');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 }, data: 'Dosya türü bulunamadı' });
    }
  });

  it('gives a table as a Turkish-Excel CSV or as an .xlsx of the same name', async () => {
    const csv = await tablesDownload('csv', [table], 'satislar-2026-11-27.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="satislar-2026-11-27.csv"');
    expect(await csv.text()).toContain('Ayşe Kaya;1250,50');
    const xlsx = await tablesDownload('xlsx', [table], 'satislar-2026-11-27.csv');
    expect(xlsx.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="satislar-2026-11-27.xlsx"');
    expect(new Uint8Array(await xlsx.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });
});
