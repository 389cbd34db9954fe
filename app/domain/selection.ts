/**
 * What a customer picks on step 2: services and packages that must share one category
 * (the category lock), with their total duration and price.
 *
 * A service belongs to its category; a package belongs to the categories of its services
 * and matches a category when ANY of its services does. A package without services carries
 * no category and matches anything.
 */
import { appointmentDuration, type PackageDurationInput } from './duration';

export type SelectableItem = {
  kind: 'service' | 'package';
  id: number;
  /** the service's category, or the categories of the package's services */
  categoryIds: readonly number[];
};

/**
 * The categories every item of the selection shares, in the order they were met; null when
 * nothing constrains it (empty selection, or only packages without services). An empty array
 * means the items do not share a category.
 */
export function sharedCategories(items: readonly SelectableItem[]): number[] | null {
  let shared: number[] | null = null;
  for (const item of items) {
    if (item.categoryIds.length === 0) continue;
    shared = shared === null ? [...new Set(item.categoryIds)] : shared.filter((c) => item.categoryIds.includes(c));
  }
  return shared;
}

export type CategoryLockResult =
  | { ok: true; categoryIds: number[] | null }
  | { ok: false; current: number[]; rejected: SelectableItem };

/**
 * Items are taken in order (put the ones already chosen first); the first item that shares
 * no category with those before it is rejected, with the categories chosen so far.
 */
export function checkCategoryLock(items: readonly SelectableItem[]): CategoryLockResult {
  const accepted: SelectableItem[] = [];
  for (const item of items) {
    const current = sharedCategories(accepted);
    if (current !== null && item.categoryIds.length > 0 && !item.categoryIds.some((c) => current.includes(c))) {
      return { ok: false, current, rejected: item };
    }
    accepted.push(item);
  }
  return { ok: true, categoryIds: sharedCategories(accepted) };
}

/** Whether `item` may join `selection` under the category lock. */
export function canAddToSelection(selection: readonly SelectableItem[], item: SelectableItem): boolean {
  return checkCategoryLock([...selection, item]).ok;
}

export type PricedService = { durationMinutes: number | null; priceKurus: number };
/** A package with its own duration, else its services' (duration.ts packageDuration). */
export type PricedPackage = Omit<PackageDurationInput, 'services'> & {
  services?: PackageDurationInput['services'];
  priceKurus: number;
};

/** Total duration (the appointment duration rule) and price of a selection, in kuruş. */
export function selectionTotals(
  services: readonly PricedService[],
  packages: readonly PricedPackage[],
): { durationMinutes: number; priceKurus: number } {
  return {
    durationMinutes: appointmentDuration({
      services: [...services],
      packages: packages.map((p) => ({ durationMinutes: p.durationMinutes, services: p.services ?? [] })),
    }),
    priceKurus: services.reduce((s, x) => s + x.priceKurus, 0) + packages.reduce((s, x) => s + x.priceKurus, 0),
  };
}
