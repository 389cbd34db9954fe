/**
 * The texts of the admin's appointment screen (admin spec sections 2, 5 and 8). No
 * dependencies, so the hydrated screen imports them without zod;
 * admin-appointment-rules.ts re-exports them next to the schemas.
 */
export const MAX_CUSTOM_DURATION = 600;

export const ADMIN_APPOINTMENT_TEXTS = {
  // conflict dialog and inline warning (section 8)
  conflictTitle: 'Randevu Çakışması Tespit Edildi',
  confirmConflictTitle: 'Randevu Onaylama Çakışması',
  continueAnyway: 'Yine de Devam Et',
  confirmAnyway: 'Yine de Onayla',
  cancel: 'İptal Et',
  conflictAdvice: 'Farklı bir saat veya çalışan seçebilir ya da çakışan randevuları iptal edebilirsiniz.',
  busySlotWarning: 'Dolu Saat Seçildi',
  conflictWarning: 'Çakışma Tespit Edildi',
  deleteConfirm: 'Bu randevuyu silmek istediğinizden emin misiniz?',
  // errors (section 8): a prefix and the reason
  loadFailed: 'Randevular yüklenemedi: ',
  statusFailed: 'Randevu durumu güncellenemedi: ',
  deleteFailed: 'Randevu silinemedi: ',
  createFailed: 'Randevu oluşturulamadı: ',
  updateFailed: 'Randevu güncellenemedi: ',
  saveFailed: 'Randevu kaydedilemedi: ',
  unknownReason: 'Bilinmeyen hata',
  // empty states
  emptyFiltered: 'Arama veya filtrelere uygun randevu bulunamadı.',
  emptyAll: 'Henüz randevu bulunmuyor.',
  // problems of a single appointment
  notFound: 'Randevu bulunamadı.',
  customerNotFound: 'Müşteri bulunamadı.',
  invalidStatus: 'Geçersiz randevu durumu.',
  invalidPrice: 'Lütfen geçerli bir tutar girin (örn: 450 veya 450,50).',
  invalidCustomDuration: `Özel süre 1 ile ${MAX_CUSTOM_DURATION} dakika arasında bir tam sayı olmalıdır.`,
  // successes
  created: 'Randevu oluşturuldu.',
  updated: 'Randevu güncellendi.',
  deleted: 'Randevu silindi.',
  moved: 'Randevu taşındı.',
  statusChanged: 'Randevu durumu güncellendi.',
} as const;

/** A section 8 error: the prefix and the reason ('Bilinmeyen hata' when there is none). */
export function errorWithReason(prefix: string, reason?: string | null): string {
  return `${prefix}${reason?.trim() || ADMIN_APPOINTMENT_TEXTS.unknownReason}`;
}
