/**
 * What bench:pages weighs as a screen's first load (docs/decisions/0548): the modules its HTML
 * names, and the ones hydration waited for though the HTML does not name them. The appointment
 * screen without a view shows the list or the month calendar (the width chooses, so the server
 * renders both), and those two are `React.lazy` in the browser (0536): its first commit waits
 * for their modules. The desk's day does not. What a page loads after hydrating (the live
 * socket, the drag layer) is not part of it, which shows the first commit is the one seen.
 */
import { expect, test } from '@playwright/test';
import { modulesBeforeHydration } from '../../bench/hydration-modules';
import { signInAsAdmin } from './helpers';
import { istanbulDate } from './test-data';

test.use({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 } });

const chunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);

test('the appointment screen hydrates after its list and calendar modules, the day without them, and neither waits for what loads after', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsAdmin(page, { redirectTo: '/admin/appointments' });
  // the modules the server's HTML names (read from the HTML: the live page adds preloads of its own later)
  const html = await (await page.request.get('/admin/appointments')).text();
  const named = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  expect(named.length).toBeGreaterThan(10);
  await page.close();

  const overview = await modulesBeforeHydration(context, `${baseURL}/admin/appointments`);
  // everything the HTML preloads was in before the first commit
  for (const path of named) expect(overview).toContain(path);
  // and the two views it rendered, which the HTML does not name
  const rendered = (
    [
      ['calendar-view', 'month-calendar'],
      ['list-view', 'appointment-list-view'],
    ] as const
  ).filter(([testId]) => html.includes(`data-testid="${testId}"`));
  expect(rendered.map(([, view]) => view)).toContain('month-calendar');
  for (const [, view] of rendered) {
    expect(
      overview.some((p) => chunk(view).test(p)),
      view,
    ).toBe(true);
    expect(
      named.some((p) => chunk(view).test(p)),
      view,
    ).toBe(false);
  }

  const day = await modulesBeforeHydration(context, `${baseURL}/admin/appointments?day=${istanbulDate(0)}`);
  expect(day.some((p) => chunk('route').test(p))).toBe(true);
  for (const later of ['month-calendar', 'appointment-list-view', 'live-socket', 'timeline-drag-layer'])
    expect(
      day.some((p) => chunk(later).test(p)),
      later,
    ).toBe(false);
  // the page did load them afterwards: the socket and the drag layer come once it has hydrated
  const page2 = await context.newPage();
  const loaded: string[] = [];
  page2.on('response', (r) => loaded.push(new URL(r.url()).pathname));
  await page2.goto(`${baseURL}/admin/appointments?day=${istanbulDate(0)}`);
  await expect.poll(() => loaded.some((p) => chunk('live-socket').test(p))).toBe(true);
  await expect.poll(() => loaded.some((p) => chunk('timeline-drag-layer').test(p))).toBe(true);
});
