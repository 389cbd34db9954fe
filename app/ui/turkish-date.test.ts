import { describe, expect, it } from 'vitest';
import { formatYmdTr } from './turkish-date';

describe('formatYmdTr', () => {
  it('writes a date in Turkish, optionally with the weekday', () => {
    expect(formatYmdTr('2026-11-21')).toBe('21 Kasım 2026');
    expect(formatYmdTr('2026-11-21', { weekday: true })).toBe('21 Kasım 2026 Cumartesi');
  });

  it('returns anything else unchanged', () => {
    expect(formatYmdTr('2026')).toBe('2026');
    expect(formatYmdTr('')).toBe('');
  });
});
