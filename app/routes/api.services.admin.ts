import { adminApi, ok } from '~/lib/admin-api.server';
import { listServicesAdmin } from '~/models/catalogue/services.server';
import type { Route } from './+types/api.services.admin';

/** GET /api/services/admin: every service, active or not. */
export function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context, { GET: () => ok({ services: listServicesAdmin(context.db) }) });
}
