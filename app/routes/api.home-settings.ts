import { apiError, cachedJson } from '~/lib/http.server';
import { homeSettingsJson } from '~/lib/public-json';
import { getHomeSettings, homeSettingsFormValues, saveHomeSettings, serializeHomeSettings } from '~/models/content/home-settings.server';
import { HOME_IMAGE_FIELDS, type HomeImageField, homeSettingsSchema } from '~/domain/content-forms';
import { isUploadPath } from '~/domain/uploads';
import { adminApi, apiFormData, fieldErrorResponse, ok, validate } from '~/lib/admin-api.server';
import { normalizeImageUrl } from '~/lib/images';
import type { Route } from './+types/api.home-settings';

/** GET /api/home-settings -> { settings } (null when the studio has none yet). */
export function loader({ request, context }: Route.LoaderArgs) {
  const settings = getHomeSettings(context.db);
  return cachedJson(request, { settings: settings ? homeSettingsJson(settings) : null });
}

export const BAD_IMAGE_PATH_MESSAGE = 'Geçersiz resim yolu: önce resmi yükleyin (/api/home-settings/upload-image).';

/**
 * PUT /api/home-settings (admin): text and colour fields, `{fieldName: path}` for an image
 * uploaded before, or `{fieldName: null}` to remove one. Fields not sent keep their value.
 */
export function action({ request, context }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: async () => {
      const current = getHomeSettings(context.db);
      if (!current) return apiError(404, 'Ana sayfa ayarları bulunamadı');
      const paths: Partial<Record<HomeImageField, string | null>> = {};
      let badPath = false;
      const form = await apiFormData(request, {
        base: homeSettingsFormValues(serializeHomeSettings(current)),
        normalize: (values) => {
          const out = { ...values };
          for (const field of HOME_IMAGE_FIELDS) {
            if (!(field in out) || out[field] instanceof Blob) continue;
            const value = out[field];
            if (value === null || value === '') paths[field] = null;
            else {
              const path = normalizeImageUrl(String(value));
              if (path && isUploadPath(path)) paths[field] = path;
              else badPath = true;
            }
            delete out[field];
          }
          return out;
        },
      });
      if (badPath) return apiError(400, BAD_IMAGE_PATH_MESSAGE);
      const result = await saveHomeSettings(context, validate(form, homeSettingsSchema), paths);
      if (!result.ok) return fieldErrorResponse('fieldErrors' in result ? result.fieldErrors : {});
      return ok({ message: 'Ayarlar başarıyla güncellendi!', settings: result.value });
    },
  });
}
