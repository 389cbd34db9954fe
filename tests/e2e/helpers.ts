import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** WCAG 2.2 AA check of the current page: no serious or critical violation. Needs JavaScript on. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const recording = new WeakSet<Page>();

/**
 * Keeps, in the page, every text shown in a `role="status"` element from now on (across
 * client-side navigations; a new document starts a new list). The admin's success notices
 * (SuccessNotice) hide after 3 seconds with JavaScript on: a test that looks for one after a
 * busy moment would find it gone, so it asks whether it was shown (`expectNotice`).
 * signInAsAdmin starts it; call it yourself before the first `goto` of other pages.
 */
export async function recordNotices(page: Page) {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __shownNotices: string[] }).__shownNotices = shown;
    const look = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return;
      const statuses = [element.closest('[role="status"]'), ...element.querySelectorAll('[role="status"]')];
      for (const status of statuses) {
        const text = status?.textContent?.trim();
        if (text && !shown.includes(text)) shown.push(text);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') look(record.target);
        else record.addedNodes.forEach(look);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The success notice `text` was shown (JavaScript on; see recordNotices): what the user saw,
 * however late the test looks. Without JavaScript a notice stays: check it with toBeVisible.
 */
export async function expectNotice(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shownNotices?: string[] }).__shownNotices ?? []), {
      message: `the notice "${text}" was shown`,
    })
    .toContainEqual(expect.stringContaining(text));
}

/**
 * Signs in on /admin/login (defaults to the e2e server's admin) and waits for the back
 * office. Works with JavaScript on and off. `redirectTo` opens that admin page after signing in.
 */
export async function signInAsAdmin(
  page: Page,
  options: { email?: string; password?: string; redirectTo?: string } = {},
) {
  await recordNotices(page);
  const target = options.redirectTo ?? '/admin';
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(target)}`);
  await page.getByLabel('E-posta').fill(options.email ?? E2E_ADMIN.email);
  await page.getByLabel('Şifre', { exact: true }).fill(options.password ?? E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Yönetim Paneli', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
}

/** Signs out with the header's button. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Girişi' })).toBeVisible();
}

/**
 * A mobile number of its own for each customer key (an e-mail, a name): one person (the same
 * phone or e-mail) holds at most 3 open appointments and never two at once (docs/decisions/0333),
 * and the specs share one database, so every booking customer has her own number.
 */
export function phoneFor(key: string): string {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const digits = String(h % 10_000_000).padStart(7, '0');
  return `0534 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
}

/**
 * Picks a dnd-kit draggable (focused) up with the keyboard, as a person would before the
 * first arrow: presses Space, waits until the drag shows (`shown`: what the page says or
 * draws), then until the page has run the 0 ms timer in which dnd-kit's keyboard sensor starts
 * listening for the arrow keys (timers of equal delay run in the order they were set). An
 * arrow sent before that is lost, and the browser scrolls the page instead, which moves the
 * drag's target by itself. Not a sleep: one turn of the page's own timer queue.
 */
export async function pickUpWithKeyboard(page: Page, shown: () => Promise<void>) {
  await page.keyboard.press('Space');
  await shown();
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
