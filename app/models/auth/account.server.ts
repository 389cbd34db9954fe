/** The signed-in person's own account: changing the password (every role: `profile.write`). */
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import {
  COMMON_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type PasswordChangeInput,
} from '../../domain/admin-account';
import { isCommonPassword } from '../../infra/common-passwords.server';
import { hashPassword, verifyPassword } from '../../infra/password.server';
import type { CredentialContext as AuthContext } from './credentials.server';
import { deleteOtherSessions, type ActiveSession } from './sessions.server';
import { accountActor } from '../../domain/audit';
import { recordChange } from '../audit/history.server';

export type PasswordChangeResult =
  | { ok: true; endedSessionIds: string[] }
  | { ok: false; field: 'currentPassword' | 'newPassword'; message: string };

/**
 * Checks the current password, stores the new one (argon2id) and ends every other session
 * of this admin (other browsers and API tokens); the session that asked stays signed in.
 */
export async function changePassword(
  context: AuthContext & { emit?: (event: { type: 'sessions-ended'; sessionIds: readonly string[] }) => void },
  session: ActiveSession,
  input: PasswordChangeInput,
): Promise<PasswordChangeResult> {
  const user = context.db.select().from(users).where(eq(users.id, session.user.id)).get();
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    return { ok: false, field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE };
  }
  if (isCommonPassword(input.newPassword)) return { ok: false, field: 'newPassword', message: COMMON_PASSWORD_MESSAGE };
  const passwordHash = await hashPassword(input.newPassword);
  const now = context.now();
  const ended = context.db.transaction((tx) => {
    tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id)).run();
    recordChange(tx, accountActor(user, context.clientIp), 'account', user.id, 'password-changed', null, null, {
      at: now,
      changes: [{ field: 'password', before: 'x', after: 'y' }],
    });
    return deleteOtherSessions(tx, user.id, session.sessionId);
  });
  // the ended sessions' open websockets close at once
  if (ended.length) context.emit?.({ type: 'sessions-ended', sessionIds: ended });
  return { ok: true, endedSessionIds: ended };
}
