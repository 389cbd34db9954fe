import { aboutPageSchema } from '~/domain/content-forms';
import { apiError, call, defineApi, fieldErrorResponse, idParams, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { normalizeAboutBody } from '~/lib/api-shapes';
import { aboutPageFormValues, getAboutPage, removeAboutPage, saveAboutPage, serializeAboutPage } from '~/models/about.server';

const NOT_FOUND = 'Hakkımızda sayfası bulunamadı';
const params = idParams(NOT_FOUND);

const api = defineApi({
  PUT: call({
    auth: 'admin',
    summary: 'Updates a page.',
    params,
    body: aboutPageSchema,
    bodyFormat: 'form',
    bodyBase: ({ context, params }) => {
      const current = getAboutPage(context.db, params.id);
      if (!current) throw apiError(404, NOT_FOUND);
      return aboutPageFormValues(serializeAboutPage(current));
    },
    normalize: normalizeAboutBody,
    bodyNote: MULTIPART_NOTE,
    response: "200 { success, message: 'Sayfa güncellendi', aboutUs }",
    errors: [[404, NOT_FOUND], [400, VALIDATION_FAILED]],
    handler: async ({ context, params, body }) => {
      const result = await saveAboutPage(context, params.id, body);
      if (!result.ok) return 'fieldErrors' in result ? fieldErrorResponse(result.fieldErrors) : apiError(404, NOT_FOUND);
      return ok({ message: 'Sayfa güncellendi', aboutUs: result.value });
    },
  }),
  DELETE: call({
    auth: 'admin',
    summary: 'Deletes a page and its pictures.',
    params,
    response: "200 { success, message: 'Sayfa silindi' }",
    errors: [[404, NOT_FOUND]],
    handler: async ({ context, params }) => ((await removeAboutPage(context, params.id)) ? ok({ message: 'Sayfa silindi' }) : apiError(404, NOT_FOUND)),
  }),
});
export const action = api.action;
