import { describe, expect, it } from 'vitest';
import {
  canTestTelegram,
  checkBulkMail,
  fieldErrors,
  MESSAGES,
  smtpSettingsSchema,
  telegramSettingsSchema,
} from './messaging-settings';

describe('SMTP settings', () => {
  it('applies the spec defaults: port 587, secure and active', () => {
    const parsed = smtpSettingsSchema.parse({ host: ' smtp.example.com ', fromEmail: 'info@example.com' });
    expect(parsed).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: true,
      fromEmail: 'info@example.com',
      isActive: true,
    });
  });

  it('reads a form: the port as an integer, unchecked boxes as false, blank password as "keep"', () => {
    const parsed = smtpSettingsSchema.parse({
      host: 'h',
      port: '465',
      secure: 'false',
      isActive: 'on',
      password: '',
      username: '',
      fromEmail: 'a@b.co',
      fromName: '',
    });
    expect(parsed).toMatchObject({
      port: 465,
      secure: false,
      isActive: true,
      password: undefined,
      username: undefined,
      fromName: undefined,
    });
  });

  it('explains what is wrong in Turkish', () => {
    const result = smtpSettingsSchema.safeParse({ host: '', port: '99999', fromEmail: 'nope' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        host: 'Sunucu adresi zorunludur',
        port: 'Port 1 ile 65535 arasında bir sayı olmalıdır',
        fromEmail: 'Lütfen geçerli bir e-posta adresi girin.',
      });
    }
  });
});

describe('Telegram settings', () => {
  it('applies the spec defaults: inactive, new appointments and status updates on', () => {
    expect(telegramSettingsSchema.parse({})).toEqual({
      isActive: false,
      sendNewAppointments: true,
      sendStatusUpdates: true,
    });
  });

  it('checks the token and chat id shapes', () => {
    expect(telegramSettingsSchema.safeParse({ botToken: '123:abc_DEF-1', chatId: -100123 }).success).toBe(true);
    expect(telegramSettingsSchema.safeParse({ chatId: '@studyo_kanal' }).success).toBe(true);
    expect(telegramSettingsSchema.safeParse({ botToken: 'not a token' }).success).toBe(false);
    expect(telegramSettingsSchema.safeParse({ chatId: 'abc' }).success).toBe(false);
  });

  it('enables the test only with a token and a chat id', () => {
    expect(canTestTelegram(true, '-100')).toBe(true);
    expect(canTestTelegram(false, '-100')).toBe(false);
    expect(canTestTelegram(true, '  ')).toBe(false);
  });
});

describe('bulk mail', () => {
  it('needs subject and content first, then recipients', () => {
    expect(checkBulkMail('  ', 'x', 0)).toEqual({ ok: false, message: MESSAGES.bulkFieldsRequired });
    expect(checkBulkMail('Konu', '', 3)).toEqual({ ok: false, message: 'Konu ve içerik alanları zorunludur' });
    expect(checkBulkMail('Konu', 'İçerik', 0)).toEqual({ ok: false, message: 'En az bir müşteri seçiniz' });
    expect(checkBulkMail(' Konu ', ' İçerik ', 2)).toEqual({ ok: true, subject: 'Konu', content: 'İçerik' });
    expect(MESSAGES.bulkSent(3)).toBe('3 müşteriye mail başarıyla gönderildi');
  });
});
