/**
 * URLs of the till's screens (issue 27): a sale's receipt and void, Gün sonu and the day's
 * sales as spreadsheets.
 */
export const TAKINGS_PATH = '/admin/takings';

export type ReceiptFormat = 'a4' | '80mm';

/** The receipt of a sale: the A4 page or the 80 mm slip (a POST here e-mails it). */
export function receiptHref(saleId: number, format?: ReceiptFormat): string {
  return `/admin/sales/${saleId}/receipt${format ? `?format=${format}` : ''}`;
}

/** Voiding a sale, then back to `back` (a same-site admin path). */
export function voidHref(saleId: number, back: string): string {
  return `/admin/sales/${saleId}/void?back=${encodeURIComponent(back)}`;
}

/** Gün sonu of a date. */
export function takingsHref(date: string): string {
  return `${TAKINGS_PATH}?date=${date}`;
}

/**
 * The day's sales as a spreadsheet: the route `takings/sales/:format` of app/routes.ts
 * (day-sales-download.ts). Every link to it is built here; tests/built/role-crawl.test.ts follows them.
 */
export function daySalesDownloadHref(date: string, format: 'csv' | 'xlsx'): string {
  return `${TAKINGS_PATH}/sales/${format}?date=${date}`;
}

/** 'Kalanı tahsil et': collecting what a sale still owes, then back to `back`. */
export function collectHref(saleId: number, back: string): string {
  return `/admin/sales/${saleId}/collect?back=${encodeURIComponent(back)}`;
}

/** 'İade': giving money back on a sale, then back to `back`. */
export function refundHref(saleId: number, back: string): string {
  return `/admin/sales/${saleId}/refund?back=${encodeURIComponent(back)}`;
}

export const DEBTS_PATH = '/admin/debts';

/** The debts list as a spreadsheet. */
export function debtsDownloadHref(format: 'csv' | 'xlsx'): string {
  return `${DEBTS_PATH}/${format}`;
}

/** Where a sale's form goes back to: a same-site admin path, else `fallback`. */
export function safeBack(back: string | null, fallback: string): string {
  const value = back ?? '';
  return /^\/admin\/[\w\-/?=&%.]*$/.test(value) && !value.startsWith('//') ? value : fallback;
}
