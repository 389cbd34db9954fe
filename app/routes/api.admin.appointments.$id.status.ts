import { errorWithReason, statusChangeSchema, ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-rules';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, parseId, readBody } from '~/lib/http.server';
import { changeAppointmentStatus } from '~/models/appointments/writes.server';
import { writeResponse } from '~/models/admin-appointment-api.server';
import { requireAdminApi } from '~/lib/auth.server';
import type { Route } from './+types/api.admin.appointments.$id.status';
import { logger } from '~/lib/logger.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
}

/**
 * PUT /api/admin/appointments/{id}/status {status, override?} -> { success, appointment }.
 * Confirming checks the member's confirmed appointments: on a conflict 409 { hasConflict,
 * conflicts, message } and nothing changes, unless `override: true` ('Yine de Onayla').
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'PUT' && request.method !== 'PATCH') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const id = parseId(params.id, ADMIN_APPOINTMENT_TEXTS.notFound);
  const parsed = statusChangeSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, ADMIN_APPOINTMENT_TEXTS.invalidStatus);
  try {
    return writeResponse(context, changeAppointmentStatus(context, id, parsed.data.status, { override: parsed.data.override }));
  } catch (error) {
    logger.error({ err: error }, '[appointments] status change failed');
    return apiError(503, errorWithReason(ADMIN_APPOINTMENT_TEXTS.statusFailed, null));
  }
}
