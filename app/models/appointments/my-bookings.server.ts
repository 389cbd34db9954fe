/**
 * "Randevularım" (/randevularim; docs/decisions/0344-my-bookings.md): a customer who lost
 * her link asks for it with her phone and e-mail. Her bookings still ahead whose contact is
 * exactly that pair (the identity rule of 0134, phones in their canonical form, 0343) get one
 * 'booking-links' message on her channels; nothing else changes. The answer never says
 * whether a booking exists. Limited per client IP and per phone and per e-mail, in memory
 * (one studio, one process), like the sign-in throttle.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema';
import { istanbulToday } from '~/domain/clock';
import type { CustomerChannel } from '~/domain/message-topics';
import { bookingsToSend, MY_BOOKINGS_TEXTS, type MyBookingsRequest } from '~/domain/my-bookings';
import { FailureCounter } from '~/infra/rate-limit.server';
import type { AppServices, RequestContext } from '~/infra/app-context';
import { channelsFor, queueCustomerMessage } from '../messaging/customer-messages.server';

export const MY_BOOKINGS_LIMITS = {
  /** one household or office asking for several people */
  perIp: { max: 10, windowMs: 60 * 60_000 },
  /** one phone or one e-mail: a few asks an hour (a lost mail, a typo), never a flood to her */
  perPerson: { max: 3, windowMs: 60 * 60_000 },
} as const;

type Throttle = { ip: FailureCounter; person: FailureCounter };
// One counter per database, i.e. per studio process (and per test database).
const throttles = new WeakMap<Db, Throttle>();
function throttleFor(db: Db): Throttle {
  let t = throttles.get(db);
  if (!t) {
    t = { ip: new FailureCounter(MY_BOOKINGS_LIMITS.perIp), person: new FailureCounter(MY_BOOKINGS_LIMITS.perPerson) };
    throttles.set(db, t);
  }
  return t;
}

export type MyBookingsContext = Pick<AppServices, 'db' | 'now' | 'kickOutbox'> &
  Pick<RequestContext, 'clientIp' | 'config'>;

export type MyBookingsResult =
  /** the one answer, booking or not: the channels the studio has for these messages */
  { ok: true; channels: CustomerChannel[] } | { ok: false; status: 429; message: string; retryAfterMs: number };

/** The channels the answer names: the studio's, never her own opt-ins (the same for everyone). */
export function myBookingsChannels(db: Db): CustomerChannel[] {
  return channelsFor(db, 'booking-links', { email: true });
}

export function requestBookingLinks(context: MyBookingsContext, input: MyBookingsRequest): MyBookingsResult {
  const now = context.now();
  const throttle = context.config.rateLimits ? throttleFor(context.db) : null;
  const keys = {
    ip: context.clientIp || 'unknown',
    phone: `phone:${input.customerPhone}`,
    email: `email:${input.customerEmail}`,
  };
  if (throttle) {
    const wait = Math.max(
      throttle.ip.retryAfterMs(keys.ip, now),
      throttle.person.retryAfterMs(keys.phone, now),
      throttle.person.retryAfterMs(keys.email, now),
    );
    if (wait > 0) return { ok: false, status: 429, message: MY_BOOKINGS_TEXTS.tooMany, retryAfterMs: wait };
    throttle.ip.fail(keys.ip, now);
    throttle.person.fail(keys.phone, now);
    throttle.person.fail(keys.email, now);
  }
  const queued = context.db.transaction(
    (tx) => {
      const rows = tx
        .select({
          id: appointments.id,
          date: appointments.date,
          time: appointments.time,
          status: appointments.status,
          customerName: appointments.customerName,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.customerEmail, input.customerEmail),
            eq(appointments.customerPhone, input.customerPhone),
            gte(appointments.date, istanbulToday(now)),
            inArray(appointments.status, ['pending', 'confirmed']),
          ),
        )
        .all();
      const mine = bookingsToSend(rows, istanbulToday(now));
      const next = mine[0];
      if (!next) return 0;
      return queueCustomerMessage(tx, 'booking-links', {
        appointmentId: next.id,
        appointmentIds: mine.map((b) => b.id),
        to: input.customerEmail,
        customerName: next.customerName,
      }).length;
    },
    { behavior: 'immediate' },
  );
  if (queued > 0) context.kickOutbox();
  return { ok: true, channels: myBookingsChannels(context.db) };
}
