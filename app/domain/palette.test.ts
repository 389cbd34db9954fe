import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../utils/colors';
import { contrastWarnings, SITE_ACCENT, SITE_TEXT } from './palette';

describe('palette', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    expect(contrastRatio('nope', '#fff')).toBeNull();
  });

  it('the spec defaults pass; a light background fails for the site text and the accent', () => {
    expect(contrastWarnings({ backgroundColor: '#000000', secondaryBackgroundColor: '#1f2937' })).toEqual([]);
    const warnings = contrastWarnings({ backgroundColor: '#f5e6ea', secondaryBackgroundColor: '#1f2937' });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^Ana arka plan rengi \(#f5e6ea\) ile site yazıları arasındaki kontrast 1,\d:1; WCAG AA için en az 4,5:1 gerekir/,
    );
    expect(
      contrastWarnings({ backgroundColor: '#000000', secondaryBackgroundColor: '#9ca3af' }).every((w) =>
        w.startsWith('İkincil arka plan rengi'),
      ),
    ).toBe(true);
  });

  it('uses the colours the stylesheet draws with', () => {
    // the theme and the body's colours are in the stylesheet both the site and the admin import
    const css = fs.readFileSync('app/styles/shared.css', 'utf8');
    expect(css).toContain(`--color-accent: ${SITE_ACCENT};`);
    expect(SITE_TEXT).toBe('#f5f5f4'); // Tailwind stone-100, the body text (body { @apply text-stone-100 })
    expect(css).toMatch(/body \{\s*@apply [^;]*text-stone-100/);
  });
});
