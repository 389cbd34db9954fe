import { galleryReorderSchema } from '~/domain/content-forms';
import { adminApi, apiFormData, ok, validate } from '~/lib/admin-api.server';
import { apiError } from '~/lib/http.server';
import { listGallery, reorderGallery } from '~/models/content/gallery.server';
import type { Route } from './+types/api.gallery.reorder';

/** PUT /api/gallery/reorder (admin; body: items, a list of {id, sortOrder}). */
export function action({ request, context }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: async () => {
      const { items } = validate(await apiFormData(request), galleryReorderSchema);
      const result = reorderGallery(context.db, items);
      if (!result.ok) return apiError(400, result.message);
      return ok({ message: 'Sıralama güncellendi', images: listGallery(context.db) });
    },
  });
}
