import { z } from 'zod';
import { requiredImage } from '~/domain/uploads';
import { call, defineApi, fieldErrorResponse, ok } from '~/http/api.server';
import { VALIDATION_FAILED } from '~/http/api-doc-notes';
import { storeUploads } from '~/models/content/uploads.server';

const schema = z.object({ image: requiredImage('Lütfen bir resim seçin') });

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'content.write',
    summary: 'Stores a picture; a following PUT /api/home-settings assigns its path to a field.',
    body: schema,
    bodyFormat: 'form',
    bodyNote: "multipart/form-data, field `image` ('Lütfen bir resim seçin' when missing)",
    response: "201 { success, message: 'Resim yüklendi', imagePath }",
    errors: [[400, VALIDATION_FAILED]],
    handler: async ({ context, body }) => {
      const stored = await storeUploads({ image: body.image }, 'home', context);
      if (!stored.ok) return fieldErrorResponse(stored.fieldErrors as Record<string, string[]>);
      return ok({ message: 'Resim yüklendi', imagePath: stored.images.image!.url }, 201);
    },
  }),
});
export const action = api.action;
