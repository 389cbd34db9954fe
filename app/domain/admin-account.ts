/**
 * The admin's account rules: sign-in and password change. One schema serves the form
 * (through conform) and the JSON API; the messages are the spec's words.
 */
import { z } from 'zod';

/** ASVS V2.1.1 asks for 12 (8 with a breached-password check); 10 with the common-password list (issue 37). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/** One message for an unknown e-mail and a wrong password alike. */
export const INVALID_CREDENTIALS_MESSAGE = 'E-posta adresi veya şifre hatalı';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Mevcut şifre hatalı';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Yeni şifreler eşleşmiyor';
export const PASSWORD_TOO_SHORT_MESSAGE = `Yeni şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır`;
export const COMMON_PASSWORD_MESSAGE =
  'Bu şifre en sık kullanılan şifreler arasında ve kolayca tahmin edilir: başka bir şifre seçin.';
export const PASSWORD_CHANGED_MESSAGE = 'Şifre başarıyla değiştirildi!';
export const SIGN_IN_REQUIRED_MESSAGE = 'Bu işlem için giriş yapmalısınız';

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const signInSchema = z.object({
  email: required('E-posta adresi gereklidir').pipe(z.email('Lütfen geçerli bir e-posta adresi girin')),
  password: z
    .string({ error: 'Şifre gereklidir' })
    .min(1, 'Şifre gereklidir')
    .max(MAX_PASSWORD_LENGTH, INVALID_CREDENTIALS_MESSAGE),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Mevcut şifre gereklidir' })
      .min(1, 'Mevcut şifre gereklidir')
      .max(MAX_PASSWORD_LENGTH, WRONG_CURRENT_PASSWORD_MESSAGE),
    newPassword: z
      .string({ error: PASSWORD_TOO_SHORT_MESSAGE })
      .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
      .max(MAX_PASSWORD_LENGTH, `Yeni şifre en fazla ${MAX_PASSWORD_LENGTH} karakter olabilir`),
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH_MESSAGE }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/**
 * Where to go after signing in: only a path inside the back office (no open redirect to
 * another site, no `//host`), else the dashboard.
 */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== 'string') return '/admin';
  if (!/^\/admin(?:[/?#]|$)/.test(value) || value.startsWith('//') || value.includes('\\')) return '/admin';
  if (/^\/admin\/(?:login|logout)(?:[/?#]|$)/.test(value)) return '/admin';
  return value;
}
