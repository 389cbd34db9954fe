import { aboutPageSchema } from '~/domain/content-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeAboutBody } from '~/lib/api-shapes';
import { saveAboutPage } from '~/models/about.server';
import type { Route } from './+types/api.about';

/** POST /api/about (admin; multipart or JSON: text fields, statsData, optional heroImage/storyImage). */
export function action({ request, context }: Route.ActionArgs) {
  return adminApi(request, context, {
    POST: async () => {
      const form = await apiFormData(request, { normalize: normalizeAboutBody });
      const result = await saveAboutPage(context, undefined, validate(form, aboutPageSchema));
      if (!result.ok) return fieldErrorResponse('fieldErrors' in result ? result.fieldErrors : {});
      return ok({ message: 'Sayfa oluşturuldu', aboutUs: result.value }, 201);
    },
  });
}
