import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoSeriousA11yViolations, phoneFor } from './helpers';
import { bookableDay, uniqueEmail } from './test-data';

/**
 * The booking wizard end to end, with JavaScript off and on, against the production server
 * (real clock: each booking goes to a Tuesday-to-Saturday of the test's own inside the booking
 * horizon, tests/e2e/test-data.ts).
 * Each booking is then read back from the e2e database: duration and price come from the
 * catalogue, not from the browser.
 */

const DB_FILE = path.resolve('.e2e/studio.db');

function query<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

async function fillPersonal(page: Page, email: string) {
  await page.getByLabel('Ad Soyad').fill('Deniz Arslan');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Telefon').fill(phoneFor(email));
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
}

test.describe('booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('books an appointment through the three steps', async ({ page }) => {
    test.slow(); // many page loads; the shared 2-core machine can be busy
    // e-mail is queued only while mail is switched on (docs/decisions/0061-outbox.md): switch it
    // on through the admin API (127.0.0.1:9 refuses, so the mail just waits in the outbox)
    const login = await page.request.post('/api/auth/admin/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const smtp = await page.request.post('/api/smtp', {
      headers: { Authorization: `Bearer ${token}` },
      data: { host: '127.0.0.1', port: 9, secure: false, fromEmail: 'randevu@e2e.test' },
    });
    expect(smtp.ok()).toBe(true);
    const date = bookableDay();
    const email = uniqueEmail('deniz.nojs');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();

    // Step 1: the messages of the spec, then the details; the KVKK notice is readable.
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('alert')).toHaveText('Lütfen tüm kişisel bilgileri doldurun.');
    // everything but the consent: the spec's KVKK message, the details kept
    await page.getByLabel('Ad Soyad').fill('Deniz Arslan');
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Telefon').fill(phoneFor(email));
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('alert')).toHaveText("KVKK Aydınlatma Metni'ni kabul etmelisiniz.");
    await expect(page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ })).not.toBeChecked();
    await expect(page.getByLabel('Ad Soyad')).toHaveValue('Deniz Arslan');
    await fillPersonal(page, email);
    await page.getByLabel('E-posta').fill('deniz@');
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Lütfen geçerli bir e-posta adresi girin (örnek: ornek@eposta.com).',
    );
    await page.getByLabel('E-posta').fill(email);
    await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
    await page.getByText("KVKK Aydınlatma Metni'ni oku", { exact: true }).click();
    await expect(page.getByText('6698 sayılı Kişisel Verilerin Korunması Kanunu')).toBeVisible();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page).toHaveURL(/\/contact\?adim=2#randevu-formu$/); // opens on the form (issue 36)

    // Step 2: mixed categories are refused; one category shows the team.
    await page.locator('summary', { hasText: /^Manikür$/ }).click();
    await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
    await page.locator('summary', { hasText: /^Pedikür$/ }).click();
    await page.getByRole('checkbox', { name: /Klasik Pedikür/ }).check();
    await page.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Farklı kategorilerden hizmet seçemezsiniz. Önce mevcut seçimleri kaldırın. (Mevcut: Manikür, Yeni: Pedikür)',
    );
    // the earlier valid choice is kept, and the package holding both is offered
    await expect(page.getByRole('checkbox', { name: /^Klasik Manikür/, includeHidden: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Klasik Pedikür/, includeHidden: true })).not.toBeChecked();
    await expect(page.getByRole('alert')).toContainText('El & Ayak Bakım Paketi paketi iki seçimi birlikte içeriyor.');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Paketi Seç' })).toBeVisible();
    await page.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
    await expect(page.getByText('Toplam süre: 45 dk')).toBeVisible();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('alert')).toHaveText('Lütfen bir ekip üyesi seçin.');
    // Merve (extensions, gel, repair) does not do manicure; Ayşe (no category) serves all.
    await expect(page.getByText('Merve Demir')).toHaveCount(0);
    await expect(page.getByText('Ayşe Çelik')).toBeVisible();
    await expect(page.getByText('En erken:').first()).toBeVisible();
    await page.getByText('Zeynep Kaya').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page).toHaveURL(/\/contact\?adim=3#randevu-formu$/);

    // Step 3: another date is a submit that re-renders the grid; Monday is refused.
    await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
    await page.getByLabel('Tarih').fill(date);
    await page.getByRole('button', { name: 'Saatleri Göster' }).click();
    await expect(page.getByLabel('Tarih')).toHaveValue(date);
    // the free starts of a 45-minute service on a Tuesday-to-Saturday: 09:00 … 17:00; nothing chosen yet
    await expect(page.locator('input[name=time]:not([value=""])')).toHaveCount(17);
    await expect(page.locator('input[name=time]:checked')).toHaveValue('');
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    await expect(page.getByRole('alert')).toHaveText('Lütfen tüm gerekli alanları doldurun.');
    const time = '10:00';
    await page.locator('label', { has: page.locator(`input[name=time][value="${time}"]`) }).click();
    await page.getByLabel(/Notlar/).fill('Kısa ve oval lütfen');
    await page.getByRole('button', { name: 'Randevu Al' }).click();

    // the booking's own page, the success first (issue 36, docs/decisions/0421)
    await expect(page.getByRole('heading', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toBeVisible();
    await expect(page).toHaveURL(/\/randevu\/[A-Za-z0-9_-]{27}\?durum=alindi#randevunuz-alindi$/);
    const row = query<Record<string, unknown>>('select * from appointments where customer_email = ?', email);
    expect(row).toMatchObject({
      date,
      time,
      status: 'pending',
      duration_minutes: 45,
      total_price_kurus: 35_000,
      customer_name: 'Deniz Arslan',
      customer_phone: phoneFor(email).replace(/\D/g, ''),
      notes: 'Kısa ve oval lütfen',
      source: 'web',
    });
    // the consent: the notice version shown, when, and from which IP
    const notice = query<{ version: number }>('select max(version) as version from kvkk_notices')!;
    expect(row).toMatchObject({
      kvkk_notice_version: notice.version,
      kvkk_consent_ip: expect.stringMatching(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/),
    });
    expect(row!.kvkk_consent_at).toEqual(expect.any(Number));
    // WhatsApp, pre-filled with the booking's date and time
    const whatsapp = page.locator('#randevunuz-alindi').getByRole('link', { name: /WhatsApp'tan Yazın/ });
    const link = new URL((await whatsapp.getAttribute('href'))!);
    expect(link.origin).toBe('https://wa.me');
    expect(link.searchParams.get('text')).toContain(`saat ${time} için randevu talebi`);
    expect(query('select channel, topic from outbox where dedupe_key = ?', `booking-received:${row!.id}`)).toEqual({
      channel: 'email',
      topic: 'booking-received',
    });

    // a new booking starts over at step 1 with an empty form
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();
    await expect(page.getByLabel('Ad Soyad')).toHaveValue('');
    await expect(page.getByText('Randevunuz Başarıyla Oluşturuldu!')).toHaveCount(0);
  });

  test('a service or package card pre-selects its item', async ({ page }) => {
    const service = query<{ id: number }>("select id from services where name = 'Kalıcı Oje'")!;
    await page.goto(`/contact?hizmet=${service.id}`);
    await expect(page).toHaveURL(/\/contact$/);
    await fillPersonal(page, 'onsecim@example.com');
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.locator(`input[name=serviceIds][value="${service.id}"]`)).toBeChecked();
    await expect(page.getByText('Toplam süre: 60 dk')).toBeVisible();
    await expect(page.getByText('Elif Yılmaz')).toBeVisible();

    const pkg = query<{ id: number }>("select id from packages where name = 'Gelin Paketi'")!;
    await page.goto(`/contact?paket=${pkg.id}`);
    await expect(page).toHaveURL(/\/contact\?adim=2$/);
    await expect(page.locator(`input[name=packageIds][value="${pkg.id}"]`)).toBeChecked();
    await expect(page.locator('input[name=serviceIds]:checked')).toHaveCount(0);
    await expect(page.getByText('Toplam süre: 180 dk')).toBeVisible();
  });

  test('cannot skip ahead to a step whose earlier steps are not done', async ({ page }) => {
    await page.goto('/contact?adim=3');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();
  });
});

test.describe('booking with JavaScript', () => {
  test('books with live availability, the KVKK modal and slots reloading on date change', async ({ page }) => {
    test.slow(); // three accessibility scans and a full booking
    const date = bookableDay();
    const email = uniqueEmail('deniz.js');
    await page.goto('/contact');
    const next = page.getByRole('button', { name: 'Devam Et' });
    await expect(page.locator('[data-wizard][data-enhanced]')).toHaveCount(1);
    await expect(next).toBeEnabled(); // always pressable (decision 0348)
    await expectNoSeriousA11yViolations(page);

    await page.getByText("KVKK Aydınlatma Metni'ni oku", { exact: true }).click();
    const notice = page.getByRole('dialog', { name: 'KVKK Aydınlatma Metni' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Kapat' }).click();
    await expect(notice).toBeHidden();

    await fillPersonal(page, email);
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(/\/contact\?adim=2$/);

    // Live: no refresh button; members appear as soon as a service is chosen.
    await expect(page.getByRole('button', { name: 'Ekip Üyelerini Göster' })).toHaveCount(0);
    await page.locator('summary', { hasText: /^Kalıcı Oje & Jel$/ }).click();
    await page.getByRole('checkbox', { name: /^Kalıcı Oje 60 dk/ }).check();
    await expect(page.getByText('Elif Yılmaz')).toBeVisible();
    await expect(page.getByText('Merve Demir')).toBeVisible();
    await expect(page.getByText('Zeynep Kaya')).toHaveCount(0);
    // The category lock refuses an item of another category and says why.
    await page.locator('summary', { hasText: /^Pedikür$/ }).click();
    await page.getByRole('checkbox', { name: /Klasik Pedikür/ }).click();
    await expect(page.getByRole('alert')).toContainText('Farklı kategorilerden hizmet seçemezsiniz.');
    await expect(page.getByRole('checkbox', { name: /Klasik Pedikür/ })).not.toBeChecked();
    await expect(page.getByText('Toplam süre: 60 dk')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByText('Elif Yılmaz').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page).toHaveURL(/\/contact\?adim=3$/);

    // Monday is refused at once; another date reloads the slots.
    const monday = (() => {
      for (let i = 1; ; i++) {
        const d = new Date(Date.now() + 3 * 3600_000 + i * 86_400_000);
        if (d.getUTCDay() === 1) return d.toISOString().slice(0, 10);
      }
    })();
    await page.getByLabel('Tarih').fill(monday);
    await expect(page.getByText('Pazartesi günleri kapalıdır veya geçmiş tarih seçemezsiniz.')).toBeVisible();
    await expect(page.locator('input[name=time]')).toHaveCount(0);
    await page.getByLabel('Tarih').fill(date);
    const slot = page.locator('label', { has: page.locator('input[name=time][value="15:00"]') });
    await expect(slot).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saatleri Göster' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await slot.click();
    await page.getByRole('button', { name: 'Randevu Al' }).click();

    const success = page.getByRole('dialog', { name: 'Randevunuz Başarıyla Oluşturuldu!' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('link', { name: 'Tamam' })).toBeFocused();
    const row = query<Record<string, unknown>>('select * from appointments where customer_email = ?', email);
    expect(row).toMatchObject({
      date,
      time: '15:00',
      status: 'pending',
      duration_minutes: 60,
      total_price_kurus: 45_000,
    });
    // her page's link to keep: in full, with 'Kopyala' (the script shows the button), and the cut-off (issue 30 items 2, 5)
    const link = success.getByLabel(/Randevu bağlantınız/);
    await expect(link).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/randevu\/[A-Za-z0-9_-]{27}$/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await success.getByRole('button', { name: 'Kopyala' }).click();
    await expect(success.getByRole('button', { name: 'Kopyalandı' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expect(success.getByText(/saat öncesine kadar size özel bağlantıdan çevrimiçi iptal edebilir/)).toBeVisible();

    await success.getByRole('link', { name: 'Tamam' }).click();
    await expect(success).toBeHidden();
    await expect(page.getByLabel('Ad Soyad')).toHaveValue('');

    // The slot is now taken for the next visitor.
    const elif = query<{ id: number }>("select id from team_members where name = 'Elif Yılmaz'")!;
    const oje = query<{ id: number }>("select id from services where name = 'Kalıcı Oje'")!;
    const res = await page.request.get(
      `/api/appointments/available-slots/${date}?teamMemberId=${elif.id}&serviceIds=${oje.id}`,
    );
    const { availableSlots } = (await res.json()) as { availableSlots: { time: string; available: boolean }[] };
    expect(availableSlots.find((s) => s.time === '15:00')).toEqual({ time: '15:00', available: false });
  });

  test('on a narrow screen each step brings the form into view', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/contact');
    await fillPersonal(page, 'dar.ekran@example.com');
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeFocused();
  });
});
