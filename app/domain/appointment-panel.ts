/**
 * The appointment panel (issue 27, item 1): which one-tap actions an appointment offers, the
 * 'Geldi' (arrived) mark's rule, and the times of its services. Pure: the panel's read model
 * (app/models/appointments/panel.server.ts) and the action routes ask here.
 */
import { z } from 'zod';
import { displayStatus, type AppointmentStatusValue } from './appointment-status';
import { minutesToTime, type StudioNow, timeToMinutes } from './clock';
import { canMarkNoShow } from './no-show';
import { checkoutProblem } from './sale';
import { versionFieldSchema } from './version-field';

export const PANEL_TEXTS = {
  confirm: 'Onayla',
  complete: 'Tamamla',
  note: 'Not',
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
  cancelTitle: 'Randevuyu iptal et',
  cancelOther: 'Başka bir neden',
  cancelSubmit: 'Bu nedenle iptal et',
  cancelled: 'Randevu iptal edildi.',
  cancelPaid: 'Ödemesi alınmış bir randevu iptal edilemez. Önce satışı iptal edin.',
  cancelAlready: 'Bu randevu zaten iptal edilmiş.',
  reasonTooLong: 'Neden en fazla 200 karakter olabilir.',
  invalidMark: 'Geçersiz işaret.',
  rebookWeeks: (weeks: number) => `${weeks} hafta sonra aynısı`,
} as const;

/**
 * 'İptal' on the panel: the reason is one tap on a common one (each is its own submit button,
 * the tap is the one confirmation) or typed.
 */
export const CANCEL_REASONS = [
  'Müşteri iptal etti',
  'Müşteri ulaşılamadı',
  'Müşteri hasta',
  'Stüdyo iptal etti',
  'Yanlış kayıt',
] as const;

export const CANCEL_REASON_MAX = 200;

/** The cancel form (and the panel's JSON): a reason, required. */
export const cancelWithReasonSchema = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    // (conform hands an empty or blank reason over as undefined: the same message)
    z
      .string({ error: 'Lütfen iptal nedenini yazın.' })
      .min(1, 'Lütfen iptal nedenini yazın.')
      .max(CANCEL_REASON_MAX, 'Neden en fazla 200 karakter olabilir.'),
  ),
});

/** The cancel dialog's forms: the reason and the version the dialog was loaded with. */
export const cancelFormSchema = cancelWithReasonSchema.extend({ version: versionFieldSchema });

/** Why the appointment cannot be cancelled from the panel, or null: a paid visit's sale is voided first. */
export function cancelProblem(
  appointment: { status: string },
  sale: { status: 'open' | 'completed' | 'voided' } | null,
): string | null {
  if (displayStatus(appointment.status) === 'cancelled') return PANEL_TEXTS.cancelAlready;
  if (sale?.status === 'completed') return PANEL_TEXTS.cancelPaid;
  return null;
}

/** Weeks until 'Tekrar randevu' when none of the services names its rebooking days. */
export const DEFAULT_REBOOK_WEEKS = 4;

/** Why the 'Geldi' mark cannot be set (`today`: Istanbul date), or null. Clearing is always allowed. */
export function arrivalProblem(
  appointment: { status: string; date: string },
  mark: boolean,
  today: string,
): string | null {
  if (!mark) return null;
  const status = displayStatus(appointment.status);
  if (status !== 'pending' && status !== 'confirmed') return PANEL_TEXTS.arrivedWrongStatus;
  if (appointment.date > today) return PANEL_TEXTS.arrivedFuture;
  return null;
}

export type PanelActions = {
  confirm: boolean;
  /** Tamamla: a confirmed appointment (an artist's own, from her panel as from her list) */
  complete: boolean;
  arrived: boolean;
  noShow: boolean;
  cancel: boolean;
  move: boolean;
  edit: boolean;
  rebook: boolean;
  checkout: boolean;
};

/** The actions the panel offers for an appointment, its live sale's status and Istanbul's date and minute now. */
export function panelActions(
  appointment: { status: string; date: string; time: string; noShow: boolean; arrivedAt: Date | null },
  sale: { status: 'open' | 'completed' | 'voided' } | null,
  now: StudioNow,
): PanelActions {
  const today = now.date;
  const status: AppointmentStatusValue = displayStatus(appointment.status);
  const open = status === 'pending' || status === 'confirmed';
  const paid = sale?.status === 'completed';
  return {
    confirm: status === 'pending',
    complete: status === 'confirmed',
    arrived: open && appointment.arrivedAt === null && arrivalProblem(appointment, true, today) === null,
    noShow:
      !appointment.noShow &&
      appointment.arrivedAt === null &&
      canMarkNoShow({ status, date: appointment.date, time: appointment.time }, now),
    cancel: open && !paid,
    move: open,
    edit: true,
    rebook: status !== 'cancelled',
    checkout: !paid && checkoutProblem({ status, date: appointment.date }, today) === null,
  };
}

/** Each line's start and end from the appointment's start, one after another ('09:00'–'09:45', '09:45'–'10:15'). */
export function lineTimes(
  start: string,
  lines: readonly { durationMinutes: number }[],
): { start: string; end: string }[] {
  let at = timeToMinutes(start);
  return lines.map((l) => {
    const from = at;
    at += Math.max(0, l.durationMinutes);
    return { start: minutesToTime(from), end: minutesToTime(at) };
  });
}
