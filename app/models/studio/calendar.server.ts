/**
 * The studio calendar against the database: the weekly hours (settings key
 * `weekly_opening_hours`, defaults when unset) and the closures table. `loadCalendar` is what
 * every reader passes to the pure rules (availability, admin checks, timeline, hours lines,
 * JSON-LD): one source, read fresh on every request. Its writes commit through `commitWrite`
 * and announce the change (the desk's live screens read their free times again).
 */
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { appointments, closures, teamMembers } from '../../../db/schema';
import { BOOKING_CONFLICT_STATUSES } from '~/domain/availability';
import { storedDuration } from '~/domain/duration';
import { openingHoursLines, type Closure, type StudioCalendar, type WeeklyHours } from '~/domain/hours';
import { appointmentsCoveredBy, CALENDAR_MESSAGES } from '~/domain/studio-calendar';
import { bookedColumns } from '../appointments/queries.server';
import type { DbOrTx } from '../db.server';
import { type CommitContext, commitWrite } from '../commit.server';
import { readSetting, writeSetting } from '../settings/registry.server';
import { loadMemberHours } from './member-hours.server';
import { recordChange, type Actor } from '../audit/history.server';

const closureColumns = {
  id: closures.id,
  date: closures.date,
  startTime: closures.startTime,
  endTime: closures.endTime,
  teamMemberId: closures.teamMemberId,
  reason: closures.reason,
};

/** The closures from `from` to `to` (inclusive), in date and time order. */
export function loadClosures(db: DbOrTx, from: string, to: string): Closure[] {
  return db
    .select(closureColumns)
    .from(closures)
    .where(and(gte(closures.date, from), lte(closures.date, to)))
    .orderBy(asc(closures.date), asc(closures.startTime), asc(closures.id))
    .all();
}

/** The calendar the rules need for the dates `from`..`to`: weekly hours, the closures in that range and the members' own weeks. */
export function loadCalendar(db: DbOrTx, from: string, to: string = from): StudioCalendar {
  return { weekly: readSetting(db, 'weeklyHours'), closures: loadClosures(db, from, to), members: loadMemberHours(db) };
}

export type ClosureRow = Closure & { id: number; memberName: string | null };

/** Closures from `today` on, with the member's name (the admin's list). */
export function listUpcomingClosures(db: DbOrTx, today: string): ClosureRow[] {
  return db
    .select({ ...closureColumns, memberName: teamMembers.name })
    .from(closures)
    .leftJoin(teamMembers, eq(teamMembers.id, closures.teamMemberId))
    .where(gte(closures.date, today))
    .orderBy(asc(closures.date), asc(closures.startTime), asc(closures.id))
    .all();
}

export function getClosure(db: DbOrTx, id: number): ClosureRow | null {
  return (
    db
      .select({ ...closureColumns, memberName: teamMembers.name })
      .from(closures)
      .leftJoin(teamMembers, eq(teamMembers.id, closures.teamMemberId))
      .where(eq(closures.id, id))
      .get() ?? null
  );
}

export type AddClosureResult = { ok: true; id: number } | { ok: false; field: 'teamMemberId'; message: string };

/** A write of the calendar that changed something is announced after its commit. */
const announced = (result: { ok: boolean }) => (result.ok ? { queued: 0 } : null);

/** Stores the studio's weekly opening hours (checked by weeklyHoursSchema before). */
export function saveStudioHours(context: CommitContext, actor: Actor, hours: WeeklyHours) {
  return commitWrite(context, (tx) => writeSetting(tx, actor, 'weeklyHours', hours), announced);
}

/** Adds a closure (checked by closureSchema before); the member must exist. Booked appointments are left alone. */
export function addClosure(context: CommitContext, actor: Actor, closure: Omit<Closure, 'id'>): AddClosureResult {
  return commitWrite(context, (tx, now) => insertClosure(tx, actor, closure, now), announced);
}

function insertClosure(db: DbOrTx, actor: Actor, closure: Omit<Closure, 'id'>, now: Date): AddClosureResult {
  if (
    closure.teamMemberId !== null &&
    !db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, closure.teamMemberId)).get()
  ) {
    return { ok: false, field: 'teamMemberId', message: CALENDAR_MESSAGES.memberUnknown };
  }
  const row = db
    .insert(closures)
    .values({
      date: closure.date,
      startTime: closure.startTime,
      endTime: closure.endTime,
      teamMemberId: closure.teamMemberId,
      reason: closure.reason,
      createdAt: now,
    })
    .returning({ id: closures.id })
    .get();
  recordChange(db, actor, 'schedule', row.id, 'created', null, closureFields(closure), { at: now });
  return { ok: true, id: row.id };
}

/** A closure as its history shows it. */
const closureFields = (c: Omit<Closure, 'id'>) => ({
  date: c.date,
  startTime: c.startTime,
  endTime: c.endTime,
  teamMemberId: c.teamMemberId,
  reason: c.reason,
});

/** Deletes a closure; false when it is gone. */
export function deleteClosure(context: CommitContext, actor: Actor, id: number): boolean {
  return commitWrite(
    context,
    (tx) => {
      const row = tx.delete(closures).where(eq(closures.id, id)).returning().get();
      if (row) recordChange(tx, actor, 'schedule', id, 'deleted', closureFields(row), null);
      return { ok: !!row };
    },
    announced,
  ).ok;
}

export type CoveredAppointment = {
  id: number;
  date: string;
  time: string;
  durationMinutes: number;
  customerName: string;
  memberName: string | null;
  status: 'pending' | 'confirmed';
};

/**
 * The pending and confirmed appointments each closure covers (by closure id), with the
 * customer's and member's names: one query for all the closures' dates.
 */
export function coveredAppointments(
  db: DbOrTx,
  list: readonly (Closure & { id: number })[],
): Map<number, CoveredAppointment[]> {
  const dates = [...new Set(list.map((c) => c.date))];
  const result = new Map<number, CoveredAppointment[]>(list.map((c) => [c.id, []]));
  if (dates.length === 0) return result;
  const rows = db
    .select({ ...bookedColumns, teamMemberId: appointments.teamMemberId, memberName: teamMembers.name })
    .from(appointments)
    .leftJoin(teamMembers, eq(teamMembers.id, appointments.teamMemberId))
    .where(and(inArray(appointments.date, dates), inArray(appointments.status, [...BOOKING_CONFLICT_STATUSES])))
    .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.id))
    .all()
    .map((r) => ({ ...r, durationMinutes: storedDuration(r) }));
  for (const closure of list) {
    result.set(
      closure.id,
      appointmentsCoveredBy(closure, rows).map((r) => ({
        id: r.id,
        date: r.date,
        time: r.time,
        durationMinutes: r.durationMinutes,
        customerName: r.customerName,
        memberName: r.memberName,
        status: r.status as 'pending' | 'confirmed',
      })),
    );
  }
  return result;
}

/** What the public pages show of the hours: the weekly hours (JSON-LD) and the grouped lines (contact block, footer). */
export function publicOpeningHours(db: DbOrTx): { weekly: WeeklyHours; lines: { label: string; hours: string }[] } {
  const weekly = readSetting(db, 'weeklyHours');
  return { weekly, lines: openingHoursLines(weekly) };
}

/** The members a day off can be added for (active first, then by display order). */
export function listMembersForCalendar(db: DbOrTx): { id: number; name: string; isActive: boolean }[] {
  return db
    .select({ id: teamMembers.id, name: teamMembers.name, isActive: teamMembers.isActive })
    .from(teamMembers)
    .orderBy(desc(teamMembers.isActive), asc(teamMembers.displayOrder), asc(teamMembers.id))
    .all();
}
