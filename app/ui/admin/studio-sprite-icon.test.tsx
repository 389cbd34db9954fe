import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STUDIO_ICONS } from '~/domain/icons';
import { STUDIO_ICON_SPRITE, studioIconSprite } from './studio-icons-file';
import { StudioIcon } from '../studio-icon';
import { StudioSpriteIcon } from './studio-sprite-icon';

const committed = fs.readFileSync(STUDIO_ICON_SPRITE, 'utf8');

/** One symbol's shapes in the sprite. */
function symbol(name: string): string {
  const found = committed.match(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`));
  if (!found) throw new Error(`no symbol ${name}`);
  return found[1]!;
}

describe("the admin's icon sprite (0547)", () => {
  it('is what scripts/build-icon-sprite.ts makes from lucide today', async () => {
    expect(committed).toBe(await studioIconSprite());
  });

  it('draws every icon of the set with the shapes the public site draws inline', () => {
    expect(STUDIO_ICONS.length).toBeGreaterThan(20);
    for (const { name } of STUDIO_ICONS) {
      const inline = renderToStaticMarkup(<StudioIcon value={name} />);
      // React writes `<path …></path>`, the sprite `<path …/>`: the same element
      const shapes = inline
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>$/, '')
        .replace(/><\/\w+>/g, '/>');
      expect(shapes.length, name).toBeGreaterThan(20);
      expect(symbol(name), name).toBe(shapes);
    }
  });
});

describe('StudioSpriteIcon', () => {
  it("shows the icon from the sprite with lucide's stroke, decorative", () => {
    const html = renderToStaticMarkup(<StudioSpriteIcon value="hand-heart" size={22} className="text-accent" />);
    expect(html).toMatch(/<use href="[^"]*studio-icons[^"]*\.svg#hand-heart"><\/use>/);
    for (const attribute of [
      'aria-hidden="true"',
      'width="22"',
      'height="22"',
      'viewBox="0 0 24 24"',
      'fill="none"',
      'stroke="currentColor"',
      'stroke-width="1.6"',
      'stroke-linecap="round"',
      'stroke-linejoin="round"',
      'class="text-accent"',
    ])
      expect(html).toContain(attribute);
  });

  it('shows a stored emoji as it is, the default for nothing, and nothing when told so', () => {
    expect(renderToStaticMarkup(<StudioSpriteIcon value="💅" />)).toBe(
      '<span aria-hidden="true" style="font-size:20px;line-height:1">💅</span>',
    );
    expect(renderToStaticMarkup(<StudioSpriteIcon value={null} />)).toContain('#sparkles"');
    expect(renderToStaticMarkup(<StudioSpriteIcon value="" fallback={null} />)).toBe('');
  });
});
