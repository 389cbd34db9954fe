import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import subsetFont from 'subset-font';
import { FONT_FILES, FONT_RANGES, FONT_SUBSET_OPTIONS } from './brand-font';

/** The code points of a unicode-range value (`U+0041-005A, U+00C7`). */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to] = part.trim().replace('U+', '').split('-');
    const start = Number.parseInt(from!, 16);
    const end = to ? Number.parseInt(to, 16) : start;
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

const sorted = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);

describe('the brand typeface subset (issue 39)', () => {
  it('holds the whole Turkish alphabet, both cases', () => {
    const all = FONT_FILES.map((f) => f.text).join('');
    for (const c of 'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ') expect(all).toContain(c);
  });

  it("each file's unicode-range is exactly what it holds, and the stylesheet says so", () => {
    expect(codePoints(FONT_RANGES.latin)).toEqual(sorted(FONT_FILES[0].text));
    expect(codePoints(FONT_RANGES.latinExt)).toEqual(sorted(FONT_FILES[1].text));
    // white space folded: the formatter may break a long declaration after its colon
    const css = fs.readFileSync('app/styles/app.css', 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain(`unicode-range: ${FONT_RANGES.latin};`);
    expect(css).toContain(`unicode-range: ${FONT_RANGES.latinExt};`);
  });

  it('the committed files are what scripts/build-fonts.ts makes from FONT_FILES and FONT_SUBSET_OPTIONS, within 9 KB', async () => {
    // a change to the letters or the features without running the script leaves the old files
    // (decision 0529: the ligatures kept, kerning left out)
    const sizes: number[] = [];
    for (const file of FONT_FILES) {
      const input = fs.readFileSync(`node_modules/@fontsource-variable/playfair-display/files/${file.source}`);
      const made = await subsetFont(input, file.text, {
        ...FONT_SUBSET_OPTIONS,
        keepFeatures: [...FONT_SUBSET_OPTIONS.keepFeatures],
      });
      const committed = fs.readFileSync(`app/fonts/${file.name}`);
      expect(committed.length, file.name).toBe(made.length);
      sizes.push(committed.length);
    }
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(9 * 1024);
  });
});
