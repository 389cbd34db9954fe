/**
 * The appointment screen's four views (day, week, list, month), each loaded in the browser only
 * when it is shown (issue 39, docs/decisions/0536, 0550): the screen without a view (the list
 * or the month calendar, and every appointment dialog opened over it) no longer carries the
 * day's timeline, nor the desk's day the other views. The server renders them as they are
 * (the HTML is whole, JavaScript off or on) and names the module of each view it renders as a
 * preload (`viewPreloads` in route.tsx, 0549), so hydration does not wait for a request made
 * only once the page's other scripts have run. A switch of view is a navigation, a
 * transition: the view on screen stays until the next is in. After a page settles the other
 * modules are fetched (`usePrefetchOtherViews`), so a switch seldom waits; the offline desk's
 * service worker keeps them with the admin's modules.
 */
import { type ComponentProps, type ComponentType, lazy, useEffect, useState } from 'react';
import { AppointmentListView as ListViewNow } from './appointment-list-view';
import { DayView as DayViewNow } from './day-view';
import { MonthCalendar as MonthCalendarNow } from './month-calendar';
import { WeekView as WeekViewNow } from './week-view';

const loadDay = () => import('./day-view');
const loadWeek = () => import('./week-view');
const loadList = () => import('./appointment-list-view');
const loadMonth = () => import('./month-calendar');

/** The four modules by their path from the project root, as the server names them for preloading (0549). */
export const VIEW_MODULES = {
  day: 'app/routes/admin/appointments/day-view.tsx',
  week: 'app/routes/admin/appointments/week-view.tsx',
  list: 'app/routes/admin/appointments/appointment-list-view.tsx',
  month: 'app/routes/admin/appointments/month-calendar.tsx',
} as const;

export type ViewName = keyof typeof VIEW_MODULES;

/**
 * The views a screen's data shows: the day or the week when one is asked for; otherwise the
 * list when it has rows and the month calendar (the width chooses between them, so both are
 * rendered). One rule for what the component renders and what the loader preloads.
 */
export function shownViews(screen: {
  day: object | null;
  week: object | null;
  list: { items: readonly unknown[] } | null;
  calendar: object | null;
}): Record<ViewName, boolean> {
  return {
    day: screen.day !== null,
    week: screen.week !== null,
    list: screen.list !== null && screen.list.items.length > 0,
    month: screen.calendar !== null,
  };
}

/**
 * The views that keep the server's HTML through hydration and come alive when their module is
 * in (`LateListView`, `LateMonthCalendar`, 0554): the list when the width chooses between it
 * and the month calendar (no view asked for), and the list and the month calendar behind a
 * dialog, which covers them until it is closed. The day and the week, the desk's views, always
 * hydrate with the page.
 */
export function lateViews(shown: Record<ViewName, boolean>, behindDialog: boolean): Record<'list' | 'month', boolean> {
  return { list: shown.list && (shown.month || behindDialog), month: shown.month && behindDialog };
}

/** The views whose modules come with the page (0549): those shown and not late. */
export function preloadedViews(shown: Record<ViewName, boolean>, behindDialog: boolean): ViewName[] {
  const late: Partial<Record<ViewName, boolean>> = lateViews(shown, behindDialog);
  return (Object.keys(shown) as ViewName[]).filter((view) => shown[view] && !late[view]);
}

// each view is itself on the server and `React.lazy` of its module in the browser, written out at
// each: with `import.meta.env.SSR` false the browser's build drops the static import only when
// nothing else names the component (a helper taking it as an argument would keep all four)
export const DayView: ComponentType<ComponentProps<typeof DayViewNow>> = import.meta.env.SSR
  ? DayViewNow
  : lazy(() => loadDay().then((m) => ({ default: m.DayView })));

export const WeekView: ComponentType<ComponentProps<typeof WeekViewNow>> = import.meta.env.SSR
  ? WeekViewNow
  : lazy(() => loadWeek().then((m) => ({ default: m.WeekView })));

export const AppointmentListView: ComponentType<ComponentProps<typeof ListViewNow>> = import.meta.env.SSR
  ? ListViewNow
  : lazy(() => loadList().then((m) => ({ default: m.AppointmentListView })));

export const MonthCalendar: ComponentType<ComponentProps<typeof MonthCalendarNow>> = import.meta.env.SSR
  ? MonthCalendarNow
  : lazy(() => loadMonth().then((m) => ({ default: m.MonthCalendar })));

// React leaves an element's inner HTML as the server wrote it when the browser gives it this
const SERVER_HTML = { __html: '' };
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A view that does not hydrate with the page (0554): until its module is in, it is the server's
 * HTML as it came (its links and forms work as every form here does without JavaScript), and
 * React does not hydrate it. The module is asked for as soon as the page has hydrated; then
 * React renders the view in its place (a new element, `data-view="browser"`). Offline, the
 * server's HTML stays, and works as it does without JavaScript.
 */
function useLateView<P extends object>(
  onServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  props: P,
) {
  const [View, setView] = useState(() => onServer ?? (loaded.get(load) as ComponentType<P> | undefined));
  useEffect(() => {
    if (View) return;
    let mounted = true;
    load()
      .then((component) => {
        loaded.set(load, component);
        if (mounted) setView(() => component);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [View, load]);
  // the keys differ: the server's element is replaced, never patched
  return View ? (
    <div key="live" data-view={import.meta.env.SSR ? 'server' : 'browser'}>
      <View {...props} />
    </div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never content: it keeps the server's HTML through hydration
    <div key="server" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
  );
}

const loadListView = () => loadList().then((m) => m.AppointmentListView);
const loadMonthCalendar = () => loadMonth().then((m) => m.MonthCalendar);

/**
 * The list beside the month calendar or behind a dialog (`lateViews`). Beside the calendar the
 * width chooses (the list below 768 px), so the server renders both: a tablet, which shows the
 * calendar, hydrates 20 rows less; a phone sees the same list and can tap it at once.
 */
export function LateListView(props: ComponentProps<typeof ListViewNow>) {
  return useLateView(import.meta.env.SSR ? ListViewNow : undefined, loadListView, props);
}

/** The month calendar behind a dialog (`lateViews`): covered until the dialog is closed. */
export function LateMonthCalendar(props: ComponentProps<typeof MonthCalendarNow>) {
  return useLateView(import.meta.env.SSR ? MonthCalendarNow : undefined, loadMonthCalendar, props);
}

/** Once the page has settled: the views' modules, so a switch of view seldom waits for one. */
export function usePrefetchOtherViews(): void {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    const handle = idle(() => {
      for (const load of [loadDay, loadWeek, loadList, loadMonth]) load().catch(() => undefined);
    });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
  }, []);
}
