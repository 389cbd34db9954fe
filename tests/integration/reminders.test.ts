import { withoutOutboxWorker } from '../helpers/test-db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { appointments, outbox, settings } from '../../db/schema';
import { REMINDER_TELEGRAM_SETTING_KEY } from '../../app/domain/reminders';
import { CUSTOMER_KINDS } from '../../app/domain/message-topics';
import { PermanentDeliveryError, renderOutboxMessage } from '../../app/models/messaging/deliver.server';
import { saveSmsSettings } from '../../app/models/messaging/phone-channels.server';
import { writeSetting } from '../../app/models/settings/registry.server';
import { createReminderScheduler } from '../../server/reminder-scheduler';
import { insertTestAppointment } from '../helpers/appointments';
import { createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { BASE_URL, configureSmtp, configureTelegram, LINK_SECRET, SECRETS_KEY } from './messaging/fixtures';

/** Wednesday 25 November 2026, 11:00 Istanbul */
const WEDNESDAY = '2026-11-25';
const at = (iso: string) => new Date(iso);
const TUESDAY_NOON = at('2026-11-24T12:00:00+03:00'); // 23 h before: the 24-hour reminder
const WEDNESDAY_1000 = at('2026-11-25T10:00:00+03:00'); // 1 h before: the 2-hour reminder

function setup() {
  const { db, file } = createTestDb();
  configureSmtp(db, { port: 2525 });
  configureTelegram(db);
  saveSmsSettings(
    withoutOutboxWorker(db),
    TEST_ACTOR,
    {
      baseUrl: 'http://127.0.0.1:9',
      username: 'u',
      password: 'p',
      sender: 'SHEVA',
      isActive: true,
      kinds: [...CUSTOMER_KINDS],
    },
    SECRETS_KEY,
  );
  const member = demoIds(db).member('Zeynep Kaya').id;
  const add = (
    status: 'pending' | 'confirmed' | 'cancelled' | 'completed',
    over: Partial<typeof appointments.$inferInsert> = {},
  ) =>
    insertTestAppointment(db, {
      customerName: `Müşteri ${status}`,
      customerEmail: `${status}@example.com`,
      customerPhone: '0532 123 45 67',
      smsConsentAt: at('2026-11-20T10:00:00Z'),
      teamMemberId: member,
      date: WEDNESDAY,
      time: '11:00',
      status,
      ...over,
    });
  const reminders = (d = db) =>
    d
      .select({
        id: outbox.id,
        channel: outbox.channel,
        topic: outbox.topic,
        dedupeKey: outbox.dedupeKey,
        payload: outbox.payload,
      })
      .from(outbox)
      .where(eq(outbox.topic, 'appointment-reminder'))
      .orderBy(asc(outbox.id))
      .all();
  const scan = (now: Date, d = db) => createReminderScheduler({ db: d, now: () => now }).runOnce();
  return { db, file, add, reminders, scan };
}

describe('reminder scheduler', () => {
  it('queues the 24-hour reminder on each of the customer’s channels, never for pending, cancelled or far-off ones', () => {
    const { db, add, reminders } = setup();
    const confirmed = add('confirmed');
    add('pending', { time: '13:00' });
    add('cancelled', { time: '14:00' });
    add('completed', { time: '15:00' });
    add('confirmed', { date: '2026-11-26' }); // more than 24 hours ahead: not yet
    add('confirmed', { time: '10:30', customerEmail: null, smsConsentAt: null }); // no address, no consent: nothing to send
    let kicks = 0;
    const scheduler = createReminderScheduler({ db, now: () => TUESDAY_NOON, onQueued: () => kicks++ });
    expect(scheduler.runOnce()).toEqual({ due: 2, queued: 2 });
    expect(kicks).toBe(1);
    expect(reminders().map((r) => [r.channel, r.dedupeKey, (r.payload as { lead: string }).lead])).toEqual([
      ['email', `reminder:email:${confirmed}:${WEDNESDAY}T11:00`, '24h'],
      ['sms', `reminder:sms:${confirmed}:${WEDNESDAY}T11:00`, '24h'],
    ]);
    // the studio's Telegram only when turned on
    expect(db.select().from(outbox).where(eq(outbox.topic, 'studio-reminder')).all()).toHaveLength(0);
  });

  it('sends the 24-hour and the 2-hour reminder once each, with two scanners on the same file and a restart', () => {
    const { db, file, add, reminders, scan } = setup();
    const id = add('confirmed');
    writeSetting(db, TEST_ACTOR, 'reminderTelegram', true);
    // a second process: its own connection to the same file, its own scheduler (no shared memory)
    const other = openDatabase(file);
    try {
      for (const now of [TUESDAY_NOON, at('2026-11-24T12:00:01+03:00'), at('2026-11-24T18:00:00+03:00')]) {
        scan(now);
        scan(now, other);
      }
      expect(reminders().map((r) => r.dedupeKey)).toEqual([
        `reminder:email:${id}:${WEDNESDAY}T11:00`,
        `reminder:sms:${id}:${WEDNESDAY}T11:00`,
      ]);
      expect(db.select().from(outbox).where(eq(outbox.topic, 'studio-reminder')).all()).toHaveLength(1);
      for (const now of [WEDNESDAY_1000, at('2026-11-25T09:00:00+03:00'), at('2026-11-25T10:55:00+03:00')]) {
        scan(now, other);
        scan(now);
      }
    } finally {
      other.$client.close();
    }
    // a restart: the first connection closed, a fresh one opened, started again
    db.$client.close();
    const restarted = openDatabase(file);
    try {
      expect(scan(at('2026-11-25T10:30:00+03:00'), restarted).queued).toBe(0);
      expect(reminders(restarted).map((r) => [r.channel, (r.payload as { lead: string }).lead])).toEqual([
        ['email', '24h'],
        ['sms', '24h'],
        ['email', '2h'],
        ['sms', '2h'],
      ]);
      expect(restarted.select().from(outbox).where(eq(outbox.topic, 'studio-reminder')).all()).toHaveLength(1);
    } finally {
      restarted.$client.close();
    }
  });

  it('queues nothing more than 24 hours before, after the start, or with the switch off', () => {
    const { db, add, reminders, scan } = setup();
    add('confirmed');
    expect(scan(at('2026-11-24T10:59:00+03:00'))).toEqual({ due: 0, queued: 0 });
    expect(scan(at('2026-11-25T11:00:00+03:00'))).toEqual({ due: 0, queued: 0 });
    writeSetting(db, TEST_ACTOR, 'reminder2h', false);
    expect(scan(WEDNESDAY_1000)).toEqual({ due: 0, queued: 0 });
    writeSetting(db, TEST_ACTOR, 'reminder24h', false);
    expect(scan(TUESDAY_NOON)).toEqual({ due: 0, queued: 0 });
    expect(reminders()).toEqual([]);
  });

  it('an appointment confirmed at 23:55 for the next morning gets its reminder (the evening gap of 0087 is closed)', () => {
    const { db, add, reminders, scan } = setup();
    const id = add('pending', { time: '09:00' });
    expect(scan(at('2026-11-24T23:50:00+03:00')).queued).toBe(0);
    db.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, id)).run();
    expect(scan(at('2026-11-24T23:55:00+03:00')).queued).toBe(2); // e-mail + SMS, 24-hour
    expect(scan(at('2026-11-25T00:05:00+03:00')).queued).toBe(0);
    expect(scan(at('2026-11-25T07:05:00+03:00')).queued).toBe(2); // the 2-hour one
    expect(reminders().map((r) => [r.channel, (r.payload as { lead: string }).lead])).toEqual([
      ['email', '24h'],
      ['sms', '24h'],
      ['email', '2h'],
      ['sms', '2h'],
    ]);
  });

  it('a cancelled appointment gets none, and a reminder queued before a cancel or a move is not sent', () => {
    const { db, add, reminders, scan } = setup();
    const cancelled = add('confirmed', { time: '12:00' });
    db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled)).run();
    expect(scan(TUESDAY_NOON).queued).toBe(0);

    const id = add('confirmed');
    scan(TUESDAY_NOON);
    const [mail, sms] = reminders();
    const ctx = { baseUrl: BASE_URL, now: TUESDAY_NOON, linkSecret: LINK_SECRET };
    const message = renderOutboxMessage(db, mail!, ctx);
    if (message.channel !== 'email') throw new Error('expected an e-mail');
    expect(message.email.to).toBe('confirmed@example.com');
    expect(message.email.subject).toBe('Yarınki randevunuzu hatırlatırız – 25 Kasım 2026 Çarşamba 11:00');
    expect(message.email.text).toMatch(new RegExp(`${BASE_URL}/randevu/[A-Za-z0-9_-]{27}`));
    const text = renderOutboxMessage(db, sms!, ctx);
    if (text.channel !== 'sms') throw new Error('expected an SMS');
    expect(text.text).toContain('Merhaba değerli müşterimiz, yarın saat 11:00 randevunuzu hatırlatırız.'); // never the typed name (0332)
    expect(text.to).toBe('905321234567');

    db.update(appointments).set({ time: '09:00' }).where(eq(appointments.id, id)).run();
    expect(() => renderOutboxMessage(db, mail!, ctx)).toThrow(PermanentDeliveryError);
    expect(() => renderOutboxMessage(db, sms!, ctx)).toThrow(PermanentDeliveryError);
    // ... and the new time gets its own reminders
    expect(scan(TUESDAY_NOON).queued).toBe(2);
    db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, id)).run();
    expect(() => renderOutboxMessage(db, reminders()[2]!, ctx)).toThrow(PermanentDeliveryError);
    expect(scan(WEDNESDAY_1000).queued).toBe(0);
  });

  it('the 2-hour e-mail says today', () => {
    const { db, add, reminders, scan } = setup();
    add('confirmed');
    scan(WEDNESDAY_1000);
    const message = renderOutboxMessage(db, reminders()[0]!, { baseUrl: BASE_URL, now: WEDNESDAY_1000 });
    if (message.channel !== 'email') throw new Error('expected an e-mail');
    expect(message.email.subject).toBe('Bugünkü randevunuzu hatırlatırız – 25 Kasım 2026 Çarşamba 11:00');
  });

  it('keeps the studio Telegram setting off by default', () => {
    const { db, add, scan } = setup();
    add('confirmed', { smsConsentAt: null });
    expect(scan(TUESDAY_NOON).queued).toBe(1);
    expect(db.select().from(outbox).where(eq(outbox.topic, 'studio-reminder')).all()).toHaveLength(0);
    writeSetting(db, TEST_ACTOR, 'reminderTelegram', true);
    expect(db.select().from(settings).where(eq(settings.key, REMINDER_TELEGRAM_SETTING_KEY)).get()?.value).toBe('true');
    expect(scan(TUESDAY_NOON).queued).toBe(1);
    expect(db.select().from(outbox).where(eq(outbox.topic, 'studio-reminder')).all()).toHaveLength(1);
  });
});
