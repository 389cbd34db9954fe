import { expect, test } from '@playwright/test';

/**
 * Issue 30, as a customer on a phone: step 1 with JavaScript names what is missing (item 8),
 * a phone number as the phone gives it (item 3), 'kapalı' for closed days (item 6), the
 * cut-off before booking (item 5) and 'Randevularım' without JavaScript (item 2). Nothing
 * here depends on today's date or on other specs' data: the strip always has a Monday, and
 * the wizard books nothing.
 */

test.describe('step 1 with JavaScript', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('"Devam Et" is always pressable: pressed empty it names each missing field; Enter sends the form', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.waitForLoadState('load'); // the wizard script (deferred) has run
    const next = page.getByRole('button', { name: 'Devam Et' });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByRole('alert').first()).toHaveText('Lütfen tüm kişisel bilgileri doldurun.');
    for (const field of ['customerName', 'customerEmail', 'customerPhone'])
      await expect(page.locator(`#${field}-hata`)).toHaveText('Lütfen tüm kişisel bilgileri doldurun.');
    await expect(page.locator('#kvkkConsent-hata')).toHaveText("KVKK Aydınlatma Metni'ni kabul etmelisiniz.");
    // the first field named has the focus, as a visitor expects after pressing
    await expect(page.getByLabel('Ad Soyad')).toBeFocused();
    await expect(next).toBeEnabled();

    // only the KVKK box missed: said under the box
    await page.getByLabel('Ad Soyad').fill('Enter Basan');
    await page.getByLabel('E-posta').fill('enter@example.com');
    await page.getByLabel('Telefon').fill('+90 532 444 55 66'); // as the phone's autofill gives it
    await page.getByLabel('Telefon').press('Enter');
    await expect(page.locator('#kvkkConsent-hata')).toBeVisible();
    await expect(page.locator('#customerPhone-hata')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ })).toBeFocused();
    await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
    await page.getByLabel('Telefon').press('Enter');
    await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?adim=2$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the day strip says "kapalı" for Monday and the cut-off is said before booking', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Ad Soyad').fill('Pazartesi Bakan');
    await page.getByLabel('E-posta').fill('pazartesi@example.com');
    await page.getByLabel('Telefon').fill('90 532 444 55 67');
    await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeVisible();
    await page.locator('summary', { hasText: /^Kalıcı Oje & Jel$/ }).click();
    await page.getByRole('checkbox', { name: /^Kalıcı Oje 60 dk/ }).check();
    await page.getByRole('button', { name: 'Ekip Üyelerini Göster' }).click();
    await page.getByText('Elif Yılmaz').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();

    const strip = page.locator('[data-day-strip] input[type=submit]');
    await expect(strip).toHaveCount(14);
    const mondays = page.locator('[data-day-strip] input[value$="Pzt (kapalı)"]');
    expect(await mondays.count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator('[data-day-strip] input[value*="Pzt (dolu)"]')).toHaveCount(0);
    await expect(mondays.first()).toBeDisabled();
    await expect(
      page.getByText(
        'Randevunuzu başlangıcından 24 saat öncesine kadar size özel bağlantıdan çevrimiçi iptal edebilir',
      ),
    ).toBeVisible();
  });

  test('Randevularım: phone and e-mail, the same answer for anyone, works as a plain form', async ({ page }) => {
    await page.goto('/randevularim');
    await expect(page.getByRole('heading', { name: 'RANDEVULARIM', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Bağlantılarımı Gönder' }).click();
    await expect(page.getByRole('alert')).toHaveText('Lütfen telefon numaranızı ve e-posta adresinizi girin.');
    await page.getByLabel('Telefon').fill('+90 555 000 99 88');
    await page.getByLabel('E-posta').fill('hic-randevusu-yok@example.com');
    await page.getByRole('button', { name: 'Bağlantılarımı Gönder' }).click();
    await expect(page).toHaveURL(/\/randevularim\?durum=gonderildi$/);
    await expect(page.getByRole('status')).toContainText(/randevu bağlantılarınızı/i);
    // reachable from every page's footer
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Randevularım' })).toHaveAttribute(
      'href',
      '/randevularim',
    );
  });
});
