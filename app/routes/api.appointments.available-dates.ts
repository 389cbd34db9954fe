import { readAvailabilityQuery } from '~/lib/availability-query.server';
import { datesForMember } from '~/models/appointments/availability.server';
import type { Route } from './+types/api.appointments.available-dates';

/**
 * GET /api/appointments/available-dates?teamMemberId&serviceIds&packageIds&totalDuration
 * -> { availableDates: [{ date }] }: the dates from today to 60 days ahead with at least one
 * free start for the member and the duration.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { member, durationMinutes } = readAvailabilityQuery(context.db, new URL(request.url), { memberRequired: true });
  const dates = datesForMember(context.db, { now: context.now(), memberId: member!.id, durationMinutes });
  return Response.json({ success: true, totalDuration: durationMinutes, availableDates: dates.map((date) => ({ date })) }, { headers: { 'Cache-Control': 'no-store' } });
}
