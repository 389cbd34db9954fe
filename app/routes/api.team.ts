import { apiError, cachedJson } from '~/lib/http.server';
import { teamMemberJson } from '~/lib/public-json';
import { intParam } from '~/lib/query';
import { listActiveTeamMembers, saveTeamMember } from '~/models/team.server';
import { teamMemberSchema } from '~/domain/people-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeTeamBody } from '~/lib/api-shapes';
import type { Route } from './+types/api.team';

/** GET /api/team[?categoryId=] -> { teamMembers }: active members, optionally those active in one category. */
export function loader({ request, context }: Route.LoaderArgs) {
  const categoryId = intParam(new URL(request.url).searchParams.get('categoryId'));
  if (categoryId === null) throw apiError(400, 'Geçersiz kategori: categoryId pozitif bir tam sayı olmalıdır.');
  return cachedJson(request, { teamMembers: listActiveTeamMembers(context.db, { categoryId }).map(teamMemberJson) });
}

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
