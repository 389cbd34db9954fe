/**
 * A screen's first load and its hydration (docs/decisions/0548, 0549, 0550). The appointment
 * screen's four views are `React.lazy` in the browser (0536, 0550). Without a view it shows
 * the list or the month calendar (the width chooses, so the server renders both when there
 * is a list); the desk's day shows the day. Hydration waits for the modules of the views
 * shown, so the HTML names them as module preloads and nothing the page needed before its
 * first commit went unnamed (what bench:pages weighs is what the browser waited for); the
 * views not shown are not loaded. A list beside the month calendar is the server's HTML until
 * its module comes, after hydration (0554). What a page loads after hydrating (the live socket, the
 * drag layer) is not part of it, which shows the first commit is the one seen.
 */
import { expect, type Page, test } from '@playwright/test';
import { modulesBeforeHydration } from '../../bench/hydration-modules';
import { signInAsAdmin } from './helpers';
import { adminToken, createAppointment, demoIds } from './appointments-fixtures';
import { e2eDb } from './content-fixtures';
import { freshWeekday, uniqueName, uniqueWord } from './test-data';

test.use({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 } });

const chunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
const has = (paths: string[], name: string) => paths.some((p) => chunk(name).test(p));

/** The server's HTML of `path` and the stylesheets and module preloads it names (the live page adds preloads of its own later). */
async function served(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const named = [...html.matchAll(/<link rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return { html, named };
}

test('the appointment screen names the views it shows among its preloads, and loads neither the others nor what loads after', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsAdmin(page, { redirectTo: '/admin/appointments' });

  const overview = await served(page, '/admin/appointments');
  expect(overview.html).toContain('data-testid="calendar-view"');
  // the month calendar's module comes with the page; a list beside it (when there is one) does
  // not: it waits for hydration (0554, the last test)
  expect(has(overview.named, 'month-calendar')).toBe(true);
  expect(has(overview.named, 'appointment-list-view')).toBe(false);
  const overviewLoaded = await modulesBeforeHydration(context, `${baseURL}/admin/appointments`);
  expect(overviewLoaded.length).toBeGreaterThan(10);
  expect(has(overviewLoaded, 'month-calendar')).toBe(true);
  expect(has(overviewLoaded, 'appointment-list-view')).toBe(false);
  // hydration waited for nothing the HTML did not name, and not for the day's timeline
  expect(overviewLoaded.filter((p) => !overview.named.includes(p))).toEqual([]);
  expect(has(overviewLoaded, 'day-view')).toBe(false);

  // a Tuesday-to-Saturday of its own: the studio is open, so the day shows its timeline (and loads the drag layer)
  const dayPath = `/admin/appointments?day=${freshWeekday()}`;
  const day = await served(page, dayPath);
  const dayLoaded = await modulesBeforeHydration(context, `${baseURL}${dayPath}`);
  expect(has(dayLoaded, 'route')).toBe(true);
  expect(has(day.named, 'day-view')).toBe(true);
  expect(has(dayLoaded, 'day-view')).toBe(true);
  expect(dayLoaded.filter((p) => !day.named.includes(p))).toEqual([]);
  for (const later of [
    'month-calendar',
    'appointment-list-view',
    'week-view',
    'live-socket',
    'timeline-drag-layer',
    'conflict-list',
  ]) {
    expect(has(day.named, later), later).toBe(false);
    expect(has(dayLoaded, later), later).toBe(false);
  }
  // the same page does load the socket and the drag layer, once it has hydrated
  await page.close();
  const again = await context.newPage();
  const loaded: string[] = [];
  again.on('response', (r) => loaded.push(new URL(r.url()).pathname));
  await again.goto(dayPath);
  await expect.poll(() => has(loaded, 'live-socket')).toBe(true);
  await expect.poll(() => has(loaded, 'timeline-drag-layer')).toBe(true);
});

test('the customers screen loads its KVKK, erasure and merge dialogs when one is open, and opens them after hydrating (0553)', async ({
  page,
  context,
  baseURL,
}) => {
  // a customer of this test's own, found by her name (the shared studio holds every test's)
  const name = uniqueName('Lale Birleş');
  const db = e2eDb();
  db.prepare('insert into customers (name, phone, is_active, created_at, updated_at) values (?, ?, 1, ?, ?)').run(
    name,
    '05329990011',
    Date.now(),
    Date.now(),
  );
  db.close();
  const listPath = `/admin/customers?${new URLSearchParams({ q: name })}`;
  await signInAsAdmin(page, { redirectTo: listPath });
  const list = await served(page, listPath);
  const listLoaded = await modulesBeforeHydration(context, `${baseURL}${listPath}`);
  expect(has(listLoaded, 'customers')).toBe(true);
  expect(has(list.named, 'customer-data-dialogs')).toBe(false);
  expect(has(listLoaded, 'customer-data-dialogs')).toBe(false);

  // a dialog in the HTML: its module is named with the page's, and hydration waits for nothing else
  const mergeHref = (await page
    .getByRole('link', { name: `${name} ile başka bir kaydı birleştir` })
    .getAttribute('href'))!;
  const merge = await served(page, mergeHref);
  expect(merge.html).toContain('Birleştirilecek müşteri');
  expect(has(merge.named, 'customer-data-dialogs')).toBe(true);
  const mergeLoaded = await modulesBeforeHydration(context, `${baseURL}${mergeHref}`);
  expect(has(mergeLoaded, 'customer-data-dialogs')).toBe(true);
  expect(mergeLoaded.filter((p) => !merge.named.includes(p))).toEqual([]);

  // on the hydrated list, a tap opens the consent records (the module fetched after hydrating), Escape closes
  await page.getByRole('link', { name: `KVKK: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Kişisel Veriler: ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'KVKK Onay Kayıtları' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}${listPath}`);
});

/** Whether React owns the element (hydrated or rendered it): its fiber is on the element. */
const ownedByReact = (element: HTMLElement | SVGElement) => Object.keys(element).some((k) => k.startsWith('__react'));

test('the list beside the month calendar hydrates on a phone only, the calendar on a tablet only, and neither view behind a dialog (0554, 0557)', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInAsAdmin(page);
  const ids = await demoIds(page);
  const token = await adminToken(request);
  const word = uniqueWord();
  const name = `Geç Liste ${word}`;
  await createAppointment(request, token, {
    customerName: name,
    teamMemberId: ids.members['Ayşe Çelik']!,
    date: freshWeekday(),
    time: '10:00',
  });
  // no view asked for: the width chooses, so the server renders the list and the month calendar
  const path = `/admin/appointments?q=${word}`;
  const overview = await served(page, path);
  expect(overview.html).toContain('data-testid="list-view"');
  expect(overview.html).toContain('data-testid="calendar-view"');
  expect(overview.html).toContain(name);
  expect(has(overview.named, 'month-calendar')).toBe(true);
  expect(has(overview.named, 'appointment-list-view')).toBe(false);
  // at 1024 px (this file's width) hydration waits for the calendar's module, not the list's
  const loaded = await modulesBeforeHydration(context, `${baseURL}${path}`);
  expect(has(loaded, 'month-calendar')).toBe(true);
  expect(has(loaded, 'appointment-list-view')).toBe(false);
  expect(loaded.filter((p) => !overview.named.includes(p))).toEqual([]);

  // a tablet: the calendar is React's, the hidden list stays the server's HTML
  await page.goto(path);
  const card = page.getByTestId('appointment-card').filter({ hasText: name });
  const calendarCell = page.getByTestId('calendar-view').getByRole('link', { name: 'Sonraki ay' });
  await expect.poll(() => calendarCell.evaluate(ownedByReact)).toBe(true);
  expect(await card.evaluate(ownedByReact)).toBe(false);
  // narrowed to a phone's width, the list is React's: a tap on the name is a navigation in the same document
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(card).toBeVisible();
  await expect.poll(() => card.evaluate(ownedByReact)).toBe(true);
  // a phone opening the screen: the list hydrates with the page, the calendar it hides does not (0557)
  await page.reload();
  await expect.poll(() => card.evaluate(ownedByReact)).toBe(true);
  const hiddenDay = page.locator('[data-testid="calendar-view"] a').first();
  await expect(hiddenDay).toBeHidden();
  expect(await hiddenDay.evaluate(ownedByReact)).toBe(false);
  await page.screenshot({ path: 'test-screenshots/late-list-375.png' });
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await card.getByTestId('panel-link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/appointments/\\d+\\?q=${word}$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // behind a dialog opened by its URL neither the list nor the month calendar comes with the page
  await page.setViewportSize({ width: 1024, height: 768 });
  const panelPath = new URL(page.url()).pathname + new URL(page.url()).search;
  const panel = await served(page, panelPath);
  expect(panel.html).toContain('data-testid="calendar-view"');
  for (const view of ['month-calendar', 'appointment-list-view']) expect(has(panel.named, view), view).toBe(false);
  const panelLoaded = await modulesBeforeHydration(context, `${baseURL}${panelPath}`);
  for (const view of ['month-calendar', 'appointment-list-view']) expect(has(panelLoaded, view), view).toBe(false);
  expect(panelLoaded.filter((p) => !panel.named.includes(p))).toEqual([]);
  // closed, the calendar is React's: its next month is a navigation in the same document
  await page.goto(panelPath);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.getByRole('dialog').evaluate(ownedByReact)).toBe(true);
  expect(await calendarCell.evaluate(ownedByReact)).toBe(false);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(() => calendarCell.evaluate(ownedByReact)).toBe(true);
  await calendarCell.click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.screenshot({ path: 'test-screenshots/late-calendar-1024.png' });
  // a dialog opened in the same document leaves the calendar behind it as it was (0557: it was emptied)
  const days = await page.locator('[data-testid="calendar-view"] a').count();
  expect(days).toBeGreaterThan(20);
  await page.getByRole('link', { name: '+ Yeni Randevu' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/appointments\/new\?/);
  expect(await page.locator('[data-testid="calendar-view"] a').count()).toBe(days);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.screenshot({ path: 'test-screenshots/calendar-behind-new-1024.png' });
});
