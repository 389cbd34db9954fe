/**
 * 'Gelmedi' (no-show): a mark on an appointment beside the spec's four statuses (the status
 * set stays the spec's). The desk sets it on a pending or confirmed appointment whose start
 * time has come (docs/decisions/0542): marked in the morning for an afternoon visit it would
 * keep her kapora and ask one of her next bookings. The customer card counts it.
 */
import type { AppointmentStatusValue } from './appointment-status';
import type { StudioNow } from './clock';

export const NO_SHOW_LABEL = 'Gelmedi';

export const NO_SHOW_MESSAGES = {
  marked: 'Randevu "Gelmedi" olarak işaretlendi.',
  cleared: '"Gelmedi" işareti kaldırıldı.',
  wrongStatus: 'Yalnızca bekleyen veya onaylanan randevular "Gelmedi" olarak işaretlenebilir.',
  future: 'İleri tarihli bir randevu "Gelmedi" olarak işaretlenemez.',
  notYet: 'Randevu saati gelmeden "Gelmedi" olarak işaretlenemez.',
  invalid: 'Geçersiz işlem.',
} as const;

type Marked = { status: AppointmentStatusValue; date: string; time: string };

/** Why the mark cannot be set on the appointment, or null. Clearing is always allowed. */
export function noShowProblem(appointment: Marked, mark: boolean, now: StudioNow): string | null {
  if (!mark) return null;
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') return NO_SHOW_MESSAGES.wrongStatus;
  if (appointment.date > now.date) return NO_SHOW_MESSAGES.future;
  if (appointment.date === now.date && appointment.time.slice(0, 5) > now.time) return NO_SHOW_MESSAGES.notYet;
  return null;
}

/** Whether the desk may offer the mark (the same rule as noShowProblem). */
export function canMarkNoShow(appointment: Marked, now: StudioNow): boolean {
  return noShowProblem(appointment, true, now) === null;
}
