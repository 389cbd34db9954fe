import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, outbox, settings } from '../../db/schema';
import { signManageToken } from '../../app/domain/manage-token.server';
import { CUTOFF_SETTING_KEY } from '../../app/domain/self-service';
import {
  cancelByCustomer,
  loadManagePage,
  managePathFor,
  moveByCustomer,
} from '../../app/models/appointments/self-service.server';
import { renderOutboxMessage } from '../../app/models/messaging/deliver.server';
import { action, loader } from '../../app/routes/booking/manage';
import { replyError, type FormReply } from '../../app/utils/form-reply';
import { insertTestAppointment } from '../helpers/appointments';
import { createTestContext, createTestDb, TEST_CUSTOMER } from '../helpers/test-db';
import { demoIds, setCapacity } from './booking-fixtures';
import { callLoader } from '../helpers/admin';
import { BASE_URL, configureSmtp, configureTelegram } from './messaging/fixtures';

// The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul); the cut-off is 24 hours.
const THURSDAY = '2026-11-26';
const WEDNESDAY = '2026-11-25';

function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  configureSmtp(db, { port: 2525 });
  configureTelegram(db);
  const member = demoIds(db).member('Zeynep Kaya').id;
  const add = (over: Partial<typeof appointments.$inferInsert> = {}) =>
    insertTestAppointment(db, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      teamMemberId: member,
      date: THURSDAY,
      time: '12:00',
      status: 'confirmed',
      durationMinutes: 60,
      services: [{ name: 'Klasik Manikür', priceKurus: 35_000, durationMinutes: 60 }],
      ...over,
    });
  const tokenOf = (id: number) => managePathFor(db, context.config.sessionSecret, id)!.slice('/randevu/'.length);
  const row = (id: number) => db.select().from(appointments).where(eq(appointments.id, id)).get()!;
  const queued = () =>
    db.select({ channel: outbox.channel, topic: outbox.topic, payload: outbox.payload }).from(outbox).all();
  return { db, context, member, add, tokenOf, row, queued };
}

describe('self-service page', () => {
  it('shows the appointment and the dates and times it may move to', () => {
    const { db, context, add, tokenOf } = setup();
    const id = add();
    const page = loadManagePage(db, context.config.sessionSecret, tokenOf(id), context.now(), THURSDAY);
    expect(page.found).toBe(true);
    if (!page.found) return;
    expect(page.state.kind).toBe('open');
    expect(page.appointment).toMatchObject({
      date: THURSDAY,
      time: '12:00',
      status: 'confirmed',
      teamMember: expect.objectContaining({ name: 'Zeynep Kaya' }),
    });
    expect(page.move?.dates).toContain(THURSDAY);
    expect(page.move?.date).toBe(THURSDAY);
    // its own time is not counted against it (capacity 1): the overlapping 12:30 is offered; its
    // own start 12:00 is not a move and is not offered at all (issue 36)
    const available = page.move!.slots.filter((s) => s.available).map((s) => s.time);
    expect(available).toEqual(expect.arrayContaining(['11:30', '12:30']));
    expect(page.move!.slots.map((s) => s.time)).not.toContain('12:00');
    // ... and the set-aside read left nothing behind
    expect(db.select().from(appointments).where(eq(appointments.id, id)).get()!.status).toBe('confirmed');
  });

  it('does not open with a forged, tampered or foreign token', () => {
    const { db, context, add, tokenOf } = setup();
    const id = add();
    const other = add({ time: '15:00' });
    const token = tokenOf(id);
    const secret = context.config.sessionSecret;
    expect(
      loadManagePage(db, secret, token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'), context.now(), null).found,
    ).toBe(false);
    expect(loadManagePage(db, 'another-secret-another-secret', token, context.now(), null).found).toBe(false);
    const row = db.select().from(appointments).where(eq(appointments.id, other)).get()!;
    // a token signed for `other`'s id with `id`'s creation time does not open `other`
    expect(
      loadManagePage(
        db,
        secret,
        signManageToken(secret, { id: other, createdAt: new Date(row.createdAt.getTime() + 1) }),
        context.now(),
        null,
      ).found,
    ).toBe(false);
    expect(loadManagePage(db, secret, 'x', context.now(), null).found).toBe(false);
  });

  it('answers 404 for an unknown link and never caches the page', async () => {
    const { context, add, tokenOf } = setup();
    const id = add();
    const ok = await callLoader(loader, `/randevu/${tokenOf(id)}`, context, { params: { token: tokenOf(id) } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Cache-Control')).toBe('no-store');
    const missing = await callLoader(loader, '/randevu/AAAAAQAAAAAAAAAAAAAAAAAAAAA', context, {
      params: { token: 'AAAAAQAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('cancel by link', () => {
  it('cancels, tells the admin live and by Telegram, and e-mails the customer', () => {
    const { context, add, tokenOf, row, queued } = setup();
    const id = add();
    expect(cancelByCustomer(context, TEST_CUSTOMER, tokenOf(id))).toEqual({ ok: true, action: 'cancelled' });
    expect(row(id).status).toBe('cancelled');
    expect(context.events).toEqual(['appointments-changed']);
    expect(context.outboxKicks).toBe(1);
    const q = queued();
    expect(q.map((m) => `${m.channel}:${m.topic}`)).toEqual(['email:appointment-cancelled', 'telegram:status-changed']);
    expect(q[1]!.payload).toMatchObject({ appointmentId: id, from: 'confirmed', to: 'cancelled', by: 'customer' });
    const text = renderOutboxMessage(
      context.db,
      { topic: 'status-changed', payload: q[1]!.payload },
      { baseUrl: BASE_URL, now: context.now() },
    );
    expect(text).toMatchObject({
      channel: 'telegram',
      text: expect.stringContaining('Müşteri randevusunu iptal etti'),
    });
    // a second try: nothing more to do
    expect(cancelByCustomer(context, TEST_CUSTOMER, tokenOf(id))).toMatchObject({ ok: false, status: 403 });
  });

  it('is refused from the cut-off on (403), and allowed again when the admin lowers it', () => {
    const { db, context, add, tokenOf, row, queued } = setup();
    const id = add({ date: WEDNESDAY, time: '10:00' }); // exactly 24 hours ahead
    const refused = cancelByCustomer(context, TEST_CUSTOMER, tokenOf(id));
    expect(refused).toMatchObject({ ok: false, status: 403 });
    if (!refused.ok) expect(refused.message).toContain('+90 332 555 12 34');
    expect(row(id).status).toBe('confirmed');
    expect(queued()).toEqual([]);
    expect(context.events).toEqual([]);
    db.insert(settings).values({ key: CUTOFF_SETTING_KEY, value: '2' }).run();
    expect(cancelByCustomer(context, TEST_CUSTOMER, tokenOf(id))).toMatchObject({ ok: true });
  });

  it('the route asks once, redirects after a confirmed cancel and answers 403 with the message after the cut-off', async () => {
    const { context, add, tokenOf, row } = setup();
    const open = add();
    const late = add({ date: WEDNESDAY, time: '09:00' });
    const post = (token: string, body: Record<string, string>) =>
      action({
        request: new Request(`http://studio.test/randevu/${token}`, {
          method: 'POST',
          body: new URLSearchParams(body),
        }),
        context,
        params: { token },
      } as never);
    // one tap never cancels: the first post asks the question (decision 0345), the second form's answer cancels
    const asked = (await post(tokenOf(open), { intent: 'cancel' })) as Response;
    expect(asked.status).toBe(303);
    expect(asked.headers.get('Location')).toBe(`/randevu/${tokenOf(open)}?iptal=onay#iptal`);
    expect(row(open).status).not.toBe('cancelled');
    const done = (await post(tokenOf(open), { intent: 'cancel', confirm: 'evet' })) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe(`/randevu/${tokenOf(open)}?durum=iptal`);
    expect(row(open).status).toBe('cancelled');
    const refused = (await post(tokenOf(late), { intent: 'cancel', confirm: 'evet' })) as unknown as {
      init: ResponseInit;
      data: FormReply;
    };
    expect(refused.init.status).toBe(403);
    expect(replyError(refused.data, 'cancel')).toMatch(/24 saatten az kaldığı/);
  });
});

describe('move by link', () => {
  it('moves to a free time (its own overlapping time included) and notifies', () => {
    const { context, add, tokenOf, row, queued } = setup();
    const id = add();
    expect(moveByCustomer(context, TEST_CUSTOMER, tokenOf(id), { date: THURSDAY, time: '12:30' })).toEqual({
      ok: true,
      action: 'moved',
    });
    expect(row(id)).toMatchObject({ date: THURSDAY, time: '12:30', status: 'confirmed' });
    expect(context.events).toEqual(['appointments-changed']);
    const q = queued();
    expect(q.map((m) => `${m.channel}:${m.topic}`)).toEqual(['email:appointment-moved', 'telegram:customer-moved']);
    expect(q[0]!.payload).toMatchObject({ appointmentId: id, fromDate: THURSDAY, fromTime: '12:00' });
    const mail = renderOutboxMessage(context.db, q[0]!, {
      baseUrl: BASE_URL,
      now: context.now(),
      linkSecret: context.config.sessionSecret,
    });
    if (mail.channel !== 'email') throw new Error('expected an e-mail');
    expect(mail.email.subject).toBe('Randevunuz değiştirildi – 26 Kasım 2026 Perşembe 12:30');
    expect(mail.email.text).toContain(`${BASE_URL}/randevu/${tokenOf(id)}`);
  });

  it('refuses a taken time with the booking message, and keeps the appointment', () => {
    const { context, add, tokenOf, row, queued } = setup();
    const id = add();
    add({ customerName: 'Başka Müşteri', time: '15:00', status: 'pending' });
    const result = moveByCustomer(context, TEST_CUSTOMER, tokenOf(id), { date: THURSDAY, time: '15:00' });
    expect(result).toEqual({
      ok: false,
      status: 409,
      message: 'Seçilen saat (15:00) artık müsait değil. Lütfen başka bir saat seçin.',
      field: 'time',
    });
    expect(row(id)).toMatchObject({ date: THURSDAY, time: '12:00' });
    expect(queued()).toEqual([]);
    expect(moveByCustomer(context, TEST_CUSTOMER, tokenOf(id), { date: '2026-11-30', time: '12:00' })).toMatchObject({
      ok: false,
      status: 409,
      message: 'Pazartesi günleri kapalıdır veya geçmiş tarih seçemezsiniz.',
    });
    expect(moveByCustomer(context, TEST_CUSTOMER, tokenOf(id), { date: THURSDAY, time: '12:10' })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(moveByCustomer(context, TEST_CUSTOMER, tokenOf(id), { date: 'yarın', time: '12:00' })).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('cannot double-book: the second of two customers moving to the last place is refused', () => {
    const { context, add, tokenOf, row } = setup();
    setCapacity(context.db, 1);
    const first = add({ time: '10:00' });
    const second = add({ customerName: 'Elif Demir', time: '16:00' });
    expect(moveByCustomer(context, TEST_CUSTOMER, tokenOf(first), { date: THURSDAY, time: '14:00' })).toMatchObject({
      ok: true,
    });
    expect(moveByCustomer(context, TEST_CUSTOMER, tokenOf(second), { date: THURSDAY, time: '14:00' })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(row(second).time).toBe('16:00');
  });

  it('is refused after the cut-off', () => {
    const { context, add, tokenOf, row } = setup();
    const id = add({ date: WEDNESDAY, time: '09:30' });
    expect(moveByCustomer(context, TEST_CUSTOMER, tokenOf(id), { date: THURSDAY, time: '12:00' })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(row(id)).toMatchObject({ date: WEDNESDAY, time: '09:30' });
  });
});
