import { describe, expect, it } from 'vitest';
import { candidateStartTimes, dayPlan, DEFAULT_CALENDAR, isDayOff, memberOffTimes, type StudioCalendar } from './hours';
import { timelineClosedBands } from './appointment-calendar';
import { memberWeeklyFromJson, serializeMemberWeekly } from './member-hours';

const WEEK = memberWeeklyFromJson({
  3: { start: '12:00', end: '17:00', breaks: [{ start: '14:00', end: '15:00' }] },
  2: { start: '09:00', end: '18:00', breaks: [] },
})!;
const CAL: StudioCalendar = { ...DEFAULT_CALENDAR, members: { 7: WEEK } };
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

describe('a member’s own week in the one hours source', () => {
  it('narrows the day plan and the starts to the member’s hours, minus the break; other members keep the studio hours', () => {
    expect(dayPlan(WEDNESDAY, CAL, 7)).toEqual({ open: 720, close: 1020, blocked: [{ start: 840, end: 900 }] });
    expect(candidateStartTimes(WEDNESDAY, CAL, 7)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(candidateStartTimes(WEDNESDAY, CAL, 8)[0]).toBe('09:00');
    expect(dayPlan(WEDNESDAY, CAL, null)).toEqual({ open: 540, close: 1080, blocked: [] });
  });

  it('makes an unlisted weekday a day off, drawn on the timeline', () => {
    expect(dayPlan(THURSDAY, CAL, 7)).toBeNull();
    expect(isDayOff(THURSDAY, CAL, 7)).toBe(true);
    expect(isDayOff(THURSDAY, CAL, 8)).toBe(false);
    expect(isDayOff('2026-11-30', CAL, 7)).toBe(false); // Monday: the studio is closed, not a day off
    expect(memberOffTimes(THURSDAY, CAL, 7)).toEqual([{ start: 540, end: 1080, reason: 'Çalışmıyor' }]);
    expect(timelineClosedBands(WEDNESDAY, 7, CAL).map((b) => [b.from, b.to, b.reason])).toEqual([
      ['09:00', '12:00', 'Mesai dışı'],
      ['14:00', '15:00', 'Mola'],
      ['17:00', '18:00', 'Mesai dışı'],
    ]);
  });

  it('reads back what it stores and refuses a broken value', () => {
    expect(memberWeeklyFromJson(serializeMemberWeekly(WEEK))).toEqual(WEEK);
    expect(memberWeeklyFromJson('{"3":{"start":"x","end":"17:00"}}')).toBeNull();
    expect(memberWeeklyFromJson('nope')).toBeNull();
  });
});
