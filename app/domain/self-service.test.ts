import { describe, expect, it } from 'vitest';
import {
  changeDeadline,
  CUTOFF_SETTING_KEY,
  DEFAULT_CUTOFF_HOURS,
  selfServiceSettingsSchema,
  selfServiceState,
} from './self-service';
import { parseSetting, storedTextProblem } from './settings';

const parseCutoffHours = (text: string | undefined) => parseSetting('selfServiceCutoffHours', text);
const isValidCutoffHours = (value: unknown) => storedTextProblem(CUTOFF_SETTING_KEY, String(value).trim()) === null;

const at = (iso: string) => new Date(iso);
const appointment = { date: '2026-11-28', time: '14:30', status: 'confirmed' };

describe('self-service cut-off', () => {
  it('the deadline is the start (Istanbul) minus the cut-off hours', () => {
    expect(changeDeadline(appointment, 24).toISOString()).toBe('2026-11-27T11:30:00.000Z');
    expect(changeDeadline(appointment, 0).toISOString()).toBe('2026-11-28T11:30:00.000Z');
  });

  it('is open strictly before the deadline and refused from the deadline on', () => {
    expect(selfServiceState(appointment, at('2026-11-27T14:29:59+03:00'), 24).kind).toBe('open');
    expect(selfServiceState(appointment, at('2026-11-27T14:30:00+03:00'), 24).kind).toBe('past-cutoff');
    expect(selfServiceState(appointment, at('2026-11-28T18:00:00+03:00'), 24).kind).toBe('past-cutoff');
    expect(selfServiceState(appointment, at('2026-11-28T14:29:00+03:00'), 0).kind).toBe('open');
    expect(selfServiceState(appointment, at('2026-11-28T14:30:00+03:00'), 0).kind).toBe('past-cutoff');
  });

  it('offers nothing for cancelled or completed appointments, whatever the time', () => {
    expect(selfServiceState({ ...appointment, status: 'cancelled' }, at('2026-11-01T10:00:00+03:00'), 24)).toEqual({
      kind: 'closed',
      status: 'cancelled',
    });
    expect(selfServiceState({ ...appointment, status: 'completed' }, at('2026-11-01T10:00:00+03:00'), 24).kind).toBe(
      'closed',
    );
    expect(selfServiceState({ ...appointment, status: 'pending' }, at('2026-11-01T10:00:00+03:00'), 24).kind).toBe(
      'open',
    );
  });

  it('reads the stored setting, falling back to 24 hours', () => {
    expect(parseCutoffHours(undefined)).toBe(DEFAULT_CUTOFF_HOURS);
    expect(parseCutoffHours('48')).toBe(48);
    expect(parseCutoffHours('0')).toBe(0);
    expect(parseCutoffHours('-1')).toBe(24);
    expect(parseCutoffHours('2.5')).toBe(24);
    expect(parseCutoffHours('9999')).toBe(24);
  });

  it('validates the admin form', () => {
    expect(selfServiceSettingsSchema.safeParse({ cutoffHours: '12', reminderTelegram: 'on' }).data).toEqual({
      cutoffHours: 12,
      reminderTelegram: true,
      reminder24h: false,
      reminder2h: false,
    });
    expect(selfServiceSettingsSchema.safeParse({ cutoffHours: '12' }).data).toEqual({
      cutoffHours: 12,
      reminderTelegram: false,
      reminder24h: false,
      reminder2h: false,
    });
    for (const bad of ['', 'abc', '-1', '337', '1.5'])
      expect(selfServiceSettingsSchema.safeParse({ cutoffHours: bad }).success, bad).toBe(false);
    // the generic settings API applies the same rule
    expect(isValidCutoffHours(48)).toBe(true);
    expect(isValidCutoffHours('0')).toBe(true);
    for (const bad of [-1, 337, 1.5, '', 'x', true]) expect(isValidCutoffHours(bad), String(bad)).toBe(false);
  });
});
