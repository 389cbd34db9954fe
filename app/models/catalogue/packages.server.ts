/**
 * Packages: serialisation (lira from kuruş, the package's services in order) for the public
 * site and the back office, and the writes shared by the admin screen and the JSON API.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { packageServices, packages, services } from '../../../db/schema';
import type { PackageInput } from '../../domain/catalog-forms';
import { kurusToLira, kurusToLiraText } from '../../utils/money';
import { setFlag, type DbOrTx } from '../db.server';
import { staleCheck, type ExpectedVersion, type StaleFailure } from '../audit/versions.server';
import { recordedWrite, type Actor } from '../audit/history.server';

export type PackageRow = typeof packages.$inferSelect;
type PackageService = { id: number; name: string; durationMinutes: number; priceKurus: number; isActive: boolean };

export type PackageJson = {
  id: number;
  name: string;
  description: string;
  /** lira */
  originalPrice: number;
  /** lira */
  discountedPrice: number;
  originalPriceKurus: number;
  discountedPriceKurus: number;
  /** minutes; the package's own length, else its services' together */
  duration: number;
  /** the stored duration (null: from the services) */
  customDuration: number | null;
  /** service ids as strings, as the spec has them */
  services: string[];
  serviceNames: string[];
  displayOrder: number;
  isActive: boolean;
  /** grows by one on every write (docs/decisions/0352) */
  version: number;
  createdAt: string;
  updatedAt: string;
};

export function serializePackage(row: PackageRow, items: PackageService[]): PackageJson {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    originalPrice: kurusToLira(row.originalPriceKurus),
    discountedPrice: kurusToLira(row.discountedPriceKurus),
    originalPriceKurus: row.originalPriceKurus,
    discountedPriceKurus: row.discountedPriceKurus,
    duration: row.durationMinutes ?? items.reduce((sum, s) => sum + s.durationMinutes, 0),
    customDuration: row.durationMinutes,
    services: items.map((s) => String(s.id)),
    serviceNames: items.map((s) => s.name),
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The services of the given packages, each package's in their order (the admin's and the public reads alike). */
export function packageServiceLinks(db: Db, packageIds: readonly number[]) {
  if (packageIds.length === 0) return [];
  return db
    .select({
      packageId: packageServices.packageId,
      id: services.id,
      name: services.name,
      durationMinutes: services.durationMinutes,
      priceKurus: services.priceKurus,
      isActive: services.isActive,
    })
    .from(packageServices)
    .innerJoin(services, eq(services.id, packageServices.serviceId))
    .where(inArray(packageServices.packageId, [...packageIds]))
    .orderBy(asc(packageServices.position), asc(packageServices.serviceId))
    .all();
}

function withServices(db: Db, rows: PackageRow[]): PackageJson[] {
  const links = packageServiceLinks(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    serializePackage(
      row,
      links.filter((l) => l.packageId === row.id),
    ),
  );
}

const ORDER = [asc(packages.displayOrder), asc(packages.id)];

export function listPackagesAdmin(db: Db): PackageJson[] {
  return withServices(
    db,
    db
      .select()
      .from(packages)
      .orderBy(...ORDER)
      .all(),
  );
}

export function getPackage(db: Db, id: number): PackageJson | undefined {
  const row = db.select().from(packages).where(eq(packages.id, id)).get();
  return row ? withServices(db, [row])[0] : undefined;
}

export const UNKNOWN_SERVICE_MESSAGE = 'Seçilen hizmetlerden biri bulunamadı';

export type PackageWrite =
  | { ok: true; pkg: PackageJson }
  | { ok: false; field: 'services'; message: string }
  | { ok: false; notFound: true }
  | StaleFailure<PackageJson>;

function values(input: PackageInput) {
  return {
    name: input.name,
    description: input.description,
    originalPriceKurus: input.originalPrice,
    discountedPriceKurus: input.discountedPrice,
    durationMinutes: input.duration ?? null,
    displayOrder: input.displayOrder,
    isActive: input.isActive,
  };
}

/** Writes a package and its service list in one transaction. `id` undefined creates one. */
export function savePackage(
  db: Db,
  actor: Actor,
  id: number | undefined,
  input: PackageInput,
  options: ExpectedVersion = {},
): PackageWrite {
  const serviceIds = [...new Set(input.services)];
  type Step =
    | { ok: true; id: number }
    | { ok: false; field: 'services'; message: string }
    | { ok: false; notFound: true }
    | StaleFailure<PackageJson>;
  const refuse = (tx: DbOrTx, before: Record<string, unknown>) =>
    staleCheck(tx, 'package', id!, before.version as number, options.expectedVersion, () => getPackage(tx as Db, id!)!);
  const result = recordedWrite(
    db,
    actor,
    'package',
    packages,
    { id, idOf: (r: Step) => (r.ok ? r.id : null), action: id === undefined ? 'created' : 'updated', refuse },
    (tx): Step => {
      if (serviceIds.length > 0) {
        const known = tx.select({ id: services.id }).from(services).where(inArray(services.id, serviceIds)).all();
        if (known.length !== serviceIds.length)
          return { ok: false as const, field: 'services' as const, message: UNKNOWN_SERVICE_MESSAGE };
      }
      let packageId: number;
      if (id === undefined) {
        packageId = tx.insert(packages).values(values(input)).returning({ id: packages.id }).get().id;
      } else {
        const row = tx
          .update(packages)
          .set(values(input))
          .where(eq(packages.id, id))
          .returning({ id: packages.id })
          .get();
        if (!row) return { ok: false as const, notFound: true as const };
        packageId = row.id;
        tx.delete(packageServices).where(eq(packageServices.packageId, id)).run();
      }
      serviceIds.forEach((serviceId, position) => {
        tx.insert(packageServices).values({ packageId, serviceId, position }).run();
      });
      return { ok: true as const, id: packageId };
    },
  );
  if (!result.ok) return result;
  return { ok: true, pkg: getPackage(db, result.id)! };
}

export function setPackageActive(db: Db, actor: Actor, id: number, value?: boolean): PackageJson | undefined {
  return recordedWrite(db, actor, 'package', packages, { id, action: 'updated' }, (tx) =>
    setFlag(tx, packages, id, 'isActive', value),
  )
    ? getPackage(db, id)
    : undefined;
}

/** Deletes a package; past appointments keep its name and price (snapshot rows). */
export function deletePackage(db: Db, actor: Actor, id: number): boolean {
  return recordedWrite(
    db,
    actor,
    'package',
    packages,
    { id, action: 'deleted' },
    (tx) => tx.delete(packages).where(eq(packages.id, id)).run().changes > 0,
  );
}

/** The form's values for a package (edit form defaults, API merge base); prices in lira text. */
export function packageFormValues(p: PackageJson) {
  return {
    name: p.name,
    description: p.description,
    originalPrice: kurusToLiraText(p.originalPriceKurus),
    discountedPrice: kurusToLiraText(p.discountedPriceKurus),
    duration: p.customDuration ?? undefined,
    services: p.services.map(Number),
    displayOrder: p.displayOrder,
    isActive: p.isActive,
  };
}
