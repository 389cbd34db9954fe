import { expect, test } from '@playwright/test';
import { FAIR_USE_TEXTS } from '../../app/domain/fair-use';
import { SMS_BUDGET_MESSAGE } from '../../app/domain/phone-verification';
import { rememberTables } from './content-fixtures';
import { expectNotice, signInAsAdmin } from './helpers';

/**
 * The studio-wide daily SMS budget on /admin/settings ('Kötüye Kullanım Sınırları', issue 37),
 * with JavaScript on and off: a value out of range gets the Turkish message beside the field,
 * a good one is saved and shown again. The settings are everyone's: put back after each test.
 */
const LABEL = 'Stüdyonun 24 saatte en fazla SMS sayısı';

let putBack: () => void;
test.beforeEach(() => {
  putBack = rememberTables('settings');
});
test.afterEach(() => putBack());

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the daily SMS budget is checked and saved on the limits card', async ({ page }) => {
      await signInAsAdmin(page, { redirectTo: '/admin/settings' });
      const card = page.locator('#sinirlar');
      const field = card.getByLabel(LABEL);
      await expect(field).toHaveValue('100');

      await field.fill('7');
      await card.getByRole('button', { name: 'Kaydet' }).click();
      await expect(card.getByText(SMS_BUDGET_MESSAGE)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      const value = javaScriptEnabled ? '250' : '300';
      await field.fill(value);
      await card.getByRole('button', { name: 'Kaydet' }).click();
      if (javaScriptEnabled) await expectNotice(page, FAIR_USE_TEXTS.settingSaved);
      else await expect(page.getByText(FAIR_USE_TEXTS.settingSaved)).toBeVisible();
      await page.goto('/admin/settings');
      await expect(page.locator('#sinirlar').getByLabel(LABEL)).toHaveValue(value);
    });
  });
}
