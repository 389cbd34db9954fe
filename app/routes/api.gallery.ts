import { GALLERY_PAGE_SIZE, MAX_PAGE_LIMIT } from '~/domain/pagination';
import { z } from 'zod';
import { cachedJson, parseQuery } from '~/lib/http.server';
import { galleryImageJson } from '~/lib/public-json';
import { intQueryField } from '~/lib/query';
import { listGalleryPage, uploadGalleryImage } from '~/models/content/gallery.server';
import { galleryUploadSchema } from '~/domain/content-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import type { Route } from './+types/api.gallery';

export const galleryQuerySchema = z.object({
  page: intQueryField('Geçersiz sayfa numarası: 1 veya daha büyük bir tam sayı olmalıdır.').describe('page number from 1'),
  limit: intQueryField(`Geçersiz limit: 1 ile ${MAX_PAGE_LIMIT} arasında bir tam sayı olmalıdır.`, { max: MAX_PAGE_LIMIT }).describe(`pictures per page, 1-${MAX_PAGE_LIMIT}, default ${GALLERY_PAGE_SIZE}`),
});

/** GET /api/gallery?page&limit -> { images, totalPages, currentPage }; page from 1, limit 1-100 (default 12). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { page, limit } = parseQuery(request, galleryQuerySchema);
  const result = listGalleryPage(context.db, page ?? 1, limit ?? GALLERY_PAGE_SIZE);
  return cachedJson(request, {
    images: result.images.map(galleryImageJson),
    totalPages: result.totalPages,
    currentPage: result.currentPage,
    total: result.total,
  });
}

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
