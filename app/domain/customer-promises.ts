/**
 * What the site promises a customer it will tell her, and how: the one place for these texts
 * (issue 30 item 1, docs/decisions/0342-promises-from-the-channels.md). Every sentence is
 * chosen from the channels that will actually carry the message now (e-mail when mail is set
 * up; SMS / WhatsApp when the channel is on and she opted in), never a channel the studio does
 * not have. With none, the promise is what the studio does by hand: it calls her.
 *
 * No dependencies beyond the studio's facts (components import { WAITLIST_TEXTS } from './waitlist-texts';
import it without zod).
 */
import type { CustomerChannel } from './message-topics';
import { WAITLIST_TEXTS } from './waitlist-texts';
import { STUDIO } from './studio';

/** How the channels are named inside a sentence ('size e-posta ile haber vereceğiz'). */
const IN_SENTENCE: Record<CustomerChannel, string> = { email: 'e-posta', sms: 'SMS', whatsapp: 'WhatsApp' };
const ORDER: readonly CustomerChannel[] = ['email', 'sms', 'whatsapp'];

/** 'e-posta', 'e-posta ve SMS', 'e-posta, SMS ve WhatsApp' (in the queueing order, each once). */
export function channelWords(channels: readonly CustomerChannel[]): string {
  const names = ORDER.filter((c) => channels.includes(c)).map((c) => IN_SENTENCE[c]);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ve ${names[names.length - 1]}`;
}

export const STUDIO_CALLS = 'stüdyo sizi arayacak';

/** The booking wizard's first lines: what happens after the request, by the studio's channels. */
export function wizardIntro(channels: readonly CustomerChannel[]): string {
  return channels.length
    ? `Üç kısa adımda randevunuzu oluşturun. Talebiniz ekibimize hemen ulaşır; onaylandığında size ${channelWords(channels)} ile haber veririz.`
    : `Üç kısa adımda randevunuzu oluşturun. Talebiniz ekibimize hemen ulaşır; onaylamak için ${STUDIO_CALLS}.`;
}

/** The success screen: 'Randevunuz alındı; onaylandığında size SMS ile haber vereceğiz.' / '…stüdyo sizi arayacak.' */
export function bookingReceivedPromise(channels: readonly CustomerChannel[]): string {
  return channels.length
    ? `Randevunuz alındı; onaylandığında size ${channelWords(channels)} ile haber vereceğiz.`
    : `Randevunuz alındı; onaylamak için ${STUDIO_CALLS}.`;
}

/** The waitlist before joining (step 3's offer and the waitlist page). */
export function waitlistOfferNote(channels: readonly CustomerChannel[]): string {
  return channels.length
    ? `Bu gün bir yer açılırsa (iptal veya değişiklik) size ${channelWords(channels)} ile sırayla haber veririz; ilk randevu alan yeri alır.`
    : 'Bu gün bir yer açılırsa (iptal veya değişiklik) stüdyo bekleme listesindekileri sırayla arar; ilk randevu alan yeri alır.';
}

/** The waitlist's consent box: to be contacted by what will contact her. */
export function waitlistConsent(channels: readonly CustomerChannel[]): string {
  return channels.length
    ? `Bu gün için yer açılırsa benimle ${channelWords(channels)} ile iletişime geçilmesini kabul ediyorum.`
    : 'Bu gün için yer açılırsa benimle telefonla iletişime geçilmesini kabul ediyorum.';
}

/**
 * The waitlist after joining (the same answer whether or not she was already listed, docs/
 * decisions/0335): with mail, the link that confirms her address is on its way (only confirmed
 * entries are told); without any channel, the studio calls.
 */
export function waitlistJoinedPromise(channels: readonly CustomerChannel[]): string {
  return channels.includes('email')
    ? WAITLIST_TEXTS.received
    : `Bekleme listesindesiniz. Bu gün yer açılırsa ${STUDIO_CALLS}.`;
}

/** 'Randevularım': where her links went, said the same whether or not a booking exists. */
export function linksSentPromise(channels: readonly CustomerChannel[]): string {
  return channels.length
    ? `Bu bilgilerle alınmış bir randevunuz varsa, randevu bağlantılarınızı birkaç dakika içinde ${channelWords(channels)} ile göndereceğiz.`
    : `Randevu bağlantılarınızı şu an mesajla gönderemiyoruz; randevunuz için lütfen bizi ${STUDIO.phone} numarasından arayın.`;
}
