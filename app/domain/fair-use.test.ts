import { describe, expect, it } from 'vitest';
import {
  fairUseMessage,
  fairUseProblem,
  FAIR_USE_TEXTS,
  isSamePerson,
  maxOpenValueSchema,
  MY_APPOINTMENTS,
} from './fair-use';

const now = new Date('2026-11-24T10:00:00+03:00');
const held = (date: string, time: string, durationMinutes = 60, status = 'pending') => ({
  id: Math.random(),
  date,
  time,
  durationMinutes,
  status,
});

describe('one person', () => {
  it('is the same phone (however written) OR the same e-mail (any case)', () => {
    expect(
      isSamePerson(
        { email: 'a@example.com', phone: '0532 123 45 67' },
        { email: 'b@example.com', phone: '+90 532 123 45 67' },
      ),
    ).toBe(true);
    expect(
      isSamePerson({ email: 'A@Example.com ', phone: null }, { email: 'a@example.com', phone: '0533 000 00 00' }),
    ).toBe(true);
    expect(
      isSamePerson(
        { email: 'a@example.com', phone: '0532 123 45 67' },
        { email: 'b@example.com', phone: '0533 123 45 67' },
      ),
    ).toBe(false);
    expect(isSamePerson({ email: null, phone: null }, { email: null, phone: null })).toBe(false);
  });
});

describe('fairUseProblem', () => {
  it('refuses any overlap, even of one minute, with a pending or confirmed appointment', () => {
    expect(
      fairUseProblem({ date: '2026-11-25', time: '10:59', durationMinutes: 30 }, [held('2026-11-25', '10:00')], {
        now,
        maxOpen: 3,
      }),
    ).toBe('overlap');
    expect(
      fairUseProblem({ date: '2026-11-25', time: '11:00', durationMinutes: 30 }, [held('2026-11-25', '10:00')], {
        now,
        maxOpen: 3,
      }),
    ).toBeNull();
    expect(
      fairUseProblem(
        { date: '2026-11-25', time: '10:30', durationMinutes: 30 },
        [held('2026-11-25', '10:00', 60, 'cancelled')],
        { now, maxOpen: 3 },
      ),
    ).toBeNull();
  });
  it('counts the open appointments not yet begun against the limit', () => {
    const three = [
      held('2026-11-25', '10:00'),
      held('2026-11-26', '10:00', 60, 'confirmed'),
      held('2026-11-27', '10:00'),
    ];
    expect(fairUseProblem({ date: '2026-11-28', time: '10:00', durationMinutes: 60 }, three, { now, maxOpen: 3 })).toBe(
      'too-many',
    );
    expect(
      fairUseProblem({ date: '2026-11-28', time: '10:00', durationMinutes: 60 }, three, { now, maxOpen: 4 }),
    ).toBeNull();
    // one of them already begun (this morning): two left
    const begun = [held('2026-11-24', '09:00'), ...three.slice(1)];
    expect(
      fairUseProblem({ date: '2026-11-28', time: '10:00', durationMinutes: 60 }, begun, { now, maxOpen: 3 }),
    ).toBeNull();
  });
  it('says so in Turkish, and names the page where she gets her links', () => {
    expect(fairUseMessage('too-many', 3)).toBe(
      'Bu telefon numarası veya e-posta adresiyle en fazla 3 açık randevu alınabilir.',
    );
    expect(fairUseMessage('overlap', 3)).toBe(FAIR_USE_TEXTS.overlap);
    expect(MY_APPOINTMENTS).toEqual({ path: '/randevularim', label: 'Randevularım' });
    expect(FAIR_USE_TEXTS.seeYours).toContain('Randevularım');
  });
  it('the setting is a whole number from 1 to 20', () => {
    expect(maxOpenValueSchema.parse('3')).toBe(3);
    for (const bad of ['0', '21', '2.5', 'x', '']) expect(maxOpenValueSchema.safeParse(bad).success, bad).toBe(false);
  });
});
