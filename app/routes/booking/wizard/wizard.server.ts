/**
 * Server side of the booking wizard (/contact): what the steps show (catalogue options,
 * member cards with earliest availability) and the checks of step 2, on top of the same
 * domain rules the booking write and the JSON API use.
 */
import type { Slot } from '~/domain/availability';
import { istanbulClock } from '~/domain/clock';
import { membersForSelection } from '~/domain/eligibility';
import { BOOKING_MESSAGES, categoryLockMessage } from '~/domain/booking-rules';
import { checkCategoryLock, selectionTotals } from '~/domain/selection';
import {
  datesForMember,
  earliestForMembers,
  slotsForDay,
  type Earliest,
} from '../../../models/appointments/availability.server';
import {
  categoryNames,
  resolveSelection,
  type BookingCatalog,
  type ResolvedSelection,
} from '../../../models/catalogue/bookable.server';
import { PACKAGES_CATEGORY } from '~/domain/catalogue';
import type { Db } from '../../../../db/client';

/** The category hidden from the service list (its packages are shown under 'PAKETLER'). */

export type ServiceOption = {
  id: number;
  name: string;
  durationMinutes: number;
  priceKurus: number;
  categoryId: number;
};
export type ServiceGroup = { categoryId: number; displayName: string; services: ServiceOption[] };
export type PackageOption = {
  id: number;
  name: string;
  durationMinutes: number;
  priceKurus: number;
  originalPriceKurus: number;
  categoryIds: number[];
  serviceNames: string[];
};
export type WizardCatalog = {
  groups: ServiceGroup[];
  packages: PackageOption[];
  categories: { id: number; displayName: string }[];
};

/** Services grouped by category in display order (the 'packages' category hidden), and packages. */
export function wizardCatalog(catalog: BookingCatalog): WizardCatalog {
  const groups = catalog.categories
    .filter((c) => c.name !== PACKAGES_CATEGORY)
    .map((c) => ({
      categoryId: c.id,
      displayName: c.displayName,
      services: catalog.services
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          durationMinutes: s.durationMinutes,
          priceKurus: s.priceKurus,
          categoryId: s.categoryId,
        })),
    }))
    .filter((g) => g.services.length > 0);
  return {
    groups,
    packages: catalog.packages.map((p) => ({
      id: p.id,
      name: p.name,
      durationMinutes: p.durationMinutes,
      priceKurus: p.priceKurus,
      originalPriceKurus: p.originalPriceKurus,
      categoryIds: p.categoryIds,
      serviceNames: p.serviceNames,
    })),
    categories: catalog.categories.map((c) => ({ id: c.id, displayName: c.displayName })),
  };
}

export type MemberCard = {
  id: number;
  name: string;
  specialization: string;
  imageUrl: string | null;
  earliest: Earliest;
};

export type SelectionReview =
  | {
      ok: true;
      resolved: ResolvedSelection;
      durationMinutes: number;
      priceKurus: number;
      /** eligible members with their earliest availability (empty: 'no suitable member') */
      members: MemberCard[];
    }
  | { ok: false; message: string };

/**
 * Checks a selection (known items, one category) and lists the members who can serve it with
 * their earliest availability. Items already chosen before (`previous`) are taken first, so
 * the lock message names what was there as the current category.
 */
export function reviewSelection(
  db: Db,
  catalog: BookingCatalog,
  selection: { serviceIds: readonly number[]; packageIds: readonly number[] },
  now: Date,
  previous?: { serviceIds: readonly number[]; packageIds: readonly number[] },
): SelectionReview {
  const resolved = resolveSelection(catalog, selection);
  if (resolved.unknownServiceIds.length > 0 || resolved.unknownPackageIds.length > 0)
    return { ok: false, message: BOOKING_MESSAGES.itemUnavailable };
  const previousItems = resolved.items.filter((i) =>
    (i.kind === 'service' ? previous?.serviceIds : previous?.packageIds)?.includes(i.id),
  );
  const lock = checkCategoryLock([...previousItems, ...resolved.items.filter((i) => !previousItems.includes(i))]);
  if (!lock.ok)
    return {
      ok: false,
      message: categoryLockMessage(
        categoryNames(catalog, lock.current),
        categoryNames(catalog, lock.rejected.categoryIds),
      ),
    };

  const totals = selectionTotals(resolved.services, resolved.packages);
  const members = resolved.items.length === 0 ? [] : membersForSelection(catalog.members, resolved.items);
  const earliest = earliestForMembers(db, {
    now,
    memberIds: members.map((m) => m.id),
    durationMinutes: totals.durationMinutes,
  });
  return {
    ok: true,
    resolved,
    durationMinutes: totals.durationMinutes,
    priceKurus: totals.priceKurus,
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      specialization: m.specialization,
      imageUrl: m.imageUrl,
      earliest: earliest.get(m.id) ?? null,
    })),
  };
}

/**
 * After the category lock refused an item: what stays chosen (the earlier items first, then
 * each new item that still fits, in order) and, when an active package covers both the kept
 * categories and the refused item's, that package to offer instead.
 */
export function keepUnderLock(
  catalog: BookingCatalog,
  selection: { serviceIds: readonly number[]; packageIds: readonly number[] },
  previous?: { serviceIds: readonly number[]; packageIds: readonly number[] },
): { serviceIds: number[]; packageIds: number[]; offer: { id: number; name: string } | null } {
  const resolved = resolveSelection(catalog, selection);
  const isPrevious = (i: { kind: string; id: number }) =>
    (i.kind === 'service' ? previous?.serviceIds : previous?.packageIds)?.includes(i.id) ?? false;
  const ordered = [...resolved.items.filter(isPrevious), ...resolved.items.filter((i) => !isPrevious(i))];
  const kept: typeof ordered = [];
  const refused: typeof ordered = [];
  for (const item of ordered) (checkCategoryLock([...kept, item]).ok ? kept : refused).push(item);
  const keptCategories = kept.flatMap((i) => i.categoryIds);
  const refusedCategories = refused.flatMap((i) => i.categoryIds);
  // the package that holds most of the chosen services, then the smallest one
  const wanted = [...kept, ...refused].filter((i) => i.kind === 'service').map((i) => i.id);
  const holds = (p: (typeof catalog.packages)[number]) => p.serviceIds.filter((id) => wanted.includes(id)).length;
  const pkg =
    refused.length === 0 || kept.length === 0
      ? undefined
      : catalog.packages
          .filter(
            (p) =>
              p.categoryIds.some((c) => keptCategories.includes(c)) &&
              p.categoryIds.some((c) => refusedCategories.includes(c)),
          )
          .sort((a, b) => holds(b) - holds(a) || a.serviceIds.length - b.serviceIds.length)[0];
  return {
    serviceIds: kept.filter((i) => i.kind === 'service').map((i) => i.id),
    packageIds: kept.filter((i) => i.kind === 'package').map((i) => i.id),
    offer: pkg ? { id: pkg.id, name: pkg.name } : null,
  };
}

/**
 * Step 3's times and free days for one member, or for 'Fark etmez' (several members: a time
 * is free when it is free for at least one of them). Today's past starts are left out.
 */
export function slotStepTimes(
  db: Db,
  query: { now: Date; memberIds: readonly number[]; date: string; durationMinutes: number },
): { slots: Slot[]; freeDates: string[] } {
  const clock = istanbulClock(query.now);
  const byTime = new Map<string, boolean>();
  const freeDates = new Set<string>();
  for (const memberId of query.memberIds) {
    for (const s of slotsForDay(db, {
      now: query.now,
      memberId,
      date: query.date,
      durationMinutes: query.durationMinutes,
    })) {
      if (query.date === clock.date && s.time <= clock.time) continue;
      byTime.set(s.time, (byTime.get(s.time) ?? false) || s.available);
    }
    for (const d of datesForMember(db, { now: query.now, memberId, durationMinutes: query.durationMinutes }))
      freeDates.add(d);
  }
  return {
    slots: [...byTime].sort(([a], [b]) => a.localeCompare(b)).map(([time, available]) => ({ time, available })),
    freeDates: [...freeDates].sort(),
  };
}
