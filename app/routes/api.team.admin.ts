import { adminApi, ok } from '~/lib/admin-api.server';
import { listTeamAdmin } from '~/models/people/team.server';
import type { Route } from './+types/api.team.admin';

/** GET /api/team/admin: every team member with categories. */
export function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context, { GET: () => ok({ teamMembers: listTeamAdmin(context.db) }) });
}
