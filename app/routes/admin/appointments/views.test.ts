import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBehindDialog } from './paths';
import { lateViews, preloadedViews, shownViews, VIEW_MODULES } from './views';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCE = fs.readFileSync(path.join(import.meta.dirname, 'views.tsx'), 'utf8');

describe('the lazily loaded views the server names for preloading (0549)', () => {
  it('names each by the path of the module views.tsx imports', () => {
    for (const [view, modulePath] of Object.entries(VIEW_MODULES)) {
      expect(fs.existsSync(path.join(ROOT, modulePath)), view).toBe(true);
      const name = path.basename(modulePath, '.tsx');
      expect(SOURCE, view).toContain(`import('./${name}')`);
    }
  });

  it('shows the day or the week when one is asked for, else the list when it has rows and the month', () => {
    const none = { day: null, week: null, list: null, calendar: null };
    expect(shownViews({ ...none, day: {} })).toEqual({ day: true, week: false, list: false, month: false });
    expect(shownViews({ ...none, week: {} })).toEqual({ day: false, week: true, list: false, month: false });
    expect(shownViews({ ...none, list: { items: [1] }, calendar: {} })).toEqual({
      day: false,
      week: false,
      list: true,
      month: true,
    });
    // an empty list is not rendered (the screen says so instead), so its module is not needed
    expect(shownViews({ ...none, list: { items: [] }, calendar: {} }).list).toBe(false);
  });

  it('hydrates the list beside the month calendar, and the list and the calendar behind a dialog, late (0554)', () => {
    const none = { day: false, week: false, list: false, month: false };
    const both = { ...none, list: true, month: true };
    expect(lateViews(both, false)).toEqual({ list: true, month: true });
    expect(preloadedViews(both, false)).toEqual(['month']);
    expect(lateViews(both, true)).toEqual({ list: true, month: true });
    expect(preloadedViews(both, true)).toEqual([]);
    // asked for (?view=list) the list is the screen: it comes with the page and hydrates, but not behind a dialog
    expect(preloadedViews({ ...none, list: true }, false)).toEqual(['list']);
    expect(preloadedViews({ ...none, list: true }, true)).toEqual([]);
    expect(preloadedViews({ ...none, month: true }, false)).toEqual(['month']);
    // the desk's day and week hydrate with the page, a dialog over them or not
    for (const behind of [false, true]) {
      expect(preloadedViews({ ...none, day: true }, behind)).toEqual(['day']);
      expect(preloadedViews({ ...none, week: true }, behind)).toEqual(['week']);
    }
  });

  it('knows a dialog over the screen by its path', () => {
    expect(isBehindDialog('/admin/appointments')).toBe(false);
    expect(isBehindDialog('/admin/appointments/')).toBe(false);
    expect(isBehindDialog('/ADMIN/Appointments')).toBe(false);
    expect(isBehindDialog('/admin/appointments/12')).toBe(true);
    expect(isBehindDialog('/admin/appointments/12/edit')).toBe(true);
    expect(isBehindDialog('/admin/appointments/new')).toBe(true);
  });
});
