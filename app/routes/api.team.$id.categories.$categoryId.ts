import { adminApi, ok } from '~/lib/admin-api.server';
import { apiError, parseId } from '~/lib/http.server';
import { removeTeamMemberCategory } from '~/models/people/team.server';
import type { Route } from './+types/api.team.$id.categories.$categoryId';

/** DELETE /api/team/:id/categories/:categoryId (admin). */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    DELETE: () => {
      const result = removeTeamMemberCategory(context.db, parseId(params.id, 'Ekip üyesi bulunamadı'), parseId(params.categoryId, 'Kategori bulunamadı'));
      return result.ok ? ok({ message: 'Kategori kaldırıldı', teamMember: result.member }) : apiError(result.status, result.message);
    },
  });
}
