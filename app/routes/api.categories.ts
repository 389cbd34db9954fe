import { categorySchema } from '~/domain/catalog-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeCategoryBody } from '~/lib/api-shapes';
import { saveCategory } from '~/models/categories.server';
import type { Route } from './+types/api.categories';

/** POST /api/categories (admin; JSON or multipart with an optional backgroundImage). */
export function action({ request, context }: Route.ActionArgs) {
  return adminApi(request, context, {
    POST: async () => {
      const form = await apiFormData(request, { normalize: normalizeCategoryBody });
      const result = await saveCategory(context, undefined, validate(form, categorySchema));
      if (!result.ok) return fieldErrorResponse('fieldErrors' in result ? result.fieldErrors : {});
      return ok({ message: 'Kategori oluşturuldu', category: result.value }, 201);
    },
  });
}
