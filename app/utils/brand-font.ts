/**
 * What the subset of the brand typeface (scripts/build-fonts.ts) contains: the headings'
 * letters only (issue 39: the public pages' first load within 30 KB with the typeface). The
 * Turkish alphabet (ç ö ü and ı in fontsource's latin file, ğ İ ş in its latin-ext file), the
 * Latin letters of foreign names (q w x), the space and the punctuation headings use. Digits
 * and other signs are not in it: the stylesheet's unicode-range sends them to the fallback
 * serif (Georgia), so a heading never waits for a glyph the file lacks.
 */
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const punctuation = " .,:;!?-&'()’–—";

export const FONT_FILES = [
  {
    name: 'playfair-display-600-latin.woff2',
    source: 'playfair-display-latin-wght-normal.woff2',
    text: `${letters}${punctuation}çÇöÖüÜı`,
  },
  {
    name: 'playfair-display-600-latin-ext.woff2',
    source: 'playfair-display-latin-ext-wght-normal.woff2',
    text: 'ğĞİşŞ',
  },
] as const;

/**
 * How scripts/build-fonts.ts subsets each file: woff2, the weight pinned to 600, and of the
 * OpenType features the standard ligatures only. Kerning ('kern') is left out: it was 2.2 KB
 * of the 9.3 KB latin file, and the public pages' 30 KB had no other room (docs/decisions/0529);
 * the other features are other languages' rules.
 */
export const FONT_SUBSET_OPTIONS = {
  targetFormat: 'woff2',
  variationAxes: { wght: 600 },
  keepFeatures: ['liga'],
} as const;

/** The stylesheet's unicode-range of each file: exactly the characters it has (app/styles/app.css). */
export const FONT_RANGES = {
  latin:
    'U+0020-0021, U+0026-0029, U+002C-002E, U+003A-003B, U+003F, U+0041-005A, U+0061-007A, U+00C7, U+00D6, U+00DC, U+00E7, U+00F6, U+00FC, U+0131, U+2013-2014, U+2019',
  latinExt: 'U+011E-011F, U+0130, U+015E-015F',
} as const;
