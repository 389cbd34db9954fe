import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { startFakeNetgsm, type FakeApi } from '../helpers/fake-phone-apis';
import { expectNoSeriousA11yViolations, expectNotice, signInAsAdmin } from './helpers';
import { bookableDay, uniqueEmail } from './test-data';
import { rememberTables } from './content-fixtures';

/**
 * SMS and WhatsApp (issue 18, docs/decisions/0200): the admin sets both channels up on their
 * screens; the booking form then asks for the opt-in on step 3 (unticked) and stores it.
 * Screenshots at 1024x768 and 375x812 into test-screenshots/ to look at.
 */
const DIR = 'test-screenshots';
const DB_FILE = path.resolve('.e2e/studio.db');
const SIZES = [
  { name: '1024', width: 1024, height: 768 },
  { name: '375', width: 375, height: 812 },
];

function query<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(DIR, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `${DIR}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

// the channels are set up from nothing (the demo studio has neither) and taken away again
let restoreChannels: () => void;
test.beforeEach(() => {
  restoreChannels = rememberTables('sms_settings', 'whatsapp_settings');
});
test.afterEach(() => restoreChannels());

let netgsm: FakeApi;
test.beforeAll(async () => {
  netgsm = await startFakeNetgsm();
});
test.afterAll(async () => {
  await netgsm.close();
});

test('the admin sets up SMS and WhatsApp; a customer opts in to SMS on the booking form, proving her number with the code', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsAdmin(page, { redirectTo: '/admin/sms' });
  await expect(page.getByRole('heading', { name: 'SMS Ayarları', level: 2 })).toBeVisible();
  // the provider's address: a local stand-in for Netgsm that keeps what it is sent (the one-time code)
  await page.getByLabel('API adresi').fill(netgsm.url);
  await page.getByLabel('Kullanıcı adı (abone no)').fill('8503001122');
  await page.getByLabel('API şifresi').fill('netgsm-şifre');
  await page.getByLabel('Gönderici adı (SMS başlığı)').fill('SHEVA');
  await page.getByRole('checkbox', { name: 'Aktif' }).check();
  await page.getByRole('checkbox', { name: 'Memnuniyet anketi' }).uncheck();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectNotice(page, 'SMS ayarları kaydedildi');
  await expect(page.getByLabel('API şifresi')).toHaveAttribute('placeholder', '•••••••• (kayıtlı)');
  await expect(page.getByRole('checkbox', { name: 'Memnuniyet anketi' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'admin-sms');

  await page.goto('/admin/whatsapp');
  await expect(page.getByRole('heading', { name: 'WhatsApp Ayarları', level: 2 })).toBeVisible();
  await page.getByLabel('Telefon numarası kimliği (Phone number ID)').fill('109876543210');
  await page.getByLabel('Erişim anahtarı (access token)').fill('EAAG-e2e-token');
  await page.getByRole('checkbox', { name: 'Aktif' }).check();
  await page.getByRole('checkbox', { name: 'Randevu onaylandı' }).check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ayarlar kaydedilemedi' })).toBeVisible();
  await expect(
    page.getByText('Açık olan her mesaj türü için onaylı şablon adı girin (küçük harf, rakam, _)'),
  ).toBeVisible();
  await page.getByLabel('Randevu onaylandı: şablon adı').fill('randevu_onay');
  await page.getByRole('checkbox', { name: 'Randevu hatırlatması' }).check();
  await page.getByLabel('Randevu hatırlatması: şablon adı').fill('randevu_hatirlatma');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectNotice(page, 'WhatsApp ayarları kaydedildi');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'admin-whatsapp');

  // the customer, without JavaScript
  const customer = await browser.newContext({ javaScriptEnabled: false, locale: 'tr-TR' });
  const form = await customer.newPage();
  await form.goto('/contact');
  await form.getByLabel('Ad Soyad').fill('Elif Şahin');
  const email = uniqueEmail('elif.sms');
  await form.getByLabel('E-posta').fill(email);
  await form.getByLabel('Telefon').fill('0532 777 88 99');
  await form.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
  await form.getByRole('button', { name: 'Devam Et' }).click();
  await form.locator('summary', { hasText: /^Manikür$/ }).click();
  await form.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
  await form.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
  await form.getByText('Zeynep Kaya').click();
  await form.getByRole('button', { name: 'Devam Et' }).click();
  await expect(form.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
  const sms = form.getByRole('checkbox', { name: 'Randevu bildirimlerini ve hatırlatmaları SMS ile almak istiyorum.' });
  const whatsapp = form.getByRole('checkbox', {
    name: 'Randevu bildirimlerini ve hatırlatmaları WhatsApp ile almak istiyorum.',
  });
  await expect(sms).not.toBeChecked();
  await expect(whatsapp).not.toBeChecked();
  await shoot(form, 'contact-step3-consent');
  for (const size of SIZES) {
    await form.setViewportSize({ width: size.width, height: size.height });
    await form
      .getByRole('group', { name: /Bildirimler/ })
      .screenshot({ path: `${DIR}/contact-step3-consent-box-${size.name}.png` });
  }

  const date = bookableDay();
  await form.getByLabel('Tarih').fill(date);
  await form.getByRole('button', { name: 'Saatleri Göster' }).click();
  await sms.check();
  const time = '11:00';
  await form.locator('label', { has: form.locator(`input[name=time][value="${time}"]`) }).click();
  await form.getByRole('button', { name: 'Randevu Al' }).click();
  // the box asks for the number to be proved: the step comes back with the code field, the time kept (docs/decisions/0330)
  await expect(form.getByText('Telefonunuza SMS ile 6 haneli bir doğrulama kodu gönderdik.')).toBeVisible();
  await expect(form.locator(`input[name=time][value="${time}"]`)).toBeChecked();
  await expect(sms).toBeChecked();
  await shoot(form, 'contact-step3-code');
  await expect
    .poll(() => netgsm.calls.filter((c) => (c.body.messages as { no: string }[])[0]!.no === '905327778899').length, {
      timeout: 20_000,
    })
    .toBe(1);
  const code = /(\d{6})/.exec((netgsm.calls.at(-1)!.body.messages as { msg: string }[])[0]!.msg)![1]!;
  await form.getByLabel('Doğrulama kodu').fill(code);
  await form.getByRole('button', { name: 'Randevu Al' }).click();
  await expect(form.getByRole('heading', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toBeVisible();
  const row = query<{
    id: number;
    sms_consent_at: number | null;
    whatsapp_consent_at: number | null;
    message_consent_ip: string | null;
  }>('select * from appointments where customer_email = ?', email)!;
  expect(row.sms_consent_at).toEqual(expect.any(Number));
  expect(row.whatsapp_consent_at).toBeNull();
  expect(row.message_consent_ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  // 'Randevu alındı' is on for SMS; WhatsApp has no consent (and that kind is off there)
  const queued = query<{ n: number }>(
    `select count(*) as n from outbox where channel = 'sms' and topic = 'booking-received' and json_extract(payload, '$.appointmentId') = ?`,
    row.id,
  )!;
  expect(queued.n).toBe(1);
  expect(
    query<{ n: number }>(
      `select count(*) as n from outbox where channel = 'whatsapp' and json_extract(payload, '$.appointmentId') = ?`,
      row.id,
    )!.n,
  ).toBe(0);
  await customer.close();
});
