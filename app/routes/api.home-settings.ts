import { cachedJson } from '~/lib/http.server';
import { homeSettingsJson } from '~/lib/public-json';
import { getHomeSettings } from '~/models/home-settings.server';
import type { Route } from './+types/api.home-settings';

/** GET /api/home-settings -> { settings } (null when the studio has none yet). */
export function loader({ request, context }: Route.LoaderArgs) {
  const settings = getHomeSettings(context.db);
  return cachedJson(request, { settings: settings ? homeSettingsJson(settings) : null });
}
