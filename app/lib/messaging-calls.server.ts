/**
 * Saving the SMTP and Telegram settings through the API (POST /api/smtp, PUT /api/smtp/{id},
 * POST /api/telegram, PUT /api/telegram/{id}): the body is laid over the stored settings, so
 * a PUT that names only `isActive` keeps everything else; a blank or missing secret keeps the
 * stored one (secrets are not part of the base). The screens use the same schemas and saves.
 */
import { MESSAGES, smtpSettingsSchema, telegramSettingsSchema } from '~/domain/messaging-settings';
import { findSmtpRow, publicSmtpSettings, saveSmtpSettings } from '~/models/messaging/smtp.server';
import { findTelegramRow, publicTelegramSettings, saveTelegramSettings } from '~/models/messaging/telegram.server';
import { VALIDATION_FAILED } from './api-doc-notes';
import { PRIVATE_NO_STORE, apiError, call, idParams, ok } from './api.server';

const SMTP_NOT_FOUND = 'SMTP ayarı bulunamadı';

/**
 * Saving the SMTP settings (POST /api/smtp, PUT /api/smtp/{id}): the body is laid over the
 * stored settings, so a PUT that names only `isActive` keeps everything else; a blank or
 * missing password keeps the stored one (it is not part of the base).
 */
export function saveSmtpCall(withId: boolean) {
  return call({
    auth: 'admin',
    summary: withId ? 'Same as POST /api/smtp.' : 'Saves the settings; a blank or missing password keeps the stored one.',
    params: withId ? idParams(SMTP_NOT_FOUND) : undefined,
    body: smtpSettingsSchema,
    bodyBase: ({ context, params }) => {
      const row = findSmtpRow(context.db, withId ? (params as { id: number }).id : undefined);
      return row ? { host: row.host, port: row.port, secure: row.secure, username: row.username ?? undefined, fromEmail: row.fromEmail, fromName: row.fromName ?? undefined, isActive: row.isActive } : {};
    },
    fieldErrors: true,
    response: `200 { success, message: '${MESSAGES.smtpSaved}', passwordCleared, settings }`,
    errors: withId ? [[404, SMTP_NOT_FOUND], [400, VALIDATION_FAILED]] : [[400, VALIDATION_FAILED]],
    handler: ({ context, params, body }) => {
      const saved = saveSmtpSettings(context.db, body, context.config.secretsKey, withId ? (params as { id: number }).id : undefined);
      if (!saved) return apiError(404, SMTP_NOT_FOUND);
      const message = saved.passwordCleared ? `${MESSAGES.smtpSaved}. ${MESSAGES.smtpPasswordCleared}` : MESSAGES.smtpSaved;
      return ok({ message, passwordCleared: saved.passwordCleared, settings: publicSmtpSettings(saved.row) }, 200, PRIVATE_NO_STORE);
    },
  });
}

const TELEGRAM_NOT_FOUND = 'Telegram ayarı bulunamadı';

/**
 * Saving the Telegram settings (POST /api/telegram, PUT /api/telegram/{id}): the body is laid
 * over the stored settings; a blank or missing token keeps the stored one.
 */
export function saveTelegramCall(withId: boolean) {
  return call({
    auth: 'admin',
    summary: withId ? 'Same as POST /api/telegram.' : 'Saves the settings (botToken?, chatId, isActive, sendNewAppointments, sendStatusUpdates); a blank or missing token keeps the stored one.',
    params: withId ? idParams(TELEGRAM_NOT_FOUND) : undefined,
    body: telegramSettingsSchema,
    bodyBase: ({ context, params }) => {
      const row = findTelegramRow(context.db, withId ? (params as { id: number }).id : undefined);
      return row ? { chatId: row.chatId ?? undefined, isActive: row.isActive, sendNewAppointments: row.sendNewAppointments, sendStatusUpdates: row.sendStatusUpdates } : {};
    },
    fieldErrors: true,
    response: `200 { success, message: '${MESSAGES.telegramSaved}', settings }`,
    errors: withId ? [[404, TELEGRAM_NOT_FOUND], [400, VALIDATION_FAILED]] : [[400, VALIDATION_FAILED]],
    handler: ({ context, params, body }) => {
      const row = saveTelegramSettings(context.db, body, context.config.secretsKey, withId ? (params as { id: number }).id : undefined);
      if (!row) return apiError(404, TELEGRAM_NOT_FOUND);
      return ok({ message: MESSAGES.telegramSaved, settings: publicTelegramSettings(row) }, 200, PRIVATE_NO_STORE);
    },
  });
}
