import { galleryEditSchema } from '~/domain/content-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { apiError, parseId } from '~/lib/http.server';
import { editGalleryImage, getGalleryImage, removeGalleryImage } from '~/models/content/gallery.server';
import type { Route } from './+types/api.gallery.$id';

const NOT_FOUND = 'Resim bulunamadı';

/** PUT /api/gallery/:id (title, description, optional new image), DELETE /api/gallery/:id (admin). */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: async () => {
      const id = parseId(params.id, NOT_FOUND);
      const current = getGalleryImage(context.db, id);
      if (!current) return apiError(404, NOT_FOUND);
      const form = await apiFormData(request, {
        base: { title: current.title, description: current.description ?? '' },
        normalize: ({ imageUrl: _ignored, ...values }) => values,
      });
      const result = await editGalleryImage(context, id, validate(form, galleryEditSchema));
      if (!result.ok) return 'fieldErrors' in result ? fieldErrorResponse(result.fieldErrors) : apiError(404, NOT_FOUND);
      return ok({ message: 'Resim güncellendi', image: result.value });
    },
    DELETE: async () => {
      if (!(await removeGalleryImage(context, parseId(params.id, NOT_FOUND)))) return apiError(404, NOT_FOUND);
      return ok({ message: 'Resim silindi' });
    },
  });
}
