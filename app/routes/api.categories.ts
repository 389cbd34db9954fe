import { cachedJson } from '~/lib/http.server';
import { categoryJson } from '~/lib/public-json';
import { listActiveCategories } from '~/models/catalogue/active.server';
import { categorySchema } from '~/domain/catalog-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeCategoryBody } from '~/lib/api-shapes';
import { saveCategory } from '~/models/catalogue/categories.server';
import type { Route } from './+types/api.categories';

/** GET /api/categories -> { categories }: active categories by displayOrder, 'packages' last. */
export function loader({ request, context }: Route.LoaderArgs) {
  return cachedJson(request, { categories: listActiveCategories(context.db).map(categoryJson) });
}

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
