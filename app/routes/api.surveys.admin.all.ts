import { requireAdminApi } from '~/models/auth.server';
import { listSurveys } from '~/models/surveys.server';
import type { Route } from './+types/api.surveys.admin.all';

/** GET /api/surveys/admin/all -> {success, surveys: [{id, customerName, customerEmail, appointment, isCompleted, status, expiresAt, createdAt, completedAt}]} */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return Response.json({ success: true, surveys: listSurveys(context.db, context.now()) }, { headers: { 'Cache-Control': 'private, no-store' } });
}
