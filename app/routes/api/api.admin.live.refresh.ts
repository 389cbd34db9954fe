import { call, defineApi, ok } from '~/http/api.server';
import { announceOutsideChange } from '~/models/commit.server';

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'appointments.write',
    summary:
      'Tells every connected admin socket (appointments-updated, with the appointments written since the previous message, never the whole table), e.g. after a change made outside the app.',
    response: '200 { success }',
    handler: ({ context }) => {
      announceOutsideChange(context);
      return ok({});
    },
  }),
});
export const action = api.action;
