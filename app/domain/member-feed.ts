/**
 * A team member's calendar on the phone (issue 19 item 2; docs/decisions/0212): which of the
 * member's appointments the subscription feed carries and how each reads as an event.
 * The file format is ics.ts's.
 */
import { addDays } from './clock';
import { appointmentUid, revisionSequence, type FeedEvent } from './ics';
import { displayStatus } from './appointment-status';

/** The feed carries what is still to be done: pending (TENTATIVE) and confirmed appointments. */
export const FEED_STATUSES = ['pending', 'confirmed'] as const;

/** The window the feed reads: a month back (the recent past stays visible) and a year ahead. */
export const FEED_DAYS_BACK = 31;
export const FEED_DAYS_AHEAD = 366;

export function feedWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}

/** A token as handed out (32 random bytes, base64url); anything else is not looked up. */
export const FEED_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export type FeedAppointment = {
  id: number;
  date: string;
  time: string;
  durationMinutes: number;
  status: string;
  customerName: string;
  customerPhone: string | null;
  notes: string | null;
  /** the booked services and packages as the admin reads them ('Kalıcı Oje, Nail Art') */
  service: string;
  createdAt: Date;
  updatedAt: Date;
};

/** The event's SEQUENCE: the one revision rule of every calendar file (ics.ts). */
export function feedSequence(a: Pick<FeedAppointment, 'createdAt' | 'updatedAt'>): number {
  return revisionSequence(a);
}

export function isInFeed(a: Pick<FeedAppointment, 'status'>): boolean {
  return (FEED_STATUSES as readonly string[]).includes(displayStatus(a.status));
}

/** The event of an appointment in a member's feed (`host` names the studio in the UID, as in the e-mail's file). */
export function feedEvent(a: FeedAppointment, host: string, stamp: Date): FeedEvent {
  const pending = displayStatus(a.status) === 'pending';
  return {
    uid: appointmentUid(a.id, host),
    date: a.date,
    time: a.time,
    durationMinutes: a.durationMinutes,
    summary: `${pending ? '(Bekliyor) ' : ''}${a.customerName}: ${a.service}`,
    description: [
      a.customerPhone ? `Telefon: ${a.customerPhone}` : null,
      a.notes ? `Not: ${a.notes}` : null,
      pending ? 'Durum: Bekliyor' : 'Durum: Onaylandı',
    ]
      .filter(Boolean)
      .join('\n'),
    stamp,
    sequence: feedSequence(a),
    lastModified: a.updatedAt,
    status: pending ? 'TENTATIVE' : 'CONFIRMED',
  };
}
