import { z } from 'zod';
import { requiredImage } from '~/domain/uploads';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { storeUploads } from '~/models/content/uploads.server';
import type { Route } from './+types/api.home-settings.upload-image';

const schema = z.object({ image: requiredImage('Lütfen bir resim seçin') });

/**
 * POST /api/home-settings/upload-image (admin; multipart field `image`): stores the picture
 * and answers its path, which a following PUT /api/home-settings assigns to a field.
 */
export function action({ request, context }: Route.ActionArgs) {
  return adminApi(request, context, {
    POST: async () => {
      const { image } = validate(await apiFormData(request), schema);
      const stored = await storeUploads({ image }, 'home', context.config.uploadsDir);
      if (!stored.ok) return fieldErrorResponse(stored.fieldErrors as Record<string, string[]>);
      return ok({ message: 'Resim yüklendi', imagePath: stored.images.image!.url }, 201);
    },
  });
}
