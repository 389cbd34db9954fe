/**
 * Issue 24, finding 1: anyone could make the studio message any phone or address, with their
 * own words in it. A ticked box without a proof opts nothing in, a flood of moves is one
 * message per 10 minutes, an opt-out stands, typed text never goes into SMS / WhatsApp and is
 * no link in e-mails, and a daily cap per recipient refuses the rest, visibly
 * (docs/decisions/0330-0332). These run against the routes and models main already has; the
 * one-time code itself is in phone-code.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import { enqueueMessage } from '../../../app/models/messaging/outbox.server';
import { bulkMailStatus } from '../../../app/models/messaging/manual-sends.server';
import { MESSAGES } from '../../../app/domain/messaging-settings';
import { managePathFor } from '../../../app/models/appointments/self-service.server';
import { optOutUrlFor, recipientOf } from '../../../app/models/messaging/customer-messages.server';
import * as appointmentsRoute from '../../../app/routes/api/api.appointments';
import * as manageRoute from '../../../app/routes/booking/manage';
import * as optOutRoute from '../../../app/routes/booking/opt-out';
import * as outboxRoute from '../../../app/routes/admin/messaging/outbox';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../../helpers/admin';
import { insertTestAppointment } from '../../helpers/appointments';
import { phoneRows, postJson as post, smsOf, usePhoneStudio } from '../../helpers/phone-studio';
import { toStep3 } from '../../helpers/wizard-client';
import { LINK_SECRET, outboxRows, testClock, testWorker } from '../messaging/fixtures';

// "now" of the test context: Tuesday 2026-11-24 10:00 (Istanbul)
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

const setup = usePhoneStudio();

describe('SMS and WhatsApp only to a phone its owner proved', () => {
  it('a booking that ticks SMS and WhatsApp without a code is made, without the opt-in, and no SMS or WhatsApp is queued', async () => {
    const ctx = await setup();
    const res = await post(
      ctx.context,
      appointmentsRoute.action,
      '/api/appointments',
      ctx.booking({ smsConsent: true, whatsappConsent: true }),
    );
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      messageOptIn: { sms: false, whatsapp: false },
      notice: expect.stringContaining('doğrulanmadığı için SMS / WhatsApp izni kaydedilmedi'),
    });
    expect(ctx.db.select().from(t.appointments).get()).toMatchObject({
      smsConsentAt: null,
      whatsappConsentAt: null,
      messageConsentIp: null,
    });
    expect(phoneRows(ctx.db)).toEqual([]);
    // a made-up verification id changes nothing
    const forged = await post(
      ctx.context,
      appointmentsRoute.action,
      '/api/appointments',
      ctx.booking({
        time: '12:00',
        customerEmail: 'x@example.com',
        customerPhone: '0533 000 00 01',
        smsConsent: true,
        phoneVerificationId: 'AAAAAAAAAAAAAAAAAAAAAA',
      }),
    );
    expect(forged.data).toMatchObject({ messageOptIn: { sms: false, whatsapp: false } });
    expect(phoneRows(ctx.db)).toEqual([]);
  });
});

describe('the wizard without JavaScript', () => {
  it('without a ticked box: three steps, no code, no SMS', async () => {
    const ctx = await setup();
    const { client, token } = await toStep3(ctx.context, {
      personal: { customerName: 'Deniz Arslan', customerEmail: 'deniz@example.com', customerPhone: '0532 444 55 66' },
      serviceIds: [ctx.ids.service('Klasik Manikür').id],
      member: ctx.ids.member('Zeynep Kaya').id,
      date: WEDNESDAY,
    });
    expect(
      await client.post({ step: '3', intent: 'book', token, date: WEDNESDAY, time: '11:00', notes: '' }),
    ).toMatchObject({ status: 303, location: expect.stringMatching(/^\/randevu\//) });
    expect(ctx.db.select().from(t.phoneVerifications).all()).toEqual([]);
    expect(outboxRows(ctx.db).filter((r) => r.channel === 'sms')).toEqual([]);
  });
});

describe('no flood', () => {
  it('40 moves through the private link: one "moved" message per channel now, one 10 minutes after it, whatever the number of moves', async () => {
    const ctx = await setup();
    const member = ctx.ids.member('Zeynep Kaya').id;
    const id = insertTestAppointment(ctx.db, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      smsConsentAt: new Date('2026-11-20T10:00:00Z'),
      teamMemberId: member,
      date: THURSDAY,
      time: '12:00',
      status: 'confirmed',
      durationMinutes: 45,
      services: [{ name: 'Klasik Manikür', priceKurus: 35_000, durationMinutes: 45 }],
    });
    const token = managePathFor(ctx.db, ctx.context.config.sessionSecret, id)!.slice('/randevu/'.length);
    const move = async (time: string) => {
      const res = await callRoute(
        manageRoute.action as never,
        testRequest(`/randevu/${token}`, { form: { intent: 'move', date: THURSDAY, time } }),
        ctx.context,
        { token },
      );
      expect(res.status, JSON.stringify(res.data)).toBe(303);
    };
    const moved = () => outboxRows(ctx.db).filter((r) => r.topic === 'appointment-moved');
    for (let i = 0; i < 40; i++) await move(i % 2 === 0 ? '14:00' : '15:00');
    // one per channel, waiting, sent with the appointment as it is then
    expect(moved().map((r) => [r.channel, r.status])).toEqual([
      ['email', 'pending'],
      ['sms', 'pending'],
    ]);
    const clock = testClock();
    await testWorker(ctx.db, { url: 'http://127.0.0.1:9' }, clock).runOnce();
    expect(smsOf(ctx.netgsm).filter((m) => m.msg.includes('olarak değiştirildi'))).toHaveLength(1);
    expect(smsOf(ctx.netgsm)[0]!.msg).toContain('(önceki: 26 Kasım 2026 Perşembe 12:00)');

    // more moves within 10 minutes: one more message each, due 10 minutes after the first
    for (let i = 0; i < 10; i++) await move(i % 2 === 0 ? '14:00' : '16:00');
    const later = moved().filter((r) => r.status === 'pending');
    expect(later).toHaveLength(2);
    for (const row of later) expect(row.nextAttemptAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(9 * 60_000);
    expect((await testWorker(ctx.db, { url: 'http://127.0.0.1:9' }, clock).runOnce()).sent).toBe(0);
    clock.advance(10 * 60_000 + 1000);
    await testWorker(ctx.db, { url: 'http://127.0.0.1:9' }, clock).runOnce();
    expect(moved()).toHaveLength(4);
    expect(smsOf(ctx.netgsm).filter((m) => m.msg.includes('olarak değiştirildi'))).toHaveLength(2);
    expect(ctx.smtp.mails.filter((m) => m.subject.startsWith('Randevunuz değiştirildi'))).toHaveLength(2);
  });

  it('a daily cap per recipient over all topics: the sixth message to one address is refused, and the owner sees why', async () => {
    const ctx = await setup();
    const id = insertTestAppointment(ctx.db, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'AYSE@example.com',
      customerPhone: '05321234567',
      teamMemberId: ctx.ids.member('Zeynep Kaya').id,
      date: THURSDAY,
    });
    const queued = [
      enqueueMessage(ctx.db, { channel: 'email', topic: 'booking-received', payload: { appointmentId: id } }),
      enqueueMessage(ctx.db, { channel: 'email', topic: 'appointment-confirmed', payload: { appointmentId: id } }),
      ...[1, 2, 3, 4].map((n) =>
        enqueueMessage(ctx.db, {
          channel: 'email',
          topic: 'custom-mail',
          payload: { batchId: `b${n}`, to: 'ayse@EXAMPLE.com', subject: 'Kampanya', content: 'Merhaba' },
        }),
      ),
    ];
    expect(queued.slice(0, 5).every((q) => typeof q === 'number')).toBe(true);
    expect(queued[5]).toBeNull();
    const rows = outboxRows(ctx.db);
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'refused']);
    expect(rows[5]!.refusalReason).toContain('Günlük sınır');
    // the bulk mail's result says who was skipped, never a silent shortfall
    expect(bulkMailStatus(ctx.db, 'b4')).toMatchObject({
      refused: 1,
      done: true,
      message: `${MESSAGES.bulkSent(0)}; ${MESSAGES.bulkRefused(1)}`,
    });
    // another address is not affected
    expect(
      enqueueMessage(ctx.db, {
        channel: 'email',
        topic: 'custom-mail',
        payload: { batchId: 'b9', to: 'baska@example.com', subject: 'K', content: 'M' },
      }),
    ).toEqual(expect.any(Number));

    const admin = await createTestUser(ctx.db);
    const cookie = await sessionCookieHeader(ctx.context, admin.id);
    const screen = await callRoute(
      outboxRoute.loader as never,
      testRequest('/admin/outbox?durum=refused', { cookie }),
      ctx.context,
    );
    const data = screen.data as {
      counts: Record<string, number>;
      messages: { status: string; refusalReason: string | null }[];
    };
    expect(data.counts.refused).toBe(1);
    expect(data.messages).toEqual([
      expect.objectContaining({ status: 'refused', refusalReason: expect.stringContaining('Günlük sınır') }),
    ]);
  });
});

describe('an opt-out stands', () => {
  it('a later booking with the box ticked does not opt the number in again; the opt-out keeps no number or IP', async () => {
    const ctx = await setup();
    const first = insertTestAppointment(ctx.db, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '0532 123 45 67',
      smsConsentAt: new Date('2026-11-20T10:00:00Z'),
      teamMemberId: ctx.ids.member('Zeynep Kaya').id,
      date: THURSDAY,
      time: '12:00',
      status: 'confirmed',
    });
    const recipient = recipientOf(ctx.db, { appointmentId: first })!;
    const token = optOutUrlFor(recipient, 'sms', LINK_SECRET, '').split('/').at(-1)!;
    const res = await callRoute(
      optOutRoute.action as never,
      testRequest(`/bildirim-iptal/sms/${token}`, { form: {} }),
      ctx.context,
      { channel: 'sms', token },
    );
    expect(res.status).toBe(200);
    const [optOut] = ctx.db.select().from(t.messageOptOuts).all();
    expect(optOut).toMatchObject({ phone: '', ip: null, phoneHash: expect.any(String) });
    expect(JSON.stringify(optOut)).not.toContain('5321234567');

    // a stranger (or she herself, without a code) books with the box ticked
    const again = await post(
      ctx.context,
      appointmentsRoute.action,
      '/api/appointments',
      ctx.booking({ smsConsent: true }),
    );
    expect(again.status).toBe(201);
    expect(
      ctx.db
        .select()
        .from(t.appointments)
        .where(eq(t.appointments.id, (again.data.appointment as { id: number }).id))
        .get()!.smsConsentAt,
    ).toBeNull();
    expect(phoneRows(ctx.db)).toEqual([]);
  });
});

describe('typed text', () => {
  it('never goes into an SMS or a WhatsApp message, and is no link in an e-mail', async () => {
    const ctx = await setup();
    const id = insertTestAppointment(ctx.db, {
      customerName: 'evil.example/odeme Ödeme yapın',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      notes: 'https://evil.example/not',
      smsConsentAt: new Date('2026-11-20T10:00:00Z'),
      whatsappConsentAt: new Date('2026-11-20T10:00:00Z'),
      teamMemberId: ctx.ids.member('Zeynep Kaya').id,
      date: THURSDAY,
      status: 'confirmed',
    });
    for (const channel of ['email', 'sms', 'whatsapp'] as const)
      enqueueMessage(ctx.db, { channel, topic: 'booking-received', payload: { appointmentId: id } });
    expect((await testWorker(ctx.db, { url: 'http://127.0.0.1:9' }).runOnce()).sent).toBe(3);
    const [sms] = smsOf(ctx.netgsm);
    expect(sms!.msg).not.toMatch(/evil|Ödeme/);
    expect(sms!.msg).toContain('Merhaba değerli müşterimiz,');
    const params = (
      ctx.whatsapp.calls[0]!.body.template as { components: { parameters: { text: string }[] }[] }
    ).components[0]!.parameters.map((p) => p.text);
    expect(params[0]).toBe('değerli müşterimiz');
    expect(params.join(' ')).not.toMatch(/evil/);
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.html).not.toContain('evil.example');
    expect(mail!.html).not.toMatch(/href="[^"]*evil/);
    expect(mail!.text).toContain('Ödeme yapın'); // still readable
  });
});
