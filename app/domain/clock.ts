/**
 * Istanbul wall time. Turkey keeps UTC+03:00 all year (the spec fixes the offset), so the
 * wall clock is the instant shifted by three hours: no time-zone database needed.
 *
 * Dates are `YYYY-MM-DD` strings and times `HH:MM` strings; both compare correctly as
 * strings. Nothing here reads the system clock: callers pass `now`.
 */
export const ISTANBUL_OFFSET_MINUTES = 180;
const OFFSET_MS = ISTANBUL_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

export type WallClock = {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (seconds dropped) */
  time: string;
  /** minutes since midnight, with the fraction of the current minute (10:00:30 -> 600.5) */
  minutes: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
};

/** Istanbul's date and minute now, as a loader hands it to a screen (the part of WallClock a rule at the minute needs). */
export type StudioNow = Pick<WallClock, 'date' | 'time'>;

/** The Istanbul wall clock at an instant. */
export function istanbulClock(now: Date): WallClock {
  const shifted = new Date(now.getTime() + OFFSET_MS);
  const date = shifted.toISOString().slice(0, 10);
  const msOfDay = shifted.getTime() - Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  const minutes = msOfDay / 60_000;
  return { date, time: minutesToTime(Math.floor(minutes)), minutes, weekday: shifted.getUTCDay() };
}

/** Today's date in Istanbul. */
export function istanbulToday(now: Date): string {
  return istanbulClock(now).date;
}

/** The instant of an Istanbul wall date and time. */
export function instantOf(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00+03:00`);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written as YYYY-MM-DD (2026-02-30 is not). */
export function isValidDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** HH:MM from 00:00 to 23:59. */
export function isValidTime(value: unknown): value is string {
  return typeof value === 'string' && TIME_RE.test(value);
}

/** 'HH:MM' -> minutes since midnight. */
export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** minutes since midnight -> 'HH:MM' (whole minutes). */
export function minutesToTime(minutes: number): string {
  const m = Math.floor(minutes);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function utcDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** '2026-11-30' + 1 -> '2026-12-01' */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday */
export function weekdayOf(date: string): number {
  return new Date(utcDay(date)).getUTCDay();
}

export const TURKISH_MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;
/** Index = weekday number (0 = Sunday). */
export const TURKISH_WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;

/** '2026-11-21' -> '21 Kasım 2026'. */
export function formatTurkishDay(date: string): string {
  return `${Number(date.slice(8, 10))} ${TURKISH_MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** The Istanbul calendar day of a stored instant: '21 Kasım 2026' (creation dates in the admin tables). */
export function formatTurkishDayOf(instant: string | number | Date): string {
  return formatTurkishDay(istanbulToday(new Date(instant)));
}

/** '2026-11-21' -> '21 Kasım 2026 Cumartesi' (DESIGN.md's date format). */
export function formatTurkishDate(date: string): string {
  return `${formatTurkishDay(date)} ${TURKISH_WEEKDAYS[weekdayOf(date)]}`;
}

/** An instant as '8 Aralık 2026 Salı, 10:00' (Istanbul wall time): survey expiry, completion. */
export function formatTurkishDateTime(instant: Date): string {
  const { date, time } = istanbulClock(instant);
  return `${formatTurkishDate(date)}, ${time}`;
}
