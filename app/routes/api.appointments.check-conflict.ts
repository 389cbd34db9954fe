import type { Conflict } from '~/domain/availability';
import { BOOKING_MESSAGES, conflictCountMessage, idField } from '~/domain/booking-rules';
import { isValidDate, isValidTime } from '~/domain/clock';
import { apiError } from '~/lib/http.server';
import { adminOfApiRequest, readAdminAvailabilityQuery } from '~/models/admin-availability.server';
import { readAvailabilityQuery } from '~/models/availability-query.server';
import { conflictsFor } from '~/models/availability.server';
import type { Route } from './+types/api.appointments.check-conflict';

export const NO_CONFLICT_MESSAGE = 'Bu tarih ve saatte çakışma bulunmuyor.';

/**
 * GET /api/appointments/check-conflict?teamMemberId&date&time&serviceIds&packageIds&excludeAppointmentId
 * -> { hasConflict, message, conflicts: [{ appointmentId, customerName, overlapMinutes,
 * startTime, endTime, duration, service }] }. Skipped (no conflict) when the member, date or
 * time is missing. Pending and confirmed appointments count; the excluded one does not.
 *
 * For the public it never names another customer (customerName is null). An admin (bearer
 * token or session) gets the names, and customDuration is read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const date = url.searchParams.get('date');
  const time = url.searchParams.get('time')?.slice(0, 5);
  if (!url.searchParams.get('teamMemberId') || !date || !time) return answer([]);
  if (!isValidDate(date)) return apiError(400, BOOKING_MESSAGES.invalidDate);
  if (!isValidTime(time)) return apiError(400, BOOKING_MESSAGES.invalidTime);
  const exclude = url.searchParams.get('excludeAppointmentId');
  const excludeId = exclude ? idField(BOOKING_MESSAGES.requiredFields).safeParse(exclude) : null;
  if (excludeId && !excludeId.success) return apiError(400, BOOKING_MESSAGES.requiredFields);

  const admin = await adminOfApiRequest(request, context);
  const { member, durationMinutes } = admin ? readAdminAvailabilityQuery(context.db, url) : readAvailabilityQuery(context.db, url, { memberRequired: true });
  const conflicts = conflictsFor(context.db, { memberId: member!.id, date, time, durationMinutes }, { excludeId: excludeId?.data ?? null });
  if (admin) return answer(conflicts);
  return answer(conflicts.map((c): Omit<Conflict, 'customerName'> & { customerName: null } => ({ ...c, customerName: null })));
}

function answer(conflicts: unknown[]) {
  return Response.json(
    { success: true, hasConflict: conflicts.length > 0, message: conflicts.length > 0 ? conflictCountMessage(conflicts.length) : NO_CONFLICT_MESSAGE, conflicts },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
