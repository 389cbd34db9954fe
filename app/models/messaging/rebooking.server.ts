/**
 * Queues the rebooking nudges due at `now` (app/domain/rebooking.ts): for each number of days
 * a service names, the completed visits of (today − days) that had that service, whose
 * customer has booked nothing since (a non-cancelled appointment created after the visit
 * began). One 'rebooking-nudge' per visit on each channel that takes it (queueCustomerMessage:
 * e-mail, and SMS / WhatsApp with the customer's opt-in), with the outbox's unique dedupe key
 * per channel, so a second scan, a restart or a second process queues nothing twice. One immediate transaction
 * per scan; the scan reads only the visits of the days due (cost follows the window).
 */
import { and, eq, gt, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, appointmentServices, services, teamMembers } from '../../../db/schema';
import type { RebookingNudge } from '~/domain/emails';
import { nudgeDedupeKey, serviceToSuggest, visitDateForNudge, visitStart, wizardLink } from '~/domain/rebooking';
import type { DbOrTx } from '../db.server';
import { queueCustomerMessage } from './customer-messages.server';

/** `queued`: outbox rows queued (one per channel). */
export type NudgeScan = { due: number; queued: number };

type Visit = {
  id: number;
  customerId: number | null;
  customerEmail: string | null;
  customerPhone: string | null;
  date: string;
  time: string;
};

/** Whether the customer of `visit` has an appointment (not cancelled) created after the visit began. */
export function bookedSince(db: DbOrTx, visit: Visit): boolean {
  const who: SQL[] = [];
  if (visit.customerId !== null) who.push(eq(appointments.customerId, visit.customerId));
  if (visit.customerEmail) who.push(eq(appointments.customerEmail, visit.customerEmail));
  if (visit.customerPhone) who.push(eq(appointments.customerPhone, visit.customerPhone));
  if (who.length === 0) return false;
  const row = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        or(...who),
        ne(appointments.id, visit.id),
        ne(appointments.status, 'cancelled'),
        gt(appointments.createdAt, visitStart(visit)),
      ),
    )
    .limit(1)
    .get();
  return !!row;
}

export function queueDueNudges(db: Db, now: Date): NudgeScan {
  return db.transaction(
    (tx) => {
      const dayCounts = tx
        .selectDistinct({ days: services.rebookAfterDays })
        .from(services)
        .where(isNotNull(services.rebookAfterDays))
        .all()
        .flatMap((r) => (r.days !== null && r.days > 0 ? [r.days] : []));
      const dates = [...new Set(dayCounts.flatMap((d) => visitDateForNudge(now, d) ?? []))];
      if (dates.length === 0) return { due: 0, queued: 0 };
      const lines = tx
        .select({
          id: appointments.id,
          customerId: appointments.customerId,
          customerEmail: appointments.customerEmail,
          customerPhone: appointments.customerPhone,
          customerName: appointments.customerName,
          date: appointments.date,
          time: appointments.time,
          teamMemberId: appointments.teamMemberId,
          serviceId: services.id,
          days: services.rebookAfterDays,
        })
        .from(appointments)
        .innerJoin(appointmentServices, eq(appointmentServices.appointmentId, appointments.id))
        .innerJoin(services, eq(services.id, appointmentServices.serviceId))
        .where(
          and(
            inArray(appointments.date, dates),
            eq(appointments.status, 'completed'),
            isNotNull(services.rebookAfterDays),
          ),
        )
        .all();
      const byVisit = new Map<number, typeof lines>();
      for (const l of lines) byVisit.set(l.id, [...(byVisit.get(l.id) ?? []), l]);
      let due = 0;
      let queued = 0;
      for (const visitLines of byVisit.values()) {
        const pick = serviceToSuggest(visitLines);
        // due only on the day its own service names (a visit with gel 21 and pedicure 30 is nudged at 21)
        if (!pick || visitDateForNudge(now, pick.days) !== pick.date) continue;
        if (bookedSince(tx, pick)) continue;
        due++;
        const payload = {
          appointmentId: pick.id,
          serviceId: pick.serviceId,
          teamMemberId: pick.teamMemberId,
          to: pick.customerEmail,
          customerName: pick.customerName,
        };
        queued += queueCustomerMessage(tx, 'rebooking-nudge', payload, {
          dedupeKey: (channel) => nudgeDedupeKey(pick.id, channel),
        }).length;
      }
      return { due, queued };
    },
    { behavior: 'immediate' },
  );
}

/** What the nudge shows, read when it is sent; a reason instead when it should no longer go. */
export function nudgeMessageData(
  db: DbOrTx,
  payload: { appointmentId: number; serviceId: number; teamMemberId: number | null },
  baseUrl: string,
):
  | { ok: true; data: Omit<RebookingNudge, 'customerEmail'> & { customerEmail: string | null } }
  | { ok: false; reason: string } {
  const visit = db.select().from(appointments).where(eq(appointments.id, payload.appointmentId)).get();
  if (!visit) return { ok: false, reason: 'Randevu bulunamadı (silinmiş olabilir)' };
  if (bookedSince(db, visit)) return { ok: false, reason: 'Öneri gönderilmedi: müşteri bu arada yeni randevu aldı' };
  const service = db.select({ name: services.name }).from(services).where(eq(services.id, payload.serviceId)).get();
  const line = db
    .select({ name: appointmentServices.name })
    .from(appointmentServices)
    .where(and(eq(appointmentServices.appointmentId, visit.id), eq(appointmentServices.serviceId, payload.serviceId)))
    .get();
  const member =
    payload.teamMemberId === null
      ? undefined
      : db
          .select({ name: teamMembers.name, isActive: teamMembers.isActive })
          .from(teamMembers)
          .where(eq(teamMembers.id, payload.teamMemberId))
          .get();
  const memberId = member?.isActive ? payload.teamMemberId : null;
  return {
    ok: true,
    data: {
      customerName: visit.customerName,
      customerEmail: visit.customerEmail,
      serviceName: service?.name ?? line?.name ?? 'Hizmet',
      memberName: member?.isActive ? member.name : null,
      visitDate: visit.date,
      bookUrl: wizardLink(baseUrl, { serviceIds: [payload.serviceId], memberId }),
    },
  };
}
