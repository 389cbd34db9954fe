/**
 * Reads what the messages show about an appointment: contact details, date and time, the
 * service and package names as booked, the staff member.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentPackages, appointments, appointmentServices, teamMembers } from '../../db/schema';
import type { AppointmentForMessage } from '~/domain/emails';
import type { DbOrTx } from './db.server';

/** Service and package names of each appointment, in booking order (services first). */
export function appointmentItemNames(db: DbOrTx, appointmentIds: number[]): Map<number, string[]> {
  const names = new Map<number, string[]>();
  if (!appointmentIds.length) return names;
  const add = (id: number, name: string) => names.set(id, [...(names.get(id) ?? []), name]);
  for (const r of db
    .select({ id: appointmentServices.appointmentId, name: appointmentServices.name })
    .from(appointmentServices)
    .where(inArray(appointmentServices.appointmentId, appointmentIds))
    .orderBy(asc(appointmentServices.id))
    .all())
    add(r.id, r.name);
  for (const r of db
    .select({ id: appointmentPackages.appointmentId, name: appointmentPackages.name })
    .from(appointmentPackages)
    .where(inArray(appointmentPackages.appointmentId, appointmentIds))
    .orderBy(asc(appointmentPackages.id))
    .all())
    add(r.id, r.name);
  return names;
}

export function appointmentForMessage(db: Db, id: number): AppointmentForMessage | null {
  const row = db
    .select({ a: appointments, memberName: teamMembers.name })
    .from(appointments)
    .leftJoin(teamMembers, eq(teamMembers.id, appointments.teamMemberId))
    .where(eq(appointments.id, id))
    .get();
  if (!row) return null;
  const a = row.a;
  return {
    id: a.id,
    customerName: a.customerName,
    customerEmail: a.customerEmail,
    customerPhone: a.customerPhone,
    date: a.date,
    time: a.time,
    durationMinutes: a.customDuration ?? a.durationMinutes,
    totalPriceKurus: a.totalPriceKurus,
    items: appointmentItemNames(db, [a.id]).get(a.id) ?? [],
    teamMemberName: row.memberName,
    notes: a.notes,
  };
}
