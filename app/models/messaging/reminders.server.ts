/**
 * Queues the reminders that are due at `now` (app/domain/reminders.ts): for each confirmed
 * appointment starting within 24 hours, the customer's 24-hour or 2-hour reminder on each of
 * their channels (queueCustomerMessage) and, with the 24-hour one when the setting is on, the
 * studio's Telegram message. Each goes into the outbox with its dedupe key (unique in the
 * table), so running this again — on the next scan, after a restart, or from a second
 * process on the same database file — queues nothing twice. One immediate transaction per scan.
 */
import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema';
import { dueReminder, reminderDates, reminderDedupeKey } from '~/domain/reminders';
import { queueCustomerMessage } from './customer-messages.server';
import { enqueueMessage } from './outbox.server';
import { readSetting } from '../settings/registry.server';

export type ReminderScan = { due: number; queued: number };

export function queueDueReminders(db: Db, now: Date): ReminderScan {
  const { from, to } = reminderDates(now);
  return db.transaction(
    (tx) => {
      const switches = { '24h': readSetting(tx, 'reminder24h'), '2h': readSetting(tx, 'reminder2h') };
      const telegram = readSetting(tx, 'reminderTelegram');
      const rows = tx
        .select({
          id: appointments.id,
          date: appointments.date,
          time: appointments.time,
          status: appointments.status,
          customerName: appointments.customerName,
          customerEmail: appointments.customerEmail,
        })
        .from(appointments)
        .where(and(between(appointments.date, from, to), eq(appointments.status, 'confirmed')))
        .all();
      let due = 0;
      let queued = 0;
      for (const a of rows) {
        const lead = dueReminder(a, now, switches);
        const studioDue = telegram && dueReminder(a, now, { '24h': true, '2h': false }) === '24h';
        if (!lead && !studioDue) continue;
        due++;
        const payload = { appointmentId: a.id, date: a.date, time: a.time, customerName: a.customerName };
        if (lead) {
          queued += queueCustomerMessage(
            tx,
            'appointment-reminder',
            { ...payload, lead, to: a.customerEmail },
            { dedupeKey: (channel) => reminderDedupeKey(channel, a, lead) },
          ).length;
        }
        if (
          studioDue &&
          enqueueMessage(tx, {
            channel: 'telegram',
            topic: 'studio-reminder',
            payload,
            dedupeKey: reminderDedupeKey('telegram', a),
          }) !== null
        )
          queued++;
      }
      return { due, queued };
    },
    { behavior: 'immediate' },
  );
}
