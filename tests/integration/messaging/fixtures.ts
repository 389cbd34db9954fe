import { TEST_ACTOR, withoutOutboxWorker } from '../../helpers/test-db';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import * as t from '../../../db/schema';
import {
  deliverOutboxMessage,
  failureText,
  isPermanentFailure,
  isRefusal,
} from '../../../app/models/messaging/deliver.server';
import type { DbOrTx } from '../../../app/models/db.server';
import { createSmtpConnections, saveSmtpSettings } from '../../../app/models/messaging/smtp.server';
import { saveTelegramSettings } from '../../../app/models/messaging/telegram.server';
import { saveSmsSettings } from '../../../app/models/messaging/phone-channels.server';
import { CUSTOMER_KINDS, type CustomerKind } from '../../../app/domain/message-topics';
import { createOutboxWorker } from '../../../server/outbox-worker';
import type { FakeSmtp } from '../../helpers/fake-smtp';
import type { FakeTelegram } from '../../helpers/fake-telegram';

export const SECRETS_KEY = 'test-secrets-key-test-secrets-key';
export const BASE_URL = 'https://shevanailart.test';
export const LINK_SECRET = 'test-secret-test-secret-test-secret';

export function configureSmtp(db: Db, smtp: Pick<FakeSmtp, 'port'>, overrides: Partial<{ isActive: boolean }> = {}) {
  return saveSmtpSettings(
    withoutOutboxWorker(db),
    TEST_ACTOR,
    {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: 'studio',
      password: 'smtp-şifre',
      fromEmail: 'randevu@shevanailart.test',
      fromName: 'Sheva Nail Art Studio',
      isActive: overrides.isActive ?? true,
    },
    SECRETS_KEY,
  )!;
}

/** SMS through NetGSM at `baseUrl` (by default an address where nothing answers), for the kinds given (default: all). */
export function configureSms(db: Db, options: { baseUrl?: string; kinds?: CustomerKind[] } = {}) {
  return saveSmsSettings(
    withoutOutboxWorker(db),
    TEST_ACTOR,
    {
      baseUrl: options.baseUrl ?? 'http://127.0.0.1:9',
      username: '8503001122',
      password: 'netgsm-şifre',
      sender: 'SHEVA',
      isActive: true,
      kinds: options.kinds ?? [...CUSTOMER_KINDS],
    },
    SECRETS_KEY,
  );
}

export function configureTelegram(
  db: Db,
  overrides: Partial<{
    isActive: boolean;
    sendNewAppointments: boolean;
    sendStatusUpdates: boolean;
    botToken: string;
  }> = {},
) {
  return saveTelegramSettings(
    db,
    TEST_ACTOR,
    {
      botToken: overrides.botToken ?? '123456:TEST-token',
      chatId: '-1001234567890',
      isActive: overrides.isActive ?? true,
      sendNewAppointments: overrides.sendNewAppointments ?? true,
      sendStatusUpdates: overrides.sendStatusUpdates ?? true,
    },
    SECRETS_KEY,
  )!;
}

/** A controllable clock starting at the real time (outbox rows default to the real time). */
export function testClock() {
  let current = Date.now();
  return { now: () => new Date(current), advance: (ms: number) => (current += ms) };
}

/** The worker as server.ts builds it, against the fake servers, with a test clock. */
export function testWorker(db: Db, telegram: Pick<FakeTelegram, 'url'>, clock = testClock()) {
  const smtpConnections = createSmtpConnections();
  return createOutboxWorker({
    db,
    now: clock.now,
    deliver: (row, now) =>
      deliverOutboxMessage(
        db,
        row,
        {
          secretsKey: SECRETS_KEY,
          telegramApiRoot: telegram.url,
          baseUrl: BASE_URL,
          smtpConnections,
          linkSecret: LINK_SECRET,
        },
        now,
      ),
    afterRun: () => smtpConnections.close(),
    isPermanent: isPermanentFailure,
    isRefusal,
    describe: failureText,
    log: { warn: () => {}, error: () => {} },
  });
}

/** An appointment of the demo studio (first team member, first two services), as the booking writes it. */
export function insertAppointment(db: DbOrTx, overrides: Partial<typeof t.appointments.$inferInsert> = {}) {
  const member = db.select().from(t.teamMembers).orderBy(asc(t.teamMembers.id)).limit(1).get()!;
  const services = db.select().from(t.services).orderBy(asc(t.services.id)).limit(2).all();
  const customer = db
    .insert(t.customers)
    .values({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '05321234567' })
    .returning()
    .get();
  const appointment = db
    .insert(t.appointments)
    .values({
      customerId: customer.id,
      customerName: 'Ayşe Yılmaz',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      teamMemberId: member.id,
      date: '2026-11-28',
      time: '14:30',
      totalPriceKurus: services.reduce((sum, s) => sum + s.priceKurus, 0),
      durationMinutes: services.reduce((sum, s) => sum + s.durationMinutes, 0),
      ...overrides,
    })
    .returning()
    .get();
  for (const s of services)
    db.insert(t.appointmentServices)
      .values({
        appointmentId: appointment.id,
        serviceId: s.id,
        name: s.name,
        priceKurus: s.priceKurus,
        durationMinutes: s.durationMinutes,
      })
      .run();
  return { appointment, member, services };
}

export function outboxRows(db: Db) {
  return db.select().from(t.outbox).orderBy(asc(t.outbox.id)).all();
}

export function outboxRow(db: Db, id: number) {
  return db.select().from(t.outbox).where(eq(t.outbox.id, id)).get()!;
}
