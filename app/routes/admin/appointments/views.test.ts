import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listWaits, preloadedViews, shownViews, VIEW_MODULES } from './views';

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

  it('preloads the views shown, but a list beside the month calendar, which waits for hydration (0554)', () => {
    const none = { day: false, week: false, list: false, month: false };
    expect(preloadedViews({ ...none, list: true, month: true })).toEqual(['month']);
    expect(listWaits({ ...none, list: true, month: true })).toBe(true);
    // asked for (?view=list) the list is the screen: it comes with the page and hydrates
    expect(preloadedViews({ ...none, list: true })).toEqual(['list']);
    expect(listWaits({ ...none, list: true })).toBe(false);
    expect(preloadedViews({ ...none, month: true })).toEqual(['month']);
    expect(preloadedViews({ ...none, day: true })).toEqual(['day']);
    expect(preloadedViews({ ...none, week: true })).toEqual(['week']);
  });
});
