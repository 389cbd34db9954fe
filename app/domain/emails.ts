/**
 * What the customer e-mails are made of, as data: the appointment as a message shows it, its
 * detail rows, its calendar file, and the shapes of the other messages. The e-mails themselves
 * (their text and HTML) are React components in app/emails/ (docs/decisions/0480).
 */
import { formatKurus } from '~/utils/money';
import { formatTurkishDate } from './clock';
import { appointmentUid, buildIcs, icsStatusOf, revisionSequence } from './ics';
import { STUDIO, studioAddressLine } from './studio';

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
  /** a kapora the booking still waits for when the message is written (issue 38), else none */
  kapora?: KaporaForMessage | null;
  /** cancelled because its kapora was not paid by the deadline (issue 38): the cancellation says so */
  kaporaExpired?: boolean;
};

/** A kapora awaiting payment: how much, until when, the transfer's reference code, the ways open to pay. */
export type KaporaForMessage = {
  amountKurus: number;
  /** null: no deadline (one asked at the desk) */
  dueAt: Date | null;
  reference: string;
  card: boolean;
  transfer: boolean;
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

/** An appointment's details as label and value rows, the same in the text and the HTML. */
export function appointmentDetailRows(a: AppointmentForMessage): [string, string][] {
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

/** The calendar file as an e-mail attachment. */
export function icsAttachment(content: string): EmailAttachment {
  return { filename: 'randevu.ics', content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

export type SurveyInvitation = { customerName: string; customerEmail: string; token: string; expiresAt: Date };

export type CustomMail = { to: string; name?: string; subject: string; content: string };

/** A new team account's invitation: the one-time link (72 hours) where she sets her password. */
export type AccountInvitation = { to: string; name: string; roleName: string; url: string; expiresAt: Date };

/** 'Yeniden randevu önerisi': days after a visit, a link that opens the wizard with the service and member chosen. */
export type RebookingNudge = {
  customerName: string;
  customerEmail: string;
  serviceName: string;
  memberName: string | null;
  visitDate: string;
  bookUrl: string;
};

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

/** The confirmation of a waitlist entry: the address is told only after its owner opens this link (docs/decisions/0335). No typed text in it. */
export type WaitlistConfirmation = { customerEmail: string; date: string; confirmUrl: string };
