/**
 * What the appointment screen (/admin/appointments) and its create/edit form load: the
 * counters, the filtered list page, the month calendar's marks, the open day with its
 * timeline, and the form's choices (members, services by category, packages).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, teamMembers } from '../../../db/schema';
import {
  DEFAULT_RANGE,
  filterAppointments,
  hasActiveFilters,
  LIST_PAGE_SIZE,
  pageOf,
  rangeWindow,
  sortAppointments,
  type AppointmentCounters,
  type AppointmentQuery,
} from '~/domain/appointment-list';
import { isStudioClosed, marksByDate, monthGrid, monthOf, weekDates } from '~/domain/appointment-calendar';
import { istanbulClock } from '~/domain/clock';
import { pageWindow } from '~/domain/pagination';
import { countByStatus } from './lists.server';
import { adminAppointmentJson, type AdminAppointment } from './json.server';
import { countAppointments, readAppointmentKeys, readAppointments, type AppointmentWindow } from './queries.server';
import { loadBookingCatalog } from '../catalogue/bookable.server';
import { studioColors } from '../content/home-settings.server';
import { loadCalendar } from '../studio/calendar.server';
import type { StudioCalendar } from '~/domain/hours';
import { appointmentCategory, type CategoryColour } from '~/domain/category-colours';
import { calendarCategories } from '../catalogue/categories.server';
import { saleMarksOf } from '../sales/queries.server';
import { depositsOfAppointments } from '../deposits/ledger.server';
import type { DepositStatus } from '~/domain/deposit-states';
import type { Appointment } from './queries.server';

export type ScreenMember = { id: number; name: string; isActive: boolean };

/**
 * What a block shows besides the appointment (issue 27, item 1): its category (the colour),
 * the 'Geldi' and 'Gelmedi' marks and whether it is paid. Status and marks are patterns and
 * badges, never colour alone (app/domain/category-colours.ts).
 */
export type BlockMarks = {
  categoryId: number;
  arrived: boolean;
  noShow: boolean;
  sale: 'paid' | 'owed' | 'open' | null;
  /** the kapora's state (issue 38: 'Kapora bekleniyor / alındı / iade edildi / tutuldu'), null: none */
  deposit: DepositStatus | null;
};

const WEEK_FIELDS = [
  'id',
  'date',
  'time',
  'status',
  'customerName',
  'service',
  'teamMemberId',
  'teamMemberName',
] as const satisfies readonly (keyof AdminAppointment)[];

/** An appointment of the week view: what its block shows (its length with the custom one applied). */
export type WeekItem = Pick<AdminAppointment, (typeof WEEK_FIELDS)[number]> & {
  durationMinutes: number;
  /** another artist's time on an artist's week: 'Dolu', without customer or services (docs/decisions/0381) */
  busy?: boolean;
} & BlockMarks;

/** Of an appointment in the API's shape, the fields a view uses: the rest does not go with the page. */
function fieldsOf<K extends keyof AdminAppointment>(
  json: AdminAppointment,
  keys: readonly K[],
): Pick<AdminAppointment, K> {
  return Object.fromEntries(keys.map((key) => [key, json[key]])) as Pick<AdminAppointment, K>;
}

/**
 * What of an appointment the day view uses (its block, its card, the card's actions and the
 * drag), and the list (its row and the row's actions), like the week's above: the rest of the
 * API's shape (services and packages by id, who wrote it and when) is not sent with the page
 * (issue 39, docs/decisions/0552).
 */
const DAY_FIELDS = [
  'id',
  'customerId',
  'customerName',
  'customerPhone',
  'service',
  'teamMemberId',
  'teamMemberName',
  'date',
  'time',
  'notes',
  'status',
  'customDuration',
  'durationMinutes',
  'noShow',
  'version',
] as const satisfies readonly (keyof AdminAppointment)[];
const LIST_FIELDS = [...DAY_FIELDS, 'customerEmail', 'totalPriceKurus'] as const;

/** An appointment of the day view: what its block, its card and its actions show. */
export type DayItem = Pick<AdminAppointment, (typeof DAY_FIELDS)[number]> & BlockMarks;
/** An appointment of the list: what its row and its actions show. */
export type ListItem = Pick<AdminAppointment, (typeof LIST_FIELDS)[number]>;

const listItem = (json: AdminAppointment): ListItem => fieldsOf(json, LIST_FIELDS);

/** The marks of a window's appointments: the catalogue's categories and one query over their live sales. */
function blockMarker(
  db: Db,
  rows: readonly Appointment[],
  catalogue: ReturnType<typeof calendarCategories>,
): (a: Appointment) => BlockMarks {
  const ids = rows.map((a) => a.id);
  const sales = saleMarksOf(db, ids);
  // one query over the window's kaporas (the unique appointment index)
  const deposits = depositsOfAppointments(db, ids);
  return (a) => ({
    categoryId: appointmentCategory(a.lines, catalogue.serviceCategory, catalogue.packageCategory),
    arrived: a.arrivedAt !== null,
    noShow: a.noShow,
    sale: sales.get(a.id) ?? null,
    deposit: deposits.get(a.id)?.status ?? null,
  });
}

/**
 * The header's six counters over all appointments (or one member's): COUNT queries, no rows.
 * 'Bugün' counts today's pending and confirmed ones, as the day's own header does (day-view.tsx
 * '… randevu (bekleyen ve onaylı)'): the two never disagree about the same day.
 */
export function screenCounters(db: Db, today: string, memberId?: number): AppointmentCounters {
  const byStatus = countByStatus(db, memberId);
  const total = byStatus.pending + byStatus.confirmed + byStatus.completed + byStatus.cancelled;
  const open = [inArray(appointments.status, ['pending', 'confirmed'])];
  return { total, today: countAppointments(db, { from: today, to: today, memberId }, open), ...byStatus };
}

/**
 * Whose appointments the counters, the list and the month count: everyone's, or one member's
 * (an artist's own, docs/decisions/0381). The day and the week always read the whole studio's
 * time: the route shows another artist's appointments there as busy blocks.
 */
export type ScreenScope = { memberId?: number };

/** The status, staff and date filters as a read-model window (the search is not SQL's). */
export function filterWindow(query: AppointmentQuery, today: string): AppointmentWindow {
  const { from, to } = rangeWindow(query.range, today);
  return {
    status: query.status === 'all' ? undefined : query.status,
    memberId: query.member ?? undefined,
    from,
    to,
  };
}

function maxDate(a: string | undefined, b: string): string {
  return a !== undefined && a > b ? a : b;
}
function minDate(a: string | undefined, b: string): string {
  return a !== undefined && a < b ? a : b;
}

type ListPage = { items: ListItem[]; page: number; pages: number };

/**
 * The screen loads what it shows, whatever the history (issue 15 item 8): the counters are
 * COUNT queries; the list is one page read by SQL (date order, no search) or, for a search or
 * a customer/status sort, the light keys of the filtered window sorted the studio's way and
 * then only the page read whole; the calendar the marks of its six weeks; the day its date.
 */
export function loadAppointmentScreen(db: Db, query: AppointmentQuery, now: Date, scope: ScreenScope = {}) {
  const clock = istanbulClock(now);
  const today = clock.date;
  const window = {
    ...filterWindow(query, today),
    ...(scope.memberId !== undefined ? { memberId: scope.memberId } : {}),
  };
  const members: ScreenMember[] = db
    .select({ id: teamMembers.id, name: teamMembers.name, isActive: teamMembers.isActive })
    .from(teamMembers)
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id))
    .all();

  // No view chosen: both are sent and CSS shows the list below 768 px, else the calendar.
  const showList = !query.day && query.view !== 'calendar' && query.view !== 'week';
  const showCalendar = !query.day && query.view !== 'list' && query.view !== 'week';
  const month = query.month ?? monthOf(query.day ?? today);
  const weeks = monthGrid(month);

  // With a search or a sort SQL cannot do, the filtered window's keys decide count and page.
  const bySql = query.q === '' && query.sort === 'date';
  const keys = bySql
    ? null
    : sortAppointments(
        filterAppointments(readAppointmentKeys(db, window, query.q !== ''), query, today),
        query.sort,
        query.dir,
      );
  const filteredCount = keys ? keys.length : countAppointments(db, window);

  let list: ListPage | null = null;
  if (showList) {
    if (keys) {
      const page = pageOf(keys, query.page);
      const byId = new Map(
        readAppointments(db, { ids: page.items.map((k) => k.id) }).map((a) => [
          a.id,
          listItem(adminAppointmentJson(a)),
        ]),
      );
      list = { items: page.items.flatMap((k) => byId.get(k.id) ?? []), page: page.page, pages: page.pages };
    } else {
      const { page, pages, offset } = pageWindow(filteredCount, query.page, LIST_PAGE_SIZE);
      const rows = readAppointments(db, {
        ...window,
        order: query.dir === 'asc' ? 'schedule' : 'schedule-desc',
        limit: LIST_PAGE_SIZE,
        offset,
      });
      list = { items: rows.map((a) => listItem(adminAppointmentJson(a))), page, pages };
    }
  }

  let calendar: { month: string; weeks: typeof weeks; marks: ReturnType<typeof marksByDate>; closed: string[] } | null =
    null;
  if (showCalendar) {
    const first = weeks[0]![0]!.date;
    const last = weeks.at(-1)!.at(-1)!.date;
    // The list's default range (today onward) does not hide the month's past days.
    const calendarQuery = query.range === DEFAULT_RANGE ? { ...query, range: 'all' as const } : query;
    const calendarWindow = {
      ...filterWindow(calendarQuery, today),
      ...(scope.memberId !== undefined ? { memberId: scope.memberId } : {}),
    };
    const monthKeys = () =>
      readAppointmentKeys(
        db,
        { ...calendarWindow, from: maxDate(calendarWindow.from, first), to: minDate(calendarWindow.to, last) },
        query.q !== '',
      );
    const shown =
      keys && calendarQuery === query
        ? keys.filter((k) => k.date >= first && k.date <= last)
        : keys
          ? filterAppointments(monthKeys(), calendarQuery, today)
          : monthKeys();
    // closed days (a closed weekday, a studio-wide holiday) are marked on the grid
    const studio = loadCalendar(db, first, last);
    const closed = weeks
      .flat()
      .filter((d) => isStudioClosed(d.date, studio))
      .map((d) => d.date);
    calendar = { month, weeks, marks: marksByDate(shown, first, last), closed };
  }

  // the day and week views colour their blocks by category (the legend lists the colours)
  const catalogue = query.day || query.view === 'week' ? calendarCategories(db) : null;

  // the week view: the week's appointments (narrowed by the staff filter only, like the day)
  let week: { dates: string[]; appointments: WeekItem[]; calendar: StudioCalendar } | null = null;
  if (!query.day && query.view === 'week') {
    const dates = weekDates(query.week ?? today);
    const rows = readAppointments(db, {
      from: dates[0],
      to: dates[6],
      memberId: query.member ?? undefined,
      order: 'schedule',
    });
    const marks = blockMarker(db, rows, catalogue!);
    week = {
      dates,
      appointments: rows.map((a): WeekItem => {
        const j = adminAppointmentJson(a);
        return { ...fieldsOf(j, WEEK_FIELDS), durationMinutes: j.customDuration ?? j.durationMinutes, ...marks(a) };
      }),
      calendar: loadCalendar(db, dates[0]!, dates[6]),
    };
  }

  let day: {
    date: string;
    appointments: DayItem[];
    activeCount: number;
    memberIds: number[];
    calendar: StudioCalendar;
  } | null = null;
  if (query.day) {
    const date = query.day;
    // the day is the studio's day: every appointment of the date, narrowed only by the staff
    // filter (a status, range or search filter would empty the timeline and skew its count)
    const rows = readAppointments(db, { from: date, to: date, memberId: query.member ?? undefined, order: 'schedule' });
    const marks = blockMarker(db, rows, catalogue!);
    const dayAppointments = rows.map(
      (a): DayItem => ({ ...fieldsOf(adminAppointmentJson(a), DAY_FIELDS), ...marks(a) }),
    );
    day = {
      date,
      appointments: dayAppointments,
      activeCount: dayAppointments.filter((a) => a.status === 'pending' || a.status === 'confirmed').length,
      memberIds: query.member !== null ? [query.member] : members.filter((m) => m.isActive).map((m) => m.id),
      // the timeline's hours and closure bands
      calendar: loadCalendar(db, date),
    };
  }

  const counters = screenCounters(db, today, scope.memberId);
  return {
    today,
    /** Istanbul's date and minute at the read ('Gelmedi' is offered from an appointment's start on) */
    studioNow: { date: today, time: clock.time },
    counters,
    totalCount: counters.total,
    filteredCount,
    filtersActive: hasActiveFilters(query),
    members,
    colors: studioColors(db),
    /** the categories' colours (the day and week views' legend), null on the list and month */
    categories: catalogue ? catalogue.colours : (null as CategoryColour[] | null),
    list,
    calendar,
    week,
    day,
  };
}

export type FormChoices = ReturnType<typeof loadFormChoices>;

/**
 * The form's choices: active members (plus `keepMemberId`, the edited appointment's member,
 * even if inactive), bookable services grouped by category, and packages.
 */
export function loadFormChoices(db: Db, keepMemberId?: number | null) {
  const catalog = loadBookingCatalog(db);
  const members = catalog.members.map((m) => ({ id: m.id, name: m.name, specialization: m.specialization }));
  if (keepMemberId && !members.some((m) => m.id === keepMemberId)) {
    const kept = db
      .select({ id: teamMembers.id, name: teamMembers.name, specialization: teamMembers.specialization })
      .from(teamMembers)
      .where(eq(teamMembers.id, keepMemberId))
      .get();
    if (kept) members.push(kept);
  }
  const groups = catalog.categories
    .map((c) => ({
      id: c.id,
      name: c.displayName,
      services: catalog.services
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ id: s.id, name: s.name, priceKurus: s.priceKurus, durationMinutes: s.durationMinutes })),
    }))
    .filter((g) => g.services.length > 0);
  const packages = catalog.packages.map((p) => ({
    id: p.id,
    name: p.name,
    priceKurus: p.priceKurus,
    durationMinutes: p.durationMinutes,
  }));
  return { members, groups, packages };
}
