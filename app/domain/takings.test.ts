import { describe, expect, it } from 'vitest';
import {
  cashDifference,
  dayCloseProblem,
  dayCloseSchema,
  parseTakingsDate,
  takingsOf,
  TAKINGS_MESSAGES,
  type TakingsData,
} from './takings';
import { SALE_MESSAGES } from './sale';

const data = (over: Partial<TakingsData> = {}): TakingsData => ({
  date: '2026-11-24',
  payments: [
    { method: 'card', kurus: 40_000, count: 1 },
    { method: 'cash', kurus: 23_500, count: 2 },
  ],
  sales: {
    count: 2,
    subtotalKurus: 70_000,
    discountKurus: 6_500,
    netKurus: 63_500,
    tipsKurus: 5_000,
    totalKurus: 68_500,
    owedKurus: 5_000,
  },
  tipsByMember: [
    { memberId: 1, name: 'Elif', kurus: 2_500 },
    { memberId: 2, name: 'Zeynep', kurus: 2_500 },
  ],
  discounts: [{ saleId: 1, customerName: 'Ayşe', kurus: 6_500, reason: 'Sadakat' }],
  voids: [
    {
      saleId: 3,
      customerName: 'Burcu',
      totalKurus: 30_000,
      reason: 'Yanlış müşteri',
      voidedAt: new Date('2026-11-24T15:00:00+03:00'),
    },
  ],
  refunds: [],
  close: null,
  ...over,
});

describe('Gün sonu', () => {
  it('gives every method (zeros included), the cash expected and the voids', () => {
    const t = takingsOf(data());
    expect(t.byMethod).toEqual([
      { method: 'cash', label: 'Nakit', kurus: 23_500, count: 2 },
      { method: 'card', label: 'Kart', kurus: 40_000, count: 1 },
      { method: 'transfer', label: 'Havale', kurus: 0, count: 0 },
    ]);
    expect(t).toMatchObject({
      takenKurus: 63_500,
      cashKurus: 23_500,
      floatKurus: 0,
      expectedCashKurus: 23_500,
      voidedKurus: 30_000,
      changedSinceClose: false,
    });
  });

  it('counts the float in the expected cash and says when the day changed since it was closed', () => {
    const close = {
      date: '2026-11-24',
      floatKurus: 50_000,
      expectedCashKurus: 73_500,
      countedCashKurus: 73_000,
      differenceKurus: -500,
      note: null,
      closedBy: 1,
      closedByName: 'Sahip',
      closedAt: new Date(),
    };
    expect(takingsOf(data({ close }))).toMatchObject({ expectedCashKurus: 73_500, changedSinceClose: false });
    expect(takingsOf(data({ close, payments: [{ method: 'cash', kurus: 20_000, count: 1 }] }))).toMatchObject({
      expectedCashKurus: 70_000,
      changedSinceClose: true,
    });
    expect(cashDifference(73_000, 73_500)).toBe(-500);
  });

  it('takes cash refunds out of the expected cash and lists every later change, even when the sums agree', () => {
    const close = {
      date: '2026-11-24',
      floatKurus: 0,
      expectedCashKurus: 23_500,
      countedCashKurus: 23_500,
      differenceKurus: 0,
      note: null,
      closedBy: 1,
      closedByName: 'Sahip',
      closedAt: new Date('2026-11-24T19:00:00+03:00'),
    };
    const refund = {
      id: 1,
      saleId: 1,
      saleNumber: 'S-000001',
      customerName: 'Ayşe',
      method: 'cash' as const,
      amountKurus: 3_500,
      reason: 'Kırık tırnak',
      at: new Date('2026-11-24T18:00:00+03:00'),
      byName: 'Resepsiyon',
      approvedByName: null,
    };
    const t = takingsOf(data({ refunds: [refund] }));
    expect(t).toMatchObject({ takenKurus: 63_500, refundedKurus: 3_500, netTakenKurus: 60_000, cashKurus: 20_000 });
    // a ₺350 void and a new ₺350 sale after the close: the sums agree, the day still says it changed
    const at = new Date('2026-11-24T20:00:00+03:00');
    const change = (kind: 'void' | 'sale', amountKurus: number) => ({
      kind,
      label: kind,
      at,
      saleNumber: 'S-000009',
      customerName: 'Burcu',
      amountKurus,
      method: null,
      methodLabel: null,
      byName: 'Resepsiyon',
      approvedByName: null,
      reason: null,
    });
    expect(takingsOf(data({ close })).changedSinceClose).toBe(false);
    const later = takingsOf(data({ close, laterChanges: [change('void', -35_000), change('sale', 35_000)] }));
    expect(later.expectedCashKurus).toBe(close.expectedCashKurus);
    expect(later.changedSinceClose).toBe(true);
    expect(later.laterChanges).toHaveLength(2);
  });

  it('reads the close form and the date', () => {
    expect(
      dayCloseSchema.parse({ date: '2026-11-24', countedCash: '735,00', float: '', note: ' Bozuk para eksik ' }),
    ).toEqual({ date: '2026-11-24', countedCash: 73_500, float: 0, note: 'Bozuk para eksik' });
    expect(dayCloseSchema.safeParse({ date: '2026-11-24', countedCash: '' }).error?.issues[0]?.message).toBe(
      TAKINGS_MESSAGES.countedRequired,
    );
    expect(dayCloseSchema.safeParse({ date: '2026-11-24', countedCash: '-1' }).error?.issues[0]?.message).toBe(
      SALE_MESSAGES.negativeAmount,
    );
    expect(dayCloseSchema.safeParse({ date: '2026-02-30', countedCash: '1' }).error?.issues[0]?.message).toBe(
      TAKINGS_MESSAGES.badDate,
    );
    expect(dayCloseProblem('2026-11-25', '2026-11-24')).toBe(TAKINGS_MESSAGES.futureDay);
    expect(dayCloseProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(parseTakingsDate(null, '2026-11-24')).toEqual({ ok: true, date: '2026-11-24' });
    expect(parseTakingsDate('2026-13-01', '2026-11-24')).toEqual({ ok: false, message: TAKINGS_MESSAGES.badDate });
  });
});

describe('the day as a table and as JSON', () => {
  it('lists the sales with a real date and kuruş, and dates as ISO in JSON', async () => {
    const { daySalesTable, takingsJson } = await import('./takings');
    const table = daySalesTable('2026-11-24', [
      {
        number: 'S-000001',
        day: '2026-11-24',
        time: '11:05',
        customerName: 'Ayşe',
        statusLabel: 'Ödendi',
        netKurus: 94_500,
        discountKurus: 10_500,
        tipsKurus: 10_000,
        totalKurus: 104_500,
        paidKurus: 94_500,
        owedKurus: 10_000,
        payments: [
          { label: 'Nakit', amountKurus: 50_000 },
          { label: 'Kart', amountKurus: 40_000 },
          { label: 'Nakit', amountKurus: 4_500 },
        ],
        lines: [{ memberName: 'Elif' }, { memberName: null }, { memberName: 'Elif' }],
        tips: [{ memberName: 'Zeynep' }],
      },
    ]);
    expect(table.columns.map((c) => c.label)).toContain('Ödeme yöntemi');
    expect(table.rows[0]).toEqual([
      '2026-11-24',
      '11:05',
      'S-000001',
      'Ayşe',
      'Elif, Zeynep',
      'Ödendi',
      'Nakit, Kart',
      94_500,
      10_500,
      10_000,
      104_500,
      94_500,
      10_000,
    ]);
    expect(table.columns[0]!.kind).toBe('date');
    const json = takingsJson(takingsOf(data()));
    expect(json.voids[0]!.voidedAt).toBe('2026-11-24T12:00:00.000Z');
  });
});
