import { categorySchema } from '~/domain/catalog-forms';
import { call, createCall, defineApi } from '~/http/api.server';
import { normalizeCategoryBody } from '~/http/api-shapes';
import { cachedJson } from '~/http/http.server';
import { categoryJson } from '~/http/public-json';
import { listActiveCategories } from '~/models/catalogue/active.server';
import { saveCategory } from '~/models/catalogue/categories.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: "Active categories by displayOrder, 'packages' last (cached).",
    response:
      '200 { categories: [{ id, name, displayName, icon, description, backgroundImage, displayOrder, isActive }] }',
    handler: ({ request, context }) =>
      cachedJson(request, { categories: listActiveCategories(context.db).map(categoryJson) }),
  }),
  POST: createCall({
    permission: 'catalogue.write',
    summary: 'Creates a category (optional backgroundImage file).',
    body: categorySchema,
    normalize: normalizeCategoryBody,
    save: (context, body) => saveCategory(context, undefined, body),
    message: 'Kategori oluşturuldu',
    key: 'category',
  }),
});
export const loader = api.loader;
export const action = api.action;
