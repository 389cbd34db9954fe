/**
 * Helpers of the content screens' browser tests.
 */
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** Signs in through the admin sign-in page (works with JavaScript on and off). */
export async function signInAsAdmin(page: Page, next = '/admin') {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(next)}`);
  await page.getByLabel('E-posta').fill(E2E_ADMIN.email);
  await page.getByLabel('Şifre', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}
