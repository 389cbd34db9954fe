import { LARGEST_WIDTH, normalizeImageUrl, PLACEHOLDER_IMAGE, srcSetFor, variantUrl } from '~/utils/images';
import type { GalleryImage } from '~/models/content/gallery.server';
import { ResponsiveImage } from './responsive-image';

export const galleryImageHref = (id: number) => `/gallery/${id}`;
export const galleryPageHref = (page: number) => (page <= 1 ? '/gallery' : `/gallery?sayfa=${page}`);

type Props = {
  images: GalleryImage[];
  /** attributes the lightbox script reads; off where there is no lightbox (home page) */
  lightbox?: boolean;
  sizes?: string;
  className?: string;
};

/**
 * Square thumbnails linking to the per-image page (/gallery/:id), which works without
 * JavaScript; with the lightbox script a click opens the viewer instead.
 */
export function GalleryGrid({
  images,
  lightbox = false,
  sizes = '(min-width: 1152px) 270px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 360px) 50vw, 100vw',
  className = '',
}: Props) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${className}`}>
      {images.map((img) => {
        const url = normalizeImageUrl(img.imageUrl) ?? PLACEHOLDER_IMAGE;
        return (
          <li key={img.id}>
            <a
              href={galleryImageHref(img.id)}
              className="group relative block overflow-hidden rounded-2xl"
              data-lightbox-item={lightbox ? '' : undefined}
              data-full={lightbox ? (srcSetFor(url) ? variantUrl(url, LARGEST_WIDTH) : url) : undefined}
              data-srcset={lightbox ? srcSetFor(url) : undefined}
              data-title={lightbox ? img.title : undefined}
            >
              <ResponsiveImage
                src={url}
                alt={img.title}
                width={800}
                height={800}
                sizes={sizes}
                className="aspect-square w-full object-cover transition duration-500 group-hover:scale-105"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/40 to-transparent px-4 pb-3 pt-10 text-sm font-medium text-stone-50"
              >
                {img.title}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
