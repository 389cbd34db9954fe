import { cachedJson } from '~/lib/http.server';
import { serviceJson } from '~/lib/public-json';
import { listActiveServices } from '~/models/catalogue/active.server';
import type { Route } from './+types/api.services.popular';

/** GET /api/services/popular -> { services }: active popular services by id. */
export function loader({ request, context }: Route.LoaderArgs) {
  return cachedJson(request, { services: listActiveServices(context.db, { popularOnly: true }).map(serviceJson) });
}
