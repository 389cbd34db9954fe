import { ACCOUNT_TEXTS, accountSchema, ROLE_MESSAGE } from '~/domain/accounts';
import { PRIVATE_NO_STORE, apiError, call, defineApi, idParams, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { deactivateAccount, updateAccount } from '~/models/auth/accounts.server';
import { ACCOUNT_FIELDS_NOTE, accountJson } from '~/routes/api/account-calls.server';

const params = idParams(ACCOUNT_TEXTS.notFound);

/** One account (owner only, accounts.manage; docs/decisions/0354, 0383). */
const api = defineApi({
  PUT: call({
    auth: 'admin',
    permission: 'accounts.manage',
    summary:
      "Changes the name, e-mail, role and team member. The account's sessions read the new role from their next request (and websocket message). The last active owner cannot be demoted.",
    alsoAnswers: ['PATCH'],
    params,
    body: accountSchema,
    fieldErrors: true,
    bodyNote: ACCOUNT_FIELDS_NOTE,
    response: `200 { success, message: '${ACCOUNT_TEXTS.updated}', account }`,
    errors: [
      [404, ACCOUNT_TEXTS.notFound],
      [400, ROLE_MESSAGE],
      [409, ACCOUNT_TEXTS.emailTaken],
      [409, ACCOUNT_TEXTS.teamMemberTaken],
      [409, ACCOUNT_TEXTS.lastOwner],
    ],
    handler: ({ context, params, body, session }) => {
      const result = updateAccount(context, actorOf(session, context), params.id, body);
      if (!result.ok)
        return apiError(
          result.status,
          result.message,
          result.field ? { errors: { [result.field]: result.message } } : {},
        );
      return ok({ message: ACCOUNT_TEXTS.updated, account: accountJson(result.account) }, 200, PRIVATE_NO_STORE);
    },
  }),
  DELETE: call({
    auth: 'admin',
    permission: 'accounts.manage',
    summary:
      'Deactivates the account at once: it signs nothing in, every session and API token ends, its open websocket closes, open invitations and (for an artist) the calendar feed stop working. The record and its history stay; the accounts screen reactivates it.',
    params,
    response: `200 { success, message: '${ACCOUNT_TEXTS.deactivated}', account, sessionsEnded, feedClosed }`,
    errors: [
      [404, ACCOUNT_TEXTS.notFound],
      [403, ACCOUNT_TEXTS.selfDeactivate],
      [409, ACCOUNT_TEXTS.lastOwner],
    ],
    handler: ({ context, params, session }) => {
      const result = deactivateAccount(context, actorOf(session, context), params.id);
      if (!result.ok) return apiError(result.status, result.message);
      return ok(
        {
          message: ACCOUNT_TEXTS.deactivated,
          account: accountJson(result.account),
          sessionsEnded: result.endedSessionIds.length,
          feedClosed: result.feedClosed,
        },
        200,
        PRIVATE_NO_STORE,
      );
    },
  }),
});
export const action = api.action;
