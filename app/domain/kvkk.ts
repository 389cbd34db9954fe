/**
 * The privacy notice (KVKK Aydınlatma Metni) and the consent it asks for: the seeded first
 * text, the tiny text format the notice is stored in, the rules for publishing a new
 * version, and how a booking's consent is read from the JSON API
 * (docs/decisions/0090-kvkk-consent-log.md).
 */
import { z } from 'zod';
import { BOOKING_MESSAGES } from './booking-messages';
import { STUDIO, studioAddressLine } from './studio';
import { erasureRetentionText, REPLICA_RETENTION_DAYS } from './replication';

export const KVKK_TITLE = 'KVKK Aydınlatma Metni';
/** The public page of the current notice; `?surum=N` shows an older version. */
export const KVKK_PATH = '/kvkk';

export const KVKK_MESSAGES = {
  required: BOOKING_MESSAGES.kvkkRequired,
  /** the notice changed after the visitor opened the form */
  outdated: 'KVKK Aydınlatma Metni güncellendi. Lütfen güncel metni okuyup yeniden onaylayın.',
  unknownVersion: 'Geçersiz KVKK Aydınlatma Metni sürümü.',
  bodyRequired: 'Metin boş olamaz.',
  bodyTooShort: 'Metin en az 200 karakter olmalıdır.',
  bodyTooLong: 'Metin en fazla 20000 karakter olabilir.',
  unchanged: 'Metin güncel sürümle aynı. Yeni sürüm yayınlamak için metni değiştirin.',
  published: 'Yeni sürüm yayınlandı',
} as const;

export const NOTICE_MIN_LENGTH = 200;
export const NOTICE_MAX_LENGTH = 20_000;

/**
 * What the public notice says about the off-site copy's history (issue 37): Litestream keeps
 * the older pages of the database for REPLICA_RETENTION_DAYS (deploy/litestream.yml
 * `retention`, a test keeps them equal), so an erased person stays in it that long.
 */
export function copyRetentionText(): string {
  return `Kayıtlarımızın sürekli güncellenen bir yedeği ayrı bir depolama hizmetinde tutulur ve bu yedek, veritabanının eski hâllerini ${REPLICA_RETENTION_DAYS} gün saklar. ${erasureRetentionText()}`;
}

/**
 * The current notice as the public page shows it: the published text, and when that text does
 * not say how long the off-site copy keeps older pages (a notice published before this was
 * said), a closing "Yedekler" section that does. An older version is shown as it was accepted.
 */
export function publicNoticeBody(body: string): string {
  if (body.includes(`en fazla ${REPLICA_RETENTION_DAYS} gün`)) return body;
  return `${body.trimEnd()}\n\n# Yedekler\n${copyRetentionText()}`;
}

/** The first version, written with the base rows of every new database. */
export function defaultNoticeText(): string {
  return `# Veri sorumlusu
6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca veri sorumlusu ${STUDIO.name}'dur (${studioAddressLine()}). Bu metin, randevu alırken ve stüdyomuzla iletişim kurarken paylaştığınız kişisel verilerin nasıl işlendiğini açıklar.

# İşlenen kişisel veriler
- Kimlik ve iletişim: adınız ve soyadınız, e-posta adresiniz, telefon numaranız.
- Randevu bilgileri: seçtiğiniz hizmetler ve paketler, ekip üyesi, randevu tarihi ve saati, randevu notunuz, ödeme tutarı.
- Onay kaydı: bu metnin hangi sürümünü hangi tarih ve saatte onayladığınız ve onay sırasındaki IP adresiniz.
- Memnuniyet anketi: anketi doldurmanız hâlinde puanlarınız ve yorumlarınız.

# İşleme amaçları ve hukuki sebepler
Verileriniz randevunuzun oluşturulması, onaylanması, değiştirilmesi ve hatırlatılması, sizinle iletişim kurulması, hizmetin sunulması, hizmet kalitesinin ölçülmesi ve yasal yükümlülüklerimizin yerine getirilmesi amacıyla işlenir. Hukuki sebepler: bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (KVKK m. 5/2-c), hukuki yükümlülüğümüzü yerine getirmemiz (m. 5/2-ç) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz (m. 5/2-f). Onay kaydı, aydınlatma yükümlülüğümüzü yerine getirdiğimizi ispat etmek için tutulur.

# Toplama yöntemi
Verileriniz internet sitemizdeki randevu formu, telefon, e-posta ve WhatsApp üzerinden, otomatik veya kısmen otomatik yollarla toplanır.

# Aktarım
Verileriniz yalnızca randevu bildirimlerinin gönderilmesi için kullandığımız e-posta ve mesajlaşma hizmet sağlayıcılarına, kaybolmamaları için yedeklerin tutulduğu depolama hizmet sağlayıcısına ve yasal zorunluluk hâlinde yetkili kamu kurum ve kuruluşlarına aktarılabilir. WhatsApp üzerinden yazmanız hâlinde mesajlarınız yurt dışında bulunan WhatsApp hizmet sağlayıcısı aracılığıyla iletilir. Verileriniz pazarlama amacıyla üçüncü kişilerle paylaşılmaz.

# Saklama süresi
Randevu ve iletişim bilgileriniz son randevunuzdan itibaren 3 yıl, fatura ve muhasebe kayıtları ilgili vergi mevzuatı gereği 5 yıl, anket yanıtları 2 yıl saklanır. Süre sonunda veya silme talebiniz üzerine verileriniz silinir ya da anonim hâle getirilir; anonim randevu kayıtları yalnızca istatistik amacıyla kalır. Verilerin kaybolmaması için kayıtlarımızın sürekli güncellenen bir yedeği ayrı bir depolama hizmetinde tutulur; silinen veriler bu yedeğin geçmişinde en fazla ${REPLICA_RETENTION_DAYS} gün daha kalır ve bu sürenin sonunda kendiliğinden silinir.

# KVKK m. 11 kapsamındaki haklarınız
- Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme,
- İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,
- Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,
- Eksik veya yanlış işlenmişse düzeltilmesini isteme,
- KVKK m. 7'deki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,
- Düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,
- İşlenen verilerin münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,
- Kanuna aykırı işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.

# Başvuru ve iletişim
Haklarınıza ilişkin taleplerinizi ${STUDIO.email} adresine e-posta ile veya ${studioAddressLine()} adresine yazılı olarak iletebilirsiniz. Başvurunuz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır. Başvurunuzun reddedilmesi veya yanıtı yetersiz bulmanız hâlinde Kişisel Verileri Koruma Kurulu'na şikâyette bulunabilirsiniz. Telefon: ${STUDIO.phone}.`;
}

export type NoticeBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/**
 * The stored text as blocks to render (no HTML is ever stored or injected): a line starting
 * with '# ' is a heading, consecutive lines starting with '- ' a list, other lines up to a
 * blank line one paragraph.
 */
export function parseNoticeText(text: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(2).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** A text as stored: line ends unified, trailing spaces and surrounding blank lines removed. */
export function normalizeNoticeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The admin's "publish a new version" form. */
export function publishNoticeSchema(currentBody: string | null) {
  return z.object({
    body: z
      .string({ error: KVKK_MESSAGES.bodyRequired })
      .transform(normalizeNoticeText)
      .pipe(
        z
          .string()
          .min(1, KVKK_MESSAGES.bodyRequired)
          .min(NOTICE_MIN_LENGTH, KVKK_MESSAGES.bodyTooShort)
          .max(NOTICE_MAX_LENGTH, KVKK_MESSAGES.bodyTooLong)
          .refine((body) => currentBody === null || body !== normalizeNoticeText(currentBody), KVKK_MESSAGES.unchanged),
      ),
  });
}

/** A consent as a booking stores it. */
export type ConsentRecord = { version: number; at: Date; ip: string };

export type ApiConsentDecision =
  | { ok: true; version: number | null }
  | { ok: false; status: 400 | 409; message: string };

/**
 * The consent fields of a public POST /api/appointments: `kvkkConsent: true` records the
 * current version (or the `kvkkVersion` the client showed, which must be the current one);
 * `false` is refused; absent (clients of the original API) books without a consent record.
 */
export function apiConsentDecision(
  input: { kvkkConsent?: boolean; kvkkVersion?: number },
  currentVersion: number | null,
): ApiConsentDecision {
  if (input.kvkkConsent === undefined && input.kvkkVersion === undefined) return { ok: true, version: null };
  if (input.kvkkConsent !== true) return { ok: false, status: 400, message: KVKK_MESSAGES.required };
  if (currentVersion === null) return { ok: true, version: null };
  if (input.kvkkVersion === undefined || input.kvkkVersion === currentVersion)
    return { ok: true, version: currentVersion };
  return input.kvkkVersion < currentVersion
    ? { ok: false, status: 409, message: KVKK_MESSAGES.outdated }
    : { ok: false, status: 400, message: KVKK_MESSAGES.unknownVersion };
}
