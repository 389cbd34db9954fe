import { z } from 'zod';
import { apiError, call, defineApi, ok, PRIVATE_NO_STORE } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { PASSKEY_TEXTS, removePasskey } from '~/models/auth/passkeys.server';

const params = z.object({
  id: z
    .string({ error: PASSKEY_TEXTS.notFound })
    .regex(/^[A-Za-z0-9_-]{1,1024}$/, PASSKEY_TEXTS.notFound)
    .describe("the passkey's credential id (base64url)"),
});

/**
 * Removing one of one's own passkeys (profile.write: a manager demoted to reception still
 * removes hers; issue 37); with none left, the password signs the account in again.
 */
const api = defineApi({
  DELETE: call({
    auth: 'admin',
    permission: 'profile.write',
    summary:
      'Removes one of the signed-in account’s passkeys; with none left, the password alone signs the account in again.',
    params,
    response: `200 { success, message: '${PASSKEY_TEXTS.removed}' }`,
    errors: [
      [404, PASSKEY_TEXTS.notFound],
      [409, PASSKEY_TEXTS.lastKeyNoPassword],
    ],
    handler: ({ context, params, session }) => {
      const result = removePasskey(context.db, actorOf(session, context), session.user.id, params.id, context.now());
      return result.ok
        ? ok({ message: PASSKEY_TEXTS.removed }, 200, PRIVATE_NO_STORE)
        : apiError(result.status, result.message);
    },
  }),
});
export const action = api.action;
