import { adminApi, ok } from '~/lib/admin-api.server';
import { apiError, parseId } from '~/lib/http.server';
import { serializeCategory, setCategoryActive } from '~/models/catalogue/categories.server';
import type { Route } from './+types/api.categories.$id.toggle';

/** PUT /api/categories/:id/toggle (admin): active <-> inactive. */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: () => {
      const row = setCategoryActive(context.db, parseId(params.id, 'Kategori bulunamadı'));
      return row ? ok({ message: row.isActive ? 'Kategori aktif edildi' : 'Kategori pasif edildi', category: serializeCategory(row) }) : apiError(404, 'Kategori bulunamadı');
    },
  });
}
