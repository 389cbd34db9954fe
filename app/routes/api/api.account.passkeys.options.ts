import { apiError, call, defineApi, ok, PRIVATE_NO_STORE } from '~/http/api.server';
import { relyingPartyOf } from '~/http/relying-party.server';
import { passkeyRegistrationOptions } from '~/models/auth/passkeys.server';

/** Adding a passkey to one's own account, first step (Sahip and Yönetici: passkeys.own; docs/decisions/0355, 0384). */
const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'passkeys.own',
    summary:
      'The options for `navigator.credentials.create` (WebAuthn) to add a passkey to the signed-in account (its existing passkeys excluded); the challenge is kept by the server (single use, 5 minutes).',
    response: '200 { success, options: PublicKeyCredentialCreationOptionsJSON }',
    handler: async ({ request, context, session }) => {
      const result = await passkeyRegistrationOptions(
        context.db,
        session.user,
        relyingPartyOf(request, context),
        context.now(),
      );
      return result.ok
        ? ok({ options: result.options }, 200, PRIVATE_NO_STORE)
        : apiError(result.status, result.message);
    },
  }),
});
export const action = api.action;
