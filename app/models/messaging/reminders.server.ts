/**
 * Queues the reminders that are due at `now` (app/domain/reminders.ts): for each confirmed
 * appointment of tomorrow, the customer's e-mail and, when the setting is on, the studio's
 * Telegram message. Each goes into the outbox with its dedupe key (unique in the table), so
 * running this again — on the next scan, after a restart, or from a second process on the
 * same database file — queues nothing twice. One immediate transaction per scan.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema';
import { isReminderDue, reminderDateAt, reminderDedupeKey } from '~/domain/reminders';
import { enqueueMessage } from './outbox.server';
import { readSetting } from '../settings/registry.server';

export type ReminderScan = { due: number; queued: number };

export function queueDueReminders(db: Db, now: Date): ReminderScan {
  const date = reminderDateAt(now);
  if (!date) return { due: 0, queued: 0 };
  return db.transaction(
    (tx) => {
      const rows = tx
        .select({ id: appointments.id, date: appointments.date, time: appointments.time, status: appointments.status, customerName: appointments.customerName, customerEmail: appointments.customerEmail })
        .from(appointments)
        .where(and(eq(appointments.date, date), eq(appointments.status, 'confirmed')))
        .all()
        .filter((a) => isReminderDue(a, now));
      const telegram = readSetting(tx, 'reminderTelegram');
      let queued = 0;
      for (const a of rows) {
        const payload = { appointmentId: a.id, date: a.date, time: a.time, customerName: a.customerName };
        if (a.customerEmail && enqueueMessage(tx, { channel: 'email', topic: 'appointment-reminder', payload: { ...payload, to: a.customerEmail }, dedupeKey: reminderDedupeKey('email', a) }) !== null) queued++;
        if (telegram && enqueueMessage(tx, { channel: 'telegram', topic: 'studio-reminder', payload, dedupeKey: reminderDedupeKey('telegram', a) }) !== null) queued++;
      }
      return { due: rows.length, queued };
    },
    { behavior: 'immediate' },
  );
}
