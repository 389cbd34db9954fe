import { expect, test } from '@playwright/test';
import { LIVE_NOSCRIPT_TEXT } from '../../app/ui/admin/live-connection';
import {
  adminToken,
  createAppointment,
  demoIds,
  freshWeekday,
  readAppointment,
  signIn,
  uniqueWord,
  type DemoIds,
} from './appointments-fixtures';

// Every path of the appointment screen as plain HTML forms: no script at all.
test.use({ javaScriptEnabled: false });

let ids: DemoIds;
let token: string;

test.beforeEach(async ({ page, request }) => {
  await signIn(page);
  ids ??= await demoIds(page);
  token ??= await adminToken(request);
});

test.describe('admin appointments without JavaScript', () => {
  test('with no view chosen the list shows below 768 px, the calendar above', async ({ page }) => {
    await page.goto('/admin/appointments');
    await expect(page.getByTestId('calendar-view')).toBeVisible(); // 1280 px wide: the calendar
    await expect(page.getByTestId('list-view').or(page.getByTestId('empty-state')).first()).toBeAttached();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('calendar-view')).toBeHidden(); // below 768 px: the list
  });

  test('the live badge says the page does not update itself, not "Bağlanıyor…" forever', async ({ page }) => {
    await page.goto('/admin/appointments');
    const badge = page.getByTestId('live-badge');
    await expect(badge.getByText(LIVE_NOSCRIPT_TEXT)).toBeVisible();
    await expect(badge.getByText('Bağlanıyor…')).toBeHidden();
  });

  test('create: validation messages, free times, a conflict with override', async ({ page, request }) => {
    const date = freshWeekday();
    const member = ids.members['Elif Yılmaz']!;
    // the list searched for this test's word: the new card is found among every test's appointments
    const word = uniqueWord();
    const name = `Formsuz Müşteri ${word}`;
    await createAppointment(request, token, {
      customerName: 'JS Yok Dolu',
      teamMemberId: member,
      date,
      time: '11:00',
      status: 'confirmed',
    });

    await page.goto(`/admin/appointments/new?q=${word}&view=list`);
    const form = page.getByRole('form', { name: 'Yeni randevu formu' });
    await form.getByLabel('Müşteri Adı').fill(name);
    await form.getByLabel('E-posta').fill('gecersiz-eposta');
    await form.getByLabel('Telefon').fill('123');
    await form.getByRole('button', { name: 'Randevu Oluştur' }).click();
    await expect(form.getByText('Lütfen geçerli bir e-posta adresi girin (örn: ornek@eposta.com).')).toBeVisible();
    await expect(
      form.getByText(
        'Lütfen geçerli bir telefon numarası girin (örnek: 0532 123 45 67; yurt dışı numaraları + ve ülke koduyla).',
      ),
    ).toBeVisible();
    await expect(form.getByLabel('Müşteri Adı')).toHaveValue(name);

    await form.getByRole('button', { name: 'Uygun Saatleri Göster' }).click();
    await expect(form.getByText('Önce tarih seçin')).toBeVisible();
    await form.getByLabel('E-posta').fill('formsuz@example.com');
    await form.getByLabel('Telefon').fill('0532 765 43 21');
    await form.getByLabel('Tarih').fill(date);
    await form.getByRole('button', { name: 'Uygun Saatleri Göster' }).click();
    await expect(form.getByText('Önce çalışan seçin')).toBeVisible();
    await form.getByLabel('Çalışan').selectOption(String(member));
    await form.getByRole('checkbox', { name: /^Klasik Manikür ₺/ }).check();
    await form.getByRole('button', { name: 'Uygun Saatleri Göster' }).click();
    const taken = form.getByRole('radio', { name: /^11:00/ });
    await expect(form.getByText('Dolu: JS Yok Dolu · Bilinmeyen Hizmet · 60 dk').first()).toBeVisible();
    await form.getByRole('radio', { name: /^11:30/ }).check();
    await expect(taken).not.toBeChecked();

    await form.getByRole('button', { name: 'Randevu Oluştur' }).click();
    const conflict = page.getByRole('dialog', { name: 'Randevu Çakışması Tespit Edildi' });
    await expect(conflict.getByTestId('conflict-list')).toContainText('JS Yok Dolu');
    await expect(conflict.getByTestId('conflict-list')).toContainText('30 dk'); // 11:30-12:15 against 11:00-12:00
    await conflict.getByRole('button', { name: 'İptal Et' }).click();
    await expect(page.getByRole('dialog', { name: 'Randevu Çakışması Tespit Edildi' })).toHaveCount(0);
    await expect(form.getByLabel('Müşteri Adı')).toHaveValue(name);
    await form.getByLabel('Saat', { exact: true }).fill('11:30');
    await form.getByRole('button', { name: 'Randevu Oluştur' }).click();
    await page
      .getByRole('dialog', { name: 'Randevu Çakışması Tespit Edildi' })
      .getByRole('button', { name: 'Yine de Devam Et' })
      .click();

    await expect(page).toHaveURL(new RegExp(`/admin/appointments\\?q=${word}&view=list$`));
    const card = page.getByTestId('appointment-card').filter({ hasText: name });
    await expect(card).toContainText('Klasik Manikür');
    await expect(card).toContainText('₺350,00'); // the service's price: the total left empty
    await expect(card).toContainText('11:30');
  });

  test('edit, status with a confirm conflict, move (refused, then accepted) and delete', async ({ page, request }) => {
    const date = freshWeekday();
    const member = ids.members['Zeynep Kaya']!;
    const word = uniqueWord(); // the list searched for it shows this test's appointment only
    const name = `Düzenlenen Müşteri ${word}`;
    const listed = new RegExp(`/admin/appointments\\?q=${word}&view=list$`);
    await createAppointment(request, token, {
      customerName: 'Yerinde Duran',
      teamMemberId: member,
      date,
      time: '09:00',
      status: 'confirmed',
    });
    const id = await createAppointment(request, token, {
      customerName: name,
      teamMemberId: member,
      date,
      time: '09:30',
      status: 'pending',
    });

    // edit
    await page.goto(`/admin/appointments?q=${word}&view=list`);
    const card = page.getByTestId('appointment-card').filter({ hasText: name });
    await card.getByRole('link', { name: `Düzenle: ${name}` }).click();
    const form = page.getByRole('form', { name: 'Randevu düzenleme formu' });
    await expect(form.getByLabel('Müşteri Adı')).toHaveValue(name);
    await form.getByLabel('Notlar').fill('Sol el yüzüğü çıkarılacak');
    await form.getByLabel('Toplam Tutar (₺)').fill('725,50');
    await form.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page).toHaveURL(listed);
    await expect(card).toContainText('₺725,50');
    expect((await readAppointment(request, token, id))?.notes).toBe('Sol el yüzüğü çıkarılacak');

    // confirm: the confirmed 09:00 overlaps by 30 minutes
    await card.getByLabel(`${name} randevusunun durumu`).selectOption('confirmed');
    await card.getByRole('button', { name: 'Güncelle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Randevu Onaylama Çakışması' });
    await expect(dialog.getByTestId('conflict-list')).toContainText('Yerinde Duran');
    await dialog.getByRole('button', { name: 'Yine de Onayla' }).click();
    await expect(page).toHaveURL(listed);
    await expect(card.getByLabel(`${name} randevusunun durumu`)).toHaveValue('confirmed');
    await expect(card.locator('span', { hasText: /^Onaylandı$/ })).toBeVisible();

    // move: onto 09:00 is refused, 15:00 is free
    await card.getByRole('link', { name: `Taşı: ${name}` }).click();
    const move = page.getByRole('dialog', { name: 'Randevuyu Taşı' });
    await move.getByLabel('Saat').fill('09:00');
    await move.getByRole('button', { name: 'Taşı' }).click();
    await expect(page.getByRole('dialog', { name: 'Randevuyu Taşı' }).getByRole('alert')).toHaveText(
      'Bu saatte başka bir randevu bulunuyor. Lütfen farklı bir saat seçin.',
    );
    expect((await readAppointment(request, token, id))?.time).toBe('09:30');
    await page.getByRole('dialog', { name: 'Randevuyu Taşı' }).getByLabel('Saat').fill('15:00');
    await page.getByRole('dialog', { name: 'Randevuyu Taşı' }).getByRole('button', { name: 'Taşı' }).click();
    await expect(card).toContainText('15:00');
    expect((await readAppointment(request, token, id))?.time).toBe('15:00');

    // the day view has the same actions as forms
    await page.goto(`/admin/appointments?day=${date}&member=${member}`);
    await expect(page.getByTestId(`timeline-block-${id}`)).toHaveAttribute('data-time', '15:00');
    const dayCard = page.getByTestId('day-card').filter({ hasText: name });
    await dayCard.getByRole('button', { name: `Tamamla: ${name}` }).click();
    await expect(dayCard.getByRole('button', { name: /^Tamamla:/ })).toHaveCount(0);
    await expect(dayCard.locator('span', { hasText: /^Tamamlandı$/ })).toBeVisible();

    // delete
    await dayCard.getByRole('link', { name: `Sil: ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Randevuyu Sil' })).toContainText(
      'Bu randevuyu silmek istediğinizden emin misiniz?',
    );
    await page.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page).toHaveURL(new RegExp(`day=${date}`));
    await expect(page.getByTestId('day-card').filter({ hasText: name })).toHaveCount(0);
    expect(await readAppointment(request, token, id)).toBeNull();
  });
});
