import { adminApi, ok } from '~/lib/admin-api.server';
import { listCategoriesAdmin } from '~/models/catalogue/categories.server';
import type { Route } from './+types/api.categories.admin';

/** GET /api/categories/admin: every category with its usage counts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context, { GET: () => ok({ categories: listCategoriesAdmin(context.db) }) });
}
