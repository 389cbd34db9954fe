/**
 * Issue 24, finding 1, the one-time code (docs/decisions/0330): 6 digits by SMS, kept hashed,
 * 5 tries, 10 minutes, limits per phone and per IP; the wizard without JavaScript; one proof
 * opts one booking in; an opt-out stands until the owner opts in again with a code; a message
 * queued before an opt-out is refused at send time with the reason.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import {
  CODES_PER_IP_PER_HOUR,
  CODES_PER_PHONE_PER_HOUR,
  PHONE_CODE_TEXTS,
} from '../../../app/domain/phone-verification';
import { enqueueMessage } from '../../../app/models/messaging/outbox.server';
import { optOutUrlFor, recipientOf } from '../../../app/models/messaging/customer-messages.server';
import * as appointmentsRoute from '../../../app/routes/api/api.appointments';
import * as codeRoute from '../../../app/routes/api/api.phone-verifications';
import * as checkRoute from '../../../app/routes/api/api.phone-verifications.$id.check';
import * as optOutRoute from '../../../app/routes/booking/opt-out';
import { createTestContext } from '../../helpers/test-db';
import { callRoute, testRequest } from '../../helpers/admin';
import { insertTestAppointment } from '../../helpers/appointments';
import { phoneRows, postJson as post, smsOf, usePhoneStudio } from '../../helpers/phone-studio';
import { toStep3 } from '../../helpers/wizard-client';
import { LINK_SECRET, SECRETS_KEY, testWorker } from '../messaging/fixtures';

// "now" of the test context: Tuesday 2026-11-24 10:00 (Istanbul)
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

const setup = usePhoneStudio();

/** Asks for a code and reads it from the SMS the worker sends (as the customer reads her phone). */
async function codeFor(ctx: Awaited<ReturnType<typeof setup>>, phone = '0532 123 45 67') {
  const asked = await post(ctx.context, codeRoute.action, '/api/phone-verifications', { phone });
  expect(asked.status, JSON.stringify(asked.data)).toBe(202);
  await testWorker(ctx.db, { url: 'http://127.0.0.1:9' }).runOnce();
  const sms = smsOf(ctx.netgsm).at(-1)!;
  const code = /(\d{6})/.exec(sms.msg)![1]!;
  return { id: asked.data.verificationId as string, code, sms };
}

describe('SMS and WhatsApp only to a phone its owner proved', () => {
  it('the code: 6 digits by SMS with nothing typed in it, kept only as a keyed hash; a proved phone opts one booking in', async () => {
    const ctx = await setup();
    const { id, code, sms } = await codeFor(ctx);
    expect(sms.no).toBe('905321234567');
    expect(sms.msg).toMatch(/^Sheva Nail Art Studio doğrulama kodunuz: \d{6}\n/);
    // neither the code nor the number is readable in the table
    const stored = JSON.stringify(ctx.db.select().from(t.phoneVerifications).all());
    expect(stored).not.toContain(code);
    expect(stored).not.toContain('5321234567');

    expect(
      (
        await post(
          ctx.context,
          checkRoute.action,
          `/api/phone-verifications/${id}/check`,
          { code: code === '000000' ? '111111' : '000000' },
          { id },
        )
      ).data,
    ).toMatchObject({ success: false, message: PHONE_CODE_TEXTS.wrong(4), attemptsLeft: 4 });
    const right = await post(
      ctx.context,
      checkRoute.action,
      `/api/phone-verifications/${id}/check`,
      { code: code.replace(/(\d{3})/, '$1 ') },
      { id },
    );
    expect(right).toMatchObject({ status: 200, data: { verified: true } });

    // a proof of this phone does not opt another phone in
    const other = await post(
      ctx.context,
      appointmentsRoute.action,
      '/api/appointments',
      ctx.booking({
        customerPhone: '0533 999 88 77',
        customerEmail: 'baska@example.com',
        smsConsent: true,
        phoneVerificationId: id,
      }),
    );
    expect(other.data).toMatchObject({ messageOptIn: { sms: false, whatsapp: false } });
    const booked = await post(
      ctx.context,
      appointmentsRoute.action,
      '/api/appointments',
      ctx.booking({ time: '14:00', smsConsent: true, phoneVerificationId: id }),
    );
    expect(booked).toMatchObject({ status: 201, data: { messageOptIn: { sms: true, whatsapp: false } } });
    expect(phoneRows(ctx.db).map((r) => [r.channel, r.topic])).toEqual([['sms', 'booking-received']]);
    // one code, one booking
    const again = await post(
      ctx.context,
      appointmentsRoute.action,
      '/api/appointments',
      ctx.booking({ date: THURSDAY, smsConsent: true, phoneVerificationId: id }),
    );
    expect(again.data).toMatchObject({ messageOptIn: { sms: false, whatsapp: false } });
  });

  it('five tries, ten minutes, and limits per phone and per IP', async () => {
    const ctx = await setup();
    const { id, code } = await codeFor(ctx);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i++)
      expect(
        (await post(ctx.context, checkRoute.action, `/api/phone-verifications/${id}/check`, { code: wrong }, { id }))
          .status,
      ).toBe(400);
    expect(
      await post(ctx.context, checkRoute.action, `/api/phone-verifications/${id}/check`, { code: wrong }, { id }),
    ).toMatchObject({ status: 429, data: { message: PHONE_CODE_TEXTS.exhausted } });
    expect(
      (await post(ctx.context, checkRoute.action, `/api/phone-verifications/${id}/check`, { code }, { id })).status,
    ).toBe(429);

    const second = await codeFor(ctx);
    const later = createTestContext(ctx.db, { now: new Date(ctx.context.now().getTime() + 10 * 60_000 + 1000) });
    expect(
      await post(
        later,
        checkRoute.action,
        `/api/phone-verifications/${second.id}/check`,
        { code: second.code },
        { id: second.id },
      ),
    ).toMatchObject({ status: 410, data: { message: PHONE_CODE_TEXTS.expired } });

    // a third code this hour is still sent; the fourth is not
    expect(
      (await post(ctx.context, codeRoute.action, '/api/phone-verifications', { phone: '0532 123 45 67' })).status,
    ).toBe(202);
    expect(CODES_PER_PHONE_PER_HOUR).toBe(3);
    expect(
      await post(ctx.context, codeRoute.action, '/api/phone-verifications', { phone: '+90 532 123 45 67' }),
    ).toMatchObject({ status: 429, data: { message: PHONE_CODE_TEXTS.rateLimited } });
    // one IP asking for many phones
    const ip = createTestContext(ctx.db, { clientIp: '198.51.100.7' });
    const statuses: number[] = [];
    for (let i = 0; i < CODES_PER_IP_PER_HOUR + 1; i++)
      statuses.push(
        (await post(ip, codeRoute.action, '/api/phone-verifications', { phone: `0544 000 00 ${String(10 + i)}` }))
          .status,
      );
    expect(statuses.slice(0, CODES_PER_IP_PER_HOUR).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

/** The outbox's rows are due by the real clock (the worker the step waits for reads it too). */
const REAL_CLOCK = { now: () => new Date(), advance: (ms: number) => ms };

describe('the wizard without JavaScript', () => {
  it('a ticked box sends a code and shows step 3 again with the code field, the time and the box kept; the code books with the opt-in', async () => {
    const ctx = await setup();
    const { client, token } = await toStep3(ctx.context, {
      personal: { customerName: 'Deniz Arslan', customerEmail: 'deniz@example.com', customerPhone: '0532 444 55 66' },
      serviceIds: [ctx.ids.service('Klasik Manikür').id],
      member: ctx.ids.member('Zeynep Kaya').id,
      date: WEDNESDAY,
    });
    const book = (extra: Record<string, string> = {}) =>
      client.post({
        step: '3',
        intent: 'book',
        token,
        date: WEDNESDAY,
        time: '11:00',
        notes: 'Kısa',
        smsConsent: 'on',
        ...extra,
      });
    // the step waits for the outbox's pass after the kick and says the code went (docs/decisions/0424)
    const worker = testWorker(ctx.db, { url: 'http://127.0.0.1:9' }, REAL_CLOCK);
    ctx.context.kickOutbox = () => worker.runOnce().then(() => undefined);
    expect(await book()).toMatchObject({
      status: 200,
      data: {
        step: 3,
        code: 'requested',
        notice: PHONE_CODE_TEXTS.sent,
        values: { time: '11:00' },
        consent: { sms: true, whatsapp: false },
      },
    });
    expect(ctx.db.select().from(t.appointments).all()).toHaveLength(0);
    ctx.context.kickOutbox = () => undefined; // the booking's e-mails stay queued: no pass outlives the test
    const code = /(\d{6})/.exec(smsOf(ctx.netgsm).at(-1)!.msg)![1]!;
    expect(smsOf(ctx.netgsm).at(-1)!.no).toBe('905324445566');
    // a reload of the step shows the field too (the draft remembers the code was sent)
    expect(((await client.get('?adim=3')).data as { slotStep: { code: string } }).slotStep.code).toBe('requested');
    expect(await book({ phoneCode: '12' })).toMatchObject({
      status: 400,
      data: { fieldErrors: { phoneCode: PHONE_CODE_TEXTS.invalidFormat } },
    });
    expect(await book({ phoneCode: code === '000000' ? '111111' : '000000' })).toMatchObject({
      status: 400,
      data: { fieldErrors: { phoneCode: PHONE_CODE_TEXTS.wrong(4) } },
    });
    expect(await book({ phoneCode: code })).toMatchObject({
      status: 303,
      location: expect.stringMatching(/^\/randevu\/[\w-]+\?durum=alindi#randevunuz-alindi$/),
    });
    expect(ctx.db.select().from(t.appointments).get()).toMatchObject({
      time: '11:00',
      smsConsentAt: ctx.context.now(),
      whatsappConsentAt: null,
    });
  });
});

describe('the code step says what happened (issue 36)', () => {
  const choice = (ctx: Awaited<ReturnType<typeof setup>>) => ({
    personal: { customerName: 'Deniz Arslan', customerEmail: 'deniz@example.com', customerPhone: '0532 444 55 66' },
    serviceIds: [ctx.ids.service('Klasik Manikür').id],
    member: ctx.ids.member('Zeynep Kaya').id,
    date: WEDNESDAY,
  });
  const fields = (token: string, extra: Record<string, string> = {}) => ({
    step: '3',
    intent: 'book',
    token,
    date: WEDNESDAY,
    time: '11:00',
    smsConsent: 'on',
    ...extra,
  });

  it('with the SMS provider down: not "gönderdik" but that it could not be sent, and the two ways on', async () => {
    const ctx = await setup();
    const worker = testWorker(ctx.db, { url: 'http://127.0.0.1:9' }, REAL_CLOCK);
    ctx.context.kickOutbox = () => worker.runOnce().then(() => undefined);
    const { client, token } = await toStep3(ctx.context, choice(ctx));
    ctx.netgsm.failNext = 1;
    const answer = await client.post(fields(token));
    expect(answer).toMatchObject({
      status: 503,
      data: { step: 3, code: 'requested', message: PHONE_CODE_TEXTS.notSent, values: { time: '11:00' } },
    });
    expect(JSON.stringify(answer.data)).not.toContain('gönderdik');
    // the provider back: 'Kodu Tekrar Gönder' sends a new one and says so
    expect(await client.post(fields(token, { intent: 'resend-code' }))).toMatchObject({
      status: 200,
      data: { notice: PHONE_CODE_TEXTS.resent },
    });
    // or on without SMS: unticked, 'Randevu Al' books (its e-mails are not sent here: no pass outlives the test)
    ctx.context.kickOutbox = () => undefined;
    expect(await client.post(fields(token, { smsConsent: '' }))).toMatchObject({ status: 303 });
  });

  it('a pass that has not tried it yet says it is on its way', async () => {
    const ctx = await setup();
    ctx.context.kickOutbox = () => undefined; // no worker answers
    const { client, token } = await toStep3(ctx.context, choice(ctx));
    expect(await client.post(fields(token))).toMatchObject({
      status: 200,
      data: { code: 'requested', notice: PHONE_CODE_TEXTS.sending },
    });
  });
});

describe('an opt-out stands until the owner opts in again with a code', () => {
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
    // with a code she opts in again
    const { id } = await codeFor(ctx).then(async (c) => {
      await post(
        ctx.context,
        checkRoute.action,
        `/api/phone-verifications/${c.id}/check`,
        { code: c.code },
        { id: c.id },
      );
      return c;
    });
    const proved = await post(
      ctx.context,
      appointmentsRoute.action,
      '/api/appointments',
      ctx.booking({ time: '16:00', smsConsent: true, phoneVerificationId: id }),
    );
    expect(proved.data).toMatchObject({ messageOptIn: { sms: true } });
    expect(phoneRows(ctx.db).filter((r) => r.topic === 'booking-received')).toHaveLength(1);
  });
});

describe('refused at send time', () => {
  it('an SMS queued before an opt-out is refused with the reason, not failed', async () => {
    const ctx = await setup();
    const id = insertTestAppointment(ctx.db, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      smsConsentAt: new Date('2026-11-20T10:00:00Z'),
      teamMemberId: ctx.ids.member('Zeynep Kaya').id,
      date: THURSDAY,
      status: 'confirmed',
    });
    enqueueMessage(ctx.db, { channel: 'sms', topic: 'appointment-confirmed', payload: { appointmentId: id } });
    // the opt-out arrives by another appointment of the same number (the hash is what the sender checks)
    ctx.db
      .insert(t.messageOptOuts)
      .values({
        phoneHash: (await import('../../../app/models/messaging/customer-messages.server')).optOutPhoneHash(
          SECRETS_KEY,
          '+90 532 123 45 67',
        ),
        phone: '',
        channel: 'sms',
        createdAt: new Date('2026-11-22T10:00:00Z'),
      })
      .run();
    const summary = await testWorker(ctx.db, { url: 'http://127.0.0.1:9' }).runOnce();
    expect(summary).toMatchObject({ sent: 0, refused: 1 });
    expect(
      ctx.db
        .select()
        .from(t.outbox)
        .where(and(eq(t.outbox.channel, 'sms')))
        .get(),
    ).toMatchObject({ status: 'refused', refusalReason: expect.stringContaining('durdurdu') });
    expect(ctx.netgsm.calls).toHaveLength(0);
  });
});
