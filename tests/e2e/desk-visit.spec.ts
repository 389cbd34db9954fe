/**
 * The desk's frictions of issue 27 at 820x1180: the live badge says 'Çevrimdışı — son
 * güncelleme HH:MM' while the network is gone (never 'Canlı bağlantı aktif') and the grid
 * catches up by itself when it is back; cancelling from the panel takes a reason in one tap
 * (block, İptal, the reason), with JavaScript and without, and the panel then shows it.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  adminToken,
  createAppointment,
  demoIds,
  freshWeekday,
  readAppointment,
  signIn,
  uniqueName,
  type DemoIds,
} from './appointments-fixtures';

test.use({ viewport: { width: 820, height: 1180 } });

let token: string;
let ids: DemoIds;

test.beforeEach(async ({ page, request }) => {
  token = await adminToken(request);
  await signIn(page);
  ids = await demoIds(page);
});

test('offline, the badge says so with the last update; back online the grid shows what was booked meanwhile', async ({
  page,
  context,
  request,
}) => {
  const date = freshWeekday();
  const member = ids.members['Merve Demir']!;
  await createAppointment(request, token, {
    customerName: uniqueName('Çevrim Önce'),
    teamMemberId: member,
    date,
    time: '10:00',
    status: 'confirmed',
  });
  await page.goto(`/admin/appointments?day=${date}`);
  const badge = page.getByTestId('live-badge');
  await expect(badge).toHaveAttribute('data-status', 'active');
  await expect(badge).toContainText('Canlı bağlantı aktif');

  await context.setOffline(true);
  await expect(badge).toHaveAttribute('data-status', /offline|reconnecting|disconnected/);
  await expect(badge).toContainText(/Çevrimdışı — son güncelleme \d\d:\d\d/);
  await expect(badge).not.toContainText('Canlı');

  // booked at another desk meanwhile (the test's API client is not the offline browser)
  const later = uniqueName('Çevrim Arası');
  await createAppointment(request, token, {
    customerName: later,
    teamMemberId: member,
    date,
    time: '13:00',
    status: 'confirmed',
  });

  await context.setOffline(false);
  await expect(badge).toHaveAttribute('data-status', 'active');
  await expect(page.getByRole('link', { name: new RegExp(`^${later}.*, 13:00`) }).first()).toBeVisible();
});

async function cancelFromPanel(page: Page, name: string, date: string) {
  await page.goto(`/admin/appointments?day=${date}`);
  await page
    .getByRole('link', { name: new RegExp(`^${name}.*, 11:00`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await page.getByTestId('appointment-panel').getByRole('link', { name: 'İptal', exact: true }).click();
  await page.getByRole('button', { name: 'Müşteri hasta' }).click();
  await expect(page.getByText('İptal nedeni: Müşteri hasta')).toBeVisible();
  await expect(page.getByTestId('panel-status')).toContainText('İptal');
}

test('İptal from the panel: the reason is the one confirmation, kept and shown', async ({ page, request }) => {
  const date = freshWeekday();
  const name = uniqueName('İptal Nedenli');
  const id = await createAppointment(request, token, {
    customerName: name,
    teamMemberId: ids.members['Elif Yılmaz']!,
    date,
    time: '11:00',
    status: 'confirmed',
  });
  await cancelFromPanel(page, name, date);
  expect((await readAppointment(request, token, id))?.status).toBe('cancelled');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('İptal from the panel page: one tap on the reason cancels, the panel page shows it', async ({
    page,
    request,
  }) => {
    const date = freshWeekday();
    const name = uniqueName('İptal Sayfası');
    const id = await createAppointment(request, token, {
      customerName: name,
      teamMemberId: ids.members['Ayşe Çelik']!,
      date,
      time: '11:00',
      status: 'confirmed',
    });
    await cancelFromPanel(page, name, date);
    expect((await readAppointment(request, token, id))?.status).toBe('cancelled');
  });
});

test.describe("on the owner's phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

  test('the header is one row, the day view shows one artist with a switcher, the report its numbers before its filters', async ({
    page,
    request,
  }) => {
    const date = freshWeekday();
    const elif = ids.members['Elif Yılmaz']!;
    const merve = ids.members['Merve Demir']!;
    const hers = uniqueName('Telefon Elif');
    const other = uniqueName('Telefon Merve');
    await createAppointment(request, token, {
      customerName: hers,
      teamMemberId: elif,
      date,
      time: '10:00',
      status: 'confirmed',
    });
    await createAppointment(request, token, {
      customerName: other,
      teamMemberId: merve,
      date,
      time: '10:00',
      status: 'confirmed',
    });

    await page.goto(`/admin/appointments?day=${date}&member=${elif}`);
    const header = page.locator('header').first();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeHidden();

    const switcher = page.getByTestId('member-switcher');
    await expect(switcher).toBeVisible();
    await expect(switcher.getByRole('link', { name: 'Elif Yılmaz' })).toHaveAttribute('aria-current', 'true');
    const grid = page.getByRole('region', { name: 'Günün zaman çizelgesi' });
    await expect(grid.getByRole('link', { name: new RegExp(`^${hers}.*, 10:00`) })).toBeVisible();
    await expect(grid.getByRole('link', { name: new RegExp(`^${other}.*, 10:00`) })).toBeHidden();
    // her name is not cut to a few letters: the one column is as wide as the phone allows
    expect((await page.getByTestId(`timeline-column-${elif}`).boundingBox())!.width).toBeGreaterThan(250);

    await switcher.getByRole('link', { name: 'Merve Demir' }).click();
    await expect(grid.getByRole('link', { name: new RegExp(`^${other}.*, 10:00`) })).toBeVisible();
    await expect(grid.getByRole('link', { name: new RegExp(`^${hers}.*, 10:00`) })).toBeHidden();

    await page.goto('/admin/reports');
    const numbers = (await page.getByTestId('rapor-ozet').boundingBox())!;
    const filters = (await page.getByRole('form', { name: 'Rapor seçimi' }).boundingBox())!;
    expect(numbers.y).toBeLessThan(filters.y);
    expect(numbers.y).toBeLessThan(812);
  });
});
