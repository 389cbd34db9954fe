/**
 * The Turkish words of passkeys (docs/decisions/0355, 0384), apart from the model so the
 * profile and sign-in pages can show them in the browser.
 */
import { z } from 'zod';

export const PASSKEY_TEXTS = {
  notAllowed: 'Geçiş anahtarı yalnızca Sahip ve Yönetici hesaplarına eklenebilir',
  failed: 'Geçiş anahtarı doğrulanamadı. Lütfen yeniden deneyin.',
  expired: 'Geçiş anahtarı isteğinin süresi doldu. Lütfen yeniden deneyin.',
  unknown: 'Bu geçiş anahtarı tanınmıyor veya hesap devre dışı',
  added: 'Geçiş anahtarı eklendi. Bu hesap artık yalnızca şifreyle giriş yapamaz.',
  removed: 'Geçiş anahtarı silindi',
  notFound: 'Geçiş anahtarı bulunamadı',
  nameRequired: 'Geçiş anahtarına bir ad verin (ör. "iPhone")',
} as const;

/** Profilim's "Sil" form of one passkey: its id (an empty one is a passkey not found). */
export const passkeyRemoveFormSchema = z.object({ passkeyId: z.string().default('') });
