import { describe, expect, it } from 'vitest';
import { fittingStart, isWaitlistDay, waitlistDedupeKey, waitlistJoinSchema, WAITLIST_TEXTS } from './waitlist';

const NOW = new Date('2026-11-24T10:00:00+03:00');
const slots = (free: string[], all = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00']) =>
  all.map((time) => ({ time, available: free.includes(time) }));

describe('waitlist rules', () => {
  it('a day from today to the 60-day horizon', () => {
    expect(isWaitlistDay('2026-11-24', NOW)).toBe(true);
    expect(isWaitlistDay('2026-11-23', NOW)).toBe(false);
    expect(isWaitlistDay('2027-01-23', NOW)).toBe(true);
    expect(isWaitlistDay('2027-01-24', NOW)).toBe(false);
    expect(isWaitlistDay('2026-02-30', NOW)).toBe(false);
  });

  it('a freed start fits when an available start of the selection would have clashed with it', () => {
    const freed = { time: '11:00', durationMinutes: 60 };
    expect(fittingStart(slots(['11:00']), freed, 45, NOW, '2026-11-25')).toBe('11:00');
    // 09:00 is free but has nothing to do with the freed hour
    expect(fittingStart(slots(['09:00']), freed, 45, NOW, '2026-11-25')).toBeNull();
    // 10:30 for 45 minutes shares 15 minutes with it: not a clash, so not made possible by it
    expect(fittingStart(slots(['10:30']), freed, 45, NOW, '2026-11-25')).toBeNull();
    expect(fittingStart(slots(['10:30', '11:00']), freed, 60, NOW, '2026-11-25')).toBe('10:30');
    // today's past starts are left out
    expect(fittingStart(slots(['10:00']), { time: '10:00', durationMinutes: 60 }, 45, NOW, '2026-11-24')).toBeNull();
  });

  it('keys each notice by entry and freed start', () => {
    expect(waitlistDedupeKey(4, { id: 9, date: '2026-11-25', time: '11:00' })).toBe(
      'waitlist-slot-freed:4:9:2026-11-25T11:00',
    );
  });

  it('the join form: contact by the booking rules, a selection, a member or any, the consent', () => {
    const good = {
      customerName: 'Deniz',
      customerEmail: 'deniz@example.com',
      customerPhone: '0532 444 55 66',
      date: '2026-11-25',
      serviceIds: ['3'],
      packageIds: [],
      teamMemberId: 'any',
      consent: 'on',
    };
    expect(waitlistJoinSchema.parse(good)).toMatchObject({ serviceIds: [3], teamMemberId: 'any', consent: true });
    expect(waitlistJoinSchema.parse({ ...good, teamMemberId: '2' }).teamMemberId).toBe(2);
    const issue = (v: Record<string, unknown>) => waitlistJoinSchema.safeParse(v).error?.issues[0]?.message;
    expect(issue({ ...good, consent: undefined })).toBe(WAITLIST_TEXTS.consentRequired);
    expect(issue({ ...good, customerPhone: '12' })).toMatch(/telefon/);
    expect(issue({ ...good, serviceIds: [] })).toMatch(/en az bir hizmet/);
    expect(issue({ ...good, date: 'yarın' })).toBe(WAITLIST_TEXTS.invalidDay);
  });
});
