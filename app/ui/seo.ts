/**
 * Page metadata in one place: title, description, keywords, canonical address, Open Graph
 * and the studio's BeautySalon structured data (opening hours: the weekly hours of the studio
 * calendar, the same setting the booking rules read; the page's loader passes them).
 */
import type { MetaDescriptor } from 'react-router';
import { openingHoursSpecification, type WeeklyHours } from '~/domain/hours';
import { STUDIO } from '~/domain/studio';
import { normalizeImageUrl } from '../utils/images';

export const SITE_NAME = STUDIO.name;
export const BASE_KEYWORDS = [
  'Konya nail art',
  'Konya manikür',
  'Konya pedikür',
  'kalıcı oje Konya',
  'protez tırnak Konya',
  'Sheva Nail Art Studio',
];

/** The site's address for canonical links: PUBLIC_URL when set, else the request's origin. */
export function publicOrigin(request: Request, publicUrl?: string): string {
  const base = publicUrl?.trim() ? publicUrl : request.url;
  return new URL(base).origin;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

export type SeoInput = {
  title: string;
  description: string;
  keywords?: readonly string[];
  origin: string;
  /** path (and query, e.g. '/gallery?sayfa=2') of the canonical address */
  path: string;
  image?: string | null;
  jsonLd?: Record<string, unknown>;
  /** pages that must not be indexed (not found and the like) */
  noindex?: boolean;
};

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.origin, input.path);
  const image = normalizeImageUrl(input.image);
  const title = input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { name: 'keywords', content: [...(input.keywords ?? []), ...BASE_KEYWORDS].join(', ') },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'tr_TR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'geo.region', content: 'TR-42' },
    { name: 'geo.placename', content: STUDIO.address.city },
  ];
  if (image) meta.push({ property: 'og:image', content: absoluteUrl(input.origin, image) });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (input.jsonLd) meta.push({ 'script:ld+json': input.jsonLd });
  return meta;
}

/** Metadata for a page whose loader failed (no data): a title and noindex. */
export function errorMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** schema.org BeautySalon for the home and services pages. */
export function beautySalonJsonLd(
  origin: string,
  options: { weekly: WeeklyHours; image?: string | null; extra?: Record<string, unknown> },
): Record<string, unknown> {
  const a = STUDIO.address;
  const image = normalizeImageUrl(options.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': absoluteUrl(origin, '/#salon'),
    name: STUDIO.name,
    url: absoluteUrl(origin, '/'),
    telephone: STUDIO.phoneHref.replace('tel:', ''),
    email: STUDIO.email,
    priceRange: '₺₺',
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.district,
      addressRegion: a.city,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: STUDIO.geo.latitude, longitude: STUDIO.geo.longitude },
    areaServed: a.city,
    openingHoursSpecification: openingHoursSpecification(options.weekly),
    sameAs: [STUDIO.instagram],
    ...options.extra,
  };
}
