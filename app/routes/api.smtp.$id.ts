import { METHOD_NOT_ALLOWED_MESSAGE, apiError, parseId } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { saveSmtpFromBody } from '~/models/messaging-api.server';
import type { Route } from './+types/api.smtp.$id';

/** PUT /api/smtp/{id} (full settings; blank password keeps the stored one) -> {success, message, settings}. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'PUT') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  return saveSmtpFromBody(request, context, parseId(params.id, 'SMTP ayarı bulunamadı'));
}
