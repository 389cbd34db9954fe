import { teamMemberSchema, NOT_FOUND_MESSAGES } from '~/domain/people-forms';
import { defineApi, deleteCall, updateCall } from '~/http/api.server';
import { normalizeTeamBody } from '~/http/api-shapes';
import { getTeamMember, removeTeamMember, saveTeamMember, teamMemberFormValues } from '~/models/people/team.server';

const NOT_FOUND = NOT_FOUND_MESSAGES.teamMember;

const api = defineApi({
  PUT: updateCall({
    permission: 'team.write',
    summary: 'Updates a member.',
    notFound: NOT_FOUND,
    body: teamMemberSchema,
    current: getTeamMember,
    formValues: teamMemberFormValues,
    normalize: normalizeTeamBody,
    save: (context, id, body, expectedVersion) => saveTeamMember(context, id, body, { expectedVersion }),
    versioned: true,
    message: 'Ekip üyesi güncellendi',
    key: 'teamMember',
  }),
  DELETE: deleteCall({
    versioned: 'teamMembers',
    permission: 'team.write',
    summary: 'Deletes a member.',
    notFound: NOT_FOUND,
    remove: removeTeamMember,
    message: 'Ekip üyesi silindi',
  }),
});
export const action = api.action;
