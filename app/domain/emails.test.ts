import { describe, expect, it } from 'vitest';
import {
  appointmentConfirmedEmail,
  appointmentMovedEmail,
  appointmentReminderEmail,
  bookingReceivedEmail,
  customEmail,
  surveyInvitationEmail,
  type AppointmentForMessage,
} from './emails';
import { customerMovedText, newAppointmentText, statusChangedText, studioReminderText } from './telegram-messages';

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
  it('write the details in Turkish, in text and HTML', () => {
    const mail = bookingReceivedEmail(appointment, ctx);
    expect(mail.to).toBe('ayse@example.com');
    expect(mail.text).toContain(
      'Tarih: 28 Kasım 2026 Cumartesi\nSaat: 14:30\nHizmetler: Kalıcı Oje, Nail Art\nUzman: Elif\nSüre: 90 dk\nTutar: ₺1.250,00',
    );
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('₺1.250,00');
  });

  it('escape what customers typed in the HTML', () => {
    const mail = bookingReceivedEmail(appointment, ctx);
    expect(mail.html).toContain('Merhaba Ayşe &lt;b&gt;Kaya&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Kaya</b>');
    const custom = customEmail({
      to: 'a@b.co',
      subject: 'Kampanya',
      content: 'Satır 1\n<script>alert(1)</script>\n\nParagraf 2',
    });
    expect(custom.html).toContain(
      '<p style="margin:0 0 16px">Satır 1<br>&lt;script&gt;alert(1)&lt;/script&gt;</p><p style="margin:0 0 16px">Paragraf 2</p>',
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

  it('booking received and confirmed carry the private link when there is one', () => {
    expect(bookingReceivedEmail(withLink, ctx).text).toContain(
      'Randevunuzu görüntüleyin, iptal edin veya değiştirin: https://shevanailart.com.tr/randevu/AAAAB3x',
    );
    expect(bookingReceivedEmail(withLink, ctx).html).toContain('href="https://shevanailart.com.tr/randevu/AAAAB3x"');
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

describe('Telegram texts', () => {
  it('say when the customer cancelled or moved with the link, and remind of tomorrow', () => {
    expect(statusChangedText(appointment, 'confirmed', 'cancelled', 'customer').split('\n').slice(0, 2)).toEqual([
      '❌ Müşteri randevusunu iptal etti (randevu bağlantısı ile)',
      'Onaylandı → İptal',
    ]);
    expect(customerMovedText(appointment, { date: '2026-11-26', time: '12:00' }).split('\n').slice(0, 3)).toEqual([
      '🔁 Müşteri randevusunu taşıdı (randevu bağlantısı ile)',
      'Eski: 26 Kasım 2026 Perşembe, 12:00',
      'Yeni: 28 Kasım 2026 Cumartesi, 14:30',
    ]);
    expect(studioReminderText(appointment).split('\n')[0]).toBe('⏰ Yarınki randevu');
  });

  it('show the new appointment with contact, time, services and staff', () => {
    expect(newAppointmentText(appointment)).toBe(
      [
        '🆕 Yeni randevu',
        '',
        '👤 Ayşe <b>Kaya</b>',
        '📞 05321234567',
        '📧 ayse@example.com',
        '📅 28 Kasım 2026 Cumartesi, 14:30',
        '💅 Kalıcı Oje, Nail Art',
        '👩‍🎨 Elif',
        '⏱ 90 dk · ₺1.250,00',
        '📝 Kısa kesim',
      ].join('\n'),
    );
  });
  it('name both statuses of a change', () => {
    expect(statusChangedText(appointment, 'pending', 'confirmed').split('\n')[1]).toBe('Bekliyor → Onaylandı');
  });
});
