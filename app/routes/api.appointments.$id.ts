import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-rules';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, parseId, readBody } from '~/lib/http.server';
import { getAdminAppointment } from '~/models/appointments/lists.server';
import { deleteAdminAppointment, updateAdminAppointment } from '~/models/appointments/writes.server';
import { jsonNoStore, parseAdminAppointmentBody, writeResponse } from '~/models/admin-appointment-api.server';
import { requireAdminApi } from '~/lib/auth.server';
import type { Route } from './+types/api.appointments.$id';
import { logger } from '~/lib/logger.server';

/** GET /api/appointments/{id} (admin) -> { success, appointment }. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const appointment = getAdminAppointment(context.db, parseId(params.id, ADMIN_APPOINTMENT_TEXTS.notFound));
  if (!appointment) return apiError(404, ADMIN_APPOINTMENT_TEXTS.notFound);
  return jsonNoStore({ success: true, appointment });
}

/**
 * PUT /api/appointments/{id} (admin): the full appointment (customerName, customerEmail,
 * customerPhone, teamMemberId, serviceIds, packageIds, date, time, notes, totalPrice, status,
 * customDuration, override?) -> { success, appointment }; 409 { hasConflict, conflicts } on a
 * conflict (pending and confirmed count, this one excluded) unless override.
 * DELETE /api/appointments/{id} (admin) -> { success, message }.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  const id = parseId(params.id, ADMIN_APPOINTMENT_TEXTS.notFound);
  if (request.method === 'DELETE') {
    const result = deleteAdminAppointment(context, id);
    if (!result.ok) return apiError(result.status, result.message);
    return jsonNoStore({ success: true, message: ADMIN_APPOINTMENT_TEXTS.deleted });
  }
  if (request.method !== 'PUT' && request.method !== 'PATCH') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const body = parseAdminAppointmentBody(await readBody(request));
  if (!body.ok) return body.response;
  try {
    return writeResponse(context, updateAdminAppointment(context, id, body.input));
  } catch (error) {
    logger.error({ err: error }, '[appointments] PUT /api/appointments/{id} failed');
    return apiError(503, ADMIN_APPOINTMENT_TEXTS.unknownReason);
  }
}
