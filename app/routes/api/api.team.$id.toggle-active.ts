import { defineApi, toggleCall } from '~/http/api.server';
import { setTeamMemberActive } from '~/models/people/team.server';
import { NOT_FOUND_MESSAGES } from '~/domain/people-forms';

const api = defineApi({
  PUT: toggleCall({
    versioned: 'teamMembers',
    permission: 'team.write',
    summary: 'Active <-> inactive.',
    response: "200 { success, message: 'Ekip üyesi aktif edildi' | 'Ekip üyesi pasif edildi', teamMember }",
    notFound: NOT_FOUND_MESSAGES.teamMember,
    toggle: (context, id) => setTeamMemberActive(context.db, context.actor, id),
    answer: (member) => ({
      message: member.isActive ? 'Ekip üyesi aktif edildi' : 'Ekip üyesi pasif edildi',
      teamMember: member,
    }),
  }),
});
export const action = api.action;
