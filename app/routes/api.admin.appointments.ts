import { parseQuery } from '~/lib/http.server';
import { adminAppointmentList, adminAppointmentListQuerySchema } from '~/models/appointments/lists.server';
import { jsonNoStore } from '~/models/admin-appointment-api.server';
import { requireAdminApi } from '~/lib/auth.server';
import type { Route } from './+types/api.admin.appointments';

/**
 * GET /api/admin/appointments (?t= is ignored) -> { success, appointments }: every
 * appointment, newest date first, in the spec's shape (serviceIds, serviceNames, service,
 * teamMemberId, teamMember, date, time, totalPrice in lira, status, customDuration, ...).
 * Optional `from`/`to` (YYYY-MM-DD, inclusive) narrow it; `page`/`limit` page it and add
 * `pagination`. Bad values answer 400 with a Turkish message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const query = parseQuery(request, adminAppointmentListQuerySchema);
  return jsonNoStore({ success: true, ...adminAppointmentList(context.db, query) });
}
