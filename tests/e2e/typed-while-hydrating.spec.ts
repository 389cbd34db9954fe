/**
 * What the desk types while a slow tablet is still loading the page's scripts is not lost
 * (docs/decisions/0539). Each test holds the page's scripts back (as a weak Wi-Fi does), types
 * or chooses on the server's HTML, lets the scripts come, and goes on once React has taken
 * the page over.
 *
 * Found as two failures of full runs: the checkout saved a sale whose cash was typed this way
 * as owed (kapora.spec.ts), and the list's 'Çalışan' filter, changed this way, was never
 * applied (admin-appointments.spec.ts). React keeps what was typed in the page, but a
 * controlled field's state did not know it and the next render wrote the empty state back; a
 * select that applies on change had changed before its handler existed.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatKurus } from '../../app/utils/money';
import {
  adminToken,
  createAppointment,
  demoIds,
  freshWeekday,
  istanbulDate,
  signIn,
  uniqueName,
  uniqueWord,
} from './appointments-fixtures';
import { e2eDb } from './content-fixtures';

// the desk's service worker would hand the scripts over from its cache, past the route that holds them
test.use({ viewport: { width: 820, height: 1180 }, serviceWorkers: 'block' });

/**
 * Opens `path` with its scripts held back: the server's page is on screen, React is not there
 * yet. `hand` types on it; then the scripts come and the page hydrates.
 */
async function beforeScripts(page: Page, path: string, hand: () => Promise<void>) {
  // the scripts of the pages before are in the browser's caches: fetched again, they can be held
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = 0;
  // (the route stays: once released it lets every script through)
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    holding++;
    await held;
    await route.continue();
  });
  // 'load' waits for the module scripts: the page is there once committed and painted
  await page.goto(path, { waitUntil: 'commit' });
  await hand();
  // the hand worked on a page without React (else this test proves nothing)
  expect(holding).toBeGreaterThan(0);
  expect(await page.locator('body').evaluate((body) => Object.keys(body).some((k) => k.startsWith('__react')))).toBe(
    false,
  );
  release();
}

/** React has taken the page over (and made its first render after hydration). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__react')));
}

test('cash typed into checkout before it hydrated is the cash the sale records', async ({ page, request }) => {
  await signIn(page);
  const ids = await demoIds(page);
  const token = await adminToken(request);
  const name = uniqueName('Erken Nakit');
  const id = await createAppointment(request, token, {
    customerName: name,
    teamMemberId: ids.members['Merve Demir']!,
    date: freshWeekday(),
    time: '10:00',
    status: 'confirmed',
    serviceIds: [ids.services['Klasik Manikür']!],
  });
  // her visit was yesterday (checkout takes a day that has come; the booking rules take no past
  // day, and today may be a day the studio is closed)
  const day = istanbulDate(-1);
  const db = e2eDb();
  db.prepare('update appointments set date = ? where id = ?').run(day, id);
  db.close();

  const form = page.getByTestId('checkout-form');
  let price = '';
  await beforeScripts(page, `/admin/appointments/${id}/checkout?day=${day}`, async () => {
    price = ((await form.getByTestId('checkout-total').textContent()) ?? '').trim();
    await expect(form.getByRole('button', { name: /Kalanı yaz/ })).toHaveCount(0); // no React yet
    // she types the whole price in cash at once
    await form.getByLabel('Nakit (₺)').fill(price.replace(/[₺.]/g, ''));
  });
  expect(price).toMatch(/^₺[\d.]+,\d\d$/);
  const cash = price.replace(/[₺.]/g, '');
  // hydrated: the 'Kalanı yaz' buttons exist only then; the cash is still there
  await expect(form.getByRole('button', { name: /Kalanı yaz: Nakit/ })).toBeVisible();
  await expect(form.getByLabel('Nakit (₺)')).toHaveValue(cash);
  // and the totals count it: paid in full, nothing left
  await expect(form.locator('p', { hasText: /^Ödenen/ })).toContainText(price);
  await form.getByTestId('checkout-submit').click();

  // paid in full: nothing owed
  await expect(page.getByTestId('panel-status')).toContainText('Ödendi');
  await expect(page.getByTestId('panel-status')).not.toContainText('Kısmen');
  await expect(page.getByTestId('panel-sale')).toContainText(price);
});

test('a filter chosen before the list hydrated is applied once it has', async ({ page, request }) => {
  await signIn(page);
  const ids = await demoIds(page);
  const token = await adminToken(request);
  const date = freshWeekday();
  const word = uniqueWord();
  const ayse = ids.members['Ayşe Çelik']!;
  for (const [member, time] of [
    [ayse, '09:00'],
    [ayse, '12:00'],
    [ids.members['Elif Yılmaz']!, '15:00'],
  ] as const)
    await createAppointment(request, token, { customerName: `Erken Filtre ${word}`, teamMemberId: member, date, time });
  const cards = page.getByTestId('appointment-card');
  await beforeScripts(page, `/admin/appointments?view=list&q=${word}&member=${ayse}`, async () => {
    await expect(cards).toHaveCount(2);
    await page.getByLabel('Çalışan').selectOption('');
  });
  await expect(cards).toHaveCount(3);
  await expect(page).not.toHaveURL(/member=\d/);
  await expect(page.getByLabel('Çalışan')).toHaveValue('');
});

test('a cash count typed before the day close hydrated stays and is counted', async ({ page }) => {
  await signIn(page);
  // a day years before the demo studio's history, with no sales: the expected cash is the float alone
  const date = istanbulDate(-3000);
  const count = page.getByRole('form', { name: 'Günü kapat' });
  await beforeScripts(page, `/admin/takings?date=${date}`, async () => {
    await count.getByLabel('Kasa başlangıcı (₺)').fill('100');
    await count.getByLabel('Sayılan nakit (₺)').fill('90');
    // without React the difference is not worked out yet
    await expect(count.getByTestId('live-difference')).toHaveText('—');
  });
  // hydrated: the difference follows what was typed
  await expect(count.getByTestId('live-difference')).toHaveText(`−${formatKurus(1000)} · eksik`);
  await expect(count.getByLabel('Sayılan nakit (₺)')).toHaveValue('90');
  await expect(count.getByTestId('expected-cash')).toHaveText(formatKurus(10000));
});

test('a new appointment filled in before the form hydrated is booked at the time typed', async ({ page, request }) => {
  await signIn(page);
  const ids = await demoIds(page);
  const token = await adminToken(request);
  const date = freshWeekday();
  const name = uniqueName('Erken Randevu');
  const form = page.getByRole('form', { name: 'Yeni randevu formu' });
  await beforeScripts(page, '/admin/appointments/new', async () => {
    await form.getByLabel('Müşteri Adı').fill(name);
    await form.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
    await form.getByLabel('Çalışan').selectOption(String(ids.members['Merve Demir']));
    await form.getByLabel('Tarih').fill(date);
    await form.getByLabel('Saat').fill('11:00');
  });
  await hydrated(page);
  await expect(form.getByLabel('Saat')).toHaveValue('11:00');
  await expect(form.getByLabel('Müşteri Adı')).toHaveValue(name);
  await form.getByRole('button', { name: 'Randevu Oluştur' }).click();
  await expect(page).toHaveURL(/\/admin\/appointments(\?|$)/);

  const res = await request.get(`/api/admin/appointments?from=${date}&to=${date}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { appointments: { customerName: string; time: string }[] }).appointments;
  expect(list.filter((a) => a.customerName === name).map((a) => a.time.slice(0, 5))).toEqual(['11:00']);
});
