/**
 * Every credential the studio keeps encrypted (app/infra/secrets.server.ts) and the one step
 * that moves them to the current key: before docs/decisions/0324 the key was derived from
 * SESSION_SECRET when SECRETS_KEY was unset, so a value that only the old key opens is
 * re-encrypted with the current one at start-up. After that, rotating SESSION_SECRET never
 * touches a stored credential.
 */
import { eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { iyzicoSettings, smsSettings, smtpSettings, telegramSettings, whatsappSettings } from '../../../db/schema';
import { IYZICO_API_KEY_PURPOSE, IYZICO_SECRET_KEY_PURPOSE } from '../deposits/iyzico.server';
import { decryptSecret, encryptSecret } from '~/infra/secrets.server';
import type { Db } from '../../../db/client';
import { SMS_PURPOSE, WHATSAPP_PURPOSE } from './phone-channels.server';
import { PASSWORD_PURPOSE } from './smtp.server';
import { TOKEN_PURPOSE } from './telegram.server';

type SecretColumn = { table: SQLiteTable & { id: SQLiteColumn }; column: SQLiteColumn; key: string; purpose: string };

const STORED_SECRETS: SecretColumn[] = [
  { table: smtpSettings, column: smtpSettings.passwordEncrypted, key: 'passwordEncrypted', purpose: PASSWORD_PURPOSE },
  {
    table: telegramSettings,
    column: telegramSettings.botTokenEncrypted,
    key: 'botTokenEncrypted',
    purpose: TOKEN_PURPOSE,
  },
  { table: smsSettings, column: smsSettings.passwordEncrypted, key: 'passwordEncrypted', purpose: SMS_PURPOSE },
  {
    table: whatsappSettings,
    column: whatsappSettings.accessTokenEncrypted,
    key: 'accessTokenEncrypted',
    purpose: WHATSAPP_PURPOSE,
  },
  // the kapora's iyzico keys (docs/decisions/0460)
  {
    table: iyzicoSettings,
    column: iyzicoSettings.apiKeyEncrypted,
    key: 'apiKeyEncrypted',
    purpose: IYZICO_API_KEY_PURPOSE,
  },
  {
    table: iyzicoSettings,
    column: iyzicoSettings.secretKeyEncrypted,
    key: 'secretKeyEncrypted',
    purpose: IYZICO_SECRET_KEY_PURPOSE,
  },
];

export type RekeyResult = { moved: number; unreadable: number };

/**
 * Re-encrypts with `currentKey` every stored credential that `currentKey` cannot open but one
 * of `previousKeys` can. Values no key opens are left alone (counted: the admin types them
 * again, as before). One transaction.
 */
export function rekeyStoredSecrets(db: Db, currentKey: string, previousKeys: readonly string[]): RekeyResult {
  const result: RekeyResult = { moved: 0, unreadable: 0 };
  db.transaction((tx) => {
    for (const spec of STORED_SECRETS) {
      const rows = tx.select({ id: spec.table.id, value: spec.column }).from(spec.table).all() as {
        id: number;
        value: string | null;
      }[];
      for (const row of rows) {
        if (!row.value || decryptSecret(row.value, currentKey, spec.purpose) !== null) continue;
        const plain = previousKeys.map((key) => decryptSecret(row.value, key, spec.purpose)).find((v) => v !== null);
        if (plain == null) {
          result.unreadable++;
          continue;
        }
        tx.update(spec.table)
          .set({ [spec.key]: encryptSecret(plain, currentKey, spec.purpose) } as never)
          .where(eq(spec.table.id, row.id))
          .run();
        result.moved++;
      }
    }
  });
  return result;
}
