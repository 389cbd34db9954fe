/**
 * Telegram settings (one row) and sending one text to the studio's chat with
 * node-telegram-bot-api. The bot token is stored encrypted and never leaves the server.
 */
import { asc, eq } from 'drizzle-orm';
import { Api } from 'node-telegram-bot-api';
import type { Db } from '../../../db/client';
import { telegramSettings } from '../../../db/schema';
import type { TelegramSettingsInput } from '~/domain/messaging-settings';
import { decryptSecret, encryptSecret } from '~/lib/secrets.server';

const TOKEN_PURPOSE = 'telegram.botToken';

export type TelegramRow = typeof telegramSettings.$inferSelect;

export type PublicTelegramSettings = {
  id: number;
  chatId: string | null;
  isActive: boolean;
  sendNewAppointments: boolean;
  sendStatusUpdates: boolean;
  /** a token is stored (its value is never sent) */
  hasBotToken: boolean;
  updatedAt: Date;
};

export function getTelegramRow(db: Db): TelegramRow | null {
  return db.select().from(telegramSettings).orderBy(asc(telegramSettings.id)).limit(1).get() ?? null;
}

/** Row `id`, or the one row when `id` is omitted; null when there is none. */
export function findTelegramRow(db: Db, id?: number): TelegramRow | null {
  return id === undefined ? getTelegramRow(db) : (db.select().from(telegramSettings).where(eq(telegramSettings.id, id)).get() ?? null);
}

export function publicTelegramSettings(row: TelegramRow | null): PublicTelegramSettings | null {
  if (!row) return null;
  return {
    id: row.id,
    chatId: row.chatId,
    isActive: row.isActive,
    sendNewAppointments: row.sendNewAppointments,
    sendStatusUpdates: row.sendStatusUpdates,
    hasBotToken: !!row.botTokenEncrypted,
    updatedAt: row.updatedAt,
  };
}

/** Saves row `id` (or the one row), creating it when there is none. A blank token keeps the stored one. */
export function saveTelegramSettings(db: Db, input: TelegramSettingsInput, secretsKey: string, id?: number): TelegramRow | null {
  const values = {
    chatId: input.chatId ?? null,
    isActive: input.isActive,
    sendNewAppointments: input.sendNewAppointments,
    sendStatusUpdates: input.sendStatusUpdates,
    ...(input.botToken ? { botTokenEncrypted: encryptSecret(input.botToken, secretsKey, TOKEN_PURPOSE) } : {}),
  };
  const existing = findTelegramRow(db, id);
  if (!existing) {
    if (id !== undefined) return null;
    return db.insert(telegramSettings).values(values).returning().get();
  }
  return db.update(telegramSettings).set(values).where(eq(telegramSettings.id, existing.id)).returning().get() ?? null;
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
export async function sendTelegram(db: Db, config: { secretsKey: string; telegramApiRoot: string }, text: string, options: { anyState?: boolean } = {}): Promise<void> {
  const row = getTelegramRow(db);
  const token = storedBotToken(row, config.secretsKey);
  if (!row || !token || !row.chatId || (!row.isActive && !options.anyState)) throw new TelegramNotConfigured();
  await sendTelegramText(config.telegramApiRoot, token, row.chatId, text);
}
