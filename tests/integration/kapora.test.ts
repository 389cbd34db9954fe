import { withoutOutboxWorker } from '../helpers/test-db';
/**
 * The kapora (issue 38) against a temporary SQLite file and the local iyzico stand-in: the
 * card flow (initialize → hosted page → callback → retrieve), a declined card, a repeated
 * callback, the deadline job, a callback racing it, a timely cancellation refunded at the
 * stand-in, a no-show kept as that day's takings, a transfer marked at the desk, checkout.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, depositEvents, deposits, outbox, users } from '../../db/schema';
import { DEFAULT_DEPOSIT_POLICY, type DepositPolicy } from '../../app/domain/deposits';
import { checkoutSchema } from '../../app/domain/sale';
import { writeSetting } from '../../app/models/settings/registry.server';
import { saveIyzicoSettings } from '../../app/models/deposits/iyzico.server';
import { completeCardPayment, refundDueCards, startCardPayment } from '../../app/models/deposits/card.server';
import {
  depositDayFigures,
  depositOfAppointment,
  expireDueDeposits,
  markDepositRefunded,
  openDepositForBooking,
  takeDepositAtDesk,
} from '../../app/models/deposits/ledger.server';
import { changeAppointmentStatus, setNoShow } from '../../app/models/appointments/writes.server';
import { cancelByCustomer, managePathFor } from '../../app/models/appointments/self-service.server';
import { checkoutAppointment } from '../../app/models/sales/checkout.server';
import { confirmWaitlistEntry, joinWaitlist, waitlistConfirmUrl } from '../../app/models/appointments/waitlist.server';
import { insertTestAppointment } from '../helpers/appointments';
import { renderEmail } from '../../app/emails/message';
import { renderOutboxMessage } from '../../app/models/messaging/deliver.server';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../helpers/test-db';
import {
  startIyzicoStandIn,
  STAND_IN_API_KEY,
  STAND_IN_SECRET_KEY,
  type IyzicoStandIn,
} from '../helpers/iyzico-stand-in';
import { demoIds, setCapacity } from './booking-fixtures';
import { BASE_URL, configureSmtp } from './messaging/fixtures';

// "Now" is Tuesday 2026-11-24 10:00 Istanbul; the cut-off is 24 hours.
const NOW = '2026-11-24T10:00:00+03:00';
const THURSDAY = '2026-11-26';
const CALLBACK = 'http://localhost/kapora/donus';

let standIn: IyzicoStandIn;
beforeAll(async () => {
  standIn = await startIyzicoStandIn();
});
afterAll(() => standIn.close());

const POLICY: DepositPolicy = { ...DEFAULT_DEPOSIT_POLICY, enabled: true, amount: { kind: 'percent', value: 3000 } };

function setup(now: string = NOW) {
  const { db } = createTestDb();
  // the desk's account: TEST_ACTOR writes in its name (created_by columns are accounts)
  db.insert(users)
    .values({ id: 1, name: 'Test Yönetici', email: 'desk@test.local', role: 'reception', passwordHash: 'x' })
    .run();
  configureSmtp(db, { port: 2525 });
  const context = createTestContext(db, { now });
  writeSetting(db, TEST_ACTOR, 'depositPolicy', POLICY);
  saveIyzicoSettings(db, context.config.secretsKey, {
    baseUrl: standIn.url,
    apiKey: STAND_IN_API_KEY,
    secretKey: STAND_IN_SECRET_KEY,
  });
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya');
  /** A new customer's booking of a ₺350 service, with the kapora the policy asks (30 %: ₺105). */
  const book = (over: Partial<typeof appointments.$inferInsert> = {}) => {
    const id = insertTestAppointment(db, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      teamMemberId: zeynep.id,
      date: THURSDAY,
      time: '12:00',
      status: 'pending',
      durationMinutes: 60,
      totalPriceKurus: 35_000,
      createdAt: context.now(),
      services: [{ serviceId: ids.service('Klasik Manikür').id, name: 'Klasik Manikür', priceKurus: 35_000 }],
      ...over,
    });
    const deposit = db.transaction((tx) => openDepositForBooking(tx, TEST_CUSTOMER, id, context.now()));
    return { id, deposit: deposit! };
  };
  const at = (iso: string) => createTestContext(db, { now: iso });
  const events = (depositId: number) =>
    db.select().from(depositEvents).where(eq(depositEvents.depositId, depositId)).orderBy(depositEvents.id).all();
  const row = (id: number) => db.select().from(appointments).where(eq(appointments.id, id)).get()!;
  const tokenOf = (id: number) => managePathFor(db, context.config.sessionSecret, id)!.slice('/randevu/'.length);
  return { db, context, ids, zeynep, book, at, events, row, tokenOf };
}

/** The customer opens iyzico's page and pays there; iyzico posts the token to our callback. */
async function payByCard(
  s: ReturnType<typeof setup>,
  appointmentId: number,
  scenario: 'success' | 'declined' | '3ds-failed' = 'success',
) {
  const started = await startCardPayment(s.context, appointmentId, { callbackUrl: CALLBACK, ip: '10.0.0.7' });
  if (!started.ok) throw new Error(started.message);
  const token = new URL(started.url).pathname.split('/').at(-1)!;
  standIn.pay(token, scenario);
  return { token, result: await completeCardPayment(s.context, TEST_CUSTOMER, token) };
}

describe('asking for a kapora', () => {
  it('asks 30 % of a new customer’s booking, awaiting payment until two hours later', () => {
    const s = setup();
    const { deposit } = s.book();
    expect(deposit).toMatchObject({ status: 'awaiting', amountKurus: 10_500 });
    expect(deposit.reference).toMatch(/^KP-[A-Z0-9]{6}$/);
    expect(deposit.dueAt!.toISOString()).toBe(new Date('2026-11-24T12:00:00+03:00').toISOString());
  });

  it('asks nothing while the policy is off (the default)', () => {
    const s = setup();
    writeSetting(s.db, TEST_ACTOR, 'depositPolicy', DEFAULT_DEPOSIT_POLICY);
    expect(s.book().deposit).toBeNull();
  });
});

describe('paying by card at the stand-in', () => {
  it('records the payment after retrieving it: amounts, basket and signature checked by the stand-in', async () => {
    const s = setup();
    const { id, deposit } = s.book();
    const { result } = await payByCard(s, id);
    expect(result).toMatchObject({ ok: true, outcome: 'paid', appointmentId: id });
    expect(depositOfAppointment(s.db, id)).toMatchObject({ status: 'paid', method: 'card' });
    const paid = s.events(deposit.id);
    expect(paid).toEqual([expect.objectContaining({ kind: 'paid', amountKurus: 10_500, day: '2026-11-24' })]);
    const init = standIn.calls.find(
      (c) => c.path.endsWith('/initialize/auth/ecom') && c.body.basketId === deposit.reference,
    )!;
    expect(init).toMatchObject({ authorized: true, body: { price: '105.00', paidPrice: '105.00', currency: 'TRY' } });
    expect(standIn.calls.filter((c) => !c.authorized)).toEqual([]);
  });

  it('a repeated callback records one payment', async () => {
    const s = setup();
    const { id, deposit } = s.book();
    const { token } = await payByCard(s, id);
    const again = await completeCardPayment(s.context, TEST_CUSTOMER, token);
    const third = await completeCardPayment(s.context, TEST_CUSTOMER, token);
    expect(again).toMatchObject({ ok: true, outcome: 'already-paid' });
    expect(third).toMatchObject({ ok: true, outcome: 'already-paid' });
    expect(s.events(deposit.id).filter((e) => e.kind === 'paid')).toHaveLength(1);
  });

  it('a declined card or a failed 3-D Secure leaves the booking waiting for its kapora', async () => {
    const s = setup();
    const { id, deposit } = s.book();
    expect((await payByCard(s, id, 'declined')).result).toMatchObject({ ok: true, outcome: 'declined' });
    expect((await payByCard(s, id, '3ds-failed')).result).toMatchObject({ ok: true, outcome: 'declined' });
    expect(depositOfAppointment(s.db, id)!.status).toBe('awaiting');
    expect(s.row(id).status).toBe('pending');
    expect(s.events(deposit.id)).toEqual([]);
    // and she can still pay
    expect((await payByCard(s, id)).result).toMatchObject({ ok: true, outcome: 'paid' });
  });

  it('believes nothing the callback posts: an unknown token is refused, and iyzico is never asked', async () => {
    const s = setup();
    s.book();
    const before = standIn.calls.length;
    expect(await completeCardPayment(s.context, TEST_CUSTOMER, 'forged-token')).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(standIn.calls.length).toBe(before);
  });

  it('a slow gateway is a Turkish refusal, not a hang or a 500', async () => {
    const s = setup();
    const { id } = s.book();
    standIn.delayMs = 400;
    try {
      const { iyzicoConfig } = await import('../../app/models/deposits/iyzico.server');
      const { initializeCheckoutForm } = await import('../../app/models/deposits/iyzico.server');
      const config = { ...iyzicoConfig(s.db, s.context.config.secretsKey)!, timeoutMs: 50 };
      await expect(
        initializeCheckoutForm(config, {
          conversationId: 'x',
          basketId: 'KP-X',
          priceKurus: 100,
          callbackUrl: CALLBACK,
          itemName: 'x',
          buyer: { id: '1', name: 'A', surname: 'B', email: 'a@b.c', gsmNumber: '', ip: '1.1.1.1' },
          address: { contactName: 'A', city: 'Konya', address: 'x' },
        }),
      ).rejects.toThrow();
    } finally {
      standIn.delayMs = 0;
    }
    expect(depositOfAppointment(s.db, id)!.status).toBe('awaiting');
  });

  it('refuses the card once the deadline has passed', async () => {
    const s = setup();
    const { id } = s.book();
    const late = s.at('2026-11-24T12:00:01+03:00');
    expect(await startCardPayment(late, id, { callbackUrl: CALLBACK, ip: '1.1.1.1' })).toMatchObject({
      ok: false,
      status: 409,
    });
  });
});

describe('the deadline', () => {
  it('an unpaid kapora at its deadline frees the slot, tells the customer and the waitlist', async () => {
    const s = setup();
    setCapacity(s.db, 1);
    const { id, deposit } = s.book({ status: 'confirmed' });
    // Zeynep's Thursday is full (09:00-17:00, ours at 12:00), and someone waits for it
    for (let h = 9; h <= 17; h++)
      if (h !== 12)
        insertTestAppointment(s.db, {
          customerName: `Müşteri ${h}`,
          teamMemberId: s.zeynep.id,
          date: THURSDAY,
          time: `${String(h).padStart(2, '0')}:00`,
          status: 'confirmed',
          durationMinutes: 60,
        });
    const joined = joinWaitlist(
      withoutOutboxWorker(s.db),
      {
        customerName: 'Bekleyen',
        customerEmail: 'bekleyen@example.com',
        customerPhone: '0532 000 00 01',
        date: THURSDAY,
        serviceIds: [s.ids.service('Klasik Manikür').id],
        packageIds: [],
        teamMemberId: s.zeynep.id,
        consent: true,
      },
      { now: s.context.now(), ip: '127.0.0.1' },
    );
    if (!joined.ok) throw new Error(joined.message);
    const onay = new URL(waitlistConfirmUrl(joined.entry, s.context.config.sessionSecret, BASE_URL)).searchParams.get(
      'onay',
    )!;
    confirmWaitlistEntry(s.db, s.context.config.sessionSecret, onay, s.context.now());

    expect(expireDueDeposits(s.at('2026-11-24T11:59:00+03:00'), new Date('2026-11-24T11:59:00+03:00'))).toBe(0);
    const due = s.at('2026-11-24T12:00:00+03:00');
    expect(expireDueDeposits(due, due.now())).toBe(1);
    expect(depositOfAppointment(s.db, id)!.status).toBe('expired');
    expect(s.row(id)).toMatchObject({ status: 'cancelled', cancelReason: expect.stringContaining('Kapora') });
    const topics = s.db.select({ topic: outbox.topic, payload: outbox.payload }).from(outbox).all();
    expect(topics).toContainEqual(expect.objectContaining({ topic: 'appointment-cancelled' }));
    // her cancellation says why: the kapora was not paid in time
    const cancelled = renderOutboxMessage(
      s.db,
      { topic: 'appointment-cancelled', payload: { appointmentId: id }, channel: 'email' },
      { baseUrl: BASE_URL, now: due.now() },
    );
    if (cancelled.channel !== 'email') throw new Error('not an e-mail');
    expect((await renderEmail(cancelled.email)).text).toContain(
      'Kapora son ödeme zamanına kadar ödenmediği için aşağıdaki randevunuz iptal edildi',
    );
    expect(topics).toContainEqual(
      expect.objectContaining({
        topic: 'waitlist-slot-freed',
        payload: expect.objectContaining({ to: 'bekleyen@example.com' }),
      }),
    );
    expect(s.events(deposit.id)).toEqual([]);
    // a second run finds nothing
    expect(expireDueDeposits(due, due.now())).toBe(0);
  });

  it('a callback that arrives after the job freed the slot records the payment once and sends it back', async () => {
    const s = setup();
    const { id, deposit } = s.book();
    const started = await startCardPayment(s.context, id, { callbackUrl: CALLBACK, ip: '1.1.1.1' });
    if (!started.ok) throw new Error(started.message);
    const token = new URL(started.url).pathname.split('/').at(-1)!;
    standIn.pay(token);
    const due = s.at('2026-11-24T12:00:00+03:00');
    expireDueDeposits(due, due.now());
    const [first, second] = await Promise.all([
      completeCardPayment(due, TEST_CUSTOMER, token),
      completeCardPayment(due, TEST_CUSTOMER, token),
    ]);
    expect([first, second].map((r) => r.ok && r.outcome).sort()).toEqual(['already-paid', 'paid']);
    expect(depositOfAppointment(s.db, id)!.status).toBe('refund_due');
    expect(await refundDueCards(due)).toEqual({ refunded: 1, failed: 0 });
    expect(await refundDueCards(due)).toEqual({ refunded: 0, failed: 0 });
    expect(s.events(deposit.id).map((e) => e.kind)).toEqual(['paid', 'refunded']);
  });
});

describe('where the kapora goes', () => {
  it('a timely cancellation refunds the card kapora at the stand-in and records the refund on that day', async () => {
    const s = setup();
    const { id, deposit } = s.book();
    await payByCard(s, id);
    const wednesday = s.at('2026-11-25T09:30:00+03:00');
    expect(cancelByCustomer(wednesday, TEST_CUSTOMER, s.tokenOf(id))).toMatchObject({ ok: true });
    expect(depositOfAppointment(s.db, id)!.status).toBe('refund_due');
    const refundsBefore = standIn.refunds.length;
    expect(await refundDueCards(wednesday)).toEqual({ refunded: 1, failed: 0 });
    const paid = depositOfAppointment(s.db, id)!;
    expect(paid.status).toBe('refunded');
    expect(standIn.refunds.slice(refundsBefore)).toEqual([
      { paymentTransactionId: paid.gatewayTransactionId, price: '105.00' },
    ]);
    expect(s.events(deposit.id).find((e) => e.kind === 'refunded')).toMatchObject({
      amountKurus: 10_500,
      day: '2026-11-25',
    });
    expect(depositDayFigures(s.db, '2026-11-25').refunded.card).toBe(10_500);
    // replayed: nothing more is sent or recorded
    expect(await refundDueCards(wednesday)).toEqual({ refunded: 0, failed: 0 });
    expect(s.db.transaction((tx) => markDepositRefunded(tx, TEST_ACTOR, deposit.id, wednesday.now()))).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(standIn.refunds.length).toBe(refundsBefore + 1);
  });

  it('a late cancellation at the desk keeps it as that day’s takings', async () => {
    const s = setup();
    const { id } = s.book({ status: 'confirmed' });
    await payByCard(s, id);
    const late = s.at('2026-11-26T08:00:00+03:00');
    changeAppointmentStatus(late, TEST_ACTOR, id, 'cancelled', { reason: 'Son dakika' });
    expect(depositOfAppointment(s.db, id)!.status).toBe('kept');
    expect(depositDayFigures(s.db, '2026-11-26')).toMatchObject({ keptKurus: 10_500, keptCount: 1 });
  });

  it('a no-show keeps it as that day’s takings', async () => {
    const s = setup();
    const { id, deposit } = s.book({ status: 'confirmed' });
    await payByCard(s, id);
    const thursday = s.at('2026-11-26T13:30:00+03:00');
    expect(setNoShow(thursday, TEST_ACTOR, id, true)).toMatchObject({ ok: true });
    expect(depositOfAppointment(s.db, id)!.status).toBe('kept');
    expect(s.events(deposit.id).find((e) => e.kind === 'kept')).toMatchObject({ amountKurus: 10_500, day: THURSDAY });
    expect(depositDayFigures(s.db, THURSDAY).keptKurus).toBe(10_500);
    expect(depositDayFigures(s.db, '2026-11-24').keptKurus).toBe(0);
  });

  it('a transfer kapora marked at the desk ("Kapora geldi"), once', () => {
    const s = setup();
    const { id, deposit } = s.book();
    const mark = () =>
      s.db.transaction((tx) =>
        takeDepositAtDesk(tx, TEST_ACTOR, id, { method: 'transfer', amountKurus: 10_500 }, s.context.now()),
      );
    expect(mark()).toMatchObject({ ok: true, changed: true, deposit: { status: 'paid', method: 'transfer' } });
    expect(mark()).toMatchObject({ ok: true, changed: false });
    expect(s.events(deposit.id)).toEqual([
      expect.objectContaining({ kind: 'paid', method: 'transfer', amountKurus: 10_500 }),
    ]);
    // cancelled in time: listed for the desk to send back, then marked sent
    changeAppointmentStatus(s.context, TEST_ACTOR, id, 'cancelled');
    expect(depositOfAppointment(s.db, id)!.status).toBe('refund_due');
    expect(s.db.transaction((tx) => markDepositRefunded(tx, TEST_ACTOR, deposit.id, s.context.now()))).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(
      s.db
        .select()
        .from(depositEvents)
        .where(and(eq(depositEvents.depositId, deposit.id), eq(depositEvents.kind, 'refunded')))
        .all(),
    ).toHaveLength(1);
  });

  it('at checkout the sale counts the kapora as paid and takes the rest', async () => {
    const s = setup();
    const { id, deposit } = s.book({ status: 'confirmed' });
    await payByCard(s, id);
    const thursday = s.at('2026-11-26T13:10:00+03:00');
    const result = checkoutAppointment(
      thursday,
      id,
      checkoutSchema.parse({ payments: [{ method: 'cash', amount: '245' }] }),
      TEST_ACTOR,
    );
    expect(result).toMatchObject({ ok: true, sale: { totalKurus: 35_000, paidKurus: 35_000, owedKurus: 0 } });
    expect(depositOfAppointment(s.db, id)!.status).toBe('applied');
    expect(s.events(deposit.id).map((e) => e.kind)).toEqual(['paid', 'applied']);
    // paying more than the rest is refused
    const other = s.book({ status: 'confirmed', time: '15:00' });
    await payByCard(s, other.id);
    expect(
      checkoutAppointment(
        thursday,
        other.id,
        checkoutSchema.parse({ payments: [{ method: 'cash', amount: '350' }] }),
        TEST_ACTOR,
      ),
    ).toMatchObject({ ok: false, status: 400 });
    expect(s.db.select().from(deposits).where(eq(deposits.id, other.deposit.id)).get()!.status).toBe('paid');
  });
});
