/** Public reads of the team. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMemberCategories, teamMembers } from '../../db/schema';

export type PublicTeamMember = { id: number; name: string; specialization: string; imageUrl: string | null; displayOrder: number };

const columns = {
  id: teamMembers.id,
  name: teamMembers.name,
  specialization: teamMembers.specialization,
  imageUrl: teamMembers.imageUrl,
  displayOrder: teamMembers.displayOrder,
};

/** Active members by displayOrder; with a category, only those active in it. */
export function listActiveTeamMembers(db: Db, filter: { categoryId?: number } = {}): PublicTeamMember[] {
  if (filter.categoryId === undefined) {
    return db.select(columns).from(teamMembers).where(eq(teamMembers.isActive, true)).orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id)).all();
  }
  return db
    .select(columns)
    .from(teamMembers)
    .innerJoin(teamMemberCategories, eq(teamMemberCategories.teamMemberId, teamMembers.id))
    .where(and(eq(teamMembers.isActive, true), eq(teamMemberCategories.isActive, true), eq(teamMemberCategories.categoryId, filter.categoryId)))
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id))
    .all();
}
