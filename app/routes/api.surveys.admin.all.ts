import { requireAdminApi } from '~/lib/auth.server';
import { listSurveys } from '~/models/feedback/surveys.server';
import type { Route } from './+types/api.surveys.admin.all';

/** GET /api/surveys/admin/all -> {success, surveys: [{id, customerName, customerEmail, appointment, isCompleted, status, expiresAt, createdAt, completedAt}]} */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return Response.json({ success: true, surveys: listSurveys(context.db, context.now()) }, { headers: { 'Cache-Control': 'private, no-store' } });
}
