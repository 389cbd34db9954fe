import { describe, expect, it } from 'vitest';
import {
  bookingWhatsappMessage,
  contactWhatsappMessage,
  studioWhatsappLink,
  whatsappDigits,
  whatsappLink,
} from './whatsapp';
import { STUDIO } from './studio';

describe('whatsappDigits', () => {
  it('turns the usual Turkish spellings into international digits', () => {
    for (const phone of [
      '+90 532 555 12 34',
      '0532 555 12 34',
      '532 555 12 34',
      '905325551234',
      '0090 532 555 1234',
      '(0532) 555-12-34',
    ]) {
      expect(whatsappDigits(phone), phone).toBe('905325551234');
    }
  });
  it('refuses what is not a phone number', () => {
    for (const phone of ['', 'abc', '123', '0000000000000000']) expect(whatsappDigits(phone), phone).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('builds wa.me with the message URL-encoded (Turkish letters, spaces, & and ?)', () => {
    expect(whatsappLink('0532 555 12 34')).toBe('https://wa.me/905325551234');
    const link = whatsappLink('0532 555 12 34', 'Merhaba, çarşamba 10:00 & şu soru?');
    expect(link).toBe(
      'https://wa.me/905325551234?text=Merhaba%2C%20%C3%A7ar%C5%9Famba%2010%3A00%20%26%20%C5%9Fu%20soru%3F',
    );
    expect(new URL(link).searchParams.get('text')).toBe('Merhaba, çarşamba 10:00 & şu soru?');
    expect(whatsappLink('0532 555 12 34', '   ')).toBe('https://wa.me/905325551234');
    expect(() => whatsappLink('yok')).toThrow();
  });
  it("pre-fills the studio's messages: the contact block's and the booking's date and time", () => {
    expect(contactWhatsappMessage()).toContain(STUDIO.name);
    expect(bookingWhatsappMessage({ date: '2026-11-25', time: '10:30' })).toBe(
      `Merhaba ${STUDIO.name}, 25 Kasım 2026 Çarşamba saat 10:30 için randevu talebi oluşturdum. Randevum hakkında yazıyorum.`,
    );
    const link = new URL(studioWhatsappLink(bookingWhatsappMessage({ date: '2026-11-25', time: '10:30' })));
    expect(link.origin + link.pathname).toBe(`https://wa.me/${STUDIO.whatsapp}`);
    expect(link.searchParams.get('text')).toContain('25 Kasım 2026 Çarşamba saat 10:30');
  });
});
