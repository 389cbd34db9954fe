/**
 * Gallery photos: the one order used everywhere (sortOrder, then newest upload first), the
 * public pages' reads, and the writes shared by the admin screen and the JSON API. New uploads go
 * to the front; every reorder renumbers the whole gallery 0..n-1
 * (docs/decisions/0053-gallery-order.md).
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { galleryImages } from '../../../db/schema';
import { pageCount, pageOf } from '../../domain/pagination';
import { normalizeImageUrl } from '../../utils/images';
import {
  releaseRemoved,
  settleImageUpdate,
  storeUploads,
  type ActingContentContext,
  type SaveResult,
} from './uploads.server';
import { recordChange, type Actor } from '../audit/history.server';
import type { DbOrTx } from '../db.server';

export type GalleryImage = typeof galleryImages.$inferSelect;
type GalleryRow = GalleryImage;

/** The JSON shape of a photo (shared with the public GET /api/gallery). */
export function serializeGalleryImage(row: GalleryRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: normalizeImageUrl(row.imageUrl),
    width: row.width,
    height: row.height,
    sortOrder: row.sortOrder,
    uploadDate: row.uploadDate.toISOString(),
  };
}
export type GalleryImageJson = ReturnType<typeof serializeGalleryImage>;

/** sortOrder first (unset last), then newest upload first. */
export const GALLERY_ORDER = [
  sql`${galleryImages.sortOrder} is null`,
  asc(galleryImages.sortOrder),
  desc(galleryImages.uploadDate),
  desc(galleryImages.id),
];

export function listGallery(db: Db): GalleryImageJson[] {
  return db
    .select()
    .from(galleryImages)
    .orderBy(...GALLERY_ORDER)
    .all()
    .map(serializeGalleryImage);
}

export function countGallery(db: Db): number {
  return db.select({ n: count() }).from(galleryImages).get()!.n;
}

export type GalleryPage = { images: GalleryImage[]; total: number; totalPages: number; currentPage: number };

/** One page (1-based) of the gallery; a page past the end has no images. */
export function listGalleryPage(db: Db, page: number, limit: number): GalleryPage {
  const total = db.select({ n: count() }).from(galleryImages).get()?.n ?? 0;
  const images = db
    .select()
    .from(galleryImages)
    .orderBy(...GALLERY_ORDER)
    .limit(limit)
    .offset((page - 1) * limit)
    .all();
  return { images, total, totalPages: pageCount(total, limit), currentPage: page };
}

export type GalleryImageView = {
  image: GalleryImage;
  /** 0-based position in the whole gallery */
  position: number;
  total: number;
  previousId: number | null;
  nextId: number | null;
  /** the gallery page (with the given page size) that shows this image */
  page: number;
};

/** One image with its neighbours in gallery order, or null. */
export function getGalleryImageView(db: Db, id: number, pageSize: number): GalleryImageView | null {
  const image = db.select().from(galleryImages).where(eq(galleryImages.id, id)).get();
  if (!image) return null;
  const ids = db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .orderBy(...GALLERY_ORDER)
    .all()
    .map((r) => r.id);
  const position = ids.indexOf(id);
  return {
    image,
    position,
    total: ids.length,
    previousId: ids[position - 1] ?? null,
    nextId: ids[position + 1] ?? null,
    page: pageOf(position, pageSize),
  };
}

export function getGalleryImage(db: Db, id: number): GalleryRow | undefined {
  return db.select().from(galleryImages).where(eq(galleryImages.id, id)).get();
}

type NewImage = {
  title: string;
  description?: string;
  imageUrl: string;
  width: number;
  height: number;
  uploadDate: Date;
};

/** The history's id of a photo (`gallery-3`) and of the gallery's order (`gallery`): entity 'content' (docs/decisions/0351). */
export const galleryHistoryId = (id: number) => `gallery-${id}`;
export const GALLERY_ORDER_HISTORY_ID = 'gallery';

/** A photo as its history compares it. */
const historyFields = (row: GalleryRow) => ({ title: row.title, description: row.description, imageUrl: row.imageUrl });

const galleryOrder = (db: DbOrTx) =>
  db
    .select({ id: galleryImages.id, title: galleryImages.title })
    .from(galleryImages)
    .orderBy(...GALLERY_ORDER)
    .all();

/** Adds a photo at the front of the gallery, with its history row. */
export function addGalleryImage(db: Db, actor: Actor, image: NewImage): GalleryImageJson {
  return db.transaction((tx) => {
    const ids = galleryOrder(tx).map((r) => r.id);
    const row = tx
      .insert(galleryImages)
      .values({ ...image, description: image.description ?? null, sortOrder: 0 })
      .returning()
      .get();
    ids.forEach((id, i) => {
      tx.update(galleryImages)
        .set({ sortOrder: i + 1 })
        .where(eq(galleryImages.id, id))
        .run();
    });
    recordChange(tx, actor, 'content', galleryHistoryId(row.id), 'created', null, historyFields(row), {
      at: image.uploadDate,
    });
    return serializeGalleryImage(row);
  });
}

/** Title, description and optionally a new picture, with its history row. Returns the picture let go, if any. */
export function updateGalleryImage(
  db: Db,
  actor: Actor,
  id: number,
  values: { title: string; description?: string; image?: { url: string; width: number; height: number } },
): { image: GalleryImageJson; previousImage?: string } | undefined {
  return db.transaction((tx) => {
    const before = tx.select().from(galleryImages).where(eq(galleryImages.id, id)).get();
    if (!before) return undefined;
    const row = tx
      .update(galleryImages)
      .set({
        title: values.title,
        description: values.description ?? null,
        ...(values.image ? { imageUrl: values.image.url, width: values.image.width, height: values.image.height } : {}),
      })
      .where(eq(galleryImages.id, id))
      .returning()
      .get();
    recordChange(tx, actor, 'content', galleryHistoryId(id), 'updated', historyFields(before), historyFields(row));
    return { image: serializeGalleryImage(row), previousImage: values.image ? before.imageUrl : undefined };
  });
}

/** Deletes a photo, with its history row. */
export function deleteGalleryImage(db: Db, actor: Actor, id: number): GalleryRow | undefined {
  return db.transaction((tx) => {
    const row = tx.delete(galleryImages).where(eq(galleryImages.id, id)).returning().get();
    if (row) recordChange(tx, actor, 'content', galleryHistoryId(id), 'deleted', historyFields(row), null);
    return row;
  });
}

export const REORDER_UNKNOWN_MESSAGE = 'Listede olmayan bir resim var; sayfayı yenileyip tekrar deneyin.';

/**
 * The spec's reorder call: items of {id, sortOrder}. The listed photos take the given
 * order; photos not listed keep their relative order after them. Everything is renumbered
 * 0..n-1 in one transaction.
 */
export function reorderGallery(
  db: Db,
  actor: Actor,
  items: { id: number; sortOrder: number }[],
): { ok: true } | { ok: false; message: string } {
  return db.transaction((tx) => {
    const before = galleryOrder(tx);
    const current = before.map((r) => r.id);
    const known = new Set(current);
    if (items.some((item) => !known.has(item.id))) return { ok: false as const, message: REORDER_UNKNOWN_MESSAGE };
    const listed = [...new Map(items.map((item) => [item.id, item])).values()]
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((i) => i.id);
    const listedSet = new Set(listed);
    const order = [...listed, ...current.filter((id) => !listedSet.has(id))];
    order.forEach((id, i) => {
      tx.update(galleryImages).set({ sortOrder: i }).where(eq(galleryImages.id, id)).run();
    });
    // one row for the new order, by the photos' titles (none when nothing moved)
    // one row for the stretch of the order that changed, by the photos' titles (none when nothing moved)
    const first = order.findIndex((id, i) => id !== current[i]);
    if (first >= 0) {
      const last = order.length - 1 - [...order].reverse().findIndex((id, i) => id !== current[current.length - 1 - i]);
      const titles = new Map(before.map((r) => [r.id, r.title]));
      const titled = (ids: number[]) => ids.slice(first, last + 1).map((id) => titles.get(id) ?? `#${id}`);
      recordChange(
        tx,
        actor,
        'content',
        GALLERY_ORDER_HISTORY_ID,
        'reordered',
        { sortOrder: titled(current) },
        { sortOrder: titled(order) },
      );
    }
    return { ok: true as const };
  });
}

/** Moves a photo one place towards the front ('up') or the back ('down'). */
export function moveGalleryImage(db: Db, actor: Actor, id: number, direction: 'up' | 'down'): boolean {
  const order = db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .orderBy(...GALLERY_ORDER)
    .all()
    .map((r) => r.id);
  const index = order.indexOf(id);
  if (index < 0) return false;
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target >= 0 && target < order.length) [order[index], order[target]] = [order[target]!, order[index]!];
  const result = reorderGallery(
    db,
    actor,
    order.map((imageId, i) => ({ id: imageId, sortOrder: i })),
  );
  return result.ok;
}

// ---------------------------------------------------------------------------------------------
// Form/API save (with the picture)
// ---------------------------------------------------------------------------------------------

/** Stores the picture and adds it at the front of the gallery. */
export async function uploadGalleryImage(
  ctx: ActingContentContext,
  input: { image: File; title: string; description?: string },
): Promise<SaveResult<GalleryImageJson>> {
  const stored = await storeUploads({ image: input.image }, 'gallery', ctx);
  if (!stored.ok) return { ok: false, fieldErrors: stored.fieldErrors as Record<string, string[]> };
  const image = stored.images.image!;
  const row = addGalleryImage(ctx.db, ctx.actor, {
    title: input.title,
    description: input.description,
    imageUrl: image.url,
    width: image.width,
    height: image.height,
    uploadDate: ctx.now(),
  });
  return { ok: true, value: row };
}

/** Title, description and optionally a new picture. */
export async function editGalleryImage(
  ctx: ActingContentContext,
  id: number,
  input: { title: string; description?: string; image?: File },
): Promise<SaveResult<GalleryImageJson>> {
  const stored = await storeUploads({ image: input.image }, 'gallery', ctx);
  if (!stored.ok) return { ok: false, fieldErrors: stored.fieldErrors as Record<string, string[]> };
  const image = stored.images.image;
  const result = updateGalleryImage(ctx.db, ctx.actor, id, {
    title: input.title,
    description: input.description,
    image,
  });
  return settleImageUpdate(ctx, [image?.url], result && { value: result.image, released: [result.previousImage] });
}

export async function removeGalleryImage(ctx: ActingContentContext, id: number): Promise<boolean> {
  const row = deleteGalleryImage(ctx.db, ctx.actor, id);
  return releaseRemoved(ctx, row && [row.imageUrl]);
}
