import { adminApi, ok } from '~/lib/admin-api.server';
import { listPackagesAdmin } from '~/models/catalogue/packages.server';
import type { Route } from './+types/api.packages.admin';

/** GET /api/packages/admin: every package with its services. */
export function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context, { GET: () => ok({ packages: listPackagesAdmin(context.db) }) });
}
