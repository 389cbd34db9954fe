import { describe, expect, it } from 'vitest';
import { arrivalProblem, lineTimes, panelActions, PANEL_TEXTS } from './appointment-panel';
import { rebookPreset } from './rebooking';

const TODAY = '2026-11-24';
const appt = (over: Partial<{ status: string; date: string; noShow: boolean; arrivedAt: Date | null }> = {}) => ({
  status: 'confirmed',
  date: TODAY,
  noShow: false,
  arrivedAt: null,
  ...over,
});

describe('the appointment panel', () => {
  it('offers the actions that fit the appointment and its sale', () => {
    expect(panelActions(appt({ status: 'pending' }), null, TODAY)).toEqual({
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
    expect(panelActions(appt({ date: '2026-11-30' }), null, TODAY)).toMatchObject({
      confirm: false,
      arrived: false,
      noShow: false,
      checkout: false,
      cancel: true,
    });
    expect(panelActions(appt({ arrivedAt: new Date() }), null, TODAY)).toMatchObject({
      arrived: false,
      noShow: false,
      checkout: true,
    });
    expect(panelActions(appt({ status: 'completed' }), { status: 'completed' }, TODAY)).toMatchObject({
      checkout: false,
      cancel: false,
      move: false,
    });
    expect(panelActions(appt({ status: 'completed' }), { status: 'voided' }, TODAY)).toMatchObject({ checkout: true });
    expect(panelActions(appt({ status: 'cancelled' }), null, TODAY)).toMatchObject({
      checkout: false,
      cancel: false,
      rebook: false,
    });
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
