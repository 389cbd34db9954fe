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
  bearerRefused:
    'Geçiş anahtarı API anahtarıyla (bearer) eklenemez: tarayıcıda Profilim sayfasından, şifrenizle ekleyin.',
  passwordNeeded: 'Geçiş anahtarı eklemek için mevcut şifrenizi girin.',
  wrongPassword: 'Mevcut şifre hatalı: geçiş anahtarı eklenmedi.',
  ipAddress:
    'Geçiş anahtarı yalnızca alan adıyla açılan sayfada çalışır (ör. shevanailart.com.tr veya localhost): sayfayı IP adresiyle açtığınız için tarayıcı izin vermez. PUBLIC_URL ayarındaki alan adıyla açıp yeniden deneyin.',
  lastKeyNoPassword:
    'Bu hesabın şifresi yok: son geçiş anahtarı silinirse giriş yapamaz. Önce yeni bir davet bağlantısı oluşturun.',
  removedByOwner: 'Geçiş anahtarı silindi; bu hesap yeniden şifresiyle giriş yapabilir.',
} as const;

/** A sign-in this recent stands in for the password when adding a passkey (ASVS V2: re-authentication). */
export const PASSKEY_REAUTH_WINDOW_MS = 5 * 60_000;

/** Whether a relying-party id is an IP address (WebAuthn needs a domain name; the browser refuses an IP). */
export function isIpHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '');
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(h) || (h.includes(':') && /^[0-9a-f:.]+$/i.test(h));
}

/** Profilim's "Sil" form of one passkey: its id (an empty one is a passkey not found). */
export const passkeyRemoveFormSchema = z.object({ passkeyId: z.string().default('') });
