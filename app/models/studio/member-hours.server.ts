/**
 * Members' own weekly hours against the database (member_hours): read for the studio
 * calendar (loadCalendar hands them to every rule in hours.ts), written from the studio
 * calendar screen (committed through `commitWrite`, which announces the change to the live
 * screens). A member without a row works the studio's hours.
 */
import { eq } from 'drizzle-orm';
import { memberHours, teamMembers } from '../../../db/schema';
import type { MemberWeeklyHours } from '~/domain/hours';
import { memberWeeklyFromJson, serializeMemberWeekly } from '~/domain/member-hours';
import type { DbOrTx } from '../db.server';
import { type CommitContext, commitWrite } from '../commit.server';
import { recordChange, type Actor } from '../audit/history.server';

/** Every member's own week by member id (rows that do not parse are left out: the studio's hours apply). */
export function loadMemberHours(db: DbOrTx): Record<number, MemberWeeklyHours> {
  const result: Record<number, MemberWeeklyHours> = {};
  for (const row of db.select({ id: memberHours.teamMemberId, weekly: memberHours.weekly }).from(memberHours).all()) {
    const week = memberWeeklyFromJson(row.weekly);
    if (week) result[row.id] = week;
  }
  return result;
}

/** Stores a member's own week (checked by memberHoursSchema before); false when the member does not exist. */
export function saveMemberHours(
  context: CommitContext,
  actor: Actor,
  memberId: number,
  week: MemberWeeklyHours,
): boolean {
  return commitWrite(context, (tx, now) => ({ ok: storeMemberHours(tx, actor, memberId, week, now) }), announced).ok;
}

/** A write that changed something is announced after its commit. */
const announced = (result: { ok: boolean }) => (result.ok ? { queued: 0 } : null);

function storeMemberHours(db: DbOrTx, actor: Actor, memberId: number, week: MemberWeeklyHours, now: Date): boolean {
  if (!db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, memberId)).get()) return false;
  const weekly = serializeMemberWeekly(week);
  const before = db
    .select({ weekly: memberHours.weekly })
    .from(memberHours)
    .where(eq(memberHours.teamMemberId, memberId))
    .get();
  recordChange(
    db,
    actor,
    'team-member',
    memberId,
    'updated',
    { hours: before?.weekly ?? null },
    { hours: weekly },
    { at: now },
  );
  db.insert(memberHours)
    .values({ teamMemberId: memberId, weekly, updatedAt: now })
    .onConflictDoUpdate({ target: memberHours.teamMemberId, set: { weekly, updatedAt: now } })
    .run();
  return true;
}

/** Back to the studio's hours. */
export function resetMemberHours(context: CommitContext, actor: Actor, memberId: number): boolean {
  return commitWrite(
    context,
    (tx) => {
      const row = tx.delete(memberHours).where(eq(memberHours.teamMemberId, memberId)).returning().get();
      if (row) recordChange(tx, actor, 'team-member', memberId, 'updated', { hours: row.weekly }, { hours: null });
      return { ok: !!row };
    },
    announced,
  ).ok;
}
