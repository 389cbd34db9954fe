/**
 * The desk's frictions of issue 27 at 820x1180: the live badge says 'Çevrimdışı — son
 * güncelleme HH:MM' while the network is gone (never 'Canlı bağlantı aktif') and the grid
 * catches up by itself when it is back; cancelling from the panel takes a reason in one tap
 * (block, İptal, the reason), with JavaScript and without, and the panel then shows it.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminToken, createAppointment, demoIds, freshWeekday, readAppointment, signIn, uniqueName, type DemoIds } from './appointments-fixtures';

test.use({ viewport: { width: 820, height: 1180 } });

let token: string;
let ids: DemoIds;

test.beforeEach(async ({ page, request }) => {
  token = await adminToken(request);
  await signIn(page);
  ids = await demoIds(page);
});

test('offline, the badge says so with the last update; back online the grid shows what was booked meanwhile', async ({ page, context, request }) => {
  const date = freshWeekday();
  const member = ids.members['Merve Demir']!;
  await createAppointment(request, token, { customerName: uniqueName('Çevrim Önce'), teamMemberId: member, date, time: '10:00', status: 'confirmed' });
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
  await createAppointment(request, token, { customerName: later, teamMemberId: member, date, time: '13:00', status: 'confirmed' });

  await context.setOffline(false);
  await expect(badge).toHaveAttribute('data-status', 'active');
  await expect(page.getByRole('link', { name: new RegExp(`^${later}, 13:00`) }).first()).toBeVisible();
});

async function cancelFromPanel(page: Page, name: string, date: string) {
  await page.goto(`/admin/appointments?day=${date}`);
  await page.getByRole('link', { name: new RegExp(`^${name}, 11:00`) }).first().click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await page.getByTestId('appointment-panel').getByRole('link', { name: 'İptal', exact: true }).click();
  await page.getByRole('button', { name: 'Müşteri hasta' }).click();
  await expect(page.getByText('İptal nedeni: Müşteri hasta')).toBeVisible();
  await expect(page.getByTestId('panel-status')).toContainText('İptal');
}

test('İptal from the panel: the reason is the one confirmation, kept and shown', async ({ page, request }) => {
  const date = freshWeekday();
  const name = uniqueName('İptal Nedenli');
  const id = await createAppointment(request, token, { customerName: name, teamMemberId: ids.members['Elif Yılmaz']!, date, time: '11:00', status: 'confirmed' });
  await cancelFromPanel(page, name, date);
  expect((await readAppointment(request, token, id))?.status).toBe('cancelled');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('İptal from the panel page: one tap on the reason cancels, the panel page shows it', async ({ page, request }) => {
    const date = freshWeekday();
    const name = uniqueName('İptal Sayfası');
    const id = await createAppointment(request, token, { customerName: name, teamMemberId: ids.members['Ayşe Çelik']!, date, time: '11:00', status: 'confirmed' });
    await cancelFromPanel(page, name, date);
    expect((await readAppointment(request, token, id))?.status).toBe('cancelled');
  });
});
