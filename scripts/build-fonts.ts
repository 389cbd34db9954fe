/**
 * The brand typeface (decision 0120): Playfair Display from @fontsource-variable/playfair-display,
 * cut down to what Turkish headings need and pinned to one weight (600), as two woff2 files
 * (the package's latin and latin-ext files, each subset). Writes app/fonts/; the files are
 * committed, so a build needs neither this script nor its wasm.
 *
 *   npx tsx scripts/build-fonts.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_FILES, FONT_SUBSET_OPTIONS } from '../app/utils/brand-font';

const SOURCE = path.resolve('node_modules/@fontsource-variable/playfair-display');
const OUT = path.resolve('app/fonts');

fs.mkdirSync(OUT, { recursive: true });
let total = 0;
for (const file of FONT_FILES) {
  const input = fs.readFileSync(path.join(SOURCE, 'files', file.source));
  const out = await subsetFont(input, file.text, {
    ...FONT_SUBSET_OPTIONS,
    keepFeatures: [...FONT_SUBSET_OPTIONS.keepFeatures],
  });
  fs.writeFileSync(path.join(OUT, file.name), out);
  total += out.length;
  console.log(`${file.name}: ${out.length} bytes (${[...file.text].length} characters)`);
}
fs.copyFileSync(path.join(SOURCE, 'LICENSE'), path.join(OUT, 'OFL.txt'));
console.log(`total: ${total} bytes`);
