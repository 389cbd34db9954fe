/**
 * Services: one serialisation (lira from kuruş, the category's name) for the public site and
 * the back office, and the writes shared by the admin screen and the JSON API.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, services } from '../../../db/schema';
import type { ServiceFormInput, ServiceInput } from '../../domain/catalog-forms';
import { parseFeatures } from '../../domain/catalogue';
import { normalizeImageUrl } from '../../utils/images';
import { kurusToLira, kurusToLiraText } from '../../utils/money';
import {
  discardUploads,
  releaseImages,
  releaseRemoved,
  storeUploads,
  type ContentContext,
  type SaveResult,
} from '../content/uploads.server';
import { setFlag, type DbOrTx } from '../db.server';
import { recordChange, type Actor } from '../audit/history.server';
import { staleCheck, type StaleFailure } from '../audit/versions.server';

export type ServiceRow = typeof services.$inferSelect;
type CategoryRef = { name: string; displayName: string } | null;

export type ServiceJson = {
  id: number;
  name: string;
  description: string;
  /** lira */
  price: number;
  priceKurus: number;
  /** minutes */
  duration: number;
  /** the category's name (slug), as the spec has it */
  category: string;
  categoryId: number;
  categoryDisplayName: string;
  /** icon of the set or emoji (the spec's `image`) */
  image: string | null;
  /** the card's picture (largest webp variant), or null */
  imageUrl: string | null;
  features: string[];
  displayOrder: number;
  isActive: boolean;
  isPopular: boolean;
  /** 'yeniden randevu önerisi' in days, or null */
  rebookAfterDays: number | null;
  /** grows by one on every write (docs/decisions/0352) */
  version: number;
  createdAt: string;
  updatedAt: string;
};

export function serializeService(row: ServiceRow, category: CategoryRef): ServiceJson {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: kurusToLira(row.priceKurus),
    priceKurus: row.priceKurus,
    duration: row.durationMinutes,
    category: category?.name ?? '',
    categoryId: row.categoryId,
    categoryDisplayName: category?.displayName ?? '',
    image: row.icon,
    imageUrl: normalizeImageUrl(row.imageUrl),
    features: parseFeatures(row.features),
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    isPopular: row.isPopular,
    rebookAfterDays: row.rebookAfterDays,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectServices(db: Db) {
  return db
    .select({ service: services, category: { name: categories.name, displayName: categories.displayName } })
    .from(services)
    .leftJoin(categories, eq(categories.id, services.categoryId))
    .orderBy(asc(services.displayOrder), asc(services.id))
    .$dynamic();
}

/** Every service, active or not (back office). */
export function listServicesAdmin(db: Db): ServiceJson[] {
  return selectServices(db)
    .all()
    .map((r) => serializeService(r.service, r.category));
}

export function getService(db: Db, id: number): ServiceJson | undefined {
  const r = selectServices(db).where(eq(services.id, id)).get();
  return r ? serializeService(r.service, r.category) : undefined;
}

export const UNKNOWN_CATEGORY_MESSAGE = 'Seçilen kategori bulunamadı';

export type ServiceWrite =
  | { ok: true; service: ServiceJson; previousImage?: string | null }
  | { ok: false; field: 'category'; message: string }
  | { ok: false; notFound: true }
  | StaleFailure<ServiceJson>;

/** A service as its history compares it (the category by name, the picture by address). */
function historyFields(row: ServiceRow, db: DbOrTx) {
  const category =
    db.select({ name: categories.displayName }).from(categories).where(eq(categories.id, row.categoryId)).get()?.name ??
    null;
  return {
    name: row.name,
    description: row.description,
    priceKurus: row.priceKurus,
    durationMinutes: row.durationMinutes,
    category,
    icon: row.icon,
    imageUrl: row.imageUrl,
    features: row.features,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    isPopular: row.isPopular,
    rebookAfterDays: row.rebookAfterDays,
  };
}

const rowOf = (db: DbOrTx, id: number) => db.select().from(services).where(eq(services.id, id)).get();

/** The picture of a write: a new URL, null to remove it, undefined to keep the current one. */
type PictureChange = string | null | undefined;

function valuesFor(input: ServiceInput, categoryId: number, imageUrl: PictureChange) {
  return {
    ...(imageUrl !== undefined ? { imageUrl } : {}),
    name: input.name,
    description: input.description,
    priceKurus: input.price,
    durationMinutes: input.duration,
    categoryId,
    icon: input.icon ?? null,
    features: input.features,
    displayOrder: input.displayOrder,
    isActive: input.isActive,
    isPopular: input.isPopular,
    rebookAfterDays: input.rebookAfterDays ?? null,
  };
}

function categoryIdFor(db: Db, name: string): number | undefined {
  return db.select({ id: categories.id }).from(categories).where(eq(categories.name, name)).get()?.id;
}

export function createService(db: Db, actor: Actor, input: ServiceInput, imageUrl?: PictureChange): ServiceWrite {
  const categoryId = categoryIdFor(db, input.category);
  if (!categoryId) return { ok: false, field: 'category', message: UNKNOWN_CATEGORY_MESSAGE };
  const id = db.transaction((tx) => {
    const row = tx
      .insert(services)
      .values(valuesFor(input, categoryId, imageUrl))
      .returning()
      .get();
    recordChange(tx, actor, 'service', row.id, 'created', null, historyFields(row, tx), { version: row.version });
    return row.id;
  });
  return { ok: true, service: getService(db, id)! };
}

/**
 * Saves a service. With `expectedVersion` (the version the editor loaded) a save over a newer
 * version is refused (`kind: 'stale'`, the service now and what changed meanwhile).
 */
export function updateService(
  db: Db,
  actor: Actor,
  id: number,
  input: ServiceInput,
  imageUrl?: PictureChange,
  options: { expectedVersion?: number | null } = {},
): ServiceWrite {
  const categoryId = categoryIdFor(db, input.category);
  if (!categoryId) return { ok: false, field: 'category', message: UNKNOWN_CATEGORY_MESSAGE };
  const result = db.transaction((tx): ServiceWrite | { ok: true; previousImage?: string | null } => {
    const before = rowOf(tx, id);
    if (!before) return { ok: false, notFound: true };
    const refused = staleCheck(
      tx,
      'service',
      id,
      before.version,
      options.expectedVersion,
      () => getService(tx as unknown as Db, id)!,
    );
    if (refused) return refused;
    const after = tx
      .update(services)
      .set(valuesFor(input, categoryId, imageUrl))
      .where(eq(services.id, id))
      .returning()
      .get()!;
    recordChange(tx, actor, 'service', id, 'updated', historyFields(before, tx), historyFields(after, tx), {
      version: after.version,
    });
    return {
      ok: true,
      previousImage: imageUrl !== undefined && before.imageUrl !== imageUrl ? before.imageUrl : undefined,
    };
  });
  if (!result.ok) return result;
  return { ok: true, service: getService(db, id)!, previousImage: result.previousImage };
}

/**
 * The admin form's save: stores an uploaded picture (webp variants, like the gallery's),
 * writes the service, and releases the picture it replaced or removed.
 */
export async function saveService(
  ctx: ContentContext,
  actor: Actor,
  id: number | undefined,
  input: ServiceFormInput,
  options: { expectedVersion?: number | null } = {},
): Promise<SaveResult<ServiceJson>> {
  const stored = await storeUploads({ photo: input.photo }, 'services', ctx);
  if (!stored.ok) return { ok: false, fieldErrors: stored.fieldErrors as Record<string, string[]> };
  const newImage = stored.images.photo?.url;
  const picture = newImage ?? (input.removePhoto ? null : undefined);
  const result =
    id === undefined
      ? createService(ctx.db, actor, input, picture)
      : updateService(ctx.db, actor, id, input, picture, options);
  if (!result.ok) {
    await discardUploads([newImage], ctx.config.uploadsDir);
    if ('notFound' in result) return { ok: false, notFound: true };
    // a stale save: the screen keeps what was typed and shows what changed meanwhile
    if ('kind' in result) return { ok: false, stale: result };
    return { ok: false, fieldErrors: { [result.field]: [result.message] } };
  }
  await releaseImages(ctx.db, [result.previousImage], ctx.config.uploadsDir);
  return { ok: true, value: result.service };
}

/** Flips (or sets) a flag; undefined when there is no such service. */
export function setServiceFlag(
  db: Db,
  actor: Actor,
  id: number,
  flag: 'isActive' | 'isPopular',
  value?: boolean,
): ServiceJson | undefined {
  const done = db.transaction((tx) => {
    const before = rowOf(tx, id);
    if (!before || !setFlag(tx, services, id, flag, value)) return false;
    const after = rowOf(tx, id)!;
    recordChange(
      tx,
      actor,
      'service',
      id,
      'updated',
      { [flag]: before[flag] },
      { [flag]: after[flag] },
      { version: after.version },
    );
    return true;
  });
  return done ? getService(db, id) : undefined;
}

/**
 * Deletes a service. Packages drop it (join rows cascade); past appointments keep its name,
 * price and duration (their service rows keep a snapshot, the link becomes null).
 */
export function deleteService(db: Db, actor: Actor, id: number): boolean {
  return removedService(db, actor, id) !== undefined;
}

function removedService(db: Db, actor: Actor, id: number) {
  return db.transaction((tx) => {
    const before = rowOf(tx, id);
    if (!before) return undefined;
    const fields = historyFields(before, tx);
    const row = tx.delete(services).where(eq(services.id, id)).returning({ imageUrl: services.imageUrl }).get();
    recordChange(tx, actor, 'service', id, 'deleted', fields, null, { version: before.version + 1 });
    return row;
  });
}

/** Deletes a service and releases its picture (unless another record shows the same file). */
export async function removeService(ctx: ContentContext, actor: Actor, id: number): Promise<boolean> {
  const row = removedService(ctx.db, actor, id);
  return releaseRemoved(ctx, row && [row.imageUrl]);
}

/** The form's values for a service (edit form defaults, API merge base); price in lira text. */
export function serviceFormValues(s: ServiceJson) {
  return {
    name: s.name,
    category: s.category,
    description: s.description,
    price: kurusToLiraText(s.priceKurus),
    duration: s.duration,
    icon: s.image ?? '',
    features: s.features.join('\n'),
    displayOrder: s.displayOrder,
    isActive: s.isActive,
    isPopular: s.isPopular,
    rebookAfterDays: s.rebookAfterDays ?? undefined,
  };
}
