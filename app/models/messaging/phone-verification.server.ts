/**
 * One-time codes that prove a phone before SMS / WhatsApp are switched on for it
 * (app/domain/phone-verification.ts, docs/decisions/0330). The code goes by SMS through the
 * outbox (encrypted in the row until sent); the table keeps only keyed hashes of the phone,
 * the IP and the code. A booking that opts in hands the verification's id to
 * `consumePhoneProof` inside its transaction: a verified, unused, recent proof for the same
 * phone, used once.
 */
import crypto from 'node:crypto';
import { and, count as countRows, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outbox, phoneVerifications } from '../../../db/schema';
import { readSetting } from '../settings/registry.server';
import { keyedHash, sameHash } from '~/domain/keyed-hash.server';
import { phoneKey } from '~/domain/phone-key';
import {
  checkCode,
  CODE_LENGTH,
  CODE_TTL_MS,
  maySendCode,
  proofValid,
  rateLimitAddress,
  VERIFICATION_KEEP_MS,
  type CodeCheck,
} from '~/domain/phone-verification';
import { encryptSecret } from '~/infra/secrets.server';
import type { PhoneChannel } from '~/domain/message-topics';
import type { DbOrTx, Tx } from '../db.server';
import { enqueueMessage } from './outbox.server';
import { activePhoneChannels } from './phone-channels.server';
import type { OutboxContext } from '../commit.server';

/** The purpose the code is encrypted under in the outbox row (deliver.server.ts decrypts it). */
export const CODE_SECRET_PURPOSE = 'phone-verification.code';

const HOUR = 60 * 60_000;

export type CodeRequest =
  | { ok: true; id: string; expiresAt: Date; outboxId: number | null }
  | { ok: false; reason: 'invalid-phone' | 'rate-limited' | 'unavailable' };

/** A Turkish mobile number as the code's SMS goes to it (905xxxxxxxxx), or null. */
export function mobileDigits(phone: string): string | null {
  const key = phoneKey(phone);
  return key && /^05\d{9}$/.test(key) ? `9${key}` : null;
}

/** Whether codes can be sent at all (the studio's SMS is set up). */
export function canSendCodes(db: DbOrTx): boolean {
  return activePhoneChannels(db).includes('sms');
}

/**
 * The opt-in boxes the booking form offers: the phone channels the studio has switched on,
 * and only while codes can be sent (the proof of a WhatsApp opt-in comes by SMS too, 0330).
 */
export function optInChannels(db: DbOrTx): PhoneChannel[] {
  const active = activePhoneChannels(db);
  return active.includes('sms') ? active : [];
}

function newCode(): string {
  return String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

const phoneHashOf = (secret: string, digits: string) => keyedHash(secret, 'verification-phone:v1', digits);
const codeHashOf = (secret: string, id: string, code: string) =>
  keyedHash(secret, 'verification-code:v1', `${id}:${code}`);

/**
 * Sends a new code to `phone` (rate limited per phone and per IP, in the database so every
 * process and restart counts). Rows older than a day are removed on the way.
 */
export function requestPhoneCode(
  context: OutboxContext,
  input: { phone: string; ip: string; now: Date; secretsKey: string },
): CodeRequest & { sending?: void | Promise<void> } {
  const asked = writeCodeRequest(context.db, input);
  // the code goes out now; the wizard may wait a moment for it (its answer says whether it went)
  return asked.ok && asked.outboxId !== null ? { ...asked, sending: context.kickOutbox() } : asked;
}

function writeCodeRequest(db: Db, input: { phone: string; ip: string; now: Date; secretsKey: string }): CodeRequest {
  const digits = mobileDigits(input.phone);
  if (!digits) return { ok: false, reason: 'invalid-phone' };
  if (!canSendCodes(db)) return { ok: false, reason: 'unavailable' };
  const { now, secretsKey } = input;
  const budget = readSetting(db, 'smsDailyBudget');
  return db.transaction(
    (tx): CodeRequest => {
      tx.delete(phoneVerifications)
        .where(lt(phoneVerifications.createdAt, new Date(now.getTime() - VERIFICATION_KEEP_MS)))
        .run();
      const phoneHash = phoneHashOf(secretsKey, digits);
      // IPv6 by its /64, IPv4 by the address (issue 37)
      const ipHash = keyedHash(secretsKey, 'verification-ip:v1', rateLimitAddress(input.ip || 'unknown'));
      const since = (ms: number) => new Date(now.getTime() - ms);
      const count = (
        column: typeof phoneVerifications.phoneHash | typeof phoneVerifications.ipHash,
        value: string,
        ms: number,
      ) =>
        tx
          .select({ n: countRows() })
          .from(phoneVerifications)
          .where(and(eq(column, value), gte(phoneVerifications.createdAt, since(ms))))
          .get()?.n ?? 0;
      const counts = {
        phoneLastHour: count(phoneVerifications.phoneHash, phoneHash, HOUR),
        phoneLastDay: count(phoneVerifications.phoneHash, phoneHash, 24 * HOUR),
        ipLastHour: count(phoneVerifications.ipHash, ipHash, HOUR),
      };
      if (!maySendCode(counts)) return { ok: false, reason: 'rate-limited' };
      // the studio-wide daily SMS budget: every SMS of the last 24 hours counts (issue 37)
      const smsToday =
        tx
          .select({ n: countRows() })
          .from(outbox)
          .where(and(eq(outbox.channel, 'sms'), gte(outbox.createdAt, since(24 * HOUR))))
          .get()?.n ?? 0;
      if (smsToday >= budget) return { ok: false, reason: 'rate-limited' };
      const id = crypto.randomBytes(16).toString('base64url');
      const code = newCode();
      const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
      tx.insert(phoneVerifications)
        .values({ id, phoneHash, ipHash, codeHash: codeHashOf(secretsKey, id, code), createdAt: now, expiresAt })
        .run();
      const outboxId = enqueueMessage(tx, {
        channel: 'sms',
        topic: 'phone-verification',
        payload: {
          verificationId: id,
          to: digits,
          codeEncrypted: encryptSecret(code, secretsKey, `${CODE_SECRET_PURPOSE}:${id}`),
        },
      });
      return { ok: true, id, expiresAt, outboxId };
    },
    { behavior: 'immediate' },
  );
}

export type PhoneCodeCheck = CodeCheck | { ok: false; reason: 'not-found'; attemptsLeft: 0 };

/**
 * Checks a typed code against verification `id` (and, when given, that it was sent to
 * `phone`). A wrong code spends a try; the right one marks the phone verified.
 */
export function checkPhoneCode(
  db: Db,
  input: { id: string; code: string; now: Date; secretsKey: string; phone?: string },
): PhoneCodeCheck {
  return db.transaction(
    (tx): PhoneCodeCheck => {
      const row = tx.select().from(phoneVerifications).where(eq(phoneVerifications.id, input.id)).get();
      const digits = input.phone === undefined ? null : mobileDigits(input.phone);
      if (
        !row ||
        (input.phone !== undefined && (!digits || !sameHash(row.phoneHash, phoneHashOf(input.secretsKey, digits))))
      )
        return { ok: false, reason: 'not-found', attemptsLeft: 0 };
      const matches = sameHash(row.codeHash, codeHashOf(input.secretsKey, row.id, input.code));
      const result = checkCode(row, matches, input.now);
      if (result.ok) {
        if (!row.verifiedAt)
          tx.update(phoneVerifications).set({ verifiedAt: input.now }).where(eq(phoneVerifications.id, row.id)).run();
      } else if (result.reason === 'wrong' || result.reason === 'exhausted') {
        if (!matches)
          tx.update(phoneVerifications)
            .set({ attempts: row.attempts + 1 })
            .where(eq(phoneVerifications.id, row.id))
            .run();
      }
      return result;
    },
    { behavior: 'immediate' },
  );
}

/**
 * Inside a booking's transaction: whether verification `id` proves `phone` now (verified, not
 * used, recent); when it does, it is marked used, so one code opts in one booking.
 */
export function consumePhoneProof(
  tx: Tx,
  input: { id: string; phone: string; now: Date; secretsKey: string },
): boolean {
  const digits = mobileDigits(input.phone);
  if (!digits) return false;
  const row = tx.select().from(phoneVerifications).where(eq(phoneVerifications.id, input.id)).get();
  if (!row || !sameHash(row.phoneHash, phoneHashOf(input.secretsKey, digits)) || !proofValid(row, input.now))
    return false;
  return (
    tx
      .update(phoneVerifications)
      .set({ usedAt: input.now })
      .where(and(eq(phoneVerifications.id, row.id)))
      .run().changes === 1
  );
}

/** Whether verification `id` is a verified, unused, recent proof for `phone` (the wizard shows 'doğrulandı'). */
export function hasPhoneProof(
  db: DbOrTx,
  input: { id: string; phone: string; now: Date; secretsKey: string },
): boolean {
  const digits = mobileDigits(input.phone);
  const row = digits
    ? db.select().from(phoneVerifications).where(eq(phoneVerifications.id, input.id)).get()
    : undefined;
  return (
    !!row && !!digits && sameHash(row.phoneHash, phoneHashOf(input.secretsKey, digits)) && proofValid(row, input.now)
  );
}

/** Removes the verifications of a phone (erasure): keyed hashes only, but no reason to keep them. */
export function forgetPhoneVerifications(db: DbOrTx, phone: string, secretsKey: string): number {
  const digits = mobileDigits(phone);
  return digits
    ? db
        .delete(phoneVerifications)
        .where(eq(phoneVerifications.phoneHash, phoneHashOf(secretsKey, digits)))
        .run().changes
    : 0;
}
