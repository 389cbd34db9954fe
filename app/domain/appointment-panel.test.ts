import { describe, expect, it } from 'vitest';
import { arrivalProblem, lineTimes, panelActions, PANEL_TEXTS } from './appointment-panel';
import { rebookPreset } from './rebooking';

const TODAY = '2026-11-24';
/** the studio's clock: the afternoon of TODAY */
const NOW = { date: TODAY, time: '14:00' };
const appt = (
  over: Partial<{ status: string; date: string; time: string; noShow: boolean; arrivedAt: Date | null }> = {},
) => ({
  status: 'confirmed',
  date: TODAY,
  time: '10:00',
  noShow: false,
  arrivedAt: null,
  ...over,
});

describe('the appointment panel', () => {
  it('offers the actions that fit the appointment and its sale', () => {
    expect(panelActions(appt({ status: 'pending' }), null, NOW)).toEqual({
      confirm: true,
      complete: false,
      arrived: true,
      noShow: true,
      cancel: true,
      move: true,
      edit: true,
      rebook: true,
      checkout: true,
    });
    expect(panelActions(appt({ date: '2026-11-30' }), null, NOW)).toMatchObject({
      confirm: false,
      arrived: false,
      noShow: false,
      checkout: false,
      cancel: true,
    });
    expect(panelActions(appt({ arrivedAt: new Date() }), null, NOW)).toMatchObject({
      arrived: false,
      noShow: false,
      checkout: true,
    });
    expect(panelActions(appt({ status: 'completed' }), { status: 'completed' }, NOW)).toMatchObject({
      checkout: false,
      cancel: false,
      move: false,
    });
    expect(panelActions(appt({ status: 'completed' }), { status: 'voided' }, NOW)).toMatchObject({ checkout: true });
    expect(panelActions(appt({ status: 'cancelled' }), null, NOW)).toMatchObject({
      checkout: false,
      cancel: false,
      rebook: false,
    });
  });

  it("offers 'Gelmedi' from the appointment's start time on, not earlier the same day", () => {
    expect(panelActions(appt({ time: '14:00' }), null, NOW).noShow).toBe(true);
    expect(panelActions(appt({ time: '16:30' }), null, NOW)).toMatchObject({ noShow: false, arrived: true });
  });

  it("sets 'Geldi' only on an open appointment whose day has come", () => {
    expect(arrivalProblem(appt(), true, TODAY)).toBeNull();
    expect(arrivalProblem(appt({ status: 'cancelled' }), true, TODAY)).toBe(PANEL_TEXTS.arrivedWrongStatus);
    expect(arrivalProblem(appt({ date: '2026-11-25' }), true, TODAY)).toBe(PANEL_TEXTS.arrivedFuture);
    expect(arrivalProblem(appt({ status: 'cancelled' }), false, TODAY)).toBeNull();
  });

  it('gives each service its times, one after another, and the rebooking preset in weeks', () => {
    expect(lineTimes('09:00', [{ durationMinutes: 45 }, { durationMinutes: 30 }])).toEqual([
      { start: '09:00', end: '09:45' },
      { start: '09:45', end: '10:15' },
    ]);
    expect(rebookPreset(TODAY, 21)).toEqual({ weeks: 3, date: '2026-12-15' });
    expect(rebookPreset(TODAY, 2)).toEqual({ weeks: 1, date: '2026-12-01' });
  });
});
