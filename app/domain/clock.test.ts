import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatTurkishDate,
  formatTurkishDayOf,
  instantOf,
  istanbulClock,
  istanbulToday,
  isValidDate,
  isValidTime,
  minutesToTime,
  timeToMinutes,
  weekdayOf,
} from './clock';

describe('Istanbul wall clock', () => {
  it('is UTC plus three hours', () => {
    expect(istanbulClock(new Date('2026-11-24T07:00:00Z'))).toEqual({
      date: '2026-11-24',
      time: '10:00',
      minutes: 600,
      weekday: 2,
    });
  });
  it('moves to the next day at 21:00 UTC', () => {
    expect(istanbulToday(new Date('2026-11-24T20:59:59Z'))).toBe('2026-11-24');
    expect(istanbulToday(new Date('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
  });
  it('keeps the fraction of the current minute', () => {
    const c = istanbulClock(new Date('2026-11-24T14:59:30+03:00'));
    expect(c.time).toBe('14:59');
    expect(c.minutes).toBe(899.5);
  });
  it('ignores the host time zone and daylight saving elsewhere', () => {
    // 2026-03-29 is the EU daylight-saving switch; Istanbul stays +03:00.
    expect(istanbulClock(new Date('2026-03-29T00:30:00Z')).time).toBe('03:30');
    expect(istanbulClock(new Date('2026-10-25T00:30:00Z')).time).toBe('03:30');
  });
  it('turns wall date and time back into the instant', () => {
    expect(instantOf('2026-11-24', '10:30').toISOString()).toBe('2026-11-24T07:30:00.000Z');
    expect(istanbulClock(instantOf('2026-12-31', '23:59')).date).toBe('2026-12-31');
  });
});

describe('date and time strings', () => {
  it('accepts only real calendar dates', () => {
    expect(isValidDate('2026-11-24')).toBe(true);
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('2026-1-1')).toBe(false);
    expect(isValidDate('2026-11-24T10:00')).toBe(false);
    expect(isValidDate(20261124)).toBe(false);
  });
  it('accepts HH:MM from 00:00 to 23:59', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('17:30')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('9:00')).toBe(false);
    expect(isValidTime('10:60')).toBe(false);
    expect(isValidTime('10:00:00')).toBe(false);
  });
  it('converts between HH:MM and minutes', () => {
    expect(timeToMinutes('17:30')).toBe(1050);
    expect(minutesToTime(1050)).toBe('17:30');
    expect(minutesToTime(545)).toBe('09:05');
    expect(minutesToTime(0)).toBe('00:00');
  });
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', 60)).toBe('2027-01-23');
  });
  it('counts days between dates', () => {
    expect(daysBetween('2026-11-24', '2027-01-23')).toBe(60);
    expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
  });
  it('knows the weekday (0 = Sunday)', () => {
    expect(weekdayOf('2026-11-23')).toBe(1); // Monday
    expect(weekdayOf('2026-11-29')).toBe(0); // Sunday
  });
  it('writes dates the Turkish way', () => {
    expect(formatTurkishDate('2026-11-21')).toBe('21 Kasım 2026 Cumartesi');
    expect(formatTurkishDate('2027-02-01')).toBe('1 Şubat 2027 Pazartesi');
    expect(formatTurkishDate('2026-08-05')).toBe('5 Ağustos 2026 Çarşamba');
  });
});

describe('formatTurkishDayOf', () => {
  it('writes the Istanbul day of a stored instant (22:30 UTC is already the next day there)', () => {
    expect(formatTurkishDayOf('2026-11-21T22:30:00Z')).toBe('22 Kasım 2026');
    expect(formatTurkishDayOf(new Date('2026-11-21T20:30:00Z'))).toBe('21 Kasım 2026');
  });
});
