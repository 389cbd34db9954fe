/**
 * Gallery, about-us pages and home-page settings: the form and API rules of admin spec
 * section 5.
 */
import { z } from 'zod';
import { optionalImage, requiredImage } from './uploads';
import { checkbox, optionalText, requiredText } from './form-fields';

// --- Gallery ----------------------------------------------------------------------------------

export const GALLERY_REQUIRED_MESSAGE = 'Lütfen resim ve başlık seçin';

export const galleryUploadSchema = z.object({
  image: requiredImage(GALLERY_REQUIRED_MESSAGE),
  title: requiredText(GALLERY_REQUIRED_MESSAGE, 120),
  description: optionalText(1000),
});

export const galleryEditSchema = z.object({
  title: requiredText(GALLERY_REQUIRED_MESSAGE, 120),
  description: optionalText(1000),
  image: optionalImage(),
});

export const galleryReorderSchema = z.object({
  items: z
    .array(z.object({ id: z.number().int().positive(), sortOrder: z.number().int().min(0).max(1_000_000) }), {
      error: 'Geçersiz sıralama',
    })
    .min(1, 'Geçersiz sıralama')
    .max(5000, 'Geçersiz sıralama'),
});

/** The admin screen's drag-and-drop form: `order`, the ids in their new order ('3,1,2'), read as galleryReorderSchema's items. */
export const galleryOrderFormSchema = z
  .object({ order: z.string().optional() })
  .transform(({ order }) => ({
    items: (order ?? '')
      .split(',')
      .filter(Boolean)
      .map((id, sortOrder) => ({ id: Number(id), sortOrder })),
  }))
  .pipe(galleryReorderSchema);

/** The ↑ ↓ buttons: anything but 'down' moves up. */
export const galleryMoveSchema = z.object({
  direction: z
    .string()
    .optional()
    .transform((d): 'up' | 'down' => (d === 'down' ? 'down' : 'up')),
});

// --- About-us pages ---------------------------------------------------------------------------

export const ABOUT_DELETE_CONFIRM = 'Bu hakkımızda sayfasını silmek istediğinizden emin misiniz?';
/** Rows offered by the form without JavaScript (empty rows are dropped on save). */
export const ABOUT_STAT_ROWS_MIN = 4;
export const ABOUT_STATS_MAX = 12;

const statRow = z.object({
  title: z.string().trim().max(60, 'En fazla 60 karakter girilebilir').optional(),
  value: z.string().trim().max(30, 'En fazla 30 karakter girilebilir').optional(),
  icon: z.string().trim().max(16, 'En fazla 16 karakter girilebilir').optional(),
});

export const aboutPageSchema = z.object({
  heroTitle: requiredText('Hero başlığı zorunludur'),
  heroSubtitle: optionalText(300),
  heroDescription: optionalText(3000),
  heroImage: optionalImage(),
  removeHeroImage: checkbox(),
  storyTitle: requiredText('Hikaye başlığı zorunludur'),
  storyContent: optionalText(5000),
  storyImage: optionalImage(),
  removeStoryImage: checkbox(),
  missionTitle: requiredText('Misyon başlığı zorunludur'),
  missionContent: optionalText(3000),
  visionTitle: requiredText('Vizyon başlığı zorunludur'),
  visionContent: optionalText(3000),
  valuesTitle: requiredText('Değerler başlığı zorunludur'),
  valuesContent: optionalText(3000),
  statsTitle: requiredText('İstatistik başlığı zorunludur'),
  statsSubtitle: optionalText(300),
  /** repeatable rows; rows left empty are dropped */
  statsData: z
    .array(statRow)
    .default([])
    .transform((rows) =>
      rows
        .filter((r) => r.title || r.value || r.icon)
        .map((r) => ({ title: r.title ?? '', value: r.value ?? '', icon: r.icon ?? '' })),
    )
    // a check, not a pipe: conform would coerce a piped schema's empty strings away
    .refine((rows) => rows.length <= ABOUT_STATS_MAX, `En fazla ${ABOUT_STATS_MAX} istatistik eklenebilir`),
  ctaTitle: requiredText('Çağrı başlığı zorunludur'),
  ctaContent: optionalText(2000),
  ctaButtonText: requiredText('Buton yazısı zorunludur', 60),
  ctaButtonLink: requiredText('Buton bağlantısı zorunludur', 300).refine(
    (v) => /^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v) || /^(tel|mailto):/i.test(v),
    'Bağlantı / ile başlamalı ya da http(s)://, tel: veya mailto: olmalıdır',
  ),
  isActive: checkbox(),
});
export type AboutPageInput = z.output<typeof aboutPageSchema>;

// --- Home settings ----------------------------------------------------------------------------

export const HOME_IMAGE_FIELDS = [
  'heroBackgroundImage',
  'artistPortraitImage',
  'showcaseImage1',
  'showcaseImage2',
  'showcaseImage3',
  'galleryHeroImage',
  'contactBackgroundImage',
] as const;
export type HomeImageField = (typeof HOME_IMAGE_FIELDS)[number];

const HEX_MESSAGE = 'Renk #RRGGBB biçiminde olmalıdır (örn: #1f2937)';
const hexColor = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, HEX_MESSAGE)
    .transform((v) => v.toLowerCase())
    .default(fallback);

const removable = Object.fromEntries(HOME_IMAGE_FIELDS.map((f) => [`remove_${f}`, checkbox()])) as Record<
  `remove_${HomeImageField}`,
  ReturnType<typeof checkbox>
>;
const uploads = Object.fromEntries(HOME_IMAGE_FIELDS.map((f) => [f, optionalImage()])) as Record<
  HomeImageField,
  ReturnType<typeof optionalImage>
>;

export const homeSettingsSchema = z
  .object({
    heroTitle: requiredText('Hero başlığı zorunludur'),
    heroSubtitle: optionalText(300),
    heroDescription: optionalText(2000),
    artistTitle: requiredText('Sanatçı başlığı zorunludur'),
    artistDescription: optionalText(3000),
    showcaseDescription: optionalText(2000),
    testimonialsTitle: requiredText('Müşteri yorumları başlığı zorunludur'),
    testimonialsDescription: optionalText(2000),
    contactTitle: requiredText('İletişim başlığı zorunludur'),
    backgroundColor: hexColor('#000000'),
    secondaryBackgroundColor: hexColor('#1f2937'),
  })
  // extended, not spread: a spread of a built object is kept by the browser's bundle even when
  // the schema is not (docs/decisions/0525)
  .extend(uploads)
  .extend(removable);
export type HomeSettingsInput = z.output<typeof homeSettingsSchema>;

/**
 * A colour comes from two inputs: the hex text (the field itself) and the colour picker
 * (`{field}Picker`). With JavaScript they are kept equal; without it, whichever of the two
 * the admin changed from the value shown (`{field}Initial`) wins, the text first.
 */
export function chooseColor(text: string | null, picker: string | null, initial: string | null): string | null {
  const norm = (v: string | null) => (v ?? '').trim().toLowerCase();
  if (norm(text) !== norm(initial)) return text;
  if (picker && norm(picker) !== norm(initial)) return picker;
  return text;
}

export const HOME_COLOR_FIELDS = ['backgroundColor', 'secondaryBackgroundColor'] as const;

/** Applies `chooseColor` to the home settings form's colour fields (in place). */
export function resolveColorInputs(form: FormData): FormData {
  for (const field of HOME_COLOR_FIELDS) {
    const text = form.get(field);
    const chosen = chooseColor(
      typeof text === 'string' ? text : null,
      form.get(`${field}Picker`) as string | null,
      form.get(`${field}Initial`) as string | null,
    );
    if (chosen !== null) form.set(field, chosen);
    form.delete(`${field}Picker`);
    form.delete(`${field}Initial`);
  }
  return form;
}
