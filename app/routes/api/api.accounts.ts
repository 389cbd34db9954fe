import { ACCOUNT_TEXTS, accountSchema, ROLE_MESSAGE } from '~/domain/accounts';
import { PRIVATE_NO_STORE, apiError, call, defineApi, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { createAccount, listAccounts } from '~/models/auth/accounts.server';
import { ACCOUNT_FIELDS_NOTE, accountJson, absoluteInviteUrl } from '~/routes/api/account-calls.server';

/** The studio's accounts (issue 26 item 1; docs/decisions/0354, 0383): owner only (accounts.manage). */
const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'accounts.manage',
    summary: 'Every account: owners first, deactivated ones last.',
    response:
      '200 { success, accounts: [{ id, name, email, role, roleName, teamMemberId, teamMemberName, active, deactivatedAt, hasPassword, passkeys, invitation: { state, expiresAt } | null, createdAt }] }',
    handler: ({ context }) =>
      ok({ accounts: listAccounts(context.db, context.now()).map(accountJson) }, 200, PRIVATE_NO_STORE),
  }),
  POST: call({
    auth: 'admin',
    permission: 'accounts.manage',
    summary:
      'Invites a person: the account (no password yet) and a one-time link `inviteUrl` (72 hours, single use; also e-mailed through the outbox) where she sets her own password. `role` is one of owner, manager, reception, member; a member needs `teamMemberId`.',
    body: accountSchema,
    fieldErrors: true,
    bodyNote: ACCOUNT_FIELDS_NOTE,
    response: `201 { success, message: '${ACCOUNT_TEXTS.created}', account, inviteUrl, expiresAt }`,
    errors: [
      [400, ROLE_MESSAGE],
      [400, ACCOUNT_TEXTS.memberNeedsTeamMember],
      [400, ACCOUNT_TEXTS.teamMemberNotFound],
      [409, ACCOUNT_TEXTS.emailTaken],
      [409, ACCOUNT_TEXTS.teamMemberTaken],
    ],
    handler: ({ request, context, body, session }) => {
      const created = createAccount(context, actorOf(session, context), body);
      if (!created.ok)
        return apiError(
          created.status,
          created.message,
          created.field ? { errors: { [created.field]: created.message } } : {},
        );
      return ok(
        {
          message: ACCOUNT_TEXTS.created,
          account: accountJson(created.account),
          inviteUrl: absoluteInviteUrl(request, context, created.invitePath),
          expiresAt: created.expiresAt.toISOString(),
        },
        201,
        PRIVATE_NO_STORE,
      );
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
