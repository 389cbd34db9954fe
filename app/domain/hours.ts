/**
 * Opening hours and the studio calendar: the one source for the booking rules, the admin
 * checks and timeline, the contact block and the JSON-LD.
 *
 * The calendar is a PARAMETER (like `now`): the weekly hours (an editable setting; defaults
 * below: Tuesday to Saturday 09:00-18:00, Sunday 11:00-18:00, Monday closed) and the
 * closures (bayram days, a member's day off; a whole day or some hours of it). The database
 * layer loads it (app/models/studio/calendar.server.ts); these functions only decide.
 * Every calendar parameter defaults to DEFAULT_CALENDAR (default hours, no closures).
 * Weekday numbers follow JavaScript: 0 = Sunday ... 6 = Saturday.
 */
import { addDays, minutesToTime, timeToMinutes, TURKISH_WEEKDAYS, weekdayOf } from './clock';

export { TURKISH_WEEKDAYS };

export type DayHours = { open: string; close: string } | null;
/** Hours by weekday (0 = Sunday ... 6 = Saturday); null = closed that weekday. */
export type WeeklyHours = Readonly<Record<number, DayHours>>;

/** The studio's hours before the admin edits them (the spec's hours). */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = Object.freeze({
  0: { open: '11:00', close: '18:00' },
  1: null,
  2: { open: '09:00', close: '18:00' },
  3: { open: '09:00', close: '18:00' },
  4: { open: '09:00', close: '18:00' },
  5: { open: '09:00', close: '18:00' },
  6: { open: '09:00', close: '18:00' },
});
/** The default hours under their earlier name (the live hours come with the calendar). */
export const WEEKLY_HOURS = DEFAULT_WEEKLY_HOURS;

/**
 * A closure: the whole studio (teamMemberId null) or one member, for the whole date
 * (startTime and endTime null) or for [startTime, endTime) of it.
 */
export type Closure = {
  id?: number;
  /** YYYY-MM-DD */
  date: string;
  startTime: string | null;
  endTime: string | null;
  teamMemberId: number | null;
  reason: string;
};

/** A break inside a member's working day: [start, end) as 'HH:MM'. */
export type TimeRange = { start: string; end: string };
/** A member's hours on one weekday (inside the studio's hours) with breaks; null = not working that weekday. */
export type MemberDayHours = { start: string; end: string; breaks: readonly TimeRange[] } | null;
/** A member's own week by weekday (0 = Sunday ... 6 = Saturday). */
export type MemberWeeklyHours = Readonly<Record<number, MemberDayHours>>;

/**
 * The weekly hours, the closures and, optionally, the members' own weeks (by member id). A
 * member without an own week works the studio's hours; one with an own week works its hours
 * (clipped to the studio's) minus its breaks, and not on its null weekdays.
 */
export type StudioCalendar = {
  weekly: WeeklyHours;
  closures: readonly Closure[];
  members?: Readonly<Record<number, MemberWeeklyHours>>;
};

export const DEFAULT_CALENDAR: StudioCalendar = Object.freeze({
  weekly: DEFAULT_WEEKLY_HOURS,
  closures: Object.freeze([]) as readonly Closure[],
});

const SCHEMA_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The order the contact block and the admin form list the days in: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Hours grouped for display: [{label: 'Salı - Cumartesi', hours: '09:00 - 18:00'}, ...] */
export function openingHoursLines(weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS): { label: string; hours: string }[] {
  // Tuesday first, Monday last (the contact block of the spec): open days read first.
  const order = [2, 3, 4, 5, 6, 0, 1];
  const lines: { days: number[]; hours: string }[] = [];
  for (const day of order) {
    const h = weekly[day];
    const hours = h ? `${h.open} - ${h.close}` : 'Kapalı';
    const last = lines[lines.length - 1];
    if (last && last.hours === hours) last.days.push(day);
    else lines.push({ days: [day], hours });
  }
  return lines.map(({ days, hours }) => ({
    label:
      days.length > 1
        ? `${TURKISH_WEEKDAYS[days[0]!]} - ${TURKISH_WEEKDAYS[days[days.length - 1]!]}`
        : TURKISH_WEEKDAYS[days[0]!]!,
    hours,
  }));
}

/** schema.org OpeningHoursSpecification entries built from the same hours. */
export function openingHoursSpecification(weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS) {
  const groups = new Map<string, string[]>();
  for (let day = 0; day < 7; day++) {
    const h = weekly[day];
    if (!h) continue;
    const key = `${h.open}-${h.close}`;
    groups.set(key, [...(groups.get(key) ?? []), SCHEMA_WEEKDAYS[day]!]);
  }
  return [...groups.entries()].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
  });
}

// ---------------------------------------------------------------------------------------------
// Booking: opening of a date and the candidate start times
// ---------------------------------------------------------------------------------------------

/** Booking slots start every 30 minutes. */
export const SLOT_STEP_MINUTES = 30;
/** The last bookable start with the default hours (30 minutes before closing). */
export const LAST_START_TIME = '17:30';

/**
 * A week stored as JSON text (`{"0": day | null, ..., "6": ...}`: the studio's hours and each
 * member's hours alike), read by one parser: `day` turns one weekday's value into its hours,
 * or `undefined` when the value is not valid, which makes the whole week invalid (null).
 */
export function weekFromJson<Day>(
  value: unknown,
  day: (raw: object) => Day | undefined,
): Record<number, Day | null> | null {
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const week: Record<number, Day | null> = {};
  for (let d = 0; d < 7; d++) {
    const h = (raw as Record<string, unknown>)[String(d)];
    if (h === null || h === undefined) {
      week[d] = null;
      continue;
    }
    const parsed = typeof h === 'object' ? day(h) : undefined;
    if (parsed === undefined) return null;
    week[d] = parsed;
  }
  return week;
}

/** A week as the JSON text `weekFromJson` reads (every weekday present, null when closed or off). */
export function weekToJson<Day>(week: Readonly<Record<number, Day | null>>): string {
  return JSON.stringify(Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), week[d] ?? null])));
}

/** Weekly opening hours of a date (YYYY-MM-DD), null when that weekday is closed. Closures are not looked at. */
export function hoursOn(date: string, weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS): DayHours {
  return weekly[weekdayOf(date)] ?? null;
}

/**
 * The earliest opening and the last minute before the latest closing over the week: the
 * bounds a time field can offer when its date may still change (the move form without
 * JavaScript). The rules check the chosen date's own hours on the server. null when closed
 * every day.
 */
export function weekTimeBounds(weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS): { min: string; max: string } | null {
  const days = Object.values(weekly).filter((d): d is NonNullable<DayHours> => d !== null);
  if (days.length === 0) return null;
  const open = Math.min(...days.map((d) => timeToMinutes(d.open)));
  const close = Math.max(...days.map((d) => timeToMinutes(d.close)));
  return { min: minutesToTime(open), max: minutesToTime(close - 1) };
}

/** Whether a closure covers the whole date. */
export function isWholeDay(closure: Pick<Closure, 'startTime' | 'endTime'>): boolean {
  return !closure.startTime || !closure.endTime;
}

/** Whether a closure applies to a member: studio-wide ones always, a member's own only to them. */
function appliesTo(closure: Closure, memberId: number | null | undefined): boolean {
  return closure.teamMemberId === null || (memberId != null && closure.teamMemberId === memberId);
}

type CalendarIndex = { closuresByDate: Map<string, Closure[]>; startsByWeekday: (readonly number[])[] };
const indexes = new WeakMap<StudioCalendar, CalendarIndex>();

function startsOf(hours: DayHours): readonly number[] {
  if (!hours) return [];
  const last = timeToMinutes(hours.close) - SLOT_STEP_MINUTES;
  const starts: number[] = [];
  for (let m = timeToMinutes(hours.open); m <= last; m += SLOT_STEP_MINUTES) starts.push(m);
  return Object.freeze(starts);
}

/** Closures by date and start times by weekday, computed once per calendar (the search asks often). */
function indexOf(calendar: StudioCalendar): CalendarIndex {
  let index = indexes.get(calendar);
  if (!index) {
    const closuresByDate = new Map<string, Closure[]>();
    for (const c of calendar.closures) closuresByDate.set(c.date, [...(closuresByDate.get(c.date) ?? []), c]);
    index = {
      closuresByDate,
      startsByWeekday: Array.from({ length: 7 }, (_, weekday) => startsOf(calendar.weekly[weekday] ?? null)),
    };
    indexes.set(calendar, index);
  }
  return index;
}

/** The closures of a date that apply to a member (or, without a member, to the whole studio). */
export function closuresOn(
  date: string,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): Closure[] {
  return (indexOf(calendar).closuresByDate.get(date) ?? []).filter((c) => appliesTo(c, memberId));
}

/** The whole-day closure of a date for a member (or the studio), if any. */
export function wholeDayClosure(
  date: string,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): Closure | null {
  return closuresOn(date, calendar, memberId).find(isWholeDay) ?? null;
}

/** A closed part of a day in minutes: [start, end). */
export type Interval = { start: number; end: number };

/**
 * A date as the booking rules see it for a member: the opening and closing minute and the
 * closed intervals (partial closures); null when the weekday is closed or a whole-day
 * closure applies.
 */
export type DayPlan = { open: number; close: number; blocked: Interval[] } | null;

/** A member's own week, or undefined when the member works the studio's hours. */
function ownWeekOf(calendar: StudioCalendar, memberId: number | null | undefined): MemberWeeklyHours | undefined {
  return memberId != null ? calendar.members?.[memberId] : undefined;
}

/** Whether the member has an own week and does not work on the date's weekday (the studio being open). */
export function isMemberOffWeekday(
  date: string,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): boolean {
  const own = ownWeekOf(calendar, memberId);
  return own !== undefined && hoursOn(date, calendar.weekly) !== null && !own[weekdayOf(date)];
}

/**
 * Whether the date is a day off for the member (or the studio) although the studio's week
 * opens it: a whole-day closure, or a weekday the member's own hours leave out.
 */
export function isDayOff(date: string, calendar: StudioCalendar = DEFAULT_CALENDAR, memberId?: number | null): boolean {
  return (
    hoursOn(date, calendar.weekly) !== null &&
    (wholeDayClosure(date, calendar, memberId) !== null || isMemberOffWeekday(date, calendar, memberId))
  );
}

export function dayPlan(date: string, calendar: StudioCalendar = DEFAULT_CALENDAR, memberId?: number | null): DayPlan {
  const hours = hoursOn(date, calendar.weekly);
  if (!hours) return null;
  const closures = closuresOn(date, calendar, memberId);
  if (closures.some(isWholeDay)) return null;
  const blocked = closures.map((c) => ({ start: timeToMinutes(c.startTime!), end: timeToMinutes(c.endTime!) }));
  const own = ownWeekOf(calendar, memberId);
  if (own === undefined) return { open: timeToMinutes(hours.open), close: timeToMinutes(hours.close), blocked };
  const mine = own[weekdayOf(date)];
  if (!mine) return null;
  const open = Math.max(timeToMinutes(hours.open), timeToMinutes(mine.start));
  const close = Math.min(timeToMinutes(hours.close), timeToMinutes(mine.end));
  if (close <= open) return null;
  return {
    open,
    close,
    blocked: [...blocked, ...mine.breaks.map((b) => ({ start: timeToMinutes(b.start), end: timeToMinutes(b.end) }))],
  };
}

export const MEMBER_HOURS_LABELS = { offDay: 'Çalışmıyor', offHours: 'Mesai dışı', break: 'Mola' } as const;

/**
 * The parts of the studio's open day a member's own week leaves out, in minutes, with a label
 * (the timeline draws them like closures): the whole day on a weekday they do not work,
 * else before their start, after their end and their breaks. Empty for a member on the
 * studio's hours or a closed weekday.
 */
export function memberOffTimes(
  date: string,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): (Interval & { reason: string })[] {
  const hours = hoursOn(date, calendar.weekly);
  const own = ownWeekOf(calendar, memberId);
  if (!hours || own === undefined) return [];
  const open = timeToMinutes(hours.open);
  const close = timeToMinutes(hours.close);
  const mine = own[weekdayOf(date)];
  if (!mine) return [{ start: open, end: close, reason: MEMBER_HOURS_LABELS.offDay }];
  const start = Math.max(open, timeToMinutes(mine.start));
  const end = Math.min(close, timeToMinutes(mine.end));
  const result: (Interval & { reason: string })[] = [];
  if (start > open) result.push({ start: open, end: start, reason: MEMBER_HOURS_LABELS.offHours });
  for (const b of mine.breaks)
    result.push({ start: timeToMinutes(b.start), end: timeToMinutes(b.end), reason: MEMBER_HOURS_LABELS.break });
  if (end < close) result.push({ start: end, end: close, reason: MEMBER_HOURS_LABELS.offHours });
  return result;
}

/** Whether [start, start + length) touches a closed interval. */
export function hitsClosure(blocked: readonly Interval[], start: number, length: number): boolean {
  return blocked.some((b) => start < b.end && start + length > b.start);
}

/**
 * The start times offered on a date for a member, in minutes since midnight: every 30
 * minutes from opening to 30 minutes before closing (default hours: Tuesday to Saturday
 * 09:00-17:30, Sunday 11:00-17:30), without the starts that fall inside a closure; none on
 * a closed weekday or a whole-day closure.
 */
export function candidateStartMinutes(
  date: string,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): readonly number[] {
  const index = indexOf(calendar);
  const weekly = index.startsByWeekday[weekdayOf(date)]!;
  const own = ownWeekOf(calendar, memberId) !== undefined;
  if ((!own && !index.closuresByDate.has(date)) || weekly.length === 0) return weekly;
  const plan = dayPlan(date, calendar, memberId);
  if (!plan) return [];
  const starts = own ? weekly.filter((m) => m >= plan.open && m + SLOT_STEP_MINUTES <= plan.close) : weekly;
  return plan.blocked.length === 0
    ? starts
    : starts.filter((m) => !plan.blocked.some((b) => m >= b.start && m < b.end));
}

/** The same start times as 'HH:MM'. */
export function candidateStartTimes(
  date: string,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): string[] {
  return candidateStartMinutes(date, calendar, memberId).map(minutesToTime);
}

/** Whether a date offers any start (for a member, or for the studio as a whole). */
export function isOpenOn(date: string, calendar: StudioCalendar = DEFAULT_CALENDAR, memberId?: number | null): boolean {
  return candidateStartMinutes(date, calendar, memberId).length > 0;
}

/** How far nextOpenDate looks (a year of closures cannot hide every day). */
const NEXT_OPEN_LIMIT_DAYS = 366;

/** The first open date on or after `date` (itself when nothing is open within a year). */
export function nextOpenDate(
  date: string,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): string {
  let d = date;
  for (let i = 0; i < NEXT_OPEN_LIMIT_DAYS; i++, d = addDays(d, 1)) if (isOpenOn(d, calendar, memberId)) return d;
  return date;
}
