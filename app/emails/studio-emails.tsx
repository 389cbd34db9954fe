/**
 * The studio's other e-mails: the survey invitation, bulk mail, notices to the admins, an
 * account invitation, the SMTP test, the rebooking nudge and the two waitlist messages.
 */
import { formatTurkishDate, formatTurkishDateTime } from '~/domain/clock';
import type {
  AccountInvitation,
  CustomMail,
  EmailContext,
  RebookingNudge,
  SurveyInvitation,
  WaitlistConfirmation,
  WaitlistNotice,
} from '~/domain/emails';
import { STUDIO } from '~/domain/studio';
import { EmailLayout, Paragraphs } from './layout';
import type { EmailMessage } from './message';
import { greeting, standardEmail, textFooter } from './standard';

export function surveyInvitationEmail(s: SurveyInvitation, ctx: EmailContext): EmailMessage {
  return standardEmail(s.customerEmail, `Deneyiminizi değerlendirir misiniz? – ${STUDIO.name}`, {
    title: 'Memnuniyet Anketi',
    before: [
      greeting(s.customerName),
      'Bizi tercih ettiğiniz için teşekkür ederiz. Birkaç kısa soruyu yanıtlayarak hizmetimizi değerlendirirseniz çok seviniriz; bir dakikanızı alır.',
    ],
    appointment: null,
    after: [`Anket ${formatTurkishDateTime(s.expiresAt)} tarihine kadar açıktır.`],
    link: { href: `${ctx.baseUrl}/survey/${encodeURIComponent(s.token)}`, label: 'Anketi yanıtla' },
  });
}

/** The admin's bulk mail: her subject as the title, her text as paragraphs. */
export function CustomEmail({ subject, content }: { subject: string; content: string }) {
  return (
    <EmailLayout title={subject}>
      <Paragraphs text={content} />
    </EmailLayout>
  );
}

export function customEmail(m: CustomMail): EmailMessage {
  return {
    to: m.to,
    subject: m.subject,
    text: m.content.trim() + textFooter(),
    content: <CustomEmail subject={m.subject} content={m.content} />,
  };
}

/** To the studio's admins: the off-site copy fell behind, or is back (app/domain/replication.ts words). */
export function studioNoticeEmail(to: string, subject: string, text: string): EmailMessage {
  return standardEmail(to, `${subject} – ${STUDIO.name}`, {
    title: subject,
    before: [text],
    appointment: null,
    after: [],
  });
}

export function accountInvitationEmail(i: AccountInvitation): EmailMessage {
  return standardEmail(i.to, `${STUDIO.name} yönetim paneline davet`, {
    title: 'Hesabınız hazır',
    before: [
      `Merhaba ${i.name},`,
      `${STUDIO.name} yönetim paneline ${i.roleName} olarak davet edildiniz. Aşağıdaki bağlantıdan şifrenizi belirleyin. Bağlantı 72 saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
    ],
    appointment: null,
    after: ['Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.'],
    link: { href: i.url, label: 'Şifremi belirle' },
  });
}

export function testEmail(to: string): EmailMessage {
  return standardEmail(to, `Test e-postası – ${STUDIO.name}`, {
    title: 'Test e-postası',
    before: ['Bu bir test e-postasıdır. Mail ayarlarınız doğru çalışıyor.'],
    appointment: null,
    after: [],
  });
}

export function rebookingNudgeEmail(n: RebookingNudge): EmailMessage {
  return standardEmail(n.customerEmail, `${n.serviceName} yenileme zamanı – ${STUDIO.name}`, {
    title: 'Yeni randevunuzu alalım mı?',
    before: [
      greeting(n.customerName),
      `${formatTurkishDate(n.visitDate)} tarihindeki ${n.serviceName} randevunuzun üzerinden biraz zaman geçti; yenileme zamanı yaklaştı.${n.memberName ? ` ${n.memberName} sizi tekrar görmekten mutluluk duyar.` : ''}`,
      'Aşağıdaki bağlantı randevu sayfasını hizmetiniz seçili olarak açar; size uygun günü ve saati seçmeniz yeterli.',
    ],
    appointment: null,
    after: [],
    link: { href: n.bookUrl, label: 'Yeni randevu al' },
  });
}

export function waitlistSlotFreedEmail(n: WaitlistNotice): EmailMessage {
  return standardEmail(
    n.customerEmail,
    `Bekleme listesi: ${formatTurkishDate(n.date)} için yer açıldı – ${STUDIO.name}`,
    {
      title: 'Beklediğiniz günde yer açıldı',
      before: [
        greeting(n.customerName),
        `${formatTurkishDate(n.date)} günü ${n.time} saatinde${n.memberName ? ` ${n.memberName} ile` : ''} ${n.items.join(', ')} için yer açıldı.`,
        'Bekleme listesindeki herkese sırayla haber veriyoruz; yeri ilk randevu alan alır. Aşağıdaki bağlantı randevu sayfasını bu gün ve seçiminizle açar.',
      ],
      appointment: null,
      after: [],
      link: { href: n.bookUrl, label: 'Randevuyu hemen al' },
    },
  );
}

export function waitlistConfirmEmail(c: WaitlistConfirmation): EmailMessage {
  return standardEmail(c.customerEmail, `Bekleme listesi kaydınızı onaylayın – ${STUDIO.name}`, {
    title: 'Bekleme listesi kaydınızı onaylayın',
    before: [
      'Merhaba,',
      `${formatTurkishDate(c.date)} günü için bekleme listemize bu e-posta adresiyle kayıt isteği geldi. Kaydı siz yaptıysanız aşağıdaki bağlantıyla onaylayın; yer açılırsa yalnızca onaylı kayıtlara haber veriyoruz.`,
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: onaylanmayan kayda hiçbir mesaj gönderilmez.',
    ],
    appointment: null,
    after: [],
    link: { href: c.confirmUrl, label: 'Kaydımı onayla' },
  });
}
