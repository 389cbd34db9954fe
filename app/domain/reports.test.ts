import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR, type StudioCalendar } from './hours';
import { weekStart } from './appointment-calendar';
import {
  attendanceFigures,
  bucketLabel,
  bucketsBetween,
  defaultGranularity,
  isNoShow,
  memberOpenMinutes,
  openMinutesOf,
  parseReportQuery,
  periodDates,
  formatCell,
  type ReportTable,
} from './reports';
import { plainCell, tableCsv } from './csv';

describe('report periods', () => {
  it('names the week from Monday and the months across a year end', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday belongs to the week before
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(periodDates('this-week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodDates('this-month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDates('last-month', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodDates('last-month', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('groups a month by day, half a year by week, a year by month unless asked', () => {
    expect(defaultGranularity('2026-11-01', '2026-11-30')).toBe('day');
    expect(defaultGranularity('2026-06-01', '2026-11-30')).toBe('week');
    expect(defaultGranularity('2026-01-01', '2026-12-31')).toBe('month');
    const q = parseReportQuery(new URLSearchParams('period=range&from=2026-01-01&to=2026-12-31&by=week'), '2026-11-24');
    expect(q).toEqual({
      ok: true,
      query: { period: 'range', from: '2026-01-01', to: '2026-12-31', memberId: null, by: 'week' },
    });
  });

  it('lists every bucket, empty ones too, with Turkish labels', () => {
    expect(bucketsBetween('2026-11-28', '2026-12-02', 'day')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(bucketsBetween('2026-11-28', '2026-12-08', 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(bucketsBetween('2026-11-28', '2027-01-02', 'month')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(bucketLabel('2026-11-30', 'week')).toBe('30 Kas 2026 haftası');
    expect(bucketLabel('2026-08', 'month')).toBe('Ağustos 2026');
  });
});

describe('open minutes', () => {
  it('takes closed intervals off once, overlapping or reaching past the hours', () => {
    expect(openMinutesOf(null)).toBe(0);
    expect(openMinutesOf({ open: 540, close: 1080, blocked: [] })).toBe(540);
    expect(
      openMinutesOf({
        open: 540,
        close: 1080,
        blocked: [
          { start: 600, end: 720 },
          { start: 660, end: 780 },
        ],
      }),
    ).toBe(540 - 180);
    expect(
      openMinutesOf({
        open: 540,
        close: 1080,
        blocked: [
          { start: 480, end: 600 },
          { start: 1020, end: 1200 },
        ],
      }),
    ).toBe(540 - 60 - 60);
  });

  it('asks hours.ts dayPlan for each date: a member day off counts for that member only', () => {
    const calendar: StudioCalendar = {
      weekly: DEFAULT_CALENDAR.weekly,
      closures: [{ date: '2026-11-25', startTime: null, endTime: null, teamMemberId: 7, reason: 'İzin' }],
    };
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    expect(memberOpenMinutes(week, calendar, 8)).toBe(5 * 540 + 420);
    expect(memberOpenMinutes(week, calendar, 7)).toBe(4 * 540 + 420);
  });
});

describe('no-shows and cancellations', () => {
  it("counts the desk's 'Gelmedi' mark on a pending or confirmed appointment as a no-show, nothing else", () => {
    expect(isNoShow({ status: 'confirmed', noShow: true })).toBe(true);
    expect(isNoShow({ status: 'pending', noShow: true })).toBe(true);
    // passed but never marked: not closed, not a no-show
    expect(isNoShow({ status: 'confirmed', noShow: false })).toBe(false);
    expect(isNoShow({ status: 'pending', noShow: false })).toBe(false);
    expect(isNoShow({ status: 'completed', noShow: true })).toBe(false);
    expect(isNoShow({ status: 'cancelled', noShow: true })).toBe(false);
    expect(isNoShow({ status: 'odd', noShow: true })).toBe(false); // shown as cancelled
  });

  it('divides cancellations by all and no-shows by the appointments that were due (passed, or marked today)', () => {
    const f = attendanceFigures([
      { status: 'completed', past: true, noShow: false, count: 6 },
      { status: 'confirmed', past: true, noShow: true, count: 2 },
      { status: 'pending', past: true, noShow: false, count: 1 },
      { status: 'cancelled', past: true, noShow: true, count: 3 },
      { status: 'confirmed', past: false, noShow: true, count: 1 },
      { status: 'confirmed', past: false, noShow: false, count: 4 },
    ]);
    // due: 6 + 2 + 1 passed, + 1 marked today = 10; no-shows: 2 + 1 marked (the cancelled ones are cancellations)
    expect(f).toEqual({ total: 17, cancelled: 3, due: 10, noShows: 3, cancellationRate: 3 / 17, noShowRate: 3 / 10 });
    expect(attendanceFigures([])).toMatchObject({ cancellationRate: null, noShowRate: null });
  });
});

describe('cells and CSV', () => {
  it('formats in Turkish on the screen and plainly in the file (decimal commas for Excel with Turkish settings)', () => {
    expect(formatCell(125_050, 'money')).toBe('₺1.250,50');
    expect(plainCell(125_050, 'money')).toBe('1250,50');
    expect(formatCell(1 / 3, 'percent')).toBe('%33,3');
    expect(plainCell(1 / 3, 'percent')).toBe('33,3');
    expect(plainCell(4.25, 'decimal')).toBe('4,3');
    expect(formatCell('2026-11-24', 'date')).toBe('24 Kasım 2026 Salı');
    expect(plainCell('2026-11-24', 'date')).toBe('24.11.2026');
    expect(formatCell(12_240, 'int')).toBe('12.240');
    expect(plainCell(12_240, 'int')).toBe('12240');
    expect(formatCell(null, 'decimal')).toBe('—');
    expect(plainCell(null, 'decimal')).toBe('');
  });

  it('separates with semicolons, quotes semicolons and quotes, and keeps a name from starting a formula', () => {
    const table: ReportTable = {
      id: 'x',
      title: 'X',
      columns: [
        { label: 'Ad', kind: 'text' },
        { label: 'Gelir', kind: 'money' },
      ],
      rows: [
        ['Oje, "jel"', 100],
        ['Jel; kalıcı', -250],
        ['=HYPERLINK("x")', 0],
      ],
      chart: { column: 1, shape: 'bars' },
    };
    expect(tableCsv(table)).toBe(
      '\uFEFFAd;Gelir (TL)\r\n"Oje, ""jel""";1,00\r\n"Jel; kalıcı";-2,50\r\n"\'=HYPERLINK(""x"")";0,00\r\n',
    );
  });
});
