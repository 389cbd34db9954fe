import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { bookableDays, signIn } from './appointments-fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

/**
 * The studio calendar with JavaScript off: a closure added in /admin/calendar removes its
 * slots from the booking wizard (/contact, step 3) and from the admin's day timeline; deleting
 * it (through the confirmation) gives them back. The closures are on two days of this test's
 * own (tests/e2e/test-data.ts: no other test books or closes them) and are removed at the end
 * (also straight from the e2e database should the test fail half-way).
 */

const DB_FILE = path.resolve('.e2e/studio.db');
const REASON = 'E2E Bayram Arifesi';
const DAY_OFF_REASON = 'E2E Kurban Bayramı';

/** Two consecutive dates inside the 60-day booking horizon, the first a Tuesday to Friday (both open 09:00-18:00). */
function closureDays(): [string, string] {
  const [day, next] = bookableDays(2, { weekdays: [2, 3, 4, 5] });
  return [day!, next!];
}

function removeTestClosures() {
  const db = new Database(DB_FILE, { fileMustExist: true });
  try {
    db.prepare('delete from closures where reason in (?, ?)').run(REASON, DAY_OFF_REASON);
  } finally {
    db.close();
  }
}

async function addClosure(page: Page, values: { date: string; startTime?: string; endTime?: string; reason: string }) {
  await page.getByRole('textbox', { name: 'Tarih', exact: true }).fill(values.date);
  if (values.startTime) await page.getByLabel('Başlangıç saati').fill(values.startTime);
  if (values.endTime) await page.getByLabel('Bitiş saati').fill(values.endTime);
  await page.getByLabel('Açıklama').fill(values.reason);
  await page.getByRole('button', { name: 'Kapanış Ekle' }).click();
  await expect(page.getByText('Kapanış eklendi.')).toBeVisible();
}

/** The wizard up to step 3 for a 45-minute manicure with Zeynep Kaya. */
async function wizardToStep3(page: Page) {
  await page.goto('/contact');
  await page.getByLabel('Ad Soyad').fill('Takvim Testi');
  await page.getByLabel('E-posta').fill('takvim@example.com');
  await page.getByLabel('Telefon').fill('0532 444 55 77');
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await page.locator('summary', { hasText: /^Manikür$/ }).click();
  await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
  await page.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
  await page.getByText('Zeynep Kaya').click();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
}

async function showDate(page: Page, date: string) {
  await page.getByLabel('Tarih').fill(date);
  await page.getByRole('button', { name: 'Saatleri Göster' }).click();
  await expect(page.getByLabel('Tarih')).toHaveValue(date);
}

test.describe('studio calendar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a closure removes its slots from the booking wizard and the admin timeline', async ({ page, browser }) => {
    test.slow(); // many page loads on a shared 2-core machine
    const [day, holiday] = closureDays();
    try {
      await signIn(page, '/admin/calendar');
      await expect(page.getByRole('heading', { name: 'Çalışma Takvimi' })).toBeVisible();
      // a bad form is refused with the Turkish message, nothing is added
      await page.getByRole('textbox', { name: 'Tarih', exact: true }).fill(day);
      await page.getByLabel('Başlangıç saati').fill('14:00');
      await page.getByLabel('Bitiş saati').fill('12:00');
      await page.getByRole('button', { name: 'Kapanış Ekle' }).click();
      await expect(page.getByText('Lütfen bir açıklama girin (ör. Kurban Bayramı).')).toBeVisible();
      await page.getByLabel('Açıklama').fill(REASON);
      await page.getByRole('button', { name: 'Kapanış Ekle' }).click();
      await expect(page.getByText('Bitiş saati başlangıç saatinden sonra olmalıdır.')).toBeVisible();
      await expect(page.getByLabel('Açıklama')).toHaveValue(REASON); // the form keeps what was typed
      await expect(page.getByTestId('closure-row')).toHaveCount(0);

      await addClosure(page, { date: day, startTime: '12:00', endTime: '14:00', reason: REASON });
      await addClosure(page, { date: holiday, reason: DAY_OFF_REASON });
      const rows = page.getByTestId('closure-row');
      await expect(rows.filter({ hasText: REASON })).toContainText('12:00 - 14:00');
      await expect(rows.filter({ hasText: DAY_OFF_REASON })).toContainText('Tüm gün');

      // the wizard (a visitor of its own) offers no start inside the closure
      const visitor = await browser.newContext({ javaScriptEnabled: false });
      const wizard = await visitor.newPage();
      await wizardToStep3(wizard);
      await showDate(wizard, day);
      // only free starts are offered: not inside the closure, not 11:30 (45 minutes would run
      // into it), not 17:30 (past closing); those two are summed up as taken
      const times = wizard.locator('input[name=time]:not([value=""])');
      await expect(times).toHaveCount(18 - 4 - 2);
      for (const t of ['11:30', '12:00', '12:30', '13:00', '13:30', '17:30'])
        await expect(wizard.locator(`input[name=time][value="${t}"]`)).toHaveCount(0);
      await expect(wizard.getByText('Müsait değil: 11:30, 17:30')).toBeVisible();
      await expect(wizard.locator('input[name=time][value="14:00"]')).toBeEnabled();
      await showDate(wizard, holiday);
      await expect(
        wizard.getByText('Seçilen tarihte randevu alınamıyor (tatil veya izin günü). Lütfen başka bir gün seçin.'),
      ).toBeVisible();
      await expect(wizard.locator('input[name=time]')).toHaveCount(0);

      // the admin's day view draws the closure on every member's column and takes no slot there
      await page.goto(`/admin/appointments?day=${day}`);
      const bands = page.locator('[data-testid^="timeline-closed-"]');
      const rowCount = await page.locator('[data-testid^="timeline-column-"]').count();
      expect(rowCount).toBeGreaterThan(0);
      await expect(bands).toHaveCount(rowCount);
      await expect(bands.first()).toHaveText(`Kapalı: ${REASON}, 12:00–14:00`);
      await expect(page.locator('[data-slot$="|12:00"][data-closed="true"]')).toHaveCount(rowCount);
      await expect(page.locator('[data-slot$="|14:00"][data-closed="true"]')).toHaveCount(0);
      await page.goto(`/admin/appointments?day=${holiday}`);
      // a studio-wide day off: the day says 'Kapalı' instead of an open grid
      await expect(page.getByTestId('timeline-closed-day')).toContainText(`Kapalı${DAY_OFF_REASON}`);
      await expect(page.locator('[data-testid^="timeline-column-"]')).toHaveCount(0);

      // deleting (with the confirmation) gives the slots back
      await page.goto('/admin/calendar');
      await rows
        .filter({ hasText: REASON })
        .getByRole('link', { name: /kapanışını sil/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Silme Onayı' })).toBeVisible();
      await page.getByRole('button', { name: 'Evet, Sil' }).click();
      await expect(page.getByText('Kapanış silindi.')).toBeVisible();
      await expect(rows.filter({ hasText: REASON })).toHaveCount(0);
      await showDate(wizard, day);
      await expect(wizard.locator('input[name=time][value="12:00"]')).toHaveCount(1);
      await visitor.close();
    } finally {
      removeTestClosures();
    }
  });
});

test.describe('studio calendar with JavaScript', () => {
  test('the screen is in the side menu, accessible, and shows the weekly hours', async ({ page }) => {
    await signIn(page, '/admin');
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Çalışma Takvimi', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Haftalık Çalışma Saatleri' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Pazartesi açık' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Salı açık' })).toBeChecked();
    await expect(page.getByTestId('hours-day-0').getByLabel('Açılış')).toHaveValue('11:00');
    await expectNoSeriousA11yViolations(page);
  });
});
