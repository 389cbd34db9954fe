import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 13, item 7: the booking page's contact block. The map provider is asked for nothing
 * until the visitor asks for the map (KVKK); the production CSP lets its frame in; without
 * JavaScript the map is a plain link. The page carries its canonical address, sharing tags
 * and the BeautySalon data.
 */

const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** Every request of the page to another origin; the map provider answers a stub (no network here). */
async function watchThirdParty(page: Page, base: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== new URL(base).origin && !r.url().startsWith('data:')) seen.push(r.url());
  });
  await page.route(`${MAP_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>harita</title><p>OSM</p>' }),
  );
  return seen;
}

test.describe('contact block with JavaScript', () => {
  test('no request leaves the site until "Haritayı Göster"; then the map loads in place', async ({ page, baseURL }) => {
    const thirdParty = await watchThirdParty(page, baseURL!);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const block = page.getByRole('complementary', { name: 'İletişim ve çalışma saatleri' });
    await expect(block.getByText('Musalla Bağları Mah.')).toBeVisible();
    await expect(block.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    await block.getByRole('link', { name: /Haritayı Göster/ }).click();
    const frame = block.locator('iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', new RegExp(`^${MAP_ORIGIN}/export/embed\\.html\\?bbox=`));
    await expect(frame).toHaveAttribute('title', 'Sheva Nail Art Studio haritada');
    // the frame really loaded (the CSP's frame-src lets it through) and the page stayed
    await expect(page.frameLocator('[data-map-slot] iframe').getByText('OSM')).toBeVisible();
    expect(thirdParty.every((u) => u.startsWith(`${MAP_ORIGIN}/export/embed.html`))).toBe(true);
    expect(thirdParty.length).toBeGreaterThan(0);
    await expect(page).toHaveURL('/contact');
    await expect(block.getByRole('link', { name: /Haritayı Göster/ })).toBeHidden();
    await expect(block.getByRole('link', { name: /Yol Tarifi Al/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
  });

  test('/contact has its canonical address, sharing tags and the BeautySalon data', async ({ page }) => {
    await page.goto('/contact');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/contact$/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Randevu Al | Sheva Nail Art Studio',
    );
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/contact$/);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /online randevu/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    const ld = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('BeautySalon');
    expect(ld.address.addressLocality).toBe('Selçuklu');
    expect(ld.openingHoursSpecification.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle('Randevu Al | Sheva Nail Art Studio');
  });
});

test.describe('contact block without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the map is a plain link to the map site and nothing is loaded from it', async ({ page, baseURL }) => {
    const thirdParty = await watchThirdParty(page, baseURL!);
    await page.goto('/contact');
    const block = page.getByRole('complementary', { name: 'İletişim ve çalışma saatleri' });
    const map = block.getByRole('link', { name: /Haritayı Göster/ });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(block.locator('iframe')).toHaveCount(0);
    await expect(block.getByRole('link', { name: /Yol Tarifi Al/ })).toBeVisible();
    expect(thirdParty).toEqual([]);
  });
});
