import { call, defineApi, ok } from '~/http/api.server';
import { listTeamAdmin } from '~/models/people/team.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'team.write',
    summary: 'Every member with their categories.',
    response: '200 { success, teamMembers }',
    handler: ({ context }) => ok({ teamMembers: listTeamAdmin(context.db) }),
  }),
});
export const loader = api.loader;
