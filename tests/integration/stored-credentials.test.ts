import { withoutOutboxWorker } from '../helpers/test-db';
/**
 * Issue 37 finding 5: a stored credential stays only while it still goes where the owner
 * typed it. A manager (messaging.setup, not credentials.write) who switches the owner's SMTP
 * to plain text, same host, port and user, clears the stored password: it is never sent in
 * clear. The same for the Telegram bot token when its chat changes (SMS and WhatsApp: their
 * address and account, tests/integration/messaging).
 */
import { describe, expect, it } from 'vitest';
import { accountActor } from '../../app/domain/audit';
import { getSmtpRow, saveSmtpSettings, transportOptions } from '../../app/models/messaging/smtp.server';
import { getTelegramRow, saveTelegramSettings, storedBotToken } from '../../app/models/messaging/telegram.server';
import { createTestUser } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';

function setup() {
  const { db } = createTestDb();
  return { db, context: createTestContext(db) };
}

const smtp = {
  host: 'smtp.example.com',
  port: 587,
  secure: true,
  username: 'studio',
  password: undefined as string | undefined,
  fromEmail: 'studio@example.com',
  fromName: undefined,
  isActive: true,
};

describe('stored credentials follow where they go', () => {
  it('switching TLS off clears the stored SMTP password unless it is typed again', async () => {
    const { db, context } = setup();
    const key = context.config.secretsKey;
    saveSmtpSettings(withoutOutboxWorker(db), TEST_ACTOR, { ...smtp, password: 'sahibenin-sifresi' }, key);
    const manager = await createTestUser(db, { role: 'manager' });
    const downgraded = saveSmtpSettings(
      withoutOutboxWorker(db),
      accountActor(manager),
      { ...smtp, secure: false },
      key,
    );
    expect(downgraded).toMatchObject({ passwordCleared: true });
    const row = getSmtpRow(db)!;
    expect(row.passwordEncrypted).toBeNull();
    // what the test mail would send: no password, and plain text only without one
    expect(transportOptions(row, key)).toMatchObject({ ignoreTLS: true, auth: { user: 'studio', pass: '' } });
    // typed again with the change: kept
    saveSmtpSettings(withoutOutboxWorker(db), TEST_ACTOR, { ...smtp, secure: false, password: 'yeniden-yazildi' }, key);
    expect(getSmtpRow(db)!.passwordEncrypted).not.toBeNull();
    // the same host, port, user and TLS: kept as before
    expect(
      saveSmtpSettings(withoutOutboxWorker(db), TEST_ACTOR, { ...smtp, secure: false, fromName: 'Sheva' }, key),
    ).toMatchObject({
      passwordCleared: false,
    });
  });

  it('pointing the Telegram bot at another chat clears the stored token', () => {
    const { db, context } = setup();
    const key = context.config.secretsKey;
    const base = { chatId: '-1001234567890', isActive: true };
    saveTelegramSettings(db, TEST_ACTOR, { ...base, botToken: '123456:ABC-sahibe' } as never, key);
    expect(storedBotToken(getTelegramRow(db), key)).toBe('123456:ABC-sahibe');
    saveTelegramSettings(db, TEST_ACTOR, { ...base, isActive: false } as never, key);
    expect(storedBotToken(getTelegramRow(db), key)).toBe('123456:ABC-sahibe');
    saveTelegramSettings(db, TEST_ACTOR, { ...base, chatId: '@baskasinin_kanali' } as never, key);
    expect(storedBotToken(getTelegramRow(db), key)).toBeNull();
  });
});
