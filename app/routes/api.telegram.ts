import { METHOD_NOT_ALLOWED_MESSAGE, apiError } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { saveTelegramFromBody } from '~/models/messaging-api.server';
import { getTelegramRow, publicTelegramSettings } from '~/models/messaging/telegram.server';
import type { Route } from './+types/api.telegram';

const noStore = { 'Cache-Control': 'private, no-store' };

/** GET /api/telegram -> {success, settings} (the token never: `hasBotToken` tells whether one is stored). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return Response.json({ success: true, settings: publicTelegramSettings(getTelegramRow(context.db)) }, { headers: noStore });
}

/** POST /api/telegram {botToken?, chatId, isActive, sendNewAppointments, sendStatusUpdates} -> {success, message, settings}. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  return saveTelegramFromBody(request, context);
}
