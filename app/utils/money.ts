/** Money is kept as an integer number of kuruş; the JSON API and forms speak lira. */
const formatter = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** 125000 -> '₺1.250,00' */
export function formatKurus(kurus: number): string {
  return formatter.format(kurus / 100);
}

/** 125050 -> '1250.50': lira as plain text with two decimals (form values, CSV, structured data); ',' as the separator where a Turkish field shows it. */
export function kurusToLiraText(kurus: number, separator: '.' | ',' = '.'): string {
  const text = (kurus / 100).toFixed(2);
  return separator === '.' ? text : text.replace('.', separator);
}

export function kurusToLira(kurus: number): number {
  return Math.round(kurus) / 100;
}

/**
 * Lira as typed by a person or sent by the API (350, 350.5, '350,50', '1.250,00') to kuruş.
 * Returns null for anything that is not a non-negative amount.
 */
export function liraToKurus(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  let s = value.trim().replace(/[₺\s]|TL/gi, '');
  if (!s) return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}
