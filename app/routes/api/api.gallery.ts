import { z } from 'zod';
import { galleryUploadSchema } from '~/domain/content-forms';
import { GALLERY_PAGE_SIZE, MAX_PAGE_LIMIT } from '~/domain/pagination';
import { call, createCall, defineApi } from '~/http/api.server';
import { cachedJson } from '~/http/http.server';
import { galleryImageJson } from '~/http/public-json';
import { intQueryField } from '~/http/query';
import { listGalleryPage, uploadGalleryImage } from '~/models/content/gallery.server';

const BAD_PAGE = 'Geçersiz sayfa numarası: 1 veya daha büyük bir tam sayı olmalıdır.';
const BAD_LIMIT = `Geçersiz limit: 1 ile ${MAX_PAGE_LIMIT} arasında bir tam sayı olmalıdır.`;

const galleryQuerySchema = z.object({
  page: intQueryField(BAD_PAGE).describe('page number from 1'),
  limit: intQueryField(BAD_LIMIT, { max: MAX_PAGE_LIMIT }).describe(
    `pictures per page, 1-${MAX_PAGE_LIMIT}, default ${GALLERY_PAGE_SIZE}`,
  ),
});

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'One page of the gallery (cached).',
    query: galleryQuerySchema,
    response:
      '200 { images: [{ id, title, description, imageUrl, width, height, sortOrder, uploadDate }], totalPages, currentPage, total }',
    errors: [
      [400, BAD_PAGE],
      [400, BAD_LIMIT],
    ],
    handler: ({ request, context, query }) => {
      const result = listGalleryPage(context.db, query.page ?? 1, query.limit ?? GALLERY_PAGE_SIZE);
      return cachedJson(request, {
        images: result.images.map(galleryImageJson),
        totalPages: result.totalPages,
        currentPage: result.currentPage,
        total: result.total,
      });
    },
  }),
  POST: createCall({
    permission: 'content.write',
    summary: 'Uploads a picture.',
    body: galleryUploadSchema,
    bodyNote: 'multipart/form-data (image: JPEG, PNG, WebP or GIF up to 5 MB)',
    save: uploadGalleryImage,
    message: 'Resim yüklendi',
    key: 'image',
  }),
});
export const loader = api.loader;
export const action = api.action;
