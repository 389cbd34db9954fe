import { describe, expect, it } from 'vitest';
import {
  appointmentSearch,
  DEFAULT_QUERY,
  filterAppointments,
  hasActiveFilters,
  matchesRange,
  matchesSearch,
  pageOf,
  parseAppointmentQuery,
  rangeWindow,
  sortAppointments,
  type FilterableAppointment,
} from './appointment-list';

const TODAY = '2026-11-24';
let nextId = 1;
function appt(over: Partial<FilterableAppointment & { id: number }> = {}) {
  return {
    id: nextId++,
    customerName: 'Ayşe Kaya',
    customerEmail: 'ayse@example.com',
    customerPhone: '05321234567',
    service: 'Kalıcı Oje',
    teamMemberId: 1,
    date: TODAY,
    time: '10:00',
    status: 'pending',
    ...over,
  };
}
const parse = (qs: string) => parseAppointmentQuery(new URLSearchParams(qs));

describe('the query string', () => {
  it('reads every filter and falls back to the defaults for unknown values', () => {
    expect(parse('')).toEqual(DEFAULT_QUERY);
    expect(
      parse(
        'q=%20ay%C5%9Fe%20&status=confirmed&range=week&member=3&sort=customer&dir=asc&view=list&month=2026-12&day=2026-12-05&week=2026-12-09&page=2',
      ),
    ).toEqual({
      q: 'ayşe',
      status: 'confirmed',
      range: 'week',
      member: 3,
      sort: 'customer',
      dir: 'asc',
      view: 'list',
      month: '2026-12',
      day: '2026-12-05',
      week: '2026-12-09',
      page: 2,
    });
    expect(
      parse(
        'status=bogus&range=year&member=abc&sort=price&dir=up&view=grid&month=2026-13&day=2026-02-30&week=2026-02-31&page=-4',
      ),
    ).toEqual(DEFAULT_QUERY);
    expect(parse('view=week&week=2026-12-09')).toMatchObject({ view: 'week', week: '2026-12-09' });
    expect(parse('member=0').member).toBeNull();
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(appointmentSearch(DEFAULT_QUERY)).toBe('');
    const query = parse('status=pending&member=2&view=calendar&month=2026-11');
    const search = appointmentSearch(query);
    expect(search).toBe('?status=pending&member=2&view=calendar&month=2026-11');
    expect(parse(search.slice(1))).toEqual(query);
    expect(appointmentSearch(query, { day: '2026-11-25', page: 1 })).toBe(
      '?status=pending&member=2&view=calendar&month=2026-11&day=2026-11-25',
    );
  });

  it('counts a search or a status, date or member filter as active (not the view or the sort)', () => {
    expect(hasActiveFilters(parse('view=list&sort=status&dir=asc&month=2026-12'))).toBe(false);
    for (const qs of ['q=a', 'status=cancelled', 'range=today', 'member=1'])
      expect(hasActiveFilters(parse(qs))).toBe(true);
  });
});

describe('search', () => {
  it('matches name, e-mail, phone and service, ignoring case the Turkish way', () => {
    const a = appt({ customerName: 'İpek Işık', service: 'Nail Art Tasarım' });
    for (const term of ['ipek', 'IŞIK', 'ışık', 'ayse@EXAMPLE', 'nail art', '0532', ''])
      expect(matchesSearch(a, term), term).toBe(true);
    expect(matchesSearch(a, 'Zeynep')).toBe(false);
  });

  it('finds a phone by its digits however it is typed', () => {
    const a = appt({ customerPhone: '05321234567' });
    expect(matchesSearch(a, '532 123 45 67')).toBe(true);
    expect(matchesSearch(a, '(0532) 123-45-67')).toBe(true);
    expect(matchesSearch(a, '532 999')).toBe(false);
    expect(matchesSearch(appt({ customerPhone: null, customerEmail: null }), '532')).toBe(false);
  });
});

describe('date ranges end today', () => {
  it('today, the last 7 days and the last 30 days, today included', () => {
    expect(rangeWindow('all', TODAY)).toEqual({});
    expect(rangeWindow('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(rangeWindow('week', TODAY)).toEqual({ from: '2026-11-18', to: TODAY });
    expect(rangeWindow('month', TODAY)).toEqual({ from: '2026-10-26', to: TODAY });
    expect(matchesRange('2026-11-18', 'week', TODAY)).toBe(true);
    expect(matchesRange('2026-11-17', 'week', TODAY)).toBe(false);
    expect(matchesRange('2026-10-26', 'month', TODAY)).toBe(true);
    expect(matchesRange('2026-10-25', 'month', TODAY)).toBe(false);
    expect(matchesRange('2026-11-25', 'week', TODAY)).toBe(false); // tomorrow is not in the last 7 days
    expect(matchesRange('2020-01-01', 'all', TODAY)).toBe(true);
  });

  it('today first: the default is today onward; "Önümüzdeki 7 gün" is today and the next 6 days', () => {
    expect(rangeWindow('upcoming', TODAY)).toEqual({ from: TODAY });
    expect(rangeWindow('next7', TODAY)).toEqual({ from: TODAY, to: '2026-11-30' });
    expect(matchesRange('2026-11-23', 'upcoming', TODAY)).toBe(false);
    expect(matchesRange('2027-05-01', 'upcoming', TODAY)).toBe(true);
    expect(matchesRange('2026-11-30', 'next7', TODAY)).toBe(true);
    expect(matchesRange('2026-12-01', 'next7', TODAY)).toBe(false);
    expect(parseAppointmentQuery(new URLSearchParams(''))).toMatchObject({ range: 'upcoming', dir: 'asc' });
  });
});

describe('filters', () => {
  it('combine status, member, range and search', () => {
    const list = [
      appt({ customerName: 'A', status: 'pending', teamMemberId: 1 }),
      appt({ customerName: 'B', status: 'confirmed', teamMemberId: 1 }),
      appt({ customerName: 'Cemile', status: 'pending', teamMemberId: 2 }),
      appt({ customerName: 'D', status: 'pending', teamMemberId: 1, date: '2026-11-01' }),
      appt({ customerName: 'E', status: 'bogus', teamMemberId: 1 }),
    ];
    const names = (qs: string) => filterAppointments(list, parse(qs), TODAY).map((a) => a.customerName);
    expect(names('range=all')).toEqual(['A', 'B', 'Cemile', 'D', 'E']);
    expect(names('')).toEqual(['A', 'B', 'Cemile', 'E']); // today onward by default
    expect(names('status=pending&member=1&range=all')).toEqual(['A', 'D']);
    expect(names('status=pending&member=1&range=week')).toEqual(['A']);
    expect(names('status=cancelled')).toEqual(['E']); // an unknown stored status shows as cancelled
    expect(names('q=CEM%C4%B0LE')).toEqual(['Cemile']);
  });
});

describe('sorting', () => {
  const list = [
    appt({ customerName: 'Zehra', status: 'confirmed', date: '2026-11-20', time: '09:00' }),
    appt({ customerName: 'Çiğdem', status: 'pending', date: '2026-11-21', time: '15:00' }),
    appt({ customerName: 'Ceren', status: 'cancelled', date: '2026-11-21', time: '09:30' }),
    appt({ customerName: 'ılgın', status: 'completed', date: '2026-11-19', time: '12:00' }),
  ];
  const names = (sort: 'date' | 'customer' | 'status', dir: 'asc' | 'desc') =>
    sortAppointments(list, sort, dir).map((a) => a.customerName);

  it('by date and time, both ways', () => {
    expect(names('date', 'asc')).toEqual(['ılgın', 'Zehra', 'Ceren', 'Çiğdem']);
    expect(names('date', 'desc')).toEqual(['Çiğdem', 'Ceren', 'Zehra', 'ılgın']);
  });

  it('by customer in Turkish alphabetical order (C before Ç, ı before Z)', () => {
    expect(names('customer', 'asc')).toEqual(['Ceren', 'Çiğdem', 'ılgın', 'Zehra']);
    expect(names('customer', 'desc')).toEqual(['Zehra', 'ılgın', 'Çiğdem', 'Ceren']);
  });

  it('by status: pending, confirmed, completed, cancelled', () => {
    expect(names('status', 'asc')).toEqual(['Çiğdem', 'Zehra', 'ılgın', 'Ceren']);
  });
});

describe('pages', () => {
  it('slices pages and clamps a page past the end', () => {
    // 25 rows a page (0556)
    const items = Array.from({ length: 60 }, (_, i) => i);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3 });
    expect(pageOf(items, 1).items).toEqual(items.slice(0, 25));
    expect(pageOf(items, 3).items).toEqual(items.slice(50));
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
