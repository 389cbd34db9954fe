import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { homeSettings } from '../../../db/schema';
import { HOME_IMAGE_FIELDS, type HomeImageField, type HomeSettingsInput } from '../../domain/content-forms';
import { normalizeImageUrl } from '../../utils/images';
import { releaseImages, storeUploads, type ActingContentContext, type SaveResult } from './uploads.server';
import { diffFields } from '../../domain/audit';
import { recordChange, type Actor } from '../audit/history.server';

/** The history's id of the home settings (entity 'content'). */
export const HOME_HISTORY_ID = 'home';
import { formTexts } from '../../utils/form-values';

export type HomeSettings = typeof homeSettings.$inferSelect;

export const DEFAULT_COLORS = {
  backgroundColor: '#000000',
  secondaryBackgroundColor: '#1f2937',
  borderColor: '#374151',
} as const;

export function getHomeSettings(db: Db): HomeSettings | undefined {
  return db.select().from(homeSettings).where(eq(homeSettings.id, 1)).get();
}

/** The two studio colours (with the spec's defaults) as CSS custom properties. */
export function studioColors(db: Db) {
  const row = db
    .select({ bg: homeSettings.backgroundColor, bg2: homeSettings.secondaryBackgroundColor })
    .from(homeSettings)
    .where(eq(homeSettings.id, 1))
    .get();
  return {
    backgroundColor: row?.bg || DEFAULT_COLORS.backgroundColor,
    secondaryBackgroundColor: row?.bg2 || DEFAULT_COLORS.secondaryBackgroundColor,
  };
}

// ---------------------------------------------------------------------------------------------
// Serialisation and writes (admin screen and JSON API)
// ---------------------------------------------------------------------------------------------

export type HomeSettingsJson = Omit<HomeSettings, 'updatedAt' | 'id'> & { updatedAt: string };

const IMAGE_COLUMNS = [
  'heroBackgroundImage',
  'artistPortraitImage',
  'showcaseImage1',
  'showcaseImage2',
  'showcaseImage3',
  'galleryHeroImage',
  'contactBackgroundImage',
] as const satisfies readonly (keyof HomeSettings)[];

export function serializeHomeSettings(row: HomeSettings): HomeSettingsJson {
  const { id: _id, updatedAt, ...rest } = row;
  const images = Object.fromEntries(IMAGE_COLUMNS.map((k) => [k, normalizeImageUrl(row[k])]));
  return {
    ...rest,
    ...images,
    backgroundColor: row.backgroundColor || DEFAULT_COLORS.backgroundColor,
    secondaryBackgroundColor: row.secondaryBackgroundColor || DEFAULT_COLORS.secondaryBackgroundColor,
    updatedAt: updatedAt.toISOString(),
  };
}

export type HomeSettingsValues = Partial<Omit<HomeSettings, 'id' | 'updatedAt'>>;

/**
 * Writes the given fields of the home settings row (creating it when missing). Returns the
 * new settings and the image paths that were replaced or removed.
 */
export function updateHomeSettings(
  db: Db,
  actor: Actor,
  values: HomeSettingsValues,
): { settings: HomeSettingsJson; released: string[] } {
  return db.transaction((tx) => {
    const before = tx.select().from(homeSettings).where(eq(homeSettings.id, 1)).get();
    let row: HomeSettings;
    if (before) {
      row =
        Object.keys(values).length > 0
          ? tx.update(homeSettings).set(values).where(eq(homeSettings.id, 1)).returning().get()
          : before;
    } else {
      row = tx
        .insert(homeSettings)
        .values({ heroTitle: '', artistTitle: '', testimonialsTitle: '', contactTitle: '', ...values, id: 1 })
        .returning()
        .get();
    }
    // one history row when something changed (entity 'content', id 'home'; docs/decisions/0351)
    if (!before || diffFields(before, row).length > 0)
      recordChange(tx, actor, 'content', HOME_HISTORY_ID, before ? 'updated' : 'created', before ?? null, row);
    const released = before
      ? IMAGE_COLUMNS.map((k) => (before[k] && before[k] !== row[k] ? before[k] : null)).filter((v): v is string => !!v)
      : [];
    return { settings: serializeHomeSettings(row), released };
  });
}

/** The form's text and colour values (the edit form's defaults and the API's merge base). */
export function homeSettingsFormValues(s: HomeSettingsJson) {
  return formTexts(s, [
    'heroTitle',
    'heroSubtitle',
    'heroDescription',
    'artistTitle',
    'artistDescription',
    'showcaseDescription',
    'testimonialsTitle',
    'testimonialsDescription',
    'contactTitle',
    'backgroundColor',
    'secondaryBackgroundColor',
  ]);
}

/**
 * Saves the home settings form: texts and colours, new images (stored in uploads/home) and
 * removals; replaced or removed images are released.
 */
export async function saveHomeSettings(
  ctx: ActingContentContext,
  input: HomeSettingsInput,
  imagePaths: Partial<Record<HomeImageField, string | null>> = {},
): Promise<SaveResult<HomeSettingsJson>> {
  const files = Object.fromEntries(HOME_IMAGE_FIELDS.map((f) => [f, input[f]])) as Record<
    HomeImageField,
    File | undefined
  >;
  const stored = await storeUploads(files, 'home', ctx);
  if (!stored.ok) return { ok: false, fieldErrors: stored.fieldErrors as Record<string, string[]> };
  const images: Partial<Record<HomeImageField, string | null>> = { ...imagePaths };
  for (const field of HOME_IMAGE_FIELDS) {
    const fresh = stored.images[field]?.url;
    if (fresh) images[field] = fresh;
    else if (input[`remove_${field}`]) images[field] = null;
  }
  const { settings, released } = updateHomeSettings(ctx.db, ctx.actor, {
    heroTitle: input.heroTitle,
    heroSubtitle: input.heroSubtitle ?? null,
    heroDescription: input.heroDescription ?? null,
    artistTitle: input.artistTitle,
    artistDescription: input.artistDescription ?? null,
    showcaseDescription: input.showcaseDescription ?? null,
    testimonialsTitle: input.testimonialsTitle,
    testimonialsDescription: input.testimonialsDescription ?? null,
    contactTitle: input.contactTitle,
    backgroundColor: input.backgroundColor,
    secondaryBackgroundColor: input.secondaryBackgroundColor,
    ...images,
  });
  await releaseImages(ctx.db, released, ctx.config.uploadsDir);
  return { ok: true, value: settings };
}
