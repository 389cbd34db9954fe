/**
 * The desk's calendar colours blocks by category (issue 27, item 1; docs/decisions/0375): each
 * category has a colour (`categories.color`, chosen on the categories screen) or, until one is
 * chosen, the palette's colour at its place in the list. Status is never told by colour: it is
 * a pattern or a badge (`BLOCK_STATUS_LEGEND`), so a colour can mean the category alone.
 *
 * The palette's colours are light enough that dark text on them passes WCAG AA (4.5:1) and
 * distinct from each other on the dark desk.
 */
import { contrastRatio, hexToRgb, readableTextOn } from '../utils/colors';

export const CATEGORY_PALETTE = [
  { hex: '#f9a8d4', name: 'Pembe' },
  { hex: '#93c5fd', name: 'Mavi' },
  { hex: '#86efac', name: 'Yeşil' },
  { hex: '#fcd34d', name: 'Sarı' },
  { hex: '#c4b5fd', name: 'Lila' },
  { hex: '#fdba74', name: 'Turuncu' },
  { hex: '#5eead4', name: 'Turkuaz' },
  { hex: '#fca5a5', name: 'Mercan' },
] as const;

/** An appointment whose services have no category any more (deleted, or none booked). */
export const NO_CATEGORY = { id: 0, name: 'Diğer', hex: '#d6d3d1' } as const;

export const CATEGORY_COLOUR_MESSAGE = 'Renk #RRGGBB biçiminde olmalıdır (örn: #f9a8d4)';

export const HEX6 = /^#[0-9a-fA-F]{6}$/;

/** The colour a category shows: its own when valid, else the palette's at its place (0-based, in the list order). */
export function categoryColour(stored: string | null | undefined, position: number): string {
  if (stored && HEX6.test(stored)) return stored.toLowerCase();
  const i = ((position % CATEGORY_PALETTE.length) + CATEGORY_PALETTE.length) % CATEGORY_PALETTE.length;
  return CATEGORY_PALETTE[i]!.hex;
}

/** The palette's name of a colour ('Pembe'), or null for a colour of the owner's own. */
export function paletteName(hex: string): string | null {
  return CATEGORY_PALETTE.find((c) => c.hex === hex.toLowerCase())?.name ?? null;
}

/** The text colour on a block of this colour, and whether it reads at AA. */
export function blockText(hex: string): { color: string; readable: boolean } {
  const color = readableTextOn(hex);
  return { color, readable: hexToRgb(hex) !== null && (contrastRatio(color, hex) ?? 0) >= 4.5 };
}

export type CategoryColour = { id: number; name: string; hex: string };

/**
 * The colours of the categories in their list order (`position` = index), for the calendar's
 * blocks and legend.
 */
export function categoryColours(
  rows: readonly { id: number; displayName: string; color: string | null }[],
): CategoryColour[] {
  return rows.map((c, i) => ({ id: c.id, name: c.displayName, hex: categoryColour(c.color, i) }));
}

/**
 * The category of an appointment: its first service's, else its first package's first
 * service's; 0 (NO_CATEGORY) when none is known.
 */
export function appointmentCategory(
  lines: readonly { kind: 'service' | 'package'; itemId: number | null }[],
  serviceCategory: ReadonlyMap<number, number>,
  packageCategory: ReadonlyMap<number, number>,
): number {
  for (const l of lines) {
    if (l.itemId === null) continue;
    const id = l.kind === 'service' ? serviceCategory.get(l.itemId) : packageCategory.get(l.itemId);
    if (id !== undefined) return id;
  }
  return NO_CATEGORY.id;
}

/**
 * How a block shows its status and marks, never by colour alone (the legend lists them):
 * confirmed solid; pending hatched with a dashed edge; completed faded with ✓; cancelled grey
 * and struck through; the marks as badges.
 */
export const BLOCK_STATUS_LEGEND = [
  { key: 'confirmed', label: 'Onaylandı', look: 'düz renk' },
  { key: 'pending', label: 'Bekliyor', look: 'çizgili, kesik kenar' },
  { key: 'completed', label: 'Tamamlandı', look: 'soluk, ✓' },
  { key: 'cancelled', label: 'İptal edildi', look: 'gri, üstü çizili' },
] as const;

export const BLOCK_BADGES = {
  arrived: { symbol: '●', label: 'Geldi' },
  paid: { symbol: '₺', label: 'Ödendi' },
  noShow: { symbol: '⊘', label: 'Gelmedi' },
  completed: { symbol: '✓', label: 'Tamamlandı' },
} as const;
