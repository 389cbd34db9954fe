/**
 * Uploaded pictures in object storage beside the disk (docs/decisions/0326). Names are random
 * and never reused, so a picture is an immutable object:
 *
 *   uploads/{folder}/{name}-{width}.webp          the copy of /uploads/{folder}/{name}-{width}.webp
 *   uploads-deleted/{folder}/{name}-{width}.webp  a tombstone: since when the picture is gone
 *                                                 from the disk and from every record
 *
 * An upload is copied at once (storeUploads awaits it); `reconcile` uploads what is missing,
 * brings back what a record shows but the disk lacks, and deletes a picture from the bucket
 * only once its tombstone is older than the retention, so a restore to an earlier time still
 * finds its pictures.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/client';
import { IMAGE_WIDTHS, variantUrl } from '~/utils/images';
import { UPLOAD_FOLDERS } from '~/infra/images.server';
import { referencedImages } from './uploads.server';

import type { ObjectStore, PictureCopies } from '~/infra/copies';
export type { ObjectStore, PictureCopies };

/** Without object storage: nothing to copy. */
export const NO_PICTURE_COPIES: PictureCopies = { stored: async () => {} };

const PREFIX = 'uploads/';
const TOMBSTONES = 'uploads-deleted/';
const FILE_NAME = /^[a-f0-9]{24}-\d+\.webp$/;

type Log = { warn: (message: string) => void };

/** `/uploads/gallery/abc-1600.webp` -> the keys of all its variants (`uploads/gallery/abc-400.webp`, ...). */
export function pictureKeys(url: string): string[] {
  if (!/^\/uploads\/[a-z]+\/[a-f0-9]{24}-\d+\.webp$/.test(url)) return [];
  return IMAGE_WIDTHS.map((w) => variantUrl(url, w).slice(1));
}

function fileOf(uploadsDir: string, key: string): string {
  return path.join(uploadsDir, key.slice(PREFIX.length));
}

/** Every picture file in the uploads folder, as bucket keys. */
export function localPictureKeys(uploadsDir: string): string[] {
  const keys: string[] = [];
  for (const folder of UPLOAD_FOLDERS) {
    let names: string[];
    try {
      names = fs.readdirSync(path.join(uploadsDir, folder));
    } catch {
      continue;
    }
    for (const name of names) if (FILE_NAME.test(name)) keys.push(`${PREFIX}${folder}/${name}`);
  }
  return keys;
}

async function upload(store: ObjectStore, uploadsDir: string, key: string): Promise<void> {
  await store.put(key, await fs.promises.readFile(fileOf(uploadsDir, key)));
}

/** Writes a downloaded picture next to its place and renames it in: never a half file under the real name. */
async function download(store: ObjectStore, uploadsDir: string, key: string): Promise<boolean> {
  const body = await store.get(key);
  if (!body) return false;
  const file = fileOf(uploadsDir, key);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.part`;
  await fs.promises.writeFile(tmp, body);
  await fs.promises.rename(tmp, file);
  return true;
}

export function createPictureCopies(options: { store: ObjectStore; uploadsDir: string; log: Log }): PictureCopies {
  return {
    async stored(urls) {
      for (const key of urls.flatMap(pictureKeys)) {
        try {
          if (fs.existsSync(fileOf(options.uploadsDir, key))) await upload(options.store, options.uploadsDir, key);
        } catch (error) {
          options.log.warn(
            `[pictures] ${key} not copied to the bucket yet (the reconcile step retries): ${String(error)}`,
          );
        }
      }
    },
  };
}

/**
 * Brings back every picture a record shows that the disk lacks (after a start on an empty
 * volume, or a restore to an earlier time). Returns what was fetched and what the bucket lacked.
 */
export async function restoreMissingPictures(
  db: Db,
  store: ObjectStore,
  uploadsDir: string,
): Promise<{ restored: number; missing: string[] }> {
  const wanted = referencedImages(db)
    .flatMap(pictureKeys)
    .filter((key) => !fs.existsSync(fileOf(uploadsDir, key)));
  const missing: string[] = [];
  let restored = 0;
  // a few at a time: a studio has dozens of pictures, not thousands
  for (let i = 0; i < wanted.length; i += 8) {
    const batch = wanted.slice(i, i + 8);
    const results = await Promise.all(batch.map((key) => download(store, uploadsDir, key)));
    results.forEach((ok, j) => {
      if (ok) restored++;
      else missing.push(batch[j]!);
    });
  }
  return { restored, missing };
}

export type ReconcileResult = {
  uploaded: number;
  restored: number;
  markedDeleted: number;
  deleted: number;
  missing: string[];
};

/**
 * One pass: pictures shown but missing on disk come back; pictures on disk but not in the
 * bucket are uploaded; a bucket picture neither on disk nor shown gets a tombstone, and is
 * deleted once the tombstone is older than `retentionDays`; a tombstone of a picture that is
 * back (a restore) is removed.
 */
export async function reconcilePictures(
  db: Db,
  store: ObjectStore,
  uploadsDir: string,
  now: Date,
  retentionDays: number,
): Promise<ReconcileResult> {
  const { restored, missing } = await restoreMissingPictures(db, store, uploadsDir);
  const local = new Set(localPictureKeys(uploadsDir));
  const shown = new Set(referencedImages(db).flatMap(pictureKeys));
  const remote = new Set((await store.list(PREFIX)).map((o) => o.key));
  const tombstones = new Map(
    (await store.list(TOMBSTONES)).map((o) => [o.key.slice(TOMBSTONES.length), o.lastModified] as const),
  );

  let uploaded = 0;
  for (const key of local) {
    if (remote.has(key)) continue;
    await upload(store, uploadsDir, key);
    uploaded++;
  }

  let markedDeleted = 0;
  const expired: string[] = [];
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  for (const key of remote) {
    const name = key.slice(PREFIX.length);
    const kept = local.has(key) || shown.has(key);
    const since = tombstones.get(name);
    if (kept) continue;
    if (!since) {
      await store.put(`${TOMBSTONES}${name}`, Buffer.from(now.toISOString()));
      markedDeleted++;
    } else if (since.getTime() <= cutoff) expired.push(key, `${TOMBSTONES}${name}`);
  }
  const revived = [...tombstones.keys()]
    .filter((name) => local.has(`${PREFIX}${name}`) || shown.has(`${PREFIX}${name}`) || !remote.has(`${PREFIX}${name}`))
    .map((name) => `${TOMBSTONES}${name}`);
  if (expired.length || revived.length) await store.delete([...expired, ...revived]);
  return { uploaded, restored, markedDeleted, deleted: expired.length / 2, missing };
}
