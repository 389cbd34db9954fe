/**
 * The admin's sprite of the studio's icon set (docs/decisions/0547): the lucide icons of
 * app/domain/icons.ts as one SVG file, app/ui/admin/studio-icons.svg, which the admin screens
 * show with `<use>` instead of carrying every icon's shapes in their scripts. The file is
 * committed, so a build needs neither this script nor lucide's data; the test beside the file
 * fails when it no longer matches the set or lucide.
 *
 *   npx tsx scripts/build-icon-sprite.ts
 */
import fs from 'node:fs';
import { STUDIO_ICON_SPRITE, studioIconSprite } from '../app/ui/admin/studio-icons-file';

const sprite = await studioIconSprite();
fs.writeFileSync(STUDIO_ICON_SPRITE, sprite);
console.log(`${STUDIO_ICON_SPRITE}: ${sprite.length} bytes`);
