/**
 * What booking needs from the catalogue, read in a handful of small queries: categories,
 * bookable services, packages (with their services, categories and duration) and active team
 * members with the categories they serve. The wizard, the JSON calls and the booking write
 * all read it here, so they agree on prices, durations and categories.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { categories, packageServices, packages, services, teamMemberCategories, teamMembers } from '../../../db/schema';
import { packageDuration, serviceDuration } from '~/domain/duration';
import type { SelectableItem } from '~/domain/selection';
import type { DbOrTx } from '../db.server';

export type CatalogCategory = { id: number; name: string; displayName: string; displayOrder: number };
export type CatalogService = {
  id: number;
  name: string;
  priceKurus: number;
  durationMinutes: number;
  categoryId: number;
  displayOrder: number;
  isActive: boolean;
};
export type CatalogPackage = {
  id: number;
  name: string;
  /** what the customer pays: the discounted price */
  priceKurus: number;
  originalPriceKurus: number;
  /** its own duration, else the sum of its services' (duration.ts) */
  durationMinutes: number;
  serviceIds: number[];
  serviceNames: string[];
  /** the categories of its services (a package matches any of them) */
  categoryIds: number[];
  displayOrder: number;
};
export type CatalogMember = {
  id: number;
  name: string;
  specialization: string;
  imageUrl: string | null;
  isActive: boolean;
  /** categories the member serves; empty = serves every category */
  categoryIds: number[];
};

export type BookingCatalog = {
  categories: CatalogCategory[];
  /** active services, in display order */
  services: CatalogService[];
  /** active packages, in display order */
  packages: CatalogPackage[];
  /** active team members, in display order */
  members: CatalogMember[];
};

export function loadBookingCatalog(db: DbOrTx): BookingCatalog {
  const categoryRows = db
    .select({
      id: categories.id,
      name: categories.name,
      displayName: categories.displayName,
      displayOrder: categories.displayOrder,
    })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.id))
    .all();
  const serviceRows = db
    .select({
      id: services.id,
      name: services.name,
      priceKurus: services.priceKurus,
      durationMinutes: services.durationMinutes,
      categoryId: services.categoryId,
      displayOrder: services.displayOrder,
      // offered: the service and its category are both active (as on the public pages)
      isActive: sql<boolean>`${services.isActive} and ${categories.isActive}`.mapWith(Boolean),
    })
    .from(services)
    .innerJoin(categories, eq(services.categoryId, categories.id))
    .orderBy(asc(services.displayOrder), asc(services.id))
    .all()
    .map((s) => ({ ...s, durationMinutes: serviceDuration(s.durationMinutes) }));
  const serviceById = new Map(serviceRows.map((s) => [s.id, s]));

  const links = db.select().from(packageServices).orderBy(asc(packageServices.position)).all();
  const packageRows = db
    .select()
    .from(packages)
    .where(eq(packages.isActive, true))
    .orderBy(asc(packages.displayOrder), asc(packages.id))
    .all();
  const packageList: CatalogPackage[] = packageRows.map((p) => {
    const included = links.filter((l) => l.packageId === p.id).flatMap((l) => serviceById.get(l.serviceId) ?? []);
    return {
      id: p.id,
      name: p.name,
      priceKurus: p.discountedPriceKurus,
      originalPriceKurus: p.originalPriceKurus,
      durationMinutes: packageDuration({ durationMinutes: p.durationMinutes, services: included }),
      serviceIds: included.map((s) => s.id),
      serviceNames: included.map((s) => s.name),
      categoryIds: [...new Set(included.map((s) => s.categoryId))],
      displayOrder: p.displayOrder,
    };
  });

  const memberRows = db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      specialization: teamMembers.specialization,
      imageUrl: teamMembers.imageUrl,
      isActive: teamMembers.isActive,
    })
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id))
    .all();
  const memberLinks = db
    .select({ teamMemberId: teamMemberCategories.teamMemberId, categoryId: teamMemberCategories.categoryId })
    .from(teamMemberCategories)
    .where(eq(teamMemberCategories.isActive, true))
    .all();

  return {
    categories: categoryRows,
    services: serviceRows.filter((s) => s.isActive),
    packages: packageList,
    members: memberRows.map((m) => ({
      ...m,
      categoryIds: memberLinks.filter((l) => l.teamMemberId === m.id).map((l) => l.categoryId),
    })),
  };
}

export type ResolvedSelection = {
  services: CatalogService[];
  packages: CatalogPackage[];
  /** in the order given: services first, then packages (for the category lock) */
  items: SelectableItem[];
  /** ids that are not (or no longer) bookable */
  unknownServiceIds: number[];
  unknownPackageIds: number[];
};

/** The catalogue entries behind the ids a customer sent. */
export function resolveSelection(
  catalog: BookingCatalog,
  selection: { serviceIds: readonly number[]; packageIds: readonly number[] },
): ResolvedSelection {
  const chosenServices = selection.serviceIds.flatMap((id) => catalog.services.find((s) => s.id === id) ?? []);
  const chosenPackages = selection.packageIds.flatMap((id) => catalog.packages.find((p) => p.id === id) ?? []);
  return {
    services: chosenServices,
    packages: chosenPackages,
    items: [
      ...chosenServices.map((s): SelectableItem => ({ kind: 'service', id: s.id, categoryIds: [s.categoryId] })),
      ...chosenPackages.map((p): SelectableItem => ({ kind: 'package', id: p.id, categoryIds: p.categoryIds })),
    ],
    unknownServiceIds: selection.serviceIds.filter((id) => !chosenServices.some((s) => s.id === id)),
    unknownPackageIds: selection.packageIds.filter((id) => !chosenPackages.some((p) => p.id === id)),
  };
}

/** Display names of category ids ('Manikür'), in the given order. */
export function categoryNames(catalog: BookingCatalog, ids: readonly number[]): string[] {
  return ids.map((id) => catalog.categories.find((c) => c.id === id)?.displayName ?? `Kategori ${id}`);
}
