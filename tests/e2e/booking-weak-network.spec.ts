import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { phoneFor } from './helpers';
import { bookableDay, istanbulDate, uniqueEmail } from './test-data';

/**
 * Issue 13: the booking page on a weak phone. The wizard's script only adds (what was typed
 * before it arrived stays), a request lost on the network keeps the step and its input and
 * says so, a booking resent after its answer was lost is one booking; 'Fark etmez' and the
 * 14-day strip; the refusals of the server without JavaScript.
 */

const DB_FILE = path.resolve('.e2e/studio.db');
const CONNECTION = 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin ve tekrar deneyin.';

function all<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];

async function fillPersonal(page: Page, email: string) {
  await page.getByLabel('Ad Soyad').fill('Deniz Arslan');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Telefon').fill(phoneFor(email));
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
}

/** Step 1 done, step 2 shown, the service ticked (its category group opened first). */
async function toStep2(page: Page, email: string, group: string, service: RegExp) {
  await page.goto('/contact');
  await fillPersonal(page, email);
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page).toHaveURL(/\/contact\?adim=2$/);
  await page.locator('summary', { hasText: new RegExp(`^${group}$`) }).click();
  await page.getByRole('checkbox', { name: service }).check();
  await expect(page.getByText('En erken:').first()).toBeVisible();
}

test.describe('with JavaScript on a weak connection', () => {
  test('what is typed before the script arrives is kept, and the buttons follow it', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // slow 3G-like: 400 ms round trip, about 50 KB/s
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let scriptAsked = false;
    await page.route(/\/assets\/wizard-[^/]+\.js$/, async (route) => {
      scriptAsked = true;
      await held; // the script arrives only after the visitor has typed
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByLabel('Ad Soyad').fill('Erken Yazan');
    await page.getByLabel('E-posta').fill('erken@example.com');
    // the page asked for its script (held above) before or while the visitor typed: on a slow
    // line the request can leave after the first fields are filled, so wait for it
    await expect.poll(() => scriptAsked).toBe(true);
    // no script yet: the server's form, its button enabled (a plain POST would work)
    await expect(page.getByRole('button', { name: 'Devam Et' })).toBeEnabled();
    release();
    await page.waitForLoadState('load');
    await page.waitForFunction(() => document.querySelector('[data-wizard]')?.hasAttribute('data-enhanced') === true);
    // the script came: nothing typed is gone; 'Devam Et' stays pressable (decision 0348)
    await expect(page.getByLabel('Ad Soyad')).toHaveValue('Erken Yazan');
    await expect(page.getByLabel('E-posta')).toHaveValue('erken@example.com');
    await expect(page.getByRole('button', { name: 'Devam Et' })).toBeEnabled();
    await page.getByLabel('Telefon').fill('0532 444 55 66');
    await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeVisible({ timeout: 20_000 });
  });

  test('offline on "Devam Et" and on a service tick: the step and the input stay, with the message and a retry', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await fillPersonal(page, 'cevrimdisi@example.com');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('alert')).toContainText(CONNECTION);
    await expect(page.getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();
    await expect(page.getByLabel('Ad Soyad')).toHaveValue('Deniz Arslan');
    await expect(page.getByLabel('E-posta')).toHaveValue('cevrimdisi@example.com');
    await expect(page.getByRole('button', { name: 'Devam Et' })).toBeEnabled();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?adim=2$/);

    await page.locator('summary', { hasText: /^Manikür$/ }).click();
    await context.setOffline(true);
    await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
    await expect(page.getByRole('alert')).toContainText(CONNECTION);
    await expect(page.getByText('Randevu oluşturulurken bir hata oluştu')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /Klasik Manikür/ })).toBeChecked();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByText('Zeynep Kaya')).toBeVisible();
    await expect(page.getByRole('alert')).not.toContainText(CONNECTION);
    await expect(page.getByRole('checkbox', { name: /Klasik Manikür/ })).toBeChecked();
  });

  test('offline on "Randevu Al", then an answer lost on the way back: the retries make one booking', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('tek.randevu');
    await toStep2(page, email, 'Manikür', /Klasik Manikür/);
    await page.getByText('Zeynep Kaya').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
    // a day of this test's own from the strip: the one shown first (the earliest free day) can
    // be today, which the other tests and the admin's dashboard read
    const day = bookableDay({ within: 13 });
    await page.locator(`[data-day-strip] input[data-date="${day}"]`).click();
    await expect(page.locator('[data-day-strip] input[aria-current=date]')).toHaveAttribute('data-date', day);
    await expect(page.getByLabel('Tarih', { exact: true })).toHaveValue(day);
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0); // the day's times are in
    const time = await page.locator('input[name=time]:not([value=""])').first().getAttribute('value');
    await page.locator('label', { has: page.locator(`input[name=time][value="${time}"]`) }).click();
    await page.getByLabel(/Notlar/).fill('Tek randevu olsun');

    // 1. offline: nothing leaves the phone
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    await expect(page.getByRole('alert')).toContainText(CONNECTION);
    await expect(page.getByLabel(/Notlar/)).toHaveValue('Tek randevu olsun');
    await expect(page.locator('input[name=time]:checked')).toHaveValue(time!);
    await context.setOffline(false);

    // 2. the booking reaches the server, its answer is lost on the way back
    await page.route(/\/contact\?adim=3$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch({ maxRedirects: 0 });
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByRole('alert')).toContainText(CONNECTION);
    await expect(page.getByRole('button', { name: 'Randevu Al' })).toBeEnabled();
    expect(all('select id from appointments where customer_email = ?', email)).toHaveLength(1);

    // 3. the connection is back: the same form again is the same booking
    await page.unroute(/\/contact\?adim=3$/);
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByRole('dialog', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toBeVisible();
    expect(all('select date, time, notes from appointments where customer_email = ?', email)).toEqual([
      { date: day, time, notes: 'Tek randevu olsun' },
    ]);

    // 'Takvime ekle' is the calendar file of the e-mail
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Takvime ekle' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('randevu.ics');
    const ics = await (await file.createReadStream())
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const row = one<{ id: number }>('select id from appointments where customer_email = ?', email)!;
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:appointment-${row.id}@`);
    expect(ics).toContain('SUMMARY:Sheva Nail Art Studio: Klasik Manikür');
  });

  test('"Fark etmez" books the member who is free first; the strip shows the free days of available-dates', async ({
    page,
  }) => {
    const oje = one<{ id: number }>("select id from services where name = 'Kalıcı Oje'")!;
    const elif = one<{ id: number }>("select id from team_members where name = 'Elif Yılmaz'")!;
    const merve = one<{ id: number }>("select id from team_members where name = 'Merve Demir'")!;
    // Elif (first in team order) is taken at the first start of a day of this test on the
    // 14-day strip (a Tuesday-to-Saturday: opens 09:00); Merve is not
    const day = bookableDay({ within: 13 });
    const first = '09:00';
    const email = uniqueEmail('fark.etmez');
    const taken = await page.request.post('/api/appointments', {
      data: {
        customerName: 'Dolu Saat',
        customerEmail: 'dolu@example.com',
        customerPhone: phoneFor('dolu@example.com'),
        serviceIds: [oje.id],
        packageIds: [],
        teamMemberId: elif.id,
        date: day,
        time: first,
        notes: '',
      },
    });
    expect(taken.status()).toBe(201);

    await toStep2(page, email, 'Kalıcı Oje & Jel', /^Kalıcı Oje 60 dk/);
    await page.getByText('Fark etmez – ilk müsait uzman').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
    await expect(page.getByText('Fark etmez – ilk müsait uzman')).toBeVisible();

    // the strip: 14 days from today, the free ones exactly the dates the API gives (for either member)
    const strip = page.locator('[data-day-strip] input');
    await expect(strip).toHaveCount(14);
    const freeOnStrip = await strip.evaluateAll((els) =>
      els.filter((e) => e.hasAttribute('data-free')).map((e) => e.getAttribute('data-date')),
    );
    const lastStripDay = istanbulDate(13);
    const apiDates = new Set<string>();
    for (const member of [elif.id, merve.id]) {
      const res = await page.request.get(
        `/api/appointments/available-dates?teamMemberId=${member}&serviceIds=${oje.id}`,
      );
      for (const d of ((await res.json()) as { availableDates: { date: string }[] }).availableDates)
        if (d.date <= lastStripDay) apiDates.add(d.date);
    }
    expect(freeOnStrip).toEqual([...apiDates].sort());
    expect(freeOnStrip).toEqual([...freeOnStrip].sort()); // earliest first

    await page.locator(`[data-day-strip] input[data-date="${day}"]`).click();
    await expect(page.locator('[data-day-strip] input[aria-current=date]')).toHaveAttribute('data-date', day);
    await expect(page.getByLabel('Tarih', { exact: true })).toHaveValue(day);
    // the first start is still free for Merve, so it is offered
    const slot = page.locator(`input[name=time][value="${first}"]`);
    await page.locator('label', { has: slot }).click();
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    await expect(page.getByRole('dialog', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toContainText('Merve Demir');
    expect(
      one('select team_member_id as member, date, time from appointments where customer_email = ?', email),
    ).toEqual({ member: merve.id, date: day, time: first });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a typed past date is refused with the message and stays in the field; the horizon too', async ({ page }) => {
    await page.goto('/contact');
    await fillPersonal(page, 'gecmis.tarih@example.com');
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await page.locator('summary', { hasText: /^Manikür$/ }).click();
    await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
    await page.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
    // nothing chosen for the customer
    await expect(page.locator('input[name=teamMemberId]:checked')).toHaveValue('');
    await page.getByText('Zeynep Kaya').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
    const shown = await page.getByLabel('Tarih', { exact: true }).inputValue();

    const past = istanbulDate(-3);
    await page.getByLabel('Tarih', { exact: true }).fill(past);
    await page.getByRole('button', { name: 'Saatleri Göster' }).click();
    await expect(page.getByText('Pazartesi günleri kapalıdır veya geçmiş tarih seçemezsiniz.')).toBeVisible();
    await expect(page.getByLabel('Tarih', { exact: true })).toHaveValue(past);
    await expect(page.locator('input[name=time]:not([value=""])')).toHaveCount(0);

    await page.getByLabel('Tarih', { exact: true }).fill(istanbulDate(75));
    await page.getByRole('button', { name: 'Saatleri Göster' }).click();
    await expect(
      page.getByText('Randevular en fazla 60 gün sonrası için alınabilir. Lütfen daha yakın bir tarih seçin.'),
    ).toBeVisible();

    // the date shown before is still the draft's
    await page.goto('/contact?adim=3');
    await expect(page.getByLabel('Tarih', { exact: true })).toHaveValue(shown);
    expect(all('select id from appointments where customer_email = ?', 'gecmis.tarih@example.com')).toHaveLength(0);
  });
});
