import { requireAdminApi } from '~/lib/auth.server';
import { surveyStats } from '~/models/feedback/surveys.server';
import type { Route } from './+types/api.surveys.admin.stats';

/** GET /api/surveys/admin/stats -> {success, stats: {totalSurveys, completedSurveys, pendingSurveys, expiredSurveys, completionRate, ratingStats}} */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return Response.json({ success: true, stats: surveyStats(context.db, context.now()) }, { headers: { 'Cache-Control': 'private, no-store' } });
}
