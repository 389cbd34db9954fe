/**
 * WhatsApp tap-to-chat links (https://wa.me/<number>?text=<message>): the one builder, and
 * the studio's pre-filled Turkish messages. wa.me wants the number in international form,
 * digits only, without '+' or leading zeros.
 */
import { formatTurkishDate } from './clock';
import { STUDIO } from './studio';

/** A Turkish phone in any usual spelling ('+90 532 …', '0532 …', '532 …') as wa.me digits ('90532…'); null if it is not one. */
export function whatsappDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = `90${digits.slice(1)}`;
  else if (digits.length === 10 && !digits.startsWith('0')) digits = `90${digits}`;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** The wa.me link for a phone and an optional pre-filled message. */
export function whatsappLink(phone: string, message?: string): string {
  const digits = whatsappDigits(phone);
  if (!digits) throw new Error(`not a phone number for WhatsApp: ${phone}`);
  const text = message?.trim();
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export const WHATSAPP_LABEL = "WhatsApp'tan Yazın";

/** The contact block's message. */
export function contactWhatsappMessage(): string {
  return `Merhaba ${STUDIO.name}, randevu ve hizmetleriniz hakkında bilgi almak istiyorum.`;
}

/** The success screen's message, naming the booking's date and time. */
export function bookingWhatsappMessage(booking: { date: string; time: string }): string {
  return `Merhaba ${STUDIO.name}, ${formatTurkishDate(booking.date)} saat ${booking.time} için randevu talebi oluşturdum. Randevum hakkında yazıyorum.`;
}

/** The studio's link with a message. */
export function studioWhatsappLink(message: string): string {
  return whatsappLink(STUDIO.whatsapp, message);
}

/** A 'tel:' link for a phone ('tel:+90532…'), or null if it is not one. */
export function telLink(phone: string): string | null {
  const digits = whatsappDigits(phone);
  return digits ? `tel:+${digits}` : null;
}
