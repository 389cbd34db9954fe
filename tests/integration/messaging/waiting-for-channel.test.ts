/**
 * Issue 30 item 1 (docs/decisions/0341): a message to a customer is kept when no channel is
 * set up ('waiting', "kanal bekliyor"), goes out once mail is set up if it still makes sense,
 * and expires otherwise. The acceptance: a booking made with no channel set up is delivered
 * after SMTP is set up, and its reminder goes out at the right time.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import type { Db } from '../../../db/client';
import { EXPIRED_REASONS, OUTBOX_STATUS_LABELS } from '../../../app/domain/outbox';
import * as outboxPage from '../../../app/routes/admin/messaging/outbox';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../../helpers/admin';
import { createBooking } from '../../../app/models/appointments/booking.server';
import { changeAppointmentStatus } from '../../../app/models/appointments/writes.server';
import {
  deliverOutboxMessage,
  failureText,
  isPermanentFailure,
  waitsForChannelAfter,
} from '../../../app/models/messaging/deliver.server';
import { outboxCounts, releaseWaitingMessages } from '../../../app/models/messaging/outbox.server';
import { queueDueReminders } from '../../../app/models/messaging/reminders.server';
import { createSmtpConnections } from '../../../app/models/messaging/smtp.server';
import { createOutboxWorker } from '../../../server/outbox-worker';
import { startFakeSmtp, type FakeSmtp } from '../../helpers/fake-smtp';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../../helpers/test-db';
import { CUSTOMER, demoIds } from '../booking-fixtures';
import { BASE_URL, configureSmtp, LINK_SECRET, outboxRows, SECRETS_KEY } from './fixtures';

let smtp: FakeSmtp | undefined;
afterEach(async () => {
  await smtp?.stop();
  smtp = undefined;
});

/** The business clock the rules read (FAKE_NOW in the browser tests), moved by the test. */
function businessClock(start: string) {
  let current = new Date(start);
  return { now: () => current, set: (iso: string) => (current = new Date(iso)) };
}

/** The worker as server.ts builds it: the waiting messages are looked at before each pass. */
function worker(db: Db, clock: ReturnType<typeof businessClock>) {
  const smtpConnections = createSmtpConnections();
  return createOutboxWorker({
    db,
    deliver: (row, now) =>
      deliverOutboxMessage(
        db,
        row,
        {
          secretsKey: SECRETS_KEY,
          telegramApiRoot: 'http://127.0.0.1:9',
          baseUrl: BASE_URL,
          smtpConnections,
          linkSecret: LINK_SECRET,
        },
        now,
      ),
    isPermanent: isPermanentFailure,
    describe: failureText,
    waitsForChannel: waitsForChannelAfter,
    beforeRun: () => void releaseWaitingMessages(db, clock.now(), new Date()),
    afterRun: () => smtpConnections.close(),
    log: { warn: () => {}, error: () => {} },
  });
}

/** A public booking for Friday 27 November 2026, 14:00, made on Tuesday the 24th at 10:00. */
function book(db: Db, clock: ReturnType<typeof businessClock>) {
  const ids = demoIds(db);
  const context = { ...createTestContext(db), now: clock.now };
  const result = createBooking(context, TEST_CUSTOMER, {
    ...CUSTOMER,
    serviceIds: [ids.service('Klasik Manikür').id],
    packageIds: [],
    teamMemberId: ids.member('Zeynep Kaya').id,
    date: '2026-11-27',
    time: '14:00',
    notes: null,
    consent: null,
    source: 'web',
  });
  if (!result.ok) throw new Error(result.message);
  return { appointment: result.appointment, context };
}

const statusOf = (db: Db) => outboxRows(db).map((r) => `${r.topic}:${r.status}`);

describe('a message with no channel waits, and goes out when the channel comes', () => {
  it('a booking made with no mail set up is mailed once SMTP is set up, and its reminder goes out 24 hours before', async () => {
    const { db } = createTestDb();
    const clock = businessClock('2026-11-24T10:00:00+03:00');
    const { appointment } = book(db, clock);

    // nothing set up: the message is kept, visible to the owner as "kanal bekliyor"
    expect(statusOf(db)).toEqual(['booking-received:waiting']);
    expect(outboxCounts(db)).toMatchObject({ waiting: 1, pending: 0 });
    const w = worker(db, clock);
    expect(await w.runOnce()).toMatchObject({ sent: 0 });
    expect(statusOf(db)).toEqual(['booking-received:waiting']);

    // Tuesday evening the owner sets mail up
    smtp = await startFakeSmtp();
    clock.set('2026-11-24T19:00:00+03:00');
    configureSmtp(db, smtp);
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    expect(statusOf(db)).toEqual(['booking-received:sent']);
    const [received] = await smtp.waitFor(1);
    expect(received!.to).toEqual([CUSTOMER.customerEmail]);
    expect(received!.subject).toBe('Randevu talebiniz alındı – Sheva Nail Art Studio');

    // the studio confirms; the confirmation goes at once now that mail is set up
    clock.set('2026-11-25T09:00:00+03:00');
    expect(
      changeAppointmentStatus({ ...createTestContext(db), now: clock.now }, TEST_ACTOR, appointment.id, 'confirmed'),
    ).toMatchObject({ ok: true });
    await w.runOnce();
    expect((await smtp.waitFor(2))[1]!.subject).toMatch(/^Randevunuz onaylandı/);

    // the reminder: nothing 25 hours before, the 24-hour reminder 23 hours before
    clock.set('2026-11-26T13:00:00+03:00');
    expect(queueDueReminders(db, clock.now()).queued).toBe(0);
    clock.set('2026-11-26T15:00:00+03:00');
    expect(queueDueReminders(db, clock.now()).queued).toBe(1);
    await w.runOnce();
    const reminder = (await smtp.waitFor(3))[2]!;
    // ('Yarınki …' / 'Bugünkü …' is worded by the worker's real clock at send time)
    expect(reminder.subject).toMatch(/hatırlatırız – 27 Kasım 2026 Cuma 14:00$/);
    expect(smtp.mails).toHaveLength(3);
  });

  it('a reminder queued while no channel was set up goes out when mail comes before the visit, in its own window', async () => {
    const { db } = createTestDb();
    const clock = businessClock('2026-11-24T10:00:00+03:00');
    const { appointment } = book(db, clock);
    changeAppointmentStatus({ ...createTestContext(db), now: clock.now }, TEST_ACTOR, appointment.id, 'confirmed');
    clock.set('2026-11-26T15:00:00+03:00'); // 23 hours before
    expect(queueDueReminders(db, clock.now()).queued).toBe(1);
    expect(statusOf(db)).toEqual([
      'booking-received:waiting',
      'appointment-confirmed:waiting',
      'appointment-reminder:waiting',
    ]);

    smtp = await startFakeSmtp();
    configureSmtp(db, smtp);
    clock.set('2026-11-27T10:00:00+03:00'); // the day itself, 4 hours before: the 24-hour reminder still makes sense
    const w = worker(db, clock);
    await w.runOnce();
    const rows = outboxRows(db);
    // the receipt no longer makes sense (the booking is confirmed), the confirmation and the reminder do
    expect(rows.map((r) => `${r.topic}:${r.status}`)).toEqual([
      'booking-received:expired',
      'appointment-confirmed:sent',
      'appointment-reminder:sent',
    ]);
    expect(rows[0]!.lastError).toBe(EXPIRED_REASONS.changed);
    const subjects = (await smtp.waitFor(2)).map((m) => m.subject);
    expect(subjects[0]).toBe('Randevunuz onaylandı – 27 Kasım 2026 Cuma 14:00');
    expect(subjects[1]).toMatch(/hatırlatırız – 27 Kasım 2026 Cuma 14:00$/);
  });

  it('never sends a confirmation for a past visit: what waited expires, with the reason on the outbox screen', async () => {
    const { db } = createTestDb();
    const clock = businessClock('2026-11-24T10:00:00+03:00');
    const { appointment } = book(db, clock);
    changeAppointmentStatus({ ...createTestContext(db), now: clock.now }, TEST_ACTOR, appointment.id, 'confirmed');
    clock.set('2026-11-26T15:00:00+03:00');
    queueDueReminders(db, clock.now());
    clock.set('2026-11-27T13:00:00+03:00'); // inside the 2-hour window: the 24-hour reminder's time is over
    queueDueReminders(db, clock.now());

    smtp = await startFakeSmtp();
    configureSmtp(db, smtp);
    clock.set('2026-11-28T10:00:00+03:00'); // the day after the visit
    const w = worker(db, clock);
    expect(await w.runOnce()).toMatchObject({ sent: 0 });
    const rows = outboxRows(db);
    expect(rows.map((r) => r.status)).toEqual(['expired', 'expired', 'expired', 'expired']);
    expect(rows.map((r) => r.lastError)).toEqual([
      EXPIRED_REASONS.pastVisit,
      EXPIRED_REASONS.pastVisit,
      EXPIRED_REASONS.reminderWindow,
      EXPIRED_REASONS.reminderWindow,
    ]);
    expect(smtp.mails).toHaveLength(0);
    expect(outboxCounts(db)).toMatchObject({ expired: 4, waiting: 0, failed: 0 });
  });

  it('mail switched off after a message was queued: it waits for mail again instead of failing', async () => {
    const { db } = createTestDb();
    smtp = await startFakeSmtp();
    configureSmtp(db, smtp);
    const clock = businessClock('2026-11-24T10:00:00+03:00');
    book(db, clock);
    expect(statusOf(db)).toEqual(['booking-received:pending']);
    configureSmtp(db, smtp, { isActive: false });
    const w = worker(db, clock);
    expect(await w.runOnce()).toMatchObject({ sent: 0, failed: 0, waiting: 1 });
    expect(statusOf(db)).toEqual(['booking-received:waiting']);
    configureSmtp(db, smtp);
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.mails).toHaveLength(1);
  });

  it('a message that another channel already carried is not sent again when its own channel comes', async () => {
    const { db } = createTestDb();
    const clock = businessClock('2026-11-24T10:00:00+03:00');
    const { appointment } = book(db, clock);
    // the same message waited on two channels (SMS was switched off too); SMS came first and sent it
    const [email] = outboxRows(db);
    const sms = db
      .insert(t.outbox)
      .values({ channel: 'sms', topic: email!.topic, payload: email!.payload, status: 'sent' })
      .returning()
      .get();
    expect(sms.id).toBe(email!.id + 1);
    smtp = await startFakeSmtp();
    configureSmtp(db, smtp);
    expect(releaseWaitingMessages(db, clock.now())).toMatchObject({ queued: 0, expired: 1 });
    expect(db.select().from(t.outbox).where(eq(t.outbox.id, email!.id)).get()).toMatchObject({
      status: 'expired',
      lastError: EXPIRED_REASONS.sentElsewhere,
    });
    expect(appointment.id).toBeGreaterThan(0);
  });
});

describe('the owner sees what waits', () => {
  it("/admin/outbox lists the booking's message as 'Kanal bekliyor', and expired ones with their reason", async () => {
    const { db } = createTestDb();
    const clock = businessClock('2026-11-24T10:00:00+03:00');
    book(db, clock);
    const context = createTestContext(db);
    const user = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, user.id);
    const page = await callRoute(outboxPage.loader, testRequest('/admin/outbox?durum=waiting', { cookie }), context);
    expect(page.status).toBe(200);
    const data = page.data as { counts: Record<string, number>; messages: { status: string; topic: string }[] };
    expect(data.counts).toMatchObject({ waiting: 1 });
    expect(data.messages).toEqual([expect.objectContaining({ status: 'waiting', topic: 'Randevu alındı e-postası' })]);
    expect(OUTBOX_STATUS_LABELS.waiting).toBe('Kanal bekliyor');
    // the visit passes before mail is set up: the owner sees it expired, with why
    releaseWaitingMessages(db, new Date('2026-11-28T10:00:00+03:00'));
    const expired = (
      await callRoute(outboxPage.loader, testRequest('/admin/outbox?durum=expired', { cookie }), context)
    ).data as { messages: { status: string; lastError: string }[] };
    expect(expired.messages).toEqual([
      expect.objectContaining({ status: 'expired', lastError: EXPIRED_REASONS.pastVisit }),
    ]);
  });
});
