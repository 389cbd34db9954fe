import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { SURVEY_STATE_MESSAGES, SURVEY_THANKS, type RawAnswer } from '~/domain/surveys';
import { submitSurvey } from '~/models/feedback/surveys.server';
import type { Route } from './+types/api.surveys.$token.submit';

/** POST /api/surveys/{token}/submit, body { responses: [{ questionId, rating } | { questionId, answer }] }. Saved once. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const body = await readBody(request);
  const responses = Array.isArray(body.responses) ? body.responses.filter((r): r is RawAnswer => !!r && typeof r === 'object') : [];
  const result = submitSurvey(context.db, params.token, responses, context.now());
  switch (result.kind) {
    case 'saved':
      return Response.json({ success: true, message: SURVEY_THANKS }, { headers: { 'Cache-Control': 'no-store' } });
    case 'invalid':
      return apiError(400, result.check.message, { missing: result.check.missing });
    case 'unknown':
      return apiError(404, SURVEY_STATE_MESSAGES.unknown);
    case 'expired':
      return apiError(410, SURVEY_STATE_MESSAGES.expired);
    case 'completed':
      return apiError(409, SURVEY_STATE_MESSAGES.completed);
  }
}

