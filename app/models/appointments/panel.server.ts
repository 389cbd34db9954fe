/**
 * The appointment panel's read model (issue 27, item 1): what a tap on a block shows, read
 * for that one appointment only (cost follows the window, decision 0160): the appointment
 * through the read model (0151), its customer's figures (one aggregate over HER appointments,
 * appointments_customer_idx), the rebooking days of its services, and its live sale. The same
 * handful of indexed queries whatever the studio's history.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { customers, services } from '../../../db/schema';
import { DEFAULT_REBOOK_WEEKS, lineTimes, panelActions, type PanelActions } from '~/domain/appointment-panel';
import { displayStatus, statusLabel, type AppointmentStatusValue } from '~/domain/appointment-status';
import { rebookPreset, serviceToSuggest } from '~/domain/rebooking';
import { telLink, whatsappLink } from '~/domain/whatsapp';
import type { StudioNow } from '~/domain/clock';
import { customerFigures, type CustomerFigures } from '../people/customer-card.server';
import { liveSaleOf, type SaleView } from '../sales/queries.server';
import type { DbOrTx } from '../db.server';
import { readAppointment, type Appointment } from './queries.server';
import { teamMemberLabel } from './json.server';

export type PanelService = {
  lineId: number;
  kind: 'service' | 'package';
  name: string;
  start: string;
  end: string;
  durationMinutes: number;
  priceKurus: number;
  /** the artist (the appointment's member), 'Çalışan Yok' when none */
  artist: string;
};

export type AppointmentPanel = {
  appointment: Appointment;
  status: AppointmentStatusValue;
  statusLabel: string;
  noShow: boolean;
  arrivedAt: Date | null;
  /** the appointment's end, HH:MM */
  end: string;
  /** the customer row's details and figures; null for an appointment without a customer row (erased, or older data) */
  customer:
    | (Pick<CustomerFigures, 'visits' | 'completed' | 'noShows' | 'cancelled' | 'lastVisit'> & {
        id: number;
        name: string;
        phone: string | null;
        email: string | null;
        notes: string | null;
      })
    | null;
  /** the phone to call (the appointment's, else the customer's) with its links */
  phone: { number: string; tel: string | null; whatsapp: string } | null;
  services: PanelService[];
  /** the live sale (open or completed), null when none */
  sale: SaleView | null;
  /** 'Tekrar randevu': same again in N weeks, from the services' rebooking days (`serviceId`); DEFAULT_REBOOK_WEEKS when none names one (`serviceId` null) */
  rebook: { serviceId: number | null; days: number; weeks: number; date: string };
  actions: PanelActions;
};

/** The panel of one appointment at `now` (Istanbul's date and minute), or null when there is no such appointment. */
export function readAppointmentPanel(db: DbOrTx, id: number, now: StudioNow): AppointmentPanel | null {
  const appointment = readAppointment(db, id);
  if (!appointment) return null;
  const arrivedAt = appointment.arrivedAt;
  const customerRow =
    appointment.customerId === null
      ? null
      : (db
          .select({
            id: customers.id,
            name: customers.name,
            phone: customers.phone,
            email: customers.email,
            notes: customers.notes,
          })
          .from(customers)
          .where(eq(customers.id, appointment.customerId))
          .get() ?? null);
  const figures = customerRow ? customerFigures(db, customerRow.id) : null;
  const times = lineTimes(appointment.time, appointment.lines);
  const artist = teamMemberLabel(appointment.teamMember);
  const serviceIds = appointment.lines.flatMap((l) => (l.kind === 'service' && l.itemId !== null ? [l.itemId] : []));
  const rebookDays = serviceIds.length
    ? db
        .select({ serviceId: services.id, days: services.rebookAfterDays })
        .from(services)
        .where(and(inArray(services.id, serviceIds), isNotNull(services.rebookAfterDays)))
        .all()
    : [];
  const suggest = serviceToSuggest(rebookDays);
  const sale = liveSaleOf(db, id);
  const phoneNumber = appointment.customerPhone ?? customerRow?.phone ?? null;
  const status = displayStatus(appointment.status);
  return {
    appointment,
    status,
    statusLabel: statusLabel(status),
    noShow: appointment.noShow,
    arrivedAt,
    end: times.length
      ? times[times.length - 1]!.end
      : lineTimes(appointment.time, [{ durationMinutes: appointment.durationMinutes }])[0]!.end,
    customer:
      customerRow && figures
        ? {
            ...customerRow,
            visits: figures.visits,
            completed: figures.completed,
            noShows: figures.noShows,
            cancelled: figures.cancelled,
            lastVisit: figures.lastVisit,
          }
        : null,
    phone: phoneNumber ? { number: phoneNumber, tel: telLink(phoneNumber), whatsapp: whatsappLink(phoneNumber) } : null,
    services: appointment.lines.map((l, i) => ({
      lineId: l.id,
      kind: l.kind,
      name: l.name,
      start: times[i]!.start,
      end: times[i]!.end,
      durationMinutes: l.durationMinutes,
      priceKurus: l.priceKurus,
      artist,
    })),
    sale,
    rebook: suggest
      ? { serviceId: suggest.serviceId, days: suggest.days, ...rebookPreset(appointment.date, suggest.days) }
      : {
          serviceId: null,
          days: DEFAULT_REBOOK_WEEKS * 7,
          ...rebookPreset(appointment.date, DEFAULT_REBOOK_WEEKS * 7),
        },
    actions: panelActions(
      { status, date: appointment.date, time: appointment.time, noShow: appointment.noShow, arrivedAt },
      sale,
      now,
    ),
  };
}
