import { withoutOutboxWorker } from '../../helpers/test-db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import { OUTBOX_MAX_ATTEMPTS } from '../../../app/domain/outbox';
import { onAppointmentStatusChanged } from '../../../app/models/appointments/notifications.server';
import { enqueueMessage, outboxCounts, retryMessage } from '../../../app/models/messaging/outbox.server';
import type { BookingInput } from '../../../app/models/appointments/booking.server';
import { createTestContext, createTestDb, TEST_ACTOR } from '../../helpers/test-db';
import { bookDemo } from '../booking-fixtures';
import { startFakeSmtp, type FakeSmtp } from '../../helpers/fake-smtp';
import { startFakeTelegram, type FakeTelegram } from '../../helpers/fake-telegram';
import {
  BASE_URL,
  configureSmtp,
  configureTelegram,
  insertAppointment,
  outboxRow,
  outboxRows,
  testClock,
  testWorker,
} from './fixtures';

let smtp: FakeSmtp | undefined;
let telegram: FakeTelegram | undefined;
afterEach(async () => {
  await smtp?.stop();
  await telegram?.close();
  smtp = telegram = undefined;
});

async function setup() {
  const { db } = createTestDb();
  smtp = await startFakeSmtp();
  telegram = await startFakeTelegram();
  configureSmtp(db, smtp);
  configureTelegram(db);
  return { db, smtp, telegram };
}

/** A public booking (the wizard's and POST /api/appointments' write): Wednesday 25 November, 10:00. */
function book(db: ReturnType<typeof createTestDb>['db'], overrides: Partial<BookingInput> = {}) {
  const context = createTestContext(db); // Tuesday 2026-11-24 10:00
  const result = bookDemo(context, overrides);
  expect(context.outboxKicks).toBe(1);
  return { appointment: result.appointment };
}

describe('a booking sends its messages through the outbox', () => {
  it('mails the customer and tells the studio on Telegram', async () => {
    const { db, smtp, telegram } = await setup();
    const { appointment } = book(db);
    expect(outboxRows(db).map((r) => [r.channel, r.topic, r.status])).toEqual([
      ['email', 'booking-received', 'pending'],
      ['telegram', 'new-appointment', 'pending'],
    ]);

    const summary = await testWorker(db, telegram).runOnce();
    expect(summary).toEqual({ sent: 2, retrying: 0, failed: 0, refused: 0 });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['ayse@example.com']);
    expect(mail!.from).toBe('randevu@shevanailart.test');
    expect(mail!.subject).toBe('Randevu talebiniz alındı – Sheva Nail Art Studio');
    expect(mail!.text).toContain('Merhaba Ayşe Kaya,');
    expect(mail!.text).toContain('Tarih: 25 Kasım 2026 Çarşamba');
    expect(mail!.text).toContain('Saat: 10:00');
    expect(mail!.text).toContain('Hizmetler: Klasik Manikür');
    expect(mail!.text).toContain('Uzman: Zeynep Kaya');
    expect(mail!.text).toContain('Süre: 45 dk');
    expect(mail!.text).toContain('Tutar: ₺350,00');
    expect(mail!.html).toContain('<h1 style="margin:0 0 16px;font-size:22px">Randevu talebiniz alındı</h1>');
    expect(mail!.html).toContain('Zeynep Kaya');

    expect(telegram.calls).toHaveLength(1);
    const call = telegram.calls[0]!;
    expect(call).toMatchObject({
      token: '123456:TEST-token',
      method: 'sendMessage',
      params: { chat_id: '-1001234567890' },
    });
    expect(call.params.text).toContain('🆕 Yeni randevu');
    expect(call.params.text).toContain('👤 Ayşe Kaya');
    expect(call.params.text).toContain('📞 05321234567');
    expect(call.params.text).toContain('📅 25 Kasım 2026 Çarşamba, 10:00');
    expect(call.params.text).toContain('💅 Klasik Manikür');
    expect(call.params.text).toContain('👩‍🎨 Zeynep Kaya');

    expect(outboxRows(db).every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt)).toBe(true);
    expect(appointment.id).toBeGreaterThan(0);
  });

  it('keeps the booking when SMTP is down and sends the mail once it is back, even after a restart', async () => {
    const { db, smtp, telegram } = await setup();
    await smtp.stop();
    const { appointment } = book(db);
    expect(db.select().from(t.appointments).where(eq(t.appointments.id, appointment.id)).get()).toBeTruthy();

    const clock = testClock();
    const first = await testWorker(db, telegram, clock).runOnce();
    expect(first).toEqual({ sent: 1, retrying: 1, failed: 0, refused: 0 }); // Telegram went, the mail waits
    const [mailRow] = outboxRows(db).filter((r) => r.channel === 'email');
    expect(mailRow).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mailRow!.lastError).toBeTruthy();
    expect(mailRow!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);

    await smtp.start();
    // A new worker (the process restarted): nothing is due yet ...
    const restarted = testWorker(db, telegram, clock);
    expect(await restarted.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, refused: 0 });
    // ... and after the backoff the mail goes out.
    clock.advance(30_000);
    expect(await restarted.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, refused: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Randevu talebiniz alındı – Sheva Nail Art Studio');
    expect(outboxRow(db, mailRow!.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(telegram.calls).toHaveLength(1);
  });

  it('gives up after the last attempt, and the admin can send it again', async () => {
    const { db, smtp, telegram } = await setup();
    await smtp.stop();
    const { appointment } = book(db);
    db.delete(t.outbox).where(eq(t.outbox.channel, 'telegram')).run();
    const clock = testClock();
    const worker = testWorker(db, telegram, clock);
    for (let i = 1; i <= OUTBOX_MAX_ATTEMPTS; i++) {
      const summary = await worker.runOnce();
      expect(summary.sent).toBe(0);
      clock.advance(60 * 60_000);
    }
    const [row] = outboxRows(db);
    expect(row).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    expect(outboxCounts(db)).toEqual({ pending: 0, sent: 0, failed: 1, waiting: 0, expired: 0, refused: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, refused: 0 });

    await smtp.start();
    expect(retryMessage(withoutOutboxWorker(db), TEST_ACTOR, row!.id, clock.now())).toBe(true);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, refused: 0 });
    expect((await smtp.waitFor(1))[0]!.to).toEqual([appointment.customerEmail]);
  });

  it('fails at once when the server refuses the recipient', async () => {
    const { db, telegram } = await setup();
    await smtp!.stop();
    smtp = await startFakeSmtp({ rejectRecipients: /@refused\.example$/ });
    configureSmtp(db, smtp);
    book(db, { customerEmail: 'kimse@refused.example' });
    const summary = await testWorker(db, telegram).runOnce();
    expect(summary).toEqual({ sent: 1, retrying: 0, failed: 1, refused: 0 });
    const mailRow = outboxRows(db).find((r) => r.channel === 'email')!;
    expect(mailRow).toMatchObject({ status: 'failed', attempts: 1 });
    expect(mailRow.lastError).toMatch(/550/);
  });

  it('retries Telegram when the Bot API is unreachable', async () => {
    const { db, smtp, telegram } = await setup();
    telegram.down = true;
    book(db);
    const clock = testClock();
    const worker = testWorker(db, telegram, clock);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 1, failed: 0, refused: 0 });
    telegram.down = false;
    clock.advance(30_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, refused: 0 });
    expect(telegram.calls).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('what gets queued', () => {
  it("keeps a customer's message waiting for a channel not set up; queues nothing for a kind switched off or a customer without e-mail", () => {
    const { db } = createTestDb();
    const topics = () => outboxRows(db).map((r) => `${r.topic}:${r.status}`);
    book(db, { time: '10:00' }); // no SMTP and no Telegram settings at all
    expect(topics()).toEqual(['booking-received:waiting']); // kanal bekliyor (decision 0341); no Telegram row

    configureSmtp(db, { port: 2525 }, { isActive: false });
    configureTelegram(db, { isActive: false });
    book(db, { time: '11:00' });
    expect(topics()).toEqual(['booking-received:waiting', 'booking-received:waiting']);

    configureSmtp(db, { port: 2525 });
    configureTelegram(db, { sendNewAppointments: false });
    book(db, { time: '12:00' });
    expect(topics()).toEqual(['booking-received:waiting', 'booking-received:waiting', 'booking-received:pending']);

    const { appointment: noMail } = insertAppointment(db, { customerEmail: null });
    expect(
      enqueueMessage(db, { channel: 'email', topic: 'booking-received', payload: { appointmentId: noMail.id } }),
    ).toBeNull();
    expect(topics()).toHaveLength(3);
  });

  it('sends a message with a dedupe key only once', () => {
    const { db } = createTestDb();
    configureSmtp(db, { port: 2525 });
    const { appointment } = insertAppointment(db);
    const input = {
      channel: 'email',
      topic: 'booking-received',
      payload: { appointmentId: appointment.id },
      dedupeKey: `booking-received:${appointment.id}`,
    } as const;
    expect(enqueueMessage(db, input)).toBeTypeOf('number');
    expect(enqueueMessage(db, input)).toBeNull();
    expect(outboxRows(db)).toHaveLength(1);
  });

  it('refuses a topic on the wrong channel (a programming error)', () => {
    const { db } = createTestDb();
    expect(() =>
      enqueueMessage(db, { channel: 'telegram', topic: 'booking-received', payload: { appointmentId: 1 } }),
    ).toThrow(/goes to email/);
  });
});

describe('status changes', () => {
  it('mails the confirmation with a calendar file, the cancellation, and updates Telegram', async () => {
    const { db, smtp, telegram } = await setup();
    const { appointment } = insertAppointment(db);
    const now = new Date('2026-11-25T09:00:00Z');
    db.transaction((tx) => onAppointmentStatusChanged(tx, appointment, 'pending', 'confirmed', now));
    db.transaction((tx) => onAppointmentStatusChanged(tx, appointment, 'confirmed', 'cancelled', now));
    expect(onAppointmentStatusChanged(db, appointment, 'cancelled', 'cancelled', now)).toEqual({
      queued: [],
      surveyId: null,
    });

    await testWorker(db, telegram).runOnce();
    const mails = await smtp.waitFor(2);
    const confirmed = mails.find((m) => m.subject.startsWith('Randevunuz onaylandı'))!;
    expect(confirmed.subject).toBe('Randevunuz onaylandı – 28 Kasım 2026 Cumartesi 14:30');
    expect(confirmed.attachments).toHaveLength(1);
    expect(confirmed.attachments[0]!.filename).toBe('randevu.ics');
    expect(confirmed.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    expect(confirmed.attachments[0]!.content).toContain('DTSTART:20261128T113000Z');
    expect(confirmed.attachments[0]!.content).toContain(`UID:appointment-${appointment.id}@shevanailart.test`);
    const cancelled = mails.find((m) => m.subject.startsWith('Randevunuz iptal edildi'))!;
    expect(cancelled.text).toContain(`Yeni randevu al: ${BASE_URL}/contact`);
    // the calendar file of the cancellation: the same event, CANCELLED (decision 0347)
    expect(cancelled.attachments).toHaveLength(1);
    expect(cancelled.attachments[0]!.content).toContain('STATUS:CANCELLED');

    expect(telegram.calls.map((c) => c.params.text!.split('\n').slice(0, 2).join(' | '))).toEqual([
      '🔄 Randevu durumu değişti | Bekliyor → Onaylandı',
      '🔄 Randevu durumu değişti | Onaylandı → İptal',
    ]);
  });

  it('creates one survey when the appointment is completed and mails its link', async () => {
    const { db, smtp, telegram } = await setup();
    configureTelegram(db, { sendStatusUpdates: false });
    const { appointment } = insertAppointment(db);
    const now = new Date('2026-11-28T13:00:00Z');
    const effects = db.transaction((tx) => onAppointmentStatusChanged(tx, appointment, 'confirmed', 'completed', now));
    expect(effects.surveyId).toBeTypeOf('number');
    expect(effects.queued).toHaveLength(1);
    // completed again later (after a correction): still one survey, no second invitation
    const again = db.transaction((tx) => onAppointmentStatusChanged(tx, appointment, 'confirmed', 'completed', now));
    expect(again).toEqual({ queued: [], surveyId: effects.surveyId });

    const survey = db.select().from(t.surveys).where(eq(t.surveys.id, effects.surveyId!)).get()!;
    expect(survey).toMatchObject({
      appointmentId: appointment.id,
      customerName: 'Ayşe Yılmaz',
      customerEmail: 'ayse@example.com',
      isCompleted: false,
    });
    expect(survey.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(survey.expiresAt.getTime() - now.getTime()).toBe(14 * 86_400_000);

    await testWorker(db, telegram).runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Deneyiminizi değerlendirir misiniz? – Sheva Nail Art Studio');
    expect(mail!.text).toContain(`${BASE_URL}/survey/${survey.token}`);
    expect(mail!.html).toContain(`href="${BASE_URL}/survey/${survey.token}"`);
    expect(mail!.text).toContain('12 Aralık 2026 Cumartesi, 16:00');
    expect(telegram.calls).toHaveLength(0);
  });
});

describe('a channel switched off after queuing', () => {
  it('fails the waiting message at once instead of retrying for hours', async () => {
    const { db, telegram } = await setup();
    book(db);
    configureTelegram(db, { isActive: false });
    const summary = await testWorker(db, telegram).runOnce();
    expect(summary).toEqual({ sent: 1, retrying: 0, failed: 1, refused: 0 });
    expect(outboxRows(db).find((r) => r.channel === 'telegram')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Telegram bildirimleri kapalı veya bot token / chat id eksik',
    });
    expect(telegram.calls).toHaveLength(0);
  });
});
