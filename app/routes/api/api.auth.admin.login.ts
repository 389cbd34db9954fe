import { INVALID_CREDENTIALS_MESSAGE, signInSchema } from '~/domain/admin-account';
import { ACCOUNT_TEXTS } from '~/domain/accounts';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { sessionClientOf, startBearerSession } from '~/http/auth.server';
import { checkAdminCredentials } from '~/models/auth/credentials.server';
import { SESSION_TTL_MS } from '~/models/auth/sessions.server';

const api = defineApi({
  POST: call({
    auth: 'public',
    summary:
      'Sign-in of any active account (Sahip, Yönetici, Resepsiyon, Uzman); the token is a bearer session (same table as browser sessions): send it as `Authorization: Bearer <token>`. Same rate limits and messages as the sign-in page.',
    body: signInSchema,
    response: '200 { success, token, expiresAt, user: { id, name, email, role } }',
    errors: [
      [401, INVALID_CREDENTIALS_MESSAGE],
      [401, ACCOUNT_TEXTS.passkeyRequired],
      [429, 'too many failures for this IP or account (Retry-After header)'],
    ],
    handler: async ({ request, context, body }) => {
      const check = await checkAdminCredentials(context, body);
      if (!check.ok) {
        const res = apiError(check.status, check.message);
        if (check.retryAfterMs) res.headers.set('Retry-After', String(Math.ceil(check.retryAfterMs / 1000)));
        return res;
      }
      const token = startBearerSession(context, check.user.id, sessionClientOf(request, context));
      return ok({
        token,
        expiresAt: new Date(context.now().getTime() + SESSION_TTL_MS).toISOString(),
        user: { id: check.user.id, name: check.user.name, email: check.user.email, role: check.user.role },
      });
    },
  }),
});
export const action = api.action;
