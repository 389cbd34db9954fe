import { describe, expect, it } from 'vitest';
import {
  dayMarks,
  layoutTimeline,
  marksByDate,
  monthGrid,
  monthLabel,
  shiftMonth,
  TIMELINE,
  timelineSlots,
  timelineStart,
  timelineHeight,
  isStudioClosed,
} from './appointment-calendar';
import { DEFAULT_WEEKLY_HOURS } from './hours';

describe('month calendar', () => {
  it('covers the month in Monday-to-Sunday weeks', () => {
    const weeks = monthGrid('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks[0]![0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks.at(-1)!.at(-1)!.date).toBe('2026-12-06');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(monthGrid('2027-02')).toHaveLength(4); // February 2027 starts on a Monday and has 28 days
  });

  it('moves between months across years and names them in Turkish', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
    expect(monthLabel('2026-08')).toBe('Ağustos 2026');
  });

  it('shows up to 3 status dots in time order and "+" for more', () => {
    expect(dayMarks([])).toEqual({ count: 0, dots: [], more: false });
    const marks = dayMarks([
      { time: '15:00', status: 'cancelled' },
      { time: '09:00', status: 'confirmed' },
      { time: '11:00', status: 'weird' },
      { time: '10:00', status: 'pending' },
    ]);
    expect(marks).toEqual({ count: 4, dots: ['confirmed', 'pending', 'cancelled'], more: true });
    expect(
      dayMarks([
        { time: '09:00', status: 'pending' },
        { time: '10:00', status: 'completed' },
        { time: '11:00', status: 'pending' },
      ]).more,
    ).toBe(false);
  });

  it('groups marks by date within the grid', () => {
    const marks = marksByDate(
      [
        { date: '2026-11-25', time: '10:00', status: 'pending' },
        { date: '2026-11-25', time: '09:00', status: 'confirmed' },
        { date: '2027-01-01', time: '09:00', status: 'confirmed' },
      ],
      '2026-10-26',
      '2026-12-06',
    );
    expect(Object.keys(marks)).toEqual(['2026-11-25']);
    expect(marks['2026-11-25']!.dots).toEqual(['confirmed', 'pending']);
  });
});

describe('day timeline', () => {
  it('runs from 09:00 (11:00 on Sundays) to 18:00 in 30-minute slots', () => {
    expect(timelineStart('2026-11-24')).toBe('09:00');
    expect(timelineStart('2026-11-29')).toBe('11:00');
    expect(timelineSlots('2026-11-24')).toHaveLength(18);
    expect(timelineSlots('2026-11-24').at(-1)).toBe('17:30');
    expect(timelineSlots('2026-11-29')[0]).toBe('11:00');
    expect(timelineSlots('2026-11-29')).toHaveLength(14);
    // a free slot, and a 30-minute block drawn 2 px shorter, are tap targets of 44 px at least (issue 36 item 7)
    expect(TIMELINE.slotHeightPx - 2).toBeGreaterThanOrEqual(44);
    expect(timelineHeight('2026-11-24')).toBe(18 * TIMELINE.slotHeightPx);
  });

  it('says a Monday (closed weekday) is closed, a Tuesday open', () => {
    expect(isStudioClosed('2026-11-23')).toBe(true);
    expect(isStudioClosed('2026-11-24')).toBe(false);
    expect(
      isStudioClosed('2026-11-24', {
        weekly: DEFAULT_WEEKLY_HOURS,
        closures: [{ date: '2026-11-24', startTime: null, endTime: null, teamMemberId: null, reason: 'Bayram' }],
      }),
    ).toBe(true);
    expect(
      isStudioClosed('2026-11-24', {
        weekly: DEFAULT_WEEKLY_HOURS,
        closures: [{ date: '2026-11-24', startTime: null, endTime: null, teamMemberId: 3, reason: 'İzin' }],
      }),
    ).toBe(false);
  });

  it('places blocks by time and length, one column per member, overlapping blocks on lanes', () => {
    const items = [
      { id: 1, teamMemberId: 1, time: '09:00', durationMinutes: 60 },
      { id: 2, teamMemberId: 1, time: '09:30', durationMinutes: 30 },
      { id: 3, teamMemberId: 1, time: '10:00', durationMinutes: 30 },
      { id: 4, teamMemberId: 7, time: '17:30', durationMinutes: 90 },
      { id: 5, teamMemberId: null, time: '08:00', durationMinutes: 60 },
    ];
    const rows = layoutTimeline('2026-11-24', [1, 2], items);
    expect(rows.map((r) => r.memberId)).toEqual([1, 2, 7, null]);
    const [first, second, other, none] = rows;
    expect(first!.lanes).toBe(2);
    expect(first!.blocks.map((b) => [b.item.id, b.topPx, b.heightPx, b.lane])).toEqual([
      [1, 0, 92, 0],
      [2, 46, 46, 1],
      [3, 92, 46, 0],
    ]);
    expect(second!.blocks).toEqual([]);
    expect(second!.lanes).toBe(1);
    expect(other!.blocks[0]).toMatchObject({ topPx: 17 * 46, heightPx: 46 }); // clipped at 18:00
    expect(none!.blocks[0]).toMatchObject({ topPx: 0 }); // before the start: drawn at the start
  });

  it('starts at 11:00 on Sundays', () => {
    const [row] = layoutTimeline('2026-11-29', [1], [{ id: 1, teamMemberId: 1, time: '12:00', durationMinutes: 60 }]);
    expect(row!.blocks[0]).toMatchObject({ topPx: 92, heightPx: 92 });
  });
});
