/**
 * The approval a change to a closed day needs (issue 38, item 6; docs/decisions/0451): an
 * account holding `takings.approve` (Sahip, Yönetici). Either she is the one signed in (her
 * own session is her approval), or she types her e-mail and password at the desk: checked as
 * a sign-in is (argon2id, the same throttle and a history row for a wrong one), without
 * starting a session. An account that signs in with a passkey cannot approve by password: she
 * signs in herself and makes the change.
 */
import { can } from '../domain/permissions';
import { LEDGER_MESSAGES, type ApprovalInput } from '../domain/ledger';
import { checkAdminCredentials } from '../models/auth/credentials.server';
import type { Approval } from '../models/sales/checkout.server';
import type { ActiveSession, AuthContext } from './auth.server';

export type ApprovalCheck = { ok: true; approval: Approval } | { ok: false; status: 401 | 403 | 429; message: string };

/** The approval of this request: the session's own, the typed approver's, or none (null) when nothing was typed. */
export async function approvalOf(
  context: AuthContext,
  session: Pick<ActiveSession, 'user' | 'access'>,
  typed: ApprovalInput,
): Promise<ApprovalCheck> {
  if (can(session.user.role, 'takings.approve', session.access))
    return { ok: true, approval: { userId: session.user.id } };
  if (!typed) return { ok: true, approval: null };
  const check = await checkAdminCredentials(context, typed);
  if (!check.ok) {
    if (check.status === 429) return { ok: false, status: 429, message: check.message };
    return {
      ok: false,
      status: 403,
      message:
        'passkeyRequired' in check && check.passkeyRequired
          ? LEDGER_MESSAGES.approverPasskey
          : LEDGER_MESSAGES.approverInvalid,
    };
  }
  if (!can(check.user.role, 'takings.approve'))
    return { ok: false, status: 403, message: LEDGER_MESSAGES.approverInvalid };
  return { ok: true, approval: { userId: check.user.id } };
}
