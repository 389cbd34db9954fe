/**
 * Request bodies of the settings API (POST/PUT /api/smtp, /api/telegram) to saved settings.
 * The screens use the same schemas and save functions.
 */
import { fieldErrors, MESSAGES, smtpSettingsSchema, telegramSettingsSchema } from '~/domain/messaging-settings';
import type { AppServices } from '~/lib/app-context';
import { apiError, readBody } from '~/lib/http.server';
import { findSmtpRow, publicSmtpSettings, saveSmtpSettings, type SmtpRow } from './messaging/smtp.server';
import { findTelegramRow, publicTelegramSettings, saveTelegramSettings, type TelegramRow } from './messaging/telegram.server';

const noStore = { 'Cache-Control': 'private, no-store' };
type Context = Pick<AppServices, 'db' | 'config'>;

// The stored settings are the base a body changes: a PUT that names only `isActive` keeps
// everything else. Secrets are not part of the base (a missing one keeps the stored one anyway).

function smtpBase(row: SmtpRow | null) {
  return row ? { host: row.host, port: row.port, secure: row.secure, username: row.username ?? undefined, fromEmail: row.fromEmail, fromName: row.fromName ?? undefined, isActive: row.isActive } : {};
}

function telegramBase(row: TelegramRow | null) {
  return row ? { chatId: row.chatId ?? undefined, isActive: row.isActive, sendNewAppointments: row.sendNewAppointments, sendStatusUpdates: row.sendStatusUpdates } : {};
}

export async function saveSmtpFromBody(request: Request, context: Context, id?: number) {
  const parsed = smtpSettingsSchema.safeParse({ ...smtpBase(findSmtpRow(context.db, id)), ...(await readBody(request)) });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return apiError(400, Object.values(errors)[0] ?? MESSAGES.smtpNotSaved, { errors });
  }
  const saved = saveSmtpSettings(context.db, parsed.data, context.config.secretsKey, id);
  if (!saved) return apiError(404, 'SMTP ayarı bulunamadı');
  const message = saved.passwordCleared ? `${MESSAGES.smtpSaved}. ${MESSAGES.smtpPasswordCleared}` : MESSAGES.smtpSaved;
  return Response.json({ success: true, message, passwordCleared: saved.passwordCleared, settings: publicSmtpSettings(saved.row) }, { headers: noStore });
}

export async function saveTelegramFromBody(request: Request, context: Context, id?: number) {
  const parsed = telegramSettingsSchema.safeParse({ ...telegramBase(findTelegramRow(context.db, id)), ...(await readBody(request)) });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return apiError(400, Object.values(errors)[0] ?? MESSAGES.telegramNotSaved, { errors });
  }
  const row = saveTelegramSettings(context.db, parsed.data, context.config.secretsKey, id);
  if (!row) return apiError(404, 'Telegram ayarı bulunamadı');
  return Response.json({ success: true, message: MESSAGES.telegramSaved, settings: publicTelegramSettings(row) }, { headers: noStore });
}
