/**
 * A member's own weekly hours and breaks (issue 15 item 4): how they are stored (JSON in
 * member_hours.weekly), the form on the studio calendar screen ('Ekip Çalışma Saatleri') and
 * its Turkish messages. The rules that USE them are in hours.ts (dayPlan, candidateStartMinutes,
 * memberOffTimes): every caller of the one hours source gets them.
 *
 * Form fields for each weekday d (0 = Sunday ... 6 = Saturday): m{d}Works (checkbox),
 * m{d}Start, m{d}End, m{d}BreakStart, m{d}BreakEnd (one break a day on the form; the stored
 * shape allows several).
 */
import { z } from 'zod';
import { isValidTime, timeToMinutes } from './clock';
import {
  SLOT_STEP_MINUTES,
  WEEK_ORDER,
  weekFromJson,
  weekToJson,
  type MemberDayHours,
  type MemberWeeklyHours,
  type WeeklyHours,
} from './hours';

export const MEMBER_HOURS_MESSAGES = {
  invalidTime: 'Lütfen geçerli bir saat girin (SS:DD).',
  offGrid: 'Saatler 30 dakikalık adımlarla girilmelidir (ör. 09:00, 09:30).',
  needsTimes: 'Çalıştığı günler için başlangıç ve bitiş saatini girin.',
  endBeforeStart: 'Bitiş saati başlangıç saatinden sonra olmalıdır.',
  outsideStudio: (open: string, close: string) =>
    `Çalışma saatleri stüdyonun açık olduğu saatler içinde olmalıdır (${open} - ${close}).`,
  studioClosed: 'Stüdyo bu gün kapalı; bu gün için çalışma saati girilemez.',
  breakTogether: 'Mola için başlangıç ve bitiş saatini birlikte girin veya ikisini de boş bırakın.',
  breakEndBeforeStart: 'Molanın bitişi başlangıcından sonra olmalıdır.',
  breakOutsideDay: 'Mola, o günün çalışma saatleri içinde olmalıdır.',
  memberUnknown: 'Seçilen ekip üyesi bulunamadı.',
  saved: 'Ekip üyesinin çalışma saatleri güncellendi.',
  reset: 'Ekip üyesi artık stüdyonun çalışma saatlerine göre çalışıyor.',
} as const;

/** Which member's hours a form saves or resets (its hidden `memberId`); anything else: memberUnknown. */
export const memberChoiceSchema = z.object({
  memberId: z
    .number({ error: MEMBER_HOURS_MESSAGES.memberUnknown })
    .int(MEMBER_HOURS_MESSAGES.memberUnknown)
    .positive(MEMBER_HOURS_MESSAGES.memberUnknown)
    .max(999_999_999_999, MEMBER_HOURS_MESSAGES.memberUnknown),
});

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const onGrid = (time: string) => timeToMinutes(time) % SLOT_STEP_MINUTES === 0;

/** A member's week from the stored JSON, or null when it is not a valid week (then the studio's hours apply). */
export function memberWeeklyFromJson(value: unknown): MemberWeeklyHours | null {
  const week = weekFromJson<NonNullable<MemberDayHours>>(value, (raw) => {
    const h = raw as { start?: unknown; end?: unknown; breaks?: unknown };
    if (typeof h.start !== 'string' || typeof h.end !== 'string' || !isValidTime(h.start) || !isValidTime(h.end))
      return undefined;
    const breaks = Array.isArray(h.breaks) ? h.breaks : [];
    if (
      !breaks.every(
        (b) =>
          b && typeof b.start === 'string' && typeof b.end === 'string' && isValidTime(b.start) && isValidTime(b.end),
      )
    )
      return undefined;
    return Object.freeze({
      start: h.start,
      end: h.end,
      breaks: Object.freeze(breaks.map((b: { start: string; end: string }) => ({ start: b.start, end: b.end }))),
    });
  });
  return week ? Object.freeze(week) : null;
}

export function serializeMemberWeekly(week: MemberWeeklyHours): string {
  return weekToJson(week);
}

/** The form's values for a member: their own week, or (none stored) the studio's hours with no break. */
export function memberHoursFormValues(week: MemberWeeklyHours | null, studio: WeeklyHours): Record<string, string> {
  const values: Record<string, string> = {};
  for (const d of DAYS) {
    const h = week ? week[d] : studio[d] ? { start: studio[d]!.open, end: studio[d]!.close, breaks: [] } : null;
    values[`m${d}Works`] = h ? 'on' : '';
    values[`m${d}Start`] = h?.start ?? '';
    values[`m${d}End`] = h?.end ?? '';
    values[`m${d}BreakStart`] = h?.breaks[0]?.start ?? '';
    values[`m${d}BreakEnd`] = h?.breaks[0]?.end ?? '';
  }
  return values;
}

const text = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 5) : undefined),
  z.string().optional(),
);
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === '1' || v === true, z.boolean());
const shape = Object.fromEntries(
  DAYS.flatMap((d) => [
    [`m${d}Works`, checkbox],
    [`m${d}Start`, text],
    [`m${d}End`, text],
    [`m${d}BreakStart`, text],
    [`m${d}BreakEnd`, text],
  ]),
) as Record<string, typeof text | typeof checkbox>;

type Problem = { field: string; message: string };

/** The problems of one weekday of the form against the studio's hours that weekday. */
function dayProblems(d: number, f: Record<string, string | boolean | undefined>, studio: WeeklyHours): Problem[] {
  if (!f[`m${d}Works`]) return [];
  const studioDay = studio[d];
  if (!studioDay) return [{ field: `m${d}Works`, message: MEMBER_HOURS_MESSAGES.studioClosed }];
  const start = f[`m${d}Start`] as string | undefined;
  const end = f[`m${d}End`] as string | undefined;
  if (!start || !end) return [{ field: start ? `m${d}End` : `m${d}Start`, message: MEMBER_HOURS_MESSAGES.needsTimes }];
  for (const [field, value] of [
    [`m${d}Start`, start],
    [`m${d}End`, end],
  ] as const) {
    if (!isValidTime(value)) return [{ field, message: MEMBER_HOURS_MESSAGES.invalidTime }];
    if (!onGrid(value)) return [{ field, message: MEMBER_HOURS_MESSAGES.offGrid }];
  }
  if (timeToMinutes(end) <= timeToMinutes(start))
    return [{ field: `m${d}End`, message: MEMBER_HOURS_MESSAGES.endBeforeStart }];
  if (timeToMinutes(start) < timeToMinutes(studioDay.open) || timeToMinutes(end) > timeToMinutes(studioDay.close)) {
    return [
      {
        field: timeToMinutes(start) < timeToMinutes(studioDay.open) ? `m${d}Start` : `m${d}End`,
        message: MEMBER_HOURS_MESSAGES.outsideStudio(studioDay.open, studioDay.close),
      },
    ];
  }
  const breakStart = f[`m${d}BreakStart`] as string | undefined;
  const breakEnd = f[`m${d}BreakEnd`] as string | undefined;
  if (!breakStart && !breakEnd) return [];
  if (!breakStart || !breakEnd)
    return [{ field: breakStart ? `m${d}BreakEnd` : `m${d}BreakStart`, message: MEMBER_HOURS_MESSAGES.breakTogether }];
  for (const [field, value] of [
    [`m${d}BreakStart`, breakStart],
    [`m${d}BreakEnd`, breakEnd],
  ] as const) {
    if (!isValidTime(value)) return [{ field, message: MEMBER_HOURS_MESSAGES.invalidTime }];
    if (!onGrid(value)) return [{ field, message: MEMBER_HOURS_MESSAGES.offGrid }];
  }
  if (timeToMinutes(breakEnd) <= timeToMinutes(breakStart))
    return [{ field: `m${d}BreakEnd`, message: MEMBER_HOURS_MESSAGES.breakEndBeforeStart }];
  if (timeToMinutes(breakStart) < timeToMinutes(start) || timeToMinutes(breakEnd) > timeToMinutes(end)) {
    return [
      {
        field: timeToMinutes(breakStart) < timeToMinutes(start) ? `m${d}BreakStart` : `m${d}BreakEnd`,
        message: MEMBER_HOURS_MESSAGES.breakOutsideDay,
      },
    ];
  }
  return [];
}

/**
 * The member-hours form against the studio's week: working days need hours on the 30-minute
 * grid, inside the studio's hours that weekday, end after start; a break inside the day.
 */
export function memberHoursSchema(studio: WeeklyHours) {
  return z
    .object(shape)
    .superRefine((form, ctx) => {
      const f = form as Record<string, string | boolean | undefined>;
      for (const d of WEEK_ORDER)
        for (const p of dayProblems(d, f, studio))
          ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
    })
    .transform((form): MemberWeeklyHours => {
      const f = form as Record<string, string | boolean | undefined>;
      return Object.freeze(
        Object.fromEntries(
          DAYS.map((d) => {
            if (!f[`m${d}Works`]) return [d, null];
            const breakStart = f[`m${d}BreakStart`] as string | undefined;
            const breakEnd = f[`m${d}BreakEnd`] as string | undefined;
            return [
              d,
              {
                start: f[`m${d}Start`] as string,
                end: f[`m${d}End`] as string,
                breaks: breakStart && breakEnd ? [{ start: breakStart, end: breakEnd }] : [],
              },
            ];
          }),
        ),
      );
    });
}

/** 'Salı 10:00 - 18:00 (mola 13:00 - 14:00)' lines for the member list; 'Stüdyo saatleri' when none stored. */
export function memberWeekSummary(week: MemberWeeklyHours | null): string {
  if (!week) return 'Stüdyo saatleri';
  const parts = WEEK_ORDER.filter((d) => week[d]).map((d) => {
    const h = week[d]!;
    return `${DAY_SHORT[d]} ${h.start}-${h.end}${h.breaks.length ? ` (mola ${h.breaks.map((b) => `${b.start}-${b.end}`).join(', ')})` : ''}`;
  });
  return parts.length ? parts.join(' · ') : 'Çalışmıyor';
}

const DAY_SHORT = ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'] as const;
