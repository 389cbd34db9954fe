/**
 * How the admin's sprite of the studio's icon set is made (issue 39, docs/decisions/0547): the lucide icons
 * of app/domain/icons.ts as one SVG file (STUDIO_ICON_SPRITE), one `<symbol>` per icon, its id
 * the icon's name, its shapes as lucide draws them. The stroke, its width and the colour are not
 * in the symbols: the `<svg>` that shows one (`<use href="…#name">`) sets them and the shapes
 * inherit them. scripts/build-icon-sprite.ts writes the file; its test says when the file no
 * longer matches the set or lucide. Nothing here is in the browser's bundle.
 */
import { STUDIO_ICONS } from '~/domain/icons';

export const STUDIO_ICON_SPRITE = 'app/ui/admin/studio-icons.svg';

type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>;

const attributeText = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The sprite's text for icons given by name and lucide's shapes (`[tag, attributes]`). */
export function iconSprite(icons: ReadonlyArray<{ name: string; node: IconNode }>): string {
  const symbols = icons.map(({ name, node }) => {
    const shapes = node.map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}="${attributeText(value)}"`)
        .join('');
      return `<${tag}${pairs}/>`;
    });
    return `<symbol id="${attributeText(name)}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
  });
  // aria-hidden: the sprite is never shown itself, only its symbols through <use>
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${symbols.join('')}</svg>\n`;
}

/** The studio's set as lucide draws it today (read from lucide-react's icon modules). */
export async function studioIconSprite(): Promise<string> {
  const icons = await Promise.all(
    STUDIO_ICONS.map(async ({ name }) => {
      const module: { __iconData: { node: IconNode } } = await import(`lucide-react/icons/${name}`);
      return { name, node: module.__iconData.node };
    }),
  );
  return iconSprite(icons);
}
