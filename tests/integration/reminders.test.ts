import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { appointments, outbox, settings } from '../../db/schema';
import { REMINDER_TELEGRAM_SETTING_KEY } from '../../app/domain/reminders';
import { PermanentDeliveryError, renderOutboxMessage } from '../../app/models/messaging/deliver.server';
import { writeSetting } from '../../app/models/settings/registry.server';
import { createReminderScheduler } from '../../server/reminder-scheduler';
import { insertTestAppointment } from '../helpers/appointments';
import { createTestDb } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { BASE_URL, configureSmtp, configureTelegram } from './messaging/fixtures';

const TUESDAY_NOON = new Date('2026-11-24T12:00:00+03:00');
const WEDNESDAY = '2026-11-25';

function setup() {
  const { db, file } = createTestDb();
  configureSmtp(db, { port: 2525 });
  configureTelegram(db);
  const member = demoIds(db).member('Zeynep Kaya').id;
  const add = (status: 'pending' | 'confirmed' | 'cancelled' | 'completed', over: Partial<typeof appointments.$inferInsert> = {}) =>
    insertTestAppointment(db, { customerName: `Müşteri ${status}`, customerEmail: `${status}@example.com`, teamMemberId: member, date: WEDNESDAY, time: '11:00', status, ...over });
  const reminders = (d = db) =>
    d
      .select({ id: outbox.id, channel: outbox.channel, topic: outbox.topic, dedupeKey: outbox.dedupeKey, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.topic, 'appointment-reminder'))
      .orderBy(asc(outbox.id))
      .all();
  return { db, file, add, reminders };
}

describe('reminder scheduler', () => {
  it('queues one e-mail per confirmed appointment of tomorrow, never for pending or cancelled ones', () => {
    const { db, add, reminders } = setup();
    const confirmed = add('confirmed');
    add('pending', { time: '13:00' });
    add('cancelled', { time: '14:00' });
    add('completed', { time: '15:00' });
    add('confirmed', { date: '2026-11-26' }); // the day after tomorrow: not yet
    add('confirmed', { time: '16:00', customerEmail: null }); // no address: nothing to send
    let kicks = 0;
    const scheduler = createReminderScheduler({ db, now: () => TUESDAY_NOON, onQueued: () => kicks++ });
    expect(scheduler.runOnce()).toEqual({ due: 2, queued: 1 });
    expect(kicks).toBe(1);
    expect(reminders()).toEqual([
      { id: expect.any(Number), channel: 'email', topic: 'appointment-reminder', dedupeKey: `reminder:email:${confirmed}:${WEDNESDAY}T11:00`, payload: expect.objectContaining({ appointmentId: confirmed }) },
    ]);
    // the studio's Telegram only when turned on
    expect(db.select().from(outbox).where(eq(outbox.topic, 'studio-reminder')).all()).toHaveLength(0);
  });

  it('queues each reminder exactly once across scans, a restart and a second process on the same file', () => {
    const { db, file, add, reminders } = setup();
    add('confirmed');
    writeSetting(db, 'reminderTelegram', true);
    const first = createReminderScheduler({ db, now: () => TUESDAY_NOON });
    expect(first.runOnce().queued).toBe(2); // e-mail + studio Telegram
    expect(first.runOnce().queued).toBe(0);

    // a second process: its own connection to the same file, its own scheduler (no shared memory)
    const other = openDatabase(file);
    try {
      const second = createReminderScheduler({ db: other, now: () => new Date(TUESDAY_NOON.getTime() + 3_600_000) });
      expect(second.runOnce()).toEqual({ due: 1, queued: 0 });
    } finally {
      other.$client.close();
    }

    // a restart: the first connection closed, a fresh one opened, started again
    db.$client.close();
    const restarted = openDatabase(file);
    try {
      const scheduler = createReminderScheduler({ db: restarted, now: () => new Date(TUESDAY_NOON.getTime() + 7_200_000) });
      expect(scheduler.runOnce().queued).toBe(0);
      expect(reminders(restarted)).toHaveLength(1);
      expect(restarted.select().from(outbox).where(eq(outbox.topic, 'studio-reminder')).all()).toHaveLength(1);
    } finally {
      restarted.$client.close();
    }
  });

  it('queues nothing before 10:00 on the day before', () => {
    const { db, add, reminders } = setup();
    add('confirmed');
    expect(createReminderScheduler({ db, now: () => new Date('2026-11-24T09:59:00+03:00') }).runOnce()).toEqual({ due: 0, queued: 0 });
    expect(reminders()).toEqual([]);
  });

  it('a pending appointment confirmed later that day gets its reminder at the next scan', () => {
    const { db, add, reminders } = setup();
    const id = add('pending');
    const scheduler = createReminderScheduler({ db, now: () => TUESDAY_NOON });
    expect(scheduler.runOnce().queued).toBe(0);
    db.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, id)).run();
    expect(scheduler.runOnce().queued).toBe(1);
    expect(reminders()).toHaveLength(1);
  });

  it('the e-mail carries the private link; a reminder of a cancelled or moved appointment is not sent', () => {
    const { db, add, reminders } = setup();
    const id = add('confirmed');
    createReminderScheduler({ db, now: () => TUESDAY_NOON }).runOnce();
    const [row] = reminders();
    const ctx = { baseUrl: BASE_URL, now: TUESDAY_NOON, linkSecret: 'test-secret-test-secret-test-secret' };
    const message = renderOutboxMessage(db, row!, ctx);
    if (message.channel !== 'email') throw new Error('expected an e-mail');
    expect(message.email.to).toBe('confirmed@example.com');
    expect(message.email.subject).toBe('Yarınki randevunuzu hatırlatırız – 25 Kasım 2026 Çarşamba 11:00');
    expect(message.email.text).toMatch(new RegExp(`${BASE_URL}/randevu/[A-Za-z0-9_-]{27}`));
    db.update(appointments).set({ time: '15:00' }).where(eq(appointments.id, id)).run();
    expect(() => renderOutboxMessage(db, row!, ctx)).toThrow(PermanentDeliveryError);
    // ... and the new time gets its own reminder
    expect(createReminderScheduler({ db, now: () => TUESDAY_NOON }).runOnce().queued).toBe(1);
    db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, id)).run();
    expect(() => renderOutboxMessage(db, reminders()[1]!, ctx)).toThrow(PermanentDeliveryError);
  });

  it('keeps the Telegram setting off by default', () => {
    const { db, add } = setup();
    add('confirmed');
    expect(createReminderScheduler({ db, now: () => TUESDAY_NOON }).runOnce().queued).toBe(1);
    expect(db.select().from(outbox).where(eq(outbox.topic, 'studio-reminder')).all()).toHaveLength(0);
    writeSetting(db, 'reminderTelegram', true);
    expect(db.select().from(settings).where(eq(settings.key, REMINDER_TELEGRAM_SETTING_KEY)).get()?.value).toBe('true');
    expect(createReminderScheduler({ db, now: () => TUESDAY_NOON }).runOnce().queued).toBe(1);
    expect(db.select().from(outbox).where(eq(outbox.topic, 'studio-reminder')).all()).toHaveLength(1);
  });
});
