import { z } from 'zod';
import type { Conflict } from '~/domain/availability';
import { BOOKING_MESSAGES, conflictCountMessage, idField } from '~/domain/booking-rules';
import { isValidDate, isValidTime } from '~/domain/clock';
import { parseQuery } from '~/lib/http.server';
import { adminOfApiRequest, readAdminAvailabilityQuery } from '~/lib/admin-availability.server';
import { readAvailabilityQuery } from '~/lib/availability-query.server';
import { conflictsFor } from '~/models/appointments/availability.server';
import type { Route } from './+types/api.appointments.check-conflict';

export const NO_CONFLICT_MESSAGE = 'Bu tarih ve saatte çakışma bulunmuyor.';

/** The start to check (teamMemberId, services and packages as the availability query reads them). */
export const checkConflictQuerySchema = z.object({
  date: z.string().refine(isValidDate, BOOKING_MESSAGES.invalidDate).describe('YYYY-MM-DD'),
  time: z
    .string()
    .transform((t) => t.slice(0, 5))
    .refine(isValidTime, BOOKING_MESSAGES.invalidTime)
    .describe('HH:MM'),
  excludeAppointmentId: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const id = idField(BOOKING_MESSAGES.requiredFields).safeParse(v);
      if (id.success) return id.data;
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.requiredFields });
      return z.NEVER;
    })
    .describe('the appointment being edited'),
});

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
  if (!url.searchParams.get('teamMemberId') || !url.searchParams.get('date') || !url.searchParams.get('time')) return answer([]);
  const { date, time, excludeAppointmentId } = parseQuery(url, checkConflictQuerySchema);

  const admin = await adminOfApiRequest(request, context);
  const { member, durationMinutes } = admin ? readAdminAvailabilityQuery(context.db, url) : readAvailabilityQuery(context.db, url, { memberRequired: true });
  const conflicts = conflictsFor(context.db, { memberId: member!.id, date, time, durationMinutes }, { excludeId: excludeAppointmentId ?? null });
  if (admin) return answer(conflicts);
  return answer(conflicts.map((c): Omit<Conflict, 'customerName'> & { customerName: null } => ({ ...c, customerName: null })));
}

function answer(conflicts: unknown[]) {
  return Response.json(
    { success: true, hasConflict: conflicts.length > 0, message: conflicts.length > 0 ? conflictCountMessage(conflicts.length) : NO_CONFLICT_MESSAGE, conflicts },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
