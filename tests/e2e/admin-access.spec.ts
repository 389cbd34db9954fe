import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { ADMIN_TABS } from '../../app/ui/admin/admin-tabs';
import { NOTICE_HIDE_MS } from '../../app/ui/admin/admin-ui';
import { expectNoSeriousA11yViolations, expectNotice, signInAsAdmin, signOut } from './helpers';
import { freshWeekday } from './test-data';

// the e2e server's database (playwright.config.ts: DATABASE_PATH=.e2e/studio.db, run from the project root)
const E2E_DB = path.resolve('.e2e/studio.db');

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel('Mevcut Şifre', { exact: true }).fill(current);
  await page.getByLabel('Yeni Şifre', { exact: true }).fill(next);
  await page.getByLabel('Yeni Şifre (Tekrar)').fill(confirm);
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
}

/**
 * Puts the e2e admin's password back through the API, so the specs after this one still sign
 * in; fails loudly when the admin can sign in with neither password (the other specs would
 * fail one by one on sign-in otherwise).
 */
async function restorePassword(page: Page, current: string) {
  const login = await page.request.post('/api/auth/admin/login', {
    data: { email: E2E_ADMIN.email, password: current },
  });
  if (!login.ok()) {
    // the change did not happen: the e2e password must still work
    expect(
      (await page.request.post('/api/auth/admin/login', { data: E2E_ADMIN })).status(),
      'the e2e admin signs in with its own password',
    ).toBe(200);
    return;
  }
  const { token } = (await login.json()) as { token: string };
  const restored = await page.request.post('/api/auth/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: current, newPassword: E2E_ADMIN.password, confirmPassword: E2E_ADMIN.password },
  });
  expect(restored.status(), 'the e2e admin password is put back').toBe(200);
}

test.describe('admin access with JavaScript', () => {
  test('sign in, see the dashboard, walk the menu, sign out', async ({ page }) => {
    test.slow(); // the walk opens every tab, the content screens with their real lists
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Girişi' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // one message for a wrong password, the password field can be shown and hidden
    await page.getByLabel('E-posta').fill(E2E_ADMIN.email);
    const password = page.getByLabel('Şifre', { exact: true });
    await password.fill('yanlis-sifre');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Şifreyi göster' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Şifreyi gizle' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı');

    await password.fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Yönetim Paneli', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Hoş geldiniz, /)).toBeVisible();
    await expect(page.getByTestId('live-badge')).toHaveText('Canlı bağlantı aktif');
    const stats = page.getByRole('list', { name: 'Özet' });
    for (const label of ['Toplam Randevu', 'Bekleyen Randevu', 'Onaylanan Randevu', 'Galeri Resmi'])
      await expect(stats.getByText(label)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Son Randevular' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // every tab is its own URL; reload and the back button keep the place
    // at 1024 px the menu is folded into 'Menü' (it closes after each pick)
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    const openMenu = async () => {
      if (!(await menu.isVisible())) await page.locator('summary', { hasText: 'Menü' }).click();
      await expect(menu).toBeVisible();
    };
    for (const tab of ADMIN_TABS) {
      await openMenu();
      await menu.getByRole('link', { name: tab.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
      await openMenu();
      await expect(menu.getByRole('link', { name: tab.label, exact: true })).toHaveAttribute('aria-current', 'page');
      const box = await menu.getByRole('link', { name: tab.label, exact: true }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ayarlar', level: 2 })).toBeVisible();

    await signOut(page);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings$/);
  });

  test('the shell works on a portrait tablet', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInAsAdmin(page);
    // below 1280 px the side menu folds into the header's 'Menü' button (a <details>)
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    await expect(menu).toBeHidden();
    await page.locator('summary', { hasText: 'Menü' }).click();
    for (const tab of ADMIN_TABS)
      await expect(menu.getByRole('link', { name: tab.label, exact: true })).toBeInViewport();
    // each person's own password is on Profilim (docs/decisions/0382)
    await menu.getByRole('link', { name: 'Profilim', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Şifre Değiştir' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('change the password: the spec messages, success notice that hides, sign in with the new one', async ({
    page,
  }) => {
    const newPassword = 'yepyeni-sifre-1';
    // the notice hides on a 3-second timer: the page's clock is the test's, so a busy machine
    // cannot hide it before it is seen, nor keep it up past the check
    await page.clock.install();
    await signInAsAdmin(page, { redirectTo: '/admin/profil' });
    try {
      await changePassword(page, E2E_ADMIN.password, 'yeni-sifre-1', 'baska-sifre-1');
      await expect(page.getByText('Yeni şifreler eşleşmiyor')).toBeVisible();
      await changePassword(page, E2E_ADMIN.password, '12345');
      await expect(page.getByText('Yeni şifre en az 10 karakter olmalıdır')).toBeVisible();
      await changePassword(page, 'yanlis-sifre', newPassword);
      await expect(page.getByText('Mevcut şifre hatalı')).toBeVisible();

      await page.clock.pauseAt(Date.now() + 1000);
      await changePassword(page, E2E_ADMIN.password, newPassword);
      const notice = page.getByRole('status').filter({ hasText: 'Şifre başarıyla değiştirildi!' });
      await expect(notice).toBeVisible();
      await page.clock.runFor(NOTICE_HIDE_MS);
      await expect(notice).toBeHidden();
      await page.clock.resume();

      await signOut(page);
      await page.getByLabel('E-posta').fill(E2E_ADMIN.email);
      await page.getByLabel('Şifre', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await expect(page.getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı');
      await signInAsAdmin(page, { password: newPassword });
    } finally {
      await restorePassword(page, newPassword);
    }
  });

  test('capacity per slot: 1 to 10, saved with a notice', async ({ page }) => {
    await signInAsAdmin(page, { redirectTo: '/admin/settings' });
    const capacity = page.getByLabel('Saat başına randevu kapasitesi');
    await expect(capacity).toHaveValue('1');
    await capacity.fill('3');
    await page.locator('#capacity-form').getByRole('button', { name: 'Kaydet' }).click();
    await expectNotice(page, 'Randevu ayarları başarıyla güncellendi!');
    await page.reload();
    await expect(page.getByLabel('Saat başına randevu kapasitesi')).toHaveValue('3');
    await page.getByLabel('Saat başına randevu kapasitesi').fill('1');
    await page.locator('#capacity-form').getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(/ok=capacity/);
    await page.reload();
    await expect(page.getByLabel('Saat başına randevu kapasitesi')).toHaveValue('1');
  });

  test('an appointment change refreshes the open dashboard through the live connection', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByTestId('live-badge')).toHaveText('Canlı bağlantı aktif');
    const sqlite = new Database(E2E_DB);
    const name = `Canlı Güncelleme ${Date.now()}`;
    const id = Number(
      sqlite
        .prepare(
          "insert into appointments (customer_name, date, time, status, created_at, updated_at) values (?, ?, '10:00', 'confirmed', ?, ?)",
        )
        .run(name, freshWeekday(), Date.now() + 60_000, Date.now()).lastInsertRowid,
    );
    try {
      const login = await page.request.post('/api/auth/admin/login', { data: E2E_ADMIN });
      const { token } = (await login.json()) as { token: string };
      const refresh = await page.request.post('/api/admin/live/refresh', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refresh.status()).toBe(200);
      const recent = page.getByRole('list', { name: 'Son randevular' });
      await expect(recent.getByText(name)).toBeVisible();
      await expect(recent.getByRole('listitem').filter({ hasText: name }).getByText('Onaylandı')).toBeVisible();
    } finally {
      sqlite.prepare('delete from appointments where id = ?').run(id);
      sqlite.close();
    }
  });

  test('with the socket down the badge counts the retries, then the banner offers Yeniden Dene; the admin stays usable', async ({
    page,
  }) => {
    let allow = false;
    await page.routeWebSocket('/ws', (ws) => {
      if (allow) ws.connectToServer();
      else ws.close();
    });
    // the page's timers stand still until the test moves them: the 3-second retries cannot run
    // ahead of a busy machine's checks
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await signInAsAdmin(page);
    const badge = page.getByTestId('live-badge');
    // the offline badge (issue 27): 'Çevrimdışı — son güncelleme HH:MM', the retries beside it from 640 px
    await expect(badge).toHaveText(/^Çevrimdışı — son güncelleme \d\d:\d\d · yeniden bağlanıyor 1\/5$/);
    for (let n = 2; n <= 5; n++) {
      await page.clock.fastForward(3000);
      await expect(badge).toHaveText(
        new RegExp(`^Çevrimdışı — son güncelleme \\d\\d:\\d\\d · yeniden bağlanıyor ${n}/5$`),
      );
    }
    await page.clock.fastForward(3000);
    await expect(badge).toHaveText(/^Çevrimdışı — son güncelleme \d\d:\d\d$/);
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'WebSocket bağlantısı kurulamadı. Lütfen sayfayı yenileyin.' });
    await expect(banner).toBeVisible();

    // still usable: navigate and save a setting
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Ayarlar', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Ayarlar', level: 2 })).toBeVisible();
    await page.locator('#capacity-form').getByRole('button', { name: 'Kaydet' }).click();
    await expectNotice(page, 'Randevu ayarları başarıyla güncellendi!');

    allow = true;
    await banner.getByRole('button', { name: 'Yeniden Dene' }).click();
    await expect(badge).toHaveText('Canlı bağlantı aktif');
    await expect(banner).toBeHidden();
  });

  test('losing the network shows a dismissible error banner', async ({ page, context }) => {
    await signInAsAdmin(page);
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin ve tekrar deneyin.' });
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Uyarıyı kapat' }).click();
    await expect(banner).toBeHidden();
    await context.setOffline(false);
  });
});

test.describe('admin access without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign in, change the password and sign out work as plain forms', async ({ page }) => {
    await page.goto('/admin/profil');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
    await page.getByLabel('E-posta').fill(E2E_ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı');
    await page.getByLabel('E-posta').fill(E2E_ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/admin\/profil$/);
    await expect(page.getByRole('heading', { name: 'Yönetim Paneli', level: 1 })).toBeVisible();

    const newPassword = 'jssiz-sifre-1';
    try {
      await changePassword(page, E2E_ADMIN.password, 'abcdef', 'abcdeg');
      await expect(page.getByText('Yeni şifreler eşleşmiyor')).toBeVisible();
      await changePassword(page, E2E_ADMIN.password, newPassword);
      await expect(page.getByText('Şifre başarıyla değiştirildi!')).toBeVisible();
      await page.getByRole('button', { name: 'Çıkış Yap' }).click();
      await expect(page.getByRole('heading', { name: 'Admin Girişi' })).toBeVisible();
      await signInAsAdmin(page, { password: newPassword });
    } finally {
      await restorePassword(page, newPassword);
    }
  });
});
