/**
 * The desk on a 1024x768 tablet (issue 15 items 1-3): the day view with the team as columns
 * on the first screen, pending blocks drawn and not draggable, mouse and keyboard moves across
 * columns with the conflict rule, a tap on a free slot opening the prefilled 'Yeni Randevu',
 * the customer lookup; and the same tasks without JavaScript through links and forms.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, createAppointment, demoIds, freshWeekday, signIn, type DemoIds } from './appointments-fixtures';
import { phoneFor, pickUpWithKeyboard } from './helpers';
import { TIMELINE } from '../../app/domain/appointment-calendar';

const DRAG_BLOCKED = 'Bu saatte başka bir randevu bulunuyor. Lütfen farklı bir saat seçin.';
const SLOT_PX = TIMELINE.slotHeightPx;

let ids: DemoIds;
let token: string;

test.use({ viewport: { width: 1024, height: 768 } });

test.beforeEach(async ({ page, request }) => {
  await signIn(page);
  ids ??= await demoIds(page);
  token ??= await adminToken(request);
});

async function stored(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/admin/appointments/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { appointment: { time: string; teamMemberId: number | null } }).appointment;
}

/** Drags a block with the mouse so that its top lands on `time` (minutes after 09:00 / 30 = slot) of `memberId`'s column. */
async function mouseDrag(
  page: Page,
  blockId: number,
  memberId: number,
  slot: number,
  check?: (page: Page) => Promise<void>,
) {
  const block = page.getByTestId(`timeline-block-${blockId}`);
  const from = (await block.boundingBox())!;
  const column = (await page.getByTestId(`timeline-column-${memberId}`).boundingBox())!;
  const grabY = 8;
  await page.mouse.move(from.x + 10, from.y + grabY);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + grabY + 8, { steps: 3 });
  await page.mouse.move(column.x + column.width / 2, column.y + slot * SLOT_PX + grabY, { steps: 15 });
  if (check) await check(page);
  await page.mouse.up();
}

test.describe('the day view at 1024x768 with JavaScript', () => {
  test('the grid is on the first screen; a pending block is dashed and does not move; a mouse drag moves a confirmed one to another member, a taken slot is refused', async ({
    page,
    request,
  }) => {
    const date = freshWeekday();
    const elif = ids.members['Elif Yılmaz']!;
    const zeynep = ids.members['Zeynep Kaya']!;
    const moving = await createAppointment(request, token, {
      customerName: 'Masa Sürüklenen',
      teamMemberId: elif,
      date,
      time: '10:00',
      status: 'confirmed',
    });
    const pending = await createAppointment(request, token, {
      customerName: 'Masa Bekleyen',
      teamMemberId: zeynep,
      date,
      time: '14:00',
      status: 'pending',
    });

    await page.goto(`/admin/appointments?day=${date}`);
    const grid = page.getByRole('region', { name: 'Günün zaman çizelgesi' });
    const box = (await grid.boundingBox())!;
    // the morning is on the first screen; the day scrolls with the page since slots are 44 px tap targets (docs/decisions/0431)
    expect(box.y + 8 * TIMELINE.slotHeightPx).toBeLessThanOrEqual(768);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId(`timeline-column-${elif}`)).toBeInViewport();

    // the pending booking holds its time: drawn dashed in yellow, not draggable
    const held = page.getByTestId(`timeline-block-${pending}`);
    await expect(held).toHaveAttribute('data-status', 'pending');
    await expect(held).not.toHaveAttribute('aria-roledescription', /.*/);
    expect(await held.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('dashed');
    const heldBox = (await held.boundingBox())!;
    await page.mouse.move(heldBox.x + 10, heldBox.y + 8);
    await page.mouse.down();
    await page.mouse.move(heldBox.x + 10, heldBox.y + 8 + 3 * SLOT_PX, { steps: 10 });
    await page.mouse.up();
    await expect(held).toHaveAttribute('data-time', '14:00');
    expect((await stored(request, pending)).time).toBe('14:00');

    // a confirmed one to Zeynep's column at 11:00; the target shows while dragging
    const block = page.getByTestId(`timeline-block-${moving}`);
    await expect(block).toHaveAttribute('aria-roledescription', 'sürüklenebilir randevu');
    await mouseDrag(page, moving, zeynep, 4, async (p) => {
      await expect(p.getByTestId('drag-target')).toHaveText('→ 11:00 · Zeynep Kaya');
    });
    await expect(block).toHaveAttribute('data-member', String(zeynep));
    await expect(block).toHaveAttribute('data-time', '11:00');
    await expect.poll(async () => stored(request, moving)).toMatchObject({ time: '11:00', teamMemberId: zeynep });

    // onto the pending booking's time: refused with the spec's message, the block goes back
    // (once the grid has its answer: while a move is being saved the blocks cannot be picked up)
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    await mouseDrag(page, moving, zeynep, 10);
    await expect(page.getByTestId('timeline-error')).toHaveText(DRAG_BLOCKED);
    await expect(block).toHaveAttribute('data-time', '11:00');
    expect(await stored(request, moving)).toMatchObject({ time: '11:00', teamMemberId: zeynep });
  });

  test('a keyboard drag moves a confirmed appointment a column right and two slots down; the conflict rule applies', async ({
    page,
    request,
  }) => {
    const date = freshWeekday();
    const [first, second] = [ids.members['Elif Yılmaz']!, ids.members['Zeynep Kaya']!];
    const moving = await createAppointment(request, token, {
      customerName: 'Klavye Taşınan',
      teamMemberId: first,
      date,
      time: '10:00',
      status: 'confirmed',
    });
    await createAppointment(request, token, {
      customerName: 'Klavye Engel',
      teamMemberId: second,
      date,
      time: '12:00',
      status: 'confirmed',
    });

    await page.goto(`/admin/appointments?day=${date}`);
    await expect(page.getByTestId(`timeline-column-${second}`)).toBeVisible();
    // measured once the page's script has taken the grid over (the block is draggable)
    await expect(page.getByTestId(`timeline-block-${moving}`)).toHaveAttribute(
      'aria-roledescription',
      'sürüklenebilir randevu',
    );
    const firstBox = (await page.getByTestId(`timeline-column-${first}`).boundingBox())!;
    const secondBox = (await page.getByTestId(`timeline-column-${second}`).boundingBox())!;
    expect(secondBox.x).toBeGreaterThan(firstBox.x); // columns in the team's order
    const block = page.getByTestId(`timeline-block-${moving}`);
    await block.focus();
    // each step is read before the next key, as a person would; the first arrow only once the
    // drag listens for it (pickUpWithKeyboard)
    await pickUpWithKeyboard(page, () => expect(page.getByTestId('drag-target')).toContainText('→ 10:00'));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('drag-target')).toContainText('→ 10:00 · Zeynep Kaya');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('drag-target')).toContainText('→ 10:30');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('drag-target')).toContainText('→ 11:00');
    await page.keyboard.press('Space');
    await expect(block).toHaveAttribute('data-member', String(second));
    await expect.poll(async () => stored(request, moving)).toMatchObject({ time: '11:00', teamMemberId: second });

    // one slot further down runs into 12:00 (60 minutes): refused
    await expect(block).not.toHaveAttribute('aria-disabled', 'true'); // the move's save and reload are over
    await block.focus();
    await pickUpWithKeyboard(page, () => expect(page.getByTestId('drag-target')).toContainText('→ 11:00'));
    // each step is read before the next key, as a person would (two keys within one frame can count once)
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('drag-target')).toContainText('→ 11:30');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('drag-target')).toContainText('→ 12:00');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('timeline-error')).toHaveText(DRAG_BLOCKED);
    expect((await stored(request, moving)).time).toBe('11:00');
  });

  test('a tap on a free slot opens "Yeni Randevu" filled in; a customer picked from the lookup fills the contact fields', async ({
    page,
    request,
  }) => {
    const date = freshWeekday();
    const merve = ids.members['Merve Demir']!;
    await createAppointment(request, token, {
      customerName: 'Kayıtlı Gülşen Arıkan',
      teamMemberId: merve,
      date,
      time: '09:00',
      status: 'completed',
    });

    await page.goto(`/admin/appointments?day=${date}`);
    await page.getByRole('link', { name: '15:30, Merve Demir: yeni randevu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Randevu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Tarih')).toHaveValue(date);
    await expect(dialog.getByLabel('Çalışan')).toHaveValue(String(merve));
    await expect(dialog.getByLabel('Saat', { exact: true })).toHaveValue('15:30');

    await dialog.getByLabel('Kayıtlı müşteri ara').fill('gülşen');
    const match = dialog.getByTestId('customer-matches').getByRole('button', { name: /Kayıtlı Gülşen Arıkan/ });
    await match.click();
    await expect(dialog.getByLabel('Müşteri Adı')).toHaveValue('Kayıtlı Gülşen Arıkan');
    await expect(dialog.getByLabel('Telefon')).toHaveValue(phoneFor('Kayıtlı Gülşen Arıkan').replace(/\D/g, ''));
    await expect(dialog.getByLabel('E-posta')).toHaveValue(/@example\.com$/);
  });

  test('the week view and the month show counts and closed days', async ({ page, request }) => {
    const date = freshWeekday();
    await createAppointment(request, token, {
      customerName: 'Hafta Müşteri',
      teamMemberId: ids.members['Elif Yılmaz']!,
      date,
      time: '13:00',
      status: 'pending',
    });
    await page.goto(`/admin/appointments?view=week&week=${date}`);
    await expect(page.getByTestId(`week-day-${date}`)).toContainText('1 randevu');
    await expect(page.locator('[data-testid^="week-block-"]').filter({ hasText: 'Hafta Müşteri' })).toHaveAttribute(
      'data-status',
      'pending',
    );
    await expect(page.getByTestId('week-closed-day').first()).toContainText('Kapalı'); // Monday
    await page.goto(`/admin/appointments?view=calendar&month=${date.slice(0, 7)}`);
    const monday = page.locator('a[data-closed="true"]').first();
    await expect(monday.getByTestId('closed-mark')).toBeVisible();
    await expect(monday).toHaveAttribute('aria-label', /kapalı/);
    await expect(page.locator(`a[data-date="${date}"]`).getByTestId('day-count-badge')).toHaveAttribute(
      'data-count',
      /\d+/,
    );
  });
});

test.describe('the desk without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a Monday says Kapalı; a free slot links to the prefilled form; the lookup is a GET form; the move form changes the member', async ({
    page,
    request,
  }) => {
    const date = freshWeekday();
    const monday = new Date(`${date}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    await page.goto(`/admin/appointments?day=${monday.toISOString().slice(0, 10)}`);
    await expect(page.getByTestId('timeline-closed-day')).toContainText('Kapalı');

    const ayse = ids.members['Ayşe Çelik']!;
    const elif = ids.members['Elif Yılmaz']!;
    await createAppointment(request, token, {
      customerName: 'Formla Bulunan Müşteri',
      teamMemberId: ayse,
      date,
      time: '09:00',
      status: 'completed',
    });
    await page.goto(`/admin/appointments?day=${date}`);
    await page.getByRole('link', { name: '16:00, Ayşe Çelik: yeni randevu' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/appointments/new\\?day=${date}&date=${date}&time=16%3A00&teamMemberId=${ayse}`),
    );
    const form = page.getByRole('form', { name: 'Yeni randevu formu' });
    await expect(form.getByLabel('Tarih')).toHaveValue(date);
    await expect(form.getByLabel('Çalışan')).toHaveValue(String(ayse));

    const lookup = page.getByRole('search', { name: 'Müşteri arama' });
    await lookup.getByLabel('Kayıtlı müşteri ara').fill('formla bulunan');
    await lookup.getByRole('button', { name: 'Ara' }).click();
    await lookup.getByRole('link', { name: /Formla Bulunan Müşteri/ }).click();
    await expect(form.getByLabel('Müşteri Adı')).toHaveValue('Formla Bulunan Müşteri');
    await expect(form.getByLabel('E-posta')).toHaveValue('formlabulunanmteri@example.com');
    await expect(form.getByLabel('Tarih')).toHaveValue(date); // the slot stays
    await expect(form.getByLabel('Çalışan')).toHaveValue(String(ayse));
    await expect(form.getByLabel('Saat', { exact: true })).toHaveValue('16:00');
    await form.getByRole('button', { name: 'Randevu Oluştur' }).click();
    const created = page
      .getByTestId('day-card')
      .filter({ hasText: 'Formla Bulunan Müşteri' })
      .filter({ hasText: '16:00' });
    await expect(created).toHaveCount(1);

    // the move form: another member at the same time
    const id = Number(await created.getAttribute('data-id'));
    await page.goto(`/admin/appointments/${id}/move?day=${date}`);
    const move = page.getByRole('dialog', { name: 'Randevuyu Taşı' });
    await move.getByLabel('Çalışan').selectOption(String(elif));
    await move.getByRole('button', { name: 'Taşı' }).click();
    await expect(page.getByTestId(`timeline-block-${id}`)).toHaveAttribute('data-member', String(elif));
  });
});
