import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

test.describe('public layout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page loads and the top-bar links lead to every page', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    // No framework script on a read-only page (structured data is not a script that runs).
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);

    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const pages = [
      { link: 'Randevu', path: '/contact' },
      { link: 'Hakkımızda', path: '/about' },
      { link: 'Hizmetler', path: '/services' },
      { link: 'Galeri', path: '/gallery' },
      { link: 'Ana Sayfa', path: '/' },
    ];
    for (const { link, path } of pages) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the mobile menu opens without JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/services');
    const mobileNav = page.getByRole('navigation', { name: 'Mobil menü' });
    await expect(mobileNav).toBeHidden();
    await page.getByLabel('Menüyü aç veya kapat').click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: 'Galeri' }).click();
    await expect(page).toHaveURL('/gallery');
  });

  test('an unknown page shows the Turkish error page', async ({ page }) => {
    const response = await page.goto('/boyle-bir-sayfa-yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
  });

  test('the favicon is served', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
  });
});

for (const path of ['/', '/services', '/gallery', '/about', '/team', '/contact']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  });
}
