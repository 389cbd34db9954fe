/**
 * Public reads of the catalogue: active services (with their category), packages (with the
 * names of their services) and categories. Shared by the pages and the JSON API.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, packages, services } from '../../../db/schema';
import { packageServiceLinks } from './packages.server';
import {
  filterBarCategories,
  orderCategories,
  packageServiceNames,
  parseFeatures,
  sortServicesForDisplay,
  type FilterCategory,
} from '~/domain/catalogue';

export type Category = typeof categories.$inferSelect;

export type PublicService = {
  id: number;
  name: string;
  description: string;
  priceKurus: number;
  durationMinutes: number;
  categoryId: number;
  /** the category's slug, e.g. 'nail-art' (the spec's `category`) */
  category: string;
  categoryDisplayName: string;
  categoryImage: string | null;
  icon: string | null;
  /** the service's own picture (webp variants), shown on its card instead of the icon */
  imageUrl: string | null;
  features: string[];
  isPopular: boolean;
  displayOrder: number;
};

export type PublicPackage = {
  id: number;
  name: string;
  description: string;
  originalPriceKurus: number;
  discountedPriceKurus: number;
  /** null: the package lasts as long as its services together */
  durationMinutes: number | null;
  displayOrder: number;
  services: { id: number; name: string }[];
};

const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  priceKurus: services.priceKurus,
  durationMinutes: services.durationMinutes,
  categoryId: services.categoryId,
  category: categories.name,
  categoryDisplayName: categories.displayName,
  categoryImage: categories.backgroundImage,
  icon: services.icon,
  imageUrl: services.imageUrl,
  features: services.features,
  isPopular: services.isPopular,
  displayOrder: services.displayOrder,
};

function selectServices(db: Db) {
  return db.select(serviceColumns).from(services).innerJoin(categories, eq(services.categoryId, categories.id));
}

const asPublic = (row: Omit<PublicService, 'features'> & { features: unknown }): PublicService => ({
  ...row,
  features: parseFeatures(row.features),
});

/** Offered: the service is active and so is its category (a switched-off category hides its services). */
const offered = and(eq(services.isActive, true), eq(categories.isActive, true));

/** Offered services, popular first then by id; optionally only one category (by slug) or only popular ones. */
export function listActiveServices(db: Db, filter: { category?: string; popularOnly?: boolean } = {}): PublicService[] {
  const conditions = [offered];
  if (filter.category) conditions.push(eq(categories.name, filter.category));
  if (filter.popularOnly) conditions.push(eq(services.isPopular, true));
  const rows = selectServices(db)
    .where(and(...conditions))
    .all();
  return sortServicesForDisplay(rows.map(asPublic));
}

/** One offered service, or null (also for an inactive one or one in an inactive category). */
export function getActiveService(db: Db, id: number): PublicService | null {
  const row = selectServices(db)
    .where(and(eq(services.id, id), offered))
    .get();
  return row ? asPublic(row) : null;
}

/** Active packages by displayOrder (then id), each with its services' ids and names in order. */
export function listActivePackages(db: Db): PublicPackage[] {
  const rows = db
    .select()
    .from(packages)
    .where(eq(packages.isActive, true))
    .orderBy(asc(packages.displayOrder), asc(packages.id))
    .all();
  if (rows.length === 0) return [];
  const links = packageServiceLinks(
    db,
    rows.map((r) => r.id),
  );
  const names = new Map(links.map((l) => [l.id, l.name]));
  return rows.map((p) => {
    const ids = links.filter((l) => l.packageId === p.id).map((l) => l.id);
    const labels = packageServiceNames(ids, names);
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      originalPriceKurus: p.originalPriceKurus,
      discountedPriceKurus: p.discountedPriceKurus,
      durationMinutes: p.durationMinutes,
      displayOrder: p.displayOrder,
      services: ids.map((id, i) => ({ id, name: labels[i]! })),
    };
  });
}

/** Active categories by displayOrder, 'packages' last. */
export function listActiveCategories(db: Db): Category[] {
  return orderCategories(db.select().from(categories).all());
}

/** The services page's filter bar (after 'TÜM HİZMETLER'). */
export function listFilterCategories(db: Db): FilterCategory[] {
  return filterBarCategories(db.select().from(categories).all());
}
