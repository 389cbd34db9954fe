import { z } from 'zod';
import { cachedJson, parseQuery } from '~/lib/http.server';
import { teamMemberJson } from '~/lib/public-json';
import { intQueryField } from '~/lib/query';
import { listActiveTeamMembers, saveTeamMember } from '~/models/people/team.server';
import { teamMemberSchema } from '~/domain/people-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeTeamBody } from '~/lib/api-shapes';
import type { Route } from './+types/api.team';

export const teamQuerySchema = z.object({
  categoryId: intQueryField('Geçersiz kategori: categoryId pozitif bir tam sayı olmalıdır.').describe('only members active in this category'),
});

/** GET /api/team[?categoryId=] -> { teamMembers }: active members, optionally those active in one category. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { categoryId } = parseQuery(request, teamQuerySchema);
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
