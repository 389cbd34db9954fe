import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import {
  INVALID_SETTING_KEY_MESSAGE,
  SETTINGS_SAVED_MESSAGE,
  SETTING_NOT_FOUND_MESSAGE,
  deleteSetting,
  getSetting,
  isValidSettingKey,
  settingProblem,
  upsertSetting,
} from '~/models/settings/registry.server';
import type { Route } from './+types/api.settings.$key';

const noStore = { 'Cache-Control': 'private, no-store' };

/** GET /api/settings/:key -> {success, setting} */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  if (!isValidSettingKey(params.key)) return apiError(404, SETTING_NOT_FOUND_MESSAGE);
  const setting = getSetting(context.db, params.key);
  if (!setting) return apiError(404, SETTING_NOT_FOUND_MESSAGE);
  return Response.json({ success: true, setting }, { headers: noStore });
}

/** PUT /api/settings/:key {value, description?, category?}; DELETE /api/settings/:key */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (!isValidSettingKey(params.key)) return apiError(400, INVALID_SETTING_KEY_MESSAGE);
  if (request.method === 'DELETE') {
    if (!deleteSetting(context.db, params.key)) return apiError(404, SETTING_NOT_FOUND_MESSAGE);
    return Response.json({ success: true, message: 'Ayar silindi' }, { headers: noStore });
  }
  if (request.method !== 'PUT' && request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const body = await readBody(request);
  const input = { key: params.key, value: body.value, description: body.description, category: body.category };
  const problem = settingProblem(input);
  if (problem) return apiError(400, problem);
  const setting = upsertSetting(context.db, input);
  return Response.json({ success: true, message: SETTINGS_SAVED_MESSAGE, setting }, { headers: noStore });
}
