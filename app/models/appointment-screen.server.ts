/**
 * What the appointment screen (/admin/appointments) and its create/edit form load: the
 * counters, the filtered list page, the month calendar's marks, the open day with its
 * timeline, and the form's choices (members, services by category, packages).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import {
  appointmentCounters,
  filterAppointments,
  hasActiveFilters,
  pageOf,
  sortAppointments,
  type AppointmentQuery,
} from '~/domain/appointment-list';
import { marksByDate, monthGrid, monthOf } from '~/domain/appointment-calendar';
import { istanbulToday } from '~/domain/clock';
import { listAdminAppointments } from './admin-appointments.server';
import type { AdminAppointment } from './appointments/json.server';
import { loadBookingCatalog } from './booking-catalog.server';
import { studioColors } from './home-settings.server';
import { loadCalendar } from './studio-calendar.server';
import type { StudioCalendar } from '~/domain/hours';

export type ScreenMember = { id: number; name: string; isActive: boolean };

export function loadAppointmentScreen(db: Db, query: AppointmentQuery, now: Date) {
  const today = istanbulToday(now);
  const all = listAdminAppointments(db);
  const filtered = filterAppointments(all, query, today);
  const members: ScreenMember[] = db
    .select({ id: teamMembers.id, name: teamMembers.name, isActive: teamMembers.isActive })
    .from(teamMembers)
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id))
    .all();

  // No view chosen: both are sent and CSS shows the list below 768 px, else the calendar.
  const showList = !query.day && query.view !== 'calendar';
  const showCalendar = !query.day && query.view !== 'list';
  const month = query.month ?? monthOf(query.day ?? today);
  const weeks = monthGrid(month);

  let day: { date: string; appointments: AdminAppointment[]; activeCount: number; memberIds: number[]; calendar: StudioCalendar } | null = null;
  if (query.day) {
    const date = query.day;
    // the day is the studio's day: every appointment of the date, narrowed only by the staff
    // filter (a status, range or search filter would empty the timeline and skew its count)
    const appointments = all
      .filter((a) => a.date === date && (query.member === null || a.teamMemberId === query.member))
      .sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
    day = {
      date,
      appointments,
      activeCount: appointments.filter((a) => a.status === 'pending' || a.status === 'confirmed').length,
      memberIds: query.member !== null ? [query.member] : members.filter((m) => m.isActive).map((m) => m.id),
      // the timeline's hours and closure bands
      calendar: loadCalendar(db, date),
    };
  }

  return {
    today,
    counters: appointmentCounters(all, today),
    totalCount: all.length,
    filteredCount: filtered.length,
    filtersActive: hasActiveFilters(query),
    members,
    colors: studioColors(db),
    list: showList ? pageOf(sortAppointments(filtered, query.sort, query.dir), query.page) : null,
    calendar: showCalendar ? { month, weeks, marks: marksByDate(filtered, weeks[0]![0]!.date, weeks.at(-1)!.at(-1)!.date) } : null,
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
    const kept = db.select({ id: teamMembers.id, name: teamMembers.name, specialization: teamMembers.specialization }).from(teamMembers).where(eq(teamMembers.id, keepMemberId)).get();
    if (kept) members.push(kept);
  }
  const groups = catalog.categories
    .map((c) => ({
      id: c.id,
      name: c.displayName,
      services: catalog.services.filter((s) => s.categoryId === c.id).map((s) => ({ id: s.id, name: s.name, priceKurus: s.priceKurus, durationMinutes: s.durationMinutes })),
    }))
    .filter((g) => g.services.length > 0);
  const packages = catalog.packages.map((p) => ({ id: p.id, name: p.name, priceKurus: p.priceKurus, durationMinutes: p.durationMinutes }));
  return { members, groups, packages };
}
