/**
 * Customer self-service (/randevu/{token}): what the customer may still do with an
 * appointment at instant `now`, the admin's cut-off setting and the page's Turkish texts
 * (docs/decisions/0086-self-service-rules.md). Pure: `now` is a parameter.
 */
import { z } from 'zod';
import { wholeNumberText } from './form-fields';
import { BOOKING_MESSAGES } from './booking-messages';
import { instantOf, isValidDate, isValidTime } from './clock';
import { STUDIO } from './studio';

export const CUTOFF_SETTING_KEY = 'self_service_cutoff_hours';
export const DEFAULT_CUTOFF_HOURS = 24;
export const MIN_CUTOFF_HOURS = 0;
/** two weeks */
export const MAX_CUTOFF_HOURS = 336;

export const CUTOFF_MESSAGE = `İptal/değişiklik süresi ${MIN_CUTOFF_HOURS} ile ${MAX_CUTOFF_HOURS} saat arasında bir tam sayı olmalıdır`;

/** The page's answer after a change: `?durum=iptal`, `?durum=tasindi`, or `?durum=alindi` right after booking. */
export const DONE_PARAM = 'durum';
export const JUST_BOOKED = 'alindi';
/** The id of the success block on the page (the redirect's #fragment lands on it). */
export const BOOKED_ANCHOR = 'randevunuz-alindi';

/**
 * Where the booking wizard sends the browser after a booking (POST-redirect-GET, docs/decisions/0421):
 * the booking's own page with the success first.
 */
export function bookedPath(managePath: string): string {
  return `${managePath}?${DONE_PARAM}=${JUST_BOOKED}#${BOOKED_ANCHOR}`;
}

/** Statuses the customer may still cancel or move. */
const CHANGEABLE = ['pending', 'confirmed'] as const;

export type SelfServiceState =
  /** cancel and move are offered */
  | { kind: 'open'; deadline: Date }
  /** too close to the start (or started): call the studio */
  | { kind: 'past-cutoff'; deadline: Date }
  /** cancelled or completed: nothing to do */
  | { kind: 'closed'; status: string };

export type SelfServiceSubject = { date: string; time: string; status: string };

/** The last instant a change is accepted: the start minus the cut-off. */
export function changeDeadline(subject: Pick<SelfServiceSubject, 'date' | 'time'>, cutoffHours: number): Date {
  return new Date(instantOf(subject.date, subject.time).getTime() - cutoffHours * 3_600_000);
}

/**
 * Whether the customer may cancel or move the appointment at `now`: only pending and
 * confirmed appointments, and only strictly before the deadline (start minus cut-off hours).
 */
export function selfServiceState(subject: SelfServiceSubject, now: Date, cutoffHours: number): SelfServiceState {
  if (!(CHANGEABLE as readonly string[]).includes(subject.status)) return { kind: 'closed', status: subject.status };
  const deadline = changeDeadline(subject, cutoffHours);
  return now.getTime() < deadline.getTime() ? { kind: 'open', deadline } : { kind: 'past-cutoff', deadline };
}

export const SELF_SERVICE_TEXTS = {
  title: 'Randevunuz',
  notFound: 'Bu randevu bağlantısı geçersiz veya randevu artık bulunmuyor.',
  cancelled: 'Randevunuz iptal edildi. Stüdyoya haber verildi.',
  moved: 'Randevunuz yeni tarihe taşındı. Stüdyoya haber verildi.',
  alreadyCancelled: 'Bu randevu iptal edilmiştir.',
  completed: 'Bu randevu tamamlanmıştır.',
  pastCutoff: (hours: number) =>
    `Randevunuza ${hours} saatten az kaldığı için çevrimiçi iptal veya değişiklik yapılamıyor. Lütfen bizi ${STUDIO.phone} numarasından arayın.`,
  refused: 'Bu randevu artık çevrimiçi değiştirilemiyor.',
  chooseTime: 'Lütfen listeden geçerli bir saat seçin.',
  noTimes: 'Bu tarihte müsait saat bulunmuyor. Lütfen başka bir tarih seçin.',
  noDates: 'Önümüzdeki 60 gün içinde müsait saat bulunmuyor. Lütfen bizi arayın.',
  sameSlot: 'Randevunuz zaten bu tarih ve saatte.',
  noMember: 'Bu randevu çevrimiçi taşınamıyor. Lütfen bizi arayın.',
  unavailable: (time: string) => `Seçilen saat (${time}) artık müsait değil. Lütfen başka bir saat seçin.`,
  failed: 'İşlem sırasında bir hata oluştu. Lütfen tekrar deneyin veya bizi arayın.',
  /** the second form before a cancellation (one tap never cancels, decision 0345) */
  cancelQuestion: 'Randevunuz iptal edilecek. Emin misiniz?',
  cancelConfirm: 'Evet, randevumu iptal et',
  cancelKeep: 'Vazgeç',
  /** the cut-off rule as the customer reads it before booking (step 3) and after (success screen) */
  cutoffRule: (hours: number) =>
    hours === 0
      ? `Randevunuzu başlamadan önce size özel bağlantıdan çevrimiçi iptal edebilir veya başka bir saate taşıyabilirsiniz.`
      : `Randevunuzu başlangıcından ${hours} saat öncesine kadar size özel bağlantıdan çevrimiçi iptal edebilir veya başka bir saate taşıyabilirsiniz; daha sonra için bizi ${STUDIO.phone} numarasından arayın.`,
  cutoffSaved: 'Randevu değişiklik ayarları güncellendi!',
} as const;

/** The cut-off as text (the form field, the stored setting): whole hours from 0 to 336. */
export const cutoffHoursValueSchema = wholeNumberText(MIN_CUTOFF_HOURS, MAX_CUTOFF_HOURS, CUTOFF_MESSAGE);

export const selfServiceSettingsSchema = z.object({
  cutoffHours: cutoffHoursValueSchema,
  reminderTelegram: z
    .enum(['on'])
    .optional()
    .transform((v) => v === 'on'),
  reminder24h: z
    .enum(['on'])
    .optional()
    .transform((v) => v === 'on'),
  reminder2h: z
    .enum(['on'])
    .optional()
    .transform((v) => v === 'on'),
});

/** The manage page's second cancel form: only its "evet" cancels (one tap only asks; decision 0345). */
export const customerCancelSchema = z.object({ confirm: z.literal('evet') });

/** The manage page's move form: the day and one of its free times (the model checks that the time is still free). */
export const customerMoveSchema = z.object({
  date: z.string({ error: BOOKING_MESSAGES.invalidDate }).refine(isValidDate, BOOKING_MESSAGES.invalidDate),
  time: z.string({ error: SELF_SERVICE_TEXTS.chooseTime }).refine(isValidTime, SELF_SERVICE_TEXTS.chooseTime),
});
