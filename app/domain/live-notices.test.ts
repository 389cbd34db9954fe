import { describe, expect, it } from 'vitest';
import { isOnlineBooking, newOnlineBookingsFor, newOnlineBookingsOf } from './live-notices';

const at = '2026-11-24T07:00:00.000Z';
const base = {
  customerName: 'Ayşe Kaya',
  date: '2026-11-25',
  time: '10:00',
  teamMemberName: 'Elif',
  service: 'Kalıcı Oje',
  createdAt: at,
  updatedAt: at,
};

describe('"Yeni online randevu"', () => {
  it('online: the wizard or the public API, with no staff account behind it', () => {
    expect(isOnlineBooking({ source: 'web', userId: null })).toBe(true);
    expect(isOnlineBooking({ source: 'api', userId: null })).toBe(true);
    expect(isOnlineBooking({ source: 'api', userId: 3 })).toBe(false); // a staff token
    expect(isOnlineBooking({ source: 'admin', userId: null })).toBe(false);
    expect(isOnlineBooking({ source: 'admin', userId: 3 })).toBe(false);
  });

  it('new: not changed since it was made; the notice carries no contact details', () => {
    const list = newOnlineBookingsOf([
      { ...base, id: 1, teamMemberId: 1, source: 'web', userId: null },
      { ...base, id: 2, teamMemberId: 1, source: 'web', userId: null, updatedAt: '2026-11-24T07:05:00.000Z' },
      { ...base, id: 3, teamMemberId: 1, source: 'api', userId: 9 },
    ]);
    expect(list).toEqual([
      {
        id: 1,
        customerName: 'Ayşe Kaya',
        date: '2026-11-25',
        time: '10:00',
        teamMemberId: 1,
        teamMemberName: 'Elif',
        service: 'Kalıcı Oje',
      },
    ]);
  });

  it('told to those who may see it whole: the desk every one, an artist her own', () => {
    const list = newOnlineBookingsOf([
      { ...base, id: 1, teamMemberId: 1, source: 'web', userId: null },
      { ...base, id: 2, teamMemberId: 2, source: 'web', userId: null },
    ]);
    expect(newOnlineBookingsFor(list, { role: 'reception', teamMemberId: null }).map((b) => b.id)).toEqual([1, 2]);
    expect(newOnlineBookingsFor(list, { role: 'member', teamMemberId: 2 }).map((b) => b.id)).toEqual([2]);
    expect(newOnlineBookingsFor(list, { role: 'member', teamMemberId: null })).toEqual([]);
  });
});
