import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../utils/colors';
import { categoryColorField } from './category-colour-field';
import {
  appointmentCategory,
  blockText,
  CATEGORY_COLOUR_MESSAGE,
  CATEGORY_PALETTE,
  categoryColour,
  categoryColours,
  NO_CATEGORY,
  paletteName,
} from './category-colours';

describe('category colours', () => {
  it("takes the category's own colour, else the palette's at its place (wrapping)", () => {
    expect(categoryColour('#123ABC', 0)).toBe('#123abc');
    expect(categoryColour(null, 0)).toBe(CATEGORY_PALETTE[0].hex);
    expect(categoryColour('', 1)).toBe(CATEGORY_PALETTE[1].hex);
    expect(categoryColour('red', 2)).toBe(CATEGORY_PALETTE[2].hex);
    expect(categoryColour(null, CATEGORY_PALETTE.length + 3)).toBe(CATEGORY_PALETTE[3].hex);
    expect(
      categoryColours([
        { id: 7, displayName: 'Manikür', color: null },
        { id: 9, displayName: 'Nail Art', color: '#000000' },
      ]),
    ).toEqual([
      { id: 7, name: 'Manikür', hex: CATEGORY_PALETTE[0].hex },
      { id: 9, name: 'Nail Art', hex: '#000000' },
    ]);
    expect(paletteName(CATEGORY_PALETTE[4].hex.toUpperCase())).toBe(CATEGORY_PALETTE[4].name);
    expect(paletteName('#010203')).toBeNull();
  });

  it('every palette colour carries dark text at WCAG AA, and the colours differ', () => {
    for (const { hex } of [...CATEGORY_PALETTE, NO_CATEGORY]) {
      const text = blockText(hex);
      expect(text.readable).toBe(true);
      expect(contrastRatio(text.color, hex)!).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(CATEGORY_PALETTE.map((c) => c.hex)).size).toBe(CATEGORY_PALETTE.length);
  });

  it("reads the form's field: empty is the palette's (null), a hex is kept in lower case, anything else is refused in Turkish", () => {
    const field = categoryColorField();
    expect(field.parse('')).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse(' #F9A8D4 ')).toBe('#f9a8d4');
    expect(field.safeParse('pembe').error?.issues[0]?.message).toBe(CATEGORY_COLOUR_MESSAGE);
    expect(field.safeParse('#fff').success).toBe(false);
  });

  it("gives an appointment its first service's category, else its package's, else none", () => {
    const services = new Map([
      [1, 10],
      [2, 20],
    ]);
    const packages = new Map([[5, 30]]);
    expect(
      appointmentCategory(
        [
          { kind: 'service', itemId: 2 },
          { kind: 'service', itemId: 1 },
        ],
        services,
        packages,
      ),
    ).toBe(20);
    expect(
      appointmentCategory(
        [
          { kind: 'service', itemId: null },
          { kind: 'package', itemId: 5 },
        ],
        services,
        packages,
      ),
    ).toBe(30);
    expect(appointmentCategory([{ kind: 'service', itemId: 99 }], services, packages)).toBe(NO_CATEGORY.id);
    expect(appointmentCategory([], services, packages)).toBe(NO_CATEGORY.id);
  });
});
