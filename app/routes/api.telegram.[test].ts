import { telegramSettingsSchema } from '~/domain/messaging-settings';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { sendTelegramTest } from '~/models/messaging/manual-sends.server';
import type { Route } from './+types/api.telegram.[test]';

/** POST /api/telegram/test {botToken?, chatId?} -> {success, message}: with the given values, else the stored ones. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const parsed = telegramSettingsSchema.pick({ botToken: true, chatId: true }).safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? 'Geçersiz istek');
  const result = await sendTelegramTest(context.db, context.config, parsed.data, context.now());
  return result.ok ? Response.json({ success: true, message: result.message }, { headers: { 'Cache-Control': 'no-store' } }) : apiError(400, result.message);
}
