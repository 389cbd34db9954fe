/**
 * Texts sent to the studio's Telegram chat (plain text, no markup, so nothing needs escaping).
 */
import type { AppointmentStatus } from '../../db/schema';
import { formatKurus } from '~/utils/money';
import type { AppointmentForMessage } from './emails';
import { statusLabel } from './appointment-status';
import { formatTurkishDate } from './clock';

function lines(a: AppointmentForMessage): string[] {
  const out = [`👤 ${a.customerName}`];
  if (a.customerPhone) out.push(`📞 ${a.customerPhone}`);
  if (a.customerEmail) out.push(`📧 ${a.customerEmail}`);
  out.push(`📅 ${formatTurkishDate(a.date)}, ${a.time}`);
  out.push(`💅 ${a.items.length ? a.items.join(', ') : 'Bilinmeyen Hizmet'}`);
  out.push(`👩‍🎨 ${a.teamMemberName ?? 'Çalışan Yok'}`);
  out.push(`⏱ ${a.durationMinutes} dk${a.totalPriceKurus > 0 ? ` · ${formatKurus(a.totalPriceKurus)}` : ''}`);
  if (a.notes?.trim()) out.push(`📝 ${a.notes.trim()}`);
  return out;
}

export function newAppointmentText(a: AppointmentForMessage): string {
  return ['🆕 Yeni randevu', '', ...lines(a)].join('\n');
}

export function statusChangedText(
  a: AppointmentForMessage,
  from: AppointmentStatus,
  to: AppointmentStatus,
  by?: 'customer',
): string {
  return [
    by === 'customer' && to === 'cancelled'
      ? '❌ Müşteri randevusunu iptal etti (randevu bağlantısı ile)'
      : '🔄 Randevu durumu değişti',
    `${statusLabel(from)} → ${statusLabel(to)}`,
    '',
    `👤 ${a.customerName}`,
    `📅 ${formatTurkishDate(a.date)}, ${a.time}`,
    `💅 ${a.items.length ? a.items.join(', ') : 'Bilinmeyen Hizmet'}`,
  ].join('\n');
}

export function customerMovedText(a: AppointmentForMessage, from: { date: string; time: string }): string {
  return [
    '🔁 Müşteri randevusunu taşıdı (randevu bağlantısı ile)',
    `Eski: ${formatTurkishDate(from.date)}, ${from.time}`,
    `Yeni: ${formatTurkishDate(a.date)}, ${a.time}`,
    '',
    ...lines(a),
  ].join('\n');
}

export function studioReminderText(a: AppointmentForMessage): string {
  return ['⏰ Yarınki randevu', '', ...lines(a)].join('\n');
}

export function telegramTestText(now: Date): string {
  return `✅ Test mesajı: Sheva Nail Art Studio bildirimleri bu sohbete gelecek. (${now.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
}
