/**
 * Back office: services, categories and packages — create, edit, toggle and delete, each
 * checked on the public services page as a visitor sees it.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNotice, signInAsAdmin } from './helpers';
import { asVisitor, png } from './content-fixtures';

test.describe('services (JavaScript on)', () => {
  test('create, edit, toggle active and popular, delete; the public page follows', async ({ page, browser }) => {
    test.slow(); // long flows on a 2-core machine
    await signInAsAdmin(page, { redirectTo: '/admin/services' });
    await expect(page.getByRole('heading', { name: 'Hizmetler', level: 2 })).toBeVisible();

    await page.getByRole('link', { name: '+ Yeni Hizmet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Hizmet' });
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expect(dialog.getByText('Hizmet adı zorunludur')).toBeVisible();
    await dialog.getByLabel('Hizmet Adı').fill('Mat Kalıcı Oje');
    await dialog.getByLabel('Kategori').selectOption({ label: 'Kalıcı Oje & Jel' });
    await dialog.getByLabel('Açıklama').fill('İpeksi mat görünümlü kalıcı oje.');
    await dialog.getByLabel('Fiyat (₺)').fill('425.50');
    await expect(dialog.getByLabel('Süre (dakika)')).toHaveValue('60');
    await dialog.getByLabel('Özellikler').fill('Mat kaplama\nÜç hafta dayanım');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expectNotice(page, 'Hizmet eklendi');
    const row = page.getByRole('row', { name: /Mat Kalıcı Oje/ });
    await expect(row).toContainText('₺425,50');
    await expect(row).toContainText('60 dk');

    await asVisitor(browser, '/services?kategori=gel', async (v) => {
      const card = v.getByRole('listitem').filter({ has: v.getByRole('heading', { name: 'Mat Kalıcı Oje' }) });
      await expect(card).toContainText('425,50');
      await expect(card).toContainText('Mat kaplama');
    });

    await page.getByRole('link', { name: 'Mat Kalıcı Oje düzenle' }).click();
    const edit = page.getByRole('dialog', { name: /Hizmeti Düzenle/ });
    await expect(edit.getByLabel('Fiyat (₺)')).toHaveValue('425.50');
    await edit.getByLabel('Hizmet Adı').fill('Mat Kalıcı Oje Deluxe');
    await edit.getByLabel('Süre (dakika)').fill('75');
    await edit.getByRole('button', { name: 'Güncelle' }).click();
    await expectNotice(page, 'Hizmet güncellendi');
    await expect(page.getByRole('row', { name: /Mat Kalıcı Oje Deluxe/ })).toContainText('75 dk');
    await asVisitor(browser, '/services?kategori=gel', async (v) => {
      await expect(v.getByRole('heading', { name: 'Mat Kalıcı Oje Deluxe' })).toBeVisible();
    });

    await page.getByRole('button', { name: 'Mat Kalıcı Oje Deluxe popülerlik: Normal (değiştir)' }).click();
    await expect(
      page.getByRole('button', { name: 'Mat Kalıcı Oje Deluxe popülerlik: Popüler (değiştir)' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Mat Kalıcı Oje Deluxe: Aktif (değiştir)' }).click();
    await expectNotice(page, 'Hizmet durumu güncellendi');
    await expect(page.getByRole('button', { name: 'Mat Kalıcı Oje Deluxe: Pasif (değiştir)' })).toBeVisible();
    await asVisitor(browser, '/services?kategori=gel', async (v) => {
      await expect(v.getByRole('heading', { name: 'Kalıcı Oje', exact: true })).toBeVisible();
      await expect(v.getByRole('heading', { name: 'Mat Kalıcı Oje Deluxe' })).toHaveCount(0);
    });

    await page.getByRole('link', { name: 'Mat Kalıcı Oje Deluxe sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Silme Onayı' });
    await expect(confirm).toContainText('"Mat Kalıcı Oje Deluxe" hizmetini silmek istediğinizden emin misiniz?');
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    await expectNotice(page, 'Hizmet silindi');
    await expect(page.getByRole('row', { name: /Mat Kalıcı Oje Deluxe/ })).toHaveCount(0);
  });
});

test.describe('categories (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('create with a background image, edit, toggle, delete; a category in use is not deleted', async ({
    page,
    browser,
  }) => {
    test.slow(); // long flows on a 2-core machine
    await signInAsAdmin(page, { redirectTo: '/admin/categories' });
    await page.getByRole('link', { name: '+ Yeni Kategori' }).click();
    await expect(page).toHaveURL(/\?new/);
    let dialog = page.getByRole('dialog', { name: 'Yeni Kategori' });
    await dialog.getByLabel('Görünen Ad').fill('Kirpik & Kaş');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    dialog = page.getByRole('dialog', { name: 'Yeni Kategori' });
    await expect(dialog.getByText('Kategori adı ve görünen ad zorunludur')).toBeVisible();
    await expect(dialog.getByLabel('Görünen Ad')).toHaveValue('Kirpik & Kaş');
    await dialog.getByLabel('Kategori Adı (kısa ad)').fill('kirpik');
    await expect(dialog.getByRole('radio', { name: 'Işıltı' })).toBeChecked();
    await dialog.getByText('Mücevher', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Mücevher' })).toBeChecked();
    await dialog.getByLabel('Sıra').fill('3');
    await dialog.locator('input[type=file]').setInputFiles(await png('arka-plan.png'));
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kategori oluşturuldu' })).toBeVisible();
    const row = page.getByRole('row', { name: /Kirpik & Kaş/ });
    await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/categories\/[a-f0-9]{24}-400\.webp$/);
    await asVisitor(browser, '/services', async (v) => {
      await expect(
        v.getByRole('navigation', { name: 'Hizmet kategorileri' }).getByRole('link', { name: /Kirpik & Kaş/ }),
      ).toBeVisible();
    });

    await page.getByRole('link', { name: 'Kirpik & Kaş düzenle' }).click();
    dialog = page.getByRole('dialog', { name: /Kategoriyi Düzenle/ });
    await dialog.getByLabel('Görünen Ad').fill('Kirpik Lifting');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kategori güncellendi' })).toBeVisible();

    await page.getByRole('button', { name: 'Kirpik Lifting: Aktif (değiştir)' }).click();
    await expect(page.getByRole('button', { name: 'Kirpik Lifting: Pasif (değiştir)' })).toBeVisible();
    await asVisitor(browser, '/services', async (v) => {
      const bar = v.getByRole('navigation', { name: 'Hizmet kategorileri' });
      await expect(bar.getByRole('link', { name: /Manikür/ })).toBeVisible();
      await expect(bar.getByRole('link', { name: /Kirpik/ })).toHaveCount(0);
    });

    // a category with services stays
    await page.getByRole('link', { name: 'Manikür sil' }).click();
    await page.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Kategori silinirken hata oluştu: Bu kategori silinemez: 3 hizmet ve 2 ekip üyesi bu kategoriyi kullanıyor.',
    );
    await page.getByRole('link', { name: 'Vazgeç' }).click();
    await expect(page.getByRole('row', { name: /Manikür/ }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Kirpik Lifting sil' }).click();
    await page.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kategori silindi' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Kirpik/ })).toHaveCount(0);
  });
});

test.describe('packages (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('create from chosen services, edit, toggle, delete; the public page follows', async ({ page, browser }) => {
    test.slow(); // long flows on a 2-core machine
    await signInAsAdmin(page, { redirectTo: '/admin/packages' });
    await page.getByRole('link', { name: '+ Yeni Paket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Paket' });
    await dialog.getByLabel('Paket Adı').fill('Yaz Işıltısı Paketi');
    await dialog.getByLabel('Açıklama').fill('Yaza hazır eller ve ayaklar.');
    await dialog.getByLabel('Normal Fiyat (₺)').fill('1000');
    await dialog.getByLabel('İndirimli Fiyat (₺)').fill('1200');
    await dialog.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
    await dialog.getByRole('checkbox', { name: /Klasik Pedikür/ }).check();
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expect(page.getByText('İndirimli fiyat normal fiyattan yüksek olamaz')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Klasik Pedikür/ })).toBeChecked();
    await page.getByLabel('İndirimli Fiyat (₺)').fill('849.90');
    await page.getByRole('button', { name: 'Ekle' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paket eklendi' })).toBeVisible();
    const row = page.getByRole('row', { name: /Yaz Işıltısı Paketi/ });
    await expect(row).toContainText('Klasik Manikür, Klasik Pedikür');
    await expect(row).toContainText('₺849,90');
    await expect(row).toContainText('105 dk');
    await asVisitor(browser, '/services?kategori=packages', async (v) => {
      await expect(v.getByRole('heading', { name: 'Yaz Işıltısı Paketi' })).toBeVisible();
    });

    await page.getByRole('link', { name: 'Yaz Işıltısı Paketi düzenle' }).click();
    await page.getByLabel('Süre (dakika, isteğe bağlı)').fill('120');
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByRole('row', { name: /Yaz Işıltısı Paketi/ })).toContainText('120 dk');

    await page.getByRole('button', { name: 'Yaz Işıltısı Paketi: Aktif (değiştir)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paket durumu güncellendi' })).toBeVisible();
    await asVisitor(browser, '/services?kategori=packages', async (v) => {
      await expect(v.getByRole('heading', { name: 'Gelin Paketi' })).toBeVisible();
      await expect(v.getByRole('heading', { name: 'Yaz Işıltısı Paketi' })).toHaveCount(0);
    });

    await page.getByRole('link', { name: 'Yaz Işıltısı Paketi sil' }).click();
    await page.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paket silindi' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Yaz Işıltısı Paketi/ })).toHaveCount(0);
  });
});

test.describe("the catalogue's icons come from the admin's sprite (0547)", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the categories and the icon pickers draw them (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 820, height: 1180 } });
      const page = await context.newPage();
      await signInAsAdmin(page, { redirectTo: '/admin/services' });
      // (the demo's services have photos: their icons are in the picker)
      for (const path of ['/admin/categories', '/admin/categories?new', '/admin/services?new']) {
        await page.goto(path);
        const icon = page.locator('svg[data-icon]').first();
        await expect(icon).toBeVisible();
        const name = await icon.getAttribute('data-icon');
        const href = await icon.locator('use').getAttribute('href');
        expect(href, path).toMatch(new RegExp(`^/assets/studio-icons-[\\w-]+\\.svg#${name}$`));
        // the link is followed: the sprite is served as an SVG image and holds the icon
        const sprite = await page.request.get(href!.split('#')[0]!);
        expect(sprite.status()).toBe(200);
        expect(sprite.headers()['content-type']).toContain('image/svg+xml');
        expect(await sprite.text()).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
        // and the browser draws it: the shapes the <use> brings in have a size
        await expect
          .poll(() => icon.locator('use').evaluate((use) => (use as SVGGraphicsElement).getBBox().width))
          .toBeGreaterThan(5);
      }
      if (javaScriptEnabled)
        await page.screenshot({ path: 'test-screenshots/admin-category-icon-picker-820.png', fullPage: false });
      await context.close();
    });
  }
});
