/**
 * Stale is stale everywhere (issue 36 item 4, docs/decisions/0430): a dialog or a one-tap action
 * carries the version it was OPENED with. Two people on the same appointment: the desk
 * (Resepsiyon) confirms it while the manager's cancel dialog is open; the live refresh that
 * follows must not hand the dialog the new version, so her cancel is refused with the usual
 * notice, with JavaScript as without it. A drag whose block was moved meanwhile is refused
 * with words about the drag, not about a form.
 */
import { expect, test } from '@playwright/test';
import { CANCEL_REASONS } from '../../app/domain/appointment-panel';
import { STALE_TITLE } from '../../app/domain/versions';
import {
  adminToken,
  createAppointment,
  firstMember,
  freshWeekday,
  readAppointment,
  uniqueName,
} from './appointments-fixtures';
import { pickUpWithKeyboard } from './helpers';
import { personWithRole } from './role-accounts';

const viewport = { width: 1024, height: 900 };

/** The desk confirms the appointment on its panel, in her own browser (with JavaScript). */
async function deskConfirms(desk: Awaited<ReturnType<typeof personWithRole>>, id: number, date: string) {
  await desk.page.goto(`/admin/appointments/${id}?day=${date}`);
  await desk.page.getByTestId('appointment-panel').getByRole('button', { name: 'Onayla' }).click();
  await expect(desk.page.getByTestId('panel-status')).toContainText('Onaylandı');
}

for (const javaScriptEnabled of [true, false]) {
  test(`a cancel dialog opened before the desk confirmed is refused as stale (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const token = await adminToken(request);
    const date = freshWeekday();
    const customerName = uniqueName('Bayat İptal');
    const id = await createAppointment(request, token, {
      customerName,
      teamMemberId: await firstMember(request),
      date,
      time: '10:00',
      status: 'pending',
    });
    const manager = await personWithRole(browser, baseURL!, 'manager', { viewport, javaScriptEnabled });
    const desk = await personWithRole(browser, baseURL!, 'reception', { viewport });
    try {
      // the manager opens the cancel dialog over the day
      await manager.page.goto(`/admin/appointments/${id}/cancel?day=${date}`);
      const dialog = manager.page.getByRole('dialog', { name: 'Randevuyu iptal et' });
      await expect(dialog).toBeVisible();
      if (javaScriptEnabled) await expect(manager.page.getByTestId('live-badge')).toHaveText('Canlı bağlantı aktif');

      await deskConfirms(desk, id, date);
      // with JavaScript the live refresh reaches the manager's screen: the block under the dialog is confirmed now
      if (javaScriptEnabled)
        await expect(manager.page.getByTestId(`timeline-block-${id}`)).toHaveAttribute('data-status', 'confirmed');

      await dialog.getByRole('button', { name: CANCEL_REASONS[0] }).click();
      await expect(manager.page.getByRole('alert').filter({ hasText: STALE_TITLE })).toBeVisible();
      expect((await readAppointment(request, token, id))?.status).toBe('confirmed');

      // she has seen the notice: a second tap is deliberate and goes through
      await manager.page
        .getByRole('dialog', { name: 'Randevuyu iptal et' })
        .getByRole('button', { name: CANCEL_REASONS[0] })
        .click();
      await expect.poll(async () => (await readAppointment(request, token, id))?.status).toBe('cancelled');
    } finally {
      await manager.context.close();
      await desk.context.close();
    }
  });
}

test('a drag of a block moved meanwhile elsewhere is refused, and says what happened to the drag', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await adminToken(request);
  const date = freshWeekday();
  const memberId = await firstMember(request);
  const id = await createAppointment(request, token, {
    customerName: uniqueName('Bayat Sürükleme'),
    teamMemberId: memberId,
    date,
    time: '10:00',
    status: 'confirmed',
  });
  const manager = await personWithRole(browser, baseURL!, 'manager', { viewport });
  const desk = await personWithRole(browser, baseURL!, 'reception', { viewport, javaScriptEnabled: false });
  try {
    await manager.page.goto(`/admin/appointments?day=${date}`);
    await expect(manager.page.getByTestId('live-badge')).toHaveText('Canlı bağlantı aktif');
    const block = manager.page.getByTestId(`timeline-block-${id}`);
    await expect(block).toHaveAttribute('data-time', '10:00');

    // the desk moves it to 14:00 with the move form (no JavaScript)
    await desk.page.goto(`/admin/appointments/${id}/move?day=${date}`);
    await desk.page.getByLabel('Saat').fill('14:00');
    await desk.page.getByRole('button', { name: 'Taşı', exact: true }).click();
    await expect.poll(async () => (await readAppointment(request, token, id))?.time).toBe('14:00');
    // the live refresh shows it at 14:00 on the manager's screen
    await expect(block).toHaveAttribute('data-time', '14:00');

    // she drags it one slot down: the block was shown to her before the desk's move
    await block.focus();
    await pickUpWithKeyboard(manager.page, () =>
      expect(manager.page.getByTestId('drag-target')).toContainText('→ 14:00'),
    );
    await manager.page.keyboard.press('ArrowDown');
    await expect(manager.page.getByTestId('drag-target')).toContainText('→ 14:30');
    await manager.page.keyboard.press('Space');
    const refusal = manager.page.getByTestId('timeline-error');
    await expect(refusal).toContainText('Bu randevu siz sürüklerken değiştirildi');
    await expect(refusal).toContainText('Taşıma yapılmadı');
    await expect(refusal).not.toContainText('formda');
    expect((await readAppointment(request, token, id))?.time).toBe('14:00');
    await expect(block).toHaveAttribute('data-time', '14:00');
  } finally {
    await manager.context.close();
    await desk.context.close();
  }
});
