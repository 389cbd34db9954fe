/**
 * The mail (SMTP) and Telegram settings forms: one schema each, used by the admin screens
 * and the JSON API. Secrets (SMTP password, bot token) are optional on every save: blank
 * means "keep the stored one" -- except that the SMTP password never follows a new server
 * or user (`smtpPasswordStays`).
 */
import { isValidEmail } from './contact';
import { z } from 'zod';

export const SMTP_DEFAULTS = { port: 587, secure: true, isActive: true } as const;
export const TELEGRAM_DEFAULTS = { isActive: false, sendNewAppointments: true, sendStatusUpdates: true } as const;

export const MESSAGES = {
  smtpSaved: 'SMTP ayarları başarıyla kaydedildi',
  smtpNotSaved: 'SMTP ayarları kaydedilemedi',
  smtpPasswordCleared:
    'SMTP sunucusu, portu, kullanıcı adı veya TLS ayarı değiştiği için kayıtlı şifre silindi. Şifreyi girip tekrar kaydedin.',
  smtpPasswordHint: 'Boş bırakırsanız kayıtlı şifre korunur; sunucu, port veya kullanıcı adı değişirse silinir.',
  smtpMissing: 'Mail ayarları yapılmamış veya kapalı. Önce SMTP ayarlarını kaydedin.',
  testAddressRequired: 'Test e-posta adresi giriniz',
  testSent: 'Test maili başarıyla gönderildi',
  testFailed: 'Test maili gönderilemedi',
  bulkFieldsRequired: 'Konu ve içerik alanları zorunludur',
  bulkRecipientsRequired: 'En az bir müşteri seçiniz',
  bulkFailed: 'Mail gönderilemedi',
  bulkSent: (n: number) => `${n} müşteriye mail başarıyla gönderildi`,
  /** addresses the per-recipient daily cap held back (docs/decisions/0331) */
  bulkRefused: (n: number) => `${n} müşteri bugünkü mesaj sınırına ulaştığı için atlandı`,
  bulkQueued: (n: number) => `${n} müşteriye mail gönderilmek üzere sıraya alındı`,
  telegramSaved: 'Telegram ayarları başarıyla kaydedildi!',
  telegramNotSaved: 'Ayarlar kaydedilirken hata oluştu.',
  telegramLoadFailed: 'Ayarlar yüklenirken hata oluştu.',
  telegramTestSent: 'Test mesajı başarıyla gönderildi!',
  telegramTestFailed: 'Test mesajı gönderilirken hata oluştu.',
  telegramTestNeedsFields: 'Test mesajı için bot token ve chat id gereklidir.',
} as const;

export const EMAIL_MESSAGE = 'Lütfen geçerli bir e-posta adresi girin.';

export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && isValidEmail(value);
}

/** true/false from JSON booleans, checkbox values ('on', 'true', '1') or their absence. */
const flag = (fallback: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return fallback;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return v !== 0;
    if (typeof v === 'string') return ['on', 'true', '1', 'yes'].includes(v.toLowerCase());
    return v;
  }, z.boolean());

const optionalText = (max: number) =>
  z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v), z.string().max(max).optional())
    .transform((v) => (v ? v : undefined));

export const smtpSettingsSchema = z.object({
  host: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'Sunucu adresi zorunludur' }).min(1, 'Sunucu adresi zorunludur').max(255),
  ),
  port: z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? SMTP_DEFAULTS.port
        : typeof v === 'string'
          ? Number.parseInt(v, 10)
          : v,
    z
      .number({ error: 'Port 1 ile 65535 arasında bir sayı olmalıdır' })
      .int('Port 1 ile 65535 arasında bir sayı olmalıdır')
      .min(1, 'Port 1 ile 65535 arasında bir sayı olmalıdır')
      .max(65535, 'Port 1 ile 65535 arasında bir sayı olmalıdır'),
  ),
  secure: flag(SMTP_DEFAULTS.secure),
  username: optionalText(255),
  /** blank: keep the stored password */
  password: z
    .preprocess((v) => (typeof v === 'string' ? v : undefined), z.string().max(500).optional())
    .transform((v) => (v ? v : undefined)),
  fromEmail: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'Gönderen e-posta zorunludur' }).refine(isEmailAddress, EMAIL_MESSAGE),
  ),
  fromName: optionalText(120),
  isActive: flag(SMTP_DEFAULTS.isActive),
});
export type SmtpSettingsInput = z.infer<typeof smtpSettingsSchema>;

type SmtpAccount = { host: string; port: number; username?: string | null; secure: boolean };

/**
 * Whether a stored SMTP password may stay when the settings are saved with the password
 * left blank: only while it still goes to the same host, port and user, over the same TLS
 * setting. Otherwise the password of one server would be sent to another (a typo or a
 * hostile host), or sent in clear after TLS was switched off (issue 37: a manager, who may
 * change the settings but not the stored password, must not downgrade the owner's).
 */
export function smtpPasswordStays(stored: SmtpAccount, next: SmtpAccount): boolean {
  const norm = (a: SmtpAccount) =>
    [a.host.trim().toLowerCase(), a.port, (a.username ?? '').trim(), a.secure ? 'tls' : 'plain'].join('\n');
  return norm(stored) === norm(next);
}

/**
 * Whether the stored Telegram bot token may stay when the settings are saved with it blank:
 * only while the messages still go to the same chat (a manager must not point the owner's bot
 * at her own chat; issue 37).
 */
export function telegramTokenStays(stored: { chatId: string | null }, next: { chatId: string | null }): boolean {
  return (stored.chatId ?? '').trim() === (next.chatId ?? '').trim();
}

export const telegramSettingsSchema = z.object({
  /** blank: keep the stored token */
  botToken: z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : undefined), z.string().max(200).optional())
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^\d+:[A-Za-z0-9_-]+$/.test(v),
      'Bot token biçimi geçersiz (örn: 123456789:ABC-DEF...)',
    ),
  chatId: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      z.string().max(100).optional(),
    )
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^(-?\d+|@[A-Za-z0-9_]{4,})$/.test(v),
      'Chat id bir sayı (örn: -1001234567890) veya @kanal_adi olmalıdır',
    ),
  isActive: flag(TELEGRAM_DEFAULTS.isActive),
  sendNewAppointments: flag(TELEGRAM_DEFAULTS.sendNewAppointments),
  sendStatusUpdates: flag(TELEGRAM_DEFAULTS.sendStatusUpdates),
});
export type TelegramSettingsInput = z.infer<typeof telegramSettingsSchema>;

export type FieldErrors = Record<string, string>;

/** zod issues -> { field: first message } */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

export type BulkMailCheck = { ok: true; subject: string; content: string } | { ok: false; message: string };

const bulkText = (maxLength: number) =>
  z
    .string({ error: MESSAGES.bulkFieldsRequired })
    .trim()
    .min(1, MESSAGES.bulkFieldsRequired)
    .transform((s) => s.slice(0, maxLength));

/** A bulk mail's subject and content: both required (trimmed); longer ones are cut. */
export const bulkMailSchema = z.object({ subject: bulkText(200), content: bulkText(20_000) });

/** The bulk mail form as posted: the texts (checked by `checkBulkMail`), "Tümünü seç" and the ticked customers' ids. */
export const bulkMailFormSchema = z.object({
  subject: z.string().optional(),
  content: z.string().optional(),
  selectAll: z.boolean().optional(),
  customerIds: z.array(z.string()).optional(),
});

/** The test mail form: the address (checked when the mail is sent). */
export const testMailSchema = z.object({ testEmail: z.string().optional() });

/** The bulk mail rule: subject and content (trimmed) first, then at least one recipient. */
export function checkBulkMail(subject: unknown, content: unknown, recipientCount: number): BulkMailCheck {
  const parsed = bulkMailSchema.safeParse({ subject, content });
  if (!parsed.success) return { ok: false, message: MESSAGES.bulkFieldsRequired };
  if (recipientCount < 1) return { ok: false, message: MESSAGES.bulkRecipientsRequired };
  return { ok: true, ...parsed.data };
}

/** The Telegram test button's rule. */
export function canTestTelegram(botTokenFilled: boolean, chatId: string | null | undefined): boolean {
  return botTokenFilled && !!chatId?.trim();
}
