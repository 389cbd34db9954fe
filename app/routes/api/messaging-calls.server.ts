/**
 * Saving the SMTP and Telegram settings through the API (POST /api/smtp, PUT /api/smtp/{id},
 * POST /api/telegram, PUT /api/telegram/{id}): the body is laid over the stored settings, so
 * a PUT that names only `isActive` keeps everything else; a blank or missing secret keeps the
 * stored one (secrets are not part of the base). The screens use the same schemas and saves.
 */
import { MESSAGES, smtpSettingsSchema, telegramSettingsSchema } from '~/domain/messaging-settings';
import { findSmtpRow, publicSmtpSettings, saveSmtpSettings } from '~/models/messaging/smtp.server';
import { findTelegramRow, publicTelegramSettings, saveTelegramSettings } from '~/models/messaging/telegram.server';
import { VALIDATION_FAILED } from '../../http/api-doc-notes';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { PRIVATE_NO_STORE, apiError, call, idParams, ok, type ActingContext, type Values } from '../../http/api.server';
import { actorOf, assertMay } from '../../http/auth.server';

/**
 * A save of one settings row: POST (the first row) or PUT .../{id}. The body is laid over the
 * stored values (`stored`), so a PUT that names only `isActive` keeps everything else.
 */
function settingsSaveCall<S extends z.ZodType>(
  withId: boolean,
  spec: {
    summary: string;
    notFound: string;
    body: S;
    stored: (db: Db, id: number | undefined) => Values;
    /** the body types a new stored secret (a password, a token): that needs credentials.write (docs/decisions/0350) */
    typesSecret: (body: z.output<S>) => boolean;
    save: (context: ActingContext, body: z.output<S>, id: number | undefined) => Record<string, unknown> | null;
    response: string;
  },
) {
  const idOf = (params: unknown) => (withId ? (params as { id: number }).id : undefined);
  return call({
    auth: 'admin',
    permission: 'messaging.setup',
    summary: spec.summary,
    params: withId ? idParams(spec.notFound) : undefined,
    body: spec.body as z.ZodType,
    bodyBase: ({ context, params }) => spec.stored(context.db, idOf(params)),
    fieldErrors: true,
    response: spec.response,
    errors: withId
      ? [
          [404, spec.notFound],
          [400, VALIDATION_FAILED],
        ]
      : [[400, VALIDATION_FAILED]],
    handler: ({ context, params, body, session }) => {
      if (spec.typesSecret(body as z.output<S>)) assertMay(session, 'credentials.write', 'api');
      const answer = spec.save({ ...context, actor: actorOf(session, context) }, body as z.output<S>, idOf(params));
      return answer ? ok(answer, 200, PRIVATE_NO_STORE) : apiError(404, spec.notFound);
    },
  });
}

/** POST /api/smtp, PUT /api/smtp/{id}: a blank or missing password keeps the stored one (it is not part of the base). */
export const saveSmtpCall = (withId: boolean) =>
  settingsSaveCall(withId, {
    summary: withId
      ? 'Same as POST /api/smtp.'
      : 'Saves the settings; a blank or missing password keeps the stored one. A new password needs the owner (`credentials.write`).',
    notFound: 'SMTP ayarı bulunamadı',
    body: smtpSettingsSchema,
    typesSecret: (body) => !!body.password,
    stored: (db, id) => {
      const row = findSmtpRow(db, id);
      return row
        ? {
            host: row.host,
            port: row.port,
            secure: row.secure,
            username: row.username ?? undefined,
            fromEmail: row.fromEmail,
            fromName: row.fromName ?? undefined,
            isActive: row.isActive,
          }
        : {};
    },
    save: (context, body, id) => {
      const saved = saveSmtpSettings(context, context.actor, body, context.config.secretsKey, id);
      if (!saved) return null;
      const message = saved.passwordCleared
        ? `${MESSAGES.smtpSaved}. ${MESSAGES.smtpPasswordCleared}`
        : MESSAGES.smtpSaved;
      return { message, passwordCleared: saved.passwordCleared, settings: publicSmtpSettings(saved.row) };
    },
    response: `200 { success, message: '${MESSAGES.smtpSaved}', passwordCleared, settings }`,
  });

/** POST /api/telegram, PUT /api/telegram/{id}: a blank or missing token keeps the stored one. */
export const saveTelegramCall = (withId: boolean) =>
  settingsSaveCall(withId, {
    summary: withId
      ? 'Same as POST /api/telegram.'
      : 'Saves the settings (botToken?, chatId, isActive, sendNewAppointments, sendStatusUpdates); a blank or missing token keeps the stored one. A new token needs the owner (`credentials.write`).',
    notFound: 'Telegram ayarı bulunamadı',
    body: telegramSettingsSchema,
    typesSecret: (body) => !!body.botToken,
    stored: (db, id) => {
      const row = findTelegramRow(db, id);
      return row
        ? {
            chatId: row.chatId ?? undefined,
            isActive: row.isActive,
            sendNewAppointments: row.sendNewAppointments,
            sendStatusUpdates: row.sendStatusUpdates,
          }
        : {};
    },
    save: (context, body, id) => {
      const row = saveTelegramSettings(context.db, context.actor, body, context.config.secretsKey, id);
      return row && { message: MESSAGES.telegramSaved, settings: publicTelegramSettings(row) };
    },
    response: `200 { success, message: '${MESSAGES.telegramSaved}', settings }`,
  });
