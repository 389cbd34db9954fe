/**
 * Passkeys (WebAuthn, `@simplewebauthn/server` 14; issue 26 item 5; docs/decisions/0355):
 * the owner and managers add one or more; with one added, a password alone no longer signs
 * that account in (credentials.server.ts), the passkey does.
 *
 * Challenges are kept server-side in `webauthn_challenges` (random, single use, 5 minutes):
 * a verification reads the challenge the browser signed from its clientDataJSON, takes it out
 * of the table and verifies against it, so the HTTP side needs no cookie of its own for the
 * ceremony. The relying party (id = the site's host name, origin, name) comes from the HTTP
 * side (the request's or PUBLIC_URL's origin).
 *
 * Plain values in, data or a typed failure out.
 */
import { isIpHost, PASSKEY_REAUTH_WINDOW_MS, PASSKEY_TEXTS } from '../../domain/passkeys';
import { verifyPassword } from '../../infra/password.server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { passkeys, users, webauthnChallenges } from '../../../db/schema';
import { can } from '../../domain/permissions';
import { STUDIO } from '../../domain/studio';
import type { Actor } from '../../domain/audit';
import { recordChange } from '../audit/history.server';
import type { DbOrTx } from '../db.server';
import type { SessionUser } from './sessions.server';

export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Who the browser talks to: `id` the host name (no port), `origin` the full origin. */
export type RelyingParty = { id: string; origin: string; name?: string };

export { PASSKEY_TEXTS };

export type PasskeyFailure = { ok: false; status: 400 | 401 | 403 | 404 | 409; message: string };

/**
 * What proves the person adding a passkey is the account's owner (issue 37 item 1): a browser
 * session (never a bearer token) that signed in within PASSKEY_REAUTH_WINDOW_MS, or the
 * account's current password typed again.
 */
export type PasskeyProof = { kind: 'cookie' | 'bearer'; signedInAt?: Date; currentPassword?: string | null };

async function proofProblem(
  db: DbOrTx,
  userId: number,
  proof: PasskeyProof,
  now: Date,
): Promise<PasskeyFailure | null> {
  if (proof.kind !== 'cookie') return { ok: false, status: 403, message: PASSKEY_TEXTS.bearerRefused };
  const password = proof.currentPassword ?? '';
  if (!password) {
    if (proof.signedInAt && now.getTime() - proof.signedInAt.getTime() <= PASSKEY_REAUTH_WINDOW_MS) return null;
    return { ok: false, status: 401, message: PASSKEY_TEXTS.passwordNeeded };
  }
  const row = db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  if (!row?.hash || password.length > 200 || !(await verifyPassword(row.hash, password)))
    return { ok: false, status: 401, message: PASSKEY_TEXTS.wrongPassword };
  return null;
}

/** WebAuthn needs a domain name: a page opened by its IP address is told so in Turkish. */
const ipProblem = (rp: RelyingParty): PasskeyFailure | null =>
  isIpHost(rp.id) ? { ok: false, status: 400, message: PASSKEY_TEXTS.ipAddress } : null;

export type PasskeyItem = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
  deviceType: string | null;
};

export function hasPasskey(db: DbOrTx, userId: number): boolean {
  return !!db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1).get();
}

export function listPasskeys(db: DbOrTx, userId: number): PasskeyItem[] {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
      deviceType: passkeys.deviceType,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt))
    .all();
}

function storeChallenge(
  db: DbOrTx,
  challenge: string,
  purpose: 'register' | 'authenticate',
  userId: number | null,
  now: Date,
) {
  db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now)).run();
  db.insert(webauthnChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .run();
}

/** The challenge a browser's answer signed (from its clientDataJSON), or null. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  try {
    const text = Buffer.from(String(response.response?.clientDataJSON ?? ''), 'base64url').toString('utf8');
    const challenge = (JSON.parse(text) as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/** Takes the challenge out of the table (single use); null when unknown, of another purpose or expired. */
function takeChallenge(
  db: DbOrTx,
  challenge: string | null,
  purpose: 'register' | 'authenticate',
  now: Date,
): { userId: number | null } | null {
  if (!challenge) return null;
  const row = db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose)))
    .returning()
    .get();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return { userId: row.userId };
}

const toBytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
const toText = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

// ---------------------------------------------------------------------------------------------
// Adding a passkey (signed in)
// ---------------------------------------------------------------------------------------------

/** The options for `navigator.credentials.create` (the browser's `startRegistration`). */
export async function passkeyRegistrationOptions(
  db: Db,
  user: Pick<SessionUser, 'id' | 'name' | 'email' | 'role'>,
  rp: RelyingParty,
  now: Date,
  proof: PasskeyProof,
): Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON } | PasskeyFailure> {
  if (!can(user.role, 'passkeys.own')) return { ok: false, status: 403, message: PASSKEY_TEXTS.notAllowed };
  const refused = ipProblem(rp) ?? (await proofProblem(db, user.id, proof, now));
  if (refused) return refused;
  const existing = db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .all();
  const options = await generateRegistrationOptions({
    rpName: rp.name ?? STUDIO.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  storeChallenge(db, options.challenge, 'register', user.id, now);
  return { ok: true, options };
}

/** Verifies the browser's answer and stores the passkey under `name`; one history row ('geçiş anahtarı ekledi'). */
export async function verifyPasskeyRegistration(
  db: Db,
  actor: Actor,
  user: Pick<SessionUser, 'id' | 'role'>,
  response: RegistrationResponseJSON,
  rp: RelyingParty,
  name: string,
  now: Date,
  kind: PasskeyProof['kind'],
): Promise<{ ok: true; passkey: PasskeyItem } | PasskeyFailure> {
  if (!can(user.role, 'passkeys.own')) return { ok: false, status: 403, message: PASSKEY_TEXTS.notAllowed };
  if (kind !== 'cookie') return { ok: false, status: 403, message: PASSKEY_TEXTS.bearerRefused };
  const label = name.trim().slice(0, 60);
  if (!label) return { ok: false, status: 400, message: PASSKEY_TEXTS.nameRequired };
  const challenge = takeChallenge(db, challengeOf(response), 'register', now);
  if (!challenge || challenge.userId !== user.id) return { ok: false, status: 400, message: PASSKEY_TEXTS.expired };
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challengeOf(response)!,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, status: 400, message: PASSKEY_TEXTS.failed };
  }
  if (!verification.verified || !verification.registrationInfo)
    return { ok: false, status: 400, message: PASSKEY_TEXTS.failed };
  const info = verification.registrationInfo;
  const row = {
    id: info.credential.id,
    userId: user.id,
    publicKey: toText(info.credential.publicKey),
    counter: info.credential.counter,
    transports: (info.credential.transports ?? response.response.transports ?? []) as string[],
    name: label,
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    createdAt: now,
  };
  db.transaction((tx) => {
    tx.insert(passkeys).values(row).onConflictDoNothing().run();
    recordChange(tx, actor, 'account', user.id, 'passkey-added', null, { passkey: label }, { at: now });
  });
  return {
    ok: true,
    passkey: {
      id: row.id,
      name: row.name,
      createdAt: now,
      lastUsedAt: null,
      backedUp: row.backedUp,
      deviceType: row.deviceType,
    },
  };
}

/**
 * Removes every passkey of an account (a re-invitation, a deactivation: issue 37 item 1);
 * returns their names. Inside the caller's transaction; the caller's history row names them.
 */
export function removeAllPasskeys(tx: DbOrTx, userId: number): string[] {
  return tx
    .delete(passkeys)
    .where(eq(passkeys.userId, userId))
    .returning({ name: passkeys.name })
    .all()
    .map((r) => r.name);
}

/**
 * Removes one of the account's passkeys (her own: profile.write, whatever her role is now;
 * another's: the owner on the accounts screen); with none left, the password signs it in
 * again. An account without a password keeps its last passkey (it could not sign in).
 */
export function removePasskey(
  db: Db,
  actor: Actor,
  userId: number,
  passkeyId: string,
  now: Date,
): { ok: true } | PasskeyFailure {
  return db.transaction((tx) => {
    const account = tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
    const keys = tx
      .select({ id: passkeys.id, name: passkeys.name })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .all();
    const row = keys.find((k) => k.id === passkeyId);
    if (!row) return { ok: false as const, status: 404 as const, message: PASSKEY_TEXTS.notFound };
    if (!account?.hash && keys.length === 1)
      return { ok: false as const, status: 409 as const, message: PASSKEY_TEXTS.lastKeyNoPassword };
    tx.delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
      .run();
    recordChange(tx, actor, 'account', userId, 'passkey-removed', { passkey: row.name }, null, { at: now });
    return { ok: true as const };
  });
}

// ---------------------------------------------------------------------------------------------
// Signing in with a passkey
// ---------------------------------------------------------------------------------------------

/** The options for `navigator.credentials.get` (no e-mail needed: the passkey names its account). */
export async function passkeyAuthenticationOptions(
  db: Db,
  rp: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
  storeChallenge(db, options.challenge, 'authenticate', null, now);
  return options;
}

/**
 * Verifies a passkey sign-in: the challenge is ours and unused, the credential is known and
 * its account active, the signature and the counter hold. On success the counter and last
 * use are stored and the account is returned (the route starts the session, which records
 * the sign-in). A failure is one history row ('giriş yapamadı').
 */
export async function verifyPasskeyAuthentication(
  db: Db,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now: Date,
  ip: string | null,
): Promise<{ ok: true; user: SessionUser } | PasskeyFailure> {
  const fail = (status: 400 | 401, message: string, userId: number | null = null): PasskeyFailure => {
    recordChange(db, { kind: 'visitor', ip }, 'account', userId, 'sign-in-failed', null, null, {
      at: now,
      meta: { method: 'passkey' },
    });
    return { ok: false, status, message };
  };
  const challenge = challengeOf(response);
  if (!takeChallenge(db, challenge, 'authenticate', now)) return fail(400, PASSKEY_TEXTS.expired);
  const found = db
    .select({
      passkey: passkeys,
      user: { id: users.id, name: users.name, email: users.email, role: users.role, teamMemberId: users.teamMemberId },
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.id, String(response.id ?? '')), isNull(users.deactivatedAt)))
    .get();
  if (!found) return fail(401, PASSKEY_TEXTS.unknown);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge!,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: found.passkey.id,
        publicKey: toBytes(found.passkey.publicKey),
        counter: found.passkey.counter,
        transports: found.passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch {
    return fail(401, PASSKEY_TEXTS.failed, found.user.id);
  }
  if (!verification.verified) return fail(401, PASSKEY_TEXTS.failed, found.user.id);
  db.update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkeys.id, found.passkey.id))
    .run();
  return { ok: true, user: found.user };
}
