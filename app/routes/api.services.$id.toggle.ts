import { adminApi, ok } from '~/lib/admin-api.server';
import { apiError, parseId } from '~/lib/http.server';
import { setServiceFlag } from '~/models/catalogue/services.server';
import type { Route } from './+types/api.services.$id.toggle';

/** PUT /api/services/:id/toggle (admin): active <-> inactive. */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: () => {
      const service = setServiceFlag(context.db, parseId(params.id, 'Hizmet bulunamadı'), 'isActive');
      return service ? ok({ message: service.isActive ? 'Hizmet aktif edildi' : 'Hizmet pasif edildi', service }) : apiError(404, 'Hizmet bulunamadı');
    },
  });
}
