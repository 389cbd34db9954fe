/**
 * The availability engine and the appointment-conflict rules (public spec sections 4-5,
 * admin spec section 5). Pure: the database layer (app/models/appointments/availability.server.ts)
 * loads the appointments, these functions decide. `now` is always a parameter.
 *
 * A start time T is available for team member M on date D with total length L when
 *   1. D is open (its weekday has hours, no whole-day closure of the studio or of M) and
 *      not in the past;
 *   2. on today, T is later than now;
 *   3. T is not before opening and T + L ends by closing (18:00 by default);
 *   4. [T, T + L) touches no partial closure of the studio or of M;
 *   5. T is one of the candidate start times (every 30 minutes from opening to 30 minutes
 *      before closing);
 *   6. fewer than `capacity` of M's pending or confirmed appointments on D overlap
 *      [T, T + L) by MORE than 15 minutes.
 * Hours and closures come in the `calendar` parameter (hours.ts; default: the default hours,
 * no closures) and `memberId` picks M's own days off.
 */
import type { AppointmentStatus } from '../../db/schema';
import { addDays, istanbulClock, minutesToTime, timeToMinutes, type WallClock } from './clock';
import {
  candidateStartMinutes,
  dayPlan,
  DEFAULT_CALENDAR,
  hitsClosure,
  isDayOff,
  isOpenOn,
  nextOpenDate,
  type Interval,
  type StudioCalendar,
} from './hours';

/** Two appointments conflict when they overlap by more than this many minutes. */
export const OVERLAP_TOLERANCE_MINUTES = 15;
/** Statuses that occupy a slot for booking, the admin create/edit check and the drag move. */
export const BOOKING_CONFLICT_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];
/** Statuses that count when the admin confirms an appointment. */
export const CONFIRMATION_CONFLICT_STATUSES: readonly AppointmentStatus[] = ['confirmed'];
/** How far ahead availability is searched (today plus 60 days). */
export const BOOKING_HORIZON_DAYS = 60;

/** An existing appointment as the capacity and slot rules see it: when, how long, status. */
export type Occupancy = {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  /** its effective length (customDuration, else the written duration: duration.ts storedDuration) */
  durationMinutes: number;
  status: AppointmentStatus;
};

/** An existing appointment with what a conflict listing shows. */
export type BookedAppointment = Occupancy & {
  id: number;
  customerName?: string;
  /** display text of its services and packages */
  service?: string;
};

/** Minutes two intervals [aStart, aStart+aLen) and [bStart, bStart+bLen) share (0 when apart). */
export function overlapMinutes(aStart: number, aLength: number, bStart: number, bLength: number): number {
  return Math.max(0, Math.min(aStart + aLength, bStart + bLength) - Math.max(aStart, bStart));
}

/** More than 15 minutes of overlap is a conflict; exactly 15 is not. */
export function isConflictingOverlap(minutes: number): boolean {
  return minutes > OVERLAP_TOLERANCE_MINUTES;
}

export type Conflict = {
  appointmentId: number;
  customerName: string;
  overlapMinutes: number;
  startTime: string;
  endTime: string;
  duration: number;
  service: string;
};

export type ConflictOptions = {
  /** which statuses count (default: pending and confirmed) */
  statuses?: readonly AppointmentStatus[];
  /** the appointment being edited or moved */
  excludeId?: number | null;
};

/**
 * The appointments that conflict with a candidate (same date, a counted status, not the
 * excluded one, overlap > 15 minutes), in start order. Used by booking (capacity) and by the
 * admin create/edit/confirm/drag checks.
 */
export function findConflicts(
  candidate: { date: string; time: string; durationMinutes: number },
  appointments: readonly BookedAppointment[],
  options: ConflictOptions = {},
): Conflict[] {
  const statuses = options.statuses ?? BOOKING_CONFLICT_STATUSES;
  const start = timeToMinutes(candidate.time);
  const conflicts: Conflict[] = [];
  for (const a of appointments) {
    if (a.date !== candidate.date || !statuses.includes(a.status)) continue;
    if (options.excludeId != null && a.id === options.excludeId) continue;
    const aStart = timeToMinutes(a.time);
    const overlap = overlapMinutes(start, candidate.durationMinutes, aStart, a.durationMinutes);
    if (!isConflictingOverlap(overlap)) continue;
    conflicts.push({
      appointmentId: a.id,
      customerName: a.customerName ?? '',
      overlapMinutes: overlap,
      startTime: a.time,
      endTime: minutesToTime(aStart + a.durationMinutes),
      duration: a.durationMinutes,
      service: a.service ?? '',
    });
  }
  return conflicts.sort((x, y) => x.startTime.localeCompare(y.startTime) || x.appointmentId - y.appointmentId);
}

/** Why a start time cannot be booked (booking-rules.ts turns each into the spec's message). */
export type StartRejection =
  /** Monday (closed) or a date before today */
  | 'closed-or-past-date'
  /** a whole-day closure (holiday) or the member's day off */
  | 'closed-day'
  /** [T, T + L) touches a closure of some hours */
  | 'closed-hours'
  /** today, at or before now */
  | 'past-time'
  /** before opening, or ends after closing */
  | 'outside-hours'
  /** within the hours but not one of the 30-minute start times */
  | 'not-a-slot'
  /** capacity reached */
  | 'full';

/** Whether a rejection is about the date (the date field shows it) rather than the time. */
export function isDateRejection(reason: StartRejection): boolean {
  return reason === 'closed-or-past-date' || reason === 'closed-day';
}

export type StartCheck = { available: true } | { available: false; reason: StartRejection };

export type DayQuery = {
  date: string;
  /** total length of the new appointment */
  durationMinutes: number;
  now: Date;
  /** appointment_capacity_per_slot (1-10) */
  capacity: number;
  /** the team member's appointments on that date (other dates and statuses are ignored) */
  appointments: readonly Occupancy[];
} & CalendarQuery;

/** The studio calendar (hours.ts) and whose closures count (studio-wide ones always). */
export type CalendarQuery = {
  /** weekly hours and closures (default: the default hours, no closures) */
  calendar?: StudioCalendar;
  /** the team member asked about; their days off count too */
  memberId?: number | null;
};

/** The date rule alone: open (hours, no whole-day closure) and not before today (Istanbul). */
/**
 * Whether a day still has a start time at all at `now`, bookings aside: open (studio and member),
 * not past, and when it is today a start later than now remains (after the day's last start,
 * today is over).
 */
export function hasStartsLeft(
  date: string,
  now: Date,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): boolean {
  const clock = istanbulClock(now);
  if (date < clock.date) return false;
  const starts = candidateStartMinutes(date, calendar, memberId);
  if (date > clock.date) return starts.length > 0;
  const nowMinutes = timeToMinutes(clock.time);
  return starts.some((m) => m > nowMinutes);
}

/**
 * How a day of the booking page's strip reads (issue 30 item 6, decision 0346): 'free' (a start
 * for the selection is free), 'full' (the studio works that day but every start is taken:
 * "dolu", the waitlist is offered), 'closed' (Monday, a closure, the member's day off, or
 * today after its last start: "kapalı", never sent to the waitlist).
 */
export type StripDayState = 'free' | 'full' | 'closed';

export function stripDayState(
  date: string,
  now: Date,
  calendar: StudioCalendar,
  memberIds: readonly (number | null)[],
  free: boolean,
): StripDayState {
  if (free) return 'free';
  return memberIds.some((id) => hasStartsLeft(date, now, calendar, id)) ? 'full' : 'closed';
}

export function isBookableDate(
  date: string,
  now: Date,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): boolean {
  return isOpenOn(date, calendar, memberId) && date >= istanbulClock(now).date;
}

/**
 * One date prepared for checking many starts: its hours, "now" when it is today, and the
 * counted appointments as minute intervals (the search runs thousands of checks, so nothing
 * is parsed twice).
 */
type DayContext = {
  /** null when closed or before today */
  open: number | null;
  /** why `open` is null */
  closedReason: 'closed-or-past-date' | 'closed-day';
  close: number;
  /** partial closures */
  blocked: Interval[];
  /** starts at or before this are past (-1 when the date is not today) */
  pastUntil: number;
  starts: number[];
  ends: number[];
};

function dayContext(
  date: string,
  clock: WallClock,
  appointments: readonly Occupancy[],
  query: CalendarQuery,
): DayContext {
  const calendar = query.calendar ?? DEFAULT_CALENDAR;
  const plan = dayPlan(date, calendar, query.memberId);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const a of appointments) {
    if (a.date !== date || !BOOKING_CONFLICT_STATUSES.includes(a.status)) continue;
    const s = timeToMinutes(a.time);
    starts.push(s);
    ends.push(s + a.durationMinutes);
  }
  const closedDay = !plan && date >= clock.date && isDayOff(date, calendar, query.memberId);
  return {
    open: plan && date >= clock.date ? plan.open : null,
    closedReason: closedDay ? 'closed-day' : 'closed-or-past-date',
    close: plan ? plan.close : 0,
    blocked: plan ? plan.blocked : [],
    pastUntil: date === clock.date ? clock.minutes : -1,
    starts,
    ends,
  };
}

/** The rules for one start (in the module comment's order); null when available. */
function rejectAt(
  day: DayContext,
  start: number,
  length: number,
  capacity: number,
  onGrid: boolean,
): StartRejection | null {
  if (day.open === null) return day.closedReason;
  if (start <= day.pastUntil) return 'past-time';
  if (start < day.open || start + length > day.close) return 'outside-hours';
  if (day.blocked.length > 0 && hitsClosure(day.blocked, start, length)) return 'closed-hours';
  if (!onGrid) return 'not-a-slot';
  const end = start + length;
  let overlapping = 0;
  for (let i = 0; i < day.starts.length; i++) {
    const shared = Math.min(end, day.ends[i]!) - Math.max(start, day.starts[i]!);
    if (isConflictingOverlap(shared) && ++overlapping >= capacity) return 'full';
  }
  return null;
}

/** Whether `time` can be booked on `query.date` (the rules in the module comment, in order). */
export function checkStart(query: DayQuery & { time: string }): StartCheck {
  const day = dayContext(query.date, istanbulClock(query.now), query.appointments, query);
  const start = timeToMinutes(query.time);
  const reason = rejectAt(
    day,
    start,
    query.durationMinutes,
    query.capacity,
    candidateStartMinutes(query.date, query.calendar, query.memberId).includes(start),
  );
  return reason ? { available: false, reason } : { available: true };
}

export type Slot = { time: string; available: boolean };

/** Every candidate start time of the date with its availability (none on a closed day; starts inside a closure are left out). */
export function daySlots(query: DayQuery): Slot[] {
  const day = dayContext(query.date, istanbulClock(query.now), query.appointments, query);
  return candidateStartMinutes(query.date, query.calendar, query.memberId).map((start) => ({
    time: minutesToTime(start),
    available: rejectAt(day, start, query.durationMinutes, query.capacity, true) === null,
  }));
}

export type HorizonQuery = {
  now: Date;
  durationMinutes: number;
  capacity: number;
  /** the member's appointments of a date (callers load the whole range once) */
  appointmentsOn: (date: string) => readonly Occupancy[];
  /** days after today to search (default 60) */
  horizonDays?: number;
} & CalendarQuery;

let lastHorizon: { today: string; days: number; dates: readonly string[] } | null = null;

/** The dates of today..today+horizon in order (remembered: every member's search asks). */
function horizonDates(now: Date, horizonDays = BOOKING_HORIZON_DAYS): readonly string[] {
  const today = istanbulClock(now).date;
  if (lastHorizon?.today === today && lastHorizon.days === horizonDays) return lastHorizon.dates;
  const dates: string[] = [];
  for (let i = 0; i <= horizonDays; i++) dates.push(addDays(today, i));
  lastHorizon = { today, days: horizonDays, dates };
  return dates;
}

/** The last date the search covers. */
export function horizonEnd(now: Date, horizonDays = BOOKING_HORIZON_DAYS): string {
  return addDays(istanbulClock(now).date, horizonDays);
}

/** The first available date and time from now, up to 60 days ahead; null when none. */
export function earliestAvailability(query: HorizonQuery): { date: string; time: string } | null {
  const clock = istanbulClock(query.now);
  for (const date of horizonDates(query.now, query.horizonDays)) {
    const start = firstAvailableStart(query, date, clock);
    if (start !== null) return { date, time: minutesToTime(start) };
  }
  return null;
}

function firstAvailableStart(query: HorizonQuery, date: string, clock: WallClock): number | null {
  const candidates = candidateStartMinutes(date, query.calendar, query.memberId);
  if (candidates.length === 0 || date < clock.date) return null;
  const day = dayContext(date, clock, query.appointmentsOn(date), query);
  return candidates.find((start) => rejectAt(day, start, query.durationMinutes, query.capacity, true) === null) ?? null;
}

/** The dates (today..today+60) with at least one available start. */
export function availableDates(query: HorizonQuery): string[] {
  const clock = istanbulClock(query.now);
  return horizonDates(query.now, query.horizonDays).filter((date) => firstAvailableStart(query, date, clock) !== null);
}

/**
 * The date the wizard shows first: today while a start later than now remains, else the
 * next open day (after 18:00 this moves to the next day, skipping Monday and closures).
 */
export function defaultBookingDate(
  now: Date,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): string {
  const clock = istanbulClock(now);
  const laterToday = candidateStartMinutes(clock.date, calendar, memberId).some((start) => start > clock.minutes);
  return laterToday ? clock.date : nextOpenDate(addDays(clock.date, 1), calendar, memberId);
}

/**
 * Choosing a team member sets the date to the member's earliest date; a Monday (closed) is
 * cleared with the spec's message instead.
 */
export function dateAfterChoosingMember(
  earliestDate: string | null | undefined,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): { date: string | null; mondayRefused: boolean } {
  if (!earliestDate) return { date: null, mondayRefused: false };
  if (!isOpenOn(earliestDate, calendar, memberId)) return { date: null, mondayRefused: true };
  return { date: earliestDate, mondayRefused: false };
}

// ---------------------------------------------------------------------------------------------
// Admin: the time-slot dialog with who holds each slot
// ---------------------------------------------------------------------------------------------

/** Who holds a slot (admin spec section 3, Time slot). */
export type ConflictInfo = { customerName: string; service: string; duration: number };
export type AdminSlot = Slot & { conflictInfo: ConflictInfo | null };

/**
 * The admin's time-slot dialog: every candidate start of the date with its availability (the
 * booking rules, with the appointment being edited left out) and who holds it: the first
 * pending or confirmed appointment that conflicts with a start there, else null.
 */
export function daySlotsWithConflicts(
  query: Omit<DayQuery, 'appointments'> & { appointments: readonly BookedAppointment[]; excludeId?: number | null },
): AdminSlot[] {
  const others =
    query.excludeId == null ? query.appointments : query.appointments.filter((a) => a.id !== query.excludeId);
  return daySlots({ ...query, appointments: others }).map((slot) => {
    const first = findConflicts(
      { date: query.date, time: slot.time, durationMinutes: query.durationMinutes },
      others,
    )[0];
    return {
      ...slot,
      conflictInfo: first
        ? { customerName: first.customerName, service: first.service, duration: first.duration }
        : null,
    };
  });
}
