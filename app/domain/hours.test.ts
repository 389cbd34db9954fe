import { describe, expect, it } from 'vitest';
import {
  candidateStartTimes,
  DEFAULT_WEEKLY_HOURS,
  hoursOn,
  isOpenOn,
  LAST_START_TIME,
  nextOpenDate,
  openingHoursLines,
  openingHoursSpecification,
  weekTimeBounds,
  WEEKLY_HOURS,
} from './hours';

describe('opening hours', () => {
  it('closes on Monday and opens Sunday at 11:00', () => {
    expect(WEEKLY_HOURS[1]).toBeNull();
    expect(WEEKLY_HOURS[0]).toEqual({ open: '11:00', close: '18:00' });
  });
  it('groups days for the contact block', () => {
    expect(openingHoursLines()).toEqual([
      { label: 'Salı - Cumartesi', hours: '09:00 - 18:00' },
      { label: 'Pazar', hours: '11:00 - 18:00' },
      { label: 'Pazartesi', hours: 'Kapalı' },
    ]);
  });
  it('never states Monday in the structured data', () => {
    const spec = openingHoursSpecification();
    expect(spec.flatMap((s) => s.dayOfWeek)).not.toContain('Monday');
    expect(spec).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Sunday'],
      opens: '11:00',
      closes: '18:00',
    });
  });
});

describe('booking hours', () => {
  it('knows the hours of a date', () => {
    expect(hoursOn('2026-11-24')).toEqual({ open: '09:00', close: '18:00' }); // Tuesday
    expect(hoursOn('2026-11-29')).toEqual({ open: '11:00', close: '18:00' }); // Sunday
    expect(hoursOn('2026-11-23')).toBeNull(); // Monday
    expect(isOpenOn('2026-11-23')).toBe(false);
    expect(isOpenOn('2026-11-28')).toBe(true); // Saturday
  });
  it('offers starts every 30 minutes from opening to 17:30', () => {
    const tuesday = candidateStartTimes('2026-11-24');
    expect(tuesday[0]).toBe('09:00');
    expect(tuesday[1]).toBe('09:30');
    expect(tuesday.at(-1)).toBe(LAST_START_TIME);
    expect(tuesday).toHaveLength(18);
    expect(tuesday).not.toContain('18:00');
  });
  it('starts Sunday at 11:00 (no 10:30)', () => {
    const sunday = candidateStartTimes('2026-11-29');
    expect(sunday[0]).toBe('11:00');
    expect(sunday).not.toContain('10:30');
    expect(sunday.at(-1)).toBe('17:30');
    expect(sunday).toHaveLength(14);
  });
  it('offers nothing on Monday', () => {
    expect(candidateStartTimes('2026-11-23')).toEqual([]);
  });
  it('finds the next open date, skipping Monday', () => {
    expect(nextOpenDate('2026-11-23')).toBe('2026-11-24');
    expect(nextOpenDate('2026-11-24')).toBe('2026-11-24');
    expect(nextOpenDate('2026-11-29')).toBe('2026-11-29');
  });
});

describe('weekTimeBounds', () => {
  it('spans the earliest opening and the last minute before the latest closing of the week', () => {
    expect(weekTimeBounds()).toEqual({ min: '09:00', max: '17:59' });
    expect(weekTimeBounds({ ...DEFAULT_WEEKLY_HOURS, 6: { open: '08:30', close: '20:00' } })).toEqual({
      min: '08:30',
      max: '19:59',
    });
    expect(weekTimeBounds({ 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null })).toBeNull();
  });
});
