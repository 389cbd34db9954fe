import { PRIVATE_NO_STORE, apiError, call, defineApi, idParams, ok } from '~/http/api.server';
import { surveyDetail } from '~/models/feedback/surveys.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'content.write',
    summary: 'One survey with its responses (question text, rating or answer).',
    params: idParams('Anket bulunamadı'),
    response: '200 { success, survey }',
    errors: [[404, 'Anket bulunamadı']],
    handler: ({ context, params }) => {
      const survey = surveyDetail(context.db, params.id, context.now());
      return survey ? ok({ survey }, 200, PRIVATE_NO_STORE) : apiError(404, 'Anket bulunamadı');
    },
  }),
});
export const loader = api.loader;
