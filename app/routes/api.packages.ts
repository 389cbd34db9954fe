import { packageSchema } from '~/domain/catalog-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizePackageBody } from '~/lib/api-shapes';
import { savePackage } from '~/models/packages.server';
import type { Route } from './+types/api.packages';

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
