import { describe, expect, it } from 'vitest';
import { nudgeDay, nudgeDedupeKey, serviceToSuggest, visitDateForNudge, visitStart, wizardLink } from './rebooking';

describe('rebooking nudge rules', () => {
  it('names the visits due at a moment: (today − days) from 10:00 Istanbul, nothing before', () => {
    expect(visitDateForNudge(new Date('2026-11-23T09:59:00+03:00'), 21)).toBeNull();
    expect(visitDateForNudge(new Date('2026-11-23T10:00:00+03:00'), 21)).toBe('2026-11-02');
    // 23:30 UTC on the 22nd is already the 23rd in Istanbul
    expect(visitDateForNudge(new Date('2026-11-22T23:30:00Z'), 21)).toBeNull();
    expect(visitDateForNudge(new Date('2026-11-23T07:30:00Z'), 21)).toBe('2026-11-02');
    expect(nudgeDay('2026-11-02', 21)).toBe('2026-11-23');
  });

  it('suggests the soonest due service of a visit, and none without a number of days', () => {
    expect(serviceToSuggest([{ serviceId: 1, days: null }])).toBeNull();
    expect(
      serviceToSuggest([
        { serviceId: 1, days: 30 },
        { serviceId: 2, days: 21 },
        { serviceId: 3, days: null },
      ]),
    ).toMatchObject({ serviceId: 2, days: 21 });
  });

  it('keys one nudge per visit; a visit begins at its Istanbul wall time', () => {
    expect(nudgeDedupeKey(7)).toBe('rebooking-nudge:7');
    expect(nudgeDedupeKey(7, 'sms')).toBe('rebooking-nudge:sms:7');
    expect(visitStart({ date: '2026-11-02', time: '11:00' }).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it("builds the wizard's address with the choice made", () => {
    expect(wizardLink('https://x.test', { serviceIds: [3], memberId: 2 })).toBe(
      'https://x.test/contact?hizmet=3&uzman=2',
    );
    expect(
      wizardLink('https://x.test', { serviceIds: [3, 4], packageIds: [1], memberId: null, date: '2026-12-01' }),
    ).toBe('https://x.test/contact?hizmet=3&hizmet=4&paket=1&uzman=farketmez&gun=2026-12-01');
  });
});
