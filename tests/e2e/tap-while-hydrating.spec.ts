/**
 * A tap made while the page is still hydrating is not lost. The desk's tablet is slow (CPU
 * throttled four times), she opens an appointment's panel and taps 'Onayla' as soon as it is
 * on screen, on three appointments. Each tap must reach the server: before the fix the
 * panel swapped its plain form for a fetcher form once hydrated, the button under her finger
 * was replaced between pointerdown and mousedown, and no POST was ever sent (found as a CI
 * failure of stale-everywhere.spec.ts; 12 of 12 taps lost with this throttle).
 */
import { expect, test } from '@playwright/test';
import {
  adminToken,
  createAppointment,
  firstMember,
  freshWeekday,
  readAppointment,
  uniqueName,
} from './appointments-fixtures';
import { personWithRole } from './role-accounts';

test('a one-tap action tapped while a slow tablet hydrates the panel reaches the server', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await adminToken(request);
  const date = freshWeekday();
  const teamMemberId = await firstMember(request);
  const desk = await personWithRole(browser, baseURL!, 'reception', { viewport: { width: 820, height: 1180 } });
  try {
    const cdp = await desk.context.newCDPSession(desk.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const time of ['10:00', '12:00', '14:00']) {
      const id = await createAppointment(request, token, {
        customerName: uniqueName('Erken Dokunuş'),
        teamMemberId,
        date,
        time,
        status: 'pending',
      });
      const panel = desk.page.getByTestId('appointment-panel');
      // 'load' comes before hydration ends on this tablet: the tap lands while React takes over
      await desk.page.goto(`/admin/appointments/${id}?day=${date}`);
      await panel.getByRole('button', { name: 'Onayla' }).click();
      await expect.poll(async () => (await readAppointment(request, token, id))?.status).toBe('confirmed');
    }
  } finally {
    await desk.context.close();
  }
});
