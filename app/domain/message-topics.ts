/**
 * Every kind of notification the studio sends, with its channel and what its outbox payload
 * carries. Payloads hold ids, not copies: the message is rendered from the database when it
 * is sent, so it shows the appointment as it is then.
 */
import type { AppointmentStatus } from '../../db/schema';

export type OutboxChannel = 'email' | 'telegram';

export type TopicPayloads = {
  /** to the customer: "we received your booking" */
  'booking-received': { appointmentId: number };
  /** to the customer, with an .ics attachment */
  'appointment-confirmed': { appointmentId: number };
  'appointment-cancelled': { appointmentId: number };
  /** to the customer: the appointment moved (by the customer's link) */
  'appointment-moved': { appointmentId: number; fromDate: string; fromTime: string };
  /** to the customer, the day before a confirmed appointment (app/domain/reminders.ts) */
  'appointment-reminder': { appointmentId: number; date: string; time: string };
  /** to the customer: link to /survey/{token} */
  'survey-invitation': { surveyId: number };
  /** bulk mail from the admin (one row per recipient) */
  'custom-mail': { batchId: string; to: string; name?: string; subject: string; content: string };
  /** to the customer, days after a completed visit: come again (app/domain/rebooking.ts) */
  'rebooking-nudge': { appointmentId: number; serviceId: number; teamMemberId: number | null };
  /** to a customer on a day's waitlist: a start was freed (app/domain/waitlist.ts) */
  'waitlist-slot-freed': { entryId: number; date: string; time: string; teamMemberId: number; to: string };
  /** to the studio's Telegram chat */
  'new-appointment': { appointmentId: number };
  'status-changed': { appointmentId: number; from: AppointmentStatus; to: AppointmentStatus; by?: 'customer' };
  /** the customer moved the appointment with the private link */
  'customer-moved': { appointmentId: number; fromDate: string; fromTime: string };
  /** the day before a confirmed appointment (when the reminder setting is on) */
  'studio-reminder': { appointmentId: number; date: string; time: string };
};

export type MessageTopic = keyof TopicPayloads;

/** Telegram settings flag that must be on for a topic to be sent at all. */
export type TelegramGate = 'sendNewAppointments' | 'sendStatusUpdates';

export const MESSAGE_TOPICS: Record<MessageTopic, { channel: OutboxChannel; gate?: TelegramGate }> = {
  'booking-received': { channel: 'email' },
  'appointment-confirmed': { channel: 'email' },
  'appointment-cancelled': { channel: 'email' },
  'appointment-moved': { channel: 'email' },
  'appointment-reminder': { channel: 'email' },
  'survey-invitation': { channel: 'email' },
  'custom-mail': { channel: 'email' },
  'rebooking-nudge': { channel: 'email' },
  'waitlist-slot-freed': { channel: 'email' },
  'new-appointment': { channel: 'telegram', gate: 'sendNewAppointments' },
  'status-changed': { channel: 'telegram', gate: 'sendStatusUpdates' },
  'customer-moved': { channel: 'telegram', gate: 'sendStatusUpdates' },
  'studio-reminder': { channel: 'telegram' },
};

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
  'waitlist-slot-freed': 'Bekleme listesi: yer açıldı e-postası',
  'new-appointment': 'Telegram: yeni randevu',
  'status-changed': 'Telegram: durum değişikliği',
  'customer-moved': 'Telegram: müşteri randevusunu taşıdı',
  'studio-reminder': 'Telegram: yarınki randevu hatırlatması',
};
