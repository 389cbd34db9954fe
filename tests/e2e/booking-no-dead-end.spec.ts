import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SESSION_SECRET } from '../../playwright.config';
import { signManageToken } from '../../app/domain/manage-token.server';
import { startFakeNetgsm, type FakeApi } from '../helpers/fake-phone-apis';
import { adminToken, bookableDay, createAppointment } from './appointments-fixtures';
import { rememberTables } from './content-fixtures';
import { phoneFor, signInAsAdmin } from './helpers';
import { uniqueEmail } from './test-data';

/**
 * Issue 36 item 2, "a booking with no dead end", JavaScript off and on: step 2 keeps a tick
 * that arrives with 'Devam Et' and shows its members; 'Randevu Al' without the script ends on
 * the booking's own page with the success first (POST-redirect-GET), with it in a dialog that
 * fits 360 px; every no-JS step opens on the form; the move page never offers the
 * appointment's own start; a bad link offers Randevularım; one phone rule, one message; the
 * code step says whether the code went. Each booking goes to a day of its own
 * (tests/e2e/README.md).
 */
const DB_FILE = path.resolve('.e2e/studio.db');

function query<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

const SUCCESS = 'Randevunuz Başarıyla Oluşturuldu!';
const PHONE_MESSAGE =
  'Lütfen geçerli bir telefon numarası girin (örnek: 0532 123 45 67; yurt dışı numaraları + ve ülke koduyla).';

async function personal(page: Page, email: string, phone = phoneFor(email)) {
  await page.goto('/contact');
  await page.getByLabel('Ad Soyad').fill('Deniz Yılmaz');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Telefon').fill(phone);
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeVisible();
}

/** Step 3 reached (Klasik Manikür with Ayşe Çelik), `date` shown and its first free time chosen. */
async function toStep3(page: Page, js: boolean, email: string, date: string) {
  await personal(page, email);
  await page.locator('summary', { hasText: /^Manikür$/ }).click();
  await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
  if (!js) await page.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
  await page.getByText('Ayşe Çelik').click();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
  await page.getByLabel('Tarih').fill(date);
  if (js) {
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/contact',
    );
    await page.getByLabel('Tarih').press('Enter');
    await answered;
    await expect(page.locator('form[aria-busy]')).toHaveCount(0);
  } else await page.getByRole('button', { name: 'Saatleri Göster' }).click();
  await expect(page.getByLabel('Tarih')).toHaveValue(date);
  const first = page.locator('input[name=time]:not([value=""])').first();
  await expect(first).toBeAttached();
  const time = (await first.getAttribute('value'))!;
  await page.locator('label', { has: page.locator(`input[name=time][value="${time}"]`) }).click();
  return time;
}

/** Where the wizard's box is, from the top of the window (0: the page opens on it). */
const formTop = (page: Page) =>
  page.evaluate(() => Math.round(document.getElementById('randevu-formu')!.getBoundingClientRect().top));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each step opens on the form, not at the top of the page', async ({ page }) => {
    await personal(page, uniqueEmail('form.nojs'));
    await expect(page).toHaveURL(/\/contact\?adim=2#randevu-formu$/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(Math.abs(await formTop(page))).toBeLessThan(100);
    await page.locator('summary', { hasText: /^Manikür$/ }).click();
    await page.getByRole('checkbox', { name: /^Klasik Manikür/ }).check();
    await page.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
    expect(Math.abs(await formTop(page))).toBeLessThan(100);
    await page.getByText('Zeynep Kaya').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?adim=3#randevu-formu$/);
    expect(Math.abs(await formTop(page))).toBeLessThan(100);
  });

  test("step 2: 'Devam Et' with a service ticked and no member keeps the tick and shows its members", async ({
    page,
  }) => {
    await personal(page, uniqueEmail('adim2.nojs'));
    await page.locator('summary', { hasText: /^Manikür$/ }).click();
    await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Devam Et' }).click(); // not 'Ekip Üyelerini Göster'
    expect((await answer).status()).toBe(200); // the next choice, not a mistake (docs/decisions/0420)
    await expect(page.getByRole('checkbox', { name: /^Klasik Manikür/, includeHidden: true })).toBeChecked();
    await expect(page.getByRole('alert')).toHaveText('Lütfen bir ekip üyesi seçin.');
    await expect(page.getByText('Zeynep Kaya')).toBeVisible();
    await expect(page.getByText('Ayşe Çelik')).toBeVisible();
    await page.getByText('Zeynep Kaya').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
  });

  test("'Randevu Al' ends on the booking's own page, the success first; a reload books nothing twice", async ({
    page,
  }) => {
    test.slow(); // a whole booking with page loads on a shared machine
    const email = uniqueEmail('prg.nojs');
    const date = bookableDay();
    await toStep3(page, false, email, date);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/randevu\/[A-Za-z0-9_-]{27}\?durum=alindi#randevunuz-alindi$/);
    // the first heading of the page's own content is the success, then the booking; no empty step 1
    await expect(page.locator('main h1, main h2').first()).toHaveText(SUCCESS);
    await expect(page.getByRole('status').first()).toContainText('Randevunuz alındı');
    await expect(page.getByText('Merhaba Deniz Yılmaz,')).toBeVisible();
    await expect(page.locator('dd', { hasText: 'Ayşe Çelik' })).toBeVisible();
    await expect(page.getByLabel('Ad Soyad')).toHaveCount(0);
    await expect(page.getByLabel(/Bu sayfanın bağlantısı/)).toHaveValue(new RegExp(`${new URL(page.url()).pathname}$`));
    await expect(page.locator('#randevunuz-alindi').getByRole('link', { name: 'Randevularım' })).toHaveAttribute(
      'href',
      '/randevularim',
    );
    await page.reload();
    await expect(page.locator('main h1').first()).toHaveText(SUCCESS);
    expect(query<{ n: number }>('select count(*) as n from appointments where customer_email = ?', email).n).toBe(1);
  });

  test('on a 400 kbps line with 400 ms latency the booking ends on its own page, booked once', async ({ page }) => {
    test.slow(); // every page load throttled
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    });
    const email = uniqueEmail('yavas.nojs');
    await toStep3(page, false, email, bookableDay());
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    await expect(page).toHaveURL(/\/randevu\/[A-Za-z0-9_-]{27}\?durum=alindi#randevunuz-alindi$/);
    await expect(page.locator('main h1').first()).toHaveText(SUCCESS);
    expect(query<{ n: number }>('select count(*) as n from appointments where customer_email = ?', email).n).toBe(1);
  });

  test('a bad link offers Randevularım', async ({ page }) => {
    const res = await page.goto('/randevu/bu-baglanti-gecersiz-AAAAAAAAAAAAAAAA');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('Bu randevu bağlantısı geçersiz veya randevu artık bulunmuyor.');
    // beside the message, not only in the footer's menu
    await page.locator('main').getByRole('link', { name: 'Randevularım' }).click();
    await expect(page).toHaveURL(/\/randevularim$/);
  });
});

test.describe('with JavaScript', () => {
  test("step 2 reloaded: a tick made before the script arrived is kept and its members shown on 'Devam Et'", async ({
    page,
  }) => {
    await personal(page, uniqueEmail('adim2.js'));
    // a reload (or a customer coming back) with the script late on a slow line: the tick comes first
    let release!: () => void;
    const late = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/wizard-[^/]*\.js$/, async (route) => {
      await late;
      await route.continue();
    });
    await page.goto('/contact?adim=2', { waitUntil: 'commit' });
    await page.locator('summary', { hasText: /^Manikür$/ }).click();
    await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
    release();
    await expect(page.locator('[data-wizard][data-enhanced]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByText('Zeynep Kaya')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Klasik Manikür/, includeHidden: true })).toBeChecked();
    await expect(page.getByRole('alert')).toHaveText('Lütfen bir ekip üyesi seçin.');
    await page.getByText('Zeynep Kaya').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
  });

  test('the success dialog fits a 360 px screen', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    const email = uniqueEmail('dar.js');
    await toStep3(page, true, email, bookableDay());
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    const dialog = page.getByRole('dialog', { name: SUCCESS });
    await expect(dialog).toBeVisible();
    // nothing wider than the screen: no sideways scrolling, the dialog and all it holds inside 360 px
    const widths = await page.evaluate(() => {
      const box = document.querySelector('[role=dialog]')!;
      const right = Math.max(...[box, ...box.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right));
      const left = Math.min(...[box, ...box.querySelectorAll('*')].map((el) => el.getBoundingClientRect().left));
      const overlay = document.querySelector('[data-success]')!;
      return {
        page: document.documentElement.scrollWidth,
        overlay: overlay.scrollWidth,
        left: Math.floor(left),
        right: Math.ceil(right),
      };
    });
    expect(widths).toEqual({ page: 360, overlay: 360, left: expect.any(Number), right: expect.any(Number) });
    expect(widths.left).toBeGreaterThanOrEqual(0);
    expect(widths.right).toBeLessThanOrEqual(360);
    // a reload posts nothing: the address is the wizard's, not the post
    await page.reload();
    expect(query<{ n: number }>('select count(*) as n from appointments where customer_email = ?', email).n).toBe(1);
  });
});

for (const js of [false, true]) {
  test.describe(`JavaScript ${js ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: js });

    test('the move page offers other times, never the appointment’s own', async ({ page }) => {
      const token = await adminToken(page.request);
      const date = bookableDay();
      const member = query<{ id: number }>('select id from team_members where name = ?', 'Zeynep Kaya').id;
      const service = query<{ id: number }>('select id from services where name = ?', 'Klasik Manikür').id;
      const id = await createAppointment(page.request, token, {
        customerName: 'Taşıyan Müşteri',
        teamMemberId: member,
        date,
        time: '11:00',
        status: 'confirmed',
        serviceIds: [service],
      });
      const row = query<{ created_at: number }>('select created_at from appointments where id = ?', id);
      await page.goto(`/randevu/${signManageToken(E2E_SESSION_SECRET, { id, createdAt: new Date(row.created_at) })}`);
      await page.getByLabel('Yeni tarih').selectOption(date);
      await page.getByRole('button', { name: 'Saatleri Göster' }).click();
      const times = page.locator('input[name=time]');
      await expect(page.locator('input[name=time][value="11:30"]')).toHaveCount(1);
      await expect(page.locator('input[name=time][value="10:30"]')).toHaveCount(1);
      await expect(page.locator('input[name=time][value="11:00"]')).toHaveCount(0);
      expect(await times.count()).toBeGreaterThan(1);
    });

    test('one phone rule and one message: a number of another country passes, the message says how to write one', async ({
      page,
    }) => {
      await page.goto('/contact');
      await page.getByLabel('Ad Soyad').fill('Yurt Dışı');
      await page.getByLabel('E-posta').fill(uniqueEmail('telefon'));
      await page.getByLabel('Telefon').fill('12345');
      await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
      await page.getByRole('button', { name: 'Devam Et' }).click();
      await expect(page.getByRole('alert')).toHaveText(PHONE_MESSAGE);
      await page.getByLabel('Telefon').fill('+1 555 123 4567');
      await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
      await page.getByRole('button', { name: 'Devam Et' }).click();
      await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeVisible();
      // Randevularım reads the phone by the same rule and says the same
      await page.goto('/randevularim');
      await page.getByLabel('Telefon').fill('12345');
      await page.getByLabel('E-posta').fill('biri@example.com');
      await page.getByRole('button', { name: /Bağlantı|Gönder/ }).click();
      await expect(page.getByText(PHONE_MESSAGE).first()).toBeVisible();
    });
  });
}

test.describe('the code step with the SMS provider down', () => {
  let netgsm: FakeApi;
  let restore: () => void;
  test.beforeAll(async () => {
    netgsm = await startFakeNetgsm();
  });
  test.afterAll(async () => {
    await netgsm.close();
  });
  test.beforeEach(() => {
    restore = rememberTables('sms_settings');
  });
  test.afterEach(() => {
    netgsm.failNext = 0;
    restore();
  });

  for (const js of [false, true]) {
    test(`says the code could not be sent, and how to go on (JavaScript ${js ? 'on' : 'off'})`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await signInAsAdmin(page, { redirectTo: '/admin/sms' });
      await page.getByLabel('API adresi').fill(netgsm.url);
      await page.getByLabel('Kullanıcı adı (abone no)').fill('8503001122');
      await page.getByLabel('API şifresi').fill('netgsm-şifre');
      await page.getByLabel('Gönderici adı (SMS başlığı)').fill('SHEVA');
      await page.getByRole('checkbox', { name: 'Aktif' }).check();
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('SMS ayarları kaydedildi')).toBeVisible();

      const customer = await browser.newContext({ locale: 'tr-TR', javaScriptEnabled: js });
      const form = await customer.newPage();
      const email = uniqueEmail(js ? 'smsyok.js' : 'smsyok.nojs');
      await toStep3(form, js, email, bookableDay());
      await form
        .getByRole('checkbox', { name: 'Randevu bildirimlerini ve hatırlatmaları SMS ile almak istiyorum.' })
        .check();
      netgsm.failNext = 1_000; // the provider answers 503 to everything
      await form.getByRole('button', { name: 'Randevu Al' }).click();
      await expect(form.getByText(/Doğrulama kodunu şu anda gönderemedik/).first()).toBeVisible();
      await expect(form.getByText(/kod gönderdik/)).toHaveCount(0);
      // on without SMS: the box unticked, 'Randevu Al' books
      netgsm.failNext = 0;
      await form
        .getByRole('checkbox', { name: 'Randevu bildirimlerini ve hatırlatmaları SMS ile almak istiyorum.' })
        .uncheck();
      await form.getByRole('button', { name: 'Randevu Al' }).click();
      await expect(form.getByRole('heading', { name: SUCCESS })).toBeVisible();
      expect(
        query<{ sms_consent_at: number | null }>(
          'select sms_consent_at from appointments where customer_email = ?',
          email,
        ),
      ).toEqual({ sms_consent_at: null });
      await customer.close();
    });
  }
});
