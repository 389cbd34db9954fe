/**
 * The admin's side of the availability calls: who is asking (an admin by bearer token or
 * session cookie, else the public), and the admin query on top of the public one
 * (availability-query.server.ts): `customDuration` (the appointment's own length) and
 * `excludeAppointmentId` (the appointment being edited).
 */
import { ADMIN_APPOINTMENT_TEXTS, MAX_CUSTOM_DURATION } from '~/domain/admin-appointment-rules';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import { apiError } from '~/lib/http.server';
import type { RequestContext } from '~/lib/app-context';
import { getAdmin, requireAdminApi, type ActiveSession } from './auth.server';
import { readAvailabilityQuery } from './availability-query.server';
import type { DbOrTx } from './db.server';

/**
 * The admin behind a JSON call, or null for a public call. A request that carries a bearer
 * token or an admin session cookie goes through `requireAdminApi` (a bad token is a 401,
 * a cookie write from another origin a 403); a request with neither is public.
 */
export async function adminOfApiRequest(request: Request, context: RequestContext): Promise<ActiveSession | null> {
  if (request.headers.get('authorization') || (await getAdmin(request, context))) return requireAdminApi(request, context);
  return null;
}

export type AdminAvailabilityQuery = ReturnType<typeof readAvailabilityQuery> & { excludeId: number | null };

/** The public query plus customDuration and excludeAppointmentId; bad values throw a 400 answer. */
export function readAdminAvailabilityQuery(db: DbOrTx, url: URL): AdminAvailabilityQuery {
  const query = readAvailabilityQuery(db, url, { memberRequired: true });
  const custom = url.searchParams.get('customDuration');
  if (custom) {
    const minutes = /^\d{1,4}$/.test(custom) ? Number(custom) : NaN;
    if (!(minutes >= 1 && minutes <= MAX_CUSTOM_DURATION)) throw apiError(400, ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration);
    query.durationMinutes = minutes;
  }
  const exclude = url.searchParams.get('excludeAppointmentId');
  if (exclude && !/^\d{1,12}$/.test(exclude)) throw apiError(400, BOOKING_MESSAGES.requiredFields);
  return { ...query, excludeId: exclude ? Number(exclude) : null };
}
