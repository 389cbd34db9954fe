import { adminApi, ok } from '~/lib/admin-api.server';
import { listAboutPages } from '~/models/content/about.server';
import type { Route } from './+types/api.about.admin';

/** GET /api/about/admin: every about-us page, newest first. */
export function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context, { GET: () => ok({ aboutUs: listAboutPages(context.db) }) });
}
