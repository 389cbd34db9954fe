import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { z } from 'zod';
import { SETTINGS_SAVED_MESSAGE, listSettings, settingProblem, upsertSetting, type SettingInput } from '~/models/settings/registry.server';
import type { Route } from './+types/api.settings';

const noStore = { 'Cache-Control': 'private, no-store' };
const INVALID_LIST = 'Ayarlar listesi geçersiz';

/**
 * POST /api/settings's `settings`: an object of key -> value, or a list of {key, value,
 * description?, category?}; each item is then checked by settingInputSchema (settingProblem).
 */
export const settingsBatchSchema = z
  .union([z.array(z.looseObject({})), z.record(z.string(), z.unknown())], { error: INVALID_LIST })
  .transform((raw): SettingInput[] => (Array.isArray(raw) ? (raw as SettingInput[]) : Object.entries(raw).map(([key, value]) => ({ key, value }))))
  .refine((list) => list.length > 0, 'Kaydedilecek ayar yok');

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
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const body = await readBody(request);
  const parsed = settingsBatchSchema.safeParse('settings' in body ? body.settings : body);
  if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? INVALID_LIST);
  const inputs = parsed.data;
  for (const input of inputs) {
    const problem = settingProblem(input);
    if (problem) return apiError(400, problem, { key: typeof input.key === 'string' ? input.key : null });
  }
  context.db.transaction(() => inputs.forEach((input) => upsertSetting(context.db, input)));
  return Response.json({ success: true, message: SETTINGS_SAVED_MESSAGE, settings: listSettings(context.db) }, { headers: noStore });
}
