/**
 * The admin sign-in check: argon2id, and rate limits per client IP and per account from that
 * IP (docs/decisions/0031-admin-auth.md, 0130). Plain values in, a result union out; the
 * routes turn it into a cookie or a token (app/lib/auth.server.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { ADMIN_ONLY_MESSAGE, INVALID_CREDENTIALS_MESSAGE, tooManyAttemptsMessage, type SignInInput } from '../../domain/admin-account';
import type { RequestContext } from '../../infra/app-context';
import { hashPassword, verifyPassword } from '../../infra/password.server';
import { FailureCounter } from '../../infra/rate-limit.server';
import type { SessionUser } from './sessions.server';

/** What the check needs: the database, the clock, whether limits are on, and the client's IP. */
export type CredentialContext = Pick<RequestContext, 'db' | 'now' | 'config' | 'clientIp'>;

/**
 * Failed sign-ins allowed before a pause (docs/decisions/0031-admin-auth.md, 0130): per
 * client IP across accounts, and per account *from that IP*. An account's failures never
 * block it from another address, so nobody can lock the owner out by guessing wrong; the
 * guesser's address is blocked for the window.
 */
export const LOGIN_LIMITS = {
  perIp: { max: 20, windowMs: 15 * 60_000 },
  perAccountAndIp: { max: 5, windowMs: 15 * 60_000 },
} as const;

type Throttle = { ip: FailureCounter; accountAndIp: FailureCounter };
// One counter per database, i.e. per studio process (and per test database).
const throttles = new WeakMap<Db, Throttle>();
function throttleFor(db: Db): Throttle {
  let t = throttles.get(db);
  if (!t) {
    t = { ip: new FailureCounter(LOGIN_LIMITS.perIp), accountAndIp: new FailureCounter(LOGIN_LIMITS.perAccountAndIp) };
    throttles.set(db, t);
  }
  return t;
}

let dummyHash: Promise<string> | undefined;

export type CredentialCheck =
  | { ok: true; user: SessionUser }
  | { ok: false; status: 401 | 403 | 429; message: string; retryAfterMs?: number };

/**
 * Checks an e-mail and password. A wrong password and an unknown e-mail get the same answer
 * (and the same work: a dummy hash is verified), failures count per IP and per account, and
 * a correct password of a non-admin is refused.
 */
export async function checkAdminCredentials(context: CredentialContext, input: SignInInput): Promise<CredentialCheck> {
  const now = context.now();
  const throttle = context.config.rateLimits ? throttleFor(context.db) : null;
  const ipKey = context.clientIp || 'unknown';
  const accountKey = input.email.trim().toLowerCase();
  const accountAndIpKey = `${accountKey}\n${ipKey}`;
  if (throttle) {
    const wait = Math.max(throttle.ip.retryAfterMs(ipKey, now), throttle.accountAndIp.retryAfterMs(accountAndIpKey, now));
    if (wait > 0) return { ok: false, status: 429, message: tooManyAttemptsMessage(wait), retryAfterMs: wait };
  }
  const user = context.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, accountKey))
    .get();
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await (dummyHash ??= hashPassword('kullanici-yok')), input.password);
  if (!user || !valid) {
    throttle?.ip.fail(ipKey, now);
    throttle?.accountAndIp.fail(accountAndIpKey, now);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS_MESSAGE };
  }
  throttle?.accountAndIp.reset(accountAndIpKey);
  if (user.role !== 'admin') return { ok: false, status: 403, message: ADMIN_ONLY_MESSAGE };
  return { ok: true, user: { id: user.id, name: user.name, email: user.email, role: user.role } };
}

