/**
 * Back office: team and gallery — uploads checked by their bytes and size, the categories
 * dialog, gallery order by drag and drop (JavaScript on) and by buttons (off), each change
 * checked on the public pages as a visitor sees them.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNotice, pickUpWithKeyboard, signInAsAdmin } from './helpers';
import { asVisitor, jpeg, largeJpegBytes, png, rememberRows, removeAddedRows, TEXT_BYTES } from './content-fixtures';

/**
 * The gallery's titles in their order. Read once the page's HTML is all there: without
 * JavaScript each change is a new page, streamed, and a list read half-way is half a list.
 */
async function order(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  return page
    .getByTestId('gallery-card')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('p')!.textContent!.trim()));
}

test.describe('team (JavaScript on)', () => {
  let removeMembers: () => void;
  test.beforeEach(() => {
    removeMembers = removeAddedRows('team_members', 'name', ['Derya Aksoy']);
  });
  test.afterEach(() => removeMembers());

  test('add with a photo, manage categories, toggle, delete; the team page follows', async ({ page, browser }) => {
    test.slow();
    await signInAsAdmin(page, { redirectTo: '/admin/team' });
    await page.getByRole('link', { name: '+ Yeni Ekip Üyesi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ekip Üyesi' });
    await dialog.getByLabel('Ad Soyad').fill('   ');
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expect(dialog.getByText('Lütfen tüm alanları doldurun.').first()).toBeVisible();
    await dialog.getByLabel('Ad Soyad').fill('Derya Aksoy');
    await dialog.getByLabel('Uzmanlık').fill('Kalıcı Oje Uzmanı');
    await dialog.getByLabel('Fotoğraf').setInputFiles(await jpeg('derya.jpg'));
    await expect(dialog.getByRole('img', { name: 'Seçilen resmin önizlemesi' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expectNotice(page, 'Ekip üyesi eklendi');
    const row = page.getByRole('row', { name: /Derya Aksoy/ });
    await expect(row.getByRole('img', { name: 'Derya Aksoy fotoğrafı' })).toHaveAttribute(
      'src',
      /^\/uploads\/team\/[a-f0-9]{24}-400\.webp$/,
    );
    await asVisitor(browser, '/team', async (v) => {
      await expect(v.getByText('Derya Aksoy')).toBeVisible();
    });

    await page.getByRole('link', { name: 'Kategoriler: Derya Aksoy' }).click();
    const cats = page.getByRole('dialog', { name: 'Kategoriler: Derya Aksoy' });
    await expect(cats).toContainText('Bu üyeye henüz kategori eklenmemiş.');
    await cats.getByLabel('Eklenecek kategori').selectOption({ label: 'Kalıcı Oje & Jel' });
    await cats.getByRole('button', { name: 'Ekle' }).click();
    await expectNotice(page, 'Kategori eklendi');
    await expect(cats.getByRole('button', { name: 'Kalıcı Oje & Jel kategorisini kaldır' })).toBeVisible();
    await expect(cats.getByLabel('Eklenecek kategori').locator('option', { hasText: 'Kalıcı Oje & Jel' })).toHaveCount(
      0,
    );
    await expectNoSeriousA11yViolations(page);
    await cats.getByRole('button', { name: 'Kalıcı Oje & Jel kategorisini kaldır' }).click();
    await expectNotice(page, 'Kategori kaldırıldı');
    await cats.getByLabel('Eklenecek kategori').selectOption({ label: 'Nail Art' });
    await cats.getByRole('button', { name: 'Ekle' }).click();
    await page.getByRole('link', { name: 'Kapat' }).last().click();
    await expect(page.getByRole('row', { name: /Derya Aksoy/ })).toContainText('Nail Art');

    await page.getByRole('link', { name: 'Derya Aksoy düzenle' }).click();
    await page.getByLabel('Uzmanlık').fill('Nail Art Sanatçısı');
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expectNotice(page, 'Ekip üyesi güncellendi');

    await page.getByRole('button', { name: 'Derya Aksoy: Aktif (değiştir)' }).click();
    await expect(page.getByRole('button', { name: 'Derya Aksoy: Pasif (değiştir)' })).toBeVisible();
    await asVisitor(browser, '/team', async (v) => {
      await expect(v.getByText('Elif Yılmaz')).toBeVisible();
      await expect(v.getByText('Derya Aksoy')).toHaveCount(0);
    });

    await page.getByRole('link', { name: 'Derya Aksoy sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sil: Derya Aksoy' });
    await expect(confirm).toContainText('Bu ekip üyesini silmek istediğinizden emin misiniz?');
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
    await expectNotice(page, 'Ekip üyesi silindi');
    await expect(page.getByRole('row', { name: /Derya Aksoy/ })).toHaveCount(0);
  });

  test('a photo over 5 MB is refused in the browser before it is sent', async ({ page }) => {
    await signInAsAdmin(page, { redirectTo: '/admin/team?new' });
    const dialog = page.getByRole('dialog', { name: 'Yeni Ekip Üyesi' });
    await dialog
      .getByLabel('Fotoğraf')
      .setInputFiles({ name: 'buyuk.jpg', mimeType: 'image/jpeg', buffer: await largeJpegBytes(6) });
    await expect(dialog.getByText("Dosya boyutu 5MB'dan küçük olmalıdır.")).toBeVisible();
  });
});

test.describe('uploads without JavaScript: the server decides', () => {
  test.use({ javaScriptEnabled: false });
  let removeMembers: () => void;
  test.beforeEach(() => {
    removeMembers = removeAddedRows('team_members', 'name', ['Yükleme Testi']);
  });
  test.afterEach(() => removeMembers());

  async function submitMember(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
    await page.goto('/admin/team?new');
    await page.getByLabel('Ad Soyad').fill('Yükleme Testi');
    await page.getByLabel('Uzmanlık').fill('Deneme');
    await page.getByLabel('Fotoğraf').setInputFiles(file);
    await page.getByRole('button', { name: 'Ekle' }).click();
  }

  test('a 6 MB photo and a text file named .jpg are refused in Turkish; a PNG named .txt is stored as an image', async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page, { redirectTo: '/admin/team' });

    await submitMember(page, { name: 'buyuk.jpg', mimeType: 'image/jpeg', buffer: await largeJpegBytes(6) });
    await expect(page.getByText("Dosya boyutu 5MB'dan küçük olmalıdır.")).toBeVisible();
    await expect(page.getByLabel('Ad Soyad')).toHaveValue('Yükleme Testi');

    await submitMember(page, { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: TEXT_BYTES });
    await expect(page.getByText('Dosya bir resim değil. Lütfen JPG, PNG veya WEBP bir resim seçin.')).toBeVisible();

    await submitMember(page, { ...(await png()), name: '../../etc/foto.txt', mimeType: 'text/plain' });
    await expect(page.getByRole('status').filter({ hasText: 'Ekip üyesi eklendi' })).toBeVisible();
    const img = page.getByRole('row', { name: /Yükleme Testi/ }).getByRole('img');
    await expect(img).toHaveAttribute('src', /^\/uploads\/team\/[a-f0-9]{24}-400\.webp$/);
    const res = await page.request.get((await img.getAttribute('src'))!);
    expect(res.headers()['content-type']).toBe('image/webp');

    await page.getByRole('link', { name: 'Yükleme Testi sil' }).click();
    await page.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ekip üyesi silindi' })).toBeVisible();
  });
});

test.describe('gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  let restoreOrder: () => void;
  let removePictures: () => void;
  test.beforeEach(() => {
    restoreOrder = rememberRows('gallery_images', ['sort_order']);
    removePictures = removeAddedRows('gallery_images', 'title', ['Kiraz Çiçeği', 'Kiraz Çiçeği Nail Art']);
  });
  test.afterEach(() => {
    removePictures();
    restoreOrder();
  });

  test('upload (image and title required), reorder with the buttons, edit, delete; the gallery page follows', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInAsAdmin(page, { redirectTo: '/admin/gallery' });
    await page.getByRole('button', { name: 'Resmi Yükle' }).click();
    await expect(page.getByText('Lütfen resim ve başlık seçin').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Kiraz Çiçeği');
    await page.getByLabel('Açıklama (isteğe bağlı)').fill('Bahar tasarımı');
    await page.locator('input[type=file][name=image]').setInputFiles(await png('kiraz.png'));
    await page.getByRole('button', { name: 'Resmi Yükle' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Resim yüklendi' })).toBeVisible();
    expect((await order(page))[0]).toBe('Kiraz Çiçeği');
    const second = (await order(page))[1]!;
    await asVisitor(browser, '/gallery', async (v) => {
      await expect(v.getByRole('img', { name: 'Kiraz Çiçeği' }).first()).toBeVisible();
    });

    await page.getByRole('button', { name: 'Kiraz Çiçeği: aşağı (bir geriye) taşı' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sıralama güncellendi' })).toBeVisible();
    expect((await order(page)).slice(0, 2)).toEqual([second, 'Kiraz Çiçeği']);
    await asVisitor(browser, '/gallery', async (v) => {
      const alts = await v
        .locator('main img[alt]')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')).filter((a) => a));
      expect(alts.indexOf(second)).toBeLessThan(alts.indexOf('Kiraz Çiçeği'));
    });
    await page.getByRole('button', { name: 'Kiraz Çiçeği: yukarı (bir öne) taşı' }).click();
    // the answer is a new page: wait until it shows the order
    await expect.poll(async () => (await order(page))[0]).toBe('Kiraz Çiçeği');

    await page.getByRole('link', { name: 'Kiraz Çiçeği düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Resmi Düzenle: Kiraz Çiçeği' });
    await edit.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Kiraz Çiçeği Nail Art');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Resim güncellendi' })).toBeVisible();

    await page.getByRole('link', { name: 'Kiraz Çiçeği Nail Art sil' }).click();
    await page.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Resim silindi' })).toBeVisible();
    expect(await order(page)).not.toContain('Kiraz Çiçeği Nail Art');
  });
});

test.describe('gallery with JavaScript', () => {
  // the public site's tests expect the demo order
  let restoreOrder: () => void;
  test.beforeEach(() => {
    restoreOrder = rememberRows('gallery_images', ['sort_order']);
  });
  test.afterEach(() => restoreOrder());

  test('after an upload the upload form is empty again (title, description, file), ready for the next photo', async ({
    page,
  }) => {
    const removePicture = removeAddedRows('gallery_images', 'title', ['Erik Çiçeği']);
    try {
      await signInAsAdmin(page, { redirectTo: '/admin/gallery' });
      const title = page.getByRole('textbox', { name: 'Başlık', exact: true });
      const file = page.locator('input[type=file][name=image]');
      await title.fill('Erik Çiçeği');
      await page.getByLabel('Açıklama (isteğe bağlı)').fill('Bahar');
      await file.setInputFiles(await png('erik.png'));
      await page.getByRole('button', { name: 'Resmi Yükle' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Resim yüklendi' })).toBeVisible();
      expect((await order(page))[0]).toBe('Erik Çiçeği');
      await expect(title).toHaveValue('');
      await expect(page.getByLabel('Açıklama (isteğe bağlı)')).toHaveValue('');
      expect(await file.evaluate((input) => (input as HTMLInputElement).files?.length ?? 0)).toBe(0);
    } finally {
      removePicture();
    }
  });

  test('drag and drop reorders at once and is saved', async ({ page, browser }) => {
    test.slow();
    await signInAsAdmin(page, { redirectTo: '/admin/gallery' });
    const before = await order(page);
    const first = before[0]!;

    const handle = page.getByRole('button', { name: `Sürükle: ${first}` });
    const target = page.getByTestId('gallery-card').nth(2);
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/gallery'));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width * 0.6, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    // shown at once, before the server answers: the first photo now sits further on
    await expect.poll(async () => (await order(page)).indexOf(first)).toBeGreaterThan(0);
    const after = await order(page);
    const moved = [...before.slice(1, after.indexOf(first) + 1), first, ...before.slice(after.indexOf(first) + 1)];
    expect(after).toEqual(moved);
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(page.getByRole('button', { name: `Sürükle: ${first}` })).toBeVisible();
    expect(await order(page)).toEqual(moved);
    // to look at: the grid once its drag has loaded (0547), handles beside the ↑/↓ buttons
    await page.screenshot({ path: 'test-screenshots/admin-gallery-sortable.png' });
    await asVisitor(browser, '/gallery', async (v) => {
      const alts = await v
        .locator('main img[alt]')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')).filter((a) => a));
      expect(alts.indexOf(moved[0]!)).toBeLessThan(alts.indexOf(first));
    });
  });

  test('the keyboard moves a photo too', async ({ page }) => {
    await signInAsAdmin(page, { redirectTo: '/admin/gallery' });
    // keys pressed before the page hydrates reach no drag handler: wait for the script (its live link)
    await expect(page.getByText('Canlı bağlantı aktif')).toBeVisible();
    const before = await order(page);
    const handle = page.getByRole('button', { name: `Sürükle: ${before[0]}` });
    await handle.focus();
    // each key after what it changed is heard (the drag's live region), as a screen-reader
    // user would wait; the arrow only once the drag listens for it (pickUpWithKeyboard)
    const spoken = page.getByRole('status').filter({ hasText: before[0]! });
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/gallery'));
    await pickUpWithKeyboard(page, async () => {
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      await expect(spoken).toHaveText(`${before[0]}, 1. sıraya geldi.`); // picked up, over its own place
    });
    await page.keyboard.press('ArrowRight');
    await expect(spoken).toHaveText(`${before[0]}, 2. sıraya geldi.`);
    await page.keyboard.press('Space');
    await expect(spoken).toHaveText(`${before[0]}, 2. sıraya bırakıldı.`);
    await saved;
    await expect.poll(async () => (await order(page)).slice(0, 2)).toEqual([before[1], before[0]]);
    await page.reload();
    expect((await order(page)).slice(0, 2)).toEqual([before[1], before[0]]);
  });
});
