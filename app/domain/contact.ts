/**
 * Contact details as the spec checks them (public spec and admin spec section 5): an e-mail
 * is non-space text, '@', and a domain with a dot; a phone has 10 or 11 digits once
 * everything else is removed.
 */
export const EMAIL_MESSAGE = 'Lütfen geçerli bir e-posta adresi girin (örn: ornek@email.com).';
export const PHONE_MESSAGE = 'Lütfen geçerli bir telefon numarası girin (10 veya 11 haneli).';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isValidPhone(value: string): boolean {
  const n = phoneDigits(value).length;
  return n === 10 || n === 11;
}
