import { galleryEditSchema } from '~/domain/content-forms';
import { apiError, call, defineApi, fieldErrorResponse, idParams, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { editGalleryImage, getGalleryImage, removeGalleryImage } from '~/models/gallery.server';

const NOT_FOUND = 'Resim bulunamadı';
const params = idParams(NOT_FOUND);

const api = defineApi({
  PUT: call({
    auth: 'admin',
    summary: 'Title, description, optional new image.',
    params,
    body: galleryEditSchema,
    bodyFormat: 'form',
    bodyBase: ({ context, params }) => {
      const current = getGalleryImage(context.db, params.id);
      if (!current) throw apiError(404, NOT_FOUND);
      return { title: current.title, description: current.description ?? '' };
    },
    normalize: ({ imageUrl: _ignored, ...values }) => values,
    bodyNote: MULTIPART_NOTE,
    response: "200 { success, message: 'Resim güncellendi', image }",
    errors: [[404, NOT_FOUND], [400, VALIDATION_FAILED]],
    handler: async ({ context, params, body }) => {
      const result = await editGalleryImage(context, params.id, body);
      if (!result.ok) return 'fieldErrors' in result ? fieldErrorResponse(result.fieldErrors) : apiError(404, NOT_FOUND);
      return ok({ message: 'Resim güncellendi', image: result.value });
    },
  }),
  DELETE: call({
    auth: 'admin',
    summary: 'Deletes the picture and its files.',
    params,
    response: "200 { success, message: 'Resim silindi' }",
    errors: [[404, NOT_FOUND]],
    handler: async ({ context, params }) => ((await removeGalleryImage(context, params.id)) ? ok({ message: 'Resim silindi' }) : apiError(404, NOT_FOUND)),
  }),
});
export const action = api.action;
