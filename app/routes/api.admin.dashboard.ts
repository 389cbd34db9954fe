import { adminDashboard } from '~/models/appointments/lists.server';
import { requireAdminApi } from '~/lib/auth.server';
import type { Route } from './+types/api.admin.dashboard';

/** GET /api/admin/dashboard -> {success, stats, recentAppointments}. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return Response.json({ success: true, ...adminDashboard(context.db) }, { headers: { 'Cache-Control': 'private, no-store' } });
}
