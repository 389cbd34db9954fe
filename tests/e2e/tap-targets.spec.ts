/**
 * Small hands, small screens (issue 36 item 7): on an 820 px tablet and a 375 px phone, every
 * link, button and field the desk taps on the day view, the list, the appointment panel, a
 * dialog, the dashboard ('Panel') and Gün sonu is at least 44 px tall and wide (WCAG 2.5.5),
 * the dashboard and Gün sonu do not scroll sideways on the phone, and the day's header and the
 * top bar count the same day alike. Screenshots go to test-screenshots/ (looked at by a person).
 *
 * A studio of its own (own-studio.ts): its appointments and its sale are written on today.
 */
import { expect, type Page } from '@playwright/test';
import { adminToken } from './appointments-fixtures';
import { signInAsAdmin } from './helpers';
import { openEveryDay, testWithOwnStudio } from './own-studio';
import { istanbulDate } from './test-data';

const test = testWithOwnStudio('tap-targets', openEveryDay);
const SHOTS = 'test-screenshots';
const MIN = 44;

type Target = { what: string; width: number; height: number };

/** Every visible link, button, field and summary of the page: its text and box. */
async function targets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const out: { what: string; width: number; height: number }[] = [];
    const nodes = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type=hidden]), textarea, summary',
    );
    for (const el of nodes) {
      if (el.closest('[aria-hidden="true"], [inert], .sr-only')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // a dialog's page underneath is not tappable
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog && !dialog.contains(el) && !el.closest('header')) continue;
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim();
      out.push({
        what: `${el.tagName.toLowerCase()} "${label.slice(0, 40)}"`,
        width: Math.round(r.width),
        height: Math.round(r.height),
      });
    }
    return out;
  });
}

async function api(page: Page, token: string, method: 'post' | 'get', url: string, data?: unknown) {
  const res = await page.request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

const VIEWPORTS = [
  { name: 'tablet-820', width: 820, height: 1180 },
  { name: 'phone-375', width: 375, height: 812 },
];

test('every tap target of the desk is at least 44 px on an 820 px tablet and a 375 px phone', async ({ page }) => {
  test.setTimeout(240_000);
  const today = istanbulDate(0);
  const token = await adminToken(page.request);
  const team = ((await api(page, token, 'get', '/api/team')) as { teamMembers: { id: number }[] }).teamMembers;
  const services = (await api(page, token, 'get', '/api/services')) as
    | { id: number }[]
    | { services: { id: number }[] };
  const serviceId = (Array.isArray(services) ? services : services.services)[0]!.id;
  const ids: number[] = [];
  for (const [i, member] of team.slice(0, 3).entries())
    for (const [j, status] of (['confirmed', 'pending'] as const).entries()) {
      const { appointment } = (await api(page, token, 'post', '/api/appointments', {
        customerName: `Dokunma Müşteri ${i}${j}`,
        customerEmail: `dokunma${i}${j}@example.com`,
        customerPhone: `0533${String(2000000 + i * 10 + j).padStart(7, '0')}`,
        teamMemberId: member.id,
        serviceIds: [serviceId],
        customDuration: 30,
        date: today,
        time: `${String(10 + j).padStart(2, '0')}:00`,
        status,
        override: true,
        fairUseReason: 'Dokunma testi',
      })) as { appointment: { id: number; totalPriceKurus: number } };
      ids.push(appointment.id);
    }
  const paid = ids[0]!;
  await api(page, token, 'post', `/api/appointments/${paid}/checkout`, { payments: [{ method: 'card', amount: 100 }] });
  const open = ids[1]!;

  await signInAsAdmin(page, { redirectTo: `/admin/appointments?day=${today}` });
  const screens = [
    { name: 'gun', url: `/admin/appointments?day=${today}` },
    { name: 'liste', url: '/admin/appointments?view=list' },
    { name: 'panel', url: `/admin/appointments/${open}?day=${today}` },
    { name: 'iptal', url: `/admin/appointments/${open}/cancel?day=${today}` },
    { name: 'panel-dashboard', url: '/admin' },
    { name: 'gun-sonu', url: `/admin/takings?date=${today}` },
  ];
  const smallest: Record<string, Target> = {};
  const tooSmall: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const screen of screens) {
      await page.goto(screen.url);
      await expect(page.getByRole('heading', { name: 'Yönetim Paneli', level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/desk-${screen.name}-${viewport.name}.png`, fullPage: true });
      for (const t of await targets(page)) {
        const key = `${viewport.name}`;
        const size = Math.min(t.width, t.height);
        if (!smallest[key] || size < Math.min(smallest[key].width, smallest[key].height)) smallest[key] = t;
        if (t.height < MIN || t.width < MIN)
          tooSmall.push(`${viewport.name} ${screen.name}: ${t.what} ${t.width}x${t.height}`);
      }
      if (screen.name === 'panel-dashboard' || screen.name === 'gun-sonu') {
        // readable on the phone without sideways scrolling (no table wider than the screen)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${screen.name} at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(0);
        const wideTables = await page.evaluate(
          () =>
            [...document.querySelectorAll('main table, main [class*="overflow-x"]')].filter(
              (t) => (t as HTMLElement).scrollWidth > (t as HTMLElement).clientWidth + 1,
            ).length,
        );
        expect.soft(wideTables, `${screen.name} at ${viewport.width} px: a table scrolls sideways`).toBe(0);
        // nothing is cut off at the right edge: every status pill of today's schedule is whole
        const clipped = await page.evaluate(
          () =>
            [...document.querySelectorAll('[data-testid="today-schedule"] li li')].filter((li) => {
              const pill = li.querySelector('a > span:last-child');
              const box = li.getBoundingClientRect();
              return pill ? pill.getBoundingClientRect().right > box.right + 1 : false;
            }).length,
        );
        expect.soft(clipped, `${screen.name} at ${viewport.width} px: a status pill is cut off`).toBe(0);
      }
    }
  }
  console.log(`smallest tap targets: ${JSON.stringify(smallest)}`);
  expect(tooSmall).toEqual([]);

  // the day's header and the top bar count today alike
  await page.goto(`/admin/appointments?day=${today}`);
  const dayCount = Number(((await page.getByTestId('day-count').textContent()) ?? '').match(/^(\d+)/)?.[1]);
  const barCount = Number(
    (
      (await page
        .getByText(/Bugün \d+/)
        .first()
        .textContent()) ?? ''
    ).match(/Bugün (\d+)/)?.[1],
  );
  expect(dayCount).toBe(barCount);
  expect(dayCount).toBeGreaterThan(0);
});
