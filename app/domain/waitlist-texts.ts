/**
 * The waitlist's screen texts (no dependencies: components import them without zod). What it
 * promises to tell, and how, is customer-promises.ts's (chosen from the channels the studio has).
 */
export const WAITLIST_TEXTS = {
  offer: 'Bu gün için bekleme listesine katılın',
  title: 'Bekleme Listesi',
  consentRequired: 'Bekleme listesine katılmak için haber verilmesini kabul etmelisiniz.',
  required: 'Lütfen ad soyad, e-posta ve telefon bilgilerinizi doldurun.',
  invalidDay: 'Bekleme listesi için geçerli bir gün seçin (bugün veya sonraki 60 gün).',
  invalidMember: 'Seçilen ekip üyesi bu seçim için uygun değil.',
  notFull: 'Bu günde seçiminize uygun boş saat var; bekleme listesine gerek yok. Lütfen randevunuzu hemen alın.',
  /** the one answer to a join, whether the entry is new, known or confirmed (docs/decisions/0335) */
  received:
    'İsteğiniz alındı. Kaydınızı onaylamanız için e-posta adresinize bir bağlantı gönderdik (daha önce onayladıysanız yeniden onaylamanız gerekmez). Bu gün yer açılırsa onaylı kayıtlara sırayla e-posta ile haber veriyoruz.',
  confirmTitle: 'Bekleme listesi kaydınızı onaylayın',
  confirmQuestion:
    'Bu gün için bekleme listesi kaydınızı onaylıyor musunuz? Yer açılırsa size e-posta ile haber vereceğiz.',
  confirmButton: 'Kaydımı Onayla',
  confirmed: 'Kaydınız onaylandı. Bu gün yer açılırsa size sırayla e-posta ile haber vereceğiz.',
  confirmInvalid: 'Bu onay bağlantısı geçersiz veya kayıt artık bulunmuyor.',
  adminUnconfirmed: 'onay bekliyor',
  join: 'Bekleme Listesine Katıl',
  removed: 'Bekleme listesi kaydı silindi.',
  notFound: 'Bekleme listesi kaydı bulunamadı.',
  adminTitle: 'Bekleme listesi',
  adminEmpty: 'Bu gün için bekleyen yok.',
  anyMember: 'Fark etmez',
  remove: 'Sil',
  /** the freed slot's one-tap booking of a waiting customer (issue 27) */
  book: 'Randevu ver',
  booked: 'Bekleyen müşteriye randevu verildi; onay mesajı gönderilecek.',
  chooseMember: 'Lütfen bir ekip üyesi seçin.',
  chooseTime: 'Lütfen verilecek saati seçin.',
  bookFailed: 'Randevu verilemedi',
  noOffer: 'Şu an uygun boş saat yok: bir randevu iptal edilince ya da taşınınca burada saat önerilir.',
} as const;
