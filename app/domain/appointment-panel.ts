/**
 * The appointment panel (issue 27, item 1): which one-tap actions an appointment offers, the
 * 'Geldi' (arrived) mark's rule, and the times of its services. Pure: the panel's read model
 * (app/models/appointments/panel.server.ts) and the action routes ask here.
 */
import { displayStatus, type AppointmentStatusValue } from './appointment-status';
import { minutesToTime, timeToMinutes } from './clock';
import { canMarkNoShow } from './no-show';
import { checkoutProblem } from './sale';

export const PANEL_TEXTS = {
  confirm: 'Onayla',
  arrived: 'Geldi',
  noShow: 'Gelmedi',
  cancel: 'İptal',
  move: 'Taşı',
  edit: 'Düzenle',
  rebook: 'Tekrar randevu',
  checkout: 'Ödeme al',
  paid: 'Ödendi',
  owed: 'Kalan borç',
  call: 'Ara',
  whatsapp: 'WhatsApp',
  visits: 'Ziyaret',
  noShows: 'Gelmedi',
  lastVisit: 'Son ziyaret',
  notes: 'Notlar',
  cancelReasonRequired: 'Lütfen iptal nedenini yazın.',
  cancelConfirm: 'Randevu iptal edilecek. Emin misiniz?',
  arrivedMarked: 'Müşteri geldi olarak işaretlendi.',
  arrivedCleared: '"Geldi" işareti kaldırıldı.',
  arrivedWrongStatus: 'Yalnızca bekleyen veya onaylanan randevular "Geldi" olarak işaretlenebilir.',
  arrivedFuture: 'İleri tarihli bir randevu "Geldi" olarak işaretlenemez.',
} as const;

/** Why the 'Geldi' mark cannot be set (`today`: Istanbul date), or null. Clearing is always allowed. */
export function arrivalProblem(appointment: { status: string; date: string }, mark: boolean, today: string): string | null {
  if (!mark) return null;
  const status = displayStatus(appointment.status);
  if (status !== 'pending' && status !== 'confirmed') return PANEL_TEXTS.arrivedWrongStatus;
  if (appointment.date > today) return PANEL_TEXTS.arrivedFuture;
  return null;
}

export type PanelActions = {
  confirm: boolean;
  arrived: boolean;
  noShow: boolean;
  cancel: boolean;
  move: boolean;
  edit: boolean;
  rebook: boolean;
  checkout: boolean;
};

/** The actions the panel offers for an appointment, its live sale's status and today's date. */
export function panelActions(
  appointment: { status: string; date: string; noShow: boolean; arrivedAt: Date | null },
  sale: { status: 'open' | 'completed' | 'voided' } | null,
  today: string,
): PanelActions {
  const status: AppointmentStatusValue = displayStatus(appointment.status);
  const open = status === 'pending' || status === 'confirmed';
  const paid = sale?.status === 'completed';
  return {
    confirm: status === 'pending',
    arrived: open && appointment.arrivedAt === null && arrivalProblem(appointment, true, today) === null,
    noShow: !appointment.noShow && appointment.arrivedAt === null && canMarkNoShow({ status, date: appointment.date }, today),
    cancel: open && !paid,
    move: open,
    edit: true,
    rebook: status !== 'cancelled',
    checkout: !paid && checkoutProblem({ status, date: appointment.date }, today) === null,
  };
}

/** Each line's start and end from the appointment's start, one after another ('09:00'–'09:45', '09:45'–'10:15'). */
export function lineTimes(start: string, lines: readonly { durationMinutes: number }[]): { start: string; end: string }[] {
  let at = timeToMinutes(start);
  return lines.map((l) => {
    const from = at;
    at += Math.max(0, l.durationMinutes);
    return { start: minutesToTime(from), end: minutesToTime(at) };
  });
}
