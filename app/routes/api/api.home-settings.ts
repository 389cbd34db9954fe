import { actorOf } from '~/http/auth.server';
import { HOME_IMAGE_FIELDS, type HomeImageField, homeSettingsSchema } from '~/domain/content-forms';
import { isUploadPath } from '~/domain/uploads';
import { apiError, call, defineApi, fieldErrorResponse, ok, type Values } from '~/http/api.server';
import { VALIDATION_FAILED } from '~/http/api-doc-notes';
import { cachedJson } from '~/http/http.server';
import { normalizeImageUrl } from '~/utils/images';
import { homeSettingsJson } from '~/http/public-json';
import {
  getHomeSettings,
  homeSettingsFormValues,
  saveHomeSettings,
  serializeHomeSettings,
} from '~/models/content/home-settings.server';

const NOT_FOUND = 'Ana sayfa ayarları bulunamadı';
const BAD_IMAGE_PATH_MESSAGE = 'Geçersiz resim yolu: önce resmi yükleyin (/api/home-settings/upload-image).';

/** The picture fields a body names as paths (a file uploaded before) or null (remove); a path that is not an upload is refused. */
function imagePaths(values: Values): Partial<Record<HomeImageField, string | null>> {
  const paths: Partial<Record<HomeImageField, string | null>> = {};
  for (const field of HOME_IMAGE_FIELDS) {
    if (!(field in values) || values[field] instanceof Blob) continue;
    const value = values[field];
    if (value === null || value === '') paths[field] = null;
    else {
      const path = normalizeImageUrl(String(value));
      if (!path || !isUploadPath(path)) throw apiError(400, BAD_IMAGE_PATH_MESSAGE);
      paths[field] = path;
    }
  }
  return paths;
}

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'The home page settings (null when there are none; cached).',
    response: '200 { settings: { heroTitle, heroSubtitle, heroImage, ..., colours, updatedAt } | null }',
    handler: ({ request, context }) => {
      const settings = getHomeSettings(context.db);
      return cachedJson(request, { settings: settings ? homeSettingsJson(settings) : null });
    },
  }),
  PUT: call({
    auth: 'admin',
    permission: 'content.write',
    summary:
      'Text and colour fields; `{ imageField: path }` assigns a picture uploaded before, `{ imageField: null }` removes one. Fields not sent keep their value.',
    body: homeSettingsSchema,
    bodyFormat: 'form',
    bodyBase: ({ context }) => {
      const current = getHomeSettings(context.db);
      if (!current) throw apiError(404, NOT_FOUND);
      return homeSettingsFormValues(serializeHomeSettings(current));
    },
    normalize: (values) => {
      const paths = imagePaths(values);
      const out = { ...values };
      for (const field of Object.keys(paths)) delete out[field];
      return out;
    },
    response: "200 { success, message: 'Ayarlar başarıyla güncellendi!', settings }",
    errors: [
      [404, NOT_FOUND],
      [400, BAD_IMAGE_PATH_MESSAGE],
      [400, VALIDATION_FAILED],
    ],
    handler: async ({ context, body, values, session }) => {
      const result = await saveHomeSettings({ ...context, actor: actorOf(session, context) }, body, imagePaths(values));
      if (!result.ok) return fieldErrorResponse('fieldErrors' in result ? result.fieldErrors : {});
      return ok({ message: 'Ayarlar başarıyla güncellendi!', settings: result.value });
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
