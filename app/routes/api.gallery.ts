import { galleryUploadSchema } from '~/domain/content-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { uploadGalleryImage } from '~/models/gallery.server';
import type { Route } from './+types/api.gallery';

/** POST /api/gallery (admin; multipart: image, title, description). */
export function action({ request, context }: Route.ActionArgs) {
  return adminApi(request, context, {
    POST: async () => {
      const input = validate(await apiFormData(request), galleryUploadSchema);
      const result = await uploadGalleryImage(context, input);
      if (!result.ok) return fieldErrorResponse('fieldErrors' in result ? result.fieldErrors : {});
      return ok({ message: 'Resim yüklendi', image: result.value }, 201);
    },
  });
}
