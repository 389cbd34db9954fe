import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** WCAG 2.2 AA check of the current page: no serious or critical violation. Needs JavaScript on. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Signs in on /admin/login (defaults to the e2e server's admin) and waits for the back
 * office. Works with JavaScript on and off. `redirectTo` opens that admin page after signing in.
 */
export async function signInAsAdmin(page: Page, options: { email?: string; password?: string; redirectTo?: string } = {}) {
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
