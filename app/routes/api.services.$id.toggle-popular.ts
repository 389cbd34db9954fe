import { adminApi, ok } from '~/lib/admin-api.server';
import { apiError, parseId } from '~/lib/http.server';
import { setServiceFlag } from '~/models/catalogue/services.server';
import type { Route } from './+types/api.services.$id.toggle-popular';

/** PUT /api/services/:id/toggle-popular (admin): popular <-> normal. */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: () => {
      const service = setServiceFlag(context.db, parseId(params.id, 'Hizmet bulunamadı'), 'isPopular');
      return service ? ok({ message: service.isPopular ? 'Hizmet popüler yapıldı' : 'Hizmet normal yapıldı', service }) : apiError(404, 'Hizmet bulunamadı');
    },
  });
}
