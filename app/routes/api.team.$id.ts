import { teamMemberSchema } from '~/domain/people-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeTeamBody } from '~/lib/api-shapes';
import { apiError, parseId } from '~/lib/http.server';
import { getTeamMember, removeTeamMember, saveTeamMember, teamMemberFormValues } from '~/models/people/team.server';
import type { Route } from './+types/api.team.$id';

const NOT_FOUND = 'Ekip üyesi bulunamadı';

/** PUT /api/team/:id (multipart or JSON), DELETE /api/team/:id (admin). */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: async () => {
      const id = parseId(params.id, NOT_FOUND);
      const current = getTeamMember(context.db, id);
      if (!current) return apiError(404, NOT_FOUND);
      const form = await apiFormData(request, { base: teamMemberFormValues(current), normalize: normalizeTeamBody });
      const result = await saveTeamMember(context, id, validate(form, teamMemberSchema));
      if (!result.ok) return 'fieldErrors' in result ? fieldErrorResponse(result.fieldErrors) : apiError(404, NOT_FOUND);
      return ok({ message: 'Ekip üyesi güncellendi', teamMember: result.value });
    },
    DELETE: async () => {
      if (!(await removeTeamMember(context, parseId(params.id, NOT_FOUND)))) return apiError(404, NOT_FOUND);
      return ok({ message: 'Ekip üyesi silindi' });
    },
  });
}
