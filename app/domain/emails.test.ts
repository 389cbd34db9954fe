import { describe, expect, it } from 'vitest';
import { appointmentConfirmedEmail, bookingReceivedEmail, customEmail, surveyInvitationEmail, type AppointmentForMessage } from './emails';
import { newAppointmentText, statusChangedText } from './telegram-messages';

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
    expect(mail.text).toContain('Tarih: 28 Kasım 2026 Cumartesi\nSaat: 14:30\nHizmetler: Kalıcı Oje, Nail Art\nUzman: Elif\nSüre: 90 dk\nTutar: ₺1.250,00');
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('₺1.250,00');
  });

  it('escape what customers typed in the HTML', () => {
    const mail = bookingReceivedEmail(appointment, ctx);
    expect(mail.html).toContain('Merhaba Ayşe &lt;b&gt;Kaya&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Kaya</b>');
    const custom = customEmail({ to: 'a@b.co', subject: 'Kampanya', content: 'Satır 1\n<script>alert(1)</script>\n\nParagraf 2' });
    expect(custom.html).toContain('<p style="margin:0 0 16px">Satır 1<br>&lt;script&gt;alert(1)&lt;/script&gt;</p><p style="margin:0 0 16px">Paragraf 2</p>');
  });

  it('attach the calendar file to the confirmation', () => {
    const mail = appointmentConfirmedEmail(appointment, ctx);
    expect(mail.subject).toBe('Randevunuz onaylandı – 28 Kasım 2026 Cumartesi 14:30');
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'randevu.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(mail.attachments?.[0]?.content).toContain('UID:appointment-7@shevanailart.com.tr');
  });

  it('link the survey and tell until when it is open', () => {
    const mail = surveyInvitationEmail({ customerName: 'Ayşe', customerEmail: 'ayse@example.com', token: 'abc_DEF-123', expiresAt: new Date('2026-12-08T07:00:00Z') }, ctx);
    expect(mail.text).toContain('Anketi yanıtla: https://shevanailart.com.tr/survey/abc_DEF-123');
    expect(mail.text).toContain('Anket 8 Aralık 2026 Salı, 10:00 tarihine kadar açıktır.');
  });

  it('refuse an appointment without an address (the outbox marks it failed)', () => {
    expect(() => bookingReceivedEmail({ ...appointment, customerEmail: null }, ctx)).toThrow('Randevuda e-posta adresi yok');
  });
});

describe('Telegram texts', () => {
  it('show the new appointment with contact, time, services and staff', () => {
    expect(newAppointmentText(appointment)).toBe(
      ['🆕 Yeni randevu', '', '👤 Ayşe <b>Kaya</b>', '📞 05321234567', '📧 ayse@example.com', '📅 28 Kasım 2026 Cumartesi, 14:30', '💅 Kalıcı Oje, Nail Art', '👩‍🎨 Elif', '⏱ 90 dk · ₺1.250,00', '📝 Kısa kesim'].join('\n'),
    );
  });
  it('name both statuses of a change', () => {
    expect(statusChangedText(appointment, 'pending', 'confirmed').split('\n')[1]).toBe('Bekliyor → Onaylandı');
  });
});
