/**
 * Team members and their categories: the public pages' reads, serialisation for the back office,
 * and the writes shared by the admin screen and the JSON API.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, teamMemberCategories, teamMembers } from '../../../db/schema';
import type { TeamMemberInput } from '../../domain/people-forms';
import { TEAM_IMAGE_FORMATS } from '../../domain/uploads';
import { normalizeImageUrl } from '../../utils/images';
import {
  releaseRemoved,
  settleImageUpdate,
  storeUploads,
  type ActingContentContext,
  type SaveResult,
} from '../content/uploads.server';
import { setFlag, type DbOrTx } from '../db.server';
import { recordChange, recordedWrite, type Actor } from '../audit/history.server';
import { staleCheck, type ExpectedVersion, type StaleFailure } from '../audit/versions.server';
import { NOT_FOUND_MESSAGES } from '../../domain/people-forms';

export type TeamMemberRow = typeof teamMembers.$inferSelect;

export type TeamMemberCategoryJson = {
  id: number;
  categoryId: number;
  isActive: boolean;
  category: { id: number; name: string; displayName: string; icon: string };
};

export type TeamMemberJson = {
  id: number;
  name: string;
  specialization: string;
  displayOrder: number;
  imageUrl: string | null;
  isActive: boolean;
  teamMemberCategories: TeamMemberCategoryJson[];
  /** grows by one on every write (docs/decisions/0352) */
  version: number;
  createdAt: string;
  updatedAt: string;
};

function withCategories(db: Db, rows: TeamMemberRow[]): TeamMemberJson[] {
  if (rows.length === 0) return [];
  const links = db
    .select({
      id: teamMemberCategories.id,
      teamMemberId: teamMemberCategories.teamMemberId,
      categoryId: teamMemberCategories.categoryId,
      isActive: teamMemberCategories.isActive,
      category: {
        id: categories.id,
        name: categories.name,
        displayName: categories.displayName,
        icon: categories.icon,
      },
    })
    .from(teamMemberCategories)
    .innerJoin(categories, eq(categories.id, teamMemberCategories.categoryId))
    .where(
      inArray(
        teamMemberCategories.teamMemberId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(categories.displayOrder), asc(categories.id))
    .all();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    specialization: row.specialization,
    displayOrder: row.displayOrder,
    imageUrl: normalizeImageUrl(row.imageUrl),
    isActive: row.isActive,
    teamMemberCategories: links.filter((l) => l.teamMemberId === row.id).map(({ teamMemberId: _t, ...link }) => link),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const ORDER = [asc(teamMembers.displayOrder), asc(teamMembers.id)];

export function listTeamAdmin(db: Db): TeamMemberJson[] {
  return withCategories(
    db,
    db
      .select()
      .from(teamMembers)
      .orderBy(...ORDER)
      .all(),
  );
}

export type PublicTeamMember = {
  id: number;
  name: string;
  specialization: string;
  imageUrl: string | null;
  displayOrder: number;
};

const publicColumns = {
  id: teamMembers.id,
  name: teamMembers.name,
  specialization: teamMembers.specialization,
  imageUrl: teamMembers.imageUrl,
  displayOrder: teamMembers.displayOrder,
};

/** Active members by displayOrder; with a category, only those active in it (public pages). */
export function listActiveTeamMembers(db: Db, filter: { categoryId?: number } = {}): PublicTeamMember[] {
  if (filter.categoryId === undefined) {
    return db
      .select(publicColumns)
      .from(teamMembers)
      .where(eq(teamMembers.isActive, true))
      .orderBy(...ORDER)
      .all();
  }
  return db
    .select(publicColumns)
    .from(teamMembers)
    .innerJoin(teamMemberCategories, eq(teamMemberCategories.teamMemberId, teamMembers.id))
    .where(
      and(
        eq(teamMembers.isActive, true),
        eq(teamMemberCategories.isActive, true),
        eq(teamMemberCategories.categoryId, filter.categoryId),
      ),
    )
    .orderBy(...ORDER)
    .all();
}

export function getTeamMember(db: Db, id: number): TeamMemberJson | undefined {
  const row = db.select().from(teamMembers).where(eq(teamMembers.id, id)).get();
  return row ? withCategories(db, [row])[0] : undefined;
}

type MemberValues = { name: string; specialization: string; displayOrder: number; imageUrl?: string | null };

export function createTeamMember(db: Db, actor: Actor, values: MemberValues): TeamMemberJson {
  const row = recordedWrite(
    db,
    actor,
    'team-member',
    teamMembers,
    { idOf: (r: { id: number }) => r.id, action: 'created' },
    (tx) =>
      tx
        .insert(teamMembers)
        .values({
          name: values.name,
          specialization: values.specialization,
          displayOrder: values.displayOrder,
          imageUrl: values.imageUrl ?? null,
        })
        .returning({ id: teamMembers.id })
        .get(),
  );
  return getTeamMember(db, row.id)!;
}

/** Updates a member; `imageUrl` undefined keeps the photo, null removes it. Returns the photo let go. */
export function updateTeamMember(
  db: Db,
  actor: Actor,
  id: number,
  values: MemberValues,
  options: ExpectedVersion = {},
): { member: TeamMemberJson; previousImage?: string | null } | StaleFailure<TeamMemberJson> | undefined {
  const before = db.select({ imageUrl: teamMembers.imageUrl }).from(teamMembers).where(eq(teamMembers.id, id)).get();
  if (!before) return undefined;
  const refuse = (tx: DbOrTx, row: Record<string, unknown>) =>
    staleCheck(
      tx,
      'team-member',
      id,
      row.version as number,
      options.expectedVersion,
      () => getTeamMember(tx as Db, id)!,
    );
  const refused = recordedWrite<StaleFailure<TeamMemberJson> | null>(
    db,
    actor,
    'team-member',
    teamMembers,
    { id, action: 'updated', refuse },
    (tx) => {
      tx.update(teamMembers)
        .set({
          name: values.name,
          specialization: values.specialization,
          displayOrder: values.displayOrder,
          ...(values.imageUrl !== undefined ? { imageUrl: values.imageUrl } : {}),
        })
        .where(eq(teamMembers.id, id))
        .run();
      return null;
    },
  );
  if (refused) return refused;
  const previousImage =
    values.imageUrl !== undefined && values.imageUrl !== before.imageUrl ? before.imageUrl : undefined;
  return { member: getTeamMember(db, id)!, previousImage };
}

export function setTeamMemberActive(db: Db, actor: Actor, id: number, value?: boolean): TeamMemberJson | undefined {
  return recordedWrite(db, actor, 'team-member', teamMembers, { id, action: 'updated' }, (tx) =>
    setFlag(tx, teamMembers, id, 'isActive', value),
  )
    ? getTeamMember(db, id)
    : undefined;
}

/**
 * Deletes a member and their category links. Their appointments stay, with no member
 * ('Çalışan Yok' in the back office). Returns the deleted row (for its photo).
 */
export function deleteTeamMember(db: Db, actor: Actor, id: number): TeamMemberRow | undefined {
  return recordedWrite(db, actor, 'team-member', teamMembers, { id, action: 'deleted' }, (tx) =>
    tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning().get(),
  );
}

export type MemberCategoryChange =
  | { ok: true; member: TeamMemberJson }
  | { ok: false; status: 404 | 409; message: string };

export function addTeamMemberCategory(
  db: Db,
  actor: Actor,
  memberId: number,
  categoryId: number,
): MemberCategoryChange {
  return db.transaction((tx) => {
    const done = addCategoryLink(tx as unknown as Db, memberId, categoryId);
    if (done.ok)
      recordChange(tx, actor, 'team-member', memberId, 'updated', null, null, {
        changes: [{ field: 'category', before: null, after: categoryName(tx, categoryId) }],
      });
    return done;
  });
}

function categoryName(tx: DbOrTx, id: number): string | null {
  return tx.select({ name: categories.displayName }).from(categories).where(eq(categories.id, id)).get()?.name ?? null;
}

function addCategoryLink(db: Db, memberId: number, categoryId: number): MemberCategoryChange {
  return db.transaction((tx) => {
    if (!tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, memberId)).get()) {
      return { ok: false as const, status: 404 as const, message: NOT_FOUND_MESSAGES.teamMember };
    }
    if (!tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).get()) {
      return { ok: false as const, status: 404 as const, message: 'Kategori bulunamadı' };
    }
    const existing = tx
      .select()
      .from(teamMemberCategories)
      .where(and(eq(teamMemberCategories.teamMemberId, memberId), eq(teamMemberCategories.categoryId, categoryId)))
      .get();
    if (existing?.isActive) return { ok: false as const, status: 409 as const, message: 'Bu kategori zaten ekli' };
    if (existing)
      tx.update(teamMemberCategories).set({ isActive: true }).where(eq(teamMemberCategories.id, existing.id)).run();
    else tx.insert(teamMemberCategories).values({ teamMemberId: memberId, categoryId }).run();
    return { ok: true as const, member: getTeamMember(tx as unknown as Db, memberId)! };
  });
}

export function removeTeamMemberCategory(
  db: Db,
  actor: Actor,
  memberId: number,
  categoryId: number,
): MemberCategoryChange {
  const name = categoryName(db, categoryId);
  const deleted = db
    .delete(teamMemberCategories)
    .where(and(eq(teamMemberCategories.teamMemberId, memberId), eq(teamMemberCategories.categoryId, categoryId)))
    .run().changes;
  if (deleted === 0) return { ok: false, status: 404, message: 'Bu kategori üyeye ekli değil' };
  recordChange(db, actor, 'team-member', memberId, 'updated', null, null, {
    changes: [{ field: 'category', before: name, after: null }],
  });
  return { ok: true, member: getTeamMember(db, memberId)! };
}

// ---------------------------------------------------------------------------------------------
// Form/API save (with the photo)
// ---------------------------------------------------------------------------------------------

export function teamMemberFormValues(m: TeamMemberJson) {
  return { name: m.name, specialization: m.specialization, displayOrder: m.displayOrder };
}

/** Creates (id undefined) or updates a member from validated input, storing the photo. */
export async function saveTeamMember(
  ctx: ActingContentContext,
  id: number | undefined,
  input: TeamMemberInput,
  options: ExpectedVersion = {},
): Promise<SaveResult<TeamMemberJson>> {
  const stored = await storeUploads({ image: input.image }, 'team', ctx, TEAM_IMAGE_FORMATS);
  if (!stored.ok) return { ok: false, fieldErrors: stored.fieldErrors as Record<string, string[]> };
  const newImage = stored.images.image?.url;
  const values = {
    name: input.name,
    specialization: input.specialization,
    displayOrder: input.displayOrder,
    imageUrl: newImage ?? (input.removeImage ? null : undefined),
  };
  if (id === undefined) return { ok: true, value: createTeamMember(ctx.db, ctx.actor, values) };
  const result = updateTeamMember(ctx.db, ctx.actor, id, values, options);
  return settleImageUpdate(
    ctx,
    [newImage],
    result && ('kind' in result ? result : { value: result.member, released: [result.previousImage] }),
  );
}

export async function removeTeamMember(ctx: ActingContentContext, id: number): Promise<boolean> {
  const row = deleteTeamMember(ctx.db, ctx.actor, id);
  return releaseRemoved(ctx, row && [row.imageUrl]);
}
