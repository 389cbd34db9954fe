import { teamMemberSchema } from '~/domain/people-forms';
import { apiError, call, defineApi, fieldErrorResponse, idParams, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { normalizeTeamBody } from '~/lib/api-shapes';
import { getTeamMember, removeTeamMember, saveTeamMember, teamMemberFormValues } from '~/models/team.server';

const NOT_FOUND = 'Ekip üyesi bulunamadı';
const params = idParams(NOT_FOUND);

const api = defineApi({
  PUT: call({
    auth: 'admin',
    summary: 'Updates a member.',
    params,
    body: teamMemberSchema,
    bodyFormat: 'form',
    bodyBase: ({ context, params }) => {
      const current = getTeamMember(context.db, params.id);
      if (!current) throw apiError(404, NOT_FOUND);
      return teamMemberFormValues(current);
    },
    normalize: normalizeTeamBody,
    bodyNote: MULTIPART_NOTE,
    response: "200 { success, message: 'Ekip üyesi güncellendi', teamMember }",
    errors: [[404, NOT_FOUND], [400, VALIDATION_FAILED]],
    handler: async ({ context, params, body }) => {
      const result = await saveTeamMember(context, params.id, body);
      if (!result.ok) return 'fieldErrors' in result ? fieldErrorResponse(result.fieldErrors) : apiError(404, NOT_FOUND);
      return ok({ message: 'Ekip üyesi güncellendi', teamMember: result.value });
    },
  }),
  DELETE: call({
    auth: 'admin',
    summary: 'Deletes a member.',
    params,
    response: "200 { success, message: 'Ekip üyesi silindi' }",
    errors: [[404, NOT_FOUND]],
    handler: async ({ context, params }) => ((await removeTeamMember(context, params.id)) ? ok({ message: 'Ekip üyesi silindi' }) : apiError(404, NOT_FOUND)),
  }),
});
export const action = api.action;
