import { signInSchema } from '~/domain/admin-account';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { sessionClientOf, startBearerSession } from '~/lib/auth.server';
import { checkAdminCredentials } from '~/models/auth/credentials.server';
import { SESSION_TTL_MS } from '~/models/auth/sessions.server';
import type { Route } from './+types/api.auth.admin.login';

/**
 * POST /api/auth/admin/login {email, password} -> {success, token, user: {name, role}}.
 * The token is a bearer session (same table as browser sessions): send it as
 * `Authorization: Bearer <token>`. Same rate limits and messages as the sign-in page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const body = await readBody(request);
  const parsed = signInSchema.safeParse(body);
  if (!parsed.success) return apiError(400, parsed.error.issues[0]!.message);
  const check = await checkAdminCredentials(context, parsed.data);
  if (!check.ok) {
    const res = apiError(check.status, check.message);
    if (check.retryAfterMs) res.headers.set('Retry-After', String(Math.ceil(check.retryAfterMs / 1000)));
    return res;
  }
  const token = startBearerSession(context, check.user.id, sessionClientOf(request, context));
  return Response.json(
    {
      success: true,
      token,
      expiresAt: new Date(context.now().getTime() + SESSION_TTL_MS).toISOString(),
      user: { id: check.user.id, name: check.user.name, email: check.user.email, role: check.user.role },
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
