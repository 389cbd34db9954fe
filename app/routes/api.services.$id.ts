import { apiError, cachedJson, parseId } from '~/lib/http.server';
import { serviceJson } from '~/lib/public-json';
import { getActiveService } from '~/models/catalogue/active.server';
import { serviceSchema } from '~/domain/catalog-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeServiceBody } from '~/lib/api-shapes';
import { deleteService, getService, serviceFormValues, updateService } from '~/models/catalogue/services.server';
import type { Route } from './+types/api.services.$id';

const NOT_FOUND = 'Hizmet bulunamadı';

/** GET /api/services/:id -> { service } for an active service; 404 otherwise (also for a non-number). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const service = getActiveService(context.db, parseId(params.id, NOT_FOUND));
  if (!service) throw apiError(404, NOT_FOUND);
  return cachedJson(request, { service: serviceJson(service) });
}


/** PUT /api/services/:id, DELETE /api/services/:id (admin). */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: async () => {
      const id = parseId(params.id, NOT_FOUND);
      const current = getService(context.db, id);
      if (!current) return apiError(404, NOT_FOUND);
      const form = await apiFormData(request, { base: serviceFormValues(current), normalize: normalizeServiceBody });
      const result = updateService(context.db, id, validate(form, serviceSchema));
      if (!result.ok) return 'field' in result ? fieldErrorResponse({ [result.field]: [result.message] }) : apiError(404, NOT_FOUND);
      return ok({ message: 'Hizmet güncellendi', service: result.service });
    },
    DELETE: () => {
      const id = parseId(params.id, NOT_FOUND);
      if (!deleteService(context.db, id)) return apiError(404, NOT_FOUND);
      return ok({ message: 'Hizmet silindi' });
    },
  });
}
