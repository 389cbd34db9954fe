/**
 * Issue 26 in the browser (docs/decisions/0380, 0383, 0384): the owner invites a receptionist
 * on Hesaplar and she sets her password through the link, all without JavaScript; her menu
 * holds only her screens and a refused page is the Turkish 403 inside the shell; deactivation
 * signs her out at once. Then a manager adds a passkey with Chromium's virtual authenticator:
 * her password alone no longer signs her in, the passkey does.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { ACCOUNT_TEXTS } from '../../app/domain/accounts';
import { FORBIDDEN_TITLE } from '../../app/domain/permissions';
import { PASSKEY_TEXTS } from '../../app/domain/passkeys';
import { phoneFor, signInAsAdmin } from './helpers';
import { createAppointment } from './appointments-fixtures';
import { freshWeekday, uniqueEmail, uniqueName } from './test-data';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' }).first();

async function withoutScript(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 1366, height: 900 },
  });
  return { context, page: await context.newPage() };
}

test.describe('accounts without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });

  test('the owner invites a receptionist, she sets her password by the link, sees only her screens, and is signed out when deactivated', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = uniqueName('Resepsiyon');
    const email = uniqueEmail('resepsiyon');
    await signInAsAdmin(page, { redirectTo: '/admin/hesaplar' });
    await page.getByRole('link', { name: 'Kişi Davet Et' }).click();
    await page.getByLabel('Ad Soyad').fill(name);
    await page.getByRole('textbox', { name: 'E-posta' }).fill(email);
    await page.getByRole('radio', { name: /Resepsiyon/ }).check();
    await page.getByRole('button', { name: 'Davet Et' }).click();
    await expect(page.getByText(ACCOUNT_TEXTS.created)).toBeVisible();
    const link = await page.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/davet\/[A-Za-z0-9_-]{20,}$/);

    // she opens the link in her own browser
    const her = await withoutScript(browser, baseURL!);
    await her.page.goto(new URL(link).pathname);
    await expect(her.page.getByText(name)).toBeVisible();
    await her.page.getByLabel('Şifre', { exact: true }).fill('resepsiyon-sifre-1');
    await her.page.getByLabel('Şifre (Tekrar)').fill('resepsiyon-sifre-2');
    await her.page.getByRole('button', { name: 'Şifremi Kaydet ve Giriş Yap' }).click();
    await expect(her.page.getByText('Şifreler eşleşmiyor')).toBeVisible();
    await her.page.getByLabel('Şifre', { exact: true }).fill('resepsiyon-sifre-1');
    await her.page.getByLabel('Şifre (Tekrar)').fill('resepsiyon-sifre-1');
    await her.page.getByRole('button', { name: 'Şifremi Kaydet ve Giriş Yap' }).click();
    await expect(her.page.getByRole('heading', { name: 'Yönetim Paneli', level: 1 })).toBeVisible();
    await expect(her.page.getByText('· Resepsiyon')).toBeVisible();

    // her menu: the desk's screens, no reports, settings or accounts
    await expect(menu(her.page).getByRole('link', { name: 'Randevular' })).toBeVisible();
    await expect(menu(her.page).getByRole('link', { name: 'Müşteriler' })).toBeVisible();
    for (const hidden of ['Raporlar', 'Ayarlar', 'Hesaplar', 'Mail Ayarları'])
      await expect(menu(her.page).getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    // a page she may not open: the 403 inside the shell
    const refused = await her.page.goto('/admin/reports');
    expect(refused?.status()).toBe(403);
    await expect(her.page.getByRole('heading', { name: FORBIDDEN_TITLE })).toBeVisible();
    await expect(her.page.getByRole('heading', { name: 'Yönetim Paneli', level: 1 })).toBeVisible();

    // the link is spent
    await her.page.goto(new URL(link).pathname);
    await expect(her.page.getByText(ACCOUNT_TEXTS.invitationInvalid)).toBeVisible();

    // the owner deactivates her: her next request goes to the sign-in page
    await page.goto('/admin/hesaplar');
    await page.getByRole('link', { name: `${name}: devre dışı bırak` }).click();
    await page.getByRole('button', { name: 'Devre Dışı Bırak' }).click();
    await expect(page.getByText(ACCOUNT_TEXTS.deactivated)).toBeVisible();
    await her.page.goto('/admin/appointments');
    await expect(her.page.getByRole('heading', { name: 'Admin Girişi' })).toBeVisible();
    await her.context.close();
  });
});

test.describe('passkeys with JavaScript (Chromium virtual authenticator)', () => {
  test('a manager adds a passkey on Profilim; then her password alone is refused and the passkey signs her in', async ({
    page,
    baseURL,
  }) => {
    // WebAuthn needs a host name (not an IP) as the relying party: the same server as localhost
    const base = baseURL!.replace('127.0.0.1', 'localhost');
    const owner = await page.request.post(`${base}/api/auth/admin/login`, { data: E2E_ADMIN });
    const { token } = (await owner.json()) as { token: string };
    const email = uniqueEmail('yonetici');
    const created = await page.request.post(`${base}/api/accounts`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: uniqueName('Yönetici'), email, role: 'manager', teamMemberId: null },
    });
    expect(created.status()).toBe(201);
    const { inviteUrl } = (await created.json()) as { inviteUrl: string };

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${base}${new URL(inviteUrl).pathname}`);
    await page.getByLabel('Şifre', { exact: true }).fill('yonetici-sifre-1');
    await page.getByLabel('Şifre (Tekrar)').fill('yonetici-sifre-1');
    await page.getByRole('button', { name: 'Şifremi Kaydet ve Giriş Yap' }).click();
    await expect(page.getByRole('heading', { name: 'Yönetim Paneli', level: 1 })).toBeVisible();

    await page.goto(`${base}/admin/profil`);
    await page.getByLabel('Geçiş anahtarının adı').fill('Sanal anahtar');
    await page.getByRole('button', { name: 'Geçiş Anahtarı Ekle' }).click();
    await expect(page.getByRole('status').filter({ hasText: PASSKEY_TEXTS.added })).toBeVisible();
    await expect(page.getByTestId('passkey')).toContainText('Sanal anahtar');
    await expect(page.getByTestId('password-alone-refused')).toBeVisible();

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Girişi' })).toBeVisible();
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill('yonetici-sifre-1');
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(ACCOUNT_TEXTS.passkeyRequired);

    await page.getByRole('button', { name: 'Geçiş Anahtarı Kullan' }).click();
    await expect(page.getByRole('heading', { name: 'Yönetim Paneli', level: 1 })).toBeVisible();
    await expect(page.getByText('· Yönetici')).toBeVisible();
  });
});

test.describe('an artist (Uzman) without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });

  test("her day shows her own customers with contact masked and another artist's time only as 'Dolu'", async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/admin/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    // two team members; hers is one no other active account holds
    const members = (
      (await (await request.get('/api/team')).json()) as { teamMembers: { id: number }[] }
    ).teamMembers.map((m) => m.id);
    const accounts = (
      (await (await request.get('/api/accounts', { headers: auth })).json()) as {
        accounts: { teamMemberId: number | null; active: boolean }[];
      }
    ).accounts;
    const taken = new Set(accounts.filter((a) => a.active && a.teamMemberId !== null).map((a) => a.teamMemberId));
    const mine = members.find((id) => !taken.has(id))!;
    const theirs = members.find((id) => id !== mine)!;
    const email = uniqueEmail('uzman');
    const created = await request.post('/api/accounts', {
      headers: auth,
      data: { name: uniqueName('Uzman'), email, role: 'member', teamMemberId: mine },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { inviteUrl } = (await created.json()) as { inviteUrl: string };

    const day = freshWeekday();
    const own = uniqueName('Kendi Müşterisi');
    const other = uniqueName('Başka Müşteri');
    await createAppointment(request, token, {
      customerName: own,
      teamMemberId: mine,
      date: day,
      time: '10:00',
      status: 'confirmed',
    });
    await createAppointment(request, token, {
      customerName: other,
      teamMemberId: theirs,
      date: day,
      time: '11:00',
      status: 'confirmed',
      notes: 'gizli not',
    });

    await page.goto(new URL(inviteUrl).pathname);
    await page.getByLabel('Şifre', { exact: true }).fill('uzman-sifre-1');
    await page.getByLabel('Şifre (Tekrar)').fill('uzman-sifre-1');
    await page.getByRole('button', { name: 'Şifremi Kaydet ve Giriş Yap' }).click();
    // /admin is her own day; her menu: her appointments and her profile
    await expect(page).toHaveURL(/\/admin\/appointments\?day=\d{4}-\d{2}-\d{2}$/);
    await expect(menu(page).getByRole('link')).toHaveText(['Randevular', 'Profilim']);

    await page.goto(`/admin/appointments?day=${day}`);
    await expect(page.getByText(own).first()).toBeVisible();
    await expect(page.getByText('Dolu').first()).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain(other);
    expect(html).not.toContain('gizli not');
    for (const name of [own, other]) {
      expect(html).not.toContain(phoneFor(name));
      expect(html).not.toContain(phoneFor(name).replace(/\D/g, ''));
    }
    // the list: her own only, found by its name (the list comes 25 rows a page: 0556); the
    // other artist's, searched for by its name, is not there
    await page.goto(`/admin/appointments?range=all&view=list&q=${encodeURIComponent(own)}`);
    await expect(page.getByText(own).first()).toBeVisible();
    await page.goto(`/admin/appointments?range=all&view=list&q=${encodeURIComponent(other)}`);
    await expect(page.getByTestId('empty-state')).toContainText('Arama veya filtrelere uygun randevu bulunamadı.');
    await expect(page.getByTestId('appointment-card')).toHaveCount(0);
    // another artist's screens are refused inside the shell
    expect((await page.goto('/admin/customers'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: FORBIDDEN_TITLE })).toBeVisible();
  });
});
