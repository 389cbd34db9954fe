import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, safeAdminRedirect, signInSchema, tooManyAttemptsMessage } from './admin-account';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('password change rules', () => {
  it('needs a new password of at least 10 characters (issue 37)', () => {
    expect(
      messages(
        passwordChangeSchema.safeParse({
          currentPassword: 'x',
          newPassword: '123456789',
          confirmPassword: '123456789',
        }),
      ),
    ).toEqual(['Yeni şifre en az 10 karakter olmalıdır']);
    expect(
      passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: '1234567890', confirmPassword: '1234567890' })
        .success,
    ).toBe(true);
  });

  it('needs the confirmation to match', () => {
    expect(
      messages(
        passwordChangeSchema.safeParse({
          currentPassword: 'x',
          newPassword: '1234567890',
          confirmPassword: '1234567891',
        }),
      ),
    ).toEqual(['Yeni şifreler eşleşmiyor']);
  });

  it('needs the current password', () => {
    expect(
      messages(
        passwordChangeSchema.safeParse({
          currentPassword: '',
          newPassword: '1234567890',
          confirmPassword: '1234567890',
        }),
      ),
    ).toEqual(['Mevcut şifre gereklidir']);
  });
});

describe('sign-in form rules', () => {
  it('trims the e-mail and requires both fields', () => {
    expect(signInSchema.parse({ email: '  a@b.co ', password: 'p' }).email).toBe('a@b.co');
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual([
      'E-posta adresi gereklidir',
      'Şifre gereklidir',
    ]);
    expect(messages(signInSchema.safeParse({ email: 'nope', password: 'p' }))).toEqual([
      'Lütfen geçerli bir e-posta adresi girin',
    ]);
  });

  it('words the pause in whole minutes', () => {
    expect(tooManyAttemptsMessage(1)).toContain('1 dakika');
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toContain('15 dakika');
  });
});

describe('return path after sign-in', () => {
  it('keeps paths inside the back office', () => {
    expect(safeAdminRedirect('/admin/settings')).toBe('/admin/settings');
    expect(safeAdminRedirect('/admin/appointments?view=list')).toBe('/admin/appointments?view=list');
    expect(safeAdminRedirect('/admin')).toBe('/admin');
  });

  it('refuses everything else', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/admin',
      '/administrator',
      '/',
      '/admin/login',
      '/admin/logout',
      '/admin\\..\\x',
      undefined,
      42,
    ]) {
      expect(safeAdminRedirect(bad), String(bad)).toBe('/admin');
    }
  });
});
