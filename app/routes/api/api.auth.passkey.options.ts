import { call, defineApi, ok, PRIVATE_NO_STORE } from '~/http/api.server';
import { assertSameOrigin } from '~/http/auth.server';
import { relyingPartyOf } from '~/http/relying-party.server';
import { passkeyAuthenticationOptions } from '~/models/auth/passkeys.server';

/** The first step of a passkey sign-in (docs/decisions/0355, 0384): a fresh challenge, single use, 5 minutes. */
const api = defineApi({
  POST: call({
    auth: 'public',
    summary:
      'The options for `navigator.credentials.get` (WebAuthn): a challenge kept by the server (single use, 5 minutes); no e-mail needed, the passkey names its account.',
    response: '200 { success, options: PublicKeyCredentialRequestOptionsJSON }',
    handler: async ({ request, context }) => {
      assertSameOrigin(request, context, 'api');
      return ok(
        { options: await passkeyAuthenticationOptions(context.db, relyingPartyOf(request, context), context.now()) },
        200,
        PRIVATE_NO_STORE,
      );
    },
  }),
});
export const action = api.action;
