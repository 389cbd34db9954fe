import { describe, expect, it } from 'vitest';
import { firstStepsFor, isNewStudio, type StudioFacts } from './first-steps';

const empty: StudioFacts = { categories: 0, services: 0, teamMembers: 0, mailReady: false, pictures: 0 };

describe('İlk adımlar', () => {
  it('an empty studio: the owner gets every step, none done, each to its screen', () => {
    const steps = firstStepsFor(empty, { role: 'owner' }) ?? [];
    expect(steps.map((s) => s.path)).toEqual([
      '/admin/categories',
      '/admin/services',
      '/admin/team',
      '/admin/calendar',
      '/admin/mail',
      '/admin/home',
      '/admin/hesaplar',
    ]);
    expect(steps.every((s) => !s.done)).toBe(true);
  });

  it('marks what is done and disappears once the studio has services and a team', () => {
    const half = { ...empty, categories: 2, services: 3, mailReady: true };
    expect(isNewStudio(half)).toBe(true);
    const done = Object.fromEntries((firstStepsFor(half, { role: 'owner' }) ?? []).map((s) => [s.key, s.done]));
    expect(done).toMatchObject({ categories: true, services: true, team: false, mail: true, hours: false });
    expect(firstStepsFor({ ...half, teamMembers: 1 }, { role: 'owner' })).toBeNull();
  });

  it('lists only the screens the viewer may open: reception gets the hours, an artist nothing', () => {
    expect((firstStepsFor(empty, { role: 'reception' }) ?? []).map((s) => s.key)).toEqual(['hours']);
    expect(firstStepsFor(empty, { role: 'member' })).toBeNull();
    expect((firstStepsFor(empty, { role: 'manager' }) ?? []).map((s) => s.key)).not.toContain('accounts');
  });
});
