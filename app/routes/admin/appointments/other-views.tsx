/**
 * The appointment screen's views other than the day (week, list, month), loaded in the browser
 * only when one is shown (issue 39, docs/decisions/0536): the day view, the desk's screen and
 * the one under every appointment dialog, no longer carries their code in its first load.
 * The server renders them as they are (the HTML is whole, JavaScript off or on). In the
 * browser a page opened on one of them hydrates once its module is in (the server's HTML
 * stays in place meanwhile; a tap before then does what it does without JavaScript), and a
 * switch of view is a navigation, a transition: the view on screen stays until the next is in.
 * After a page settles the three modules are fetched (`usePrefetchOtherViews`), so a switch
 * seldom waits; the offline desk's service worker keeps them with the admin's modules.
 */
import { type ComponentProps, type ComponentType, lazy, useEffect } from 'react';
import { AppointmentListView as ListViewNow } from './appointment-list-view';
import { MonthCalendar as MonthCalendarNow } from './month-calendar';
import { WeekView as WeekViewNow } from './week-view';

const loadWeek = () => import('./week-view');
const loadList = () => import('./appointment-list-view');
const loadMonth = () => import('./month-calendar');

/**
 * The three modules by their path from the project root: when the server renders one of the
 * views, the page names its module as a preload (`viewPreloads` in route.tsx,
 * docs/decisions/0549), so hydration does not wait for a request made only once the page's
 * other scripts have run.
 */
export const VIEW_MODULES = {
  week: 'app/routes/admin/appointments/week-view.tsx',
  list: 'app/routes/admin/appointments/appointment-list-view.tsx',
  month: 'app/routes/admin/appointments/month-calendar.tsx',
} as const;

export const WeekView: ComponentType<ComponentProps<typeof WeekViewNow>> = import.meta.env.SSR
  ? WeekViewNow
  : lazy(() => loadWeek().then((m) => ({ default: m.WeekView })));

export const AppointmentListView: ComponentType<ComponentProps<typeof ListViewNow>> = import.meta.env.SSR
  ? ListViewNow
  : lazy(() => loadList().then((m) => ({ default: m.AppointmentListView })));

export const MonthCalendar: ComponentType<ComponentProps<typeof MonthCalendarNow>> = import.meta.env.SSR
  ? MonthCalendarNow
  : lazy(() => loadMonth().then((m) => ({ default: m.MonthCalendar })));

/** Once the page has settled: the other views' modules, so a switch of view seldom waits for one. */
export function usePrefetchOtherViews(): void {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    const handle = idle(() => {
      for (const load of [loadWeek, loadList, loadMonth]) load().catch(() => undefined);
    });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
  }, []);
}
