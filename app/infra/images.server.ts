import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_FORMATS } from '../domain/uploads';
import { IMAGE_WIDTHS, LARGEST_WIDTH } from '../utils/images';

export const UPLOAD_FOLDERS = ['gallery', 'team', 'about', 'home', 'categories', 'services'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Formats we accept (app/domain/uploads.ts), decided from the file's bytes (sharp's probe), never from its name. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(IMAGE_FORMATS);

export class ImageRejectedError extends Error {}

export type StoredImage = { url: string; width: number; height: number };

/**
 * Stores an image as webp variants (metadata stripped, orientation applied) under
 * {uploadsDir}/{folder}/ with a random name. Returns the URL of the largest variant.
 * `formats` narrows the accepted formats (e.g. the team's jpeg/png/webp).
 */
export async function storeImage(
  input: Buffer,
  folder: UploadFolder,
  uploadsDir: string,
  options: { formats?: readonly string[] } = {},
): Promise<StoredImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new ImageRejectedError('Dosya bir resim değil. Lütfen JPG, PNG veya WEBP bir resim seçin.');
  }
  const accepted = options.formats ? new Set(options.formats) : ACCEPTED_FORMATS;
  if (!meta.format || !accepted.has(meta.format)) {
    throw new ImageRejectedError('Bu dosya türü desteklenmiyor. Lütfen JPG, PNG veya WEBP bir resim seçin.');
  }
  const dir = path.join(uploadsDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const name = crypto.randomBytes(12).toString('hex');
  let largest: StoredImage | null = null;
  try {
    for (const width of IMAGE_WIDTHS) {
      const file = path.join(dir, `${name}-${width}.webp`);
      const info = await sharp(input)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toFile(file);
      if (width === LARGEST_WIDTH)
        largest = { url: `/uploads/${folder}/${name}-${width}.webp`, width: info.width, height: info.height };
    }
  } catch {
    // A damaged file whose header looked fine: drop what was written, refuse it.
    await Promise.all(IMAGE_WIDTHS.map((w) => fs.rm(path.join(dir, `${name}-${w}.webp`), { force: true })));
    throw new ImageRejectedError('Resim okunamadı (dosya bozuk olabilir). Lütfen başka bir resim seçin.');
  }
  return largest!;
}

/** Removes all variants of an uploaded image; unknown or foreign URLs are ignored. */
export async function removeImage(url: string | null | undefined, uploadsDir: string): Promise<void> {
  const match = url?.match(/^\/uploads\/([a-z]+)\/([a-f0-9]{24})-\d+\.webp$/);
  if (!match) return;
  const [, folder, name] = match;
  await Promise.all(
    IMAGE_WIDTHS.map((w) => fs.rm(path.join(uploadsDir, folder!, `${name}-${w}.webp`), { force: true })),
  );
}
