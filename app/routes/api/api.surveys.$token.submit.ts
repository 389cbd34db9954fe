import { z } from 'zod';
import { SURVEY_STATE_MESSAGES, SURVEY_THANKS, type RawAnswer } from '~/domain/surveys';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { submitSurvey } from '~/models/feedback/surveys.server';

/** The answers as sent; which are missing or out of range is the survey's rule (domain/surveys checkAnswers). */
const submitBodySchema = z.object({
  responses: z
    .preprocess(
      (v) => (Array.isArray(v) ? v.filter((r) => !!r && typeof r === 'object') : []),
      z.array(z.custom<RawAnswer>()),
    )
    .describe('[{ questionId, rating: 1-5 } | { questionId, answer }]'),
});

const api = defineApi({
  POST: call({
    auth: 'public',
    summary: 'Saves the answers once.',
    body: submitBodySchema,
    response: `200 { success, message: '${SURVEY_THANKS}' }`,
    errors: [
      [400, 'Lütfen tüm soruları cevaplayın (with missing: [questionId])'],
      [404, SURVEY_STATE_MESSAGES.unknown],
      [410, SURVEY_STATE_MESSAGES.expired],
      [409, SURVEY_STATE_MESSAGES.completed],
    ],
    handler: ({ context, params, body }) => {
      const result = submitSurvey(context.db, params.token ?? '', body.responses, context.now());
      switch (result.kind) {
        case 'saved':
          return ok({ message: SURVEY_THANKS });
        case 'invalid':
          return apiError(400, result.check.message, { missing: result.check.missing });
        case 'unknown':
          return apiError(404, SURVEY_STATE_MESSAGES.unknown);
        case 'expired':
          return apiError(410, SURVEY_STATE_MESSAGES.expired);
        case 'completed':
          return apiError(409, SURVEY_STATE_MESSAGES.completed);
      }
    },
  }),
});
export const action = api.action;
