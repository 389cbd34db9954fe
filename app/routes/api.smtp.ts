import { MESSAGES, smtpSettingsSchema } from '~/domain/messaging-settings';
import { PRIVATE_NO_STORE, apiError, call, defineApi, idParams, ok } from '~/lib/api.server';
import { VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { findSmtpRow, getSmtpRow, publicSmtpSettings, saveSmtpSettings } from '~/models/smtp.server';

const NOT_FOUND = 'SMTP ayarı bulunamadı';

/**
 * Saving the SMTP settings (POST /api/smtp, PUT /api/smtp/{id}): the body is laid over the
 * stored settings, so a PUT that names only `isActive` keeps everything else; a blank or
 * missing password keeps the stored one (it is not part of the base).
 */
export function saveSmtpCall(withId: boolean) {
  return call({
    auth: 'admin',
    summary: withId ? 'Same as POST /api/smtp.' : 'Saves the settings; a blank or missing password keeps the stored one.',
    params: withId ? idParams(NOT_FOUND) : undefined,
    body: smtpSettingsSchema,
    bodyBase: ({ context, params }) => {
      const row = findSmtpRow(context.db, withId ? (params as { id: number }).id : undefined);
      return row ? { host: row.host, port: row.port, secure: row.secure, username: row.username ?? undefined, fromEmail: row.fromEmail, fromName: row.fromName ?? undefined, isActive: row.isActive } : {};
    },
    fieldErrors: true,
    response: `200 { success, message: '${MESSAGES.smtpSaved}', passwordCleared, settings }`,
    errors: withId ? [[404, NOT_FOUND], [400, VALIDATION_FAILED]] : [[400, VALIDATION_FAILED]],
    handler: ({ context, params, body }) => {
      const saved = saveSmtpSettings(context.db, body, context.config.secretsKey, withId ? (params as { id: number }).id : undefined);
      if (!saved) return apiError(404, NOT_FOUND);
      const message = saved.passwordCleared ? `${MESSAGES.smtpSaved}. ${MESSAGES.smtpPasswordCleared}` : MESSAGES.smtpSaved;
      return ok({ message, passwordCleared: saved.passwordCleared, settings: publicSmtpSettings(saved.row) }, 200, PRIVATE_NO_STORE);
    },
  });
}

export const api = defineApi({
  GET: call({
    auth: 'admin',
    summary: 'The SMTP settings (never the password: `hasPassword` tells whether one is stored).',
    response: '200 { success, settings }',
    handler: ({ context }) => ok({ settings: publicSmtpSettings(getSmtpRow(context.db)) }, 200, PRIVATE_NO_STORE),
  }),
  POST: saveSmtpCall(false),
});
export const loader = api.loader;
export const action = api.action;
