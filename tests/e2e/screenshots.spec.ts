import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

/**
 * Every public page at a phone (375x812) and a desktop (1280x800) size: a full-page screenshot
 * into test-screenshots/ (outside Playwright's test-results/, which each run empties) (to look at, issue 17), the first load's transferred bytes of
 * HTML + CSS + JS + fonts (budget 60 KB; printed) and axe (no serious or critical violation).
 */
const DIR = 'test-screenshots';
const BUDGET = 60 * 1024;
const PAGES: [string, string][] = [
  ['home', '/'],
  ['services', '/services'],
  ['services-packages', '/services?kategori=packages'],
  ['gallery', '/gallery'],
  ['gallery-image', '/gallery/1'],
  ['team', '/team'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['kvkk', '/kvkk'],
];
const VIEWPORTS = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 800 },
];

/** Loads a page with an empty cache and sums the encoded bytes of its document, styles, scripts and fonts. */
async function firstLoadBytes(page: Page, path: string) {
  const sizes: Promise<{ type: string; bytes: number }>[] = [];
  page.on('requestfinished', (req) => {
    const type = req.resourceType();
    if (['document', 'stylesheet', 'script', 'font'].includes(type))
      sizes.push(req.sizes().then((s) => ({ type, bytes: s.responseBodySize })));
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status()).toBeLessThan(400);
  await page.evaluate(() => document.fonts.ready);
  const all = await Promise.all(sizes);
  const by = (t: string) => all.filter((s) => s.type === t).reduce((n, s) => n + s.bytes, 0);
  return {
    html: by('document'),
    css: by('stylesheet'),
    js: by('script'),
    font: by('font'),
    total: all.reduce((n, s) => n + s.bytes, 0),
  };
}

fs.mkdirSync(DIR, { recursive: true });

for (const vp of VIEWPORTS) {
  test.describe(`public pages at ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    for (const [name, path] of PAGES) {
      test(`${path}: screenshot, first-load bytes, accessibility`, async ({ page }) => {
        test.setTimeout(90_000);
        const bytes = await firstLoadBytes(page, path);
        console.log(
          `${vp.name} ${path}: html ${bytes.html} css ${bytes.css} js ${bytes.js} font ${bytes.font} = ${(bytes.total / 1024).toFixed(1)} KB`,
        );
        expect(bytes.total).toBeLessThanOrEqual(BUDGET);
        expect(bytes.font, 'the headings load the brand typeface').toBeGreaterThan(0);
        // a full-page shot does not paint content-visibility:auto sections: paint them all
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        // scroll through once so lazy pictures load as a visitor would see them
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
          // pictures in view have loaded (those off to the side of a strip stay lazy: at most 3 s)
          const loaded = Promise.all(
            [...document.images]
              .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < document.body.scrollHeight)
              .map((img) => img.decode().catch(() => null)),
          );
          await Promise.race([loaded, new Promise((r) => setTimeout(r, 3000))]);
        });
        await page.screenshot({ path: `${DIR}/${name}-${vp.name}.png`, fullPage: true });
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
