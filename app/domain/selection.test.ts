import { describe, expect, it } from 'vitest';
import {
  canAddToSelection,
  checkCategoryLock,
  selectionTotals,
  sharedCategories,
  type SelectableItem,
} from './selection';

const MANICURE = 1;
const PEDICURE = 2;
const NAIL_ART = 3;
const service = (id: number, category: number): SelectableItem => ({ kind: 'service', id, categoryIds: [category] });
const pkg = (id: number, ...categories: number[]): SelectableItem => ({ kind: 'package', id, categoryIds: categories });

describe('category lock', () => {
  it('accepts an empty selection and items of one category', () => {
    expect(checkCategoryLock([])).toEqual({ ok: true, categoryIds: null });
    expect(checkCategoryLock([service(1, MANICURE), service(2, MANICURE)])).toEqual({
      ok: true,
      categoryIds: [MANICURE],
    });
  });
  it('rejects a service of another category, naming the current categories', () => {
    const result = checkCategoryLock([service(1, MANICURE), service(5, PEDICURE)]);
    expect(result).toEqual({ ok: false, current: [MANICURE], rejected: service(5, PEDICURE) });
  });
  it('lets a package match when any of its services matches', () => {
    const bridal = pkg(10, MANICURE, PEDICURE, NAIL_ART);
    expect(checkCategoryLock([service(1, MANICURE), bridal])).toEqual({ ok: true, categoryIds: [MANICURE] });
    expect(checkCategoryLock([bridal, service(5, PEDICURE)])).toEqual({ ok: true, categoryIds: [PEDICURE] });
    expect(checkCategoryLock([bridal])).toEqual({ ok: true, categoryIds: [MANICURE, PEDICURE, NAIL_ART] });
  });
  it('rejects a package sharing no category with the selection', () => {
    const result = checkCategoryLock([service(5, PEDICURE), pkg(11, MANICURE, NAIL_ART)]);
    expect(result.ok).toBe(false);
  });
  it('narrows the shared categories as packages are added', () => {
    expect(sharedCategories([pkg(10, MANICURE, PEDICURE), pkg(11, PEDICURE, NAIL_ART)])).toEqual([PEDICURE]);
    expect(checkCategoryLock([pkg(10, MANICURE, PEDICURE), pkg(11, PEDICURE, NAIL_ART), service(1, MANICURE)]).ok).toBe(
      false,
    );
  });
  it('lets a package without services match anything', () => {
    expect(checkCategoryLock([pkg(12), service(1, MANICURE), pkg(13)])).toEqual({ ok: true, categoryIds: [MANICURE] });
    expect(sharedCategories([pkg(12)])).toBeNull();
  });
  it('frees the choice when items are removed', () => {
    expect(canAddToSelection([service(1, MANICURE)], service(5, PEDICURE))).toBe(false);
    expect(canAddToSelection([], service(5, PEDICURE))).toBe(true);
  });
});

describe('selection totals', () => {
  it('adds durations by the duration rule and prices in kuruş', () => {
    expect(
      selectionTotals(
        [
          { durationMinutes: 45, priceKurus: 35_000 },
          { durationMinutes: null, priceKurus: 10_050 },
        ],
        [{ durationMinutes: null, priceKurus: 69_000, services: [{ durationMinutes: 45 }, { durationMinutes: 60 }] }],
      ),
    ).toEqual({ durationMinutes: 45 + 60 + 105, priceKurus: 114_050 });
  });
  it('is 60 minutes and nothing to pay for an empty selection', () => {
    expect(selectionTotals([], [])).toEqual({ durationMinutes: 60, priceKurus: 0 });
  });
});
