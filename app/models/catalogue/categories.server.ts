/**
 * Categories: reads for the public site and the back office, writes shared by the admin
 * screen and the JSON API. A category in use (by services or team members) is not deleted
 * (docs/decisions/0051-category-delete.md).
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { DbOrTx } from '../db.server';
import { categories, packageServices, services, teamMemberCategories } from '../../../db/schema';
import { categoryColours, type CategoryColour } from '../../domain/category-colours';
import type { CategoryInput } from '../../domain/catalog-forms';
import { normalizeImageUrl } from '../../utils/images';
import { discardUploads, releaseImages, storeUploads, type SaveResult } from '../content/uploads.server';
import { recordedWrite, type Actor } from '../audit/history.server';
import { staleCheck, type ExpectedVersion, type StaleFailure } from '../audit/versions.server';
import type { ActingContentContext } from '../content/uploads.server';

export type CategoryRow = typeof categories.$inferSelect;

/** A category as the admin and the API see it: the row, its image URL normalised, times as ISO text. */
export function serializeCategory(row: CategoryRow) {
  return {
    ...row,
    backgroundImage: normalizeImageUrl(row.backgroundImage),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type CategoryJson = ReturnType<typeof serializeCategory>;

const ORDER = [asc(categories.displayOrder), asc(categories.id)];

/** Every category, with how many services and team members use it. */
export function listCategoriesAdmin(db: Db) {
  const rows = db
    .select()
    .from(categories)
    .orderBy(...ORDER)
    .all();
  const serviceCounts = new Map(
    db
      .select({ id: services.categoryId, n: count() })
      .from(services)
      .groupBy(services.categoryId)
      .all()
      .map((r) => [r.id, r.n]),
  );
  const memberCounts = new Map(
    db
      .select({ id: teamMemberCategories.categoryId, n: count() })
      .from(teamMemberCategories)
      .groupBy(teamMemberCategories.categoryId)
      .all()
      .map((r) => [r.id, r.n]),
  );
  return rows.map((row) => ({
    ...serializeCategory(row),
    serviceCount: serviceCounts.get(row.id) ?? 0,
    memberCount: memberCounts.get(row.id) ?? 0,
  }));
}

/**
 * The calendar's category colours (docs/decisions/0375): every category's colour in the list
 * order, and which category each service and package belongs to (a package: its first
 * service's). Three small reads of the catalogue, whatever the appointments.
 */
export function calendarCategories(db: DbOrTx): {
  colours: CategoryColour[];
  serviceCategory: Map<number, number>;
  packageCategory: Map<number, number>;
} {
  const colours = categoryColours(
    db
      .select({ id: categories.id, displayName: categories.displayName, color: categories.color })
      .from(categories)
      .orderBy(...ORDER)
      .all(),
  );
  const serviceCategory = new Map(
    db
      .select({ id: services.id, categoryId: services.categoryId })
      .from(services)
      .all()
      .map((r) => [r.id, r.categoryId]),
  );
  const packageCategory = new Map<number, number>();
  for (const r of db
    .select({ packageId: packageServices.packageId, serviceId: packageServices.serviceId })
    .from(packageServices)
    .orderBy(asc(packageServices.packageId), asc(packageServices.position))
    .all()) {
    const category = serviceCategory.get(r.serviceId);
    if (category !== undefined && !packageCategory.has(r.packageId)) packageCategory.set(r.packageId, category);
  }
  return { colours, serviceCategory, packageCategory };
}

/** Id and display name of every category (pickers in the admin). */
export function categoryOptions(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      displayName: categories.displayName,
      isActive: categories.isActive,
    })
    .from(categories)
    .orderBy(...ORDER)
    .all();
}

export function getCategory(db: Db, id: number): CategoryRow | undefined {
  return db.select().from(categories).where(eq(categories.id, id)).get();
}

export function getCategoryByName(db: Db, name: string): CategoryRow | undefined {
  return db.select().from(categories).where(eq(categories.name, name)).get();
}

export const CATEGORY_NAME_TAKEN_MESSAGE = 'Bu kategori adı zaten kullanılıyor';

type CategoryValues = Omit<CategoryInput, 'backgroundImage' | 'removeBackgroundImage'> & {
  backgroundImage?: string | null;
};

export type CategoryWrite =
  | { ok: true; row: CategoryRow; previousImage?: string | null }
  | { ok: false; field: 'name'; message: string };

/** The columns a create and an update both write. */
function textFields(values: CategoryValues) {
  return {
    name: values.name,
    displayName: values.displayName,
    icon: values.icon,
    description: values.description ?? null,
    displayOrder: values.displayOrder,
    color: values.color ?? null,
  };
}

export function createCategory(db: Db, actor: Actor, values: CategoryValues): CategoryWrite {
  return recordedWrite(
    db,
    actor,
    'category',
    categories,
    { idOf: (r: CategoryWrite) => (r.ok ? r.row.id : null), action: 'created' },
    (tx) => {
      if (tx.select({ id: categories.id }).from(categories).where(eq(categories.name, values.name)).get()) {
        return { ok: false as const, field: 'name' as const, message: CATEGORY_NAME_TAKEN_MESSAGE };
      }
      const row = tx
        .insert(categories)
        .values({ ...textFields(values), backgroundImage: values.backgroundImage ?? null })
        .returning()
        .get();
      return { ok: true as const, row };
    },
  );
}

/** Updates a category; `backgroundImage` undefined keeps the current image, null removes it. */
export function updateCategory(
  db: Db,
  actor: Actor,
  id: number,
  values: CategoryValues,
  options: ExpectedVersion = {},
): CategoryWrite | StaleFailure<CategoryJson> | null {
  const refuse = (tx: DbOrTx, before: Record<string, unknown>) =>
    staleCheck(tx, 'category', id, before.version as number, options.expectedVersion, () =>
      serializeCategory(getCategory(tx as Db, id)!),
    );
  return recordedWrite<CategoryWrite | StaleFailure<CategoryJson> | null>(
    db,
    actor,
    'category',
    categories,
    { id, action: 'updated', refuse },
    (tx) => {
      const before = tx.select().from(categories).where(eq(categories.id, id)).get();
      if (!before) return null;
      if (
        tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.name, values.name), ne(categories.id, id)))
          .get()
      ) {
        return { ok: false as const, field: 'name' as const, message: CATEGORY_NAME_TAKEN_MESSAGE };
      }
      const row = tx
        .update(categories)
        .set({
          ...textFields(values),
          ...(values.backgroundImage !== undefined ? { backgroundImage: values.backgroundImage } : {}),
        })
        .where(eq(categories.id, id))
        .returning()
        .get();
      const previousImage =
        values.backgroundImage !== undefined && before.backgroundImage !== row.backgroundImage
          ? before.backgroundImage
          : undefined;
      return { ok: true as const, row, previousImage };
    },
  );
}

export function setCategoryActive(db: Db, actor: Actor, id: number, isActive?: boolean): CategoryRow | undefined {
  const row = getCategory(db, id);
  if (!row) return undefined;
  return recordedWrite(db, actor, 'category', categories, { id, action: 'updated' }, (tx) =>
    tx
      .update(categories)
      .set({ isActive: isActive ?? !row.isActive })
      .where(eq(categories.id, id))
      .returning()
      .get(),
  );
}

export type CategoryDelete =
  | { ok: true; row: CategoryRow }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'in-use'; message: string };

export function categoryInUseMessage(serviceCount: number, memberCount: number): string {
  const parts = [serviceCount > 0 ? `${serviceCount} hizmet` : '', memberCount > 0 ? `${memberCount} ekip üyesi` : '']
    .filter(Boolean)
    .join(' ve ');
  return `Bu kategori silinemez: ${parts} bu kategoriyi kullanıyor. Önce onları başka bir kategoriye taşıyın veya kategoriyi pasif yapın.`;
}

/** Deletes a category that nothing uses; otherwise says what still uses it. */
export function deleteCategory(db: Db, actor: Actor, id: number): CategoryDelete {
  return recordedWrite(db, actor, 'category', categories, { id, action: 'deleted' }, (tx) => {
    const row = tx.select().from(categories).where(eq(categories.id, id)).get();
    if (!row) return { ok: false as const, reason: 'not-found' as const };
    const serviceCount = tx.select({ n: count() }).from(services).where(eq(services.categoryId, id)).get()!.n;
    const memberCount = tx
      .select({ n: count() })
      .from(teamMemberCategories)
      .where(eq(teamMemberCategories.categoryId, id))
      .get()!.n;
    if (serviceCount > 0 || memberCount > 0) {
      return {
        ok: false as const,
        reason: 'in-use' as const,
        message: categoryInUseMessage(serviceCount, memberCount),
      };
    }
    tx.delete(categories).where(eq(categories.id, id)).run();
    return { ok: true as const, row };
  });
}

// ---------------------------------------------------------------------------------------------
// Form/API save (with the optional background image)
// ---------------------------------------------------------------------------------------------

/** The form's values for a category (the edit form's defaults and the API's merge base). */
export function categoryFormValues(c: CategoryJson) {
  return {
    name: c.name,
    displayName: c.displayName,
    icon: c.icon,
    description: c.description ?? '',
    displayOrder: c.displayOrder,
    color: c.color ?? '',
  };
}

/** Creates (id undefined) or updates a category from validated input, storing its image. */
export async function saveCategory(
  ctx: ActingContentContext,
  id: number | undefined,
  input: CategoryInput,
  options: ExpectedVersion = {},
): Promise<SaveResult<CategoryJson>> {
  const stored = await storeUploads({ backgroundImage: input.backgroundImage }, 'categories', ctx);
  if (!stored.ok) return { ok: false, fieldErrors: stored.fieldErrors as Record<string, string[]> };
  const newImage = stored.images.backgroundImage?.url;
  const { backgroundImage: _file, removeBackgroundImage, ...text } = input;
  const backgroundImage = newImage ?? (removeBackgroundImage ? null : undefined);
  const result =
    id === undefined
      ? createCategory(ctx.db, ctx.actor, { ...text, backgroundImage })
      : updateCategory(ctx.db, ctx.actor, id, { ...text, backgroundImage }, options);
  if (!result?.ok) {
    await discardUploads([newImage], ctx.config.uploadsDir);
    if (result && 'kind' in result) return { ok: false, stale: result };
    return result ? { ok: false, fieldErrors: { [result.field]: [result.message] } } : { ok: false, notFound: true };
  }
  await releaseImages(ctx.db, [result.previousImage], ctx.config.uploadsDir);
  return { ok: true, value: serializeCategory(result.row) };
}

/** Deletes an unused category and its image. */
export async function removeCategory(ctx: ActingContentContext, id: number): Promise<CategoryDelete> {
  const result = deleteCategory(ctx.db, ctx.actor, id);
  if (result.ok) await releaseImages(ctx.db, [result.row.backgroundImage], ctx.config.uploadsDir);
  return result;
}
