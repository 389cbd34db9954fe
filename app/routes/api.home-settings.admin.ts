import { adminApi, ok } from '~/lib/admin-api.server';
import { apiError } from '~/lib/http.server';
import { getHomeSettings, serializeHomeSettings } from '~/models/content/home-settings.server';
import type { Route } from './+types/api.home-settings.admin';

/** GET /api/home-settings/admin: the settings object. */
export function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context, {
    GET: () => {
      const row = getHomeSettings(context.db);
      return row ? ok({ settings: serializeHomeSettings(row) }) : apiError(404, 'Ana sayfa ayarları bulunamadı');
    },
  });
}
