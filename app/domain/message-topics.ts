/**
 * Every kind of notification the studio sends, with its channel and what its outbox payload
 * carries. Payloads hold ids, not copies: the message is rendered from the database when it
 * is sent, so it shows the appointment as it is then.
 */
import type { AppointmentStatus } from '../../db/schema';

export type OutboxChannel = 'email' | 'telegram' | 'sms' | 'whatsapp';
/** The channels that reach a customer's phone (docs/decisions/0200-sms-and-whatsapp.md). */
export type PhoneChannel = 'sms' | 'whatsapp';
export const PHONE_CHANNELS = ['sms', 'whatsapp'] as const satisfies readonly PhoneChannel[];
/** The channels of a message to a customer, in the order they are queued. */
export type CustomerChannel = 'email' | PhoneChannel;
export const CUSTOMER_CHANNELS = ['email', 'sms', 'whatsapp'] as const satisfies readonly CustomerChannel[];

export const CHANNEL_LABELS: Record<OutboxChannel, string> = {
  email: 'E-posta',
  telegram: 'Telegram',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export type TopicPayloads = {
  /** to the customer: "we received your booking" */
  'booking-received': { appointmentId: number };
  /** to the customer, with an .ics attachment */
  'appointment-confirmed': { appointmentId: number };
  'appointment-cancelled': { appointmentId: number };
  /** to the customer: the appointment moved (by the customer's link) */
  'appointment-moved': { appointmentId: number; fromDate: string; fromTime: string };
  /** to the customer, 24 hours and 2 hours before a confirmed appointment (app/domain/reminders.ts) */
  'appointment-reminder': { appointmentId: number; date: string; time: string; lead?: '24h' | '2h' };
  /** to the customer: link to /survey/{token} */
  'survey-invitation': { surveyId: number };
  /** bulk mail from the admin (one row per recipient) */
  'custom-mail': { batchId: string; to: string; name?: string; subject: string; content: string };
  /** to the customer who asked on 'Randevularım' (/randevularim): the links of her bookings still ahead, the next one first */
  'booking-links': { appointmentId: number; appointmentIds: number[] };
  /** to the customer, days after a completed visit: come again (app/domain/rebooking.ts) */
  'rebooking-nudge': { appointmentId: number; serviceId: number; teamMemberId: number | null };
  /** to a customer on a day's waitlist: a start was freed (app/domain/waitlist.ts) */
  'waitlist-slot-freed': { entryId: number; date: string; time: string; teamMemberId: number; to: string };
  /** to the customer, when the desk sends it: a sale's receipt (issue 27; only to an e-mail address she gave) */
  'sale-receipt': { saleId: number; to: string };
  /** to a new team account: the one-time link to set her password (docs/decisions/0354) */
  'account-invitation': { invitationId: number; to: string };
  /** to the address of a new waitlist entry: the link that confirms it (only confirmed entries are told; docs/decisions/0335) */
  'waitlist-confirm': { entryId: number; to: string };
  /** the one-time code that proves a phone before SMS / WhatsApp are switched on (docs/decisions/0330); the code travels encrypted */
  'phone-verification': { verificationId: string; to: string; codeEncrypted: string };
  /** to the studio's Telegram chat */
  'new-appointment': { appointmentId: number };
  'status-changed': { appointmentId: number; from: AppointmentStatus; to: AppointmentStatus; by?: 'customer' };
  /** the customer moved the appointment with the private link */
  'customer-moved': { appointmentId: number; fromDate: string; fromTime: string };
  /** the day before a confirmed appointment (when the reminder setting is on) */
  'studio-reminder': { appointmentId: number; date: string; time: string };
  /** to the owner (Telegram, or e-mail to each admin when Telegram is off): the off-site copy fell behind or is back (app/domain/replication.ts) */
  'replication-alert': { event: 'alert' | 'recovered'; lagSeconds: number; at: string; to?: string };
};

export type MessageTopic = keyof TopicPayloads;

/** Telegram settings flag that must be on for a topic to be sent at all. */
export type TelegramGate = 'sendNewAppointments' | 'sendStatusUpdates';

/**
 * The messages to a customer that may go out on every customer channel: e-mail, and SMS and
 * WhatsApp when the customer opted in and the admin switched that kind on for the channel.
 * Queue them with `queueCustomerMessage` (app/models/messaging/customer-messages.server.ts), never one
 * channel at a time. A new kind: add it here, in TopicPayloads, MESSAGE_TOPICS (with
 * `channels: CUSTOMER_CHANNELS`), CUSTOMER_KIND_LABELS, the e-mail and the phone texts
 * (app/domain/phone-messages.ts); the admin's per-kind switches list it by themselves.
 * Every payload names its appointment (`appointmentId`) or survey (`surveyId`).
 */
export const CUSTOMER_KINDS = [
  'booking-received',
  'appointment-confirmed',
  'appointment-moved',
  'appointment-cancelled',
  'appointment-reminder',
  'survey-invitation',
  'rebooking-nudge',
  'booking-links',
] as const satisfies readonly MessageTopic[];
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export function isCustomerKind(value: string): value is CustomerKind {
  return (CUSTOMER_KINDS as readonly string[]).includes(value);
}

/** The admin's names of the customer message kinds (per-kind switches, outbox list). */
export const CUSTOMER_KIND_LABELS: Record<CustomerKind, string> = {
  'booking-received': 'Randevu alındı',
  'appointment-confirmed': 'Randevu onaylandı',
  'appointment-moved': 'Randevu değişti',
  'appointment-cancelled': 'Randevu iptal edildi',
  'appointment-reminder': 'Randevu hatırlatması',
  'survey-invitation': 'Memnuniyet anketi',
  'rebooking-nudge': 'Yeniden randevu önerisi',
  'booking-links': 'Randevu bağlantıları',
};

export const MESSAGE_TOPICS: Record<MessageTopic, { channels: readonly OutboxChannel[]; gate?: TelegramGate }> = {
  'booking-received': { channels: CUSTOMER_CHANNELS },
  'appointment-confirmed': { channels: CUSTOMER_CHANNELS },
  'appointment-cancelled': { channels: CUSTOMER_CHANNELS },
  'appointment-moved': { channels: CUSTOMER_CHANNELS },
  'appointment-reminder': { channels: CUSTOMER_CHANNELS },
  'survey-invitation': { channels: CUSTOMER_CHANNELS },
  'custom-mail': { channels: ['email'] },
  'rebooking-nudge': { channels: CUSTOMER_CHANNELS },
  'booking-links': { channels: CUSTOMER_CHANNELS },
  /** e-mail only: a waitlist entry has no appointment, so no phone opt-in (decision 0206) */
  'waitlist-slot-freed': { channels: ['email'] },
  'account-invitation': { channels: ['email'] },
  'sale-receipt': { channels: ['email'] },
  'waitlist-confirm': { channels: ['email'] },
  /** SMS only, to the number being proved; never counted against the daily cap (it has its own limits) */
  'phone-verification': { channels: ['sms'] },
  'new-appointment': { channels: ['telegram'], gate: 'sendNewAppointments' },
  'status-changed': { channels: ['telegram'], gate: 'sendStatusUpdates' },
  'customer-moved': { channels: ['telegram'], gate: 'sendStatusUpdates' },
  'studio-reminder': { channels: ['telegram'] },
  'replication-alert': { channels: ['telegram', 'email'] },
};

/**
 * The messages that wait in the outbox for a channel ("kanal bekliyor") when none of theirs is
 * set up yet: everything the site promises a customer (docs/decisions/0341). The studio's own
 * Telegram messages and the admin's bulk mail are not kept for later.
 */
export function waitsForChannel(topic: string): boolean {
  return (
    isCustomerKind(topic) || topic === 'waitlist-slot-freed' || topic === 'sale-receipt' || topic === 'waitlist-confirm'
  );
}

export function isMessageTopic(value: string): value is MessageTopic {
  return Object.hasOwn(MESSAGE_TOPICS, value);
}

/** Turkish labels for the admin's outbox list. */
export const TOPIC_LABELS: Record<MessageTopic, string> = {
  'booking-received': 'Randevu alındı e-postası',
  'appointment-confirmed': 'Randevu onay e-postası',
  'appointment-cancelled': 'Randevu iptal e-postası',
  'appointment-moved': 'Randevu değişikliği e-postası',
  'appointment-reminder': 'Randevu hatırlatma e-postası',
  'survey-invitation': 'Anket daveti',
  'custom-mail': 'Toplu mail',
  'rebooking-nudge': 'Yeniden randevu önerisi e-postası',
  'booking-links': 'Randevu bağlantıları e-postası (Randevularım)',
  'waitlist-slot-freed': 'Bekleme listesi: yer açıldı e-postası',
  'account-invitation': 'Hesap daveti e-postası',
  'sale-receipt': 'Satış fişi e-postası',
  'waitlist-confirm': 'Bekleme listesi: kayıt onayı e-postası',
  'phone-verification': 'SMS: Telefon doğrulama kodu',
  'new-appointment': 'Telegram: yeni randevu',
  'status-changed': 'Telegram: durum değişikliği',
  'customer-moved': 'Telegram: müşteri randevusunu taşıdı',
  'studio-reminder': 'Telegram: yarınki randevu hatırlatması',
  'replication-alert': 'Yedekleme durumu bildirimi',
};

/** The outbox list's name of a row: the e-mail and Telegram labels, or 'SMS: Randevu onaylandı'. */
export function topicLabel(topic: string, channel: OutboxChannel): string {
  if (!isMessageTopic(topic)) return topic;
  if ((channel === 'sms' || channel === 'whatsapp') && isCustomerKind(topic))
    return `${CHANNEL_LABELS[channel]}: ${CUSTOMER_KIND_LABELS[topic]}`;
  return TOPIC_LABELS[topic];
}
