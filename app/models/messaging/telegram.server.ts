/**
 * Telegram settings (one row) and sending one text to the studio's chat with
 * node-telegram-bot-api. The bot token is stored encrypted and never leaves the server.
 */
import { Api } from 'node-telegram-bot-api';
import type { Db } from '../../../db/client';
import { findOneRow, secretSettingsTable, writeOneRow } from '../db.server';
import { telegramSettings } from '../../../db/schema';
import { telegramTokenStays, type TelegramSettingsInput } from '~/domain/messaging-settings';
import { decryptSecret, encryptSecret } from '~/infra/secrets.server';
import { actionOfRows, recordedWrite, type Actor } from '../audit/history.server';

export const TOKEN_PURPOSE = 'telegram.botToken';

export type TelegramRow = typeof telegramSettings.$inferSelect;
/** The browser and the API see `hasBotToken`, never the token. */
export const {
  find: findTelegramRow,
  get: getTelegramRow,
  shown: publicTelegramSettings,
} = secretSettingsTable(telegramSettings, 'botTokenEncrypted', 'hasBotToken');
export type PublicTelegramSettings = NonNullable<ReturnType<typeof publicTelegramSettings>>;

/**
 * Saves row `id` (or the one row), creating it when there is none. A blank token keeps the
 * stored one while the chat stays the same, and is cleared when the chat changes (issue 37).
 */
export function saveTelegramSettings(
  db: Db,
  actor: Actor,
  input: TelegramSettingsInput,
  secretsKey: string,
  id?: number,
): TelegramRow | null {
  const { botToken, chatId, ...fields } = input;
  const values = {
    ...fields,
    chatId: chatId ?? null,
    ...(botToken ? { botTokenEncrypted: encryptSecret(botToken, secretsKey, TOKEN_PURPOSE) } : {}),
  };
  return recordedWrite(
    db,
    actor,
    'messaging',
    telegramSettings,
    { id: findOneRow(db, telegramSettings, id)?.id, idOf: (r) => r?.id, action: actionOfRows },
    (tx) =>
      writeOneRow(tx, telegramSettings, id, (existing) =>
        existing && !botToken && existing.botTokenEncrypted && !telegramTokenStays(existing, values)
          ? { ...values, botTokenEncrypted: null }
          : values,
      ),
  );
}

export function storedBotToken(row: TelegramRow | null, secretsKey: string): string | null {
  return decryptSecret(row?.botTokenEncrypted, secretsKey, TOKEN_PURPOSE);
}

export class TelegramNotConfigured extends Error {
  constructor() {
    super('Telegram bildirimleri kapalı veya bot token / chat id eksik');
    this.name = 'TelegramNotConfigured';
  }
}

/** Sends `text` to a chat. One attempt (the outbox does the retrying); throws on failure. */
export async function sendTelegramText(apiRoot: string, botToken: string, chatId: string, text: string): Promise<void> {
  const api = new Api(botToken, { apiRoot, maxRetries: 0, timeoutMs: 15_000 });
  await api.sendMessage({ chat_id: chatId, text, link_preview_options: { is_disabled: true } });
}

/** Sends with the stored settings (they must be active unless `anyState`, for the test message). */
export async function sendTelegram(
  db: Db,
  config: { secretsKey: string; telegramApiRoot: string },
  text: string,
  options: { anyState?: boolean } = {},
): Promise<void> {
  const row = getTelegramRow(db);
  const token = storedBotToken(row, config.secretsKey);
  if (!row || !token || !row.chatId || (!row.isActive && !options.anyState)) throw new TelegramNotConfigured();
  await sendTelegramText(config.telegramApiRoot, token, row.chatId, text);
}
