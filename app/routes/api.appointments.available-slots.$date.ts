import { isValidDate } from '~/domain/clock';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import { apiError } from '~/lib/http.server';
import { readAvailabilityQuery } from '~/models/availability-query.server';
import { slotsForDay } from '~/models/availability.server';
import type { Route } from './+types/api.appointments.available-slots.$date';

/**
 * GET /api/appointments/available-slots/{date}?teamMemberId&serviceIds&packageIds&totalDuration
 * -> { availableSlots: [{ time, available }] } (none on a closed day).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isValidDate(params.date)) return apiError(400, BOOKING_MESSAGES.invalidDate);
  const { member, durationMinutes } = readAvailabilityQuery(context.db, new URL(request.url), { memberRequired: true });
  const availableSlots = slotsForDay(context.db, { now: context.now(), memberId: member!.id, date: params.date, durationMinutes });
  return Response.json({ success: true, date: params.date, totalDuration: durationMinutes, availableSlots }, { headers: { 'Cache-Control': 'no-store' } });
}
