import { z } from 'zod';
import { PASSKEY_TEXTS } from '~/domain/passkeys';
import { apiError, call, defineApi, ok, PRIVATE_NO_STORE } from '~/http/api.server';
import { relyingPartyOf } from '~/http/relying-party.server';
import { passkeyRegistrationOptions } from '~/models/auth/passkeys.server';

const body = z.object({
  currentPassword: z
    .string({ error: PASSKEY_TEXTS.passwordNeeded })
    .max(200, PASSKEY_TEXTS.wrongPassword)
    .optional()
    .describe('the account’s current password; not needed within 5 minutes of signing in'),
});

/**
 * Adding a passkey to one's own account, first step (Sahip and Yönetici: passkeys.own;
 * docs/decisions/0355, 0384): a browser session only, with the current password or a sign-in
 * of the last 5 minutes (issue 37, docs/decisions/0440).
 */
const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'passkeys.own',
    summary:
      'The options for `navigator.credentials.create` (WebAuthn) to add a passkey to the signed-in account (its existing passkeys excluded); the challenge is kept by the server (single use, 5 minutes). Asks for the current password unless the browser session signed in within the last 5 minutes; refused for a bearer token; refused on a page opened by an IP address (WebAuthn needs a domain).',
    body,
    response: '200 { success, options: PublicKeyCredentialCreationOptionsJSON }',
    errors: [
      [401, PASSKEY_TEXTS.passwordNeeded],
      [401, PASSKEY_TEXTS.wrongPassword],
      [403, PASSKEY_TEXTS.bearerRefused],
      [400, PASSKEY_TEXTS.ipAddress],
    ],
    handler: async ({ request, context, session, body }) => {
      const result = await passkeyRegistrationOptions(
        context.db,
        session.user,
        relyingPartyOf(request, context),
        context.now(),
        { kind: session.kind, signedInAt: session.signedInAt, currentPassword: body.currentPassword },
      );
      return result.ok
        ? ok({ options: result.options }, 200, PRIVATE_NO_STORE)
        : apiError(result.status, result.message);
    },
  }),
});
export const action = api.action;
