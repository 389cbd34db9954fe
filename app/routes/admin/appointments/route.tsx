import { Link, Outlet, useLocation, useNavigation, useRouteError, isRouteErrorResponse } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { AppointmentFilters } from '~/routes/admin/appointments/appointment-filters';
import { AppointmentListView } from '~/routes/admin/appointments/appointment-list-view';
import { listWaitlist, waitlistOffers } from '~/models/appointments/waitlist.server';
import { DayView } from '~/routes/admin/appointments/day-view';
import { MonthCalendar } from '~/routes/admin/appointments/month-calendar';
import { WeekView } from '~/routes/admin/appointments/week-view';
import { listHref, newHref } from '~/routes/admin/appointments/paths';
import { ADMIN_APPOINTMENT_TEXTS, errorWithReason } from '~/domain/admin-appointment-texts';
import { appointmentSearch, COUNTER_LABELS, DEFAULT_QUERY, parseAppointmentQuery, type AppointmentQuery } from '~/domain/appointment-list';
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '~/ui/network-guard';
import { loadAppointmentScreen } from '~/models/appointments/overview.server';
import { requireAdmin } from '~/http/auth.server';
import type { Route } from './+types/route';

/**
 * /admin/appointments: counters, search and filters, the list, the month calendar, the week
 * view, and a day view with the team as columns. In the day and week views the counters and
 * the search fold into one bar (a <details>), so the grid is on the first screen of a tablet. Everything the admin chooses is in the query string (appointment-list.ts);
 * the dialogs are child routes. The live connection of the admin layout revalidates this
 * loader when another tablet changes an appointment.
 */
const tab = adminTab('/admin/appointments');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = parseAppointmentQuery(new URL(request.url).searchParams);
  const entries = query.day ? listWaitlist(context.db, query.day) : [];
  // the free starts each waiting customer could be given now ('Randevu ver', one tap)
  const offers = waitlistOffers(context.db, entries, context.now());
  return { query, ...loadAppointmentScreen(context.db, query, context.now()), waitlist: query.day ? { date: query.day, entries: entries.map((e) => ({ ...e, offers: offers.get(e.id) ?? [] })) } : null };
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

/** An action that failed on the network keeps the screen as it is (no reload that would fail too). */
export { revalidateUnlessOffline as shouldRevalidate } from '~/ui/network-guard';

export default function AppointmentsScreen({ loaderData }: Route.ComponentProps) {
  const { query, counters, totalCount, filteredCount, filtersActive, members, colors, categories, list, calendar, week, day, today } = loaderData;
  const search = appointmentSearch(query);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === listHref('');

  return (
    <section aria-busy={loading}>
      <AdminPageHeader title={tab.label}>
        {loading ? (
          <span className="inline-flex items-center gap-2 text-sm text-stone-300" aria-hidden="true">
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-accent border-t-transparent" /> Yükleniyor…
          </span>
        ) : null}
        <Link to={newHref(search)} preventScrollReset className="btn-primary">
          + Yeni Randevu
        </Link>
      </AdminPageHeader>

      {day || week ? (
        <details className="mb-2 rounded-2xl border border-line bg-stone-900" open={filtersActive && query.q !== '' ? true : undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center gap-3 px-4 text-sm">
            <span className="font-semibold text-accent">Sayılar ve arama</span>
            <span className="text-stone-300 tabular-nums">
              Bugün {counters.today} · Bekleyen {counters.pending}
            </span>
          </summary>
          <div className="px-3 pb-3">
            <Counters counters={counters} />
            <AppointmentFilters query={query} members={members} filtersActive={filtersActive} />
          </div>
        </details>
      ) : (
        <>
          <Counters counters={counters} />
          <AppointmentFilters query={query} members={members} filtersActive={filtersActive} />
        </>
      )}

      {day || week ? null : <ViewToggle query={query} today={today} current={query.view} />}

      <div className={day || week ? 'space-y-4' : 'mt-4 space-y-4'}>
        {!day && !week && (totalCount === 0 || (filteredCount === 0 && filtersActive)) ? <EmptyState kind={totalCount === 0 ? 'none' : 'filtered'} query={query} search={search} /> : null}

        {day ? (
          <DayView
            date={day.date}
            appointments={day.appointments}
            activeCount={day.activeCount}
            memberIds={day.memberIds}
            calendar={day.calendar}
            members={members}
            colors={colors}
            categories={categories ?? []}
            query={query}
            search={search}
            today={today}
            toolbar={<ViewToggle query={query} today={today} current="day" />}
          />
        ) : null}

        {week ? <WeekView dates={week.dates} appointments={week.appointments} calendar={week.calendar} colors={colors} categories={categories ?? []} query={query} search={search} today={today} toolbar={<ViewToggle query={query} today={today} current="week" />} /> : null}

        {list && list.items.length > 0 ? (
          <div className={query.view === 'list' ? '' : 'md:hidden'} data-testid="list-view">
            <AppointmentListView items={list.items} page={list.page} pages={list.pages} query={query} search={search} />
          </div>
        ) : null}

        {calendar ? (
          <div className={query.view === 'calendar' ? '' : 'hidden md:block'} data-testid="calendar-view">
            <MonthCalendar month={calendar.month} weeks={calendar.weeks} marks={calendar.marks} closed={calendar.closed} today={today} query={query} />
          </div>
        ) : null}
      </div>

      <Outlet />
    </section>
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
function ViewToggle({ query, today, current }: { query: AppointmentQuery; today: string; current: AppointmentQuery['view'] | 'day' }) {
  const base = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold';
  const on = 'bg-accent text-ink';
  const off = 'text-stone-200 hover:bg-stone-800';
  const listClass = current === 'list' ? on : current !== null ? off : `${on} md:bg-transparent md:text-stone-200`;
  const calendarClass = current === 'calendar' ? on : current !== null ? off : `${off} md:bg-accent md:text-ink`;
  const anchor = query.day ?? query.week ?? today;
  const views = [
    { key: 'list', label: 'Liste', className: listClass, to: appointmentSearch(query, { view: 'list', day: null, page: 1 }) },
    { key: 'calendar', label: 'Takvim', className: calendarClass, to: appointmentSearch(query, { view: 'calendar', day: null, month: anchor.slice(0, 7), page: 1 }) },
    { key: 'week', label: 'Hafta', className: current === 'week' ? on : off, to: appointmentSearch(query, { view: 'week', day: null, week: anchor, page: 1 }) },
    { key: 'day', label: 'Gün', className: current === 'day' ? on : off, to: appointmentSearch(query, { day: anchor, month: anchor.slice(0, 7), page: 1 }) },
  ] as const;
  return (
    <nav aria-label="Görünüm" className={`inline-flex gap-1 rounded-full border border-line bg-stone-900 p-1 ${current === 'day' || current === 'week' ? 'ml-auto' : 'mt-4'}`}>
      {views.map((v) => (
        <Link key={v.key} to={listHref(v.to)} className={`${base} ${v.className}`} aria-current={current === v.key ? 'page' : undefined}>
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
      <p className="text-stone-200">{kind === 'none' ? ADMIN_APPOINTMENT_TEXTS.emptyAll : ADMIN_APPOINTMENT_TEXTS.emptyFiltered}</p>
      <p className="mt-1 text-sm text-stone-400">
        {kind === 'none' ? 'Yeni bir randevu oluşturabilir veya sitedeki rezervasyonları bekleyebilirsiniz.' : 'Aramayı değiştirin ya da filtreleri temizleyin.'}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to={listHref(search)} className="btn-ghost">
          Yenile
        </Link>
        {kind === 'filtered' ? (
          <Link to={listHref(appointmentSearch({ ...query, q: '', status: 'all', range: DEFAULT_QUERY.range, member: null, page: 1 }))} className="btn-ghost">
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
  const reason = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : isRouteErrorResponse(error) ? (typeof error.data === 'string' ? error.data : error.statusText) : error instanceof Error ? error.message : null;
  return (
    <section role="alert" className="rounded-2xl border border-red-900 bg-red-950/40 p-6">
      <h2 className="text-xl font-semibold text-red-100">{errorWithReason(ADMIN_APPOINTMENT_TEXTS.loadFailed, reason)}</h2>
      <a href={`${location.pathname}${location.search}`} className="btn-ghost mt-4">
        Tekrar Dene
      </a>
    </section>
  );
}
