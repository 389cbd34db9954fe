import { Link, Outlet, useLocation, useNavigation, useRouteError, isRouteErrorResponse } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, ForbiddenNotice, isForbidden } from '~/ui/admin/admin-ui';
import { AppointmentFilters } from '~/routes/admin/appointments/appointment-filters';
import { listWaitlist, waitlistOffers } from '~/models/appointments/waitlist.server';
import {
  AppointmentListView,
  DayView,
  LateListView,
  LateMonthCalendar,
  lateViews,
  MonthCalendar,
  preloadedViews,
  shownViews,
  WeekView,
  usePrefetchOtherViews,
  VIEW_MODULES,
} from '~/routes/admin/appointments/views';
import { preloadModule } from 'react-dom';
import { lazyModulePreloads } from '~/http/lazy-modules.server';
import { isBehindDialog, listHref, newHref } from '~/routes/admin/appointments/paths';
import { ADMIN_APPOINTMENT_TEXTS, errorWithReason } from '~/domain/admin-appointment-texts';
import {
  appointmentSearch,
  COUNTER_LABELS,
  DEFAULT_QUERY,
  parseAppointmentQuery,
  type AppointmentQuery,
} from '~/domain/appointment-list';
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '~/ui/network-guard';
import { loadAppointmentScreen } from '~/models/appointments/overview.server';
import { mayDo, requireAdmin, viewerOf } from '~/http/auth.server';
import { APPOINTMENT_READERS } from '~/ui/admin/admin-tabs';
import { BUSY_LABEL, appointmentVisibility, maskContact, seesContact, type Viewer } from '~/domain/permissions';
import type { AdminAppointment } from '~/models/appointments/json.server';
import type { WeekItem } from '~/models/appointments/overview.server';
import { AbilitiesContext, type AppointmentAbilities } from './abilities';
import type { Route } from './+types/route';

/**
 * /admin/appointments: counters, search and filters, the list, the month calendar, the week
 * view, and a day view with the team as columns. In the day and week views the counters and
 * the search fold into one bar (a <details>), so the grid is on the first screen of a tablet. Everything the admin chooses is in the query string (appointment-list.ts);
 * the dialogs are child routes. The live connection of the admin layout revalidates this
 * loader when another tablet changes an appointment.
 */
const tab = adminTab('/admin/appointments');

export async function loader(args: Route.LoaderArgs) {
  const screen = await loadScreen(args);
  const behindDialog = isBehindDialog(new URL(args.request.url).pathname);
  return { ...screen, viewPreloads: viewPreloads(screen, behindDialog) };
}

/** The lazily loaded views this screen's HTML shows and hydrates with (views.tsx): their modules, preloaded with the page's own (0549, 0554). */
function viewPreloads(screen: Parameters<typeof shownViews>[0], behindDialog: boolean): string[] {
  return preloadedViews(shownViews(screen), behindDialog).flatMap((view) => lazyModulePreloads(VIEW_MODULES[view]));
}

async function loadScreen({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, APPOINTMENT_READERS);
  const abilities: AppointmentAbilities = {
    write: mayDo(session, 'appointments.write'),
    ownStatus: mayDo(session, 'appointments.status.own'),
    notes: mayDo(session, 'appointments.notes.own'),
    allAppointments: mayDo(session, 'appointments.read.all'),
    waitlist: mayDo(session, 'waitlist.manage'),
    customers: mayDo(session, 'customers.read'),
    history: mayDo(session, 'history.read'),
  };
  const viewer = viewerOf(session);
  const parsed = parseAppointmentQuery(new URL(request.url).searchParams);
  if (abilities.allAppointments) {
    const entries = abilities.waitlist && parsed.day ? listWaitlist(context.db, parsed.day) : [];
    // the free starts each waiting customer could be given now ('Randevu ver', one tap)
    const offers = waitlistOffers(context.db, entries, context.now());
    return {
      query: parsed,
      abilities,
      ...loadAppointmentScreen(context.db, parsed, context.now()),
      waitlist:
        abilities.waitlist && parsed.day
          ? { date: parsed.day, entries: entries.map((e) => ({ ...e, offers: offers.get(e.id) ?? [] })) }
          : null,
    };
  }
  // an artist (Uzman, docs/decisions/0381): her counters, list and month are her own; her day
  // and week show the studio's time with the other artists' appointments as 'Dolu' blocks
  const query = { ...parsed, member: null };
  const screen = loadAppointmentScreen(context.db, query, context.now(), { memberId: viewer.teamMemberId ?? 0 });
  const own = <T extends Shown>(list: T[]): T[] =>
    list.filter((a) => appointmentVisibility(viewer, a) === 'full').map((a) => shownTo(viewer, a));
  return {
    query,
    abilities,
    ...screen,
    list: screen.list && { ...screen.list, items: own(screen.list.items) },
    day: screen.day && {
      ...screen.day,
      appointments: own(screen.day.appointments),
      busy: screen.day.appointments.filter((a) => appointmentVisibility(viewer, a) === 'busy').map(busyBlock),
      activeCount: own(screen.day.appointments).filter((a) => a.status === 'pending' || a.status === 'confirmed')
        .length,
    },
    week: screen.week && {
      ...screen.week,
      appointments: screen.week.appointments.map((a) =>
        appointmentVisibility(viewer, a) === 'busy' ? busyWeekItem(a) : a,
      ),
    },
    waitlist: null,
  };
}

/** What the list and the day send of an appointment, enough to tell whose it is and to mask its contact. */
type Shown = Pick<AdminAppointment, 'teamMemberId' | 'customerPhone'> &
  Partial<Pick<AdminAppointment, 'customerEmail'>>;

/** One's own appointment as she sees it: contact masked unless the owner allows it. */
const shownTo = <T extends Shown>(viewer: Viewer, a: T): T => ({
  ...a,
  ...maskContact(a, seesContact(viewer)),
});

/** A busy block's marks: none of another artist's (no category colour, no payment, no arrival). */
const NO_MARKS = { categoryId: 0, arrived: false, noShow: false, sale: null, deposit: null } as const;

/** Another artist's appointment on the day view: only that the time is taken ('Dolu'). */
function busyBlock(
  a: Pick<AdminAppointment, 'id' | 'teamMemberId' | 'time' | 'status' | 'customDuration' | 'durationMinutes'>,
) {
  return {
    id: a.id,
    teamMemberId: a.teamMemberId,
    time: a.time,
    status: a.status,
    durationMinutes: a.customDuration ?? a.durationMinutes,
    busy: true as const,
    ...NO_MARKS,
  };
}

/** Another artist's appointment on the week view: 'Dolu', her name, no customer, no services. */
function busyWeekItem(a: WeekItem): WeekItem {
  return {
    id: a.id,
    date: a.date,
    time: a.time,
    status: a.status,
    customerName: BUSY_LABEL,
    service: '',
    teamMemberId: a.teamMemberId,
    teamMemberName: a.teamMemberName,
    durationMinutes: a.durationMinutes,
    busy: true,
    ...NO_MARKS,
  };
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

/** An action that failed on the network keeps the screen as it is (no reload that would fail too). */
export { revalidateUnlessOffline as shouldRevalidate } from '~/ui/network-guard';

export default function AppointmentsScreen({ loaderData }: Route.ComponentProps) {
  const {
    query,
    abilities,
    counters,
    totalCount,
    filteredCount,
    filtersActive,
    members,
    colors,
    categories,
    list,
    calendar,
    week,
    day,
    today,
    studioNow,
    viewPreloads,
  } = loaderData;
  // the lazily loaded views shown: their modules come with the page's (React writes the links into <head>)
  for (const href of viewPreloads) preloadModule(href);
  const shown = shownViews(loaderData);
  // a view the width hides, or one behind a dialog, keeps the server's HTML until it is seen (0554, 0557)
  const covered = isBehindDialog(useLocation().pathname);
  const late = lateViews(shown, covered);
  const search = appointmentSearch(query);
  // each view as itself or late (0554, 0557): the same props
  const listProps = (l: NonNullable<typeof list>) => ({
    items: l.items,
    page: l.page,
    pages: l.pages,
    query,
    search,
    now: studioNow,
  });
  const calendarProps = (c: NonNullable<typeof calendar>) => ({
    month: c.month,
    weeks: c.weeks,
    marks: c.marks,
    closed: c.closed,
    today,
    query,
  });
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === listHref('');
  usePrefetchOtherViews();

  return (
    <AbilitiesContext.Provider value={abilities}>
      <section aria-busy={loading}>
        <AdminPageHeader title={abilities.allAppointments ? tab.label : `${tab.label} · kendi randevularınız`}>
          {loading ? (
            <span className="inline-flex items-center gap-2 text-sm text-stone-300" aria-hidden="true">
              <span className="h-4 w-4 animate-spin rounded-full border-2 border-accent border-t-transparent" />{' '}
              Yükleniyor…
            </span>
          ) : null}
          {abilities.write ? (
            <Link to={newHref(search)} preventScrollReset className="btn-primary">
              + Yeni Randevu
            </Link>
          ) : null}
        </AdminPageHeader>

        {day || week ? (
          <details
            className="mb-2 rounded-2xl border border-line bg-stone-900"
            open={filtersActive && query.q !== '' ? true : undefined}
          >
            <summary className="flex min-h-11 cursor-pointer items-center gap-3 px-4 text-sm">
              <span className="font-semibold text-accent">Sayılar ve arama</span>
              <span className="text-stone-300 tabular-nums">
                Bugün {counters.today} · Bekleyen {counters.pending}
              </span>
            </summary>
            <div className="px-3 pb-3">
              <Counters counters={counters} />
              <AppointmentFilters
                query={query}
                members={abilities.allAppointments ? members : []}
                filtersActive={filtersActive}
              />
            </div>
          </details>
        ) : (
          <>
            <Counters counters={counters} />
            <AppointmentFilters
              query={query}
              members={abilities.allAppointments ? members : []}
              filtersActive={filtersActive}
            />
          </>
        )}

        {day || week ? null : <ViewToggle query={query} today={today} current={query.view} />}

        <div className={day || week ? 'space-y-4' : 'mt-4 space-y-4'}>
          {!day && !week && (totalCount === 0 || (filteredCount === 0 && filtersActive)) ? (
            <EmptyState kind={totalCount === 0 ? 'none' : 'filtered'} query={query} search={search} />
          ) : null}

          {day ? (
            <DayView
              date={day.date}
              appointments={day.appointments}
              busy={'busy' in day ? day.busy : []}
              activeCount={day.activeCount}
              memberIds={day.memberIds}
              calendar={day.calendar}
              members={members}
              colors={colors}
              categories={categories ?? []}
              query={query}
              search={search}
              today={today}
              now={studioNow}
              toolbar={<ViewToggle query={query} today={today} current="day" />}
            />
          ) : null}

          {week ? (
            <WeekView
              dates={week.dates}
              appointments={week.appointments}
              calendar={week.calendar}
              colors={colors}
              categories={categories ?? []}
              query={query}
              search={search}
              today={today}
              toolbar={<ViewToggle query={query} today={today} current="week" />}
            />
          ) : null}

          {list && shown.list ? (
            <div className={query.view === 'list' ? '' : 'md:hidden'} data-testid="list-view">
              {late.list ? (
                <LateListView
                  {...listProps(list)}
                  place={{ onlyWhen: query.view === 'list' ? null : 'narrow', covered }}
                />
              ) : (
                <AppointmentListView {...listProps(list)} />
              )}
            </div>
          ) : null}

          {calendar ? (
            <div className={query.view === 'calendar' ? '' : 'hidden md:block'} data-testid="calendar-view">
              {late.month ? (
                <LateMonthCalendar
                  {...calendarProps(calendar)}
                  place={{ onlyWhen: query.view === 'calendar' ? null : 'wide', covered }}
                />
              ) : (
                <MonthCalendar {...calendarProps(calendar)} />
              )}
            </div>
          ) : null}
        </div>

        <Outlet />
      </section>
    </AbilitiesContext.Provider>
  );
}

function Counters({ counters }: { counters: Route.ComponentProps['loaderData']['counters'] }) {
  return (
    <ul className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Randevu sayıları">
      {COUNTER_LABELS.map(({ key, label }) => (
        <li key={key} className="rounded-2xl border border-line bg-stone-900 px-3 py-2">
          <p className="text-sm text-stone-400">{label}</p>
          <p className="text-2xl font-semibold tabular-nums" data-testid={`counter-${key}`}>
            {counters[key]}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Liste, Takvim (month), Hafta and Gün. With no choice in the URL, CSS picks between the first
 * two: the list below 768 px, else the calendar.
 */
function ViewToggle({
  query,
  today,
  current,
}: {
  query: AppointmentQuery;
  today: string;
  current: AppointmentQuery['view'] | 'day';
}) {
  const base = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold';
  const on = 'bg-accent text-ink';
  const off = 'text-stone-200 hover:bg-stone-800';
  const listClass = current === 'list' ? on : current !== null ? off : `${on} md:bg-transparent md:text-stone-200`;
  const calendarClass = current === 'calendar' ? on : current !== null ? off : `${off} md:bg-accent md:text-ink`;
  const anchor = query.day ?? query.week ?? today;
  const views = [
    {
      key: 'list',
      label: 'Liste',
      className: listClass,
      to: appointmentSearch(query, { view: 'list', day: null, page: 1 }),
    },
    {
      key: 'calendar',
      label: 'Takvim',
      className: calendarClass,
      to: appointmentSearch(query, { view: 'calendar', day: null, month: anchor.slice(0, 7), page: 1 }),
    },
    {
      key: 'week',
      label: 'Hafta',
      className: current === 'week' ? on : off,
      to: appointmentSearch(query, { view: 'week', day: null, week: anchor, page: 1 }),
    },
    {
      key: 'day',
      label: 'Gün',
      className: current === 'day' ? on : off,
      to: appointmentSearch(query, { day: anchor, month: anchor.slice(0, 7), page: 1 }),
    },
  ] as const;
  return (
    <nav
      aria-label="Görünüm"
      className={`inline-flex gap-1 rounded-full border border-line bg-stone-900 p-1 ${current === 'day' || current === 'week' ? 'ml-auto' : 'mt-4'}`}
    >
      {views.map((v) => (
        <Link
          key={v.key}
          to={listHref(v.to)}
          className={`${base} ${v.className}`}
          aria-current={current === v.key ? 'page' : undefined}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  );
}

/** The two empty states, each with a refresh. */
function EmptyState({ kind, query, search }: { kind: 'none' | 'filtered'; query: AppointmentQuery; search: string }) {
  return (
    <div className="rounded-2xl border border-line bg-stone-900/60 p-6 text-center" data-testid="empty-state">
      <p className="text-stone-200">
        {kind === 'none' ? ADMIN_APPOINTMENT_TEXTS.emptyAll : ADMIN_APPOINTMENT_TEXTS.emptyFiltered}
      </p>
      <p className="mt-1 text-sm text-stone-400">
        {kind === 'none'
          ? 'Yeni bir randevu oluşturabilir veya sitedeki rezervasyonları bekleyebilirsiniz.'
          : 'Aramayı değiştirin ya da filtreleri temizleyin.'}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to={listHref(search)} className="btn-ghost">
          Yenile
        </Link>
        {kind === 'filtered' ? (
          <Link
            to={listHref(
              appointmentSearch({ ...query, q: '', status: 'all', range: DEFAULT_QUERY.range, member: null, page: 1 }),
            )}
            className="btn-ghost"
          >
            Filtreleri Temizle
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** 'Randevular yüklenemedi: {reason}' with a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isForbidden(error)) return <ForbiddenNotice />;
  const reason = isNetworkError(error)
    ? NETWORK_ERROR_MESSAGE
    : isRouteErrorResponse(error)
      ? typeof error.data === 'string'
        ? error.data
        : error.statusText
      : error instanceof Error
        ? error.message
        : null;
  return (
    <section role="alert" className="rounded-2xl border border-red-900 bg-red-950/40 p-6">
      <h2 className="text-xl font-semibold text-red-100">
        {errorWithReason(ADMIN_APPOINTMENT_TEXTS.loadFailed, reason)}
      </h2>
      <a href={`${location.pathname}${location.search}`} className="btn-ghost mt-4">
        Tekrar Dene
      </a>
    </section>
  );
}
