import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { TIMELINE } from '../../app/domain/appointment-calendar';
import { expectNoSeriousA11yViolations } from './helpers';
import { adminToken, createAppointment, demoIds, freshWeekday, signIn } from './appointments-fixtures';

/**
 * The desk's day, week and month views at a landscape tablet (1024x768), a portrait tablet
 * (820x1180) and a phone (375x812): a screenshot of each into test-screenshots/ (to look at,
 * issue 15), the day view's grid on the first screen of both tablets, and axe (no serious or
 * critical violation) on each view.
 */
const DIR = 'test-screenshots';
const VIEWPORTS = [
  { name: '1024x768', width: 1024, height: 768 },
  { name: '820x1180', width: 820, height: 1180 },
  { name: '375x812', width: 375, height: 812 },
];

test('the day, week and month views at three sizes', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const ids = await demoIds(page);
  const token = await adminToken(request);
  const date = freshWeekday();
  const m = ids.members;
  const seed: [string, string, string, string, number?][] = [
    ['Elif Yılmaz', 'Buse Öncel', '09:30', 'confirmed', 90],
    ['Elif Yılmaz', 'Ceren Ak', '11:30', 'pending', 30],
    ['Elif Yılmaz', 'Defne Yıldırım Karaca', '14:00', 'confirmed', 120],
    ['Zeynep Kaya', 'Ece Tan', '10:00', 'completed', 60],
    ['Zeynep Kaya', 'Feride Uysal', '12:00', 'confirmed', 30],
    ['Zeynep Kaya', 'Gizem Er', '12:00', 'pending', 45],
    ['Merve Demir', 'Hande Sarı', '09:00', 'cancelled', 60],
    ['Merve Demir', 'Irmak Çelik', '13:30', 'confirmed', 60],
    ['Ayşe Çelik', 'Jale Korkmaz', '16:30', 'pending', 60],
  ];
  for (const [member, customerName, time, status, customDuration] of seed) {
    await createAppointment(request, token, {
      customerName,
      teamMemberId: m[member]!,
      date,
      time,
      status,
      customDuration,
    });
  }
  fs.mkdirSync(DIR, { recursive: true });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/appointments?day=${date}`);
    await expect(page.getByTestId('day-count')).toHaveText('7 randevu (bekleyen ve onaylı)');
    if (viewport.width >= 820) {
      // the morning is on the first screen; the rest of the day scrolls with the page since the
      // half-hour rows are 44 px tap targets (docs/decisions/0431)
      const box = (await page.getByRole('region', { name: 'Günün zaman çizelgesi' }).boundingBox())!;
      expect(box.y + 8 * TIMELINE.slotHeightPx, `the day view's morning at ${viewport.name}`).toBeLessThanOrEqual(
        viewport.height,
      );
    }
    await page.screenshot({ path: `${DIR}/desk-day-${viewport.name}.png` });
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/admin/appointments?view=week&week=${date}`);
    await expect(page.getByTestId('week-view')).toBeVisible();
    await page.screenshot({ path: `${DIR}/desk-week-${viewport.name}.png` });
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/admin/appointments?view=calendar&month=${date.slice(0, 7)}`);
    await expect(page.getByTestId('calendar-view')).toBeVisible();
    await page.screenshot({ path: `${DIR}/desk-month-${viewport.name}.png`, fullPage: true });
  }
});
