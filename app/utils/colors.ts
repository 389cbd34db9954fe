/** Colours from the home settings (hex text typed by the admin). */
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#1f2937' -> [31, 41, 55]; null for anything that is not a 3- or 6-digit hex colour. */
export function hexToRgb(value: string): [number, number, number] | null {
  const m = HEX.exec(value.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance (0 black .. 1 white). */
export function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 .. 21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ra = hexToRgb(a);
  const rb = hexToRgb(b);
  if (!ra || !rb) return null;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 2.2 AA: normal text needs 4.5:1. */
export const AA_TEXT_CONTRAST = 4.5;

/** Text colour that stays readable on `background` (near-white on dark colours, near-black on light ones). */
export function readableTextOn(background: string): '#fafaf9' | '#0c0a09' {
  if (!hexToRgb(background)) return '#fafaf9';
  return contrastRatio('#fafaf9', background)! >= contrastRatio('#0c0a09', background)! ? '#fafaf9' : '#0c0a09';
}

/** A valid hex colour, else the fallback. */
export function colorOr(value: string | null | undefined, fallback: string): string {
  return value && hexToRgb(value) ? (value.startsWith('#') ? value : `#${value}`) : fallback;
}
