/**
 * Every e-mail rendered as the outbox sends it: its plain text says the words, its HTML
 * (React Email's render) says the same and escapes what people typed.
 */
import { describe, expect, it } from 'vitest';
import type { AppointmentForMessage } from '~/domain/emails';
import type { Receipt } from '~/domain/sale-receipt';
import {
  appointmentCancelledEmail,
  appointmentConfirmedEmail,
  appointmentMovedEmail,
  appointmentReminderEmail,
  bookingLinksEmail,
  bookingReceivedEmail,
} from './appointment-emails';
import { renderEmail } from './message';
import { saleReceiptEmail } from './receipt-email';
import {
  accountInvitationEmail,
  customEmail,
  rebookingNudgeEmail,
  studioNoticeEmail,
  surveyInvitationEmail,
  testEmail,
  waitlistConfirmEmail,
  waitlistSlotFreedEmail,
} from './studio-emails';

const appointment: AppointmentForMessage = {
  id: 7,
  customerName: 'Ayşe <b>Kaya</b>',
  customerEmail: 'ayse@example.com',
  customerPhone: '05321234567',
  date: '2026-11-28',
  time: '14:30',
  durationMinutes: 90,
  totalPriceKurus: 125_000,
  items: ['Kalıcı Oje', 'Nail Art'],
  teamMemberName: 'Elif',
  notes: 'Kısa kesim',
};
const ctx = { baseUrl: 'https://shevanailart.com.tr', now: new Date('2026-11-24T07:00:00Z') };

describe('customer e-mails', () => {
  it('write the details in Turkish, in text and HTML', async () => {
    const mail = bookingReceivedEmail(appointment, ctx);
    expect(mail.to).toBe('ayse@example.com');
    expect(mail.text).toContain(
      'Tarih: 28 Kasım 2026 Cumartesi\nSaat: 14:30\nHizmetler: Kalıcı Oje, Nail Art\nUzman: Elif\nSüre: 90 dk\nTutar: ₺1.250,00',
    );
    const html = (await renderEmail(mail)).html;
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('₺1.250,00');
  });

  it('a booking waiting for its kapora says the amount, the deadline, the reference and links to the kapora box', async () => {
    const kapora = {
      amountKurus: 37_500,
      dueAt: new Date('2026-11-24T09:00:00Z'),
      reference: 'KP-7HX4TM',
      card: true,
      transfer: true,
    };
    const withPage = { ...appointment, manageUrl: 'https://x.test/randevu/TOKEN', kapora };
    for (const mail of [bookingReceivedEmail(withPage, ctx), appointmentConfirmedEmail(withPage, ctx)]) {
      const rendered = await renderEmail(mail);
      for (const said of [
        'Randevunuzu tutmak için ₺375,00 kapora bekliyoruz.',
        'Son ödeme zamanı: 24 Kasım 2026 Salı, 12:00.',
        'Kaporayı randevu sayfanızdan kartla (iyzico güvenli ödeme sayfası) veya havale/EFT ile ödeyebilirsiniz.',
        'referans kodunuzu yazın: KP-7HX4TM',
      ]) {
        expect(rendered.text).toContain(said);
        expect(rendered.html).toContain(said);
      }
      expect(rendered.text).toContain('Kaporayı ödeyin: https://x.test/randevu/TOKEN#kapora');
      expect(rendered.html).toContain('href="https://x.test/randevu/TOKEN#kapora"');
    }
    // none waiting: not a word of it
    const plain = await renderEmail(bookingReceivedEmail({ ...withPage, kapora: null }, ctx));
    expect(plain.text).not.toContain('kapora');
    expect(plain.html).not.toContain('#kapora');
  });

  it('escape what customers typed in the HTML', async () => {
    const mail = bookingReceivedEmail(appointment, ctx);
    const html = (await renderEmail(mail)).html;
    expect(html).toContain('Merhaba Ayşe &lt;b&gt;Kaya&lt;/b&gt;,');
    expect(html).not.toContain('<b>Kaya</b>');
    const custom = customEmail({
      to: 'a@b.co',
      subject: 'Kampanya',
      content: 'Satır 1\n<script>alert(1)</script>\n\nParagraf 2',
    });
    expect((await renderEmail(custom)).html).toContain(
      '<p style="margin:0 0 16px">Satır 1<br/>&lt;script&gt;alert(1)&lt;/script&gt;</p><p style="margin:0 0 16px">Paragraf 2</p>',
    );
  });

  it('attach the calendar file to the confirmation', () => {
    const mail = appointmentConfirmedEmail(appointment, ctx);
    expect(mail.subject).toBe('Randevunuz onaylandı – 28 Kasım 2026 Cumartesi 14:30');
    expect(mail.attachments?.[0]).toMatchObject({
      filename: 'randevu.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(mail.attachments?.[0]?.content).toContain('UID:appointment-7@shevanailart.com.tr');
  });

  it('link the survey and tell until when it is open', () => {
    const mail = surveyInvitationEmail(
      {
        customerName: 'Ayşe',
        customerEmail: 'ayse@example.com',
        token: 'abc_DEF-123',
        expiresAt: new Date('2026-12-08T07:00:00Z'),
      },
      ctx,
    );
    expect(mail.text).toContain('Anketi yanıtla: https://shevanailart.com.tr/survey/abc_DEF-123');
    expect(mail.text).toContain('Anket 8 Aralık 2026 Salı, 10:00 tarihine kadar açıktır.');
  });

  it('refuse an appointment without an address (the outbox marks it failed)', () => {
    expect(() => bookingReceivedEmail({ ...appointment, customerEmail: null }, ctx)).toThrow(
      'Randevuda e-posta adresi yok',
    );
  });
});

describe('self-service link and the new e-mails', () => {
  const withLink = { ...appointment, manageUrl: 'https://shevanailart.com.tr/randevu/AAAAB3x' };

  it('booking received and confirmed carry the private link when there is one', async () => {
    expect(bookingReceivedEmail(withLink, ctx).text).toContain(
      'Randevunuzu görüntüleyin, iptal edin veya değiştirin: https://shevanailart.com.tr/randevu/AAAAB3x',
    );
    expect((await renderEmail(bookingReceivedEmail(withLink, ctx))).html).toContain(
      'href="https://shevanailart.com.tr/randevu/AAAAB3x"',
    );
    expect(appointmentConfirmedEmail(withLink, ctx).text).toContain('https://shevanailart.com.tr/randevu/AAAAB3x');
    expect(bookingReceivedEmail(appointment, ctx).text).not.toContain('/randevu/');
  });

  it('the move confirmation names the old and the new time', () => {
    const mail = appointmentMovedEmail(withLink, { date: '2026-11-26', time: '12:00' }, ctx);
    expect(mail.subject).toBe('Randevunuz değiştirildi – 28 Kasım 2026 Cumartesi 14:30');
    expect(mail.text).toContain('26 Kasım 2026 Perşembe 12:00 tarihli randevunuz yeni tarihe taşındı.');
    expect(mail.text).toContain('Tarih: 28 Kasım 2026 Cumartesi\nSaat: 14:30');
  });

  it('the reminder says tomorrow (or today), with the address and the phone', () => {
    const mail = appointmentReminderEmail(withLink, { ...ctx, now: new Date('2026-11-27T12:00:00+03:00') });
    expect(mail.subject).toBe('Yarınki randevunuzu hatırlatırız – 28 Kasım 2026 Cumartesi 14:30');
    expect(mail.text).toContain('Yarınki randevunuzu hatırlatmak isteriz.');
    expect(mail.text).toContain('Gelemeyecekseniz lütfen bize haber verin: +90 332 555 12 34');
    expect(appointmentReminderEmail(withLink, { ...ctx, now: new Date('2026-11-28T12:30:00+03:00') }).subject).toBe(
      'Bugünkü randevunuzu hatırlatırız – 28 Kasım 2026 Cumartesi 14:30',
    );
  });
});

const receipt: Receipt = {
  studio: { name: 'Sheva Nail Art Studio', address: 'Konya', phone: '+90 332 555 12 34', email: 'a@b.co' },
  number: 'S-000042',
  date: '28 Kasım 2026',
  time: '15:10',
  customerName: 'Ayşe Kaya',
  lines: [{ label: 'Kalıcı Oje', detail: 'Elif', amount: '₺900,00' }],
  subtotal: '₺900,00',
  discount: { label: 'İndirim', detail: null, amount: '-₺100,00' },
  net: '₺800,00',
  tips: [{ label: 'Bahşiş', detail: 'Elif', amount: '₺50,00' }],
  total: '₺850,00',
  payments: [{ label: 'Nakit', detail: null, amount: '₺850,00' }],
  paid: '₺850,00',
  owed: null,
  note: null,
  voided: null,
  thanks: 'Teşekkür ederiz!',
};

/** Each e-mail with a sentence its text and its HTML both say. */
const EVERY_EMAIL = [
  ['booking received', bookingReceivedEmail(appointment, ctx), 'Randevu talebiniz bize ulaştı'],
  [
    'booking received with a kapora',
    bookingReceivedEmail(
      {
        ...appointment,
        kapora: { amountKurus: 37_500, dueAt: null, reference: 'KP-7HX4TM', card: false, transfer: true },
      },
      ctx,
    ),
    'Randevunuzu tutmak için ₺375,00 kapora bekliyoruz.',
  ],
  [
    'booking links',
    bookingLinksEmail('ayse@example.com', 'Ayşe', [{ ...appointment, manageUrl: 'https://x.test/randevu/A' }], ctx),
    'Randevularım sayfasından randevu bağlantılarınızı istediniz.',
  ],
  ['confirmed', appointmentConfirmedEmail(appointment, ctx), 'Randevunuz onaylandı.'],
  ['cancelled', appointmentCancelledEmail(appointment, ctx), 'Aşağıdaki randevunuz iptal edildi.'],
  [
    'cancelled: kapora not paid in time',
    appointmentCancelledEmail({ ...appointment, kaporaExpired: true }, ctx),
    'Kapora son ödeme zamanına kadar ödenmediği için aşağıdaki randevunuz iptal edildi',
  ],
  [
    'moved',
    appointmentMovedEmail(appointment, { date: '2026-11-26', time: '12:00' }, ctx),
    'tarihli randevunuz yeni tarihe taşındı.',
  ],
  ['reminder', appointmentReminderEmail(appointment, ctx), 'hatırlatmak isteriz.'],
  [
    'survey invitation',
    surveyInvitationEmail(
      { customerName: 'Ayşe', customerEmail: 'a@b.co', token: 't', expiresAt: new Date('2026-12-08T07:00:00Z') },
      ctx,
    ),
    'Bizi tercih ettiğiniz için teşekkür ederiz.',
  ],
  [
    'bulk mail',
    customEmail({ to: 'a@b.co', subject: 'Kampanya', content: 'Yeni renklerimiz geldi.' }),
    'Yeni renklerimiz geldi.',
  ],
  ['studio notice', studioNoticeEmail('a@b.co', 'Yedek geride', 'Kopya 5 dakika geride.'), 'Kopya 5 dakika geride.'],
  [
    'account invitation',
    accountInvitationEmail({
      to: 'a@b.co',
      name: 'Elif',
      roleName: 'Uzman',
      url: 'https://x.test/davet/T',
      expiresAt: new Date('2026-11-27T10:00:00Z'),
    }),
    'yönetim paneline Uzman olarak davet edildiniz.',
  ],
  ['SMTP test', testEmail('a@b.co'), 'Bu bir test e-postasıdır.'],
  [
    'rebooking nudge',
    rebookingNudgeEmail({
      customerName: 'Ayşe',
      customerEmail: 'a@b.co',
      serviceName: 'Kalıcı Oje',
      memberName: 'Elif',
      visitDate: '2026-10-01',
      bookUrl: 'https://x.test/contact?hizmet=1',
    }),
    'Elif sizi tekrar görmekten mutluluk duyar.',
  ],
  [
    'waitlist slot freed',
    waitlistSlotFreedEmail({
      customerName: 'Ayşe',
      customerEmail: 'a@b.co',
      date: '2026-11-28',
      time: '14:30',
      items: ['Kalıcı Oje'],
      memberName: null,
      bookUrl: 'https://x.test/contact',
    }),
    'Kalıcı Oje için yer açıldı.',
  ],
  [
    'waitlist confirmation',
    waitlistConfirmEmail({ customerEmail: 'a@b.co', date: '2026-11-28', confirmUrl: 'https://x.test/onay' }),
    'bekleme listemize bu e-posta adresiyle kayıt isteği geldi.',
  ],
  ['sale receipt', saleReceiptEmail('a@b.co', receipt), 'tarihli ziyaretinizin fişi aşağıdadır.'],
] as const;

describe('every e-mail, rendered', () => {
  it.each(EVERY_EMAIL)(
    '%s: the text and the HTML say it, with the studio at the foot',
    async (_name, mail, sentence) => {
      const rendered = await renderEmail(mail);
      expect(rendered.text).toContain(sentence);
      expect(rendered.text).toContain('Sheva');
      expect(rendered.html).toContain(sentence.replace(/'/g, '&#x27;'));
      expect(rendered.html).toMatch(/^<!DOCTYPE html/);
      expect(rendered.html).toContain('<html lang="tr">');
      expect(rendered.subject.length).toBeGreaterThan(5);
    },
  );

  it('the receipt shows every row and the total in strong type', async () => {
    const html = (await renderEmail(saleReceiptEmail('a@b.co', receipt))).html;
    for (const figure of ['₺900,00', '-₺100,00', '₺50,00', '₺850,00', 'İndirim', 'Bahşiş', 'Nakit'])
      expect(html).toContain(figure);
    expect(html).toMatch(/font-weight:700[^>]*>₺850,00</);
  });
});
