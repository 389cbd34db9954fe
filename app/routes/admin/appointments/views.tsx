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
 * service worker keeps them with the admin's modules. A view the screen does not show (the list
 * beside the calendar on a tablet, the calendar beside the list on a phone, both behind a dialog
 * opened by its URL) keeps the server's HTML and does not hydrate (`lateViews`, 0554, 0557).
 */
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  startTransition,
  useEffect,
  useState,
} from 'react';
import { AppointmentListView as ListViewNow } from './appointment-list-view';
import { DayView as DayViewNow } from './day-view';
import { MonthCalendar as MonthCalendarNow } from './month-calendar';
import { useHydrated } from '~/ui/use-hydrated';
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
 * The views that may keep the server's HTML through hydration (`LateListView`,
 * `LateMonthCalendar`, 0554, 0557): the list and the month calendar when the width chooses
 * between them (no view asked for: a tablet sees the calendar, a phone the list, and the other
 * stays the server's HTML, hidden), and both behind a dialog, which covers them until it is
 * closed. The day and the week, the desk's views, always hydrate with the page.
 */
export function lateViews(shown: Record<ViewName, boolean>, behindDialog: boolean): Record<'list' | 'month', boolean> {
  return { list: shown.list && (shown.month || behindDialog), month: shown.month && (shown.list || behindDialog) };
}

/**
 * The views whose modules come with the page (0549): those a tablet, the desk's, hydrates with
 * it. Not the list beside the calendar (a phone asks for its module at hydration), nothing
 * behind a dialog but the day and the week.
 */
export function preloadedViews(shown: Record<ViewName, boolean>, behindDialog: boolean): ViewName[] {
  const late = lateViews(shown, behindDialog);
  return (Object.keys(shown) as ViewName[]).filter(
    (view) => shown[view] && !(view === 'list' && late.list) && !(view === 'month' && behindDialog),
  );
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

/**
 * A view that does not hydrate with the page (0554): unless `live`, it is the server's HTML as it
 * came (its links and forms work as every form here does without JavaScript), React does not
 * hydrate it, and its module is not needed. Made live, React renders the view in its place (a
 * new element; hydrating, the server's element as it is).
 */
function ServerHtmlUntil({ live, children }: { live: boolean; children: ReactNode }) {
  // the keys differ: the server's element is replaced, never patched
  return live ? (
    <div key="live">{children}</div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never content: it keeps the server's HTML through hydration
    <div key="server" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
  );
}

/** Below the width where the month calendar takes the list's place (Tailwind's `md`, 768 px). */
const NARROW = '(max-width: 767.98px)';

/** Whether the window is narrower than the calendar's width, read at hydration and followed after. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => !import.meta.env.SSR && window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    // a transition: the server's HTML stays on screen until the view's module is in
    const change = () => startTransition(() => setNarrow(query.matches));
    change();
    // Safari before 14 has only addListener
    if (query.addEventListener) query.addEventListener('change', change);
    else query.addListener(change);
    return () =>
      query.removeEventListener ? query.removeEventListener('change', change) : query.removeListener(change);
  }, []);
  return narrow;
}

/** Where a late view is: `onlyWhen` the width the stylesheet shows it at (none: every width), `covered` by a dialog. */
export type LatePlace = { onlyWhen: 'narrow' | 'wide' | null; covered: boolean };

/**
 * Whether a late view is React's (`live`) or the server's HTML. It is React's where it is seen:
 * at a width the stylesheet shows it, and not under a dialog that covered it when the page
 * hydrated (the server's HTML stays until the dialog is closed; then the screen renders the
 * view itself). Mounted by a navigation there is no server HTML to keep: a view under a dialog
 * opened in the same document is rendered, or the screen behind the dialog would be empty. A
 * view the width hides stays empty until the width shows it.
 */
function useLive({ onlyWhen, covered }: LatePlace): boolean {
  const narrow = useNarrow();
  const hydrated = useHydrated();
  // the server's HTML is there to keep: first rendered while React hydrated, and not live since
  const [kept, setKept] = useState(!hydrated);
  const seen = onlyWhen === null || (onlyWhen === 'narrow') === narrow;
  const live = import.meta.env.SSR || (seen && !(covered && kept));
  useEffect(() => {
    if (live) setKept(false);
  }, [live]);
  return live;
}

/**
 * The list when the width chooses between it and the month calendar, or behind a dialog
 * (`lateViews`). A phone's window shows the list: it hydrates with the page (its module asked
 * for then). A tablet's shows the calendar: the list stays the server's HTML, hidden, and its
 * module is not needed, unless the window becomes narrow.
 */
export function LateListView({ place, ...props }: ComponentProps<typeof ListViewNow> & { place: LatePlace }) {
  return (
    <ServerHtmlUntil live={useLive(place)}>
      <AppointmentListView {...props} />
    </ServerHtmlUntil>
  );
}

/**
 * The month calendar beside the list, or behind a dialog (`lateViews`): a tablet's window shows
 * it and it hydrates with the page; on a phone it stays the server's HTML, hidden (0557); under
 * a dialog it stays the server's HTML until the dialog is closed.
 */
export function LateMonthCalendar({ place, ...props }: ComponentProps<typeof MonthCalendarNow> & { place: LatePlace }) {
  return (
    <ServerHtmlUntil live={useLive(place)}>
      <MonthCalendar {...props} />
    </ServerHtmlUntil>
  );
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
