/**
 * Availability against the database: loads a member's pending and confirmed appointments for
 * a date range in ONE indexed query (appointments_member_date_idx), then lets the pure rules
 * of app/domain/availability.ts decide with the studio calendar (weekly hours and closures,
 * studio-calendar.server.ts) loaded here on every call, so callers never pass it. Used by the wizard, the JSON calls and (later) the
 * admin appointment screens.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { appointments } from '../../../db/schema';
import {
  availableDates,
  BOOKING_CONFLICT_STATUSES,
  daySlotsWithConflicts,
  daySlots,
  earliestAvailability,
  findConflicts,
  hasStartsLeft,
  horizonEnd,
  type AdminSlot,
  type BookedAppointment,
  type Occupancy,
  type ConflictOptions,
  type Slot,
} from '~/domain/availability';
import { addDays, istanbulClock } from '~/domain/clock';
import { storedDuration } from '~/domain/duration';
import type { AppointmentStatus } from '../../../db/schema';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../../db/client';
import { connectionOf, type DbOrTx } from '../db.server';
import { bookedColumns, readAppointmentLines, serviceText } from './queries.server';
import { readSetting } from '../settings/registry.server';
import { loadCalendar } from '../studio/calendar.server';

/** A member's occupied time by date (what the availability search reads). */
export type MemberDays = { on: (date: string) => readonly Occupancy[] };

const OCCUPANCY_SQL = `
  select team_member_id as member, date,
         group_concat(time || ' ' || coalesce(nullif(custom_duration, 0), duration_minutes) || ' ' || status, ';') as packed
  from appointments
  where team_member_id in (select value from json_each(?))
    and date >= ? and date <= ?
    and status in (select value from json_each(?))
  group by team_member_id, date`;
const occupancyStatements = new WeakMap<Db['$client'], Statement>();
const NONE: readonly Occupancy[] = [];

/**
 * The occupied time of `memberIds` from `from` to `to` (inclusive), counting `statuses`
 * (default pending and confirmed): ONE statement on appointments_member_date_idx whatever the
 * number of days or members. Each row is one member's day, its appointments packed as
 * 'HH:MM minutes status;...' and unpacked only when the search reaches that day — thousands
 * of row objects would cost more than the search itself (bench/availability.ts). Prepared
 * once per connection; called with a transaction, it reads within it (one connection,
 * synchronous).
 */
export function loadOccupancy(
  db: DbOrTx,
  memberIds: readonly number[],
  from: string,
  to: string,
  statuses: readonly AppointmentStatus[] = BOOKING_CONFLICT_STATUSES,
): Map<number, MemberDays> {
  const client = connectionOf(db);
  let statement = occupancyStatements.get(client);
  if (!statement) {
    statement = client.prepare(OCCUPANCY_SQL);
    occupancyStatements.set(client, statement);
  }
  const packed = new Map<number, Map<string, string>>(memberIds.map((id) => [id, new Map()]));
  if (memberIds.length > 0) {
    const rows = statement.all(JSON.stringify(memberIds), from, to, JSON.stringify(statuses)) as {
      member: number;
      date: string;
      packed: string;
    }[];
    for (const r of rows) packed.get(r.member)?.set(r.date, r.packed);
  }
  return new Map(
    memberIds.map((id) => {
      const days = packed.get(id)!;
      const unpacked = new Map<string, readonly Occupancy[]>();
      const on = (date: string): readonly Occupancy[] => {
        const text = days.get(date);
        if (text === undefined) return NONE;
        let list = unpacked.get(date);
        if (!list) {
          list = text.split(';').map((entry) => {
            const [time, minutes, status] = entry.split(' ');
            return {
              date,
              time: time!,
              durationMinutes: storedDuration({ durationMinutes: Number(minutes) }),
              status: status as AppointmentStatus,
            };
          });
          unpacked.set(date, list);
        }
        return list;
      };
      return [id, { on }];
    }),
  );
}

export type Earliest = { date: string; time: string } | null;

/** Each member's earliest available date and time, up to 60 days ahead. */
export function earliestForMembers(
  db: Db,
  query: { now: Date; memberIds: readonly number[]; durationMinutes: number; capacity?: number },
): Map<number, Earliest> {
  const capacity = query.capacity ?? readSetting(db, 'capacityPerSlot');
  const today = istanbulClock(query.now).date;
  const occupancy = loadOccupancy(db, query.memberIds, today, horizonEnd(query.now));
  const calendar = loadCalendar(db, today, horizonEnd(query.now));
  return new Map(
    query.memberIds.map((id) => [
      id,
      earliestAvailability({
        now: query.now,
        durationMinutes: query.durationMinutes,
        capacity,
        appointmentsOn: occupancy.get(id)!.on,
        calendar,
        memberId: id,
      }),
    ]),
  );
}

/** The slots of one member's day. */
export function slotsForDay(
  db: DbOrTx,
  query: { now: Date; memberId: number; date: string; durationMinutes: number; capacity?: number },
): Slot[] {
  const capacity = query.capacity ?? readSetting(db, 'capacityPerSlot');
  const occupancy = loadOccupancy(db, [query.memberId], query.date, query.date);
  return daySlots({
    date: query.date,
    durationMinutes: query.durationMinutes,
    now: query.now,
    capacity,
    appointments: occupancy.get(query.memberId)!.on(query.date),
    calendar: loadCalendar(db, query.date),
    memberId: query.memberId,
  });
}

/** The dates with at least one available start for the member, up to 60 days ahead. */
export function datesForMember(
  db: Db,
  query: { now: Date; memberId: number; durationMinutes: number; capacity?: number },
): string[] {
  const capacity = query.capacity ?? readSetting(db, 'capacityPerSlot');
  const today = istanbulClock(query.now).date;
  const occupancy = loadOccupancy(db, [query.memberId], today, horizonEnd(query.now));
  const calendar = loadCalendar(db, today, horizonEnd(query.now));
  return availableDates({
    now: query.now,
    durationMinutes: query.durationMinutes,
    capacity,
    appointmentsOn: occupancy.get(query.memberId)!.on,
    calendar,
    memberId: query.memberId,
  });
}

/** The dates of the horizon on which the member has no start at all (closed, a day off, today over): 'kapalı', not 'dolu'. */
export function closedDatesForMember(db: Db, query: { now: Date; memberId: number }): string[] {
  const today = istanbulClock(query.now).date;
  const calendar = loadCalendar(db, today, horizonEnd(query.now));
  const out: string[] = [];
  for (let d = today; d <= horizonEnd(query.now); d = addDays(d, 1))
    if (!hasStartsLeft(d, query.now, calendar, query.memberId)) out.push(d);
  return out;
}

/**
 * A member's appointments of one date with the customer's name and the service text, for
 * conflict listings.
 */
export function loadDayWithDetails(
  db: DbOrTx,
  memberId: number,
  date: string,
  statuses: readonly AppointmentStatus[] = BOOKING_CONFLICT_STATUSES,
): BookedAppointment[] {
  const rows = db
    .select(bookedColumns)
    .from(appointments)
    .where(
      and(
        eq(appointments.teamMemberId, memberId),
        eq(appointments.date, date),
        inArray(appointments.status, [...statuses]),
      ),
    )
    .orderBy(asc(appointments.time), asc(appointments.id))
    .all();
  if (rows.length === 0) return [];
  const lines = readAppointmentLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    time: r.time,
    durationMinutes: storedDuration(r),
    status: r.status,
    customerName: r.customerName,
    service: serviceText(lines.get(r.id) ?? []),
  }));
}

/** The conflicts of a candidate appointment (admin spec section 5 rules). */
export function conflictsFor(
  db: DbOrTx,
  candidate: { memberId: number; date: string; time: string; durationMinutes: number },
  options: ConflictOptions = {},
) {
  const day = loadDayWithDetails(db, candidate.memberId, candidate.date, options.statuses ?? BOOKING_CONFLICT_STATUSES);
  return findConflicts(
    { date: candidate.date, time: candidate.time, durationMinutes: candidate.durationMinutes },
    day,
    options,
  );
}

/** The admin's slots of one member's day, with who holds each (conflictInfo); `excludeId` = the appointment being edited. */
export function adminSlotsForDay(
  db: DbOrTx,
  query: {
    now: Date;
    memberId: number;
    date: string;
    durationMinutes: number;
    excludeId?: number | null;
    capacity?: number;
  },
): AdminSlot[] {
  const capacity = query.capacity ?? readSetting(db, 'capacityPerSlot');
  const day = loadDayWithDetails(db, query.memberId, query.date);
  return daySlotsWithConflicts({
    date: query.date,
    durationMinutes: query.durationMinutes,
    now: query.now,
    capacity,
    appointments: day,
    excludeId: query.excludeId,
    calendar: loadCalendar(db, query.date),
    memberId: query.memberId,
  });
}
