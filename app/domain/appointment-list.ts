/**
 * The appointment screen's search, filters, sort, view and counters (admin spec section 2),
 * all kept in the URL query so they survive a reload and work without JavaScript:
 *
 *   ?q=&status=all|pending|confirmed|completed|cancelled&range=upcoming|next7|all|today|week|month
 *    &member=<id>&sort=date|customer|status&dir=asc|desc&view=list|calendar
 *    &month=YYYY-MM&day=YYYY-MM-DD&week=YYYY-MM-DD&page=N
 *
 * Pure: `today` (Istanbul) is a parameter. Unknown values fall back to the defaults.
 */
import { foldText, parseCustomerQuery, phoneSearchKey } from './text-search';
import { APPOINTMENT_STATUS_VALUES, displayStatus, type AppointmentStatusValue } from './appointment-status';
import { addDays, isValidDate } from './clock';
import { pageParam, pageWindow } from './pagination';

/**
 * Today first (issue 15 item 5): the list opens on 'upcoming' (today onward, ascending); the
 * spec's ranges ('Tümü', 'Bugün', the last 7 and 30 days) reach the past; 'next7' is today
 * and the 6 days after it ('Önümüzdeki 7 gün').
 */
export const DATE_RANGES = ['upcoming', 'next7', 'all', 'today', 'week', 'month'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const DEFAULT_RANGE: DateRange = 'upcoming';
export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  upcoming: 'Bugünden itibaren',
  next7: 'Önümüzdeki 7 gün',
  all: 'Tümü',
  today: 'Bugün',
  week: 'Bu Hafta (son 7 gün)',
  month: 'Bu Ay (son 30 gün)',
};
/** "this week" = the last 7 days and "this month" = the last 30 days, today included. */
export const RANGE_DAYS: Record<'today' | 'week' | 'month', number> = { today: 1, week: 7, month: 30 };
/** 'Önümüzdeki 7 gün': today and the 6 days after it. */
export const NEXT_DAYS = 7;

export const SORT_FIELDS = ['date', 'customer', 'status'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_LABELS: Record<SortField, string> = { date: 'Tarih', customer: 'Müşteri', status: 'Durum' };
export type SortDirection = 'asc' | 'desc';

export const VIEWS = ['list', 'calendar', 'week'] as const;
export type AppointmentView = (typeof VIEWS)[number];
/** Below this window width the list is the default view, otherwise the calendar. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Rows of the list view per page: 25, as the customers' (docs/decisions/0553, 0556); the API pages its own. */
export const LIST_PAGE_SIZE = 25;

export type StatusFilter = AppointmentStatusValue | 'all';

export type AppointmentQuery = {
  q: string;
  status: StatusFilter;
  range: DateRange;
  /** a team member id, or null for all */
  member: number | null;
  sort: SortField;
  dir: SortDirection;
  /** null: not chosen (the list below 768 px, else the calendar) */
  view: AppointmentView | null;
  /** the calendar's month (YYYY-MM); null = the month of today */
  month: string | null;
  /** the day whose timeline is open */
  day: string | null;
  /** a date of the week the week view shows (view=week); null = this week */
  week: string | null;
  page: number;
};

export const DEFAULT_QUERY: AppointmentQuery = {
  q: '',
  status: 'all',
  range: DEFAULT_RANGE,
  member: null,
  sort: 'date',
  dir: 'asc',
  view: null,
  month: null,
  day: null,
  week: null,
  page: 1,
};

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function parseAppointmentQuery(params: URLSearchParams): AppointmentQuery {
  const member = params.get('member');
  const month = params.get('month');
  const day = params.get('day');
  const week = params.get('week');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: oneOf<StatusFilter>(['all', ...APPOINTMENT_STATUS_VALUES], params.get('status'), 'all'),
    range: oneOf(DATE_RANGES, params.get('range'), DEFAULT_RANGE),
    member: member && /^\d{1,9}$/.test(member) && Number(member) > 0 ? Number(member) : null,
    sort: oneOf(SORT_FIELDS, params.get('sort'), 'date'),
    dir: oneOf<SortDirection>(['asc', 'desc'], params.get('dir'), DEFAULT_QUERY.dir),
    view: (VIEWS as readonly string[]).includes(params.get('view') ?? '')
      ? (params.get('view') as AppointmentView)
      : null,
    month: month && MONTH_RE.test(month) ? month : null,
    day: day && isValidDate(day) ? day : null,
    week: isValidDate(week) ? week : null,
    page: pageParam(params.get('page')),
  };
}

/**
 * The query string of `query` (leading '?', or '' when everything is default). Defaults are
 * left out so URLs stay short.
 */
export function appointmentSearch(query: AppointmentQuery, changes: Partial<AppointmentQuery> = {}): string {
  const q = { ...query, ...changes };
  const params = new URLSearchParams();
  if (q.q) params.set('q', q.q);
  if (q.status !== 'all') params.set('status', q.status);
  if (q.range !== DEFAULT_RANGE) params.set('range', q.range);
  if (q.member !== null) params.set('member', String(q.member));
  if (q.sort !== 'date') params.set('sort', q.sort);
  if (q.dir !== DEFAULT_QUERY.dir) params.set('dir', q.dir);
  if (q.view) params.set('view', q.view);
  if (q.month) params.set('month', q.month);
  if (q.day) params.set('day', q.day);
  if (q.week) params.set('week', q.week);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Whether a search or a filter narrows the list (decides which empty state shows). */
export function hasActiveFilters(query: AppointmentQuery): boolean {
  return query.q !== '' || query.status !== 'all' || query.range !== DEFAULT_RANGE || query.member !== null;
}

/** What the filters and the search look at. */
export type FilterableAppointment = {
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  service: string;
  teamMemberId: number | null;
  date: string;
  time: string;
  status: string;
};

/**
 * Customer name, e-mail, phone or service contains the search: Turkish letters and case fold
 * ("ayse" finds "Ayşe"), and a number is read alike with +90, 0, spaces or brackets
 * (text-search.ts, the one rule of every customer search).
 */
export function matchesSearch(a: FilterableAppointment, search: string): boolean {
  const term = foldText(search);
  if (!term) return true;
  if (
    [a.customerName, a.customerEmail ?? '', a.customerPhone ?? '', a.service].some((field) =>
      foldText(field).includes(term),
    )
  )
    return true;
  const query = parseCustomerQuery(search);
  return query.phone !== null && phoneSearchKey(a.customerPhone ?? '').includes(query.phone);
}

/** The dates a range includes (inclusive; an open end is undefined). */
export function rangeWindow(range: DateRange, today: string): { from?: string; to?: string } {
  if (range === 'all') return {};
  if (range === 'upcoming') return { from: today };
  if (range === 'next7') return { from: today, to: addDays(today, NEXT_DAYS - 1) };
  return { from: addDays(today, -(RANGE_DAYS[range] - 1)), to: today };
}

export function matchesRange(date: string, range: DateRange, today: string): boolean {
  const { from, to } = rangeWindow(range, today);
  return (from === undefined || date >= from) && (to === undefined || date <= to);
}

/** The search and the status, date and staff filters (not the view or the day). */
export function filterAppointments<T extends FilterableAppointment>(
  list: readonly T[],
  query: AppointmentQuery,
  today: string,
): T[] {
  return list.filter(
    (a) =>
      (query.status === 'all' || displayStatus(a.status) === query.status) &&
      (query.member === null || a.teamMemberId === query.member) &&
      matchesRange(a.date, query.range, today) &&
      matchesSearch(a, query.q),
  );
}

const STATUS_ORDER: Record<AppointmentStatusValue, number> = { pending: 0, confirmed: 1, completed: 2, cancelled: 3 };
const collator = new Intl.Collator('tr-TR', { sensitivity: 'base' });

/** Sorted copy: by date (then time), customer name (Turkish order) or status (pending first); ties by date and time. */
export function sortAppointments<T extends FilterableAppointment & { id: number }>(
  list: readonly T[],
  sort: SortField,
  dir: SortDirection,
): T[] {
  const when = (a: T, b: T) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id;
  const primary = (a: T, b: T): number => {
    if (sort === 'customer') return collator.compare(a.customerName, b.customerName);
    if (sort === 'status') return STATUS_ORDER[displayStatus(a.status)] - STATUS_ORDER[displayStatus(b.status)];
    return 0;
  };
  const sign = dir === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => sign * (primary(a, b) || when(a, b)));
}

export type AppointmentCounters = { total: number; today: number } & Record<AppointmentStatusValue, number>;

export const COUNTER_LABELS: { key: keyof AppointmentCounters; label: string }[] = [
  { key: 'total', label: 'Toplam' },
  { key: 'today', label: 'Bugün' },
  { key: 'pending', label: 'Bekleyen' },
  { key: 'confirmed', label: 'Onaylanan' },
  { key: 'completed', label: 'Tamamlanan' },
  { key: 'cancelled', label: 'İptal Edilen' },
];

/** One page of a list (pages start at 1; a page past the end shows the last one). */
export function pageOf<T>(
  list: readonly T[],
  page: number,
  size = LIST_PAGE_SIZE,
): { items: T[]; page: number; pages: number } {
  const { page: p, pages, offset } = pageWindow(list.length, page, size);
  return { items: list.slice(offset, offset + size), page: p, pages };
}
