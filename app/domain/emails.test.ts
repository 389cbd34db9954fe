import { describe, expect, it } from 'vitest';
import { type AppointmentForMessage, appointmentDetailRows } from './emails';
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

describe("an appointment's detail rows", () => {
  it('name date, time, services, artist, length and price, and leave out what is not there', () => {
    expect(appointmentDetailRows(appointment).map(([label]) => label)).toEqual([
      'Tarih',
      'Saat',
      'Hizmetler',
      'Uzman',
      'Süre',
      'Tutar',
    ]);
    expect(appointmentDetailRows({ ...appointment, teamMemberName: null, totalPriceKurus: 0, items: [] })).toEqual([
      ['Tarih', '28 Kasım 2026 Cumartesi'],
      ['Saat', '14:30'],
      ['Hizmetler', 'Bilinmeyen Hizmet'],
      ['Süre', '90 dk'],
    ]);
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
