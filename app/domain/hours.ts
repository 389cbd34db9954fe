/**
 * Opening hours: the one source for the booking rules, the contact block and the JSON-LD.
 * Tuesday to Saturday 09:00-18:00, Sunday 11:00-18:00, Monday closed (the spec's
 * structured data that opens Monday is wrong: docs/decisions).
 * Weekday numbers follow JavaScript: 0 = Sunday ... 6 = Saturday.
 */
import { addDays, minutesToTime, timeToMinutes, TURKISH_WEEKDAYS, weekdayOf } from './clock';

export { TURKISH_WEEKDAYS };

export type DayHours = { open: string; close: string } | null;

export const WEEKLY_HOURS: Readonly<Record<number, DayHours>> = {
  0: { open: '11:00', close: '18:00' },
  1: null,
  2: { open: '09:00', close: '18:00' },
  3: { open: '09:00', close: '18:00' },
  4: { open: '09:00', close: '18:00' },
  5: { open: '09:00', close: '18:00' },
  6: { open: '09:00', close: '18:00' },
};

const SCHEMA_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Hours grouped for display: [{label: 'Salı - Cumartesi', hours: '09:00 - 18:00'}, ...] */
export function openingHoursLines(): { label: string; hours: string }[] {
  const order = [2, 3, 4, 5, 6, 0, 1];
  const lines: { days: number[]; hours: string }[] = [];
  for (const day of order) {
    const h = WEEKLY_HOURS[day];
    const hours = h ? `${h.open} - ${h.close}` : 'Kapalı';
    const last = lines[lines.length - 1];
    if (last && last.hours === hours) last.days.push(day);
    else lines.push({ days: [day], hours });
  }
  return lines.map(({ days, hours }) => ({
    label: days.length > 1 ? `${TURKISH_WEEKDAYS[days[0]!]} - ${TURKISH_WEEKDAYS[days[days.length - 1]!]}` : TURKISH_WEEKDAYS[days[0]!]!,
    hours,
  }));
}

/** schema.org OpeningHoursSpecification entries built from the same table. */
export function openingHoursSpecification() {
  const groups = new Map<string, string[]>();
  for (let day = 0; day < 7; day++) {
    const h = WEEKLY_HOURS[day];
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
/** The last bookable start (the 18:00 start is removed). */
export const LAST_START_TIME = '17:30';

/** Opening hours of a date (YYYY-MM-DD), null when closed. */
export function hoursOn(date: string): DayHours {
  return WEEKLY_HOURS[weekdayOf(date)] ?? null;
}

export function isOpenOn(date: string): boolean {
  return hoursOn(date) !== null;
}

function startsOf(hours: DayHours): readonly number[] {
  if (!hours) return [];
  const last = Math.min(timeToMinutes(LAST_START_TIME), timeToMinutes(hours.close) - SLOT_STEP_MINUTES);
  const starts: number[] = [];
  for (let m = timeToMinutes(hours.open); m <= last; m += SLOT_STEP_MINUTES) starts.push(m);
  return Object.freeze(starts);
}

/** Start times by weekday, computed once from WEEKLY_HOURS (the availability search asks often). */
const STARTS_BY_WEEKDAY = Array.from({ length: 7 }, (_, weekday) => startsOf(WEEKLY_HOURS[weekday] ?? null));

/**
 * The start times offered on a date, in minutes since midnight: every 30 minutes from
 * opening to 17:30 (Tuesday to Saturday 09:00-17:30, Sunday 11:00-17:30); none when closed.
 */
export function candidateStartMinutes(date: string): readonly number[] {
  return STARTS_BY_WEEKDAY[weekdayOf(date)]!;
}

/** The same start times as 'HH:MM'. */
export function candidateStartTimes(date: string): string[] {
  return candidateStartMinutes(date).map(minutesToTime);
}

/** The first open date on or after `date` (a week always has an open day). */
export function nextOpenDate(date: string): string {
  let d = date;
  for (let i = 0; i < 7 && !isOpenOn(d); i++) d = addDays(d, 1);
  return d;
}
