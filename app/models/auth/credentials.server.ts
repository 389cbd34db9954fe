/**
 * The sign-in check (form and `POST /api/auth/admin/login` alike): argon2id, the throttle
 * that fits a shared studio Wi-Fi (app/domain/sign-in-throttle.ts; docs/decisions/0353), the
 * passkey rule (an account with a passkey is not signed in by a password alone; 0355), and a
 * history row for each checked failure (0351; a success is recorded with its session,
 * sessions.server.ts). Plain values in, a result union out; the routes turn it into a cookie
 * or a token (app/http/auth.server.ts).
 *
 * Counters live in `sign_in_failures`, so a restart does not forget them.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { signInFailures, users } from '../../../db/schema';
import { INVALID_CREDENTIALS_MESSAGE, tooManyAttemptsMessage, type SignInInput } from '../../domain/admin-account';
import { ACCOUNT_TEXTS } from '../../domain/accounts';
import { visitorActor } from '../../domain/audit';
import {
  afterFailure,
  signInAllowed,
  SIGN_IN_WINDOW_MS,
  throttleKeys,
  type FailureCount,
} from '../../domain/sign-in-throttle';
import type { RequestContext } from '../../infra/app-context';
import { hashPassword, verifyPassword } from '../../infra/password.server';
import { recordChange } from '../audit/history.server';
import type { DbOrTx } from '../db.server';
import { hasPasskey } from './passkeys.server';
import type { SessionUser } from './sessions.server';

/** What the check needs: the database, the clock, whether limits are on, and the client's IP. */
export type CredentialContext = Pick<RequestContext, 'db' | 'now' | 'config' | 'clientIp'>;

let dummyHash: Promise<string> | undefined;

export type CredentialCheck =
  | { ok: true; user: SessionUser }
  | { ok: false; status: 401 | 403 | 429; message: string; retryAfterMs?: number; passkeyRequired?: true };

function readCount(db: DbOrTx, key: string): FailureCount {
  const row = db.select().from(signInFailures).where(eq(signInFailures.key, key)).get();
  return row ? { failures: row.failures, firstAt: row.firstAt } : null;
}

/** The two counters of an attempt (the e-mail from this IP, and the IP). */
export function readThrottle(db: DbOrTx, email: string, ip: string): { pair: FailureCount; ip: FailureCount } {
  const keys = throttleKeys(email, ip);
  return { pair: readCount(db, keys.pair), ip: readCount(db, keys.ip) };
}

function storeCount(tx: DbOrTx, key: string, count: { failures: number; firstAt: Date }) {
  tx.insert(signInFailures)
    .values({ key, ...count })
    .onConflictDoUpdate({ target: signInFailures.key, set: count })
    .run();
}

/** A wrong password: both counters grow, old counters are dropped, one history row; one transaction. */
function recordFailure(db: Db, input: SignInInput, ip: string, userId: number | null, now: Date, counting: boolean) {
  const keys = throttleKeys(input.email, ip);
  db.transaction(
    (tx) => {
      if (counting) {
        tx.delete(signInFailures)
          .where(lt(signInFailures.firstAt, new Date(now.getTime() - SIGN_IN_WINDOW_MS)))
          .run();
        storeCount(tx, keys.pair, afterFailure(readCount(tx, keys.pair), now));
        storeCount(tx, keys.ip, afterFailure(readCount(tx, keys.ip), now));
      }
      recordChange(tx, visitorActor(ip || null), 'account', userId, 'sign-in-failed', null, null, { at: now });
    },
    { behavior: 'immediate' },
  );
}

/** A right password clears the pair (the IP's count of wrong ones stays). */
function clearPair(db: Db, email: string, ip: string) {
  db.delete(signInFailures)
    .where(inArray(signInFailures.key, [throttleKeys(email, ip).pair]))
    .run();
}

/**
 * Checks an e-mail and password. A wrong password, an unknown e-mail, a deactivated account
 * and an invitation not yet accepted get the same answer (and the same work: a dummy hash is
 * verified). Any active role signs in (what it may open is the permission table's business).
 * An account with a passkey gets `passkeyRequired` without its password being tried.
 */
export async function checkAdminCredentials(context: CredentialContext, input: SignInInput): Promise<CredentialCheck> {
  const now = context.now();
  const counting = context.config.rateLimits;
  const ip = context.clientIp || 'unknown';
  const email = input.email.trim().toLowerCase();
  if (counting) {
    const decision = signInAllowed(readThrottle(context.db, email, ip), now);
    if (!decision.allowed)
      return {
        ok: false,
        status: 429,
        message: tooManyAttemptsMessage(decision.retryAfterMs),
        retryAfterMs: decision.retryAfterMs,
      };
  }
  const user = context.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .get();
  const usable = user && !user.deactivatedAt && user.passwordHash !== '' ? user : null;
  if (usable && hasPasskey(context.db, usable.id)) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    return { ok: false, status: 401, message: ACCOUNT_TEXTS.passkeyRequired, passkeyRequired: true };
  }
  let valid = false;
  if (usable) valid = await verifyPassword(usable.passwordHash, input.password);
  else await verifyPassword(await dummyPasswordHash(), input.password);
  if (!usable || !valid) {
    recordFailure(context.db, { ...input, email }, ip, user?.id ?? null, now, counting);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS_MESSAGE };
  }
  if (counting) clearPair(context.db, email, ip);
  return {
    ok: true,
    user: {
      id: usable.id,
      name: usable.name,
      email: usable.email,
      role: usable.role,
      teamMemberId: usable.teamMemberId,
    },
  };
}

/** Forgets every counter (tests; an operator after an incident). */
export function clearSignInFailures(db: DbOrTx, keys?: readonly string[]) {
  db.delete(signInFailures)
    .where(keys ? inArray(signInFailures.key, [...keys]) : and())
    .run();
}

/** One hash to compare against when there is no such user, so a miss costs the time of a hit. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('kullanici-yok');
  return dummyHash;
}
