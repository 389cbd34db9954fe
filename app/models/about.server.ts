/** Public read of the about page: the active one (the most recently changed if several). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aboutPages } from '../../db/schema';

export type AboutPage = typeof aboutPages.$inferSelect;

export function getActiveAboutPage(db: Db): AboutPage | null {
  return db.select().from(aboutPages).where(eq(aboutPages.isActive, true)).orderBy(desc(aboutPages.updatedAt), desc(aboutPages.id)).get() ?? null;
}

