import { categorySchema } from '~/domain/catalog-forms';
import { apiError, call, defineApi, fieldErrorResponse, idParams, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { normalizeCategoryBody } from '~/lib/api-shapes';
import { categoryFormValues, categoryInUseMessage, getCategory, removeCategory, saveCategory, serializeCategory } from '~/models/categories.server';

const NOT_FOUND = 'Kategori bulunamadı';
const params = idParams(NOT_FOUND);

const api = defineApi({
  PUT: call({
    auth: 'admin',
    summary: 'Updates a category.',
    params,
    body: categorySchema,
    bodyFormat: 'form',
    bodyBase: ({ context, params }) => {
      const current = getCategory(context.db, params.id);
      if (!current) throw apiError(404, NOT_FOUND);
      return categoryFormValues(serializeCategory(current));
    },
    normalize: normalizeCategoryBody,
    bodyNote: MULTIPART_NOTE,
    response: "200 { success, message: 'Kategori güncellendi', category }",
    errors: [[404, NOT_FOUND], [400, VALIDATION_FAILED]],
    handler: async ({ context, params, body }) => {
      const result = await saveCategory(context, params.id, body);
      if (!result.ok) return 'fieldErrors' in result ? fieldErrorResponse(result.fieldErrors) : apiError(404, NOT_FOUND);
      return ok({ message: 'Kategori güncellendi', category: result.value });
    },
  }),
  DELETE: call({
    auth: 'admin',
    summary: 'Deletes a category that no service uses.',
    params,
    response: "200 { success, message: 'Kategori silindi' }",
    errors: [[404, NOT_FOUND], [409, categoryInUseMessage(2, 1)]],
    handler: async ({ context, params }) => {
      const result = await removeCategory(context, params.id);
      if (result.ok) return ok({ message: 'Kategori silindi' });
      return result.reason === 'in-use' ? apiError(409, result.message) : apiError(404, NOT_FOUND);
    },
  }),
});
export const action = api.action;
