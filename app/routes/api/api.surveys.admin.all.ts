import { PRIVATE_NO_STORE, call, defineApi, ok } from '~/http/api.server';
import { listSurveys } from '~/models/feedback/surveys.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'content.write',
    summary: 'Every survey.',
    response:
      '200 { success, surveys: [{ id, customerName, customerEmail, appointment, isCompleted, status, expiresAt, createdAt, completedAt }] }',
    handler: ({ context }) => ok({ surveys: listSurveys(context.db, context.now()) }, 200, PRIVATE_NO_STORE),
  }),
});
export const loader = api.loader;
