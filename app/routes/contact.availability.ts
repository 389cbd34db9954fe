import { idListField } from '~/domain/booking-rules';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import { loadBookingCatalog } from '~/models/booking-catalog.server';
import { reviewSelection, type MemberCard } from '~/models/booking-wizard.server';
import type { Route } from './+types/contact.availability';

export type LiveAvailability =
  | { ok: true; durationMinutes: number; priceKurus: number; members: MemberCard[] }
  | { ok: false; message: string };

/**
 * GET /contact/availability?serviceIds=1,2&packageIds=3 — the wizard's step 2 with
 * JavaScript: the members who can serve the selection and their earliest availability,
 * recomputed as the selection changes (the same code as the server-rendered step).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const serviceIds = idListField.safeParse(params.get('serviceIds') ?? '');
  const packageIds = idListField.safeParse(params.get('packageIds') ?? '');
  let body: LiveAvailability;
  if (!serviceIds.success || !packageIds.success) body = { ok: false, message: BOOKING_MESSAGES.itemUnavailable };
  else {
    const review = reviewSelection(context.db, loadBookingCatalog(context.db), { serviceIds: serviceIds.data, packageIds: packageIds.data }, context.now());
    body = review.ok ? { ok: true, durationMinutes: review.durationMinutes, priceKurus: review.priceKurus, members: review.members } : review;
  }
  // Always 200: the wizard's fetcher shows `message`; a 4xx would reach the error boundary.
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
