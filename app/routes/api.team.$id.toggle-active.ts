import { adminApi, ok } from '~/lib/admin-api.server';
import { apiError, parseId } from '~/lib/http.server';
import { setTeamMemberActive } from '~/models/people/team.server';
import type { Route } from './+types/api.team.$id.toggle-active';

/** PUT /api/team/:id/toggle-active (admin). */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: () => {
      const member = setTeamMemberActive(context.db, parseId(params.id, 'Ekip üyesi bulunamadı'));
      return member ? ok({ message: member.isActive ? 'Ekip üyesi aktif edildi' : 'Ekip üyesi pasif edildi', teamMember: member }) : apiError(404, 'Ekip üyesi bulunamadı');
    },
  });
}
