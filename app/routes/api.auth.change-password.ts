import { PASSWORD_CHANGED_MESSAGE, passwordChangeSchema } from '~/domain/admin-account';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { changePassword } from '~/models/auth/account.server';
import { requireAdminApi } from '~/lib/auth.server';
import type { Route } from './+types/api.auth.change-password';

/**
 * POST /api/auth/change-password {currentPassword, newPassword, confirmPassword}.
 * The admin's other sessions (browsers and tokens) end; the one that asked stays.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdminApi(request, context);
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const parsed = passwordChangeSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, parsed.error.issues[0]!.message);
  const result = await changePassword(context, session, parsed.data);
  if (!result.ok) return apiError(400, result.message);
  return Response.json({ success: true, message: PASSWORD_CHANGED_MESSAGE }, { headers: { 'Cache-Control': 'no-store' } });
}
