import { describe, expect, it } from 'vitest';
import { canServeSelection, membersForSelection } from './eligibility';
import type { SelectableItem } from './selection';

const service = (id: number, categoryId: number): SelectableItem => ({
  kind: 'service',
  id,
  categoryIds: [categoryId],
});
const pack = (id: number, categoryIds: number[]): SelectableItem => ({ kind: 'package', id, categoryIds });

describe('who can serve a selection', () => {
  const members = [
    { id: 1, isActive: true, categoryIds: [1, 3] },
    { id: 2, isActive: true, categoryIds: [2] },
    { id: 3, isActive: true, categoryIds: [] },
    { id: 4, isActive: false, categoryIds: [1] },
  ];
  const ids = (items: SelectableItem[]) => membersForSelection(members, items).map((m) => m.id);

  it('active members linked to the category, and those linked to none', () => {
    expect(ids([service(10, 1)])).toEqual([1, 3]);
    expect(ids([service(11, 2), service(12, 2)])).toEqual([2, 3]);
  });
  it('a package matches through any of its services', () => {
    expect(ids([pack(20, [2, 3])])).toEqual([1, 2, 3]);
    expect(ids([pack(20, [2, 3]), service(13, 3)])).toEqual([1, 3]);
  });
  it('an unconstrained selection fits every active member; a mixed one nobody linked', () => {
    expect(ids([])).toEqual([1, 2, 3]);
    expect(ids([pack(21, [])])).toEqual([1, 2, 3]);
    expect(canServeSelection(members[0]!, [service(10, 1), service(11, 2)])).toBe(false);
    expect(canServeSelection(members[3]!, [])).toBe(false);
  });
});
