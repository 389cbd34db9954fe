/** Public reads of the gallery, in the studio's order. */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { galleryImages } from '../../db/schema';
import { pageCount, pageOf } from '~/domain/pagination';

export type GalleryImage = typeof galleryImages.$inferSelect;

/** The studio's order (sortOrder from the admin's drag and drop), newest first where unset. */
const GALLERY_ORDER = [sql`${galleryImages.sortOrder} is null`, asc(galleryImages.sortOrder), desc(galleryImages.uploadDate), desc(galleryImages.id)];

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
