import { expect, test, type Browser, type Page } from '@playwright/test';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp';
import { adminToken, bookableDay, createAppointment, demoIds } from './appointments-fixtures';
import { signInAsAdmin } from './helpers';

/**
 * The waitlist of a full day (docs/decisions/0206-waitlist.md), against the production server
 * and the fake SMTP server: a full day offers the waitlist on step 3; two customers join; the
 * admin sees them in order on the day view; a cancellation tells them in order by e-mail; the
 * first one's link opens the wizard with the day, the service and the member chosen and books
 * the freed time; the second one's link then finds it taken.
 */

async function personal(page: Page, name: string, email: string, phone: string) {
  await page.getByLabel('Ad Soyad').fill(name);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Telefon').fill(phone);
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
  await page.getByRole('button', { name: 'Devam Et' }).click();
}

/** Through the wizard to the full day's step 3 (JavaScript on), then onto its waitlist. */
async function joinThroughWizard(
  browser: Browser,
  date: string,
  who: { name: string; email: string; phone: string },
  screenshot?: string,
) {
  const context = await browser.newContext({ locale: 'tr-TR', viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/contact');
  await personal(page, who.name, who.email, who.phone);
  await expect(page).toHaveURL(/\/contact\?adim=2$/);
  await page.locator('summary', { hasText: /^Manikür$/ }).click();
  await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
  await page.getByText('Zeynep Kaya').click();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
  await page.getByLabel('Tarih').fill(date);
  await page.getByLabel('Tarih').press('Enter');
  const offer = page.getByRole('link', { name: 'Bu gün için bekleme listesine katılın' });
  await expect(offer).toBeVisible();
  await expect(page.getByText('Bu gün için boş saat kalmadı. Lütfen başka bir gün seçin.')).toBeVisible();
  await expect(page.locator('input[name=time]:not([value=""])')).toHaveCount(0);
  if (screenshot) {
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshot });
  }
  await offer.click();
  await expect(page.getByRole('heading', { name: 'BEKLEME LİSTESİ', level: 1 })).toBeVisible();
  await expect(page.getByText('Klasik Manikür')).toBeVisible();
  await expect(page.getByLabel('E-posta', { exact: true })).toHaveValue(who.email);
  // the consent is not pre-ticked and is required
  await page.getByRole('button', { name: 'Bekleme Listesine Katıl' }).click();
  await expect(page.getByRole('alert')).toContainText('haber verilmesini kabul etmelisiniz');
  if (screenshot) await page.screenshot({ path: screenshot.replace('offer', 'join'), fullPage: true });
  await page.getByRole('checkbox', { name: /Bu gün için yer açılırsa/ }).check();
  await page.getByRole('button', { name: 'Bekleme Listesine Katıl' }).click();
  // one answer, new entry or known (docs/decisions/0335)
  await expect(page.getByText('İsteğiniz alındı.')).toBeVisible();
  await context.close();
}

/** The customer opens the confirmation e-mail's link without JavaScript and confirms (only confirmed addresses are told). */
async function confirmFromMail(browser: Browser, smtp: FakeSmtp, email: string) {
  await expect
    .poll(
      () => smtp.mails.some((m) => m.to.includes(email) && m.subject.startsWith('Bekleme listesi kaydınızı onaylayın')),
      { timeout: 20_000 },
    )
    .toBe(true);
  const mail = smtp.mails.find(
    (m) => m.to.includes(email) && m.subject.startsWith('Bekleme listesi kaydınızı onaylayın'),
  )!;
  const url = new URL(/https?:\/\/\S+onay=\S+/.exec(mail.text)![0]);
  const context = await browser.newContext({ locale: 'tr-TR', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Bu gün için bekleme listesi kaydınızı onaylıyor musunuz?')).toBeVisible();
  await page.getByRole('button', { name: 'Kaydımı Onayla' }).click();
  await expect(page.getByText('Kaydınız onaylandı.')).toBeVisible();
  await context.close();
}

/** The customer opens the e-mail's link in a fresh browser without JavaScript and books `time` (or finds it taken). */
async function bookFromLink(
  browser: Browser,
  link: string,
  who: { name: string; email: string; phone: string },
  time: string,
) {
  const context = await browser.newContext({ locale: 'tr-TR', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/contact$/);
  await personal(page, who.name, who.email, who.phone);
  // service, member and day came with the link: straight to the times (on the form: #randevu-formu)
  await expect(page).toHaveURL(/\/contact\?adim=3#randevu-formu$/);
  return { page, close: () => context.close(), slot: page.locator(`input[name=time][value="${time}"]`) };
}

test.describe('waitlist of a full day', () => {
  let smtp: FakeSmtp;
  test.beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  test.afterAll(async () => {
    await smtp.stop();
  });

  test('a full day offers the waitlist; a cancellation tells the first in line, whose link books the freed time', async ({
    page,
    browser,
  }) => {
    test.slow(); // three browsers, the outbox worker and real SMTP round trips
    const token = await adminToken(page.request);
    const smtpSaved = await page.request.post('/api/smtp', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        username: 'studio',
        password: 'x',
        fromEmail: 'randevu@e2e.test',
        isActive: true,
      },
    });
    expect(smtpSaved.ok(), await smtpSaved.text()).toBe(true);

    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAsAdmin(page);
    const ids = await demoIds(page);
    const zeynep = ids.members['Zeynep Kaya']!;
    const manicure = ids.services['Klasik Manikür']!;
    const date = bookableDay(); // the day this test fills: a Tuesday-to-Saturday of its own inside the horizon
    const booked: Record<string, number> = {};
    for (let h = 9; h <= 17; h++) {
      const time = `${String(h).padStart(2, '0')}:00`;
      booked[time] = await createAppointment(page.request, token, {
        customerName: `Dolu Gun ${h}`,
        teamMemberId: zeynep,
        date,
        time,
        status: 'confirmed',
        serviceIds: [manicure],
        customDuration: 60,
      });
    }

    const first = { name: 'Sıla Bekler', email: 'sila.bekler@example.com', phone: '0532 700 00 01' };
    const second = { name: 'Ece Sonra', email: 'ece.sonra@example.com', phone: '0532 700 00 02' };
    await joinThroughWizard(browser, date, first, 'test-screenshots/waitlist-offer-375.png');
    await joinThroughWizard(browser, date, second);
    await confirmFromMail(browser, smtp, first.email);
    await confirmFromMail(browser, smtp, second.email);

    // the admin's day view lists them in the order they joined
    await page.goto(`/admin/appointments?day=${date}`);
    const panel = page.getByTestId('waitlist-panel');
    await expect(panel.getByTestId('waitlist-entry')).toHaveCount(2);
    await expect(panel.getByTestId('waitlist-entry').nth(0)).toContainText('Sıla Bekler');
    await expect(panel.getByTestId('waitlist-entry').nth(1)).toContainText('Ece Sonra');
    await expect(panel).toContainText('Klasik Manikür · Zeynep Kaya');
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-screenshots/waitlist-admin-1024.png' });

    // the 11:00 appointment is cancelled: both are told, the first in line first
    const before = smtp.mails.length;
    const cancelled = await page.request.put(`/api/admin/appointments/${booked['11:00']}/status`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'cancelled' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    const isNotice = (m: { subject: string }) =>
      m.subject.startsWith('Bekleme listesi:') && m.subject.includes('yer açıldı');
    await expect.poll(() => smtp.mails.filter(isNotice).length, { timeout: 20_000 }).toBe(2);
    const notices = smtp.mails.slice(before).filter(isNotice);
    expect(notices.map((m) => m.to[0])).toEqual([first.email, second.email]);
    expect(notices[0]!.text).toContain('11:00');
    const linkOf = (text: string) => {
      const url = new URL(/https?:\/\/\S+\/contact\?\S+/.exec(text)![0]);
      return `${url.pathname}${url.search}`;
    };
    const firstLink = linkOf(notices[0]!.text);
    expect(firstLink).toBe(`/contact?hizmet=${manicure}&uzman=${zeynep}&gun=${date}`);

    // the first in line books the freed 11:00 from the link
    const a = await bookFromLink(browser, firstLink, first, '11:00');
    await expect(a.page.getByLabel('Tarih')).toHaveValue(date);
    await a.page.locator('label', { has: a.slot }).click();
    await a.page.getByRole('button', { name: 'Randevu Al' }).click();
    await expect(a.page.getByRole('heading', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toBeVisible();
    await a.close();

    // the second one's link finds 11:00 taken (the normal booking rules decide what is left)
    const b = await bookFromLink(browser, linkOf(notices[1]!.text), second, '11:00');
    await expect(b.page.getByLabel('Tarih')).toHaveValue(date);
    await expect(b.slot).toHaveCount(0);
    await b.close();

    // the admin removes the second entry
    await page.reload();
    await page.getByRole('button', { name: 'Sil: Ece Sonra' }).click();
    await expect(page.getByTestId('waitlist-entry')).toHaveCount(1);
  });
});
