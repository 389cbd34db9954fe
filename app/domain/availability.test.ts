import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../../db/schema';
import {
  availableDates,
  checkStart,
  CONFIRMATION_CONFLICT_STATUSES,
  dateAfterChoosingMember,
  daySlots,
  defaultBookingDate,
  earliestAvailability,
  findConflicts,
  hasStartsLeft,
  horizonEnd,
  stripDayState,
  isBookableDate,
  isConflictingOverlap,
  overlapMinutes,
  type BookedAppointment,
  type DayQuery,
} from './availability';
import { candidateStartTimes, DEFAULT_CALENDAR, type StudioCalendar } from './hours';
import { addDays } from './clock';

// 2026-11-23 Monday, 24 Tuesday, 28 Saturday, 29 Sunday.
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
const MONDAY = '2026-11-30';
const at = (date: string, time: string) => new Date(`${date}T${time}+03:00`);
/** A morning well before the dates under test. */
const EARLIER = at('2026-11-20', '08:00');

let nextId = 1;
function appt(
  date: string,
  time: string,
  durationMinutes: number,
  status: AppointmentStatus = 'pending',
  extra: Partial<BookedAppointment> = {},
): BookedAppointment {
  return {
    id: nextId++,
    date,
    time,
    durationMinutes,
    status,
    customerName: 'Ayşe Kaya',
    service: 'Kalıcı Oje',
    ...extra,
  };
}

function query(over: Partial<DayQuery> = {}): DayQuery {
  return { date: TUESDAY, durationMinutes: 60, now: EARLIER, capacity: 1, appointments: [], ...over };
}

const reason = (q: DayQuery, time: string) => {
  const r = checkStart({ ...q, time });
  return r.available ? 'available' : r.reason;
};

describe('overlap', () => {
  it('measures shared minutes', () => {
    expect(overlapMinutes(600, 60, 630, 60)).toBe(30);
    expect(overlapMinutes(600, 60, 660, 60)).toBe(0);
    expect(overlapMinutes(600, 120, 630, 30)).toBe(30);
    expect(overlapMinutes(600, 30, 700, 30)).toBe(0);
  });
  it('conflicts above 15 minutes only', () => {
    expect(isConflictingOverlap(15)).toBe(false);
    expect(isConflictingOverlap(16)).toBe(true);
  });
});

describe('a start time', () => {
  it('17:30 fits with 30 minutes but not with 60', () => {
    expect(reason(query({ durationMinutes: 30 }), '17:30')).toBe('available');
    expect(reason(query({ durationMinutes: 60 }), '17:30')).toBe('outside-hours');
    expect(reason(query({ durationMinutes: 60 }), '17:00')).toBe('available');
    expect(reason(query({ durationMinutes: 61 }), '17:00')).toBe('outside-hours');
  });
  it('Sunday opens at 11:00: 10:30 is outside the hours', () => {
    const sunday = query({ date: SUNDAY });
    expect(reason(sunday, '10:30')).toBe('outside-hours');
    expect(reason(sunday, '11:00')).toBe('available');
    expect(daySlots(sunday)[0]).toEqual({ time: '11:00', available: true });
  });
  it('before opening on a weekday is outside the hours', () => {
    expect(reason(query(), '08:30')).toBe('outside-hours');
    expect(reason(query(), '18:00')).toBe('outside-hours');
  });
  it('Monday is closed', () => {
    expect(reason(query({ date: MONDAY }), '10:00')).toBe('closed-or-past-date');
    expect(daySlots(query({ date: MONDAY }))).toEqual([]);
    expect(isBookableDate(MONDAY, EARLIER)).toBe(false);
  });
  it('a past date is refused', () => {
    const now = at(TUESDAY, '08:00');
    expect(reason(query({ date: '2026-11-22', now }), '10:00')).toBe('closed-or-past-date');
    expect(isBookableDate('2026-11-22', now)).toBe(false);
    expect(isBookableDate(TUESDAY, now)).toBe(true);
    expect(daySlots(query({ date: '2026-11-22', now })).every((s) => !s.available)).toBe(true);
  });
  it('today, a start at or before now is refused', () => {
    const now = at(TUESDAY, '10:00:00');
    expect(reason(query({ now }), '09:30')).toBe('past-time');
    expect(reason(query({ now }), '10:00')).toBe('past-time');
    expect(reason(query({ now }), '10:30')).toBe('available');
    expect(reason(query({ now: at(TUESDAY, '09:59:59') }), '10:00')).toBe('available');
    expect(reason(query({ now: at(TUESDAY, '10:00:01') }), '10:00')).toBe('past-time');
  });
  it('today at 17:59 nothing is left', () => {
    const now = at(TUESDAY, '17:59');
    expect(daySlots(query({ now, durationMinutes: 30 })).filter((s) => s.available)).toEqual([]);
    expect(earliestAvailability({ now, durationMinutes: 30, capacity: 1, appointmentsOn: () => [] })).toEqual({
      date: '2026-11-25',
      time: '09:00',
    });
  });
  it('must be on the 30-minute grid', () => {
    expect(reason(query(), '10:15')).toBe('not-a-slot');
  });
  it('uses the date of the appointments only', () => {
    expect(reason(query({ appointments: [appt(SATURDAY, '10:00', 60)] }), '10:00')).toBe('available');
  });
});

describe('capacity and overlap', () => {
  it('capacity 1: one overlapping appointment fills the slot', () => {
    const q = query({ appointments: [appt(TUESDAY, '10:00', 60)] });
    expect(reason(q, '10:00')).toBe('full');
    expect(reason(q, '09:30')).toBe('full'); // 30 minutes shared
    expect(reason(q, '11:00')).toBe('available');
  });
  it('an overlap of exactly 15 minutes is allowed, 16 is not', () => {
    // existing 10:00-10:45: a 10:30 start shares 15 minutes
    expect(reason(query({ appointments: [appt(TUESDAY, '10:00', 45)] }), '10:30')).toBe('available');
    // existing 10:00-10:46: 16 minutes
    expect(reason(query({ appointments: [appt(TUESDAY, '10:00', 46)] }), '10:30')).toBe('full');
    // the new appointment's own end: 09:30 for 45 minutes ends 10:15, 15 minutes into 10:00
    expect(reason(query({ durationMinutes: 45, appointments: [appt(TUESDAY, '10:00', 60)] }), '09:30')).toBe(
      'available',
    );
    expect(reason(query({ durationMinutes: 46, appointments: [appt(TUESDAY, '10:00', 60)] }), '09:30')).toBe('full');
  });
  it('capacity 3: the fourth overlapping booking is refused', () => {
    const two = [appt(TUESDAY, '10:00', 60), appt(TUESDAY, '10:00', 60, 'confirmed')];
    expect(reason(query({ capacity: 3, appointments: two }), '10:00')).toBe('available');
    const three = [...two, appt(TUESDAY, '10:30', 30)];
    expect(reason(query({ capacity: 3, appointments: three }), '10:00')).toBe('full');
    expect(reason(query({ capacity: 3, appointments: three }), '11:00')).toBe('available');
  });
  it('cancelled and completed appointments do not occupy the slot', () => {
    const q = query({
      appointments: [appt(TUESDAY, '10:00', 60, 'cancelled'), appt(TUESDAY, '10:00', 60, 'completed')],
    });
    expect(reason(q, '10:00')).toBe('available');
  });
  it('lists the slots of a day with their availability', () => {
    const slots = daySlots(query({ appointments: [appt(TUESDAY, '09:00', 120)] }));
    expect(slots).toHaveLength(candidateStartTimes(TUESDAY).length);
    expect(slots.slice(0, 5)).toEqual([
      { time: '09:00', available: false },
      { time: '09:30', available: false },
      { time: '10:00', available: false },
      { time: '10:30', available: false },
      { time: '11:00', available: true },
    ]);
    expect(slots.at(-1)).toEqual({ time: '17:30', available: false }); // 60 minutes do not fit
  });
});

describe('earliest availability', () => {
  const none = () => [];
  it('is the first start later than now', () => {
    expect(
      earliestAvailability({ now: at(TUESDAY, '10:10'), durationMinutes: 60, capacity: 1, appointmentsOn: none }),
    ).toEqual({ date: TUESDAY, time: '10:30' });
  });
  it('skips Monday and opens Sunday at 11:00', () => {
    expect(
      earliestAvailability({ now: at(SUNDAY, '17:01'), durationMinutes: 30, capacity: 1, appointmentsOn: none }),
    ).toEqual({ date: SUNDAY, time: '17:30' });
    expect(
      earliestAvailability({ now: at(SATURDAY, '17:45'), durationMinutes: 60, capacity: 1, appointmentsOn: none }),
    ).toEqual({ date: SUNDAY, time: '11:00' });
    expect(
      earliestAvailability({ now: at(SUNDAY, '17:30'), durationMinutes: 30, capacity: 1, appointmentsOn: none }),
    ).toEqual({ date: '2026-12-01', time: '09:00' });
  });
  it('skips taken slots and days that cannot hold the duration', () => {
    const busy = (date: string) => (date === TUESDAY ? [appt(TUESDAY, '09:00', 540)] : []);
    expect(
      earliestAvailability({
        now: EARLIER,
        durationMinutes: 60,
        capacity: 1,
        appointmentsOn: (d) => (d < TUESDAY ? [appt(d, '09:00', 540)] : busy(d)),
      }),
    ).toEqual({
      date: '2026-11-25',
      time: '09:00',
    });
    // 10 hours fit no day
    expect(earliestAvailability({ now: EARLIER, durationMinutes: 600, capacity: 1, appointmentsOn: none })).toBeNull();
  });
  it('searches 60 days ahead and no further', () => {
    const now = at(TUESDAY, '08:00');
    const last = horizonEnd(now);
    expect(last).toBe(addDays(TUESDAY, 60));
    const fullUntil = (free: string) => (date: string) => (date === free ? [] : [appt(date, '09:00', 540)]);
    expect(earliestAvailability({ now, durationMinutes: 60, capacity: 1, appointmentsOn: fullUntil(last) })).toEqual({
      date: last,
      time: last === SUNDAY ? '11:00' : '09:00',
    });
    expect(
      earliestAvailability({ now, durationMinutes: 60, capacity: 1, appointmentsOn: fullUntil(addDays(last, 1)) }),
    ).toBeNull();
  });
  it('lists the available dates of the horizon', () => {
    const now = at(SATURDAY, '17:45');
    const dates = availableDates({
      now,
      durationMinutes: 60,
      capacity: 1,
      appointmentsOn: (d) => (d === '2026-12-01' ? [appt(d, '09:00', 540)] : []),
    });
    expect(dates.slice(0, 3)).toEqual([SUNDAY, '2026-12-02', '2026-12-03']);
    expect(dates).not.toContain(MONDAY);
    expect(dates.at(-1)! <= horizonEnd(now)).toBe(true);
  });
});

describe('the date the wizard starts with', () => {
  it('is today while a later start remains', () => {
    expect(defaultBookingDate(at(TUESDAY, '17:29'))).toBe(TUESDAY);
  });
  it('moves to the next open day after the last start, skipping Monday', () => {
    expect(defaultBookingDate(at(TUESDAY, '17:30'))).toBe('2026-11-25');
    expect(defaultBookingDate(at(SUNDAY, '18:30'))).toBe('2026-12-01');
    expect(defaultBookingDate(at(MONDAY, '10:00'))).toBe('2026-12-01');
  });
  it('takes the chosen member earliest date, refusing a Monday', () => {
    expect(dateAfterChoosingMember(TUESDAY)).toEqual({ date: TUESDAY, mondayRefused: false });
    expect(dateAfterChoosingMember(MONDAY)).toEqual({ date: null, mondayRefused: true });
    expect(dateAfterChoosingMember(null)).toEqual({ date: null, mondayRefused: false });
  });
});

describe('conflicts (admin rules)', () => {
  const existing = [
    appt(TUESDAY, '10:00', 60, 'confirmed', { id: 101, customerName: 'Elif Yılmaz', service: 'Spa Manikür' }),
    appt(TUESDAY, '10:30', 45, 'pending', { id: 102, customerName: 'Zeynep Kaya', service: 'Kalıcı Oje' }),
    appt(TUESDAY, '09:00', 60, 'cancelled', { id: 103 }),
    appt(SATURDAY, '10:00', 60, 'confirmed', { id: 104 }),
  ];
  it('lists each conflicting appointment with its overlap', () => {
    expect(findConflicts({ date: TUESDAY, time: '10:15', durationMinutes: 60 }, existing)).toEqual([
      {
        appointmentId: 101,
        customerName: 'Elif Yılmaz',
        overlapMinutes: 45,
        startTime: '10:00',
        endTime: '11:00',
        duration: 60,
        service: 'Spa Manikür',
      },
      {
        appointmentId: 102,
        customerName: 'Zeynep Kaya',
        overlapMinutes: 45,
        startTime: '10:30',
        endTime: '11:15',
        duration: 45,
        service: 'Kalıcı Oje',
      },
    ]);
  });
  it('excludes the edited appointment', () => {
    expect(
      findConflicts({ date: TUESDAY, time: '10:15', durationMinutes: 60 }, existing, { excludeId: 101 }).map(
        (c) => c.appointmentId,
      ),
    ).toEqual([102]);
  });
  it('counts only confirmed appointments for a confirmation', () => {
    expect(
      findConflicts({ date: TUESDAY, time: '10:15', durationMinutes: 60 }, existing, {
        statuses: CONFIRMATION_CONFLICT_STATUSES,
      }).map((c) => c.appointmentId),
    ).toEqual([101]);
  });
  it('ignores overlaps of 15 minutes or less', () => {
    expect(
      findConflicts({ date: TUESDAY, time: '10:45', durationMinutes: 30 }, existing).map((c) => c.appointmentId),
    ).toEqual([102]);
    expect(findConflicts({ date: TUESDAY, time: '11:00', durationMinutes: 30 }, existing)).toEqual([]);
  });
});

describe('the day strip: closed days say "kapalı", only full open days "dolu" (issue 30 item 6)', () => {
  const tuesdayMorning = new Date('2026-11-24T10:00:00+03:00');
  const tuesdayEvening = new Date('2026-11-24T18:30:00+03:00');
  const withClosure: StudioCalendar = {
    ...DEFAULT_CALENDAR,
    closures: [{ id: 1, date: '2026-11-26', startTime: null, endTime: null, teamMemberId: null, reason: 'Bayram' }],
  };

  it('a day with a free start is free, whatever else', () => {
    expect(stripDayState('2026-11-25', tuesdayMorning, DEFAULT_CALENDAR, [1], true)).toBe('free');
  });
  it('Mondays, closures and today after its last start are closed', () => {
    expect(stripDayState('2026-11-30', tuesdayMorning, DEFAULT_CALENDAR, [1], false)).toBe('closed'); // Monday
    expect(stripDayState('2026-11-26', tuesdayMorning, withClosure, [1], false)).toBe('closed'); // bayram
    expect(stripDayState('2026-11-24', tuesdayEvening, DEFAULT_CALENDAR, [1], false)).toBe('closed'); // today, after closing
    expect(stripDayState('2026-11-24', new Date('2026-11-24T17:45:00+03:00'), DEFAULT_CALENDAR, [1], false)).toBe(
      'closed',
    ); // after the last start
  });
  it('an open day with every start taken is full', () => {
    expect(stripDayState('2026-11-25', tuesdayMorning, DEFAULT_CALENDAR, [1], false)).toBe('full');
    expect(stripDayState('2026-11-24', tuesdayMorning, DEFAULT_CALENDAR, [1], false)).toBe('full'); // today, starts remain
    expect(hasStartsLeft('2026-11-24', tuesdayEvening)).toBe(false);
  });
});
