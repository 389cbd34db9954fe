/**
 * Rules for images uploaded from the back office (admin spec sections 5 and 9), shared by
 * the forms (browser and server) and the JSON API. The real type is decided on the server
 * from the file's bytes (app/infra/images.server.ts); these are the limits and the words.
 */
import { z } from 'zod';

/** 5 MB, as the spec states for team photos; applied to every admin upload (decision 0050). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = "Dosya boyutu 5MB'dan küçük olmalıdır.";

/** Formats (as sharp names them) per use: team photos are the spec's jpeg/jpg/png/webp. */
export const TEAM_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;

/** `accept` attributes for the file inputs (a hint for the picker; the server decides). */
export const TEAM_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** An optional image field: an empty file input counts as "no file". */
export const optionalImage = () => z.file().max(MAX_IMAGE_BYTES, IMAGE_TOO_LARGE_MESSAGE).optional();

/** A required image field with its own "missing" message. */
export const requiredImage = (message: string) =>
  z.file({ error: message }).min(1, message).max(MAX_IMAGE_BYTES, IMAGE_TOO_LARGE_MESSAGE);

/** Whether a stored path is one of our uploads (the only image paths the API accepts). */
export function isUploadPath(value: string): boolean {
  return /^\/uploads\/[a-z]+\/[a-f0-9]{24}-\d+\.webp$/.test(value);
}
