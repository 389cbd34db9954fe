/**
 * What the subset of the brand typeface (scripts/build-fonts.ts) contains. Turkish needs
 * ç ö ü (Latin-1) and ı (in fontsource's latin file) plus ğ İ ş (its latin-ext file).
 */
const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

export const FONT_FILES = [
  {
    name: 'playfair-display-600-latin.woff2',
    source: 'playfair-display-latin-wght-normal.woff2',
    text: `${ascii}çÇöÖüÜâÂîÎûÛéÉ·«»ı’‘“”–—…`,
  },
  {
    name: 'playfair-display-600-latin-ext.woff2',
    source: 'playfair-display-latin-ext-wght-normal.woff2',
    text: 'ğĞİşŞ₺',
  },
] as const;
