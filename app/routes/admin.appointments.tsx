import { Link, Outlet, useLocation, useNavigation, useRouteError, isRouteErrorResponse } from 'react-router';
import { adminMeta, adminTab } from '~/components/admin/admin-tabs';
import { AdminPageHeader } from '~/components/admin/admin-ui';
import { AppointmentFilters } from '~/components/admin/appointments/appointment-filters';
import { AppointmentListView } from '~/components/admin/appointments/appointment-list-view';
import { DayView } from '~/components/admin/appointments/day-view';
import { MonthCalendar } from '~/components/admin/appointments/month-calendar';
import { listHref, newHref } from '~/components/admin/appointments/paths';
import { ADMIN_APPOINTMENT_TEXTS, errorWithReason } from '~/domain/admin-appointment-texts';
import { appointmentSearch, COUNTER_LABELS, DEFAULT_QUERY, parseAppointmentQuery, type AppointmentQuery } from '~/domain/appointment-list';
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '~/lib/network-guard';
import { loadAppointmentScreen } from '~/models/appointments/overview.server';
import { requireAdmin } from '~/lib/auth.server';
import type { Route } from './+types/admin.appointments';

/**
 * /admin/appointments: counters, search and filters, the list or the month calendar, and a
 * day's timeline. Everything the admin chooses is in the query string (appointment-list.ts);
 * the dialogs are child routes. The live connection of the admin layout revalidates this
 * loader when another tablet changes an appointment.
 */
const tab = adminTab('/admin/appointments');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = parseAppointmentQuery(new URL(request.url).searchParams);
  return { query, ...loadAppointmentScreen(context.db, query, context.now()) };
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

/** An action that failed on the network keeps the screen as it is (no reload that would fail too). */
export { revalidateUnlessOffline as shouldRevalidate } from '~/lib/network-guard';

export default function AppointmentsScreen({ loaderData }: Route.ComponentProps) {
  const { query, counters, totalCount, filteredCount, filtersActive, members, colors, list, calendar, day, today } = loaderData;
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

      <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-label="Randevu sayıları">
        {COUNTER_LABELS.map(({ key, label }) => (
          <li key={key} className="rounded-2xl border border-line bg-stone-900 px-4 py-3">
            <p className="text-sm text-stone-400">{label}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`counter-${key}`}>
              {counters[key]}
            </p>
          </li>
        ))}
      </ul>

      <AppointmentFilters query={query} members={members} filtersActive={filtersActive} />

      {day ? null : <ViewToggle query={query} />}

      <div className="mt-4 space-y-4">
        {totalCount === 0 || (filteredCount === 0 && filtersActive) ? <EmptyState kind={totalCount === 0 ? 'none' : 'filtered'} query={query} search={search} /> : null}

        {day ? (
          <DayView
            date={day.date}
            appointments={day.appointments}
            activeCount={day.activeCount}
            memberIds={day.memberIds}
            calendar={day.calendar}
            members={members}
            colors={colors}
            query={query}
            search={search}
          />
        ) : null}

        {list && list.items.length > 0 ? (
          <div className={query.view === 'list' ? '' : 'md:hidden'} data-testid="list-view">
            <AppointmentListView items={list.items} page={list.page} pages={list.pages} query={query} search={search} />
          </div>
        ) : null}

        {calendar ? (
          <div className={query.view === 'calendar' ? '' : 'hidden md:block'} data-testid="calendar-view">
            <MonthCalendar month={calendar.month} weeks={calendar.weeks} marks={calendar.marks} today={today} query={query} />
          </div>
        ) : null}
      </div>

      <Outlet />
    </section>
  );
}

/** List or calendar. With no choice in the URL, CSS picks: the list below 768 px, else the calendar. */
function ViewToggle({ query }: { query: AppointmentQuery }) {
  const base = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold';
  const on = 'bg-accent text-ink';
  const off = 'text-stone-200 hover:bg-stone-800';
  const listClass = query.view === 'list' ? on : query.view === 'calendar' ? off : `${on} md:bg-transparent md:text-stone-200`;
  const calendarClass = query.view === 'calendar' ? on : query.view === 'list' ? off : `${off} md:bg-accent md:text-ink`;
  return (
    <nav aria-label="Görünüm" className="mt-4 inline-flex gap-1 rounded-full border border-line bg-stone-900 p-1">
      <Link to={listHref(appointmentSearch(query, { view: 'list', page: 1 }))} className={`${base} ${listClass}`} aria-current={query.view === 'list' ? 'page' : undefined}>
        Liste
      </Link>
      <Link to={listHref(appointmentSearch(query, { view: 'calendar', page: 1 }))} className={`${base} ${calendarClass}`} aria-current={query.view === 'calendar' ? 'page' : undefined}>
        Takvim
      </Link>
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
