import { isValidDate } from '~/domain/clock';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import { apiError } from '~/lib/http.server';
import { adminOfApiRequest, readAdminAvailabilityQuery } from '~/lib/admin-availability.server';
import { readAvailabilityQuery } from '~/lib/availability-query.server';
import { adminSlotsForDay, slotsForDay } from '~/models/appointments/availability.server';
import type { Route } from './+types/api.appointments.available-slots.$date';

/**
 * GET /api/appointments/available-slots/{date}?teamMemberId&serviceIds&packageIds&totalDuration
 * -> { availableSlots: [{ time, available }] } (none on a closed day).
 * For an admin (bearer token or session) each slot also carries conflictInfo (customerName,
 * service, duration of who holds it, else null), and customDuration and
 * excludeAppointmentId are read.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isValidDate(params.date)) return apiError(400, BOOKING_MESSAGES.invalidDate);
  const url = new URL(request.url);
  if (await adminOfApiRequest(request, context)) {
    const { member, durationMinutes, excludeId } = readAdminAvailabilityQuery(context.db, url);
    const availableSlots = adminSlotsForDay(context.db, { now: context.now(), memberId: member!.id, date: params.date, durationMinutes, excludeId });
    return Response.json({ success: true, date: params.date, totalDuration: durationMinutes, availableSlots }, { headers: { 'Cache-Control': 'private, no-store' } });
  }
  const { member, durationMinutes } = readAvailabilityQuery(context.db, url, { memberRequired: true });
  const availableSlots = slotsForDay(context.db, { now: context.now(), memberId: member!.id, date: params.date, durationMinutes });
  return Response.json({ success: true, date: params.date, totalDuration: durationMinutes, availableSlots }, { headers: { 'Cache-Control': 'no-store' } });
}
