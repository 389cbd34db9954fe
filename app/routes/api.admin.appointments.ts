import { listAdminAppointments } from '~/models/admin-appointments.server';
import { jsonNoStore } from '~/models/admin-appointment-api.server';
import { requireAdminApi } from '~/models/auth.server';
import type { Route } from './+types/api.admin.appointments';

/**
 * GET /api/admin/appointments (?t= is ignored) -> { success, appointments }: every
 * appointment, newest date first, in the spec's shape (serviceIds, serviceNames, service,
 * teamMemberId, teamMember, date, time, totalPrice in lira, status, customDuration, ...).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return jsonNoStore({ success: true, appointments: listAdminAppointments(context.db) });
}
