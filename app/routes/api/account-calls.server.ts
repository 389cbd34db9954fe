/** What the accounts calls share (GET/POST /api/accounts, PUT/DELETE /api/accounts/{id}). */
import type { AccountItem } from '~/models/auth/accounts.server';
import type { RequestContext } from '~/infra/app-context';

export const ACCOUNT_FIELDS_NOTE =
  '{ name, email, role: owner | manager | reception | member, teamMemberId: number | null (required for a member) }';

/** An account as the API answers it (dates as ISO text). */
export function accountJson(a: AccountItem) {
  return {
    ...a,
    deactivatedAt: a.deactivatedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    invitation: a.invitation && { state: a.invitation.state, expiresAt: a.invitation.expiresAt.toISOString() },
  };
}

/** The invitation link in full: PUBLIC_URL, else the request's own origin. */
export function absoluteInviteUrl(
  request: Request,
  context: Pick<RequestContext, 'config'>,
  invitePath: string,
): string {
  return new URL(invitePath, context.config.publicUrl ?? request.url).href;
}
