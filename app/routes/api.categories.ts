import { cachedJson } from '~/lib/http.server';
import { categoryJson } from '~/lib/public-json';
import { listActiveCategories } from '~/models/catalogue.server';
import type { Route } from './+types/api.categories';

/** GET /api/categories -> { categories }: active categories by displayOrder, 'packages' last. */
export function loader({ request, context }: Route.LoaderArgs) {
  return cachedJson(request, { categories: listActiveCategories(context.db).map(categoryJson) });
}
