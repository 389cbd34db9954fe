/**
 * Availability against the database: loads a member's pending and confirmed appointments for
 * a date range in ONE indexed query (appointments_member_date_idx), then lets the pure rules
 * of app/domain/availability.ts decide. Used by the wizard, the JSON calls and (later) the
 * admin appointment screens.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { appointmentPackages, appointmentServices, appointments, settings } from '../../db/schema';
import {
  availableDates,
  BOOKING_CONFLICT_STATUSES,
  daySlotsWithConflicts,
  daySlots,
  earliestAvailability,
  findConflicts,
  horizonEnd,
  parseCapacity,
  type AdminSlot,
  type BookedAppointment,
  type ConflictOptions,
  type Slot,
} from '~/domain/availability';
import { istanbulClock } from '~/domain/clock';
import { storedDuration } from '~/domain/duration';
import type { AppointmentStatus } from '../../db/schema';
import type { DbOrTx } from './db.server';

export const CAPACITY_SETTING_KEY = 'appointment_capacity_per_slot';

/** The setting appointment_capacity_per_slot (1-10, default 1). */
export function readCapacity(db: DbOrTx): number {
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, CAPACITY_SETTING_KEY)).get();
  return parseCapacity(row?.value);
}

/** appointments by member, then by date */
export type BookedIndex = Map<number, Map<string, BookedAppointment[]>>;

/**
 * The appointments of `memberIds` from `from` to `to` (inclusive) with a counted status,
 * grouped by member and date: one query whatever the number of days.
 */
export function loadBookedAppointments(
  db: DbOrTx,
  memberIds: readonly number[],
  from: string,
  to: string,
  statuses: readonly AppointmentStatus[] = BOOKING_CONFLICT_STATUSES,
): BookedIndex {
  const index: BookedIndex = new Map(memberIds.map((id) => [id, new Map()]));
  if (memberIds.length === 0) return index;
  const rows = db
    .select({
      id: appointments.id,
      teamMemberId: appointments.teamMemberId,
      date: appointments.date,
      time: appointments.time,
      durationMinutes: appointments.durationMinutes,
      customDuration: appointments.customDuration,
      status: appointments.status,
    })
    .from(appointments)
    .where(and(inArray(appointments.teamMemberId, [...memberIds]), gte(appointments.date, from), lte(appointments.date, to), inArray(appointments.status, [...statuses])))
    .all();
  for (const r of rows) {
    const byDate = index.get(r.teamMemberId!)!;
    const list = byDate.get(r.date) ?? [];
    list.push({ id: r.id, date: r.date, time: r.time, durationMinutes: storedDuration(r), status: r.status });
    byDate.set(r.date, list);
  }
  return index;
}

const NONE: readonly BookedAppointment[] = [];

function appointmentsOn(index: BookedIndex, memberId: number) {
  const byDate = index.get(memberId);
  return (date: string) => byDate?.get(date) ?? NONE;
}

export type Earliest = { date: string; time: string } | null;

/** Each member's earliest available date and time, up to 60 days ahead. */
export function earliestForMembers(db: DbOrTx, query: { now: Date; memberIds: readonly number[]; durationMinutes: number; capacity?: number }): Map<number, Earliest> {
  const capacity = query.capacity ?? readCapacity(db);
  const today = istanbulClock(query.now).date;
  const index = loadBookedAppointments(db, query.memberIds, today, horizonEnd(query.now));
  return new Map(
    query.memberIds.map((id) => [id, earliestAvailability({ now: query.now, durationMinutes: query.durationMinutes, capacity, appointmentsOn: appointmentsOn(index, id) })]),
  );
}

/** The slots of one member's day. */
export function slotsForDay(db: DbOrTx, query: { now: Date; memberId: number; date: string; durationMinutes: number; capacity?: number }): Slot[] {
  const capacity = query.capacity ?? readCapacity(db);
  const index = loadBookedAppointments(db, [query.memberId], query.date, query.date);
  return daySlots({ date: query.date, durationMinutes: query.durationMinutes, now: query.now, capacity, appointments: appointmentsOn(index, query.memberId)(query.date) });
}

/** The dates with at least one available start for the member, up to 60 days ahead. */
export function datesForMember(db: DbOrTx, query: { now: Date; memberId: number; durationMinutes: number; capacity?: number }): string[] {
  const capacity = query.capacity ?? readCapacity(db);
  const today = istanbulClock(query.now).date;
  const index = loadBookedAppointments(db, [query.memberId], today, horizonEnd(query.now));
  return availableDates({ now: query.now, durationMinutes: query.durationMinutes, capacity, appointmentsOn: appointmentsOn(index, query.memberId) });
}

/**
 * A member's appointments of one date with the customer's name and the service text, for
 * conflict listings.
 */
export function loadDayWithDetails(db: DbOrTx, memberId: number, date: string, statuses: readonly AppointmentStatus[] = BOOKING_CONFLICT_STATUSES): BookedAppointment[] {
  const rows = db
    .select({
      id: appointments.id,
      date: appointments.date,
      time: appointments.time,
      durationMinutes: appointments.durationMinutes,
      customDuration: appointments.customDuration,
      status: appointments.status,
      customerName: appointments.customerName,
    })
    .from(appointments)
    .where(and(eq(appointments.teamMemberId, memberId), eq(appointments.date, date), inArray(appointments.status, [...statuses])))
    .orderBy(asc(appointments.time), asc(appointments.id))
    .all();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const names = new Map<number, string[]>();
  const add = (id: number, name: string) => names.set(id, [...(names.get(id) ?? []), name]);
  for (const s of db.select({ id: appointmentServices.appointmentId, name: appointmentServices.name }).from(appointmentServices).where(inArray(appointmentServices.appointmentId, ids)).orderBy(asc(appointmentServices.id)).all()) add(s.id, s.name);
  for (const p of db.select({ id: appointmentPackages.appointmentId, name: appointmentPackages.name }).from(appointmentPackages).where(inArray(appointmentPackages.appointmentId, ids)).orderBy(asc(appointmentPackages.id)).all()) add(p.id, p.name);
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    time: r.time,
    durationMinutes: storedDuration(r),
    status: r.status,
    customerName: r.customerName,
    service: names.get(r.id)?.join(', ') || 'Bilinmeyen Hizmet',
  }));
}

/** The conflicts of a candidate appointment (admin spec section 5 rules). */
export function conflictsFor(
  db: DbOrTx,
  candidate: { memberId: number; date: string; time: string; durationMinutes: number },
  options: ConflictOptions = {},
) {
  const day = loadDayWithDetails(db, candidate.memberId, candidate.date, options.statuses ?? BOOKING_CONFLICT_STATUSES);
  return findConflicts({ date: candidate.date, time: candidate.time, durationMinutes: candidate.durationMinutes }, day, options);
}

/** The admin's slots of one member's day, with who holds each (conflictInfo); `excludeId` = the appointment being edited. */
export function adminSlotsForDay(
  db: DbOrTx,
  query: { now: Date; memberId: number; date: string; durationMinutes: number; excludeId?: number | null; capacity?: number },
): AdminSlot[] {
  const capacity = query.capacity ?? readCapacity(db);
  const day = loadDayWithDetails(db, query.memberId, query.date);
  return daySlotsWithConflicts({ date: query.date, durationMinutes: query.durationMinutes, now: query.now, capacity, appointments: day, excludeId: query.excludeId });
}
