import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

const serviceCards = (page: Page) =>
  page
    .getByRole('region', { name: 'Hizmet ve paket kartları' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

test.describe('public site without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the studio and leads to booking and the gallery', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('sheva');
    await expect(page.getByRole('heading', { name: 'Popüler Hizmetler' })).toBeVisible();
    await expect(page.getByRole('link', { name: /ŞİMDİ RANDEVU AL/ })).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Son Tasarımlarımız' }).getByRole('img')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Müşterilerimiz Ne Diyor?' })).toBeVisible();
    await page.getByRole('link', { name: 'Galerimiz' }).click();
    await expect(page).toHaveURL('/gallery');
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'RANDEVU AL', exact: true }).first().click();
    await expect(page).toHaveURL('/contact');
  });

  test('filters the services by category with plain links', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'HİZMETLERİM' })).toBeVisible();
    await expect(serviceCards(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Sonraki kartlar' })).toBeHidden();

    const filters = page.getByRole('navigation', { name: 'Hizmet kategorileri' });
    await expect(filters.getByRole('link').last()).toHaveText(/Paketler/);
    await filters.getByRole('link', { name: 'Nail Art' }).click();
    await expect(page).toHaveURL('/services?kategori=nail-art');
    await expect(filters.getByRole('link', { name: 'Nail Art' })).toHaveAttribute('aria-current', 'page');
    await expect(serviceCards(page).getByRole('heading')).toHaveText([
      'Nail Art Tasarım',
      'Fransız Manikür',
      'Ombre Baby Boomer',
    ]);
    await expect(page.getByText('POPÜLER')).toHaveCount(1);

    await filters.getByRole('link', { name: 'Paketler' }).click();
    await expect(page).toHaveURL('/services?kategori=packages');
    await expect(page.getByRole('link', { name: /PAKETİ SATIN AL/ })).toHaveCount(3);
    await expect(page.getByRole('link', { name: /ŞİMDİ RANDEVU AL/ })).toHaveCount(0);
    const bridal = serviceCards(page).filter({ hasText: 'Gelin Paketi' });
    await expect(bridal.getByText('PAKET', { exact: true })).toBeVisible();
    await expect(bridal.getByRole('list', { name: 'Pakete dahil hizmetler' }).getByRole('listitem')).toHaveText([
      'Spa Manikür',
      'Spa Pedikür',
      'Nail Art Tasarım',
    ]);
    await expect(bridal.locator('del')).toContainText('₺1.550,00');
    await expect(bridal).toContainText('₺1.250,00');

    await filters.getByRole('link', { name: 'TÜM HİZMETLER' }).click();
    await expect(page).toHaveURL('/services');
    await expect(serviceCards(page)).toHaveCount(20);
  });

  test('an unknown category shows the empty state', async ({ page }) => {
    const res = await page.goto('/services?kategori=yok-boyle');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Bu kategoride hizmet bulunamadı')).toBeVisible();
  });

  test('a service card leads to the booking page with that service in the address', async ({ page, request }) => {
    const { services } = await (await request.get('/api/services')).json();
    const gel = services.find((s: { name: string }) => s.name === 'Kalıcı Oje');
    await page.goto('/services?kategori=gel');
    const card = serviceCards(page).filter({ has: page.getByRole('heading', { name: 'Kalıcı Oje', exact: true }) });
    await expect(card).toContainText('60 dk');
    await expect(card).toContainText('₺450,00');
    // the wizard keeps the choice in its draft cookie and redirects to its step address
    // (booking.spec.ts checks the pre-selection itself); here: the link carries the id
    const book = card.getByRole('link', { name: /ŞİMDİ RANDEVU AL/ });
    await expect(book).toHaveAttribute('href', `/contact?hizmet=${gel.id}`);
    await book.click();
    await expect(page).toHaveURL(/\/contact/);
    await expect(page.getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();

    const { packages } = await (await request.get('/api/packages')).json();
    await page.goto('/services?kategori=packages');
    await expect(
      serviceCards(page)
        .filter({ hasText: 'Gelin Paketi' })
        .getByRole('link', { name: /PAKETİ SATIN AL/ }),
    ).toHaveAttribute('href', `/contact?paket=${packages.find((p: { name: string }) => p.name === 'Gelin Paketi').id}`);
  });

  test('pages through the gallery and opens an image with previous and next links', async ({ page }) => {
    await page.goto('/gallery');
    const thumbs = page.locator('[data-lightbox-item]');
    await expect(thumbs).toHaveCount(12);
    const pager = page.getByRole('navigation', { name: 'Galeri sayfaları' });
    await expect(pager.getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'İLERİ' }).click();
    await expect(page).toHaveURL('/gallery?sayfa=2');
    await expect(thumbs).toHaveCount(2);
    await expect(pager.getByRole('link', { name: 'İLERİ' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'GERİ' }).click();
    await expect(page).toHaveURL('/gallery');
    await pager.getByRole('link', { name: 'Sayfa 2' }).click();
    await expect(page).toHaveURL('/gallery?sayfa=2');

    await page.getByRole('link', { name: 'Minimal Noktalar' }).click();
    await expect(page).toHaveURL(/\/gallery\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minimal Noktalar');
    await expect(page.getByRole('img', { name: 'Minimal Noktalar' })).toBeVisible();
    await expect(page.getByText('13 / 14')).toBeVisible();
    await page.getByRole('link', { name: 'Sonraki görsel' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gece Işıltısı');
    await expect(page.getByRole('link', { name: 'Sonraki görsel' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Önceki görsel' }).click();
    await page.getByRole('link', { name: 'Önceki görsel' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lila Dokunuş');
    await page.getByRole('link', { name: 'Galeriye dön' }).click();
    await expect(page).toHaveURL('/gallery');
  });

  test('the team and about pages show their content', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'EKİBİMİZ' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /Yılmaz|Kaya|Demir|Çelik/ })).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Neden Ekibimiz?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /HEMEN ARA/ })).toHaveAttribute('href', 'tel:+903325551234');

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(page.getByText('Bugün Selçuklu’daki stüdyomuzda', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'EKİBİMİZ' })).toBeVisible();
    await page.getByRole('link', { name: 'RANDEVU AL', exact: true }).first().click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('gallery lightbox with JavaScript', () => {
  test('opens at the clicked image, moves with the arrow keys and buttons, closes with Escape', async ({ page }) => {
    await page.goto('/gallery');
    const first = page.getByRole('link', { name: 'Pastel Ombre' });
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Görsel görüntüleyici' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/gallery');
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Pastel Ombre');
    await expect(dialog.getByText('1 / 12')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Kapat' })).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Fransız Klasik');
    await expect(dialog.getByText('2 / 12')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Lila Dokunuş');
    await expect(dialog.getByText('12 / 12')).toBeVisible();
    await dialog.getByRole('button', { name: 'Sonraki görsel' }).click();
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Pastel Ombre');
    await dialog.getByRole('button', { name: 'Önceki görsel' }).click();
    await expect(dialog.getByText('12 / 12')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();

    await page.getByRole('link', { name: 'Mermer Desen' }).click();
    await expect(dialog.getByText('3 / 12')).toBeVisible();
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('services strip with JavaScript', () => {
  const scrollLeft = (page: Page) =>
    page.getByRole('region', { name: 'Hizmet ve paket kartları' }).evaluate((el) => el.scrollLeft);

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the arrows scroll 320 px and nothing moves by itself', async ({ page }) => {
      // the page's clock is the test's: "nothing moves" is checked over seconds of page time, not a real wait
      await page.clock.install();
      await page.goto('/services');
      await expect(page.getByRole('button', { name: 'Otomatik kaydırmayı durdur' })).toBeHidden();
      expect(await scrollLeft(page)).toBe(0);
      await page.getByRole('button', { name: 'Sonraki kartlar' }).click();
      await expect.poll(() => scrollLeft(page)).toBe(320);
      await page.getByRole('button', { name: 'Sonraki kartlar' }).click();
      await expect.poll(() => scrollLeft(page)).toBe(640);
      await page.getByRole('button', { name: 'Önceki kartlar' }).click();
      await expect.poll(() => scrollLeft(page)).toBe(320);
      // longer than the auto-scroll's 1-second start and its 5-second pause after an arrow
      await page.clock.runFor(7000);
      expect(await scrollLeft(page)).toBe(320);
    });
  });

  test('auto-scrolls 1 px every 50 ms from 1 s after load, stops for 5 s after an arrow or a swipe, jumps back at the end', async ({
    page,
  }) => {
    // Fake timers, paused: the script's interval moves only when the test runs the clock.
    await page.clock.install({ time: new Date('2026-11-24T10:00:00+03:00') });
    await page.clock.pauseAt(new Date('2026-11-24T10:00:01+03:00'));
    await page.goto('/services');
    await page.mouse.move(0, 0);
    await page.clock.runFor(1000);
    expect(await scrollLeft(page)).toBe(0);
    await page.clock.runFor(1000);
    expect(await scrollLeft(page)).toBe(20);

    await page.getByRole('button', { name: 'Sonraki kartlar' }).click();
    await expect.poll(() => scrollLeft(page)).toBe(340);
    await page.clock.runFor(4900);
    expect(await scrollLeft(page)).toBe(340);
    await page.clock.runFor(1100);
    expect(await scrollLeft(page)).toBeGreaterThan(340);

    // A horizontal swipe (more than 50 px across, less than 100 px down) stops it too.
    const track = page.getByRole('region', { name: 'Hizmet ve paket kartları' });
    await track.evaluate((el) => {
      const touch = (x: number, y: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: y });
      el.dispatchEvent(new TouchEvent('touchstart', { changedTouches: [touch(300, 400)], bubbles: true }));
      el.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(200, 420)], bubbles: true }));
    });
    const afterSwipe = await scrollLeft(page);
    await page.clock.runFor(4000);
    expect(await scrollLeft(page)).toBe(afterSwipe);
    await page.clock.runFor(2000);
    expect(await scrollLeft(page)).toBeGreaterThan(afterSwipe);

    // At the end it jumps back to the start.
    await track.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await page.clock.runFor(100);
    expect(await scrollLeft(page)).toBeLessThanOrEqual(1);

    // The pause button stops it until pressed again.
    const pause = page.getByRole('button', { name: 'Otomatik kaydırmayı durdur' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    const paused = await scrollLeft(page);
    await page.clock.runFor(7000);
    expect(await scrollLeft(page)).toBe(paused);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await page.clock.runFor(1000);
    expect(await scrollLeft(page)).toBeGreaterThan(paused);
  });
});

for (const path of [
  '/',
  '/services',
  '/services?kategori=packages',
  '/gallery',
  '/gallery?sayfa=2',
  '/gallery/1',
  '/team',
  '/about',
]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(60_000); // axe checks every node's contrast: slow on a busy 2-core machine
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  });
}
