import { apiError, cachedJson } from '~/lib/http.server';
import { teamMemberJson } from '~/lib/public-json';
import { intParam } from '~/lib/query';
import { listActiveTeamMembers } from '~/models/team.server';
import type { Route } from './+types/api.team';

/** GET /api/team[?categoryId=] -> { teamMembers }: active members, optionally those active in one category. */
export function loader({ request, context }: Route.LoaderArgs) {
  const categoryId = intParam(new URL(request.url).searchParams.get('categoryId'));
  if (categoryId === null) throw apiError(400, 'Geçersiz kategori: categoryId pozitif bir tam sayı olmalıdır.');
  return cachedJson(request, { teamMembers: listActiveTeamMembers(context.db, { categoryId }).map(teamMemberJson) });
}
