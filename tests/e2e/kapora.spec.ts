/**
 * The kapora in the browser (issue 38), JavaScript on and again off, on a 360x740 phone: a new
 * customer books a service with a 30 % kapora, pays on the iyzico stand-in's hosted page (a
 * plain form: no script), comes back to "Kapora alındı" on her own page; the desk sees it on
 * the panel; at checkout the sale counts it as paid and takes the rest in cash.
 *
 * A studio of this spec's own (its policy and iyzico keys must not reach the other specs),
 * with the stand-in on loopback (tests/helpers/iyzico-stand-in.ts): the server's CSP lets the
 * "Kartla öde" form lead there (IYZICO_PAGE_ORIGIN). Tests never reach the internet.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test as base, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_SESSION_SECRET } from '../../playwright.config';
import { DEFAULT_DEPOSIT_POLICY, serializeDepositPolicy } from '../../app/domain/deposits';
import { encryptSecret } from '../../app/infra/secrets.server';
import { IYZICO_API_KEY_PURPOSE, IYZICO_SECRET_KEY_PURPOSE } from '../../app/models/deposits/iyzico.server';
import { startStudio, type StudioProcess } from '../helpers/server-process';
import {
  startIyzicoStandIn,
  STAND_IN_API_KEY,
  STAND_IN_SECRET_KEY,
  type IyzicoStandIn,
} from '../helpers/iyzico-stand-in';
import { phoneFor, signInAsAdmin } from './helpers';
import { bookableDay, E2E_DIR, istanbulDate, uniqueEmail } from './test-data';

const SECRETS_KEY = 'e2e-kapora-secrets-key-e2e-kapora-secrets';

type Kapora = { url: string; databasePath: string; standIn: IyzicoStandIn };

const test = base.extend<object, { kapora: Kapora }>({
  kapora: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's first parameter as a pattern
    async ({}, use) => {
      const standIn = await startIyzicoStandIn();
      const dir = fs.mkdtempSync(path.join(E2E_DIR, 'kapora-'));
      const databasePath = path.join(dir, 'studio.db');
      let studio: StudioProcess | undefined;
      try {
        studio = await startStudio(
          {
            DATABASE_PATH: databasePath,
            UPLOADS_DIR: path.join(dir, 'uploads'),
            SESSION_SECRET: E2E_SESSION_SECRET,
            SECRETS_KEY,
            ADMIN_EMAIL: E2E_ADMIN.email,
            ADMIN_PASSWORD: E2E_ADMIN.password,
            IYZICO_PAGE_ORIGIN: standIn.url,
            // a fresh demo studio draws its pictures first (over a minute on a busy 2-core machine)
          },
          240_000,
        );
        const db = new Database(databasePath);
        try {
          db.prepare(
            `insert into settings (key, value, category, updated_at) values ('deposit_policy', ?, 'payments', ?)
             on conflict(key) do update set value = excluded.value`,
          ).run(
            serializeDepositPolicy({
              ...DEFAULT_DEPOSIT_POLICY,
              enabled: true,
              audience: 'new',
              amount: { kind: 'percent', value: 3000 },
              cardEnabled: true,
              transferEnabled: false,
            }),
            Date.now(),
          );
          db.prepare(
            'insert into iyzico_settings (api_key_encrypted, secret_key_encrypted, base_url, updated_at) values (?, ?, ?, ?)',
          ).run(
            encryptSecret(STAND_IN_API_KEY, SECRETS_KEY, IYZICO_API_KEY_PURPOSE),
            encryptSecret(STAND_IN_SECRET_KEY, SECRETS_KEY, IYZICO_SECRET_KEY_PURPOSE),
            standIn.url,
            Date.now(),
          );
        } finally {
          db.close();
        }
        await use({ url: studio.url, databasePath, standIn });
      } finally {
        await studio?.stop();
        await standIn.close();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ kapora }, use) => {
    await use(kapora.url);
  },
});

function row<T>(databasePath: string, sql: string, ...params: unknown[]): T {
  const db = new Database(databasePath);
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

async function book(page: Page, email: string, date: string, js: boolean) {
  await page.goto('/contact');
  await page.getByLabel('Ad Soyad').fill('Kapora Deneme');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Telefon').fill(phoneFor(email));
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeVisible({ timeout: 20_000 });
  await page.locator('summary', { hasText: /^Manikür$/ }).click();
  await page.getByRole('checkbox', { name: /Klasik Manikür/ }).check();
  if (!js) await page.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
  await page.getByText('Zeynep Kaya').click();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
  await page.getByLabel('Tarih').fill(date);
  if (!js) await page.getByRole('button', { name: 'Saatleri Göster' }).click();
  await page.locator('label', { has: page.locator('input[name=time][value="11:00"]') }).click();
  await page.getByRole('button', { name: 'Randevu Al' }).click();
  await expect(page.getByRole('heading', { name: 'Randevunuz Başarıyla Oluşturuldu!' })).toBeVisible();
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 360, height: 740 } });

    test('a new customer pays a 30 % kapora at iyzico, the desk sees it, checkout takes the rest in cash', async ({
      page,
      kapora,
    }) => {
      test.slow(); // many page loads on a busy 2-core machine
      const email = uniqueEmail(js ? 'kapora.js' : 'kapora.nojs');
      await book(page, email, bookableDay(), js);
      const { id } = row<{ id: number }>(
        kapora.databasePath,
        'select id from appointments where customer_email = ?',
        email,
      );

      // her own page (the success screen's link): the kapora asked, 30 % of ₺350
      const link = page.locator('a[href^="/randevu/"], input[value*="/randevu/"]').first();
      const href = (await link.getAttribute('href')) ?? (await link.inputValue());
      await page.goto(new URL(href, kapora.url).pathname);
      const box = page.locator('#kapora');
      await expect(box.getByTestId('kapora-durumu')).toContainText('Kapora bekleniyor');
      await expect(box.getByTestId('kapora-durumu')).toContainText('₺105,00');

      // "Kartla öde" leads to iyzico's page (the stand-in), "Öde" comes back through our callback
      await box.getByRole('button', { name: /Kartla öde/ }).click();
      await expect(page).toHaveURL(new RegExp(`^${kapora.standIn.url}/odeme/`));
      await expect(page.getByText('Tutar: 105.00 TL')).toBeVisible();
      await page.getByRole('button', { name: 'Öde' }).click();
      await expect(page).toHaveURL(/\/randevu\/[\w-]+\?kapora=alindi/);
      await expect(page.locator('#kapora').getByTestId('kapora-durumu')).toContainText('Kapora alındı');
      await expect(page.getByRole('status').filter({ hasText: 'Kaporanız alındı' })).toBeVisible();

      // the desk: the panel says so
      await signInAsAdmin(page, { redirectTo: `/admin/appointments/${id}` });
      await expect(page.getByTestId('panel-kapora')).toContainText('Kapora alındı');
      await expect(page.getByTestId('panel-kapora')).toContainText('₺105,00');
      // and the day view: the block's badge (its name says it) and the chip on the day's list
      const { date, member } = row<{ date: string; member: number }>(
        kapora.databasePath,
        'select date, team_member_id as member from appointments where id = ?',
        id,
      );
      await page.goto(`/admin/appointments?day=${date}&member=${member}`);
      await expect(page.locator(`[data-testid="day-card"][data-id="${id}"]`).getByTestId('kapora-chip')).toHaveText(
        'Kapora alındı',
      );
      await expect(
        page.getByRole('region', { name: 'Günün zaman çizelgesi' }).getByRole('link', { name: /Kapora alındı/ }),
      ).toHaveCount(1);

      // the visit day (the test moves her appointment to today): checkout counts the kapora, the rest in cash
      const db = new Database(kapora.databasePath);
      db.prepare('update appointments set date = ?, time = ? where id = ?').run(istanbulDate(0), '09:00', id);
      db.close();
      await page.goto(`/admin/appointments/${id}/checkout`);
      const form = page.getByTestId('checkout-form');
      await expect(form).toBeVisible();
      await expect(form.getByTestId('checkout-kapora')).toContainText('₺105,00');
      await form.getByLabel('Nakit (₺)').fill('245');
      await form.getByTestId('checkout-submit').click();
      await expect(page.getByTestId('panel-status')).toContainText('Ödendi');
      const sale = row<{ total_kurus: number; paid_kurus: number; owed_kurus: number }>(
        kapora.databasePath,
        "select total_kurus, paid_kurus, owed_kurus from sales where appointment_id = ? and status = 'completed'",
        id,
      );
      expect(sale).toEqual({ total_kurus: 35_000, paid_kurus: 35_000, owed_kurus: 0 });
      const cash = row<{ amount: number }>(
        kapora.databasePath,
        "select sum(amount_kurus) as amount from sale_payments p join sales s on s.id = p.sale_id where s.appointment_id = ? and p.method = 'cash'",
        id,
      );
      expect(cash.amount).toBe(24_500);
      expect(
        row<{ status: string }>(kapora.databasePath, 'select status from deposits where appointment_id = ?', id).status,
      ).toBe('applied');
    });
  });
}
