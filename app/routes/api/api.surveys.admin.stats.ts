import { PRIVATE_NO_STORE, call, defineApi, ok } from '~/http/api.server';
import { surveyStats } from '~/models/feedback/surveys.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'content.write',
    summary: 'Survey figures.',
    response:
      '200 { success, stats: { totalSurveys, completedSurveys, pendingSurveys, expiredSurveys, completionRate, ratingStats } }',
    handler: ({ context }) => ok({ stats: surveyStats(context.db, context.now()) }, 200, PRIVATE_NO_STORE),
  }),
});
export const loader = api.loader;
