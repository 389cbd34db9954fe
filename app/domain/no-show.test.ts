import { describe, expect, it } from 'vitest';
import { canMarkNoShow, NO_SHOW_MESSAGES, noShowProblem } from './no-show';

const NOW = { date: '2026-11-28', time: '13:30' };
const at = (date: string, time: string, status: 'pending' | 'confirmed' | 'completed' | 'cancelled' = 'confirmed') => ({
  status,
  date,
  time,
});

describe("'Gelmedi'", () => {
  it('is set once the start time has come: from that minute on, and on any earlier day', () => {
    expect(noShowProblem(at('2026-11-28', '13:30'), true, NOW)).toBeNull();
    expect(noShowProblem(at('2026-11-28', '09:00:00'), true, NOW)).toBeNull();
    expect(noShowProblem(at('2026-11-27', '18:00', 'pending'), true, NOW)).toBeNull();
    expect(canMarkNoShow(at('2026-11-28', '13:00'), NOW)).toBe(true);
  });

  it('is refused before the start time the same day, and on a later day', () => {
    expect(noShowProblem(at('2026-11-28', '13:31'), true, NOW)).toBe(NO_SHOW_MESSAGES.notYet);
    expect(noShowProblem(at('2026-11-28', '17:00'), true, NOW)).toBe(NO_SHOW_MESSAGES.notYet);
    expect(noShowProblem(at('2026-11-29', '09:00'), true, NOW)).toBe(NO_SHOW_MESSAGES.future);
    expect(canMarkNoShow(at('2026-11-28', '17:00'), NOW)).toBe(false);
  });

  it('is only for a pending or confirmed appointment; taking it off is always allowed', () => {
    expect(noShowProblem(at('2026-11-27', '10:00', 'completed'), true, NOW)).toBe(NO_SHOW_MESSAGES.wrongStatus);
    expect(noShowProblem(at('2026-11-27', '10:00', 'cancelled'), true, NOW)).toBe(NO_SHOW_MESSAGES.wrongStatus);
    expect(noShowProblem(at('2026-11-29', '17:00'), false, NOW)).toBeNull();
  });
});
