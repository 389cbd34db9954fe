/**
 * How the public catalogue is shown (spec sections 2, 4 and 9): the order of service cards,
 * the category filter bar, the features on a card and the names inside a package.
 */

/** The category slug whose filter shows the package cards; always last in the filter bar. */
export const PACKAGES_CATEGORY = 'packages';

/** Added to the filter bar when the database has no 'packages' category at all (spec 3, 9). */
export const PACKAGES_FALLBACK_CATEGORY = {
  id: 999,
  name: PACKAGES_CATEGORY,
  displayName: 'Paketler',
  icon: 'gift',
  displayOrder: 999,
} as const;

/** The services page's empty state (spec 2). */
export const EMPTY_CATEGORY_TEXT = 'Bu kategoride hizmet bulunamadı';

/** Home page: the first 4 popular services and the first 6 gallery images. */
export const HOME_POPULAR_SERVICES = 4;
export const HOME_GALLERY_IMAGES = 6;
/** A service card lists at most 3 features. */
export const MAX_CARD_FEATURES = 3;

type Sortable = { id: number; isPopular: boolean };

/** Popular services first, then by id (spec 4). Returns a new array. */
export function sortServicesForDisplay<T extends Sortable>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => Number(b.isPopular) - Number(a.isPopular) || a.id - b.id);
}

type CategoryLike = { id: number; name: string; displayOrder: number; isActive: boolean };

/** Active categories by displayOrder (then id), with 'packages' always last. */
export function orderCategories<T extends CategoryLike>(categories: readonly T[]): T[] {
  return categories
    .filter((c) => c.isActive)
    .sort(
      (a, b) =>
        Number(a.name === PACKAGES_CATEGORY) - Number(b.name === PACKAGES_CATEGORY) ||
        a.displayOrder - b.displayOrder ||
        a.id - b.id,
    );
}

export type FilterCategory = { id: number; name: string; displayName: string; icon: string };

/**
 * The filter bar after 'TÜM HİZMETLER': the active categories in order, 'packages' last.
 * When no category named 'packages' exists the built-in one is added; a 'packages' row the
 * studio switched off stays hidden.
 */
export function filterBarCategories<T extends CategoryLike & FilterCategory>(all: readonly T[]): FilterCategory[] {
  const ordered: FilterCategory[] = orderCategories(all).map(({ id, name, displayName, icon }) => ({
    id,
    name,
    displayName,
    icon,
  }));
  if (!all.some((c) => c.name === PACKAGES_CATEGORY)) {
    const { id, name, displayName, icon } = PACKAGES_FALLBACK_CATEGORY;
    ordered.push({ id, name, displayName, icon });
  }
  return ordered;
}

/**
 * Features of a service as a list: stored as an array, but the spec also allows a JSON
 * string holding an array. Empty and non-text entries are dropped.
 */
export function parseFeatures(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return value.trim() ? [value.trim()] : [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((f): f is string => typeof f === 'string' && f.trim() !== '').map((f) => f.trim());
}

/** The features shown on a service card: at most three. */
export function cardFeatures(value: unknown): string[] {
  return parseFeatures(value).slice(0, MAX_CARD_FEATURES);
}

/** Names of a package's services; an id that cannot be resolved reads 'Hizmet {id}'. */
export function packageServiceNames(serviceIds: readonly number[], names: ReadonlyMap<number, string>): string[] {
  return serviceIds.map((id) => names.get(id) || `Hizmet ${id}`);
}
