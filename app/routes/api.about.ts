import { apiError, cachedJson } from '~/lib/http.server';
import { aboutJson } from '~/lib/public-json';
import { getActiveAboutPage, saveAboutPage } from '~/models/content/about.server';
import { aboutPageSchema } from '~/domain/content-forms';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeAboutBody } from '~/lib/api-shapes';
import type { Route } from './+types/api.about';

/** GET /api/about -> { aboutUs }: the active about page; 404 when there is none. */
export function loader({ request, context }: Route.LoaderArgs) {
  const about = getActiveAboutPage(context.db);
  if (!about) throw apiError(404, 'Hakkımızda sayfası bulunamadı');
  return cachedJson(request, { aboutUs: aboutJson(about) });
}

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
