/**
 * The facts the dashboard's 'İlk adımlar' list is judged from (app/domain/first-steps.ts): a
 * handful of counts, each over a small table.
 */
import { count, eq } from 'drizzle-orm';
import { categories, galleryImages, services, smtpSettings, teamMembers } from '../../../db/schema';
import type { StudioFacts } from '~/domain/first-steps';
import type { DbOrTx } from '../db.server';

export function studioFacts(db: DbOrTx): StudioFacts {
  const n = (rows: { n: number } | undefined) => rows?.n ?? 0;
  return {
    categories: n(db.select({ n: count() }).from(categories).get()),
    services: n(db.select({ n: count() }).from(services).where(eq(services.isActive, true)).get()),
    teamMembers: n(db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.isActive, true)).get()),
    mailReady: !!db.select({ id: smtpSettings.id }).from(smtpSettings).where(eq(smtpSettings.isActive, true)).get(),
    pictures: n(db.select({ n: count() }).from(galleryImages).get()),
  };
}
