/**
 * The CRUD kit without JavaScript: an invalid post is answered by the server (400) with the
 * dialog open again, each message under its own field, and what was typed kept.
 */
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers';

test.use({ javaScriptEnabled: false });

test('an invalid service and an invalid team member show their messages per field, as plain form posts', async ({
  page,
}) => {
  await signInAsAdmin(page, { redirectTo: '/admin/services?new' });
  let dialog = page.getByRole('dialog', { name: 'Yeni Hizmet' });
  await dialog.getByLabel('Açıklama').fill('Yalnızca açıklama yazıldı.');
  await dialog.getByLabel('Fiyat (₺)').fill('-3');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/services'));
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  expect((await answer).status()).toBe(400);
  dialog = page.getByRole('dialog', { name: 'Yeni Hizmet' });
  await expect(dialog.getByLabel('Hizmet Adı')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Hizmet Adı')).toHaveAccessibleDescription('Hizmet adı zorunludur');
  await expect(dialog.getByLabel('Kategori')).toHaveAccessibleDescription('Lütfen bir kategori seçin');
  await expect(dialog.getByLabel('Fiyat (₺)')).toHaveAccessibleDescription(
    'Lütfen geçerli bir fiyat girin (örn: 350 veya 350,50)',
  );
  await expect(dialog.getByLabel('Açıklama')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Açıklama')).toHaveValue('Yalnızca açıklama yazıldı.');

  await page.goto('/admin/team?new');
  dialog = page.getByRole('dialog', { name: 'Yeni Ekip Üyesi' });
  await dialog.getByLabel('Ad Soyad').fill('Deniz Yıldız');
  await dialog.getByLabel('Sıra').fill('-1');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  dialog = page.getByRole('dialog', { name: 'Yeni Ekip Üyesi' });
  await expect(dialog.getByLabel('Uzmanlık')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Sıra')).toHaveAccessibleDescription('Sıra 0 veya daha büyük bir tam sayı olmalıdır');
  await expect(dialog.getByLabel('Ad Soyad')).toHaveValue('Deniz Yıldız');
  await expect(page.getByRole('row', { name: /Deniz Yıldız/ })).toHaveCount(0);
});
