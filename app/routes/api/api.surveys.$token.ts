import { SURVEY_STATE_MESSAGES } from '~/domain/surveys';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { surveyForAnswering } from '~/models/feedback/surveys.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'The survey to answer (customer name, expiry, questions), opened with its unguessable token.',
    response:
      '200 { success, survey: { customerName, expiresAt, appointment }, questions: [{ id, question, type, order }] }',
    errors: [
      [404, SURVEY_STATE_MESSAGES.unknown],
      [410, SURVEY_STATE_MESSAGES.expired],
      [409, SURVEY_STATE_MESSAGES.completed],
    ],
    handler: ({ context, params }) => {
      const view = surveyForAnswering(context.db, params.token ?? '', context.now());
      if (view.state === 'unknown') return apiError(404, SURVEY_STATE_MESSAGES.unknown);
      if (view.state === 'expired')
        return apiError(410, SURVEY_STATE_MESSAGES.expired, { expiresAt: view.expiresAt.toISOString() });
      if (view.state === 'completed') return apiError(409, SURVEY_STATE_MESSAGES.completed);
      return ok({
        survey: {
          customerName: view.survey.customerName,
          expiresAt: view.survey.expiresAt.toISOString(),
          appointment: view.appointment,
        },
        questions: view.questions,
      });
    },
  }),
});
export const loader = api.loader;
