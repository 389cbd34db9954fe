/**
 * 'Gelmedi' (no-show): a mark on an appointment beside the spec's four statuses (the status
 * set stays the spec's). The desk sets it on a pending or confirmed appointment whose day has
 * come; the customer card counts it.
 */
import type { AppointmentStatusValue } from './appointment-status';

export const NO_SHOW_LABEL = 'Gelmedi';

export const NO_SHOW_MESSAGES = {
  marked: 'Randevu "Gelmedi" olarak işaretlendi.',
  cleared: '"Gelmedi" işareti kaldırıldı.',
  wrongStatus: 'Yalnızca bekleyen veya onaylanan randevular "Gelmedi" olarak işaretlenebilir.',
  future: 'İleri tarihli bir randevu "Gelmedi" olarak işaretlenemez.',
  invalid: 'Geçersiz işlem.',
} as const;

/** Why the mark cannot be set on the appointment (`today`: Istanbul date), or null. Clearing is always allowed. */
export function noShowProblem(
  appointment: { status: AppointmentStatusValue; date: string },
  mark: boolean,
  today: string,
): string | null {
  if (!mark) return null;
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') return NO_SHOW_MESSAGES.wrongStatus;
  if (appointment.date > today) return NO_SHOW_MESSAGES.future;
  return null;
}

/** Whether the desk may offer the mark (the same rule as noShowProblem). */
export function canMarkNoShow(appointment: { status: AppointmentStatusValue; date: string }, today: string): boolean {
  return noShowProblem(appointment, true, today) === null;
}
