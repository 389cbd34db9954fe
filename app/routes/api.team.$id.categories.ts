import { teamCategorySchema } from '~/domain/people-forms';
import { adminApi, apiFormData, ok, validate } from '~/lib/admin-api.server';
import { apiError, parseId } from '~/lib/http.server';
import { addTeamMemberCategory, getTeamMember } from '~/models/people/team.server';
import type { Route } from './+types/api.team.$id.categories';

const NOT_FOUND = 'Ekip üyesi bulunamadı';

/** GET /api/team/:id/categories (admin): the member with their categories. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return adminApi(request, context, {
    GET: () => {
      const member = getTeamMember(context.db, parseId(params.id, NOT_FOUND));
      return member ? ok({ teamMember: member }) : apiError(404, NOT_FOUND);
    },
  });
}

/** POST /api/team/:id/categories (admin; body: categoryId). */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    POST: async () => {
      const id = parseId(params.id, NOT_FOUND);
      const { categoryId } = validate(await apiFormData(request), teamCategorySchema);
      const result = addTeamMemberCategory(context.db, id, categoryId);
      return result.ok ? ok({ message: 'Kategori eklendi', teamMember: result.member }, 201) : apiError(result.status, result.message);
    },
  });
}
