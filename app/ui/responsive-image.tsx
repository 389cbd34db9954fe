import { normalizeImageUrl, PLACEHOLDER_AVATAR, PLACEHOLDER_IMAGE, srcSetFor, variantUrl } from '~/utils/images';

type Props = {
  src: string | null | undefined;
  alt: string;
  /** intrinsic size (or the wanted aspect ratio): reserves the space, no layout shift */
  width: number;
  height: number;
  /** the `sizes` attribute: how wide the image is drawn */
  sizes: string;
  /** above the fold: loaded eagerly with high priority (the page's largest paint) */
  priority?: boolean;
  /** which placeholder stands in for a missing image */
  kind?: 'image' | 'avatar';
  className?: string;
};

/**
 * An uploaded image with its webp variants as `srcset`, explicit size, lazy loading below the
 * fold and a coloured background while it loads. A missing URL shows the placeholder (a
 * missing file is answered with the placeholder by the server).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  kind = 'image',
  className = '',
}: Props) {
  const url = normalizeImageUrl(src) ?? (kind === 'avatar' ? PLACEHOLDER_AVATAR : PLACEHOLDER_IMAGE);
  const srcSet = srcSetFor(url);
  return (
    <img
      src={srcSet ? variantUrl(url, 800) : url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={`bg-[#2a2126] ${className}`}
    />
  );
}
