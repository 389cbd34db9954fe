import { METHOD_NOT_ALLOWED_MESSAGE, apiError } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { saveSmtpFromBody } from '~/models/messaging-api.server';
import { getSmtpRow, publicSmtpSettings } from '~/models/messaging/smtp.server';
import type { Route } from './+types/api.smtp';

const noStore = { 'Cache-Control': 'private, no-store' };

/** GET /api/smtp -> {success, settings} (the password never: `hasPassword` tells whether one is stored). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return Response.json({ success: true, settings: publicSmtpSettings(getSmtpRow(context.db)) }, { headers: noStore });
}

/** POST /api/smtp (full settings; a blank or missing password keeps the stored one) -> {success, message, settings}. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  return saveSmtpFromBody(request, context);
}
