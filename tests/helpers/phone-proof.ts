import { withoutOutboxWorker } from './test-db';
/**
 * A phone proved with a one-time code, as a customer does it (docs/decisions/0330): the code is
 * asked for, read from the queued SMS (decrypted with the test's SECRETS_KEY, as the outbox
 * worker does before sending) and typed. The studio's SMS must be set up. Returns the
 * verification id a booking sends as `phoneVerificationId`.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, phoneVerifications } from '../../db/schema';
import { keyedHash } from '../../app/domain/keyed-hash.server';
import { decryptSecret } from '../../app/infra/secrets.server';
import {
  checkPhoneCode,
  CODE_SECRET_PURPOSE,
  mobileDigits,
  requestPhoneCode,
} from '../../app/models/messaging/phone-verification.server';

export function sentCode(db: Db, verificationId: string, secretsKey: string): string {
  const row = db
    .select()
    .from(outbox)
    .where(and(eq(outbox.topic, 'phone-verification')))
    .orderBy(desc(outbox.id))
    .all()
    .find((r) => r.payload.verificationId === verificationId);
  if (!row) throw new Error(`no code was queued for ${verificationId}`);
  const code = decryptSecret(String(row.payload.codeEncrypted), secretsKey, `${CODE_SECRET_PURPOSE}:${verificationId}`);
  if (!code) throw new Error('the code cannot be read');
  return code;
}

export function provePhone(db: Db, options: { phone: string; now: Date; secretsKey: string; ip?: string }): string {
  const asked = requestPhoneCode(withoutOutboxWorker(db), {
    phone: options.phone,
    ip: options.ip ?? '127.0.0.1',
    now: options.now,
    secretsKey: options.secretsKey,
  });
  if (!asked.ok) throw new Error(`no code: ${asked.reason}`);
  const checked = checkPhoneCode(db, {
    id: asked.id,
    code: sentCode(db, asked.id, options.secretsKey),
    now: options.now,
    secretsKey: options.secretsKey,
  });
  if (!checked.ok) throw new Error(`code refused: ${checked.reason}`);
  return asked.id;
}

/**
 * A phone its owner proved a moment ago, written as the table keeps it (a verified, unused
 * code): for tests about what an opted-in customer receives, without the code's own SMS in
 * the outbox. Returns the verification id.
 */
export function provedPhoneFixture(db: Db, options: { phone: string; now: Date; secretsKey: string }): string {
  const digits = mobileDigits(options.phone);
  if (!digits) throw new Error(`not a mobile number: ${options.phone}`);
  const id = `fixture-${Math.random().toString(36).slice(2, 12)}`;
  db.insert(phoneVerifications)
    .values({
      id,
      phoneHash: keyedHash(options.secretsKey, 'verification-phone:v1', digits),
      ipHash: keyedHash(options.secretsKey, 'verification-ip:v1', '127.0.0.1'),
      codeHash: 'fixture',
      createdAt: options.now,
      expiresAt: new Date(options.now.getTime() + 10 * 60_000),
      verifiedAt: options.now,
    })
    .run();
  return id;
}
