import { BAD_IF_MATCH_MESSAGE } from '~/domain/versions';
import { actorOf } from '~/http/auth.server';
import { categorySchema } from '~/domain/catalog-forms';
import { apiError, call, defineApi, idParams, ok, updateCall, versionRefusal } from '~/http/api.server';
import { normalizeCategoryBody } from '~/http/api-shapes';
import {
  categoryFormValues,
  categoryInUseMessage,
  getCategory,
  removeCategory,
  saveCategory,
  serializeCategory,
} from '~/models/catalogue/categories.server';

const NOT_FOUND = 'Kategori bulunamadı';

const api = defineApi({
  PUT: updateCall({
    permission: 'catalogue.write',
    summary: 'Updates a category.',
    notFound: NOT_FOUND,
    body: categorySchema,
    current: getCategory,
    formValues: (row) => categoryFormValues(serializeCategory(row)),
    normalize: normalizeCategoryBody,
    save: (context, id, body, expectedVersion) => saveCategory(context, id, body, { expectedVersion }),
    versioned: true,
    message: 'Kategori güncellendi',
    key: 'category',
  }),
  DELETE: call({
    auth: 'admin',
    permission: 'catalogue.write',
    summary: 'Deletes a category that no service uses.',
    ifMatch: true,
    params: idParams(NOT_FOUND),
    response: "200 { success, message: 'Kategori silindi' }",
    errors: [
      [404, NOT_FOUND],
      [409, categoryInUseMessage(2, 1)],
      [400, BAD_IF_MATCH_MESSAGE],
      [409, '{ message, currentVersion } when If-Match names another version'],
    ],
    handler: async ({ context, params, session, expectedVersion }) => {
      const changed = versionRefusal(context, 'categories', params.id, expectedVersion);
      if (changed) return changed;
      const result = await removeCategory({ ...context, actor: actorOf(session, context) }, params.id);
      if (result.ok) return ok({ message: 'Kategori silindi' });
      return result.reason === 'in-use' ? apiError(409, result.message) : apiError(404, NOT_FOUND);
    },
  }),
});
export const action = api.action;
