import { cachedJson } from '~/lib/http.server';
import { serviceJson } from '~/lib/public-json';
import { listActiveServices } from '~/models/catalogue/active.server';
import { serviceSchema } from '~/domain/catalog-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeServiceBody } from '~/lib/api-shapes';
import { createService } from '~/models/catalogue/services.server';
import type { Route } from './+types/api.services';

/** GET /api/services -> { services }: active services, popular first then by id. */
export function loader({ request, context }: Route.LoaderArgs) {
  return cachedJson(request, { services: listActiveServices(context.db).map(serviceJson) });
}

/** POST /api/services (admin): creates a service. */
export function action({ request, context }: Route.ActionArgs) {
  return adminApi(request, context, {
    POST: async () => {
      const form = await apiFormData(request, { base: { isActive: true, duration: 60 }, normalize: normalizeServiceBody });
      const result = createService(context.db, validate(form, serviceSchema));
      if (!result.ok) return 'field' in result ? fieldErrorResponse({ [result.field]: [result.message] }) : fieldErrorResponse({});
      return ok({ message: 'Hizmet oluşturuldu', service: result.service }, 201);
    },
  });
}
