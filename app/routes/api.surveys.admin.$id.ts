import { apiError, parseId } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { surveyDetail } from '~/models/feedback/surveys.server';
import type { Route } from './+types/api.surveys.admin.$id';

/** GET /api/surveys/admin/{id} -> {success, survey} with its responses (question text, rating or answer). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const survey = surveyDetail(context.db, parseId(params.id, 'Anket bulunamadı'), context.now());
  if (!survey) return apiError(404, 'Anket bulunamadı');
  return Response.json({ success: true, survey }, { headers: { 'Cache-Control': 'private, no-store' } });
}
