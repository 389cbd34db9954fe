import { galleryReorderSchema } from '~/domain/content-forms';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { VALIDATION_FAILED } from '~/http/api-doc-notes';
import { REORDER_UNKNOWN_MESSAGE, listGallery, reorderGallery } from '~/models/content/gallery.server';

const api = defineApi({
  PUT: call({
    auth: 'admin',
    permission: 'content.write',
    summary: 'New order of the pictures.',
    body: galleryReorderSchema,
    bodyFormat: 'form',
    response: "200 { success, message: 'Sıralama güncellendi', images }",
    errors: [
      [400, VALIDATION_FAILED],
      [400, REORDER_UNKNOWN_MESSAGE],
    ],
    handler: ({ context, body, session }) => {
      const result = reorderGallery(context.db, actorOf(session, context), body.items);
      if (!result.ok) return apiError(400, result.message);
      return ok({ message: 'Sıralama güncellendi', images: listGallery(context.db) });
    },
  }),
});
export const action = api.action;
