/**
 * The studio calendar's admin rules (/admin/calendar, 'Çalışma Takvimi'): the weekly hours
 * as stored in the settings table (JSON under `weekly_opening_hours`), the weekly-hours form
 * and the closure form with their Turkish messages, and which booked appointments a closure
 * covers (they are kept and listed to the admin, never deleted: docs/decisions/0081).
 */
import { z } from 'zod';
import { BOOKING_CONFLICT_STATUSES, overlapMinutes } from './availability';
import { addDays, isValidDate, isValidTime, timeToMinutes } from './clock';
import {
  isWholeDay,
  SLOT_STEP_MINUTES,
  WEEK_ORDER,
  weekFromJson,
  weekToJson,
  type Closure,
  type DayHours,
  type WeeklyHours,
} from './hours';
import type { AppointmentStatus } from '../../db/schema';

export const WEEKLY_HOURS_SETTING_KEY = 'weekly_opening_hours';
/** A closure can be planned up to two years ahead. */
export const CLOSURE_MAX_DAYS_AHEAD = 730;
export const CLOSURE_REASON_MAX_LENGTH = 100;

export const CALENDAR_MESSAGES = {
  invalidTime: 'Lütfen geçerli bir saat girin (SS:DD).',
  offGrid: 'Saatler 30 dakikalık adımlarla girilmelidir (ör. 09:00, 09:30).',
  closeBeforeOpen: 'Kapanış saati açılış saatinden sonra olmalıdır.',
  openDayNeedsTimes: 'Açık günler için açılış ve kapanış saatini girin.',
  noOpenDay: 'En az bir gün açık olmalıdır.',
  dateRequired: 'Lütfen bir tarih seçin.',
  invalidDate: 'Lütfen geçerli bir tarih seçin (YYYY-AA-GG).',
  pastDate: 'Geçmiş bir tarih için kapanış eklenemez.',
  tooFarAhead: 'Kapanış en fazla 2 yıl sonrası için eklenebilir.',
  timesTogether: 'Başlangıç ve bitiş saatini birlikte girin veya ikisini de boş bırakın (tüm gün).',
  endBeforeStart: 'Bitiş saati başlangıç saatinden sonra olmalıdır.',
  reasonRequired: 'Lütfen bir açıklama girin (ör. Kurban Bayramı).',
  reasonTooLong: `Açıklama en fazla ${CLOSURE_REASON_MAX_LENGTH} karakter olabilir.`,
  memberUnknown: 'Seçilen ekip üyesi bulunamadı.',
  closureNotFound: 'Kapanış bulunamadı.',
  hoursSaved: 'Çalışma saatleri güncellendi.',
  closureAdded: 'Kapanış eklendi.',
  closureDeleted: 'Kapanış silindi.',
} as const;

// ---------------------------------------------------------------------------------------------
// Weekly hours as stored
// ---------------------------------------------------------------------------------------------

const onGrid = (time: string) => timeToMinutes(time) % SLOT_STEP_MINUTES === 0;

/** The problem of one day's hours, or null. */
function dayHoursProblem(hours: DayHours): string | null {
  if (!hours) return null;
  if (!isValidTime(hours.open) || !isValidTime(hours.close)) return CALENDAR_MESSAGES.invalidTime;
  if (!onGrid(hours.open) || !onGrid(hours.close)) return CALENDAR_MESSAGES.offGrid;
  if (timeToMinutes(hours.close) <= timeToMinutes(hours.open)) return CALENDAR_MESSAGES.closeBeforeOpen;
  return null;
}

/** Why weekly hours cannot be stored (the first problem), or null. */
export function weeklyHoursProblem(weekly: WeeklyHours): string | null {
  for (const day of WEEK_ORDER) {
    const problem = dayHoursProblem(weekly[day] ?? null);
    if (problem) return problem;
  }
  return WEEK_ORDER.some((d) => weekly[d]) ? null : CALENDAR_MESSAGES.noOpenDay;
}

/** Weekly hours from arbitrary JSON (the setting's text), or null when it is not a valid week. */
export function weeklyHoursFromJson(value: unknown): WeeklyHours | null {
  const week = weekFromJson<NonNullable<DayHours>>(value, (h) => {
    const { open, close } = h as { open?: unknown; close?: unknown };
    return typeof open === 'string' && typeof close === 'string' ? { open, close } : undefined;
  });
  return week && !weeklyHoursProblem(week) ? Object.freeze(week) : null;
}

export function serializeWeeklyHours(weekly: WeeklyHours): string {
  return weekToJson(weekly);
}

// ---------------------------------------------------------------------------------------------
// The weekly-hours form: day{d}Open (checkbox), day{d}From, day{d}To for d = 0..6
// ---------------------------------------------------------------------------------------------

const text = z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 5) : undefined), z.string().optional());
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === '1' || v === true, z.boolean());

const dayShape = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
    [`day${d}Open`, checkbox],
    [`day${d}From`, text],
    [`day${d}To`, text],
  ]),
) as Record<string, typeof text | typeof checkbox>;

/** The form's field values for some weekly hours (the form's defaults; a checked box is 'on'). */
export function weeklyHoursFormValues(weekly: WeeklyHours): Record<string, string> {
  const values: Record<string, string> = {};
  for (let d = 0; d < 7; d++) {
    const h = weekly[d];
    values[`day${d}Open`] = h ? 'on' : '';
    values[`day${d}From`] = h?.open ?? '';
    values[`day${d}To`] = h?.close ?? '';
  }
  return values;
}

/** The weekly-hours form: every open day needs hours on the 30-minute grid, opening before closing; one day at least. */
export const weeklyHoursSchema = z
  .object(dayShape)
  .superRefine((form, ctx) => {
    const f = form as Record<string, string | boolean | undefined>;
    let anyOpen = false;
    for (const d of WEEK_ORDER) {
      if (!f[`day${d}Open`]) continue;
      anyOpen = true;
      const open = f[`day${d}From`] as string | undefined;
      const close = f[`day${d}To`] as string | undefined;
      if (!open || !close) {
        ctx.addIssue({
          code: 'custom',
          path: [open ? `day${d}To` : `day${d}From`],
          message: CALENDAR_MESSAGES.openDayNeedsTimes,
        });
        continue;
      }
      const problem = dayHoursProblem({ open, close });
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [
            problem === CALENDAR_MESSAGES.closeBeforeOpen
              ? `day${d}To`
              : isValidTime(open) && onGrid(open)
                ? `day${d}To`
                : `day${d}From`,
          ],
          message: problem,
        });
    }
    if (!anyOpen) ctx.addIssue({ code: 'custom', path: ['day1Open'], message: CALENDAR_MESSAGES.noOpenDay });
  })
  .transform((form): WeeklyHours => {
    const f = form as Record<string, string | boolean | undefined>;
    return Object.freeze(
      Object.fromEntries(
        [0, 1, 2, 3, 4, 5, 6].map((d) => [
          d,
          f[`day${d}Open`] ? { open: f[`day${d}From`] as string, close: f[`day${d}To`] as string } : null,
        ]),
      ),
    );
  });

// ---------------------------------------------------------------------------------------------
// The closure form
// ---------------------------------------------------------------------------------------------

const emptyToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;

/** The closure form for a given day (`today`, Istanbul): date, optional start and end, member ('' = the whole studio), reason. */
export function closureSchema(today: string) {
  return z
    .object({
      date: z.preprocess(
        emptyToUndefined,
        z
          .string({ error: CALENDAR_MESSAGES.dateRequired })
          .refine(isValidDate, CALENDAR_MESSAGES.invalidDate)
          .refine((d) => !isValidDate(d) || d >= today, CALENDAR_MESSAGES.pastDate)
          .refine((d) => !isValidDate(d) || d <= addDays(today, CLOSURE_MAX_DAYS_AHEAD), CALENDAR_MESSAGES.tooFarAhead),
      ),
      startTime: z.preprocess(
        emptyToUndefined,
        z.string().refine(isValidTime, CALENDAR_MESSAGES.invalidTime).optional(),
      ),
      endTime: z.preprocess(emptyToUndefined, z.string().refine(isValidTime, CALENDAR_MESSAGES.invalidTime).optional()),
      teamMemberId: z.preprocess(
        emptyToUndefined,
        z
          .string()
          .regex(/^\d{1,12}$/, CALENDAR_MESSAGES.memberUnknown)
          .transform(Number)
          .optional(),
      ),
      reason: z.preprocess(
        emptyToUndefined,
        z
          .string({ error: CALENDAR_MESSAGES.reasonRequired })
          .max(CLOSURE_REASON_MAX_LENGTH, CALENDAR_MESSAGES.reasonTooLong),
      ),
    })
    .superRefine((v, ctx) => {
      if (!!v.startTime !== !!v.endTime)
        ctx.addIssue({
          code: 'custom',
          path: [v.startTime ? 'endTime' : 'startTime'],
          message: CALENDAR_MESSAGES.timesTogether,
        });
      else if (v.startTime && v.endTime && timeToMinutes(v.endTime) <= timeToMinutes(v.startTime))
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: CALENDAR_MESSAGES.endBeforeStart });
    })
    .transform(
      (v): Omit<Closure, 'id'> => ({
        date: v.date,
        startTime: v.startTime ?? null,
        endTime: v.endTime ?? null,
        teamMemberId: v.teamMemberId ?? null,
        reason: v.reason,
      }),
    );
}

// ---------------------------------------------------------------------------------------------
// Appointments a closure covers
// ---------------------------------------------------------------------------------------------

export type CoveredCandidate = {
  id: number;
  date: string;
  time: string;
  durationMinutes: number;
  status: AppointmentStatus;
  teamMemberId: number | null;
};

/**
 * The pending or confirmed appointments a closure covers: on its date, of its member (a
 * studio closure covers everybody's), overlapping its hours (a whole-day closure covers the
 * whole date). They stay booked; the admin sees them listed.
 */
export function appointmentsCoveredBy<T extends CoveredCandidate>(
  closure: Omit<Closure, 'id'>,
  appointments: readonly T[],
): T[] {
  return appointments.filter((a) => {
    if (a.date !== closure.date || !BOOKING_CONFLICT_STATUSES.includes(a.status)) return false;
    if (closure.teamMemberId !== null && a.teamMemberId !== closure.teamMemberId) return false;
    if (isWholeDay(closure)) return true;
    const start = timeToMinutes(closure.startTime!);
    return overlapMinutes(timeToMinutes(a.time), a.durationMinutes, start, timeToMinutes(closure.endTime!) - start) > 0;
  });
}

/** 'Tüm gün' or '12:00 - 14:00' */
export function closureTimeLabel(closure: Pick<Closure, 'startTime' | 'endTime'>): string {
  return isWholeDay(closure) ? 'Tüm gün' : `${closure.startTime} - ${closure.endTime}`;
}
