import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { sendTestMail } from '~/models/messaging/manual-sends.server';
import type { Route } from './+types/api.smtp.[test]';

/** POST /api/smtp/test {testEmail} -> {success, message}: sent right away with the stored settings. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const body = await readBody(request);
  const result = await sendTestMail(context.db, context.config.secretsKey, body.testEmail);
  return result.ok ? Response.json({ success: true, message: result.message }, { headers: { 'Cache-Control': 'no-store' } }) : apiError(400, result.message);
}
