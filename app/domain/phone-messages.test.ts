import { describe, expect, it } from 'vitest';
import {
  netgsmOutcome,
  phoneMessageParts,
  secretStays,
  smsSettingsSchema,
  smsText,
  whatsappOutcome,
  whatsappParameters,
  whatsappSettingsSchema,
} from './phone-messages';

const appointment = {
  id: 7,
  customerName: 'Ayşe Yılmaz',
  customerEmail: null,
  customerPhone: '05321234567',
  date: '2026-11-25',
  time: '14:30',
  durationMinutes: 45,
  totalPriceKurus: 35_000,
  items: ['Klasik Manikür'],
  teamMemberName: 'Zeynep Kaya',
  notes: null,
  manageUrl: 'https://s.test/randevu/TOKEN',
};
const links = { optOutUrl: 'https://s.test/bildirim-iptal/sms/OPT' };
const now = new Date('2026-11-24T15:00:00+03:00');

describe('phone message texts', () => {
  it('greet without the typed name (docs/decisions/0332), say what happened with the date, carry the private and the opt-out link', () => {
    const parts = phoneMessageParts(
      { kind: 'appointment-confirmed', appointment: { ...appointment, customerName: 'evil.example/odeme Ayşe' } },
      links,
      now,
    );
    expect(smsText(parts)).toBe(
      'Sheva Nail Art Studio: Merhaba değerli müşterimiz, 25 Kasım 2026 Çarşamba 14:30 randevunuz onaylandı. Sizi bekliyoruz!\nRandevunuz: https://s.test/randevu/TOKEN\nSMS almamak için: https://s.test/bildirim-iptal/sms/OPT',
    );
    expect(whatsappParameters(parts)).toEqual([
      'değerli müşterimiz',
      '25 Kasım 2026 Çarşamba 14:30 randevunuz onaylandı. Sizi bekliyoruz!',
      'https://s.test/randevu/TOKEN',
      'https://s.test/bildirim-iptal/sms/OPT',
    ]);
  });

  it('a moved appointment names both times; a cancelled one has no private link; a reminder says tomorrow or today', () => {
    expect(
      phoneMessageParts(
        { kind: 'appointment-moved', appointment, from: { date: '2026-11-24', time: '10:00' } },
        links,
        now,
      ).line,
    ).toBe('randevunuz 25 Kasım 2026 Çarşamba 14:30 olarak değiştirildi (önceki: 24 Kasım 2026 Salı 10:00).');
    expect(phoneMessageParts({ kind: 'appointment-cancelled', appointment }, links, now).link).toBe('-');
    expect(smsText(phoneMessageParts({ kind: 'appointment-cancelled', appointment }, links, now))).not.toContain(
      'Randevunuz:',
    );
    expect(phoneMessageParts({ kind: 'appointment-reminder', appointment, lead: '24h' }, links, now).line).toMatch(
      /^yarın saat 14:30 randevunuzu hatırlatırız/,
    );
    expect(
      phoneMessageParts(
        { kind: 'appointment-reminder', appointment, lead: '2h' },
        links,
        new Date('2026-11-25T12:30:00+03:00'),
      ).line,
    ).toMatch(/^bugün saat 14:30/);
  });
});

describe('provider answers', () => {
  it('Netgsm: 00 is sent; 5xx, 429 and code 80 are retried; other codes fail for good with their meaning', () => {
    expect(netgsmOutcome(200, { code: '00', jobid: '17001' })).toEqual({ ok: true, id: '17001' });
    expect(netgsmOutcome(503, null)).toEqual({
      ok: false,
      message: 'SMS sağlayıcısı yanıt vermedi (HTTP 503)',
      retry: true,
    });
    expect(netgsmOutcome(200, { code: '80' })).toMatchObject({ ok: false, retry: true });
    expect(netgsmOutcome(406, { code: '40' })).toEqual({
      ok: false,
      message: 'SMS gönderilemedi: 40 Gönderici adı (başlık) tanımlı değil',
      retry: false,
    });
    expect(netgsmOutcome(200, { code: '30' })).toMatchObject({ ok: false, retry: false });
  });

  it('WhatsApp: 2xx is sent; 5xx and 429 retried; a bad template or token is not', () => {
    expect(whatsappOutcome(200, { messages: [{ id: 'wamid.X' }] })).toEqual({ ok: true, id: 'wamid.X' });
    expect(whatsappOutcome(429, {})).toMatchObject({ ok: false, retry: true });
    expect(whatsappOutcome(404, { error: { message: 'Template name does not exist', code: 132001 } })).toEqual({
      ok: false,
      message: 'WhatsApp mesajı gönderilemedi: Template name does not exist (132001)',
      retry: false,
    });
  });
});

describe('settings forms', () => {
  it('SMS: trims, defaults the address, reads the per-kind boxes (the last value wins upstream)', () => {
    const parsed = smsSettingsSchema.parse({
      baseUrl: '',
      username: ' 850 ',
      sender: 'SHEVA',
      isActive: 'on',
      'kind.booking-received': 'on',
      'kind.survey-invitation': 'false',
    });
    expect(parsed).toEqual({
      baseUrl: 'https://api.netgsm.com.tr',
      username: '850',
      password: undefined,
      sender: 'SHEVA',
      isActive: true,
      kinds: ['booking-received'],
    });
  });

  it('WhatsApp: a switched-on kind needs an approved template name', () => {
    const base = { phoneNumberId: '123456', isActive: 'on', 'kind.appointment-confirmed': 'on' };
    expect(whatsappSettingsSchema.safeParse(base).success).toBe(false);
    expect(
      whatsappSettingsSchema.parse({
        ...base,
        'template.appointment-confirmed': 'randevu_onay',
        'template.booking-received': 'ignored_when_off',
      }),
    ).toMatchObject({
      kinds: ['appointment-confirmed'],
      templates: { 'appointment-confirmed': 'randevu_onay', 'booking-received': 'ignored_when_off' },
      languageCode: 'tr',
    });
  });

  it('a stored secret stays only for the same address and account', () => {
    expect(secretStays(['https://api.netgsm.com.tr', '850'], ['https://API.netgsm.com.tr ', '850'])).toBe(true);
    expect(secretStays(['https://api.netgsm.com.tr', '850'], ['https://evil.test', '850'])).toBe(false);
  });
});
