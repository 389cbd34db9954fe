import { METHOD_NOT_ALLOWED_MESSAGE, apiError, parseId } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { saveTelegramFromBody } from '~/models/messaging-api.server';
import type { Route } from './+types/api.telegram.$id';

/** PUT /api/telegram/{id} -> {success, message, settings}; a blank or missing token keeps the stored one. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'PUT') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  return saveTelegramFromBody(request, context, parseId(params.id, 'Telegram ayarı bulunamadı'));
}
