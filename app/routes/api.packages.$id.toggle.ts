import { adminApi, ok } from '~/lib/admin-api.server';
import { apiError, parseId } from '~/lib/http.server';
import { setPackageActive } from '~/models/catalogue/packages.server';
import type { Route } from './+types/api.packages.$id.toggle';

/** PUT /api/packages/:id/toggle (admin): active <-> inactive. */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: () => {
      const pkg = setPackageActive(context.db, parseId(params.id, 'Paket bulunamadı'));
      return pkg ? ok({ message: pkg.isActive ? 'Paket aktif edildi' : 'Paket pasif edildi', package: pkg }) : apiError(404, 'Paket bulunamadı');
    },
  });
}
