import { describe, expect, it } from 'vitest';
import { openingHoursLines, openingHoursSpecification, WEEKLY_HOURS } from './hours';

describe('opening hours', () => {
  it('closes on Monday and opens Sunday at 11:00', () => {
    expect(WEEKLY_HOURS[1]).toBeNull();
    expect(WEEKLY_HOURS[0]).toEqual({ open: '11:00', close: '18:00' });
  });
  it('groups days for the contact block', () => {
    expect(openingHoursLines()).toEqual([
      { label: 'Salı - Cumartesi', hours: '09:00 - 18:00' },
      { label: 'Pazar', hours: '11:00 - 18:00' },
      { label: 'Pazartesi', hours: 'Kapalı' },
    ]);
  });
  it('never states Monday in the structured data', () => {
    const spec = openingHoursSpecification();
    expect(spec.flatMap((s) => s.dayOfWeek)).not.toContain('Monday');
    expect(spec).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '11:00', closes: '18:00' });
  });
});
