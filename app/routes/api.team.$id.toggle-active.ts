import { defineApi, toggleCall } from '~/lib/api.server';
import { setTeamMemberActive } from '~/models/people/team.server';

const api = defineApi({
  PUT: toggleCall({
    summary: 'Active <-> inactive.',
    response: "200 { success, message: 'Ekip üyesi aktif edildi' | 'Ekip üyesi pasif edildi', teamMember }",
    notFound: 'Ekip üyesi bulunamadı',
    toggle: (context, id) => setTeamMemberActive(context.db, context.actor, id),
    answer: (member) => ({ message: member.isActive ? 'Ekip üyesi aktif edildi' : 'Ekip üyesi pasif edildi', teamMember: member }),
  }),
});
export const action = api.action;
