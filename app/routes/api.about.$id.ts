import { aboutPageSchema } from '~/domain/content-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeAboutBody } from '~/lib/api-shapes';
import { apiError, parseId } from '~/lib/http.server';
import { aboutPageFormValues, getAboutPage, removeAboutPage, saveAboutPage, serializeAboutPage } from '~/models/content/about.server';
import type { Route } from './+types/api.about.$id';

const NOT_FOUND = 'Hakkımızda sayfası bulunamadı';

/** PUT /api/about/:id, DELETE /api/about/:id (admin). */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: async () => {
      const id = parseId(params.id, NOT_FOUND);
      const current = getAboutPage(context.db, id);
      if (!current) return apiError(404, NOT_FOUND);
      const form = await apiFormData(request, { base: aboutPageFormValues(serializeAboutPage(current)), normalize: normalizeAboutBody });
      const result = await saveAboutPage(context, id, validate(form, aboutPageSchema));
      if (!result.ok) return 'fieldErrors' in result ? fieldErrorResponse(result.fieldErrors) : apiError(404, NOT_FOUND);
      return ok({ message: 'Sayfa güncellendi', aboutUs: result.value });
    },
    DELETE: async () => {
      if (!(await removeAboutPage(context, parseId(params.id, NOT_FOUND)))) return apiError(404, NOT_FOUND);
      return ok({ message: 'Sayfa silindi' });
    },
  });
}
