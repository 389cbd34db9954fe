/**
 * The desk keeps today when the Wi-Fi drops (issue 39; docs/decisions/0472): a tablet
 * (820x1180) on today's day view goes offline, opens three appointments from what the service
 * worker kept (each panel marked "Çevrimdışı — son güncelleme HH:MM"), a move is refused in
 * place with what was typed kept, the network comes back and the day catches up by itself;
 * after signing out nothing of the studio's is served from the cache.
 *
 * Today is written on, so the spec has a studio of its own (tests/e2e/README.md).
 */
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { openDatabase } from '../../db/client';
import { insertTestAppointment } from '../helpers/appointments';
import { signInAsAdmin, signOut } from './helpers';
import { openEveryDay, testWithOwnStudio } from './own-studio';
import { istanbulDate } from './test-data';

const TODAY = istanbulDate(0);
const CUSTOMERS = ['Çevrim Ayşe', 'Çevrim Gül', 'Çevrim Şule'];
const LATE_COMER = 'Sonradan Gelen Derya';

let ids: number[] = [];
let memberId = 0;

const test = testWithOwnStudio('offline-desk', (databasePath) => {
  openEveryDay(databasePath);
  const db = openDatabase(databasePath, { migrate: false });
  const raw = new Database(databasePath);
  memberId = (
    raw.prepare('select id from team_members where is_active = 1 order by id limit 1').get() as { id: number }
  ).id;
  raw.close();
  ids = CUSTOMERS.map((name, i) =>
    insertTestAppointment(db, {
      customerName: name,
      customerPhone: `0532 555 00 0${i}`,
      teamMemberId: memberId,
      date: TODAY,
      time: `${10 + 2 * i}:00`,
      status: 'confirmed',
      durationMinutes: 60,
      totalPriceKurus: 50_000,
      services: [{ name: 'Protez Tırnak', priceKurus: 50_000, durationMinutes: 60 }],
    }),
  );
});

test.use({ viewport: { width: 820, height: 1180 } });

test('offline the day view opens its panels from the kept copy, refuses a move in place, catches up when back online, and keeps nothing after sign-out', async ({
  page,
  context,
  ownStudio,
}) => {
  const day = `/admin/appointments?day=${TODAY}`;
  await signInAsAdmin(page, { redirectTo: day });
  for (const name of CUSTOMERS) await expect(page.getByText(name).first()).toBeVisible();
  // the service worker has kept today's panels
  await expect(page.locator('html[data-offline-ready]')).toHaveCount(1, { timeout: 30_000 });

  await context.setOffline(true);
  for (const [i, id] of ids.entries()) {
    await page.getByTestId(`timeline-block-${id}`).click();
    const panel = page.getByTestId('appointment-panel');
    await expect(panel).toHaveAttribute('data-id', String(id));
    await expect(page.getByRole('heading', { name: CUSTOMERS[i], level: 2 })).toBeVisible();
    await expect(panel.getByTestId('offline-mark')).toHaveText(/^Çevrimdışı — son güncelleme \d{2}:\d{2}$/);
    if (i === 0) await page.screenshot({ path: 'test-results/offline-panel-820.png' });
    if (i < ids.length - 1) {
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    }
  }

  // a move offline: refused in place, what was typed stays
  await page.getByRole('link', { name: 'Taşı', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Randevuyu Taşı' })).toBeVisible();
  const time = page.getByLabel('Saat');
  await time.fill('16:30');
  await page.getByRole('button', { name: 'Taşı', exact: true }).click();
  await expect(page.getByText(/^Bağlantı hatası/).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/appointments/${ids[2]}/move`));
  await expect(time).toHaveValue('16:30');

  // meanwhile someone books at the studio; back online the day catches up by itself
  const db = openDatabase(ownStudio.databasePath, { migrate: false });
  insertTestAppointment(db, {
    customerName: LATE_COMER,
    teamMemberId: memberId,
    date: TODAY,
    time: '17:00',
    status: 'confirmed',
    services: [{ name: 'Manikür', priceKurus: 30_000, durationMinutes: 60 }],
  });
  await context.setOffline(false);
  await page.keyboard.press('Escape');
  await expect(page.getByText(LATE_COMER).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('offline-mark')).toHaveCount(0);

  // signing out clears what the worker kept; nothing of the studio's comes from the cache after it
  await signOut(page);
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('studio-data-')).length),
    )
    .toBe(0);
  const panelData = `/admin/appointments/${ids[0]}.data?day=${TODAY}`;
  const online = await page.evaluate(async (url) => (await fetch(url)).text(), panelData);
  expect(online).not.toContain(CUSTOMERS[0]);
  await context.setOffline(true);
  const offline = await page.evaluate(
    async (url) =>
      fetch(url).then(
        (r) => r.text(),
        () => 'network error',
      ),
    panelData,
  );
  expect(offline).toBe('network error');
  const reload = await page.goto(day).catch(() => null);
  if (reload) expect(await page.content()).not.toContain(CUSTOMERS[0]);
  await context.setOffline(false);
});
