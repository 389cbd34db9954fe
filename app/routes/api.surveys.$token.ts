import { SURVEY_STATE_MESSAGES } from '~/domain/surveys';
import { apiError } from '~/lib/http.server';
import { surveyForAnswering } from '~/models/feedback/surveys.server';
import type { Route } from './+types/api.surveys.$token';

/** GET /api/surveys/{token}: the survey to answer (customer name, expiry, questions). */
export function loader({ params, context }: Route.LoaderArgs) {
  const view = surveyForAnswering(context.db, params.token, context.now());
  if (view.state === 'unknown') return apiError(404, SURVEY_STATE_MESSAGES.unknown);
  if (view.state === 'expired') return apiError(410, SURVEY_STATE_MESSAGES.expired, { expiresAt: view.expiresAt.toISOString() });
  if (view.state === 'completed') return apiError(409, SURVEY_STATE_MESSAGES.completed);
  return Response.json(
    {
      success: true,
      survey: { customerName: view.survey.customerName, expiresAt: view.survey.expiresAt.toISOString(), appointment: view.appointment },
      questions: view.questions,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
