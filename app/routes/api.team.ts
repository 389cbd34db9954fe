import { teamMemberSchema } from '~/domain/people-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeTeamBody } from '~/lib/api-shapes';
import { saveTeamMember } from '~/models/team.server';
import type { Route } from './+types/api.team';

/** POST /api/team (admin; multipart: name, specialization, displayOrder, optional image). */
export function action({ request, context }: Route.ActionArgs) {
  return adminApi(request, context, {
    POST: async () => {
      const form = await apiFormData(request, { normalize: normalizeTeamBody });
      const result = await saveTeamMember(context, undefined, validate(form, teamMemberSchema));
      if (!result.ok) return fieldErrorResponse('fieldErrors' in result ? result.fieldErrors : {});
      return ok({ message: 'Ekip üyesi eklendi', teamMember: result.value }, 201);
    },
  });
}
