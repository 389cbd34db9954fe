/**
 * About-us pages: the page the public /about shows, the admin list, and the writes shared by
 * the admin screen and the JSON API. One page is live at a time: activating a page
 * deactivates the others (docs/decisions/0054-about-one-active-page.md).
 */
import { desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aboutPages } from '../../../db/schema';
import type { AboutPageInput } from '../../domain/content-forms';
import {
  releaseRemoved,
  settleImageUpdate,
  storeUploads,
  type ActingContentContext,
  type SaveResult,
} from './uploads.server';
import { formTexts } from '../../utils/form-values';
import { recordedWrite, type Actor } from '../audit/history.server';
import { parseStats } from '../../domain/about';
import { normalizeImageUrl } from '../../utils/images';

export type AboutPage = typeof aboutPages.$inferSelect;
type AboutPageRow = AboutPage;

/** The JSON shape of a page (shared with the public GET /api/about). */
export function serializeAboutPage(row: AboutPageRow) {
  return {
    ...row,
    heroImage: normalizeImageUrl(row.heroImage),
    storyImage: normalizeImageUrl(row.storyImage),
    statsData: parseStats(row.statsData),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type AboutPageJson = ReturnType<typeof serializeAboutPage>;

export function listAboutPages(db: Db): AboutPageJson[] {
  return db
    .select()
    .from(aboutPages)
    .orderBy(desc(aboutPages.createdAt), desc(aboutPages.id))
    .all()
    .map(serializeAboutPage);
}

/** The page the public /about shows: the active one (the most recently changed if several). */
export function getActiveAboutPage(db: Db): AboutPage | null {
  return (
    db
      .select()
      .from(aboutPages)
      .where(eq(aboutPages.isActive, true))
      .orderBy(desc(aboutPages.updatedAt), desc(aboutPages.id))
      .get() ?? null
  );
}

export function getAboutPage(db: Db, id: number): AboutPageRow | undefined {
  return db.select().from(aboutPages).where(eq(aboutPages.id, id)).get();
}

type AboutValues = Omit<AboutPageInput, 'heroImage' | 'storyImage' | 'removeHeroImage' | 'removeStoryImage'> & {
  /** undefined keeps the current image, null removes it */
  heroImage?: string | null;
  storyImage?: string | null;
};

function columns(values: AboutValues) {
  const { heroImage, storyImage, ...text } = values;
  const nullable = (v: string | undefined) => v ?? null;
  return {
    ...text,
    heroSubtitle: nullable(text.heroSubtitle),
    heroDescription: nullable(text.heroDescription),
    storyContent: nullable(text.storyContent),
    missionContent: nullable(text.missionContent),
    visionContent: nullable(text.visionContent),
    valuesContent: nullable(text.valuesContent),
    statsSubtitle: nullable(text.statsSubtitle),
    ctaContent: nullable(text.ctaContent),
    ...(heroImage !== undefined ? { heroImage } : {}),
    ...(storyImage !== undefined ? { storyImage } : {}),
  };
}

export function createAboutPage(db: Db, actor: Actor, values: AboutValues, now: Date): AboutPageJson {
  return recordedWrite(
    db,
    actor,
    'content',
    aboutPages,
    { idOf: (p: AboutPageJson) => p.id, action: 'created', at: now },
    (tx) => {
      const row = tx
        .insert(aboutPages)
        .values({ ...columns(values), createdAt: now, updatedAt: now })
        .returning()
        .get();
      if (row.isActive) tx.update(aboutPages).set({ isActive: false }).where(ne(aboutPages.id, row.id)).run();
      return serializeAboutPage(row);
    },
  );
}

/** Updates a page; returns it and the images it let go. */
export function updateAboutPage(
  db: Db,
  actor: Actor,
  id: number,
  values: AboutValues,
): { page: AboutPageJson; released: (string | null)[] } | undefined {
  return recordedWrite(db, actor, 'content', aboutPages, { id, action: 'updated' }, (tx) => {
    const before = tx.select().from(aboutPages).where(eq(aboutPages.id, id)).get();
    if (!before) return undefined;
    const row = tx.update(aboutPages).set(columns(values)).where(eq(aboutPages.id, id)).returning().get();
    if (row.isActive) tx.update(aboutPages).set({ isActive: false }).where(ne(aboutPages.id, id)).run();
    const released = [
      before.heroImage !== row.heroImage ? before.heroImage : null,
      before.storyImage !== row.storyImage ? before.storyImage : null,
    ];
    return { page: serializeAboutPage(row), released };
  });
}

export function setAboutPageActive(db: Db, actor: Actor, id: number, value?: boolean): AboutPageJson | undefined {
  return recordedWrite(db, actor, 'content', aboutPages, { id, action: 'updated' }, (tx) => {
    const before = tx.select({ isActive: aboutPages.isActive }).from(aboutPages).where(eq(aboutPages.id, id)).get();
    if (!before) return undefined;
    const isActive = value ?? !before.isActive;
    if (isActive) tx.update(aboutPages).set({ isActive: false }).where(ne(aboutPages.id, id)).run();
    const row = tx.update(aboutPages).set({ isActive }).where(eq(aboutPages.id, id)).returning().get();
    return serializeAboutPage(row);
  });
}

export function deleteAboutPage(db: Db, actor: Actor, id: number): AboutPageRow | undefined {
  return recordedWrite(db, actor, 'content', aboutPages, { id, action: 'deleted' }, (tx) =>
    tx.delete(aboutPages).where(eq(aboutPages.id, id)).returning().get(),
  );
}

// ---------------------------------------------------------------------------------------------
// Form/API save (with the hero and story images)
// ---------------------------------------------------------------------------------------------

export function aboutPageFormValues(p: AboutPageJson) {
  const texts = formTexts(p, [
    'heroTitle',
    'heroSubtitle',
    'heroDescription',
    'storyTitle',
    'storyContent',
    'missionTitle',
    'missionContent',
    'visionTitle',
    'visionContent',
    'valuesTitle',
    'valuesContent',
    'statsTitle',
    'statsSubtitle',
    'ctaTitle',
    'ctaContent',
    'ctaButtonText',
    'ctaButtonLink',
  ]);
  return { ...texts, statsData: p.statsData, isActive: p.isActive };
}

/** Creates (id undefined) or updates a page from validated input, storing its images. */
export async function saveAboutPage(
  ctx: ActingContentContext,
  id: number | undefined,
  input: AboutPageInput,
): Promise<SaveResult<AboutPageJson>> {
  const stored = await storeUploads({ heroImage: input.heroImage, storyImage: input.storyImage }, 'about', ctx);
  if (!stored.ok) return { ok: false, fieldErrors: stored.fieldErrors as Record<string, string[]> };
  const { heroImage: _h, storyImage: _s, removeHeroImage, removeStoryImage, ...text } = input;
  const heroImage = stored.images.heroImage?.url ?? (removeHeroImage ? null : undefined);
  const storyImage = stored.images.storyImage?.url ?? (removeStoryImage ? null : undefined);
  if (id === undefined)
    return { ok: true, value: createAboutPage(ctx.db, ctx.actor, { ...text, heroImage, storyImage }, ctx.now()) };
  const result = updateAboutPage(ctx.db, ctx.actor, id, { ...text, heroImage, storyImage });
  return settleImageUpdate(
    ctx,
    [stored.images.heroImage?.url, stored.images.storyImage?.url],
    result && { value: result.page, released: result.released },
  );
}

export async function removeAboutPage(ctx: ActingContentContext, id: number): Promise<boolean> {
  const row = deleteAboutPage(ctx.db, ctx.actor, id);
  return releaseRemoved(ctx, row && [row.heroImage, row.storyImage]);
}
