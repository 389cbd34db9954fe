/**
 * A person of a given role in her own browser context: the e2e owner invites her through
 * POST /api/accounts, she opens the invitation link and sets her password (which signs her
 * in). Each call makes a new account (own name and e-mail), so tests never share one.
 */
import { expect, type Browser, type BrowserContextOptions } from '@playwright/test';
import { adminToken } from './appointments-fixtures';
import { recordNotices } from './helpers';
import { uniqueEmail, uniqueName } from './test-data';

export type Role = 'owner' | 'manager' | 'reception' | 'member';

export async function personWithRole(
  browser: Browser,
  baseURL: string,
  role: Role,
  options: BrowserContextOptions & { teamMemberId?: number; name?: string } = {},
) {
  const { teamMemberId = null, name = uniqueName(role), ...contextOptions } = options;
  const context = await browser.newContext({ baseURL, ...contextOptions });
  const page = await context.newPage();
  const token = await adminToken(context.request);
  const email = uniqueEmail(role);
  const created = await context.request.post('/api/accounts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email, role, teamMemberId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { inviteUrl } = (await created.json()) as { inviteUrl: string };
  await recordNotices(page);
  await page.goto(new URL(inviteUrl).pathname);
  const password = `${role}-sifre-123`;
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByLabel('Şifre (Tekrar)').fill(password);
  await page.getByRole('button', { name: 'Şifremi Kaydet ve Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Yönetim Paneli', level: 1 })).toBeVisible();
  return { context, page, name, email, password };
}
