/**
 * Categories, services and packages: the form and API rules of admin spec section 5.
 */
import { z } from 'zod';
import { ICON_CHOICE_MESSAGE, isEmojiIcon, isStudioIcon } from './icons';
import { optionalImage } from './uploads';
import { REBOOK_DAYS_MAX, REBOOK_DAYS_MESSAGE, REBOOK_DAYS_MIN } from './rebooking';
import { checkbox, liraAmount, lines, optionalText, orderNumber, requiredText } from './form-fields';
import { categoryColorField } from './category-colour-field';

export const CATEGORY_REQUIRED_MESSAGE = 'Kategori adı ve görünen ad zorunludur';
export const CATEGORY_SLUG_MESSAGE = 'Kategori adı yalnızca küçük harf, rakam ve tire içerebilir (örn: nail-art)';
export const DEFAULT_CATEGORY_ICON = '💅';

/** An icon of the studio's set (app/domain/icons.ts) or an emoji as the spec stores it; '' for none. */
const iconField = () =>
  z
    .string()
    .trim()
    .max(16, 'Simge en fazla 16 karakter olabilir')
    .refine((v) => v === '' || isStudioIcon(v) || isEmojiIcon(v), ICON_CHOICE_MESSAGE);

export const categorySchema = z.object({
  /** internal slug: manicure, nail-art, ... */
  name: requiredText(CATEGORY_REQUIRED_MESSAGE, 60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CATEGORY_SLUG_MESSAGE),
  displayName: requiredText(CATEGORY_REQUIRED_MESSAGE, 80),
  icon: iconField().default(DEFAULT_CATEGORY_ICON),
  description: optionalText(1000),
  displayOrder: orderNumber(),
  backgroundImage: optionalImage(),
  removeBackgroundImage: checkbox(),
  /** the calendar's colour of its appointments ('' / absent: the palette's, app/domain/category-colours.ts) */
  color: categoryColorField(),
});
export type CategoryInput = z.output<typeof categorySchema>;

export const DEFAULT_SERVICE_DURATION = 60;
export const SERVICE_PRICE_MESSAGE = 'Lütfen geçerli bir fiyat girin (örn: 350 veya 350,50)';
export const SERVICE_DURATION_MESSAGE = 'Süre 1 ile 600 dakika arasında bir tam sayı olmalıdır';

export const serviceSchema = z.object({
  name: requiredText('Hizmet adı zorunludur', 120),
  /** the category's name (slug), as the spec's API sends it */
  category: requiredText('Lütfen bir kategori seçin', 60),
  description: requiredText('Açıklama zorunludur', 2000),
  /** lira in, kuruş out */
  price: liraAmount(SERVICE_PRICE_MESSAGE),
  duration: z
    .number({ error: SERVICE_DURATION_MESSAGE })
    .int(SERVICE_DURATION_MESSAGE)
    .min(1, SERVICE_DURATION_MESSAGE)
    .max(600, SERVICE_DURATION_MESSAGE),
  /** icon of the set or emoji (the spec's `image`) */
  icon: iconField().optional(),
  /** one feature per line */
  features: lines(),
  displayOrder: orderNumber(),
  isActive: checkbox(),
  isPopular: checkbox(),
  /** 'yeniden randevu önerisi' in days (app/domain/rebooking.ts); empty: none */
  rebookAfterDays: z
    .number({ error: REBOOK_DAYS_MESSAGE })
    .int(REBOOK_DAYS_MESSAGE)
    .min(REBOOK_DAYS_MIN, REBOOK_DAYS_MESSAGE)
    .max(REBOOK_DAYS_MAX, REBOOK_DAYS_MESSAGE)
    .optional(),
});
export type ServiceInput = z.output<typeof serviceSchema>;

/** The admin form adds the card's picture (stored as webp variants like the gallery's); the JSON API has no file. */
export const serviceFormSchema = serviceSchema.extend({ photo: optionalImage(), removePhoto: checkbox() });
export type ServiceFormInput = z.output<typeof serviceFormSchema>;

export const PACKAGE_PRICE_MESSAGE = 'Lütfen geçerli bir fiyat girin (örn: 1250 veya 1250,50)';

export const packageSchema = z
  .object({
    name: requiredText('Paket adı zorunludur', 120),
    description: requiredText('Açıklama zorunludur', 2000),
    /** lira in, kuruş out */
    originalPrice: liraAmount(PACKAGE_PRICE_MESSAGE),
    /** lira in, kuruş out */
    discountedPrice: liraAmount(PACKAGE_PRICE_MESSAGE),
    duration: z
      .number({ error: 'Süre 1 ile 900 dakika arasında bir tam sayı olmalıdır' })
      .int('Süre 1 ile 900 dakika arasında bir tam sayı olmalıdır')
      .min(1, 'Süre 1 ile 900 dakika arasında bir tam sayı olmalıdır')
      .max(900, 'Süre 1 ile 900 dakika arasında bir tam sayı olmalıdır')
      .optional(),
    /** ids of the services in the package, in order */
    services: z.array(z.number().int().positive()).max(50).default([]),
    displayOrder: orderNumber(),
    isActive: checkbox(),
  })
  .refine((p) => p.discountedPrice <= p.originalPrice, {
    path: ['discountedPrice'],
    message: 'İndirimli fiyat normal fiyattan yüksek olamaz',
  });
export type PackageInput = z.output<typeof packageSchema>;
