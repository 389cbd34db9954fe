/** The signed-in admin's own account: changing the password. */
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { WRONG_CURRENT_PASSWORD_MESSAGE, type PasswordChangeInput } from '../../domain/admin-account';
import { hashPassword, verifyPassword } from '../../infra/password.server';
import type { CredentialContext as AuthContext } from './credentials.server';
import { deleteOtherSessions, type ActiveSession } from './sessions.server';

export type PasswordChangeResult = { ok: true } | { ok: false; field: 'currentPassword'; message: string };

/**
 * Checks the current password, stores the new one (argon2id) and ends every other session
 * of this admin (other browsers and API tokens); the session that asked stays signed in.
 */
export async function changePassword(context: AuthContext, session: ActiveSession, input: PasswordChangeInput): Promise<PasswordChangeResult> {
  const user = context.db.select().from(users).where(eq(users.id, session.user.id)).get();
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    return { ok: false, field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE };
  }
  const passwordHash = await hashPassword(input.newPassword);
  // one connection (better-sqlite3): both statements run inside the transaction
  context.db.transaction(() => {
    context.db.update(users).set({ passwordHash, updatedAt: context.now() }).where(eq(users.id, user.id)).run();
    deleteOtherSessions(context.db, user.id, session.sessionId);
  });
  return { ok: true };
}
