/**
 * Rebooking nudges (docs/decisions/0205-rebooking-nudge.md): a service may name a number of
 * days ('yeniden randevu önerisi', e.g. 21 for gel). That many days after a COMPLETED visit
 * with it, from NUDGE_FROM (Istanbul) on that day, the customer gets one message with a link
 * that opens the booking wizard with the service and the member chosen, unless the customer
 * has booked since (any appointment but a cancelled one, created after the visit began).
 * Pure: `now` is a parameter. "Once" is the outbox's unique dedupe key.
 */
import { addDays, instantOf, istanbulClock } from './clock';
import type { CustomerChannel } from './message-topics';

/** Nudges of the day go out from this wall time (nobody gets one at midnight). */
export const NUDGE_FROM = '10:00';
/** The admin form's bounds for the number of days. */
export const REBOOK_DAYS_MIN = 1;
export const REBOOK_DAYS_MAX = 365;
export const REBOOK_DAYS_MESSAGE = `Yeniden randevu önerisi ${REBOOK_DAYS_MIN} ile ${REBOOK_DAYS_MAX} gün arasında olmalıdır.`;

/** The visits (by date) whose nudges are due at `now` for a service of `days`: null before NUDGE_FROM. */
export function visitDateForNudge(now: Date, days: number): string | null {
  const clock = istanbulClock(now);
  return clock.time >= NUDGE_FROM ? addDays(clock.date, -days) : null;
}

/** The day a nudge for a visit on `visitDate` goes out. */
export function nudgeDay(visitDate: string, days: number): string {
  return addDays(visitDate, days);
}

/** The instant a visit began: a booking created after it counts as "booked since". */
export function visitStart(visit: { date: string; time: string }): Date {
  return instantOf(visit.date, visit.time);
}

/** One nudge per visit and channel, whatever its services ('rebooking-nudge:7', 'rebooking-nudge:sms:7'). */
export function nudgeDedupeKey(appointmentId: number, channel: CustomerChannel = 'email'): string {
  return channel === 'email' ? `rebooking-nudge:${appointmentId}` : `rebooking-nudge:${channel}:${appointmentId}`;
}

/**
 * Of the visit's services with a nudge, the one to suggest: the soonest due (then the first
 * listed). Null when none names a number of days.
 */
export function serviceToSuggest<T extends { serviceId: number; days: number | null }>(
  lines: readonly T[],
): (T & { days: number }) | null {
  let best: (T & { days: number }) | null = null;
  for (const line of lines) {
    if (line.days === null || line.days < REBOOK_DAYS_MIN) continue;
    if (!best || line.days < best.days) best = line as T & { days: number };
  }
  return best;
}

/** The wizard's address with a choice made: `/contact?hizmet=3&uzman=2&gun=2026-12-01` (a GET its loader honours). */
export function wizardLink(
  baseUrl: string,
  choice: { serviceIds?: readonly number[]; packageIds?: readonly number[]; memberId?: number | null; date?: string },
): string {
  const params = new URLSearchParams();
  for (const id of choice.serviceIds ?? []) params.append('hizmet', String(id));
  for (const id of choice.packageIds ?? []) params.append('paket', String(id));
  params.set('uzman', choice.memberId ? String(choice.memberId) : 'farketmez');
  if (choice.date) params.set('gun', choice.date);
  return `${baseUrl}/contact?${params.toString()}`;
}

/**
 * The appointment panel's 'Tekrar randevu' preset (issue 27): "same again in N weeks", N the
 * service's rebooking days in whole weeks (at least one), and the date it gives from the visit.
 */
export function rebookPreset(visitDate: string, days: number): { weeks: number; date: string } {
  const weeks = Math.max(1, Math.round(days / 7));
  return { weeks, date: addDays(visitDate, weeks * 7) };
}
