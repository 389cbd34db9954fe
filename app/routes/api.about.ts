import { apiError, cachedJson } from '~/lib/http.server';
import { aboutJson } from '~/lib/public-json';
import { getActiveAboutPage } from '~/models/about.server';
import type { Route } from './+types/api.about';

/** GET /api/about -> { aboutUs }: the active about page; 404 when there is none. */
export function loader({ request, context }: Route.LoaderArgs) {
  const about = getActiveAboutPage(context.db);
  if (!about) throw apiError(404, 'Hakkımızda sayfası bulunamadı');
  return cachedJson(request, { aboutUs: aboutJson(about) });
}
