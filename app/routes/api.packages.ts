import { cachedJson } from '~/lib/http.server';
import { packageJson } from '~/lib/public-json';
import { listActivePackages } from '~/models/catalogue.server';
import type { Route } from './+types/api.packages';

/** GET /api/packages -> { packages }: active packages with their services' ids and names. */
export function loader({ request, context }: Route.LoaderArgs) {
  return cachedJson(request, { packages: listActivePackages(context.db).map(packageJson) });
}
