/**
 * The month calendar and the day timeline of the appointment screen (admin spec sections 2
 * and 9, issue 15): month grids (weeks start on Monday, as in Turkey), the day cell's status
 * dots (up to 3 plus '+') and count, and the day view's geometry: the team as columns, time
 * running down over the day's opening hours from the studio calendar (default 09:00, 11:00
 * on Sundays, to 18:00; a closed weekday keeps 09:00-18:00 for the week grid's rows) in
 * 30-minute slots of 26 px, closures as bands, overlapping blocks of a member side by side.
 */
import { displayStatus, type AppointmentStatusValue } from './appointment-status';
import { addDays, minutesToTime, timeToMinutes, TURKISH_MONTHS, weekdayOf } from './clock';
import {
  closuresOn,
  dayPlan,
  DEFAULT_CALENDAR,
  DEFAULT_WEEKLY_HOURS,
  hoursOn,
  isWholeDay,
  memberOffTimes,
  type StudioCalendar,
  type WeeklyHours,
} from './hours';

export const TIMELINE = {
  /** the range shown on a weekday without opening hours (hours.ts gives every other day's) */
  start: '09:00',
  end: '18:00',
  slotMinutes: 30,
  /** one half-hour slot: a free slot and a 30-minute block (2 px less) are 44 px tap targets at least, labels whole (issue 36 item 7, docs/decisions/0431) */
  slotHeightPx: 46,
  /** the time labels at the left */
  gutterWidthPx: 52,
  /** the member names above the columns */
  headerHeightPx: 28,
  /** a column is at least this wide (narrower screens scroll sideways) */
  minColumnWidthPx: 128,
} as const;

/**
 * Drag and drop: a mouse drag starts after 5 px; a finger held 200 ms within 3 px (moving
 * further first scrolls the page); arrow keys move a slot (up, down) or a column (left, right).
 */
export const DRAG = { distancePx: 5, tolerancePx: 3, touchDelayMs: 200 } as const;

export const CALENDAR_MAX_DOTS = 3;
/** Column headers of the month grid, Monday first. */
export const CALENDAR_WEEKDAYS = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'] as const;

// ---------------------------------------------------------------------------------------------
// Month calendar
// ---------------------------------------------------------------------------------------------

/** '2026-11-21' -> '2026-11' */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** '2026-11' + 1 -> '2026-12' */
export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026-11' -> 'Kasım 2026' */
export function monthLabel(month: string): string {
  return `${TURKISH_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

export type CalendarDay = { date: string; inMonth: boolean };

/** The weeks (Monday to Sunday) that cover the month, with the neighbouring days that fill them. */
export function monthGrid(month: string): CalendarDay[][] {
  const first = `${month}-01`;
  const start = weekStart(first);
  const weeks: CalendarDay[][] = [];
  let date = start;
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ date, inMonth: monthOf(date) === month });
      date = addDays(date, 1);
    }
    weeks.push(week);
  } while (monthOf(date) === month);
  return weeks;
}

export type DayMarks = { count: number; dots: AppointmentStatusValue[]; more: boolean };

/** A day cell's marks: one status dot per appointment (in time order) up to 3, and '+' for more. */
export function dayMarks(appointments: readonly { time: string; status: string }[]): DayMarks {
  const sorted = [...appointments].sort((a, b) => a.time.localeCompare(b.time));
  return {
    count: sorted.length,
    dots: sorted.slice(0, CALENDAR_MAX_DOTS).map((a) => displayStatus(a.status)),
    more: sorted.length > CALENDAR_MAX_DOTS,
  };
}

/** Marks per date for the days of a month grid. */
export function marksByDate(
  appointments: readonly { date: string; time: string; status: string }[],
  from: string,
  to: string,
): Record<string, DayMarks> {
  const byDate = new Map<string, { time: string; status: string }[]>();
  for (const a of appointments) {
    if (a.date < from || a.date > to) continue;
    byDate.set(a.date, [...(byDate.get(a.date) ?? []), a]);
  }
  return Object.fromEntries([...byDate].map(([date, list]) => [date, dayMarks(list)]));
}

// ---------------------------------------------------------------------------------------------
// Day timeline
// ---------------------------------------------------------------------------------------------

/** The opening hours of the date (default: 09:00, or 11:00 on Sundays, to 18:00); 09:00-18:00 on a closed weekday. */
function timelineHours(date: string, weekly: WeeklyHours): { open: string; close: string } {
  return hoursOn(date, weekly) ?? { open: TIMELINE.start, close: TIMELINE.end };
}

/** The first slot of the date's timeline: its opening time. */
export function timelineStart(date: string, weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS): string {
  return timelineHours(date, weekly).open;
}

/** The slot start times of a date's timeline: every 30 minutes from opening to 30 minutes before closing. */
export function timelineSlots(date: string, weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS): string[] {
  const { open, close } = timelineHours(date, weekly);
  const slots: string[] = [];
  for (let m = timeToMinutes(open); m < timeToMinutes(close); m += TIMELINE.slotMinutes) slots.push(minutesToTime(m));
  return slots;
}

/** Pixel height of the slot area of a date's day view. */
export function timelineHeight(date: string, weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS): number {
  return timelineSlots(date, weekly).length * TIMELINE.slotHeightPx;
}

/** Whether the studio is closed the whole date (a closed weekday or a studio-wide whole-day closure): the day view says 'Kapalı'. */
export function isStudioClosed(date: string, calendar: StudioCalendar = DEFAULT_CALENDAR): boolean {
  return dayPlan(date, calendar, null) === null;
}

/** A closure drawn on a member's column of the day view. */
export type ClosedBand = { topPx: number; heightPx: number; from: string; to: string; reason: string };

/**
 * The closures of a member's column (the studio's and the member's own) and the times the
 * member's own week leaves out (hours.ts memberOffTimes), clipped to the day's hours: a
 * whole-day closure covers the column.
 */
export function timelineClosedBands(
  date: string,
  memberId: number | null,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
): ClosedBand[] {
  const { open, close } = timelineHours(date, calendar.weekly);
  const start = timeToMinutes(open);
  const end = timeToMinutes(close);
  const closed = closuresOn(date, calendar, memberId).map((c) => ({
    start: isWholeDay(c) ? start : timeToMinutes(c.startTime!),
    end: isWholeDay(c) ? end : timeToMinutes(c.endTime!),
    reason: c.reason,
  }));
  return [...closed, ...memberOffTimes(date, calendar, memberId)].flatMap((c) => {
    const from = Math.max(start, c.start);
    const to = Math.min(end, c.end);
    return to > from
      ? [
          {
            topPx: px(from - start),
            heightPx: px(to - from),
            from: minutesToTime(from),
            to: minutesToTime(to),
            reason: c.reason,
          },
        ]
      : [];
  });
}

/** Whether a slot [time, time + 30) of a member's row lies in a closure (no drop there). */
export function isClosedSlot(bands: readonly ClosedBand[], time: string): boolean {
  const m = timeToMinutes(time);
  return bands.some((b) => m >= timeToMinutes(b.from) && m < timeToMinutes(b.to));
}

export type TimelineItem = { id: number; teamMemberId: number | null; time: string; durationMinutes: number };
export type TimelineBlock<T> = { item: T; topPx: number; heightPx: number; lane: number };
export type TimelineRow<T> = { memberId: number | null; lanes: number; blocks: TimelineBlock<T>[] };

/** Minutes to pixels down the day view. */
function px(minutes: number): number {
  return (minutes / TIMELINE.slotMinutes) * TIMELINE.slotHeightPx;
}

/**
 * Places the blocks of one day: per team member a column; a block starts at its time and is
 * as tall as its duration (clipped to the day's hours); blocks of one member that overlap go
 * on separate lanes (side by side) of the column. Columns come in the order of `memberIds` (a
 * member without appointments still gets an empty column); appointments of other members, or
 * of none, get columns after them.
 */
export function layoutTimeline<T extends TimelineItem>(
  date: string,
  memberIds: readonly (number | null)[],
  items: readonly T[],
  weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS,
): TimelineRow<T>[] {
  const { open, close } = timelineHours(date, weekly);
  const order = [...memberIds];
  for (const item of items) if (!order.includes(item.teamMemberId)) order.push(item.teamMemberId);
  return order.map((memberId) => ({
    memberId,
    ...layoutColumn(
      items.filter((i) => i.teamMemberId === memberId),
      timeToMinutes(open),
      timeToMinutes(close),
    ),
  }));
}

/**
 * One column of blocks between `start` and `end` (minutes): a block starts at its time and is
 * as tall as its duration (clipped; at least 15 minutes); overlapping blocks go on lanes.
 */
export function layoutColumn<T extends Omit<TimelineItem, 'teamMemberId'>>(
  items: readonly T[],
  start: number,
  end: number,
): { lanes: number; blocks: TimelineBlock<T>[] } {
  const sorted = [...items].sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
  const laneEnds: number[] = [];
  const blocks = sorted.map((item) => {
    const from = Math.min(Math.max(timeToMinutes(item.time), start), end - TIMELINE.slotMinutes);
    const to = Math.max(Math.min(timeToMinutes(item.time) + item.durationMinutes, end), from + 15);
    let lane = laneEnds.findIndex((e) => e <= from);
    if (lane === -1) lane = laneEnds.push(to) - 1;
    else laneEnds[lane] = to;
    return { item, topPx: px(from - start), heightPx: px(to - from), lane };
  });
  return { lanes: Math.max(1, laneEnds.length), blocks };
}

// ---------------------------------------------------------------------------------------------
// Week view
// ---------------------------------------------------------------------------------------------

/** The Monday of a date's week (weeks start on Monday, as in Turkey). */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The seven dates of a date's week, Monday first. */
export function weekDates(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The week grid's hours: from the earliest opening to the latest closing of its open days (09:00-18:00 when none is open). */
export function weekHours(
  dates: readonly string[],
  weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS,
): { start: number; end: number; slots: string[] } {
  const open = dates.flatMap((d) => hoursOn(d, weekly) ?? []);
  const start = open.length ? Math.min(...open.map((h) => timeToMinutes(h.open))) : timeToMinutes(TIMELINE.start);
  const end = open.length ? Math.max(...open.map((h) => timeToMinutes(h.close))) : timeToMinutes(TIMELINE.end);
  const slots: string[] = [];
  for (let m = start; m < end; m += TIMELINE.slotMinutes) slots.push(minutesToTime(m));
  return { start, end, slots };
}

/**
 * The closed parts of a date in the week grid (for a member, or the studio): the whole
 * column on a closed day, else the hours before opening and after closing and the closures.
 */
export function weekClosedBands(
  date: string,
  range: { start: number; end: number },
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): ClosedBand[] {
  const band = (from: number, to: number, reason: string): ClosedBand[] =>
    to > from
      ? [
          {
            topPx: px(from - range.start),
            heightPx: px(to - from),
            from: minutesToTime(from),
            to: minutesToTime(to),
            reason,
          },
        ]
      : [];
  const plan = dayPlan(date, calendar, memberId);
  if (!plan)
    return band(range.start, range.end, closuresOn(date, calendar, memberId).find(isWholeDay)?.reason ?? 'Kapalı');
  const reasons = closuresOn(date, calendar, memberId);
  return [
    ...band(range.start, Math.min(plan.open, range.end), 'Açılış öncesi'),
    ...plan.blocked.flatMap((b, i) =>
      band(Math.max(b.start, range.start), Math.min(b.end, range.end), reasons[i]?.reason ?? 'Kapalı'),
    ),
    ...band(Math.max(plan.close, range.start), range.end, 'Kapanış sonrası'),
  ];
}
