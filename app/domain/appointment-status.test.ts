import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../../db/schema';
import { APPOINTMENT_STATUS, APPOINTMENT_STATUS_VALUES, displayStatus, statusLabel } from './appointment-status';

describe('appointment status display', () => {
  it('knows the same statuses as the database', () => {
    expect([...APPOINTMENT_STATUS_VALUES]).toEqual([...APPOINTMENT_STATUSES]);
  });

  it('labels the four statuses in Turkish', () => {
    expect(APPOINTMENT_STATUS_VALUES.map(statusLabel)).toEqual(['Bekliyor', 'Onaylandı', 'Tamamlandı', 'İptal']);
  });

  it('shows any unknown value as cancelled', () => {
    for (const v of ['', 'rejected', null, undefined, 3, 'PENDING']) {
      expect(displayStatus(v)).toBe('cancelled');
      expect(statusLabel(v)).toBe('İptal');
    }
  });

  it('uses the spec colours: pending yellow, confirmed green, completed blue, cancelled red', () => {
    expect(APPOINTMENT_STATUS.pending.badgeClass).toContain('yellow');
    expect(APPOINTMENT_STATUS.confirmed.badgeClass).toContain('emerald');
    expect(APPOINTMENT_STATUS.completed.badgeClass).toContain('sky');
    expect(APPOINTMENT_STATUS.cancelled.badgeClass).toContain('red');
  });
});
