/**
 * Raporlar in the browser (issue 19): the owner's report of a studio with a year of history,
 * without JavaScript, on a tablet and a phone, on screen and in print; the CSV links answer;
 * a member's calendar link is created and shown. Screenshots go to test-screenshots/.
 */
import { expect } from '@playwright/test';
import { seedReportStudio } from '../../bench/reports-seed';
import { signInAsAdmin } from './helpers';
import { testWithOwnStudio } from './own-studio';
import { addDays, istanbulDate, weekdayOf } from './test-data';

const SHOTS = 'test-screenshots';

// A year of history with six more team members, their customers and survey questions: on a
// studio of this spec's own (own-studio.ts), so the shared e2e studio's team, wizard and
// survey stay as the other specs expect them.
const test = testWithOwnStudio('reports', (databasePath) => seedReportStudio(databasePath, 600, istanbulDate(0)));

test.use({ javaScriptEnabled: false });

/** The last Wednesday up to today: a 91-day range ending on it always spans 14 weeks (the first and last partly). */
function lastWednesday(): string {
  const today = istanbulDate(0);
  return addDays(today, -((weekdayOf(today) - 3 + 7) % 7));
}

test('the report reads without JavaScript on a tablet and a phone, prints, and its CSV downloads', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsAdmin(page, { redirectTo: '/admin/reports' });
  await expect(page.getByRole('heading', { name: 'Raporlar', level: 2 })).toBeVisible();
  // at 1024 px the menu is folded into 'Menü'; its link still marks the page
  await expect(page.locator('nav[aria-label="Yönetim menüsü"] a[href="/admin/reports"]').first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const title of [
    'Gelir',
    'Uzmana Göre Gelir',
    'Hizmete Göre Gelir',
    'Doluluk',
    'İptal ve Gelmeme',
    'Yeni ve Dönen Müşteriler',
    'Yoğun Günler',
    'Yoğun Saatler',
    'Anket Puanları',
  ]) {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section.getByRole('img', { name: `${title} grafiği; sayılar yandaki tabloda` })).toBeVisible();
    await expect(section.getByRole('table', { name: title })).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/reports-1024.png` });
  await page.screenshot({ path: `${SHOTS}/reports-1024-full.png`, fullPage: true });
  for (const [title, name] of [
    ['Gelir', 'revenue'],
    ['Doluluk', 'occupancy'],
    ['Yoğun Saatler', 'hours'],
    ['Hizmete Göre Gelir', 'services'],
  ]) {
    await page
      .getByRole('region', { name: title, exact: true })
      .screenshot({ path: `${SHOTS}/reports-1024-${name}.png` });
  }

  // a range of the last three months by week, as a plain GET form (ending on a Wednesday: a
  // range ending on a Sunday would start on a Monday and hold 13 whole weeks)
  const end = lastWednesday();
  await page.getByLabel('Dönem').selectOption('range');
  await page.getByLabel('Başlangıç (tarih aralığı)').fill(addDays(end, -90));
  await page.getByLabel('Bitiş (tarih aralığı)').fill(end);
  await page.getByLabel('Gruplama').selectOption('week');
  await page.getByRole('button', { name: 'Göster' }).click();
  await expect(page).toHaveURL(/period=range/);
  // 91 days by week: 14 weeks (the first and last partly), each a row under the header
  const revenue = page.getByRole('table', { name: 'Gelir', exact: true });
  await expect(revenue.getByRole('row')).toHaveCount(15);
  await expect(revenue.getByRole('rowheader').first()).toContainText('haftası');

  const href = await page
    .getByRole('region', { name: 'Uzmana Göre Gelir', exact: true })
    .getByRole('link', { name: /CSV indir/ })
    .getAttribute('href');
  expect(href).toMatch(/^\/admin\/reports\/csv\/uzman-geliri\?period=range&/);
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  // issue 27: ; and decimal commas for Excel with Turkish settings; each artist's services and tips
  expect((await csv.text()).split('\r\n')[0]).toBe('\uFEFFUzman;Hizmet;Gelir (TL);Bahşiş (TL)');

  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${SHOTS}/reports-print.png`, fullPage: true });
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/reports');
  await page.screenshot({ path: `${SHOTS}/reports-375.png` });
  await page.screenshot({ path: `${SHOTS}/reports-375-full.png`, fullPage: true });
  await page
    .getByRole('region', { name: 'Gelir', exact: true })
    .screenshot({ path: `${SHOTS}/reports-375-revenue.png` });
  await page
    .getByRole('region', { name: 'Uzmana Göre Gelir', exact: true })
    .screenshot({ path: `${SHOTS}/reports-375-members.png` });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a member’s calendar link is created and shown from the team list', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page, { redirectTo: '/admin/team' });
  await page.getByRole('link', { name: 'Takvim bağlantısı: Zeynep Kaya' }).click();
  await expect(page.getByRole('heading', { name: 'Takvim Bağlantısı: Zeynep Kaya' })).toBeVisible();
  await page.getByRole('button', { name: 'Bağlantı Oluştur' }).click();
  const link = page.getByLabel('Takvim bağlantısı');
  await expect(link).toHaveValue(/\/takvim\/[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: `${SHOTS}/member-calendar-375.png`, fullPage: true });
  const feed = await page.request.get(await link.inputValue());
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VTIMEZONE');
});

// docs/decisions/0553: a year of work holds more customers and surveys than one page shows
test('the customers and the surveys of a year of work page without JavaScript; a dialog closes onto its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsAdmin(page, { redirectTo: '/admin/customers' });
  const table = page.getByRole('table', { name: 'Müşteriler' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const total = Number((await page.getByText(/^[\d.]+ müşteri$/).textContent())!.split(' ')[0]!.replace('.', ''));
  expect(total).toBeGreaterThan(100);
  const pages = Math.ceil(total / 25);
  const pager = page.getByRole('navigation', { name: 'Sayfalar' });
  await expect(pager).toContainText(`Sayfa 1 / ${pages}`);
  await expect(pager.getByRole('link', { name: '← Önceki' })).toHaveCount(0);
  const firstOnPage1 = await rows.first().locator('td').first().locator('a').textContent();
  await pager.getByRole('link', { name: 'Sonraki →' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?page=2$/);
  await expect(pager).toContainText(`Sayfa 2 / ${pages}`);
  await expect(rows.first()).not.toContainText(firstOnPage1!);
  // the last page holds the rest, and the list's count is all of them
  await page.goto(`/admin/customers?page=${pages}`);
  await expect(rows).toHaveCount(total - (pages - 1) * 25);
  await expect(pager.getByRole('link', { name: 'Sonraki →' })).toHaveCount(0);

  // on page 2: the merge dialog searches by itself and closes back onto page 2
  await page.goto('/admin/customers?page=2');
  const name = (await rows.nth(3).locator('td').first().locator('a').textContent())!;
  await rows
    .nth(3)
    .getByRole('link', { name: /ile başka bir kaydı birleştir/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Birleştir: ${name}` });
  await expect(dialog).toBeVisible();
  const other = (await rows.nth(5).locator('td').first().locator('a').textContent())!;
  await dialog.getByLabel('Başka müşteri ara (ad, e-posta, telefon)').fill(other);
  await dialog.getByRole('button', { name: 'Ara' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?page=2&merge=\d+&mq=/);
  await expect(dialog.getByLabel('Birleştirilecek müşteri').locator('option', { hasText: other })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/customers-merge-search-1024.png` });
  await dialog.getByRole('link', { name: 'Kapat' }).first().click();
  await expect(page).toHaveURL(/\/admin\/customers\?page=2$/);

  await page.goto('/admin/surveys');
  const surveys = page.getByTestId('survey-row');
  await expect(surveys).toHaveCount(50);
  const surveyPager = page.getByRole('navigation', { name: 'Sayfalar' });
  await surveyPager.getByRole('link', { name: 'Sonraki →' }).click();
  // the next page opens at the list, not at the stats above it
  await expect(page).toHaveURL(/\/admin\/surveys\?page=2#yorumlar$/);
  await expect(surveys.first()).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/surveys-page-2-1024.png` });
  await surveys
    .first()
    .getByRole('link', { name: /^Detay: / })
    .click();
  await expect(page).toHaveURL(/\/admin\/surveys\?page=2&anket=\d+$/);
  await page.getByRole('dialog').getByRole('link', { name: 'Kapat' }).first().click();
  await expect(page).toHaveURL(/\/admin\/surveys\?page=2$/);
});

// docs/decisions/0556: the appointment list of a year of work comes 25 rows a page, as the customers do
test('the appointment list of a year of work shows 25 rows a page and pages without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsAdmin(page, { redirectTo: '/admin/appointments?view=list&range=all' });
  const cards = page.getByTestId('appointment-card');
  await expect(cards).toHaveCount(25);
  const pager = page.getByRole('navigation', { name: 'Sayfalar' });
  await expect(pager).toContainText(/Sayfa 1 \/ \d+/);
  const first = await cards.first().textContent();
  await pager.getByRole('link', { name: 'Sonraki →' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager).toContainText(/Sayfa 2 \/ \d+/);
  await expect(cards).toHaveCount(25);
  await expect(cards.first()).not.toHaveText(first!);
});
