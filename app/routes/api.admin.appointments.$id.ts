import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-rules';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, parseId } from '~/lib/http.server';
import { getAdminAppointment } from '~/models/appointments/lists.server';
import { deleteAdminAppointment } from '~/models/appointments/writes.server';
import { jsonNoStore } from '~/models/admin-appointment-api.server';
import { requireAdminApi } from '~/lib/auth.server';
import type { Route } from './+types/api.admin.appointments.$id';

/** GET /api/admin/appointments/{id} -> { success, appointment }. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const appointment = getAdminAppointment(context.db, parseId(params.id, ADMIN_APPOINTMENT_TEXTS.notFound));
  if (!appointment) return apiError(404, ADMIN_APPOINTMENT_TEXTS.notFound);
  return jsonNoStore({ success: true, appointment });
}

/** DELETE /api/admin/appointments/{id} -> { success, message }. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'DELETE') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const result = deleteAdminAppointment(context, parseId(params.id, ADMIN_APPOINTMENT_TEXTS.notFound));
  if (!result.ok) return apiError(result.status, result.message);
  return jsonNoStore({ success: true, message: ADMIN_APPOINTMENT_TEXTS.deleted });
}
