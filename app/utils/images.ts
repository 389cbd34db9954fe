/**
 * Uploaded images are stored as webp variants of fixed widths:
 *   /uploads/{folder}/{name}-400.webp, -800.webp, -1600.webp
 * and referenced everywhere by the largest one. These helpers derive the other variants
 * from that URL; an URL of another shape (e.g. an old upload) is used as it is.
 */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
export const PLACEHOLDER_AVATAR = '/placeholder-avatar.svg';

const VARIANT = /-(\d+)\.webp$/;

/** Maps the spec's legacy proxy paths (/api/proxy/uploads/..., /api/uploads/...) to /uploads/... */
export function normalizeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (!trimmed) return null;
  return trimmed.replace(/^(?:https?:\/\/[^/]+)?\/api(?:\/proxy)?\/uploads\//, '/uploads/');
}

export function variantUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return VARIANT.test(url) ? url.replace(VARIANT, `-${width}.webp`) : url;
}

/** `srcset` for an uploaded image, or undefined when the URL has no variants. */
export function srcSetFor(url: string | null | undefined): string | undefined {
  const normalized = normalizeImageUrl(url);
  if (!normalized || !VARIANT.test(normalized)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${variantUrl(normalized, w)} ${w}w`).join(', ');
}
