/**
 * The customer e-mails, in Turkish, each as plain text and HTML: booking received,
 * confirmed (with an .ics file), cancelled, survey invitation, and the admin's bulk mail.
 * Pure functions: the data comes in, the message goes out.
 */
import { defuseTypedText } from './message-limits';
import { reminderDayWord } from './reminders';
import { formatKurus } from '~/utils/money';
import { appointmentUid, buildIcs, icsStatusOf, revisionSequence } from './ics';
import { STUDIO, studioAddressLine } from './studio';
import { formatTurkishDate, formatTurkishDateTime } from './clock';
import { RECEIPT_TEXTS, receiptText, type Receipt, type ReceiptRow } from './sale-receipt';

export type AppointmentForMessage = {
  id: number;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  date: string;
  time: string;
  durationMinutes: number;
  totalPriceKurus: number;
  /** service and package names */
  items: string[];
  teamMemberName: string | null;
  notes: string | null;
  /** the customer's private self-service link (absolute), when the sender can sign one */
  manageUrl?: string | null;
  /** as stored (the calendar file's STATUS follows it); the message's own kind says it when omitted */
  status?: string;
  /** the revision of the appointment (the calendar file's SEQUENCE) */
  createdAt?: Date;
  updatedAt?: Date;
};

export type EmailAttachment = { filename: string; content: string; contentType: string };
export type RenderedEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
};

export type EmailContext = {
  /** absolute site address without a trailing slash, e.g. https://shevanailart.com.tr */
  baseUrl: string;
  /** when the message is written (the .ics time stamp) */
  now: Date;
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function paragraphsHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#e7b3a6;color:#0b0b0c;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(label)}</a></p>`;
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f5f1f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f1f23">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f1f2;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#0b0b0c;color:#f3bccb;padding:20px 28px;font-size:18px;letter-spacing:4px;text-transform:uppercase">${escapeHtml(STUDIO.name)}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.55">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:20px 28px;background:#faf7f8;color:#555;font-size:13px;line-height:1.5">${escapeHtml(STUDIO.name)} · ${escapeHtml(studioAddressLine())}<br>${escapeHtml(STUDIO.phone)} · ${escapeHtml(STUDIO.email)}</td></tr>
</table></td></tr></table></body></html>`;
}

/**
 * 'Merhaba {name},': the name is what a stranger may have typed on the booking form, so it is
 * defused (defuseTypedText: no mail program makes a link of it) before the layout escapes it
 * (docs/decisions/0332).
 */
function greeting(name: string): string {
  return `Merhaba ${defuseTypedText(name.trim())},`;
}

function textFooter(): string {
  return `\n\n--\n${STUDIO.name}\n${studioAddressLine()}\n${STUDIO.phone} · ${STUDIO.email}\n`;
}

function detailRows(a: AppointmentForMessage): [string, string][] {
  const rows: [string, string][] = [
    ['Tarih', formatTurkishDate(a.date)],
    ['Saat', a.time],
    ['Hizmetler', a.items.length ? a.items.join(', ') : 'Bilinmeyen Hizmet'],
  ];
  if (a.teamMemberName) rows.push(['Uzman', a.teamMemberName]);
  rows.push(['Süre', `${a.durationMinutes} dk`]);
  if (a.totalPriceKurus > 0) rows.push(['Tutar', formatKurus(a.totalPriceKurus)]);
  return rows;
}

function detailsHtml(a: AppointmentForMessage): string {
  const rows = detailRows(a)
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#666;white-space:nowrap;vertical-align:top">${escapeHtml(k)}</td><td style="padding:6px 0;font-weight:600">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;border-top:1px solid #eee;border-bottom:1px solid #eee;width:100%">${rows}</table>`;
}

function detailsText(a: AppointmentForMessage): string {
  return detailRows(a)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}

function email(
  to: string,
  subject: string,
  title: string,
  paragraphsBefore: string[],
  a: AppointmentForMessage | null,
  paragraphsAfter: string[],
  link?: { href: string; label: string },
): RenderedEmail {
  const textParts = [...paragraphsBefore];
  if (a) textParts.push(detailsText(a));
  textParts.push(...paragraphsAfter);
  if (link) textParts.push(`${link.label}: ${link.href}`);
  const html = layout(
    title,
    paragraphsBefore.map(paragraphsHtml).join('') +
      (a ? detailsHtml(a) : '') +
      paragraphsAfter.map(paragraphsHtml).join('') +
      (link ? button(link.href, link.label) : ''),
  );
  return { to, subject, text: textParts.join('\n\n') + textFooter(), html };
}

/** The private link to see, cancel or move the appointment (app/domain/manage-token.server.ts). */
function manageLink(a: AppointmentForMessage): { href: string; label: string } | undefined {
  return a.manageUrl ? { href: a.manageUrl, label: 'Randevunuzu görüntüleyin, iptal edin veya değiştirin' } : undefined;
}

function manageNote(a: AppointmentForMessage): string[] {
  return a.manageUrl
    ? [
        'Randevunuzu aşağıdaki size özel bağlantıdan iptal edebilir veya başka bir saate taşıyabilirsiniz. Bu bağlantıyı kimseyle paylaşmayın.',
      ]
    : [];
}

function recipient(a: AppointmentForMessage): string {
  if (!a.customerEmail) throw new Error('Randevuda e-posta adresi yok');
  return a.customerEmail;
}

export function bookingReceivedEmail(a: AppointmentForMessage, ctx: EmailContext): RenderedEmail {
  return email(
    recipient(a),
    `Randevu talebiniz alındı – ${STUDIO.name}`,
    'Randevu talebiniz alındı',
    [
      greeting(a.customerName),
      'Randevu talebiniz bize ulaştı, teşekkür ederiz. Randevunuz onaylandığında size ayrıca e-posta göndereceğiz.',
    ],
    a,
    a.manageUrl ? manageNote(a) : [`Değişiklik veya iptal için bizi ${STUDIO.phone} numarasından arayabilirsiniz.`],
    manageLink(a) ?? { href: `${ctx.baseUrl}/`, label: 'Web sitemizi ziyaret edin' },
  );
}

/** 'Randevularım': the links of her bookings still ahead (the next one first), asked for by phone and e-mail. */
export function bookingLinksEmail(
  to: string,
  customerName: string,
  bookings: readonly AppointmentForMessage[],
  ctx: EmailContext,
): RenderedEmail {
  const lines = bookings.map(
    (b) =>
      `${formatTurkishDate(b.date)} ${b.time} – ${b.items.join(', ') || 'Randevu'}${b.manageUrl ? `: ${b.manageUrl}` : ''}`,
  );
  return email(
    to,
    `Randevu bağlantılarınız – ${STUDIO.name}`,
    'Randevu bağlantılarınız',
    [
      `Merhaba ${customerName},`,
      'Randevularım sayfasından randevu bağlantılarınızı istediniz. Her bağlantı size özeldir: randevunuzu görüntüleyebilir, iptal edebilir veya başka bir saate taşıyabilirsiniz. Bağlantıları kimseyle paylaşmayın.',
      ...lines,
    ],
    null,
    ['Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; randevularınız değişmez.'],
    bookings[0]?.manageUrl
      ? { href: bookings[0].manageUrl, label: 'Sıradaki randevunuzu görüntüleyin' }
      : { href: `${ctx.baseUrl}/contact`, label: 'Randevu al' },
  );
}

/**
 * The appointment's calendar file: attached to the confirmation and cancellation e-mails,
 * downloaded from the wizard's success dialog and the customer's own page. One UID per
 * appointment; STATUS follows the appointment (TENTATIVE while pending, CONFIRMED, CANCELLED)
 * and SEQUENCE its revision, so a calendar that has the event updates it (decision 0347).
 */
export function appointmentIcs(
  a: Pick<
    AppointmentForMessage,
    'id' | 'date' | 'time' | 'durationMinutes' | 'items' | 'teamMemberName' | 'createdAt' | 'updatedAt'
  > & { status: string },
  ctx: Pick<EmailContext, 'baseUrl' | 'now'>,
): string {
  return buildIcs({
    status: icsStatusOf(a.status),
    sequence: a.createdAt && a.updatedAt ? revisionSequence({ createdAt: a.createdAt, updatedAt: a.updatedAt }) : 0,
    uid: appointmentUid(a.id, new URL(ctx.baseUrl).hostname),
    date: a.date,
    time: a.time,
    durationMinutes: a.durationMinutes,
    summary: `${STUDIO.name}: ${a.items.join(', ') || 'Randevu'}`,
    description: [a.teamMemberName ? `Uzman: ${a.teamMemberName}` : '', `Telefon: ${STUDIO.phone}`]
      .filter(Boolean)
      .join('\n'),
    location: studioAddressLine(),
    stamp: ctx.now,
  });
}

export function appointmentConfirmedEmail(a: AppointmentForMessage, ctx: EmailContext): RenderedEmail {
  const message = email(
    recipient(a),
    `Randevunuz onaylandı – ${formatTurkishDate(a.date)} ${a.time}`,
    'Randevunuz onaylandı',
    [greeting(a.customerName), 'Randevunuz onaylandı. Sizi stüdyomuzda görmeyi sabırsızlıkla bekliyoruz!'],
    a,
    [
      `Adres: ${studioAddressLine()}`,
      'Ekteki takvim dosyasıyla randevunuzu takviminize ekleyebilirsiniz. Gelemeyecekseniz lütfen bizi önceden arayın.',
      ...manageNote(a),
    ],
    manageLink(a),
  );
  return { ...message, attachments: [icsAttachment(appointmentIcs({ ...a, status: a.status ?? 'confirmed' }, ctx))] };
}

function icsAttachment(content: string): EmailAttachment {
  return { filename: 'randevu.ics', content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

export function appointmentCancelledEmail(a: AppointmentForMessage, ctx: EmailContext): RenderedEmail {
  const message = email(
    recipient(a),
    `Randevunuz iptal edildi – ${formatTurkishDate(a.date)} ${a.time}`,
    'Randevunuz iptal edildi',
    [greeting(a.customerName), 'Aşağıdaki randevunuz iptal edildi.'],
    a,
    [
      `Bir yanlışlık olduğunu düşünüyorsanız bizi ${STUDIO.phone} numarasından arayabilirsiniz. Yeni bir randevu almak isterseniz sizi bekliyoruz.`,
      'Randevuyu takviminize eklediyseniz ekteki dosya onu iptal edildi olarak işaretler.',
    ],
    { href: `${ctx.baseUrl}/contact`, label: 'Yeni randevu al' },
  );
  // the same UID with STATUS:CANCELLED and a higher SEQUENCE: the calendar crosses out the event it has
  return { ...message, attachments: [icsAttachment(appointmentIcs({ ...a, status: 'cancelled' }, ctx))] };
}

export function appointmentMovedEmail(
  a: AppointmentForMessage,
  from: { date: string; time: string },
  _ctx: EmailContext,
): RenderedEmail {
  return email(
    recipient(a),
    `Randevunuz değiştirildi – ${formatTurkishDate(a.date)} ${a.time}`,
    'Randevunuz değiştirildi',
    [
      greeting(a.customerName),
      `${formatTurkishDate(from.date)} ${from.time} tarihli randevunuz yeni tarihe taşındı. Güncel randevu bilgileriniz:`,
    ],
    a,
    [`Adres: ${studioAddressLine()}`, ...manageNote(a)],
    manageLink(a),
  );
}

/** The reminder (24 hours or 2 hours before): says 'yarınki' or 'bugünkü' as seen when it is written. */
export function appointmentReminderEmail(a: AppointmentForMessage, ctx: EmailContext): RenderedEmail {
  const day = reminderDayWord(a.date, ctx.now);
  const which = day === 'yarın' ? 'Yarınki randevunuzu' : day === 'bugün' ? 'Bugünkü randevunuzu' : 'Randevunuzu';
  return email(
    recipient(a),
    `${which} hatırlatırız – ${formatTurkishDate(a.date)} ${a.time}`,
    day ? `Randevunuz ${day}` : 'Randevu hatırlatması',
    [greeting(a.customerName), `${which} hatırlatmak isteriz. Sizi stüdyomuzda bekliyoruz!`],
    a,
    [`Adres: ${studioAddressLine()}`, `Gelemeyecekseniz lütfen bize haber verin: ${STUDIO.phone}`, ...manageNote(a)],
    manageLink(a),
  );
}

export type SurveyInvitation = { customerName: string; customerEmail: string; token: string; expiresAt: Date };

export function surveyInvitationEmail(s: SurveyInvitation, ctx: EmailContext): RenderedEmail {
  return email(
    s.customerEmail,
    `Deneyiminizi değerlendirir misiniz? – ${STUDIO.name}`,
    'Memnuniyet Anketi',
    [
      greeting(s.customerName),
      'Bizi tercih ettiğiniz için teşekkür ederiz. Birkaç kısa soruyu yanıtlayarak hizmetimizi değerlendirirseniz çok seviniriz; bir dakikanızı alır.',
    ],
    null,
    [`Anket ${formatTurkishDateTime(s.expiresAt)} tarihine kadar açıktır.`],
    { href: `${ctx.baseUrl}/survey/${encodeURIComponent(s.token)}`, label: 'Anketi yanıtla' },
  );
}

export type CustomMail = { to: string; name?: string; subject: string; content: string };

export function customEmail(m: CustomMail): RenderedEmail {
  return {
    to: m.to,
    subject: m.subject,
    text: m.content.trim() + textFooter(),
    html: layout(m.subject, paragraphsHtml(m.content)),
  };
}

/** To the studio's admins: the off-site copy fell behind, or is back (app/domain/replication.ts words). */
export function studioNoticeEmail(to: string, subject: string, text: string): RenderedEmail {
  return email(to, `${subject} – ${STUDIO.name}`, subject, [text], null, []);
}

/** A new team account's invitation: the one-time link (72 hours) where she sets her password. */
export type AccountInvitation = { to: string; name: string; roleName: string; url: string; expiresAt: Date };

export function accountInvitationEmail(i: AccountInvitation): RenderedEmail {
  return email(
    i.to,
    `${STUDIO.name} yönetim paneline davet`,
    'Hesabınız hazır',
    [
      `Merhaba ${i.name},`,
      `${STUDIO.name} yönetim paneline ${i.roleName} olarak davet edildiniz. Aşağıdaki bağlantıdan şifrenizi belirleyin. Bağlantı 72 saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
    ],
    null,
    ['Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.'],
    { href: i.url, label: 'Şifremi belirle' },
  );
}

export function testEmail(to: string): RenderedEmail {
  return email(
    to,
    `Test e-postası – ${STUDIO.name}`,
    'Test e-postası',
    ['Bu bir test e-postasıdır. Mail ayarlarınız doğru çalışıyor.'],
    null,
    [],
  );
}

/** 'Yeniden randevu önerisi': days after a visit, a link that opens the wizard with the service and member chosen. */
export type RebookingNudge = {
  customerName: string;
  customerEmail: string;
  serviceName: string;
  memberName: string | null;
  visitDate: string;
  bookUrl: string;
};

export function rebookingNudgeEmail(n: RebookingNudge): RenderedEmail {
  return email(
    n.customerEmail,
    `${n.serviceName} yenileme zamanı – ${STUDIO.name}`,
    'Yeni randevunuzu alalım mı?',
    [
      greeting(n.customerName),
      `${formatTurkishDate(n.visitDate)} tarihindeki ${n.serviceName} randevunuzun üzerinden biraz zaman geçti; yenileme zamanı yaklaştı.${n.memberName ? ` ${n.memberName} sizi tekrar görmekten mutluluk duyar.` : ''}`,
      'Aşağıdaki bağlantı randevu sayfasını hizmetiniz seçili olarak açar; size uygun günü ve saati seçmeniz yeterli.',
    ],
    null,
    [],
    { href: n.bookUrl, label: 'Yeni randevu al' },
  );
}

/** The waitlist: a start was freed on the day the customer waits for; the first to book it gets it. */
export type WaitlistNotice = {
  customerName: string;
  customerEmail: string;
  date: string;
  time: string;
  items: string[];
  memberName: string | null;
  bookUrl: string;
};

export function waitlistSlotFreedEmail(n: WaitlistNotice): RenderedEmail {
  return email(
    n.customerEmail,
    `Bekleme listesi: ${formatTurkishDate(n.date)} için yer açıldı – ${STUDIO.name}`,
    'Beklediğiniz günde yer açıldı',
    [
      greeting(n.customerName),
      `${formatTurkishDate(n.date)} günü ${n.time} saatinde${n.memberName ? ` ${n.memberName} ile` : ''} ${n.items.join(', ')} için yer açıldı.`,
      'Bekleme listesindeki herkese sırayla haber veriyoruz; yeri ilk randevu alan alır. Aşağıdaki bağlantı randevu sayfasını bu gün ve seçiminizle açar.',
    ],
    null,
    [],
    { href: n.bookUrl, label: 'Randevuyu hemen al' },
  );
}

/**
 * A sale's receipt by e-mail (issue 27, item 2): the receipt's rows as an HTML table and, as
 * plain text, the 80 mm slip's lines (sale-receipt.ts) so both say the same figures.
 */
export function saleReceiptEmail(to: string, r: Receipt): RenderedEmail {
  const row = (x: ReceiptRow, strong = false) =>
    `<tr><td style="padding:6px 12px 6px 0;vertical-align:top${strong ? ';font-weight:700' : ''}">${escapeHtml(x.label)}${x.detail ? `<br><span style="color:#666;font-size:13px">${escapeHtml(x.detail)}</span>` : ''}</td><td style="padding:6px 0;text-align:right;white-space:nowrap;vertical-align:top${strong ? ';font-weight:700' : ''}">${escapeHtml(x.amount)}</td></tr>`;
  const rule = '<tr><td colspan="2" style="border-top:1px solid #ddd;padding:0"></td></tr>';
  const rows = [
    ...r.lines.map((l) => row(l)),
    rule,
    row({ label: RECEIPT_TEXTS.subtotal, detail: null, amount: r.subtotal }),
    ...(r.discount ? [row(r.discount)] : []),
    ...r.tips.map((t) => row(t)),
    rule,
    row({ label: RECEIPT_TEXTS.total, detail: null, amount: r.total }, true),
    ...r.payments.map((p) => row(p)),
    ...(r.owed ? [row({ label: RECEIPT_TEXTS.owed, detail: null, amount: r.owed }, true)] : []),
  ].join('');
  const intro = `Merhaba ${r.customerName}, ${r.date} ${r.time} tarihli ziyaretinizin fişi aşağıdadır.`;
  const html = layout(
    `${RECEIPT_TEXTS.title} ${r.number}`,
    `${paragraphsHtml(intro)}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;width:100%;font-size:15px">${rows}</table>${r.note ? paragraphsHtml(r.note) : ''}${paragraphsHtml(`${r.thanks} ${RECEIPT_TEXTS.notFiscal}`)}`,
  );
  return {
    to,
    subject: `${RECEIPT_TEXTS.title} ${r.number} – ${STUDIO.name}`,
    text: `${intro}\n\n${receiptText(r).join('\n')}${textFooter()}`,
    html,
  };
}

/** The confirmation of a waitlist entry: the address is told only after its owner opens this link (docs/decisions/0335). No typed text in it. */
export type WaitlistConfirmation = { customerEmail: string; date: string; confirmUrl: string };

export function waitlistConfirmEmail(c: WaitlistConfirmation): RenderedEmail {
  return email(
    c.customerEmail,
    `Bekleme listesi kaydınızı onaylayın – ${STUDIO.name}`,
    'Bekleme listesi kaydınızı onaylayın',
    [
      'Merhaba,',
      `${formatTurkishDate(c.date)} günü için bekleme listemize bu e-posta adresiyle kayıt isteği geldi. Kaydı siz yaptıysanız aşağıdaki bağlantıyla onaylayın; yer açılırsa yalnızca onaylı kayıtlara haber veriyoruz.`,
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: onaylanmayan kayda hiçbir mesaj gönderilmez.',
    ],
    null,
    [],
    { href: c.confirmUrl, label: 'Kaydımı onayla' },
  );
}
