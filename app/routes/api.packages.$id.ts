import { packageSchema } from '~/domain/catalog-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizePackageBody } from '~/lib/api-shapes';
import { apiError, parseId } from '~/lib/http.server';
import { deletePackage, getPackage, packageFormValues, savePackage } from '~/models/catalogue/packages.server';
import type { Route } from './+types/api.packages.$id';

const NOT_FOUND = 'Paket bulunamadı';

/** PUT /api/packages/:id, DELETE /api/packages/:id (admin). */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: async () => {
      const id = parseId(params.id, NOT_FOUND);
      const current = getPackage(context.db, id);
      if (!current) return apiError(404, NOT_FOUND);
      const form = await apiFormData(request, { base: packageFormValues(current), normalize: normalizePackageBody });
      const result = savePackage(context.db, id, validate(form, packageSchema));
      if (!result.ok) return 'field' in result ? fieldErrorResponse({ [result.field]: [result.message] }) : apiError(404, NOT_FOUND);
      return ok({ message: 'Paket güncellendi', package: result.pkg });
    },
    DELETE: () => {
      if (!deletePackage(context.db, parseId(params.id, NOT_FOUND))) return apiError(404, NOT_FOUND);
      return ok({ message: 'Paket silindi' });
    },
  });
}
