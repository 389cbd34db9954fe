/**
 * The e-mails about one appointment: received, confirmed (with its calendar file), cancelled,
 * moved, the reminder, and 'Randevularım' (her links again).
 */
import { formatTurkishDate, formatTurkishDateTime } from '~/domain/clock';
import { type AppointmentForMessage, appointmentIcs, type EmailContext, icsAttachment } from '~/domain/emails';
import { reminderDayWord } from '~/domain/reminders';
import { STUDIO, studioAddressLine } from '~/domain/studio';
import { formatKurus } from '~/utils/money';
import type { EmailMessage } from './message';
import { type EmailLink, greeting, standardEmail } from './standard';

/** The private link to see, cancel or move the appointment (app/domain/manage-token.server.ts). */
function manageLink(a: AppointmentForMessage): EmailLink | undefined {
  return a.manageUrl ? { href: a.manageUrl, label: 'Randevunuzu görüntüleyin, iptal edin veya değiştirin' } : undefined;
}

function manageNote(a: AppointmentForMessage): string[] {
  return a.manageUrl
    ? [
        'Randevunuzu aşağıdaki size özel bağlantıdan iptal edebilir veya başka bir saate taşıyabilirsiniz. Bu bağlantıyı kimseyle paylaşmayın.',
      ]
    : [];
}

/**
 * A kapora the booking waits for (issue 38): the amount, the deadline, the ways to pay and the
 * transfer's reference code; the link leads to the kapora box on her own page.
 */
function kaporaNote(a: AppointmentForMessage): string[] {
  const k = a.kapora;
  if (!k) return [];
  const ways = [k.card ? 'kartla (iyzico güvenli ödeme sayfası)' : null, k.transfer ? 'havale/EFT ile' : null]
    .filter(Boolean)
    .join(' veya ');
  return [
    `Randevunuzu tutmak için ${formatKurus(k.amountKurus)} kapora bekliyoruz.`,
    ...(k.dueAt
      ? [
          `Son ödeme zamanı: ${formatTurkishDateTime(k.dueAt)}. Bu zamana kadar ödenmeyen kaporada randevu iptal edilir ve saat başkasına verilir.`,
        ]
      : []),
    `${a.manageUrl ? 'Kaporayı randevu sayfanızdan' : 'Kaporayı'}${ways ? ` ${ways}` : ''} ödeyebilirsiniz. Havale/EFT açıklamasına referans kodunuzu yazın: ${k.reference}`,
  ];
}

/** With a kapora waiting: the link goes to the kapora box on her page. */
function kaporaLink(a: AppointmentForMessage): EmailLink | undefined {
  return a.kapora && a.manageUrl ? { href: `${a.manageUrl}#kapora`, label: 'Kaporayı ödeyin' } : undefined;
}

function recipient(a: AppointmentForMessage): string {
  if (!a.customerEmail) throw new Error('Randevuda e-posta adresi yok');
  return a.customerEmail;
}

export function bookingReceivedEmail(a: AppointmentForMessage, ctx: EmailContext): EmailMessage {
  return standardEmail(recipient(a), `Randevu talebiniz alındı – ${STUDIO.name}`, {
    title: 'Randevu talebiniz alındı',
    before: [
      greeting(a.customerName),
      'Randevu talebiniz bize ulaştı, teşekkür ederiz. Randevunuz onaylandığında size ayrıca e-posta göndereceğiz.',
      ...kaporaNote(a),
    ],
    appointment: a,
    after: a.manageUrl
      ? manageNote(a)
      : [`Değişiklik veya iptal için bizi ${STUDIO.phone} numarasından arayabilirsiniz.`],
    link: kaporaLink(a) ?? manageLink(a) ?? { href: `${ctx.baseUrl}/`, label: 'Web sitemizi ziyaret edin' },
  });
}

/** 'Randevularım': the links of her bookings still ahead (the next one first), asked for by phone and e-mail. */
export function bookingLinksEmail(
  to: string,
  customerName: string,
  bookings: readonly AppointmentForMessage[],
  ctx: EmailContext,
): EmailMessage {
  const lines = bookings.map(
    (b) =>
      `${formatTurkishDate(b.date)} ${b.time} – ${b.items.join(', ') || 'Randevu'}${b.manageUrl ? `: ${b.manageUrl}` : ''}`,
  );
  return standardEmail(to, `Randevu bağlantılarınız – ${STUDIO.name}`, {
    title: 'Randevu bağlantılarınız',
    before: [
      `Merhaba ${customerName},`,
      'Randevularım sayfasından randevu bağlantılarınızı istediniz. Her bağlantı size özeldir: randevunuzu görüntüleyebilir, iptal edebilir veya başka bir saate taşıyabilirsiniz. Bağlantıları kimseyle paylaşmayın.',
      ...lines,
    ],
    appointment: null,
    after: ['Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; randevularınız değişmez.'],
    link: bookings[0]?.manageUrl
      ? { href: bookings[0].manageUrl, label: 'Sıradaki randevunuzu görüntüleyin' }
      : { href: `${ctx.baseUrl}/contact`, label: 'Randevu al' },
  });
}

export function appointmentConfirmedEmail(a: AppointmentForMessage, ctx: EmailContext): EmailMessage {
  const message = standardEmail(recipient(a), `Randevunuz onaylandı – ${formatTurkishDate(a.date)} ${a.time}`, {
    title: 'Randevunuz onaylandı',
    before: [
      greeting(a.customerName),
      'Randevunuz onaylandı. Sizi stüdyomuzda görmeyi sabırsızlıkla bekliyoruz!',
      ...kaporaNote(a),
    ],
    appointment: a,
    after: [
      `Adres: ${studioAddressLine()}`,
      'Ekteki takvim dosyasıyla randevunuzu takviminize ekleyebilirsiniz. Gelemeyecekseniz lütfen bizi önceden arayın.',
      ...manageNote(a),
    ],
    link: kaporaLink(a) ?? manageLink(a),
  });
  return { ...message, attachments: [icsAttachment(appointmentIcs({ ...a, status: a.status ?? 'confirmed' }, ctx))] };
}

export function appointmentCancelledEmail(a: AppointmentForMessage, ctx: EmailContext): EmailMessage {
  const message = standardEmail(recipient(a), `Randevunuz iptal edildi – ${formatTurkishDate(a.date)} ${a.time}`, {
    title: 'Randevunuz iptal edildi',
    before: [
      greeting(a.customerName),
      a.kaporaExpired
        ? 'Kapora son ödeme zamanına kadar ödenmediği için aşağıdaki randevunuz iptal edildi ve saat başkasına açıldı.'
        : 'Aşağıdaki randevunuz iptal edildi.',
    ],
    appointment: a,
    after: [
      `Bir yanlışlık olduğunu düşünüyorsanız bizi ${STUDIO.phone} numarasından arayabilirsiniz. Yeni bir randevu almak isterseniz sizi bekliyoruz.`,
      'Randevuyu takviminize eklediyseniz ekteki dosya onu iptal edildi olarak işaretler.',
    ],
    link: { href: `${ctx.baseUrl}/contact`, label: 'Yeni randevu al' },
  });
  // the same UID with STATUS:CANCELLED and a higher SEQUENCE: the calendar crosses out the event it has
  return { ...message, attachments: [icsAttachment(appointmentIcs({ ...a, status: 'cancelled' }, ctx))] };
}

export function appointmentMovedEmail(
  a: AppointmentForMessage,
  from: { date: string; time: string },
  _ctx: EmailContext,
): EmailMessage {
  return standardEmail(recipient(a), `Randevunuz değiştirildi – ${formatTurkishDate(a.date)} ${a.time}`, {
    title: 'Randevunuz değiştirildi',
    before: [
      greeting(a.customerName),
      `${formatTurkishDate(from.date)} ${from.time} tarihli randevunuz yeni tarihe taşındı. Güncel randevu bilgileriniz:`,
    ],
    appointment: a,
    after: [`Adres: ${studioAddressLine()}`, ...manageNote(a)],
    link: manageLink(a),
  });
}

/** The reminder (24 hours or 2 hours before): says 'yarınki' or 'bugünkü' as seen when it is written. */
export function appointmentReminderEmail(a: AppointmentForMessage, ctx: EmailContext): EmailMessage {
  const day = reminderDayWord(a.date, ctx.now);
  const which = day === 'yarın' ? 'Yarınki randevunuzu' : day === 'bugün' ? 'Bugünkü randevunuzu' : 'Randevunuzu';
  return standardEmail(recipient(a), `${which} hatırlatırız – ${formatTurkishDate(a.date)} ${a.time}`, {
    title: day ? `Randevunuz ${day}` : 'Randevu hatırlatması',
    before: [greeting(a.customerName), `${which} hatırlatmak isteriz. Sizi stüdyomuzda bekliyoruz!`],
    appointment: a,
    after: [
      `Adres: ${studioAddressLine()}`,
      `Gelemeyecekseniz lütfen bize haber verin: ${STUDIO.phone}`,
      ...manageNote(a),
    ],
    link: manageLink(a),
  });
}
