import { expect, test, type Page } from '@playwright/test';
import { TIMELINE } from '../../app/domain/appointment-calendar';
import { expectNoSeriousA11yViolations, pickUpWithKeyboard } from './helpers';
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

const DRAG_BLOCKED = 'Bu saatte başka bir randevu bulunuyor. Lütfen farklı bir saat seçin.';

let ids: DemoIds;
let token: string;

test.beforeEach(async ({ page, request }) => {
  await signIn(page);
  ids ??= await demoIds(page);
  token ??= await adminToken(request);
});

/** Drags the day-view block of appointment `id` down by `slots` half-hour slots (TIMELINE.slotHeightPx each) with the mouse. */
async function dragBlock(page: Page, id: number, slots: number) {
  const block = page.getByTestId(`timeline-block-${id}`);
  await block.scrollIntoViewIfNeeded();
  const box = (await block.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 8, { steps: 4 });
  await page.mouse.move(x, y + slots * TIMELINE.slotHeightPx, { steps: 12 });
  await page.mouse.up();
}

test.describe('admin appointments with JavaScript', () => {
  test('create with a conflict: the slot dialog names who holds the slot, the warning shows, and "Yine de Devam Et" saves', async ({
    page,
    request,
  }) => {
    const date = freshWeekday();
    const member = ids.members['Elif Yılmaz']!;
    // the list searched for this test's word: the new card is found among every test's appointments
    const word = uniqueWord();
    const name = `Yeni Çakışan Müşteri ${word}`;
    await createAppointment(request, token, {
      customerName: 'Dolu Saat Müşterisi',
      teamMemberId: member,
      date,
      time: '10:00',
      status: 'pending',
    });

    await page.goto(`/admin/appointments?q=${word}&view=list`);
    await page.getByRole('link', { name: '+ Yeni Randevu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Randevu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Saat Seç' })).toBeDisabled();
    await expect(dialog.getByText('Önce tarih seçin')).toBeVisible();

    await dialog.getByLabel('Müşteri Adı').fill(name);
    await dialog.getByLabel('E-posta').fill('cakisan@example.com');
    await dialog.getByLabel('Telefon').fill('0533 444 55 66');
    await dialog.getByLabel('Tarih').fill(date);
    await expect(dialog.getByText('Önce çalışan seçin')).toBeVisible();
    await dialog.getByLabel('Çalışan').selectOption(String(member));
    await dialog.getByRole('checkbox', { name: /^Kalıcı Oje ₺/ }).check();

    await dialog.getByRole('button', { name: 'Saat Seç' }).click();
    const slots = page.getByRole('dialog', { name: 'Tarih ve Saat Seçin' });
    const taken = slots.getByRole('button', { name: /^10:00/ });
    await expect(taken).toContainText('Dolu: Dolu Saat Müşterisi');
    await expect(slots.getByRole('button', { name: /^14:00/ })).toContainText('Müsait');
    await taken.click();
    await expect(slots).toBeHidden();
    await expect(dialog.getByTestId('inline-conflict')).toContainText('Dolu Saat Seçildi');
    await expect(dialog.getByTestId('inline-conflict')).toContainText(
      'Bu tarih ve saatte 1 randevu çakışması bulunuyor.',
    );

    await dialog.getByRole('button', { name: 'Randevu Oluştur' }).click();
    const conflict = page.getByRole('dialog', { name: 'Randevu Çakışması Tespit Edildi' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByTestId('conflict-list')).toContainText('Dolu Saat Müşterisi');
    await expect(conflict.getByTestId('conflict-list')).toContainText('60 dk');
    await conflict.getByRole('button', { name: 'İptal Et' }).click();
    await expect(conflict).toBeHidden();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Randevu Oluştur' }).click();
    await page
      .getByRole('dialog', { name: 'Randevu Çakışması Tespit Edildi' })
      .getByRole('button', { name: 'Yine de Devam Et' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/appointments\\?q=${word}&view=list$`));
    await expect(page.getByTestId('appointment-card').filter({ hasText: name })).toContainText('Kalıcı Oje');
  });

  test('timeline: a confirmed block dropped on a free slot moves, on a taken slot it is refused', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    const date = freshWeekday();
    const member = ids.members['Zeynep Kaya']!;
    const moving = await createAppointment(request, token, {
      customerName: 'Sürüklenen Müşteri',
      teamMemberId: member,
      date,
      time: '10:00',
      status: 'confirmed',
    });
    await createAppointment(request, token, {
      customerName: 'Sabit Müşteri',
      teamMemberId: member,
      date,
      time: '13:00',
      status: 'pending',
    });

    await page.goto(`/admin/appointments?member=${member}&day=${date}`);
    await expect(page.getByTestId('day-count')).toHaveText('2 randevu (bekleyen ve onaylı)');
    const block = page.getByTestId(`timeline-block-${moving}`);
    await expect(block).toHaveAttribute('aria-roledescription', 'sürüklenebilir randevu');

    await dragBlock(page, moving, 2); // 10:00 -> 11:00
    await expect(block).toHaveAttribute('data-time', '11:00');
    await expect.poll(async () => (await readAppointment(request, token, moving))?.time).toBe('11:00');

    // the block is disabled while the move's reload runs (a drag then does nothing): wait it out,
    // as the desk would see the block come back (failed once under load without this wait)
    await expect(block).not.toHaveAttribute('aria-disabled', 'true');
    await dragBlock(page, moving, 4); // 11:00 -> 13:00: the pending appointment holds it
    await expect(page.getByTestId('timeline-error')).toHaveText(DRAG_BLOCKED);
    await expect(block).toHaveAttribute('data-time', '11:00');
    expect((await readAppointment(request, token, moving))?.time).toBe('11:00');

    // the keyboard: space picks the block up, each down arrow moves a slot, space drops
    await expect(block).not.toHaveAttribute('aria-disabled', 'true'); // the refused move's reload is over
    await block.focus();
    // the first arrow only once the drag shows and listens for it (pickUpWithKeyboard)
    await pickUpWithKeyboard(page, () => expect(page.getByTestId('drag-target')).toContainText('→ 11:00'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('drag-target')).toContainText('→ 11:30');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('drag-target')).toContainText('→ 12:00');
    await page.keyboard.press('Space');
    await expect(block).toHaveAttribute('data-time', '12:00');
    await expect.poll(async () => (await readAppointment(request, token, moving))?.time).toBe('12:00');
  });

  test('confirming a pending appointment that overlaps a confirmed one asks first ("Yine de Onayla")', async ({
    page,
    request,
  }) => {
    const date = freshWeekday();
    const member = ids.members['Merve Demir']!;
    await createAppointment(request, token, {
      customerName: 'Onaylı Müşteri',
      teamMemberId: member,
      date,
      time: '14:00',
      status: 'confirmed',
    });
    const pending = await createAppointment(request, token, {
      customerName: 'Bekleyen Müşteri',
      teamMemberId: member,
      date,
      time: '14:30',
      status: 'pending',
    });

    await page.goto(`/admin/appointments?day=${date}&member=${member}`);
    const card = page.getByTestId('day-card').filter({ hasText: 'Bekleyen Müşteri' });
    await card.getByRole('button', { name: 'Onayla: Bekleyen Müşteri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Randevu Onaylama Çakışması' });
    await expect(dialog.getByTestId('conflict-list')).toContainText('Onaylı Müşteri');
    await expect(dialog.getByTestId('conflict-list')).toContainText('30 dk'); // overlap
    await dialog.getByRole('button', { name: 'İptal Et' }).click();
    await expect(dialog).toBeHidden();
    expect((await readAppointment(request, token, pending))?.status).toBe('pending');

    await card.getByRole('button', { name: 'Onayla: Bekleyen Müşteri' }).click();
    await page
      .getByRole('dialog', { name: 'Randevu Onaylama Çakışması' })
      .getByRole('button', { name: 'Yine de Onayla' })
      .click();
    await expect(card.locator('span', { hasText: /^Onaylandı$/ })).toBeVisible();
    expect((await readAppointment(request, token, pending))?.status).toBe('confirmed');
    await expect(page.getByTestId(`timeline-block-${pending}`)).toBeVisible();
  });

  test('filters by staff member and status live in the URL', async ({ page, request }) => {
    const date = freshWeekday();
    const ayse = ids.members['Ayşe Çelik']!;
    const elif = ids.members['Elif Yılmaz']!;
    const word = uniqueWord(); // the search finds this test's three only
    await createAppointment(request, token, {
      customerName: `Filtre Ayşe Bekleyen ${word}`,
      teamMemberId: ayse,
      date,
      time: '09:00',
      status: 'pending',
    });
    await createAppointment(request, token, {
      customerName: `Filtre Ayşe Tamamlanan ${word}`,
      teamMemberId: ayse,
      date,
      time: '12:00',
      status: 'completed',
    });
    await createAppointment(request, token, {
      customerName: `Filtre Elif Bekleyen ${word}`,
      teamMemberId: elif,
      date,
      time: '15:00',
      status: 'pending',
    });

    await page.goto(`/admin/appointments?view=list&q=${word}&member=${ayse}&status=pending`);
    const cards = page.getByTestId('appointment-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Filtre Ayşe Bekleyen');

    await page.getByLabel('Durum', { exact: true }).selectOption('all');
    await expect(page).toHaveURL(new RegExp(`member=${ayse}`));
    await expect(page).toHaveURL(/status=all/);
    await expect(cards).toHaveCount(2);
    await page.reload();
    await expect(cards).toHaveCount(2);

    await page.getByLabel('Çalışan').selectOption('');
    await expect(cards).toHaveCount(3);
    await page.goto('/admin/appointments?view=list&q=Yok-Böyle-Biri');
    await expect(page.getByTestId('empty-state')).toContainText('Arama veya filtrelere uygun randevu bulunamadı.');
  });

  test('delete asks first and removes the appointment', async ({ page, request }) => {
    const date = freshWeekday();
    const word = uniqueWord();
    const name = `Silinecek Müşteri ${word}`;
    const id = await createAppointment(request, token, {
      customerName: name,
      teamMemberId: ids.members['Elif Yılmaz']!,
      date,
      time: '16:00',
      notes: 'Kapıda bekleyecek',
    });
    await page.goto(`/admin/appointments?view=list&q=${word}`);
    const card = page.getByTestId('appointment-card').filter({ hasText: name });
    await card.getByRole('link', { name: `Not: ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Randevu Notu' })).toContainText('Kapıda bekleyecek');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await card.getByRole('link', { name: `Sil: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Randevuyu Sil' });
    await expect(dialog).toContainText('Bu randevuyu silmek istediğinizden emin misiniz?');
    await dialog.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page.getByTestId('empty-state')).toBeVisible();
    expect(await readAppointment(request, token, id)).toBeNull();
  });

  test('the calendar shows up to 3 dots and "+", a day opens its timeline and goes back', async ({ page, request }) => {
    const date = freshWeekday();
    const member = ids.members['Ayşe Çelik']!;
    for (const [i, status] of (['pending', 'confirmed', 'completed', 'cancelled'] as const).entries()) {
      await createAppointment(request, token, {
        customerName: `Takvim ${i}`,
        teamMemberId: member,
        date,
        time: `1${i}:00`,
        status,
      });
    }
    await page.goto(`/admin/appointments?view=calendar&month=${date.slice(0, 7)}`);
    const cell = page.locator(`a[data-date="${date}"]`);
    await expect(cell).toHaveAttribute('aria-label', /4 randevu/);
    await expect(cell.locator('span.rounded-full')).toHaveCount(3);
    await expect(cell).toContainText('+');
    await cell.click();
    await expect(page).toHaveURL(new RegExp(`day=${date}`));
    await expect(page.getByTestId('day-count')).toHaveText('2 randevu (bekleyen ve onaylı)');
    await page.getByRole('navigation', { name: 'Görünüm' }).getByRole('link', { name: 'Takvim' }).click();
    await expect(page.getByTestId('calendar-view')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the list and the day pass the accessibility check', async ({ page, request }) => {
    test.setTimeout(120_000);
    const date = freshWeekday();
    await createAppointment(request, token, {
      customerName: 'Erişilebilir Müşteri',
      teamMemberId: ids.members['Elif Yılmaz']!,
      date,
      time: '11:00',
      status: 'confirmed',
    });
    await createAppointment(request, token, {
      customerName: 'Erişilebilir Bekleyen',
      teamMemberId: ids.members['Zeynep Kaya']!,
      date,
      time: '12:00',
      status: 'pending',
      notes: 'Not',
    });
    await page.goto('/admin/appointments?view=list&q=Eri%C5%9Filebilir');
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/admin/appointments?day=${date}`);
    await expect(page.getByTestId('day-count')).toHaveText('2 randevu (bekleyen ve onaylı)');
    await expectNoSeriousA11yViolations(page);
  });

  test('the form, the time-slot dialog and the conflict dialog pass the accessibility check', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const date = freshWeekday();
    await createAppointment(request, token, {
      customerName: 'Erişilebilir Müşteri',
      teamMemberId: ids.members['Elif Yılmaz']!,
      date,
      time: '11:00',
      status: 'confirmed',
    });
    await page.goto(`/admin/appointments/new?view=list&q=Eri%C5%9Filebilir&day=${date}`);
    const form = page.getByRole('dialog', { name: 'Yeni Randevu' });
    await expect(form.getByRole('button', { name: 'Saat Seç' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('Müşteri Adı').fill('Erişilebilir İkinci');
    await form.getByLabel('E-posta').fill('ikinci@example.com');
    await form.getByLabel('Telefon').fill('05321234567');
    await form.getByLabel('Çalışan').selectOption(String(ids.members['Elif Yılmaz']!));
    await form.getByRole('button', { name: 'Saat Seç' }).click();
    const slots = page.getByRole('dialog', { name: 'Tarih ve Saat Seçin' });
    await expect(slots.getByRole('button', { name: /^11:00/ })).toContainText('Dolu: Erişilebilir Müşteri');
    await expectNoSeriousA11yViolations(page);
    await slots.getByRole('button', { name: /^11:00/ }).click();
    await form.getByRole('button', { name: 'Randevu Oluştur' }).click();
    await expect(page.getByRole('dialog', { name: 'Randevu Çakışması Tespit Edildi' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('two admin tablets', () => {
  test('a change on one appears on the other without a reload', async ({ page, browser, request }) => {
    const date = freshWeekday();
    const word = uniqueWord(); // the list searched for it shows this test's two only
    const [first, second] = [`Canlı Müşteri ${word}`, `Canlı İkinci ${word}`];
    const id = await createAppointment(request, token, {
      customerName: first,
      teamMemberId: ids.members['Zeynep Kaya']!,
      date,
      time: '09:30',
      status: 'pending',
    });
    const other = await browser.newContext();
    const tablet = await other.newPage();
    await signIn(tablet, `/admin/appointments?view=list&q=${word}`);
    await expect(tablet.getByTestId('live-badge')).toHaveAttribute('data-status', 'active');
    const card = tablet.getByTestId('appointment-card').filter({ hasText: first });
    await expect(card).toContainText('Bekliyor');
    await tablet.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await page.goto(`/admin/appointments?view=list&q=${word}`);
    await page
      .getByTestId('appointment-card')
      .filter({ hasText: first })
      .getByLabel(`${first} randevusunun durumu`)
      .selectOption('confirmed');
    await page
      .getByTestId('appointment-card')
      .filter({ hasText: first })
      .getByRole('button', { name: 'Güncelle' })
      .click();
    await expect.poll(async () => (await readAppointment(request, token, id))?.status).toBe('confirmed');

    await expect(card).toContainText('Onaylandı');
    await createAppointment(request, token, {
      customerName: second,
      teamMemberId: ids.members['Zeynep Kaya']!,
      date,
      time: '15:00',
    });
    await expect(tablet.getByTestId('appointment-card').filter({ hasText: second })).toBeVisible();
    expect(await tablet.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await other.close();
  });
});
