import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SESSION_SECRET } from '../../playwright.config';
import { signManageToken } from '../../app/domain/manage-token.server';
import { adminToken, bookableDay, createAppointment, freshWeekday, istanbulDate } from './appointments-fixtures';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './helpers';

/**
 * The customer's private link (/randevu/{token}) with JavaScript off, against the production
 * server (real clock): cancel, move to another available time (a date, then a time), and the
 * refusal after the cut-off the admin sets on /admin/settings (server-side: 403).
 * Appointments are written through the admin API; the token is signed here with the e2e
 * server's SESSION_SECRET (playwright.config.ts) and the row's creation instant.
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

function linkOf(id: number): string {
  const row = query<{ created_at: number }>('select created_at from appointments where id = ?', id);
  return `/randevu/${signManageToken(E2E_SESSION_SECRET, { id, createdAt: new Date(row.created_at) })}`;
}

const memberId = () => query<{ id: number }>('select id from team_members where name = ?', 'Zeynep Kaya').id;
const serviceId = () => query<{ id: number }>('select id from services where name = ?', 'Klasik Manikür').id;
const statusOf = (id: number) =>
  query<{ status: string; date: string; time: string }>('select status, date, time from appointments where id = ?', id);

async function setCutoff(page: Page, hours: string) {
  await page.goto('/admin/settings');
  await page.getByLabel(/kaç saat kalana kadar/).fill(hours);
  await page.locator('#self-service-form').getByRole('button', { name: 'Güncelle' }).click();
}

test.describe('self-service link without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cancel by link', async ({ page }) => {
    const token = await adminToken(page.request);
    const date = freshWeekday();
    const id = await createAppointment(page.request, token, {
      customerName: 'Selin Link',
      teamMemberId: memberId(),
      date,
      time: '11:00',
      status: 'confirmed',
      serviceIds: [serviceId()],
    });
    await page.goto(linkOf(id));
    await expect(page.getByRole('heading', { name: 'Randevunuz', level: 1 })).toBeVisible();
    await expect(page.getByText('Merhaba Selin Link,')).toBeVisible();
    await expect(page.locator('dd', { hasText: 'Klasik Manikür' })).toBeVisible();
    await expect(page.locator('dd', { hasText: 'Zeynep Kaya' })).toBeVisible();
    await expect(page.locator('dd', { hasText: 'Onaylandı' })).toBeVisible();
    await page.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
    // one tap never cancels: the second form asks (decision 0345)
    await expect(page.getByText('Randevunuz iptal edilecek. Emin misiniz?')).toBeVisible();
    expect(statusOf(id).status).toBe('confirmed');
    await page.getByRole('button', { name: 'Evet, randevumu iptal et' }).click();
    await expect(page.getByRole('status').first()).toHaveText('Randevunuz iptal edildi. Stüdyoya haber verildi.');
    await expect(page.locator('dd', { hasText: /^İptal$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Randevuyu İptal Et' })).toHaveCount(0);
    expect(statusOf(id).status).toBe('cancelled');
    // the link of another appointment cannot be made by changing this one
    const link = linkOf(id);
    const forged = link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A');
    expect((await page.goto(forged))!.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('Bu randevu bağlantısı geçersiz veya randevu artık bulunmuyor.');
  });

  test('move by link: pick a date, then a time', async ({ page }) => {
    const token = await adminToken(page.request);
    const date = freshWeekday();
    const id = await createAppointment(page.request, token, {
      customerName: 'Kerem Taşı',
      teamMemberId: memberId(),
      date,
      time: '12:00',
      status: 'pending',
      serviceIds: [serviceId()],
    });
    await page.goto(linkOf(id));
    const dateSelect = page.getByLabel('Yeni tarih');
    const dates = await dateSelect
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(dates.length).toBeGreaterThan(20);
    const target = bookableDay(); // a day of this test's own, inside the 60 days offered
    expect(dates).toContain(target);
    await dateSelect.selectOption(target);
    await page.getByRole('button', { name: 'Saatleri Göster' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tarih=${target}$`));
    const times = page.locator('input[name=time]');
    await expect(times.first()).toBeAttached();
    const time = (await times.first().getAttribute('value'))!;
    await page.locator('label', { has: page.locator(`input[name=time][value="${time}"]`) }).click();
    await page.getByRole('button', { name: 'Randevuyu Taşı' }).click();
    await expect(page.getByRole('status').first()).toHaveText(
      'Randevunuz yeni tarihe taşındı. Stüdyoya haber verildi.',
    );
    expect(statusOf(id)).toEqual({ status: 'pending', date: target, time });
    await expect(page.locator('dd', { hasText: new RegExp(`^${time}$`) })).toBeVisible();

    // a taken time: another appointment takes the next free time, the stale form is refused
    const other = await createAppointment(page.request, token, {
      customerName: 'Başka Müşteri',
      teamMemberId: memberId(),
      date: target,
      time: '16:00',
      status: 'confirmed',
      customDuration: 60,
    });
    expect(statusOf(other).time).toBe('16:00');
    const response = await page.request.post(linkOf(id), {
      form: { intent: 'move', date: target, time: '16:00' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(409);
    expect(await response.text()).toContain('Seçilen saat (16:00) artık müsait değil. Lütfen başka bir saat seçin.');
    expect(statusOf(id)).toEqual({ status: 'pending', date: target, time });
  });

  test('refused after the cut-off the admin set', async ({ page }) => {
    const token = await adminToken(page.request);
    // the admin form validates the hours
    await signInAsAdmin(page, { redirectTo: '/admin/settings' });
    await setCutoff(page, '999');
    await expect(
      page.getByText('İptal/değişiklik süresi 0 ile 336 saat arasında bir tam sayı olmalıdır'),
    ).toBeVisible();
    await setCutoff(page, '336');
    await expect(page.getByText('Randevu değişiklik ayarları güncellendi!')).toBeVisible();
    try {
      const date = bookableDay({ within: 12 }); // inside the 14-day (336-hour) cut-off
      const id = await createAppointment(page.request, token, {
        customerName: 'Geç Kalan',
        teamMemberId: memberId(),
        date,
        time: '17:00',
        status: 'confirmed',
        customDuration: 60,
      });
      await page.goto(linkOf(id));
      await expect(
        page.getByText(
          'Randevunuza 336 saatten az kaldığı için çevrimiçi iptal veya değişiklik yapılamıyor. Lütfen bizi +90 332 555 12 34 numarasından arayın.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: '+90 332 555 12 34' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Randevuyu İptal Et' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Randevuyu Taşı' })).toHaveCount(0);
      const origin = new URL(page.url()).origin;
      const cancel = await page.request.post(linkOf(id), {
        form: { intent: 'cancel', confirm: 'evet' },
        headers: { Origin: origin },
      });
      expect(cancel.status()).toBe(403);
      const move = await page.request.post(linkOf(id), {
        form: { intent: 'move', date: istanbulDate(30), time: '12:00' },
        headers: { Origin: origin },
      });
      expect(move.status()).toBe(403);
      expect(statusOf(id)).toMatchObject({ status: 'confirmed', date, time: '17:00' });
    } finally {
      await setCutoff(page, '24');
      await expect(page.getByText('Randevu değişiklik ayarları güncellendi!')).toBeVisible();
    }
  });
});

test('the self-service page has no serious accessibility violations', async ({ page }) => {
  const token = await adminToken(page.request);
  const id = await createAppointment(page.request, token, {
    customerName: 'Erişilebilir Müşteri',
    teamMemberId: memberId(),
    date: freshWeekday(),
    time: '10:00',
    status: 'confirmed',
    serviceIds: [serviceId()],
  });
  await page.goto(linkOf(id));
  const first = await page.getByLabel('Yeni tarih').locator('option:not([disabled])').first().getAttribute('value');
  await page.goto(`${linkOf(id)}?tarih=${first}`);
  await expect(page.getByRole('button', { name: 'Randevuyu Taşı' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
