import { categorySchema } from '~/domain/catalog-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeCategoryBody } from '~/lib/api-shapes';
import { apiError, parseId } from '~/lib/http.server';
import { categoryFormValues, getCategory, removeCategory, saveCategory, serializeCategory } from '~/models/catalogue/categories.server';
import type { Route } from './+types/api.categories.$id';

const NOT_FOUND = 'Kategori bulunamadı';

/** PUT /api/categories/:id (JSON or multipart), DELETE /api/categories/:id (admin). */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: async () => {
      const id = parseId(params.id, NOT_FOUND);
      const current = getCategory(context.db, id);
      if (!current) return apiError(404, NOT_FOUND);
      const form = await apiFormData(request, { base: categoryFormValues(serializeCategory(current)), normalize: normalizeCategoryBody });
      const result = await saveCategory(context, id, validate(form, categorySchema));
      if (!result.ok) return 'fieldErrors' in result ? fieldErrorResponse(result.fieldErrors) : apiError(404, NOT_FOUND);
      return ok({ message: 'Kategori güncellendi', category: result.value });
    },
    DELETE: async () => {
      const result = await removeCategory(context, parseId(params.id, NOT_FOUND));
      if (result.ok) return ok({ message: 'Kategori silindi' });
      return result.reason === 'in-use' ? apiError(409, result.message) : apiError(404, NOT_FOUND);
    },
  });
}
