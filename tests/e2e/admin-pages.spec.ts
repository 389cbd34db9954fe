/**
 * Back office: about pages, home settings and customers — create, edit, toggle and delete,
 * checked on the public pages (about, home) as a visitor sees them.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNotice, signInAsAdmin } from './helpers';
import { asVisitor, e2eDb, png, rememberRows } from './content-fixtures';

test.describe('about pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  let restoreAbout: () => void;
  test.beforeEach(() => {
    restoreAbout = rememberRows('about_pages', ['is_active']);
  });
  test.afterEach(() => restoreAbout());

  test('new page with statistic rows, publish, edit, toggle, delete; /about shows the active one', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInAsAdmin(page, { redirectTo: '/admin/about' });
    await expect(page.getByRole('row', { name: /Hakkımızda/ })).toContainText('Yayında');
    await page.getByRole('link', { name: '+ Yeni Sayfa' }).click();
    let dialog = page.getByRole('dialog', { name: 'Yeni Hakkımızda Sayfası' });
    const statRows = dialog.getByRole('listitem');
    await expect(statRows).toHaveCount(4);
    await dialog.getByRole('button', { name: '+ Satır Ekle' }).click();
    dialog = page.getByRole('dialog', { name: 'Yeni Hakkımızda Sayfası' });
    await expect(dialog.getByRole('listitem')).toHaveCount(5);

    await dialog
      .getByRole('group', { name: 'Hero' })
      .getByRole('textbox', { name: 'Başlık', exact: true })
      .fill('Yeni Biz');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    dialog = page.getByRole('dialog', { name: 'Yeni Hakkımızda Sayfası' });
    await expect(dialog.getByText('Hikaye başlığı zorunludur')).toBeVisible();
    await expect(dialog.getByText('Vizyon başlığı zorunludur')).toBeVisible();

    await dialog
      .getByRole('group', { name: 'Hikayemiz' })
      .getByRole('textbox', { name: 'Başlık', exact: true })
      .fill('Yolculuğumuz');
    await dialog.getByLabel('Misyon başlığı').fill('Misyon');
    await dialog.getByLabel('Vizyon başlığı').fill('Vizyon');
    await dialog
      .getByRole('group', { name: 'Değerlerimiz' })
      .getByRole('textbox', { name: 'Başlık', exact: true })
      .fill('Değerler');
    const stats = dialog.getByRole('group', { name: 'İstatistikler' });
    await stats.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Sayılarla');
    await stats.getByLabel('1. Başlık').fill('Mutlu Müşteri');
    await stats.getByLabel('Değer').first().fill('9000+');
    await stats.getByLabel('Simge').first().fill('😊');
    await dialog
      .getByRole('group', { name: 'Harekete Geçirici Bölüm' })
      .getByRole('textbox', { name: 'Başlık', exact: true })
      .fill('Hemen Gelin');
    await dialog.getByLabel('Hero resmi').setInputFiles(await png('hero.png'));
    await dialog.getByLabel('Yayında (sitedeki Hakkımızda sayfası bu olsun)').check();
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sayfa oluşturuldu' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Yeni Biz/ })).toContainText('Yayında');
    await expect(page.getByRole('row', { name: /Konya’da tırnak sanatına/ })).toContainText('Pasif');
    await asVisitor(browser, '/about', async (v) => {
      await expect(v.getByRole('heading', { level: 1 })).toContainText('Yeni Biz');
      await expect(v.getByText('9000+')).toBeVisible();
      await expect(v.getByText('Mutlu Müşteri')).toBeVisible();
    });

    await page.getByRole('link', { name: 'Yeni Biz düzenle' }).click();
    dialog = page.getByRole('dialog', { name: 'Sayfayı Düzenle: Yeni Biz' });
    await expect(dialog.getByRole('group', { name: 'İstatistikler' }).getByLabel('1. Başlık')).toHaveValue(
      'Mutlu Müşteri',
    );
    await dialog.getByRole('group', { name: 'Hero' }).getByLabel('Alt başlık').fill('Tutku ve özen');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sayfa güncellendi' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Yeni Biz/ })).toContainText('Tutku ve özen');

    // publishing the demo page again takes this one off
    await page.getByRole('button', { name: 'Hakkımızda: Pasif (değiştir)' }).click();
    await expect(page.getByRole('button', { name: 'Yeni Biz: Pasif (değiştir)' })).toBeVisible();
    await asVisitor(browser, '/about', async (v) => {
      await expect(v.getByRole('heading', { level: 1 })).toContainText('Hakkımızda');
    });

    await page.getByRole('link', { name: 'Yeni Biz sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sil: Yeni Biz' });
    await expect(confirm).toContainText('Bu hakkımızda sayfasını silmek istediğinizden emin misiniz?');
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sayfa silindi' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Yeni Biz/ })).toHaveCount(0);
  });
});

const HOME_COLUMNS = [
  'hero_title',
  'hero_subtitle',
  'hero_background_image',
  'artist_portrait_image',
  'background_color',
  'secondary_background_color',
];

test.describe('about pages with JavaScript', () => {
  test('statistic rows: a row removed takes its place with what was typed in the others; a row added is empty; nothing is saved', async ({
    page,
  }) => {
    await signInAsAdmin(page, { redirectTo: '/admin/about' });
    const pagesBefore = await page.getByRole('row').count();
    await page.getByRole('link', { name: '+ Yeni Sayfa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Hakkımızda Sayfası' });
    const stats = dialog.getByRole('group', { name: 'İstatistikler' });
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await stats.getByLabel('1. Başlık').fill('Birinci');
    await stats.getByLabel('3. Başlık').fill('Üçüncü');

    // the server applies the removal (the form's values go with it) and answers with the rows
    await dialog.getByRole('button', { name: '2. istatistik satırını kaldır' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(stats.getByLabel('1. Başlık')).toHaveValue('Birinci');
    await expect(stats.getByLabel('2. Başlık')).toHaveValue('Üçüncü');

    await dialog.getByRole('button', { name: '+ Satır Ekle' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expect(stats.getByLabel('4. Başlık')).toHaveValue('');
    await expect(stats.getByLabel('1. Başlık')).toHaveValue('Birinci');
    await expect(stats.getByLabel('2. Başlık')).toHaveValue('Üçüncü');
    // a row changed no page: no message under the fields, the list as it was
    await expect(dialog.getByText('Hikaye başlığı zorunludur')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'İptal' }).click();
    await expect(page.getByRole('row')).toHaveCount(pagesBefore);
  });
});

test.describe('home settings', () => {
  // the public site's tests expect the demo home page (images removed here show the placeholder)
  let restoreHome: () => void;
  test.beforeEach(() => {
    restoreHome = rememberRows('home_settings', HOME_COLUMNS);
  });
  test.afterEach(() => restoreHome());

  test('texts, colours and images (JavaScript on); the home page follows', async ({ page, browser }) => {
    test.slow();
    await signInAsAdmin(page, { redirectTo: '/admin/home' });
    const hero = page.getByRole('group', { name: 'Hero Bölümü' });
    await hero.getByRole('textbox', { name: 'Başlık', exact: true }).fill('');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(hero.getByText('Hero başlığı zorunludur')).toBeVisible();
    await hero.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Işıltılı Tırnaklar');
    await hero.getByLabel('Alt başlık').fill('Selçuklu’da özenli bakım');
    const colours = page.getByRole('group', { name: 'Renkler' });
    await colours.getByRole('textbox', { name: 'İkincil arka plan rengi', exact: true }).fill('#3b0a2a');
    await expect(colours.getByLabel('İkincil arka plan rengi: renk seçici')).toHaveValue('#3b0a2a');
    await page
      .getByRole('group', { name: 'Sanatçı Bölümü' })
      .getByLabel('Portre resmi')
      .setInputFiles(await png('portre.png'));
    await hero.getByLabel('Resmi kaldır').check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expectNotice(page, 'Ayarlar başarıyla güncellendi!');
    await expect(
      page.getByRole('group', { name: 'Sanatçı Bölümü' }).getByRole('img', { name: 'Mevcut resim' }),
    ).toHaveAttribute('src', /^\/uploads\/home\/[a-f0-9]{24}-400\.webp$/);
    await expect(
      page.getByRole('group', { name: 'Hero Bölümü' }).getByRole('img', { name: 'Mevcut resim' }),
    ).toHaveCount(0);

    await asVisitor(browser, '/', async (v) => {
      await expect(v.getByRole('heading', { level: 1 })).toContainText('Işıltılı Tırnaklar');
      await expect(v.getByText('Selçuklu’da özenli bakım')).toBeVisible();
      const style = await v.locator('[style*="--studio-bg-2"]').first().getAttribute('style');
      expect(style).toContain('#3b0a2a');
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the colour picker alone changes the colour', async ({ page, browser }) => {
      await signInAsAdmin(page, { redirectTo: '/admin/home' });
      await page.getByLabel('Ana arka plan rengi: renk seçici').fill('#120a1e');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Ayarlar başarıyla güncellendi!' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Ana arka plan rengi', exact: true })).toHaveValue('#120a1e');
      await asVisitor(browser, '/', async (v) => {
        const style = await v.locator('[style*="--studio-bg"]').first().getAttribute('style');
        expect(style).toContain('#120a1e');
      });
    });
  });
});

test.describe('customers without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search, filter, derived totals, edit, toggle, delete keeps the appointments', async ({ page }) => {
    test.slow();
    const db = e2eDb();
    const now = Date.now();
    const add = db.prepare(
      'insert into customers (name, email, phone, is_active, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    );
    const gul = Number(add.run('Gül Şahin', 'gul@example.com', '0532 444 55 66', 1, now, now).lastInsertRowid);
    add.run('İpek Tunç', 'ipek@example.com', '05324445577', 0, now, now);
    const appt = db.prepare(
      "insert into appointments (customer_id, customer_name, customer_email, customer_phone, date, time, status, created_at, updated_at) values (?, ?, ?, ?, ?, '10:00', 'completed', ?, ?)",
    );
    for (const date of ['2026-03-02', '2026-05-14'])
      appt.run(gul, 'Gül Şahin', 'gul@example.com', '0532 444 55 66', date, now, now);
    db.close();

    await signInAsAdmin(page, { redirectTo: '/admin/customers' });
    const row = page.getByRole('row', { name: /Gül Şahin/ });
    await expect(row).toContainText('2');
    await expect(row).toContainText('14 Mayıs 2026');

    await page.getByLabel('Ara (ad, e-posta, telefon)').fill('şahin');
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await expect(page.getByRole('row', { name: /Gül Şahin/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /İpek Tunç/ })).toHaveCount(0);
    await page.getByLabel('Durum').selectOption('inactive');
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await expect(page.getByText('Müşteri bulunamadı')).toBeVisible();
    await page.getByRole('link', { name: 'Temizle' }).click();

    await page.getByRole('link', { name: 'Gül Şahin düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Müşteriyi Düzenle: Gül Şahin' });
    await dialog.getByRole('textbox', { name: 'E-posta', exact: true }).fill('gul@ornek');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Lütfen geçerli bir e-posta adresi girin (örn: ornek@eposta.com).')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('gul.sahin@example.com');
    await page.getByLabel('Notlar').fill('Pastel tonları sever');
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Müşteri başarıyla güncellendi' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Gül Şahin/ })).toContainText('Pastel tonları sever');

    await page.getByRole('button', { name: 'Gül Şahin: Aktif (değiştir)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Müşteri deaktif edildi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gül Şahin: Pasif (değiştir)' })).toBeVisible();

    await page.getByRole('link', { name: 'Gül Şahin sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sil: Gül Şahin' });
    await expect(confirm).toContainText('Bu müşteriyi silmek istediğinizden emin misiniz?');
    await expect(confirm).toContainText('2 randevusu silinmez');
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Müşteri başarıyla silindi' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Gül Şahin/ })).toHaveCount(0);

    const after = e2eDb();
    const kept = after
      .prepare(
        "select customer_id as customerId, customer_name as name from appointments where customer_name = 'Gül Şahin'",
      )
      .all();
    // leave the shared database as the other tests expect it
    after.prepare("delete from appointments where customer_name = 'Gül Şahin'").run();
    after.prepare("delete from customers where name = 'İpek Tunç'").run();
    after.close();
    expect(kept).toEqual([
      { customerId: null, name: 'Gül Şahin' },
      { customerId: null, name: 'Gül Şahin' },
    ]);
  });
});

test('the content screens and their dialogs have no serious accessibility violations', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page, { redirectTo: '/admin/services' });
  for (const path of [
    '/admin/services',
    '/admin/categories?new',
    '/admin/packages?edit=1',
    '/admin/team?categories=1',
    '/admin/team?delete=1',
    '/admin/gallery',
    '/admin/about?edit=1',
    '/admin/home',
    '/admin/customers',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
