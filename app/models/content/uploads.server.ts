/**
 * Admin uploads on top of app/infra/images.server.ts: storing the files of a form (type from
 * the bytes, variants, random names) and releasing an image when a record lets go of it,
 * unless another record still shows the same file (the demo home page reuses gallery photos).
 */
import { eq, or, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../db/client';
import type { DbOrTx } from '../db.server';
import { aboutPages, categories, galleryImages, homeSettings, services, teamMembers } from '../../../db/schema';
import type { RequestContext } from '../../infra/app-context';
import {
  ImageRejectedError,
  removeImage,
  storeImage,
  type StoredImage,
  type UploadFolder,
} from '../../infra/images.server';
import { normalizeImageUrl } from '../../utils/images';
import type { Actor } from '../../domain/audit';

/** What the content writes need from the load context. */
export type ContentContext = Pick<RequestContext, 'db' | 'config' | 'now' | 'pictures'>;

/** Where uploads go: the uploads folder, and the bucket's copies (docs/decisions/0326). */
export type UploadTarget = Pick<RequestContext, 'config' | 'pictures'>;
/** A content write's context with who writes (the history's actor; docs/decisions/0351). */
import type { StaleFailure } from '../audit/versions.server';
export type ActingContentContext = ContentContext & { actor: Actor };

/**
 * The outcome of a form/API save: the saved record, field errors, no such record, or a save
 * over a newer version refused (`stale`: the record now and what changed meanwhile; docs/decisions/0352).
 */
export type SaveResult<T> =
  | { ok: true; value: T }
  | { ok: false; fieldErrors: Record<string, string[]> }
  | { ok: false; notFound: true }
  | { ok: false; stale: StaleFailure<T> };

export type StoredUploads<K extends string> =
  | { ok: true; images: Partial<Record<K, StoredImage>> }
  | { ok: false; fieldErrors: Partial<Record<K, string[]>> };

/**
 * Stores each given file of a form in `folder`. All or nothing: when one file is refused,
 * the ones already stored are removed again and the refusal comes back as a field error.
 * Stored pictures are also copied to the bucket before this returns (when one is configured;
 * a copy that fails is left to the reconcile step, the upload still succeeds).
 */
export async function storeUploads<K extends string>(
  files: Partial<Record<K, File | undefined>>,
  folder: UploadFolder,
  target: UploadTarget,
  formats?: readonly string[],
): Promise<StoredUploads<K>> {
  const uploadsDir = target.config.uploadsDir;
  const images: Partial<Record<K, StoredImage>> = {};
  for (const [field, file] of Object.entries(files) as [K, File | undefined][]) {
    if (!file || file.size === 0) continue;
    try {
      const stored = await storeImage(Buffer.from(await file.arrayBuffer()), folder, uploadsDir, { formats });
      images[field] = stored;
    } catch (error) {
      await Promise.all(
        Object.values<StoredImage | undefined>(images).map((image) => removeImage(image?.url, uploadsDir)),
      );
      if (error instanceof ImageRejectedError)
        return { ok: false, fieldErrors: { [field]: [error.message] } as Partial<Record<K, string[]>> };
      throw error;
    }
  }
  await target.pictures.stored(
    Object.values<StoredImage | undefined>(images).flatMap((image) => (image ? [image.url] : [])),
  );
  return { ok: true, images };
}

/** Every column that holds an uploaded image's URL, by table: the one list imageInUse and referencedImages read. */
const IMAGE_COLUMNS: { table: SQLiteTable; columns: SQLiteColumn[] }[] = [
  { table: categories, columns: [categories.backgroundImage] },
  { table: teamMembers, columns: [teamMembers.imageUrl] },
  { table: services, columns: [services.imageUrl] },
  { table: galleryImages, columns: [galleryImages.imageUrl] },
  { table: aboutPages, columns: [aboutPages.heroImage, aboutPages.storyImage] },
  {
    table: homeSettings,
    columns: [
      homeSettings.heroBackgroundImage,
      homeSettings.artistPortraitImage,
      homeSettings.showcaseImage1,
      homeSettings.showcaseImage2,
      homeSettings.showcaseImage3,
      homeSettings.contactBackgroundImage,
      homeSettings.galleryHeroImage,
    ],
  },
];

/** Whether any record still refers to the image. */
export function imageInUse(db: Db, url: string): boolean {
  return IMAGE_COLUMNS.some(
    ({ table, columns }) =>
      db
        .select({ one: sql`1` })
        .from(table)
        .where(or(...columns.map((c) => eq(c, url))))
        .limit(1)
        .get() !== undefined,
  );
}

/** Every uploaded image some record shows (normalized URLs of the largest variant). */
export function referencedImages(db: DbOrTx): string[] {
  const urls = new Set<string>();
  for (const { table, columns } of IMAGE_COLUMNS) {
    for (const column of columns) {
      for (const row of db.selectDistinct({ url: column }).from(table).all() as { url: string | null }[]) {
        const url = normalizeImageUrl(row.url);
        if (url) urls.add(url);
      }
    }
  }
  return [...urls];
}

/** Removes the files of images no record refers to any more (call after the write commits). */
export async function releaseImages(db: Db, urls: (string | null | undefined)[], uploadsDir: string): Promise<void> {
  for (const raw of new Set(urls)) {
    const url = normalizeImageUrl(raw);
    if (url && !imageInUse(db, url)) await removeImage(url, uploadsDir);
  }
}

/** Removes freshly stored files after a write that did not happen. */
export async function discardUploads(urls: (string | undefined)[], uploadsDir: string): Promise<void> {
  await Promise.all(urls.map((url) => removeImage(url, uploadsDir)));
}

/**
 * The end of an update that may have stored new images: no record (null) discards the new
 * files and answers "not found"; otherwise the images the record let go of are released.
 */
export async function settleImageUpdate<T>(
  ctx: ContentContext,
  newImages: (string | undefined)[],
  result: { value: T; released: (string | null | undefined)[] } | StaleFailure<T> | null | undefined,
): Promise<SaveResult<T>> {
  if (!result || 'kind' in result) {
    await discardUploads(newImages, ctx.config.uploadsDir);
    return result ? { ok: false, stale: result } : { ok: false, notFound: true };
  }
  await releaseImages(ctx.db, result.released, ctx.config.uploadsDir);
  return { ok: true, value: result.value };
}

/** After a delete: releases the removed record's images; whether there was a record. */
export async function releaseRemoved(
  ctx: ContentContext,
  images: (string | null | undefined)[] | null | undefined,
): Promise<boolean> {
  if (!images) return false;
  await releaseImages(ctx.db, images, ctx.config.uploadsDir);
  return true;
}
