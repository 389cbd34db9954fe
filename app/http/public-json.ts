/**
 * The JSON shapes of the public read calls (spec section 3): lira as decimal numbers, a
 * service's `category` as the category's name (slug), a package's `services` as ids (with
 * `serviceNames` beside them), instants as ISO strings, image paths as /uploads/... .
 */
import type { Category, PublicPackage, PublicService } from '~/models/catalogue/active.server';
import type { HomeSettings } from '~/models/content/home-settings.server';
import type { PublicTeamMember } from '~/models/people/team.server';
import { kurusToLira } from '../utils/money';
import { normalizeImageUrl } from '../utils/images';

// A page of the about section and a gallery photo: their JSON shape is the models' own
// (the admin lists answer with it too).
export { serializeAboutPage as aboutJson } from '~/models/content/about.server';
export { serializeGalleryImage as galleryImageJson } from '~/models/content/gallery.server';

export function serviceJson(s: PublicService) {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    price: kurusToLira(s.priceKurus),
    duration: s.durationMinutes,
    category: s.category,
    categoryId: s.categoryId,
    categoryDisplayName: s.categoryDisplayName,
    image: s.icon,
    features: s.features,
    isActive: true,
    isPopular: s.isPopular,
    displayOrder: s.displayOrder,
  };
}

export function packageJson(p: PublicPackage) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    services: p.services.map((s) => s.id),
    serviceNames: p.services.map((s) => s.name),
    originalPrice: kurusToLira(p.originalPriceKurus),
    discountedPrice: kurusToLira(p.discountedPriceKurus),
    price: kurusToLira(p.discountedPriceKurus),
    duration: p.durationMinutes,
    isActive: true,
    displayOrder: p.displayOrder,
  };
}

export function categoryJson(c: Category) {
  return {
    id: c.id,
    name: c.name,
    displayName: c.displayName,
    icon: c.icon,
    description: c.description,
    isActive: c.isActive,
    displayOrder: c.displayOrder,
    backgroundImage: normalizeImageUrl(c.backgroundImage),
  };
}

export function teamMemberJson(m: PublicTeamMember) {
  return {
    id: m.id,
    name: m.name,
    specialization: m.specialization,
    imageUrl: normalizeImageUrl(m.imageUrl),
    displayOrder: m.displayOrder,
    isActive: true,
  };
}

const IMAGE_FIELDS = [
  'heroBackgroundImage',
  'artistPortraitImage',
  'showcaseImage1',
  'showcaseImage2',
  'showcaseImage3',
  'contactBackgroundImage',
  'galleryHeroImage',
] as const;

export function homeSettingsJson(h: HomeSettings) {
  const { id: _id, updatedAt, ...rest } = h;
  const out = { ...rest, updatedAt: updatedAt.toISOString() };
  for (const field of IMAGE_FIELDS) out[field] = normalizeImageUrl(h[field]);
  return out;
}
