import { z } from 'zod';
import { safeAdminRedirect } from '~/domain/admin-account';
import { PASSKEY_TEXTS, verifyPasskeyAuthentication } from '~/models/auth/passkeys.server';
import { apiError, call, defineApi, ok, PRIVATE_NO_STORE } from '~/http/api.server';
import { assertSameOrigin, sessionClientOf, startCookieSession } from '~/http/auth.server';
import { relyingPartyOf } from '~/http/relying-party.server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';

const INVALID = 'Geçiş anahtarı yanıtı okunamadı. Lütfen yeniden deneyin.';

/** The browser's answer to the options of POST /api/auth/passkey/options, and where to go after signing in. */
const passkeyLoginSchema = z.object({
  response: z.looseObject(
    { id: z.string({ error: INVALID }).min(1, INVALID).max(1024, INVALID), response: z.looseObject({}) },
    { error: INVALID },
  ),
  redirectTo: z.string().max(500).optional(),
});

/**
 * The second step of a passkey sign-in (docs/decisions/0355, 0384): verified, it starts the
 * back office's browser session (Set-Cookie; the history says "geçiş anahtarıyla").
 */
const api = defineApi({
  POST: call({
    auth: 'public',
    summary:
      "Signs in with a passkey: the browser's answer (`startAuthentication`) to the options of POST /api/auth/passkey/options. Starts the back office's browser session (Set-Cookie) and answers where to go.",
    body: passkeyLoginSchema,
    invalidMessage: INVALID,
    response: '200 { success, redirectTo, user: { id, name, role } } and the session cookie',
    errors: [
      [400, INVALID],
      [400, PASSKEY_TEXTS.expired],
      [401, PASSKEY_TEXTS.unknown],
      [401, PASSKEY_TEXTS.failed],
    ],
    handler: async ({ request, context, body }) => {
      assertSameOrigin(request, context, 'api');
      const result = await verifyPasskeyAuthentication(
        context.db,
        body.response as unknown as AuthenticationResponseJSON,
        relyingPartyOf(request, context),
        context.now(),
        context.clientIp || null,
      );
      if (!result.ok) return apiError(result.status, result.message);
      const cookie = await startCookieSession(context, result.user.id, {
        ...sessionClientOf(request, context),
        method: 'passkey',
      });
      const res = ok(
        {
          redirectTo: safeAdminRedirect(body.redirectTo ?? null),
          user: { id: result.user.id, name: result.user.name, role: result.user.role },
        },
        200,
        PRIVATE_NO_STORE,
      );
      res.headers.append('Set-Cookie', cookie);
      return res;
    },
  }),
});
export const action = api.action;
