import { categorySchema } from '~/domain/catalog-forms';
import { call, defineApi, fieldErrorResponse, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { normalizeCategoryBody } from '~/lib/api-shapes';
import { cachedJson } from '~/lib/http.server';
import { categoryJson } from '~/lib/public-json';
import { listActiveCategories } from '~/models/catalogue.server';
import { saveCategory } from '~/models/categories.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: "Active categories by displayOrder, 'packages' last (cached).",
    response: '200 { categories: [{ id, name, displayName, icon, description, backgroundImage, displayOrder, isActive }] }',
    handler: ({ request, context }) => cachedJson(request, { categories: listActiveCategories(context.db).map(categoryJson) }),
  }),
  POST: call({
    auth: 'admin',
    summary: 'Creates a category (optional backgroundImage file).',
    body: categorySchema,
    bodyFormat: 'form',
    normalize: normalizeCategoryBody,
    bodyNote: MULTIPART_NOTE,
    response: "201 { success, message: 'Kategori oluşturuldu', category }",
    errors: [[400, VALIDATION_FAILED]],
    handler: async ({ context, body }) => {
      const result = await saveCategory(context, undefined, body);
      if (!result.ok) return fieldErrorResponse('fieldErrors' in result ? result.fieldErrors : {});
      return ok({ message: 'Kategori oluşturuldu', category: result.value }, 201);
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
