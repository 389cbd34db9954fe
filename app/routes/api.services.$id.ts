import { apiError, cachedJson, parseId } from '~/lib/http.server';
import { serviceJson } from '~/lib/public-json';
import { getActiveService } from '~/models/catalogue.server';
import type { Route } from './+types/api.services.$id';

const NOT_FOUND = 'Hizmet bulunamadı';

/** GET /api/services/:id -> { service } for an active service; 404 otherwise (also for a non-number). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const service = getActiveService(context.db, parseId(params.id, NOT_FOUND));
  if (!service) throw apiError(404, NOT_FOUND);
  return cachedJson(request, { service: serviceJson(service) });
}
