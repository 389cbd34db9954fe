/**
 * "Yeni online randevu" on the admin screens (issue 36 item 5; docs/decisions/0413): only for a
 * booking a customer made online (the public wizard or the public API), never for one the staff
 * made (the admin screens, or the API with a staff token, which records who made it), and only
 * to a viewer who may see that appointment whole (appointments.read.all, or an artist's own).
 */
import { appointmentVisibility, type Viewer } from './permissions';

/** What the toast shows. */
export type NewOnlineBooking = {
  id: number;
  customerName: string;
  date: string;
  time: string;
  teamMemberId: number | null;
  teamMemberName: string;
  service: string;
};

type Written = NewOnlineBooking & {
  source: string;
  userId: number | null;
  createdAt: string;
  updatedAt: string;
};

/** A booking made online: by a customer (no staff account behind it), through the wizard or the public API. */
export function isOnlineBooking(a: { source: string; userId: number | null }): boolean {
  return (a.source === 'web' || a.source === 'api') && a.userId === null;
}

/** The appointments of a live message that are new online bookings: made online and not changed since. */
export function newOnlineBookingsOf(written: readonly Written[]): NewOnlineBooking[] {
  return written
    .filter((a) => isOnlineBooking(a) && a.createdAt === a.updatedAt)
    .map(({ id, customerName, date, time, teamMemberId, teamMemberName, service }) => ({
      id,
      customerName,
      date,
      time,
      teamMemberId,
      teamMemberName,
      service,
    }));
}

/** Those a viewer is told about: the ones she may see whole (never another artist's). */
export function newOnlineBookingsFor(list: readonly NewOnlineBooking[], viewer: Viewer): NewOnlineBooking[] {
  return list.filter((b) => appointmentVisibility(viewer, b) === 'full');
}
