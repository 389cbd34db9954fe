import { describe, expect, it } from 'vitest';
import {
  bookingReceivedPromise,
  channelWords,
  linksSentPromise,
  waitlistConsent,
  waitlistJoinedPromise,
  waitlistOfferNote,
  wizardIntro,
} from './customer-promises';
import { WAITLIST_TEXTS } from './waitlist-texts';

describe('customer-facing promises follow the channels the studio has now (issue 30 item 1)', () => {
  it('names the channels in a sentence', () => {
    expect(channelWords(['email'])).toBe('e-posta');
    expect(channelWords(['sms', 'email'])).toBe('e-posta ve SMS');
    expect(channelWords(['whatsapp', 'sms', 'email'])).toBe('e-posta, SMS ve WhatsApp');
  });

  it('the success screen says the channel that will carry the confirmation, or that the studio will call', () => {
    expect(bookingReceivedPromise(['sms'])).toBe('Randevunuz alındı; onaylandığında size SMS ile haber vereceğiz.');
    expect(bookingReceivedPromise(['email', 'whatsapp'])).toBe(
      'Randevunuz alındı; onaylandığında size e-posta ve WhatsApp ile haber vereceğiz.',
    );
    expect(bookingReceivedPromise([])).toBe('Randevunuz alındı; onaylamak için stüdyo sizi arayacak.');
  });

  it('no text promises e-mail when there is no channel', () => {
    for (const text of [
      wizardIntro([]),
      bookingReceivedPromise([]),
      waitlistOfferNote([]),
      waitlistConsent([]),
      waitlistJoinedPromise([]),
      linksSentPromise([]),
    ]) {
      expect(text).not.toMatch(/e-posta|SMS|WhatsApp|haber vere/);
    }
    expect(waitlistJoinedPromise(['email'])).toBe(WAITLIST_TEXTS.received);
    expect(linksSentPromise([])).toContain('+90 332 555 12 34');
  });
});
