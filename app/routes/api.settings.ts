import { apiError, readBody } from '~/lib/http.server';
import { requireAdminApi } from '~/models/auth.server';
import { SETTINGS_SAVED_MESSAGE, listSettings, settingProblem, upsertSetting, type SettingInput } from '~/models/settings.server';
import type { Route } from './+types/api.settings';

const noStore = { 'Cache-Control': 'private, no-store' };

/** GET /api/settings -> {success, settings: [{key, value, description, category, updatedAt}]} */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return Response.json({ success: true, settings: listSettings(context.db) }, { headers: noStore });
}

/**
 * POST /api/settings {settings} -> saves several settings at once. `settings` is an object
 * of key -> value, or a list of {key, value, description?, category?}. All or nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'POST') return apiError(405, 'Bu işlem desteklenmiyor');
  const body = await readBody(request);
  const raw = 'settings' in body ? body.settings : body;
  let inputs: SettingInput[];
  if (Array.isArray(raw)) {
    if (!raw.every((s) => s && typeof s === 'object' && !Array.isArray(s))) return apiError(400, 'Ayarlar listesi geçersiz');
    inputs = raw as SettingInput[];
  } else if (raw && typeof raw === 'object') {
    inputs = Object.entries(raw).map(([key, value]) => ({ key, value }));
  } else {
    return apiError(400, 'Ayarlar listesi geçersiz');
  }
  if (inputs.length === 0) return apiError(400, 'Kaydedilecek ayar yok');
  for (const input of inputs) {
    const problem = settingProblem(input);
    if (problem) return apiError(400, problem, { key: typeof input.key === 'string' ? input.key : null });
  }
  context.db.transaction(() => inputs.forEach((input) => upsertSetting(context.db, input)));
  return Response.json({ success: true, message: SETTINGS_SAVED_MESSAGE, settings: listSettings(context.db) }, { headers: noStore });
}
