import { MESSAGES, telegramSettingsSchema } from '~/domain/messaging-settings';
import { PRIVATE_NO_STORE, apiError, call, defineApi, idParams, ok } from '~/lib/api.server';
import { VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { findTelegramRow, getTelegramRow, publicTelegramSettings, saveTelegramSettings } from '~/models/telegram.server';

const NOT_FOUND = 'Telegram ayarı bulunamadı';

/**
 * Saving the Telegram settings (POST /api/telegram, PUT /api/telegram/{id}): the body is laid
 * over the stored settings; a blank or missing token keeps the stored one.
 */
export function saveTelegramCall(withId: boolean) {
  return call({
    auth: 'admin',
    summary: withId ? 'Same as POST /api/telegram.' : 'Saves the settings (botToken?, chatId, isActive, sendNewAppointments, sendStatusUpdates); a blank or missing token keeps the stored one.',
    params: withId ? idParams(NOT_FOUND) : undefined,
    body: telegramSettingsSchema,
    bodyBase: ({ context, params }) => {
      const row = findTelegramRow(context.db, withId ? (params as { id: number }).id : undefined);
      return row ? { chatId: row.chatId ?? undefined, isActive: row.isActive, sendNewAppointments: row.sendNewAppointments, sendStatusUpdates: row.sendStatusUpdates } : {};
    },
    fieldErrors: true,
    response: `200 { success, message: '${MESSAGES.telegramSaved}', settings }`,
    errors: withId ? [[404, NOT_FOUND], [400, VALIDATION_FAILED]] : [[400, VALIDATION_FAILED]],
    handler: ({ context, params, body }) => {
      const row = saveTelegramSettings(context.db, body, context.config.secretsKey, withId ? (params as { id: number }).id : undefined);
      if (!row) return apiError(404, NOT_FOUND);
      return ok({ message: MESSAGES.telegramSaved, settings: publicTelegramSettings(row) }, 200, PRIVATE_NO_STORE);
    },
  });
}

export const api = defineApi({
  GET: call({
    auth: 'admin',
    summary: 'The Telegram settings (never the token: `hasBotToken` tells whether one is stored).',
    response: '200 { success, settings }',
    handler: ({ context }) => ok({ settings: publicTelegramSettings(getTelegramRow(context.db)) }, 200, PRIVATE_NO_STORE),
  }),
  POST: saveTelegramCall(false),
});
export const loader = api.loader;
export const action = api.action;
