import { parseSetting } from './settings';
import { describe, expect, it } from 'vitest';
import { adminScheduleRejection } from './admin-appointment-rules';
import { isClosedSlot, layoutTimeline, TIMELINE, timelineClosedBands, timelineSlots } from './appointment-calendar';
import {
  availableDates,
  checkStart,
  daySlots,
  defaultBookingDate,
  earliestAvailability,
  isBookableDate,
  type DayQuery,
} from './availability';
import { startRejectionMessage } from './booking-messages';
import {
  candidateStartTimes,
  DEFAULT_WEEKLY_HOURS,
  isOpenOn,
  nextOpenDate,
  openingHoursLines,
  openingHoursSpecification,
  type Closure,
  type StudioCalendar,
  type WeeklyHours,
} from './hours';
import {
  appointmentsCoveredBy,
  CALENDAR_MESSAGES,
  closureSchema,
  serializeWeeklyHours,
  weeklyHoursFormValues,
  weeklyHoursFromJson,
  weeklyHoursSchema,
} from './studio-calendar';

// 2026-11-23 Monday, 24 Tuesday, 25 Wednesday, 27 Friday, 29 Sunday.
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const FRIDAY = '2026-11-27';
const SUNDAY = '2026-11-29';
const at = (date: string, time: string) => new Date(`${date}T${time}+03:00`);
const EARLIER = at('2026-11-20', '08:00');

const closure = (over: Partial<Closure>): Closure => ({
  date: TUESDAY,
  startTime: null,
  endTime: null,
  teamMemberId: null,
  reason: 'Bayram',
  ...over,
});
const calendar = (closures: Closure[], weekly: WeeklyHours = DEFAULT_WEEKLY_HOURS): StudioCalendar => ({
  weekly,
  closures,
});
const query = (over: Partial<DayQuery>): DayQuery => ({
  date: TUESDAY,
  durationMinutes: 60,
  now: EARLIER,
  capacity: 1,
  appointments: [],
  ...over,
});

/** Monday 10:00-16:00, Friday until 20:00, Sunday closed. */
const EDITED: WeeklyHours = {
  ...DEFAULT_WEEKLY_HOURS,
  1: { open: '10:00', close: '16:00' },
  5: { open: '09:00', close: '20:00' },
  0: null,
};

describe('closures of a whole day', () => {
  const bayram = calendar([closure({ reason: 'Kurban Bayramı' })]);

  it('remove every start of the date, for every member', () => {
    expect(candidateStartTimes(TUESDAY, bayram)).toEqual([]);
    expect(candidateStartTimes(TUESDAY, bayram, 7)).toEqual([]);
    expect(isOpenOn(TUESDAY, bayram)).toBe(false);
    expect(daySlots(query({ calendar: bayram, memberId: 1 }))).toEqual([]);
    expect(isBookableDate(TUESDAY, EARLIER, bayram, 1)).toBe(false);
    // the next day is untouched
    expect(candidateStartTimes(WEDNESDAY, bayram)).toHaveLength(18);
  });

  it('refuse a booking on the date with their own message', () => {
    const check = checkStart({ ...query({ calendar: bayram, memberId: 1 }), time: '10:00' });
    expect(check).toEqual({ available: false, reason: 'closed-day' });
    expect(startRejectionMessage('closed-day', '10:00')).toBe(
      'Seçilen tarihte randevu alınamıyor (tatil veya izin günü). Lütfen başka bir gün seçin.',
    );
  });

  it('are skipped by the search and the first date the wizard shows', () => {
    const search = {
      now: at(MONDAY, '08:00'),
      durationMinutes: 60,
      capacity: 1,
      appointmentsOn: () => [],
      calendar: bayram,
      memberId: 1,
      horizonDays: 3,
    };
    expect(earliestAvailability(search)).toEqual({ date: WEDNESDAY, time: '09:00' });
    expect(availableDates(search)).toEqual([WEDNESDAY, '2026-11-26']);
    expect(defaultBookingDate(at(MONDAY, '10:00'), bayram)).toBe(WEDNESDAY);
    expect(nextOpenDate(TUESDAY, bayram)).toBe(WEDNESDAY);
  });
});

describe('closures of some hours', () => {
  const noon = calendar([closure({ startTime: '12:00', endTime: '14:00', reason: 'Toplantı' })]);

  it('remove the starts inside them and refuse slots that run into them', () => {
    const starts = candidateStartTimes(TUESDAY, noon);
    expect(starts).not.toContain('12:00');
    expect(starts).not.toContain('13:30');
    expect(starts).toContain('11:30');
    expect(starts).toContain('14:00');
    expect(starts).toHaveLength(18 - 4);
    const slots = daySlots(query({ calendar: noon, memberId: 1 }));
    expect(slots.find((s) => s.time === '11:00')).toEqual({ time: '11:00', available: true }); // 11:00-12:00 ends at the closure
    expect(slots.find((s) => s.time === '11:30')).toEqual({ time: '11:30', available: false }); // would run into it
    expect(slots.find((s) => s.time === '14:00')).toEqual({ time: '14:00', available: true });
    expect(checkStart({ ...query({ calendar: noon }), time: '11:30' })).toEqual({
      available: false,
      reason: 'closed-hours',
    });
    expect(checkStart({ ...query({ calendar: noon }), time: '12:30' })).toEqual({
      available: false,
      reason: 'closed-hours',
    });
    expect(checkStart({ ...query({ calendar: noon }), time: '14:00' })).toEqual({ available: true });
    expect(isOpenOn(TUESDAY, noon)).toBe(true);
  });
});

describe("a team member's day off", () => {
  const dayOff = calendar([
    closure({ teamMemberId: 2, reason: 'Yıllık izin' }),
    closure({ date: WEDNESDAY, startTime: '09:00', endTime: '12:00', teamMemberId: 2, reason: 'Doktor' }),
  ]);

  it('closes the day for that member only', () => {
    expect(candidateStartTimes(TUESDAY, dayOff, 2)).toEqual([]);
    expect(candidateStartTimes(TUESDAY, dayOff, 1)).toHaveLength(18);
    expect(candidateStartTimes(TUESDAY, dayOff)).toHaveLength(18); // the studio is open
    expect(checkStart({ ...query({ calendar: dayOff, memberId: 2 }), time: '10:00' })).toEqual({
      available: false,
      reason: 'closed-day',
    });
    expect(checkStart({ ...query({ calendar: dayOff, memberId: 1 }), time: '10:00' })).toEqual({ available: true });
    expect(candidateStartTimes(WEDNESDAY, dayOff, 2)[0]).toBe('12:00');
    expect(candidateStartTimes(WEDNESDAY, dayOff, 1)[0]).toBe('09:00');
  });
});

describe('edited weekly hours', () => {
  const edited = calendar([], EDITED);

  it('change the candidate starts: opening to 30 minutes before closing', () => {
    expect(candidateStartTimes(MONDAY, edited)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
    expect(candidateStartTimes(FRIDAY, edited).at(-1)).toBe('19:30');
    expect(candidateStartTimes(SUNDAY, edited)).toEqual([]);
    expect(daySlots(query({ date: FRIDAY, calendar: edited })).at(-1)).toEqual({ time: '19:30', available: false }); // 60 minutes end after 20:00
    expect(checkStart({ ...query({ date: FRIDAY, calendar: edited }), time: '19:00' })).toEqual({ available: true });
    expect(checkStart({ ...query({ date: MONDAY, calendar: edited }), time: '09:30' })).toEqual({
      available: false,
      reason: 'outside-hours',
    });
    expect(checkStart({ ...query({ date: SUNDAY, calendar: edited }), time: '12:00' })).toEqual({
      available: false,
      reason: 'closed-or-past-date',
    });
  });

  it('drive the contact lines, the JSON-LD and the timeline', () => {
    expect(openingHoursLines(EDITED)).toEqual([
      { label: 'Salı - Perşembe', hours: '09:00 - 18:00' },
      { label: 'Cuma', hours: '09:00 - 20:00' },
      { label: 'Cumartesi', hours: '09:00 - 18:00' },
      { label: 'Pazar', hours: 'Kapalı' },
      { label: 'Pazartesi', hours: '10:00 - 16:00' },
    ]);
    expect(openingHoursSpecification(EDITED).flatMap((s) => s.dayOfWeek)).toContain('Monday');
    expect(openingHoursSpecification(EDITED).flatMap((s) => s.dayOfWeek)).not.toContain('Sunday');
    expect(timelineSlots(FRIDAY, EDITED).at(-1)).toBe('19:30');
    expect(timelineSlots(MONDAY, EDITED)[0]).toBe('10:00');
    const [row] = layoutTimeline(MONDAY, [1], [{ id: 1, teamMemberId: 1, time: '10:30', durationMinutes: 60 }], EDITED);
    // 10:30 on a day that opens at 10:00: one half-hour row down
    expect(row!.blocks[0]!.topPx).toBe(TIMELINE.slotHeightPx);
  });

  it('are checked for the admin create, edit and move', () => {
    const now = at(MONDAY, '08:00');
    expect(adminScheduleRejection({ date: MONDAY, time: '10:00' }, now, null, edited)).toBeNull();
    expect(adminScheduleRejection({ date: MONDAY, time: '09:30' }, now, null, edited)).toBe('outside-hours');
    expect(adminScheduleRejection({ date: SUNDAY, time: '12:00' }, now, null, edited)).toBe('closed-or-past-date');
  });
});

describe('the admin checks and the timeline with closures', () => {
  const cal = calendar([
    closure({ startTime: '12:00', endTime: '14:00' }),
    closure({ date: WEDNESDAY, teamMemberId: 2, reason: 'İzin' }),
  ]);
  const now = at(MONDAY, '08:00');

  it('refuse a start inside a closure, pass an unchanged appointment', () => {
    expect(adminScheduleRejection({ date: TUESDAY, time: '12:30' }, now, null, cal, 1)).toBe('closed-hours');
    expect(adminScheduleRejection({ date: TUESDAY, time: '14:00' }, now, null, cal, 1)).toBeNull();
    expect(adminScheduleRejection({ date: WEDNESDAY, time: '10:00' }, now, null, cal, 2)).toBe('closed-day');
    expect(adminScheduleRejection({ date: WEDNESDAY, time: '10:00' }, now, null, cal, 1)).toBeNull();
    expect(
      adminScheduleRejection({ date: WEDNESDAY, time: '10:00' }, now, { date: WEDNESDAY, time: '10:00' }, cal, 2),
    ).toBeNull();
  });

  it('draws closures as bands on the rows they concern and takes no drop there', () => {
    const bands = timelineClosedBands(TUESDAY, 1, cal);
    const row = TIMELINE.slotHeightPx;
    expect(bands).toEqual([{ topPx: 6 * row, heightPx: 4 * row, from: '12:00', to: '14:00', reason: 'Bayram' }]);
    expect(isClosedSlot(bands, '12:00')).toBe(true);
    expect(isClosedSlot(bands, '13:30')).toBe(true);
    expect(isClosedSlot(bands, '14:00')).toBe(false);
    expect(timelineClosedBands(WEDNESDAY, 2, cal)).toEqual([
      { topPx: 0, heightPx: 18 * TIMELINE.slotHeightPx, from: '09:00', to: '18:00', reason: 'İzin' },
    ]);
    expect(timelineClosedBands(WEDNESDAY, 1, cal)).toEqual([]);
  });
});

const parseWeeklyHours = (text: string | null) => parseSetting('weeklyHours', text);

describe('the weekly hours setting', () => {
  it('round-trips and falls back to the defaults on bad text', () => {
    expect(parseWeeklyHours(serializeWeeklyHours(EDITED))).toEqual(EDITED);
    expect(parseWeeklyHours(null)).toBe(DEFAULT_WEEKLY_HOURS);
    expect(parseWeeklyHours('{bozuk')).toBe(DEFAULT_WEEKLY_HOURS);
    expect(parseWeeklyHours(JSON.stringify({ 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null }))).toBe(
      DEFAULT_WEEKLY_HOURS,
    );
    expect(weeklyHoursFromJson({ ...EDITED, 2: { open: '18:00', close: '09:00' } })).toBeNull();
    expect(weeklyHoursFromJson({ ...EDITED, 2: { open: '09:15', close: '18:00' } })).toBeNull();
  });

  it('is checked by the form with Turkish messages', () => {
    const form = (over: Record<string, string>) => ({ ...weeklyHoursFormValues(DEFAULT_WEEKLY_HOURS), ...over });
    const errors = (values: Record<string, string>) => {
      const r = weeklyHoursSchema.safeParse(values);
      return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
    };
    expect(weeklyHoursSchema.parse(form({ day1Open: 'on', day1From: '10:00', day1To: '16:00' }))[1]).toEqual({
      open: '10:00',
      close: '16:00',
    });
    expect(weeklyHoursSchema.parse(form({ day0Open: '' }))[0]).toBeNull();
    expect(errors(form({ day2To: '08:00' }))).toEqual({ day2To: CALENDAR_MESSAGES.closeBeforeOpen });
    expect(errors(form({ day2From: '09:10' }))).toEqual({ day2From: CALENDAR_MESSAGES.offGrid });
    expect(errors(form({ day1Open: 'on' }))).toEqual({ day1From: CALENDAR_MESSAGES.openDayNeedsTimes });
    const allClosed = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [`day${d}Open`, '']));
    expect(errors(form(allClosed))).toEqual({ day1Open: CALENDAR_MESSAGES.noOpenDay });
  });
});

describe('the closure form', () => {
  const schema = closureSchema(TUESDAY);
  const errors = (values: Record<string, string>) => {
    const r = schema.safeParse(values);
    return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('accepts a whole day, some hours, a member', () => {
    expect(
      schema.parse({ date: WEDNESDAY, startTime: '', endTime: '', teamMemberId: '', reason: ' Kurban Bayramı ' }),
    ).toEqual({
      date: WEDNESDAY,
      startTime: null,
      endTime: null,
      teamMemberId: null,
      reason: 'Kurban Bayramı',
    });
    expect(
      schema.parse({ date: TUESDAY, startTime: '12:00', endTime: '14:00', teamMemberId: '3', reason: 'Doktor' }),
    ).toMatchObject({ startTime: '12:00', endTime: '14:00', teamMemberId: 3 });
  });

  it('refuses bad input with Turkish messages', () => {
    expect(errors({ date: '', reason: 'x' })).toEqual({ date: CALENDAR_MESSAGES.dateRequired });
    expect(errors({ date: '2026-13-40', reason: 'x' })).toEqual({ date: CALENDAR_MESSAGES.invalidDate });
    expect(errors({ date: MONDAY, reason: 'x' })).toEqual({ date: CALENDAR_MESSAGES.pastDate });
    expect(errors({ date: '2030-01-01', reason: 'x' })).toEqual({ date: CALENDAR_MESSAGES.tooFarAhead });
    expect(errors({ date: WEDNESDAY, startTime: '12:00', reason: 'x' })).toEqual({
      endTime: CALENDAR_MESSAGES.timesTogether,
    });
    expect(errors({ date: WEDNESDAY, startTime: '14:00', endTime: '12:00', reason: 'x' })).toEqual({
      endTime: CALENDAR_MESSAGES.endBeforeStart,
    });
    expect(errors({ date: WEDNESDAY, startTime: '25:00', endTime: '26:00', reason: 'x' })).toMatchObject({
      startTime: CALENDAR_MESSAGES.invalidTime,
    });
    expect(errors({ date: WEDNESDAY, reason: '  ' })).toEqual({ reason: CALENDAR_MESSAGES.reasonRequired });
    expect(errors({ date: WEDNESDAY, reason: 'x'.repeat(101) })).toEqual({ reason: CALENDAR_MESSAGES.reasonTooLong });
    expect(errors({ date: WEDNESDAY, reason: 'x', teamMemberId: 'abc' })).toEqual({
      teamMemberId: CALENDAR_MESSAGES.memberUnknown,
    });
  });
});

describe('appointments a closure covers', () => {
  const appts = [
    { id: 1, date: TUESDAY, time: '11:00', durationMinutes: 60, status: 'confirmed' as const, teamMemberId: 1 },
    { id: 2, date: TUESDAY, time: '11:30', durationMinutes: 60, status: 'pending' as const, teamMemberId: 2 },
    { id: 3, date: TUESDAY, time: '15:00', durationMinutes: 60, status: 'confirmed' as const, teamMemberId: 1 },
    { id: 4, date: TUESDAY, time: '12:00', durationMinutes: 60, status: 'cancelled' as const, teamMemberId: 1 },
    { id: 5, date: WEDNESDAY, time: '12:00', durationMinutes: 60, status: 'pending' as const, teamMemberId: 1 },
  ];
  it('lists the pending and confirmed ones of the date, member and hours', () => {
    expect(appointmentsCoveredBy(closure({}), appts).map((a) => a.id)).toEqual([1, 2, 3]);
    expect(appointmentsCoveredBy(closure({ startTime: '12:00', endTime: '14:00' }), appts).map((a) => a.id)).toEqual([
      2,
    ]);
    expect(appointmentsCoveredBy(closure({ teamMemberId: 1 }), appts).map((a) => a.id)).toEqual([1, 3]);
  });
});
