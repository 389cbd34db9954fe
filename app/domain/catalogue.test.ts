import { describe, expect, it } from 'vitest';
import {
  cardFeatures,
  filterBarCategories,
  orderCategories,
  packageServiceNames,
  parseFeatures,
  sortServicesForDisplay,
} from './catalogue';

const cat = (id: number, name: string, displayOrder: number, isActive = true) => ({
  id,
  name,
  displayName: name.toUpperCase(),
  icon: '💅',
  displayOrder,
  isActive,
});

describe('catalogue display rules', () => {
  it('puts popular services first, then orders by id', () => {
    const list = [
      { id: 5, isPopular: false },
      { id: 3, isPopular: true },
      { id: 1, isPopular: false },
      { id: 9, isPopular: true },
    ];
    expect(sortServicesForDisplay(list).map((s) => s.id)).toEqual([3, 9, 1, 5]);
    expect(list[0]!.id).toBe(5);
  });

  it('orders active categories by displayOrder with packages always last', () => {
    const all = [
      cat(1, 'packages', 0),
      cat(2, 'gel', 3),
      cat(3, 'manicure', 1),
      cat(4, 'repair', 2, false),
      cat(5, 'pedicure', 1),
    ];
    expect(orderCategories(all).map((c) => c.name)).toEqual(['manicure', 'pedicure', 'gel', 'packages']);
  });

  it('adds the built-in packages category only when none exists', () => {
    expect(filterBarCategories([cat(2, 'gel', 1)])).toEqual([
      { id: 2, name: 'gel', displayName: 'GEL', icon: '💅' },
      { id: 999, name: 'packages', displayName: 'Paketler', icon: 'gift' },
    ]);
    expect(filterBarCategories([cat(2, 'gel', 1), cat(8, 'packages', 999, false)]).map((c) => c.name)).toEqual(['gel']);
    expect(filterBarCategories([cat(8, 'packages', 5), cat(2, 'gel', 10)]).map((c) => c.id)).toEqual([2, 8]);
  });

  it('reads features from an array or a JSON string and shows at most three', () => {
    expect(parseFeatures(['a', ' b ', '', 3])).toEqual(['a', 'b']);
    expect(parseFeatures('["x","y"]')).toEqual(['x', 'y']);
    expect(parseFeatures('tek özellik')).toEqual(['tek özellik']);
    expect(parseFeatures(null)).toEqual([]);
    expect(parseFeatures('{"a":1}')).toEqual([]);
    expect(cardFeatures(['1', '2', '3', '4'])).toEqual(['1', '2', '3']);
  });

  it("names a package's services, 'Hizmet {id}' when unknown", () => {
    expect(packageServiceNames([1, 7], new Map([[1, 'Kalıcı Oje']]))).toEqual(['Kalıcı Oje', 'Hizmet 7']);
  });
});
