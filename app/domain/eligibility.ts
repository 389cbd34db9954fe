/**
 * Who can serve a selection: the one rule used by the availability calls (available-dates,
 * available-slots, check-conflict), the booking wizard's member list and the booking write.
 * (docs/decisions/0133-one-eligibility-rule.md)
 *
 * A member serves a selection when active and linked to a category every item of the
 * selection shares (a package shares any of its services' categories), or linked to no
 * category at all (serves everything). A selection that constrains nothing (empty, or only
 * packages without services) fits every active member; one whose items share no category
 * fits nobody.
 */
import { sharedCategories, type SelectableItem } from './selection';

export type MemberLinks = { isActive: boolean; categoryIds: readonly number[] };

export function canServeSelection(member: MemberLinks, items: readonly SelectableItem[]): boolean {
  if (!member.isActive) return false;
  const shared = sharedCategories(items);
  if (member.categoryIds.length === 0 || shared === null) return true;
  return member.categoryIds.some((c) => shared.includes(c));
}

/** The members who can serve the selection, in the given order. */
export function membersForSelection<T extends MemberLinks>(
  members: readonly T[],
  items: readonly SelectableItem[],
): T[] {
  return members.filter((m) => canServeSelection(m, items));
}
