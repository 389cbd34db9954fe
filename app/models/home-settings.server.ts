import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeSettings } from '../../db/schema';

export type HomeSettings = typeof homeSettings.$inferSelect;

export const DEFAULT_COLORS = { backgroundColor: '#000000', secondaryBackgroundColor: '#1f2937', borderColor: '#374151' } as const;

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
