/**
 * One visit across roles (issue 36 item 9), at 820x1180, people at their own tablets: a
 * customer books online through the wizard, the desk (Resepsiyon) sees it arrive on her open
 * day view and confirms it, the artist (Uzman, tied to Zeynep Kaya) sees it on her own day
 * and nothing of another artist's customer (and no link she cannot open), the desk checks it
 * out in cash and reads the day in Gün sonu, and the owner reads the visit in the report.
 * With JavaScript (the desk's screen updates live) and without (each step a plain page; the
 * desk reloads her day).
 *
 * A studio of this spec's own (own-studio.ts) with a fixed business clock (FAKE_NOW, a
 * Tuesday at 10:00): checkout takes only an appointment of today, so the booking must be for
 * today, and a today's slot that is still free exists only at a known hour. Every browser
 * context takes the same time (`clock.setSystemTime`; the wizard's dates are checked in the
 * page). The studio holds no appointment or sale but this spec's; a repeat of the test
 * (`--repeat-each`, the same studio) books another hour and expects the day's figures to grow
 * by exactly its sale (on the first run, from zero). Screenshots of the artist's day and Gün
 * sonu go to test-screenshots/.
 */
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { formatKurus } from '../../app/utils/money';
import { adminToken, createAppointment } from './appointments-fixtures';
import { phoneFor } from './helpers';
import { testWithOwnStudio } from './own-studio';
import { personWithRole } from './role-accounts';
import { uniqueEmail, uniqueName } from './test-data';

/** Tuesday 24 November 2026, 10:00 in Istanbul: the studio is open 09:00-18:00. */
const NOW = '2026-11-24T10:00:00+03:00';
const TODAY = '2026-11-24';
const VIEWPORT = { width: 820, height: 1180 };
const SHOTS = 'test-screenshots';
/** Klasik Manikür: 45 minutes, ₺350 (the demo catalogue) */
const PRICE = 35_000;

const test = testWithOwnStudio('role-journey', () => {}, { FAKE_NOW: NOW });
test.use({ viewport: VIEWPORT });

/** The hours each test books, with and without JavaScript (a repeat against the same studio takes the next one). */
const HOURS = { js: ['14:00', '11:00', '12:00', '10:30'], plain: ['15:00', '16:00', '17:00', '13:00'] };

function idOf(databasePath: string, table: 'team_members' | 'services', name: string): number {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(`select id from ${table} where name = ?`).get(name) as { id: number } | undefined;
    if (!row) throw new Error(`the demo studio has no ${name}`);
    return row.id;
  } finally {
    db.close();
  }
}

/** How many appointments (not cancelled) a member has today. */
function appointmentsOfTheDay(databasePath: string, memberId: number): number {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select count(*) as n from appointments where team_member_id = ? and date = ? and status != 'cancelled'")
      .get(memberId, TODAY) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/** A context whose pages live at the studio's time (a page without script reads only the server's). */
async function atStudioTime(context: BrowserContext, javaScriptEnabled: boolean): Promise<void> {
  if (javaScriptEnabled) await context.clock.setSystemTime(new Date(NOW));
}

async function staffAt(
  browser: Browser,
  baseURL: string,
  javaScriptEnabled: boolean,
  role: 'reception' | 'member' | 'owner',
  teamMemberId?: number,
) {
  const person = await personWithRole(browser, baseURL, role, { viewport: VIEWPORT, javaScriptEnabled, teamMemberId });
  await atStudioTime(person.context, javaScriptEnabled);
  return person;
}

/** The wizard as a customer on the tablet-sized screen (without JavaScript each step is a page). */
async function bookThroughTheWizard(
  page: Page,
  javaScriptEnabled: boolean,
  customer: { name: string; email: string; phone: string },
  time: string,
) {
  await page.goto('/contact');
  if (javaScriptEnabled) await expect(page.locator('[data-wizard][data-enhanced]')).toHaveCount(1);
  await page.getByLabel('Ad Soyad').fill(customer.name);
  await page.getByLabel('E-posta').fill(customer.email);
  await page.getByLabel('Telefon').fill(customer.phone);
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page).toHaveURL(/\/contact\?adim=2(#randevu-formu)?$/);
  await page.locator('summary', { hasText: /^Manikür$/ }).click();
  await page.getByRole('checkbox', { name: /^Klasik Manikür/ }).check();
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
  await expect(page.getByText('Toplam süre: 45 dk')).toBeVisible();
  await page.getByText('Zeynep Kaya').click();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page).toHaveURL(/\/contact\?adim=3(#randevu-formu)?$/);
  // today: the starts before 10:00 are gone, the rest of the day is free
  await page.getByLabel('Tarih').fill(TODAY);
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Saatleri Göster' }).click();
  const slot = page.locator('label', { has: page.locator(`input[name=time][value="${time}"]`) });
  await expect(slot).toBeVisible();
  await expect(page.locator('input[name=time][value="09:30"]')).toHaveCount(0);
  await slot.click();
  await page.getByRole('button', { name: 'Randevu Al' }).click();
  if (javaScriptEnabled)
    await expect(page.getByRole('dialog', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toBeVisible();
  else await expect(page.getByRole('heading', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toBeVisible();
}

type Takings = { takenKurus: number; byMethod: { method: string; kurus: number }[]; sales: { count: number } };

async function takingsOf(request: APIRequestContext, token: string): Promise<Takings> {
  const res = await request.get(`/api/takings?date=${TODAY}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { takings: Takings }).takings;
}

const cashOf = (t: Takings) => t.byMethod.find((m) => m.method === 'cash')?.kurus ?? 0;

/** '₺1.234,50' -> 123450 */
function kurusOf(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

/** The report of the day as the owner reads it: revenue, taken, sales, and Zeynep's services and revenue. */
async function reportOfTheDay(page: Page) {
  await page.goto(`/admin/reports?period=range&from=${TODAY}&to=${TODAY}`);
  await expect(page.getByTestId('rapor-donem')).toContainText('24 Kasım 2026');
  const byArtist = page.getByRole('table', { name: 'Uzmana Göre Gelir' });
  await expect(byArtist).toBeVisible();
  // Uzman | Hizmet | Gelir | Bahşiş
  const zeynep = byArtist.getByRole('row').filter({ hasText: 'Zeynep Kaya' }).locator('th, td');
  const hasRow = (await zeynep.count()) > 0;
  return {
    revenue: (await page.getByTestId('rapor-ozet-gelir').textContent()) ?? '',
    taken: (await page.getByTestId('rapor-ozet-tahsil').textContent()) ?? '',
    sales: (await page.getByTestId('rapor-ozet-satis').textContent()) ?? '',
    zeynepServices: hasRow ? ((await zeynep.nth(1).textContent()) ?? '') : '0',
    zeynepRevenue: hasRow ? ((await zeynep.nth(2).textContent()) ?? '') : formatKurus(0),
  };
}

for (const javaScriptEnabled of [true, false]) {
  test(`a booking online, confirmed at the desk, seen by its artist alone, paid, in Gün sonu and the report (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    baseURL,
    request,
    ownStudio,
  }) => {
    test.slow(); // four people, each signed in on a 2-core machine shared with other work
    await journey({ browser, baseURL: baseURL!, request, databasePath: ownStudio.databasePath, javaScriptEnabled });
  });
}

async function journey({
  browser,
  baseURL,
  request,
  databasePath,
  javaScriptEnabled,
}: {
  browser: Browser;
  baseURL: string;
  request: APIRequestContext;
  databasePath: string;
  javaScriptEnabled: boolean;
}) {
  const zeynep = idOf(databasePath, 'team_members', 'Zeynep Kaya');
  const ayse = idOf(databasePath, 'team_members', 'Ayşe Çelik');
  const manicure = idOf(databasePath, 'services', 'Klasik Manikür');
  const hours = javaScriptEnabled ? HOURS.js : HOURS.plain;
  const time = hours[test.info().repeatEachIndex % hours.length]!;
  const token = await adminToken(request);
  const before = await takingsOf(request, token);
  // the owner, at her office: the report of the day before this visit
  const owner = await staffAt(browser, baseURL, javaScriptEnabled, 'owner');
  const reportBefore = await reportOfTheDay(owner.page);
  const name = uniqueName('Yolculuk Müşterisi');
  const customer = { name, email: uniqueEmail('yolculuk'), phone: phoneFor(name) };

  // another artist's customer of the same day and hour, booked at the desk
  const otherName = uniqueName('Ayşenin Müşterisi');
  await createAppointment(request, token, {
    customerName: otherName,
    teamMemberId: ayse,
    date: TODAY,
    time,
    status: 'confirmed',
    serviceIds: [manicure],
    customDuration: 45,
  });

  // the desk has today's day view open (with JavaScript linked live)
  const desk = await staffAt(browser, baseURL, javaScriptEnabled, 'reception');
  await desk.page.goto(`/admin/appointments?day=${TODAY}`);
  if (javaScriptEnabled) await expect(desk.page.getByTestId('live-badge')).toHaveAttribute('data-status', 'active');
  const deskCards = desk.page.getByTestId('day-card');
  await expect(deskCards.filter({ hasText: otherName })).toContainText('Onaylandı');
  await expect(deskCards.filter({ hasText: name })).toHaveCount(0);

  // (1) the customer books online, on a tablet of her own
  const customerContext = await browser.newContext({ baseURL, viewport: VIEWPORT, javaScriptEnabled });
  await atStudioTime(customerContext, javaScriptEnabled);
  await bookThroughTheWizard(await customerContext.newPage(), javaScriptEnabled, customer, time);
  await customerContext.close();

  // (2) with JavaScript it arrives on the desk's open screen (without, she reloads it),
  // waiting; one tap confirms it
  if (javaScriptEnabled)
    await expect(desk.page.getByTestId('new-booking-toast').filter({ hasText: name })).toContainText(
      'Yeni online randevu',
    );
  else await desk.page.reload();
  const card = deskCards.filter({ hasText: name });
  await expect(card).toContainText(time);
  await expect(card).toContainText('Klasik Manikür');
  await expect(card).toContainText('Zeynep Kaya');
  await expect(card).toContainText('Bekliyor');
  await card.getByRole('button', { name: `Onayla: ${name}` }).click();
  await expect(card).toContainText('Onaylandı');
  await expect(card.getByRole('button', { name: `Onayla: ${name}` })).toHaveCount(0);

  // (3) the artist sees it on her own day: hers in full, the other artist's only as taken
  const artist = await staffAt(browser, baseURL, javaScriptEnabled, 'member', zeynep);
  await artist.page.goto(`/admin/appointments?day=${TODAY}`);
  const artistCards = artist.page.getByTestId('day-card');
  const hers = artistCards.filter({ hasText: name });
  await expect(hers).toContainText(time);
  await expect(hers).toContainText('Klasik Manikür');
  await expect(hers).toContainText('Onaylandı');
  // every card of her day is her own; no other artist's customer is named anywhere on her screen
  const cards = await artistCards.all();
  expect(cards.length).toBe(appointmentsOfTheDay(databasePath, zeynep));
  for (const c of cards) await expect(c).toContainText('Zeynep Kaya');
  await expect(artist.page.getByText(otherName)).toHaveCount(0);
  await expect(artist.page.getByText('Dolu').first()).toBeVisible();
  await artist.page.screenshot({
    path: `${SHOTS}/journey-artist-day-820${javaScriptEnabled ? '' : '-nojs'}.png`,
    fullPage: true,
  });
  // her appointment's panel: hers, and what it offers is hers to use
  await hers.getByRole('link', { name: new RegExp(`· ${name}$`) }).click();
  const panel = artist.page.getByTestId('appointment-panel');
  await expect(artist.page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(artist.page.getByTestId('panel-status')).toContainText('Onaylandı');
  await expect(panel.getByRole('link', { name: 'Ödeme al' })).toHaveCount(0);
  await artist.page.screenshot({ path: `${SHOTS}/journey-artist-panel-820${javaScriptEnabled ? '' : '-nojs'}.png` });
  await expectEveryLinkOpens(artist.page);

  // (4) the desk checks it out: ₺350 in cash, nothing owed
  await card.getByRole('link', { name: `Ödeme al: ${name}` }).click();
  const form = desk.page.getByTestId('checkout-form');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('1. Klasik Manikür fiyatı')).toHaveValue('350,00');
  await expect(desk.page.getByTestId('checkout-total')).toContainText(formatKurus(PRICE));
  await form.getByLabel('Nakit (₺)').fill('350,00');
  await form.getByTestId('checkout-submit').click();
  await expect(desk.page.getByTestId('panel-status')).toContainText('Ödendi');
  await expect(desk.page.getByTestId('panel-status')).toContainText('Tamamlandı');
  await expect(desk.page.getByTestId('panel-sale')).toContainText(formatKurus(PRICE));

  // (5) Gün sonu, from the desk's menu once the panel is closed: the sale, in cash
  await desk.page.getByRole('link', { name: 'Kapat' }).click();
  await expect(desk.page.getByTestId('appointment-panel')).toHaveCount(0);
  await expect(card).toContainText('Tamamlandı');
  const deskMenu = await openMenu(desk.page);
  // (the reports are the owner's and the manager's: the desk's menu does not offer them)
  await expect(deskMenu.getByRole('link', { name: 'Raporlar' })).toHaveCount(0);
  await deskMenu.getByRole('link', { name: 'Gün sonu' }).click();
  await expect(desk.page.getByRole('heading', { name: 'Gün sonu: 24 Kasım 2026 Salı' })).toBeVisible();
  await expect(desk.page.getByTestId('takings-taken')).toHaveText(formatKurus(before.takenKurus + PRICE));
  await expect(desk.page.getByTestId('takings-cash')).toContainText(formatKurus(cashOf(before) + PRICE));
  await expect(desk.page.getByTestId('takings-count')).toContainText(String(before.sales.count + 1));
  const sale = desk.page.getByTestId('day-sales').getByRole('row').filter({ hasText: name });
  await expect(sale).toContainText(formatKurus(PRICE));
  await expect(sale).toContainText('Nakit');
  await expect(sale).toContainText('Ödendi');
  await desk.page.screenshot({
    path: `${SHOTS}/journey-gun-sonu-820${javaScriptEnabled ? '' : '-nojs'}.png`,
    fullPage: true,
  });

  // (6) the owner's report of the day: the revenue and the visit, by artist
  await (await openMenu(owner.page)).getByRole('link', { name: 'Raporlar' }).click();
  await expect(owner.page.getByRole('heading', { name: 'Raporlar', level: 2 })).toBeVisible();
  // (on the first run from nothing: ₺350,00, ₺350,00, 1 sale, Zeynep 1 service ₺350,00)
  const plus = (shown: string, kurus: number) => formatKurus(kurusOf(shown) + kurus);
  expect(await reportOfTheDay(owner.page)).toEqual({
    revenue: plus(reportBefore.revenue, PRICE),
    taken: plus(reportBefore.taken, PRICE),
    sales: String(Number(reportBefore.sales) + 1),
    zeynepServices: String(Number(reportBefore.zeynepServices) + 1),
    zeynepRevenue: plus(reportBefore.zeynepRevenue, PRICE),
  });

  for (const person of [desk, artist, owner]) await person.context.close();
  await freeTheMember(request, token, artist.email);
}

/** Zeynep is free for another artist's account (one account per team member): hers is removed. */
async function freeTheMember(request: APIRequestContext, token: string, email: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const { accounts } = (await (await request.get('/api/accounts', { headers: auth })).json()) as {
    accounts: { id: number; email: string }[];
  };
  const account = accounts.find((a) => a.email === email);
  expect(account, email).toBeDefined();
  const res = await request.delete(`/api/accounts/${account!.id}`, { headers: auth });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** The admin menu, folded into 'Menü' on a tablet. */
async function openMenu(page: Page) {
  await page.locator('summary', { hasText: 'Menü' }).click();
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Every link on the page opens for the one who sees it: each same-origin address answers (after
 * its redirects) with a page, not 403, 404 or 500, nor the sign-in page: an artist is offered
 * nothing she cannot open.
 */
async function expectEveryLinkOpens(page: Page) {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const addresses = [
    ...new Set(
      hrefs
        .map((h) => new URL(h))
        .filter((u) => u.origin === origin)
        .map((u) => u.pathname + u.search),
    ),
  ];
  expect(addresses.length).toBeGreaterThan(3);
  test.info().annotations.push({ type: 'links checked', description: addresses.join(' ') });
  const refused: string[] = [];
  for (const address of addresses) {
    const res = await page.request.get(address);
    if (res.status() >= 400 || new URL(res.url()).pathname === '/admin/login')
      refused.push(`${res.status()} ${address} -> ${new URL(res.url()).pathname}`);
  }
  expect(refused).toEqual([]);
}
