import { cachedJson } from '~/lib/http.server';
import { packageJson } from '~/lib/public-json';
import { listActivePackages } from '~/models/catalogue/active.server';
import { packageSchema } from '~/domain/catalog-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizePackageBody } from '~/lib/api-shapes';
import { savePackage } from '~/models/catalogue/packages.server';
import type { Route } from './+types/api.packages';

/** GET /api/packages -> { packages }: active packages with their services' ids and names. */
export function loader({ request, context }: Route.LoaderArgs) {
  return cachedJson(request, { packages: listActivePackages(context.db).map(packageJson) });
}

/** POST /api/packages (admin): creates a package. */
export function action({ request, context }: Route.ActionArgs) {
  return adminApi(request, context, {
    POST: async () => {
      const form = await apiFormData(request, { base: { isActive: true, displayOrder: 0 }, normalize: normalizePackageBody });
      const result = savePackage(context.db, undefined, validate(form, packageSchema));
      if (!result.ok) return 'field' in result ? fieldErrorResponse({ [result.field]: [result.message] }) : fieldErrorResponse({});
      return ok({ message: 'Paket oluşturuldu', package: result.pkg }, 201);
    },
  });
}
