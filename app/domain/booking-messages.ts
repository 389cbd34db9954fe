/**
 * Every text shown for a booking problem (public spec section 5, admin spec section 5), in
 * correct Turkish. No dependencies: the hydrated wizard imports it without pulling zod in.
 * booking-rules.ts re-exports all of it next to the schemas.
 */
import type { StartRejection } from './availability';

/** What the e-mail message shows as an example address (docs/decisions/0011). */
export const EMAIL_EXAMPLE = 'ornek@eposta.com';
export const NOTES_MAX_LENGTH = 1000;
export const NAME_MAX_LENGTH = 100;
/** At most this many services and packages in one booking. */
export const MAX_ITEMS = 20;
/**
 * How a phone may be written, as the one rule reads it (`canonicalPhone`, phone.ts): a Turkish
 * number however it is written, another country's with + (or 00) and its code. The field's
 * hint and the refusal say the same (docs/decisions/0423).
 */
export const PHONE_HINT = 'Örnek: 0532 123 45 67; yurt dışı numaraları + ve ülke koduyla';

export const BOOKING_MESSAGES = {
  // step 1
  personalInfoRequired: 'Lütfen tüm kişisel bilgileri doldurun.',
  invalidEmail: `Lütfen geçerli bir e-posta adresi girin (örnek: ${EMAIL_EXAMPLE}).`,
  invalidPhone:
    'Lütfen geçerli bir telefon numarası girin (örnek: 0532 123 45 67; yurt dışı numaraları + ve ülke koduyla).',
  kvkkRequired: "KVKK Aydınlatma Metni'ni kabul etmelisiniz.",
  nameTooLong: `Ad soyad en fazla ${NAME_MAX_LENGTH} karakter olabilir.`,
  // step 2
  selectionRequired: 'Lütfen en az bir hizmet veya paket seçin.',
  memberRequired: 'Lütfen bir ekip üyesi seçin.',
  anyMemberLabel: 'Fark etmez – ilk müsait uzman',
  connectionError: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin ve tekrar deneyin.',
  memberDateMonday:
    'Seçilen ekip üyesinin müsait tarihi Pazartesi gününe denk geliyor. Lütfen manuel olarak başka bir tarih seçin.',
  itemUnavailable: 'Seçtiğiniz hizmet veya paket artık sunulmuyor. Lütfen seçiminizi güncelleyin.',
  memberUnavailable: 'Seçilen ekip üyesi bu seçim için uygun değil. Lütfen başka bir ekip üyesi seçin.',
  noSuitableMember: 'Seçiminize uygun ekip üyesi bulunamadı. Lütfen farklı bir hizmet seçin veya bizi arayın.',
  memberFullyBooked:
    'Seçilen ekip üyesinin önümüzdeki 60 gün içinde boş saati bulunmuyor. Lütfen başka bir ekip üyesi seçin.',
  // step 3 and submit
  closedOrPastDate: 'Pazartesi günleri kapalıdır veya geçmiş tarih seçemezsiniz.',
  beyondHorizon: 'Randevular en fazla 60 gün sonrası için alınabilir. Lütfen daha yakın bir tarih seçin.',
  closedDay: 'Seçilen tarihte randevu alınamıyor (tatil veya izin günü). Lütfen başka bir gün seçin.',
  /** today after its last start: the studio is closing, not full (no waitlist) */
  dayOver: 'Bugünün randevu saatleri sona erdi. Lütfen başka bir gün seçin.',
  closedHours: 'Seçilen saat kapalı olunan saatlere denk geliyor (tatil veya izin). Lütfen başka bir saat seçin.',
  pastTime: 'Geçmiş saatlere randevu alamazsınız.',
  outsideHours: 'Seçilen süre iş saatleri dışında kalıyor.',
  notASlot: 'Lütfen listeden geçerli bir saat seçin.',
  requiredFields: 'Lütfen tüm gerekli alanları doldurun.',
  invalidDate: 'Lütfen geçerli bir tarih seçin (YYYY-AA-GG).',
  invalidTime: 'Lütfen geçerli bir saat seçin (SS:DD).',
  notesTooLong: `Notunuz en fazla ${NOTES_MAX_LENGTH} karakter olabilir.`,
  bookingFailed: 'Randevu oluşturulurken bir hata oluştu.',
  /** the form's one-time token came with other details than the booking it made (docs/decisions/0334) */
  formAlreadySent:
    'Bu randevu formu başka bilgilerle zaten gönderilmiş. Bilgilerinizi kontrol edip yeniden “Randevu Al”a basın.',
  success: 'Randevunuz Başarıyla Oluşturuldu!',
  // admin appointment screens (admin spec section 5)
  invalidEmailAdmin: `Lütfen geçerli bir e-posta adresi girin (örn: ${EMAIL_EXAMPLE}).`,
  chooseDateFirst: 'Önce tarih seçin',
  chooseMemberFirst: 'Önce çalışan seçin',
  dragBlocked: 'Bu saatte başka bir randevu bulunuyor. Lütfen farklı bir saat seçin.',
} as const;

/**
 * The category lock, with the current and the new categories in parentheses:
 * 'Farklı kategorilerden hizmet seçemezsiniz. Önce mevcut seçimleri kaldırın. (Mevcut: Manikür, Yeni: Pedikür)'
 */
export function categoryLockMessage(current: readonly string[], next: readonly string[]): string {
  return `Farklı kategorilerden hizmet seçemezsiniz. Önce mevcut seçimleri kaldırın. (Mevcut: ${current.join(' / ')}, Yeni: ${next.join(' / ')})`;
}

/**
 * A taken slot. With the other customer's name (admin screens only) it is the admin spec's
 * text; the public wizard and API never name another customer.
 */
export function slotTakenMessage(time: string, customerName?: string | null): string {
  return customerName
    ? `Seçilen saat (${time}) dolu. ${customerName} adlı müşterinin randevusu bulunmaktadır.`
    : `Seçilen saat (${time}) dolu. Lütfen başka bir saat seçin.`;
}

/** 'Bu tarih ve saatte 2 randevu çakışması bulunuyor.' */
export function conflictCountMessage(count: number): string {
  return `Bu tarih ve saatte ${count} randevu çakışması bulunuyor.`;
}

/** The message for each reason availability.ts gives for refusing a start time. */
export function startRejectionMessage(reason: StartRejection, time: string): string {
  switch (reason) {
    case 'closed-or-past-date':
      return BOOKING_MESSAGES.closedOrPastDate;
    case 'closed-day':
      return BOOKING_MESSAGES.closedDay;
    case 'closed-hours':
      return BOOKING_MESSAGES.closedHours;
    case 'past-time':
      return BOOKING_MESSAGES.pastTime;
    case 'outside-hours':
      return BOOKING_MESSAGES.outsideHours;
    case 'not-a-slot':
      return BOOKING_MESSAGES.notASlot;
    case 'full':
      return slotTakenMessage(time);
  }
}
