/**
 * Where a kapora goes when the desk takes something back (issue 38; docs/decisions/0495): a
 * voided sale gives back the kapora it counted as paid ('Kapora alındı' again, counted once by
 * the next checkout), and taking 'Gelmedi' off gives back a kapora kept for the no-show (it
 * leaves the takings of the day it was kept, listed there as a later change when that day was
 * closed). On a temporary SQLite file; the kapora is a transfer marked at the desk.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, depositEvents, users } from '../../db/schema';
import { DEFAULT_DEPOSIT_POLICY } from '../../app/domain/deposits';
import { checkoutSchema } from '../../app/domain/sale';
import { refundSchema } from '../../app/domain/ledger';
import { buildReport } from '../../app/domain/reports';
import { tableCsv } from '../../app/domain/csv';
import { readReportData } from '../../app/models/studio/reports.server';
import { refundSale } from '../../app/models/sales/ledger.server';
import { writeSetting } from '../../app/models/settings/registry.server';
import {
  depositDayFigures,
  depositOfAppointment,
  expireDueDeposits,
  openDepositForBooking,
  recordDepositPayment,
  takeDepositAtDesk,
} from '../../app/models/deposits/ledger.server';
import { changeAppointmentStatus, setArrived, setNoShow } from '../../app/models/appointments/writes.server';
import { NO_SHOW_MESSAGES } from '../../app/domain/no-show';
import { checkoutAppointment, voidSale } from '../../app/models/sales/checkout.server';
import { closeDay, readTakings } from '../../app/models/sales/takings.server';
import { insertTestAppointment } from '../helpers/appointments';
import { parseAppointmentQuery } from '../../app/domain/appointment-list';
import { loadAppointmentScreen } from '../../app/models/appointments/overview.server';
import { blockLook, badgeWords } from '../../app/routes/admin/appointments/block-look';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { renderOutboxMessage } from '../../app/models/messaging/deliver.server';
import { renderEmail } from '../../app/emails/message';
import { BASE_URL, LINK_SECRET } from './messaging/fixtures';

// Booked on Tuesday 2026-11-24 for Thursday 2026-11-26 12:00; the kapora (30 %: ₺105) came by transfer.
const NOW = '2026-11-24T10:00:00+03:00';
const THURSDAY = '2026-11-26';

function setup({ paid = true } = {}) {
  const { db } = createTestDb();
  db.insert(users)
    .values({ id: 1, name: 'Test Yönetici', email: 'desk@test.local', role: 'reception', passwordHash: 'x' })
    .run();
  const context = createTestContext(db, { now: NOW });
  writeSetting(db, TEST_ACTOR, 'depositPolicy', {
    ...DEFAULT_DEPOSIT_POLICY,
    enabled: true,
    amount: { kind: 'percent', value: 3000 },
  });
  const ids = demoIds(db);
  const id = insertTestAppointment(db, {
    customerName: 'Ayşe Kaya',
    customerEmail: 'ayse@example.com',
    teamMemberId: ids.member('Zeynep Kaya').id,
    date: THURSDAY,
    time: '12:00',
    status: 'confirmed',
    durationMinutes: 60,
    totalPriceKurus: 35_000,
    createdAt: context.now(),
    services: [{ serviceId: ids.service('Klasik Manikür').id, name: 'Klasik Manikür', priceKurus: 35_000 }],
  });
  const deposit = db.transaction((tx) => openDepositForBooking(tx, TEST_CUSTOMER, id, context.now()))!;
  if (paid)
    db.transaction((tx) =>
      takeDepositAtDesk(tx, TEST_ACTOR, id, { method: 'transfer', amountKurus: 10_500 }, context.now()),
    );
  const at = (iso: string) => createTestContext(db, { now: iso });
  const status = () => depositOfAppointment(db, id)!.status;
  const events = () =>
    db
      .select({ kind: depositEvents.kind, day: depositEvents.day, reversed: depositEvents.reversedAt })
      .from(depositEvents)
      .where(eq(depositEvents.depositId, deposit.id))
      .orderBy(depositEvents.id)
      .all()
      .map((e) => `${e.kind} ${e.day}${e.reversed ? ' geri alındı' : ''}`);
  const payRest = (ctx: ReturnType<typeof at>, amount = '245') =>
    checkoutAppointment(ctx, id, checkoutSchema.parse({ payments: [{ method: 'cash', amount }] }), TEST_ACTOR);
  return { db, id, deposit, at, status, events, payRest };
}

describe('a voided sale gives its kapora back', () => {
  it('the kapora is "alındı" again and the next checkout counts it once', () => {
    const s = setup();
    const thursday = s.at('2026-11-26T13:10:00+03:00');
    const first = s.payRest(thursday);
    if (!first.ok) throw new Error(first.message);
    expect(first.sale).toMatchObject({ paidKurus: 35_000, owedKurus: 0 });
    expect(s.status()).toBe('applied');

    expect(voidSale(thursday, first.sale.id, 'Yanlış hizmet girildi', TEST_ACTOR)).toMatchObject({ ok: true });
    expect(s.status()).toBe('paid');
    expect(depositDayFigures(s.db, THURSDAY).appliedKurus).toBe(0);

    // checked out again: the kapora still counts as paid, the rest is ₺245, not ₺350
    const again = s.payRest(s.at('2026-11-26T13:20:00+03:00'));
    expect(again).toMatchObject({ ok: true, sale: { totalKurus: 35_000, paidKurus: 35_000, owedKurus: 0 } });
    expect(s.status()).toBe('applied');
    expect(depositDayFigures(s.db, THURSDAY).appliedKurus).toBe(10_500);
    expect(s.events()).toEqual(['paid 2026-11-24', `applied ${THURSDAY} geri alındı`, `applied ${THURSDAY}`]);
  });

  it('a void replayed gives it back once', () => {
    const s = setup();
    const thursday = s.at('2026-11-26T13:10:00+03:00');
    const sale = s.payRest(thursday);
    if (!sale.ok) throw new Error(sale.message);
    voidSale(thursday, sale.sale.id, 'Hata', TEST_ACTOR);
    expect(voidSale(thursday, sale.sale.id, 'Hata', TEST_ACTOR)).toMatchObject({ ok: true, changed: false });
    expect(s.events()).toEqual(['paid 2026-11-24', `applied ${THURSDAY} geri alındı`]);
  });
});

describe('"Gelmedi" before the appointment has begun', () => {
  it('is refused, and the kapora stays paid (her 12:00 visit, marked at 11:40)', () => {
    const s = setup();
    expect(setNoShow(s.at('2026-11-26T11:40:00+03:00'), TEST_ACTOR, s.id, true)).toMatchObject({
      ok: false,
      message: NO_SHOW_MESSAGES.notYet,
    });
    expect(s.status()).toBe('paid');
    // at her start time the desk may mark it
    expect(setNoShow(s.at('2026-11-26T12:00:00+03:00'), TEST_ACTOR, s.id, true)).toMatchObject({ ok: true });
    expect(s.status()).toBe('kept');
  });
});

describe('taking "Gelmedi" off gives a kept kapora back', () => {
  it('leaves the takings of the day it was kept, listed there as a later change when that day was closed', () => {
    const s = setup();
    const thursday = s.at('2026-11-26T13:30:00+03:00');
    expect(setNoShow(thursday, TEST_ACTOR, s.id, true)).toMatchObject({ ok: true });
    expect(s.status()).toBe('kept');
    expect(depositDayFigures(s.db, THURSDAY).keptKurus).toBe(10_500);
    closeDay(s.at('2026-11-26T20:00:00+03:00'), { date: THURSDAY, countedCash: 0, float: 0, note: null }, TEST_ACTOR);
    expect(readTakings(s.db, THURSDAY).changedSinceClose).toBe(false);

    // Friday: she had come after all (the mark was a mistake)
    const friday = s.at('2026-11-27T09:00:00+03:00');
    expect(setNoShow(friday, TEST_ACTOR, s.id, false)).toMatchObject({ ok: true, changed: true });
    expect(s.status()).toBe('paid');
    expect(depositDayFigures(s.db, THURSDAY)).toMatchObject({ keptKurus: 0, keptCount: 0 });
    const takings = readTakings(s.db, THURSDAY);
    expect(takings.changedSinceClose).toBe(true);
    expect(takings.laterChanges).toEqual([
      expect.objectContaining({
        kind: 'depositReleased',
        amountKurus: -10_500,
        customerName: 'Ayşe Kaya',
        byName: 'Test Yönetici',
      }),
    ]);

    // marked again: kept again, once
    expect(setNoShow(friday, TEST_ACTOR, s.id, true)).toMatchObject({ ok: true });
    expect(s.status()).toBe('kept');
    expect(depositDayFigures(s.db, '2026-11-27').keptKurus).toBe(10_500);
    expect(s.events()).toEqual(['paid 2026-11-24', `kept ${THURSDAY} geri alındı`, 'kept 2026-11-27']);
  });

  it('"Geldi" and checking the visit out clear the mark and give the kapora back to the sale', () => {
    const s = setup();
    const thursday = s.at('2026-11-26T13:30:00+03:00');
    setNoShow(thursday, TEST_ACTOR, s.id, true);
    expect(setArrived(thursday, TEST_ACTOR, s.id, true)).toMatchObject({ ok: true });
    expect(s.status()).toBe('paid');
    setArrived(thursday, TEST_ACTOR, s.id, false);
    setNoShow(thursday, TEST_ACTOR, s.id, true);
    expect(s.status()).toBe('kept');
    // checked out straight from 'Gelmedi': the kapora counts as paid, not as kept
    expect(s.payRest(thursday)).toMatchObject({ ok: true, sale: { paidKurus: 35_000, owedKurus: 0 } });
    expect(s.status()).toBe('applied');
    expect(depositDayFigures(s.db, THURSDAY)).toMatchObject({ keptKurus: 0, appliedKurus: 10_500 });
  });

  it('"Tamamlandı" clears the mark and the kept kapora; a late cancellation’s kept kapora stays kept', () => {
    const s = setup();
    const thursday = s.at('2026-11-26T13:30:00+03:00');
    setNoShow(thursday, TEST_ACTOR, s.id, true);
    expect(changeAppointmentStatus(thursday, TEST_ACTOR, s.id, 'completed')).toMatchObject({ ok: true });
    expect(s.status()).toBe('paid');

    const late = setup();
    changeAppointmentStatus(late.at('2026-11-26T08:00:00+03:00'), TEST_ACTOR, late.id, 'cancelled');
    expect(late.status()).toBe('kept');
    expect(late.db.select().from(appointments).where(eq(appointments.id, late.id)).get()!.noShow).toBe(false);
    changeAppointmentStatus(late.at('2026-11-26T09:00:00+03:00'), TEST_ACTOR, late.id, 'confirmed');
    expect(late.status()).toBe('kept');
  });
});

describe('the reports’ revenue agrees with Gün sonu', () => {
  it('is net of the refunds on the day they were given, with the kaporas kept that day (screen and files)', () => {
    const s = setup();
    const ids = demoIds(s.db);
    // Ayşe does not come on Thursday (her ₺105 kapora is kept); Büşra's ₺350 visit is paid in cash
    const thursday = s.at('2026-11-26T13:30:00+03:00');
    setNoShow(thursday, TEST_ACTOR, s.id, true);
    const busra = insertTestAppointment(s.db, {
      customerName: 'Büşra Demir',
      teamMemberId: ids.member('Elif Yılmaz').id,
      date: THURSDAY,
      time: '10:00',
      status: 'confirmed',
      durationMinutes: 60,
      totalPriceKurus: 35_000,
      services: [{ serviceId: ids.service('Klasik Manikür').id, name: 'Klasik Manikür', priceKurus: 35_000 }],
    });
    const sale = checkoutAppointment(
      thursday,
      busra,
      checkoutSchema.parse({ payments: [{ method: 'cash', amount: '350' }] }),
      TEST_ACTOR,
    );
    if (!sale.ok) throw new Error(sale.message);
    // Friday: ₺100 of it given back in cash
    const friday = s.at('2026-11-27T11:00:00+03:00');
    expect(
      refundSale(
        friday,
        sale.sale.id,
        refundSchema.parse({ amount: '100', method: 'cash', reason: 'Kırık tırnak', idempotencyKey: 'iade-1' }),
        TEST_ACTOR,
      ),
    ).toMatchObject({ ok: true });

    const query = { period: 'range' as const, from: THURSDAY, to: '2026-11-27', memberId: null, by: 'day' as const };
    const report = buildReport(readReportData(s.db, query, '2026-11-27'));
    const gelir = report.tables.find((t) => t.id === 'gelir')!;
    expect(gelir.columns.map((c) => c.label)).toEqual([
      'Dönem',
      'Satış',
      'Hizmet geliri',
      'Tutulan kapora',
      'İade',
      'Net gelir',
    ]);
    expect(gelir.rows).toEqual([
      ['26 Kas 2026', 1, 35_000, 10_500, 0, 45_500],
      ['27 Kas 2026', 0, 0, 0, 10_000, -10_000],
    ]);
    expect(report.summary).toMatchObject({
      revenueKurus: 35_500,
      salesKurus: 35_000,
      keptDepositsKurus: 10_500,
      refundedKurus: 10_000,
    });
    // each day's net is Gün sonu's: the sales' net + the kapora kept − the refunds given
    for (const [i, day] of [THURSDAY, '2026-11-27'].entries()) {
      const takings = readTakings(s.db, day);
      expect(gelir.rows[i]![5]).toBe(
        takings.sales.netKurus + depositDayFigures(s.db, day).keptKurus - takings.refundedKurus,
      );
    }
    // the same table is the CSV and the .xlsx
    expect(
      tableCsv(gelir)
        .replace(/^\uFEFF/, '')
        .split('\r\n')[1],
    ).toBe('26 Kas 2026;1;350,00;105,00;0,00;455,00');

    // one artist: Elif's sale and its refund; Zeynep's appointment's kept kapora
    const elif = buildReport(readReportData(s.db, { ...query, memberId: ids.member('Elif Yılmaz').id }, '2026-11-27'));
    expect(elif.summary).toMatchObject({ salesKurus: 35_000, keptDepositsKurus: 0, refundedKurus: 10_000 });
    const zeynep = buildReport(
      readReportData(s.db, { ...query, memberId: ids.member('Zeynep Kaya').id }, '2026-11-27'),
    );
    expect(zeynep.summary).toMatchObject({ salesKurus: 0, keptDepositsKurus: 10_500, refundedKurus: 0 });

    // 'Gelmedi' taken off: the kept kapora leaves the report too
    setNoShow(friday, TEST_ACTOR, s.id, false);
    expect(buildReport(readReportData(s.db, query, '2026-11-27')).summary.keptDepositsKurus).toBe(0);
  });
});

describe('a payment racing the deadline job', () => {
  it('a kapora paid after the job listed it as due, before its transaction, keeps the slot and counts once', () => {
    const s = setup({ paid: false });
    const due = s.at('2026-11-24T12:00:00+03:00');
    // the job has read its list of unpaid kaporas; the card's callback commits before the job's
    // own transaction for this kapora begins
    let raced = false;
    const db = new Proxy(s.db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return (...args: Parameters<typeof target.transaction>) => {
          if (!raced) {
            raced = true;
            target.transaction((tx) =>
              recordDepositPayment(
                tx,
                TEST_CUSTOMER,
                s.deposit.id,
                { method: 'card', amountKurus: 10_500, gatewayPaymentId: 'p-1' },
                due.now(),
              ),
            );
          }
          return target.transaction(...args);
        };
      },
    });
    expect(expireDueDeposits({ ...due, db }, due.now())).toBe(0);
    expect(raced).toBe(true);
    expect(s.status()).toBe('paid');
    expect(s.db.select().from(appointments).where(eq(appointments.id, s.id)).get()).toMatchObject({
      status: 'confirmed',
      cancelReason: null,
    });
    expect(s.events()).toEqual(['paid 2026-11-24']);
    // the same callback again: nothing more
    expect(
      s.db.transaction((tx) =>
        recordDepositPayment(tx, TEST_CUSTOMER, s.deposit.id, { method: 'card', amountKurus: 10_500 }, due.now()),
      ),
    ).toMatchObject({ ok: true, changed: false });
    expect(expireDueDeposits(due, due.now())).toBe(0);
    expect(s.events()).toEqual(['paid 2026-11-24']);
  });
});

describe('the kapora’s state on the day view', () => {
  it('each block and list card carries it, and the block names it: bekleniyor, alındı, tutuldu', () => {
    const s = setup({ paid: false });
    const day = (now: string) =>
      loadAppointmentScreen(s.db, parseAppointmentQuery(new URLSearchParams({ day: THURSDAY })), new Date(now)).day!
        .appointments;
    const ours = (now: string) => day(now).find((a) => a.id === s.id)!;
    const words = (now: string) => badgeWords(blockLook('confirmed', ours(now), []));
    expect(ours(NOW).deposit).toBe('awaiting');
    expect(words(NOW)).toBe('Kapora bekleniyor');
    s.db.transaction((tx) =>
      takeDepositAtDesk(tx, TEST_ACTOR, s.id, { method: 'transfer', amountKurus: 10_500 }, new Date(NOW)),
    );
    expect(words(NOW)).toBe('Kapora alındı');
    setNoShow(s.at('2026-11-26T13:30:00+03:00'), TEST_ACTOR, s.id, true);
    expect(ours('2026-11-26T13:30:00+03:00').deposit).toBe('kept');
    expect(badgeWords(blockLook('confirmed', ours('2026-11-26T13:30:00+03:00'), []))).toBe('Gelmedi, Kapora tutuldu');
  });
});

describe('the booking e-mail', () => {
  it('says the kapora waiting (amount, deadline, reference) and links to its box on her page; once paid, not', async () => {
    const s = setup({ paid: false });
    const render = async (now: string) => {
      const message = renderOutboxMessage(
        s.db,
        { topic: 'booking-received', payload: { appointmentId: s.id }, channel: 'email' },
        { baseUrl: BASE_URL, now: new Date(now), linkSecret: LINK_SECRET },
      );
      if (message.channel !== 'email') throw new Error('not an e-mail');
      return renderEmail(message.email);
    };
    const mail = await render(NOW);
    expect(mail.text).toContain('Randevunuzu tutmak için ₺105,00 kapora bekliyoruz.');
    expect(mail.text).toContain('Son ödeme zamanı: 24 Kasım 2026 Salı, 12:00.');
    expect(mail.text).toContain(`referans kodunuzu yazın: ${s.deposit.reference}`);
    expect(mail.text).toMatch(new RegExp(`Kaporayı ödeyin: ${BASE_URL}/randevu/[\\w.-]+#kapora`));
    expect(mail.html).toMatch(/href="[^"]+\/randevu\/[^"#]+#kapora"/);
    // sent after the deadline, or once paid: nothing about a kapora to pay
    expect((await render('2026-11-24T12:30:00+03:00')).text).not.toContain('kapora bekliyoruz');
    s.db.transaction((tx) =>
      takeDepositAtDesk(tx, TEST_ACTOR, s.id, { method: 'transfer', amountKurus: 10_500 }, new Date(NOW)),
    );
    expect((await render(NOW)).text).not.toContain('kapora bekliyoruz');
  });
});
