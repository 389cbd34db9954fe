import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { startFakeNetgsm, type FakeApi } from '../helpers/fake-phone-apis';
import { phoneFor, signInAsAdmin } from './helpers';

/**
 * SMS only to a number its owner proved (issue 24, docs/decisions/0330), with JavaScript on:
 * ticking SMS on step 3 brings the code field (focused), a wrong code says how many tries are
 * left, the right one books with the opt-in. A booking without SMS or WhatsApp stays three
 * steps with no code. The day is one inside the 60-day horizon no other spec books (45 to 58
 * days ahead) and the time the first one the page offers, so nothing depends on other data.
 */
const DB_FILE = path.resolve('.e2e/studio.db');

function one<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** An open day (not Monday) 45 to 58 days ahead in Istanbul, another one at each call. */
let ahead = 45 + (Math.floor(Date.now() / 86_400_000) % 7);
function quietDay(): string {
  for (;;) {
    const d = new Date(Date.now() + 3 * 3_600_000 + ahead++ * 86_400_000);
    if (d.getUTCDay() !== 1) return d.toISOString().slice(0, 10);
  }
}

let netgsm: FakeApi;
test.beforeAll(async () => {
  netgsm = await startFakeNetgsm();
});
test.afterAll(async () => {
  await netgsm.close();
});

const sentTo = (digits: string) => netgsm.calls.filter((c) => (c.body.messages as { no: string }[])[0]!.no === digits);

/** The studio switches SMS on, its provider being the local stand-in. */
async function smsOn(page: Page) {
  await signInAsAdmin(page, { redirectTo: '/admin/sms' });
  await page.getByLabel('API adresi').fill(netgsm.url);
  await page.getByLabel('Kullanıcı adı (abone no)').fill('8503001122');
  await page.getByLabel('API şifresi').fill('netgsm-şifre');
  await page.getByLabel('Gönderici adı (SMS başlığı)').fill('SHEVA');
  await page.getByRole('checkbox', { name: 'Aktif' }).check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('SMS ayarları kaydedildi')).toBeVisible();
}

/** Steps 1 and 2 with JavaScript, then step 3 on `date` with its first free time chosen; returns that time. */
async function toStep3(page: Page, who: { name: string; email: string }, date: string): Promise<string> {
  await page.goto('/contact');
  await page.getByLabel('Ad Soyad').fill(who.name);
  await page.getByLabel('E-posta').fill(who.email);
  await page.getByLabel('Telefon').fill(phoneFor(who.email));
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeVisible();
  await page.locator('summary', { hasText: /^Manikür$/ }).click();
  await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
  await page.getByText('Ayşe Çelik').click();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
  await page.getByLabel('Tarih').fill(date);
  // the times of the day come with the answer the script swaps in: wait for it, as a person waits for the list
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/contact',
  );
  await page.getByLabel('Tarih').press('Enter');
  await answered;
  await expect(page.locator('form[aria-busy]')).toHaveCount(0);
  const first = page.locator('input[name=time]:not([value=""])').first();
  await expect(first).toBeAttached();
  const time = (await first.getAttribute('value'))!;
  await page.locator('label', { has: page.locator(`input[name=time][value="${time}"]`) }).click();
  return time;
}

test.describe('the one-time code with JavaScript', () => {
  test('ticking SMS asks for the code, a wrong one says the tries left, the right one books with the opt-in', async ({
    page,
    browser,
  }) => {
    test.slow();
    await smsOn(page);
    const customer = await browser.newContext({ locale: 'tr-TR' });
    const form = await customer.newPage();
    const who = { name: 'Kodlu Müşteri', email: `kod.${Date.now()}@example.com` };
    const digits = `90${phoneFor(who.email).replace(/\D/g, '').slice(1)}`;
    const date = quietDay();
    const time = await toStep3(form, who, date);
    await form
      .getByRole('checkbox', { name: 'Randevu bildirimlerini ve hatırlatmaları SMS ile almak istiyorum.' })
      .check();
    await form.getByRole('button', { name: 'Randevu Al' }).click();

    const code = form.getByLabel('Doğrulama kodu');
    await expect(code).toBeFocused();
    await expect(form.getByText('Telefonunuza SMS ile 6 haneli bir doğrulama kodu gönderdik.')).toBeVisible();
    await expect(form.locator(`input[name=time][value="${time}"]`)).toBeChecked();
    await expect.poll(() => sentTo(digits).length, { timeout: 20_000 }).toBe(1);
    const sent = /(\d{6})/.exec((sentTo(digits)[0]!.body.messages as { msg: string }[])[0]!.msg)![1]!;

    await code.fill(sent === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Randevu Al' }).click();
    await expect(form.getByText('Doğrulama kodu hatalı. Kalan deneme hakkı: 4.')).toBeVisible();
    await expect(form.getByLabel('Doğrulama kodu')).toHaveAttribute('aria-invalid', 'true');

    // Enter in the code's field books, as the button does
    await form.getByLabel('Doğrulama kodu').fill(sent);
    await form.getByLabel('Doğrulama kodu').press('Enter');
    await expect(form.getByRole('heading', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toBeVisible();
    const row = one<{ sms_consent_at: number | null; date: string; time: string }>(
      'select sms_consent_at, date, time from appointments where customer_email = ?',
      who.email,
    )!;
    expect(row).toMatchObject({ date, time, sms_consent_at: expect.any(Number) });
    await customer.close();
  });

  test('a booking without SMS or WhatsApp is three steps, with no code', async ({ page, browser }) => {
    await smsOn(page);
    const customer = await browser.newContext({ locale: 'tr-TR' });
    const form = await customer.newPage();
    const who = { name: 'Kodsuz Müşteri', email: `kodsuz.${Date.now()}@example.com` };
    const digits = `90${phoneFor(who.email).replace(/\D/g, '').slice(1)}`;
    await toStep3(form, who, quietDay());
    await expect(
      form.getByRole('checkbox', { name: 'Randevu bildirimlerini ve hatırlatmaları SMS ile almak istiyorum.' }),
    ).not.toBeChecked();
    await form.getByRole('button', { name: 'Randevu Al' }).click();
    await expect(form.getByRole('heading', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toBeVisible();
    await expect(form.locator('input[name=phoneCode]')).toHaveCount(0);
    expect(
      one<{ sms_consent_at: number | null }>(
        'select sms_consent_at from appointments where customer_email = ?',
        who.email,
      ),
    ).toEqual({ sms_consent_at: null });
    expect(sentTo(digits)).toHaveLength(0);
    await customer.close();
  });
});
