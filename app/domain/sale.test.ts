import { describe, expect, it } from 'vitest';
import {
  allocate,
  checkoutProblem,
  checkoutSchema,
  draftLinesFromAppointment,
  overpaymentMessage,
  percentOf,
  SALE_MESSAGES,
  saleNumber,
  saleProblems,
  saleTotals,
  settleProblem,
  splitEvenly,
  splitTip,
  voidProblem,
  voidSaleSchema,
  type SaleDraft,
  type SaleLineDraft,
} from './sale';

const line = (priceKurus: number, teamMemberId: number | null = 1): SaleLineDraft => ({
  kind: 'service',
  itemId: 1,
  name: 'Kalıcı Oje',
  listPriceKurus: priceKurus,
  priceKurus,
  teamMemberId,
});
const draft = (over: Partial<SaleDraft> = {}): SaleDraft => ({
  lines: [line(45_000), line(20_000, 2)],
  discount: null,
  tips: [],
  payments: [],
  note: null,
  ...over,
});

describe('rounding in whole kuruş', () => {
  it('splits so the parts add up, the extra kuruş to the earlier parts', () => {
    expect(splitEvenly(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitEvenly(2, 3)).toEqual([1, 1, 0]);
    expect(splitEvenly(100, 0)).toEqual([]);
    expect(splitTip(5_001, [7, 9])).toEqual([
      { teamMemberId: 7, amountKurus: 2_501 },
      { teamMemberId: 9, amountKurus: 2_500 },
    ]);
  });

  it('allocates in proportion (largest remainder) and evenly when every weight is zero', () => {
    expect(allocate(1_000, [45_000, 20_000])).toEqual([692, 308]);
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
    for (const [total, weights] of [
      [3_333, [1, 2, 3, 4]],
      [99_999, [33_333, 33_333, 33_334]],
    ] as const) {
      expect(allocate(total, weights).reduce((s, p) => s + p, 0)).toBe(total);
    }
  });

  it('rounds a percentage half up to the kuruş', () => {
    expect(percentOf(33_335, 1_000)).toBe(3_334); // 10 % of ₺333,35 = ₺33,335 → ₺33,34
    expect(percentOf(33_334, 1_000)).toBe(3_333);
    expect(percentOf(45_000, 1_250)).toBe(5_625);
    expect(percentOf(45_000, 10_000)).toBe(45_000);
  });
});

describe('a sale’s figures', () => {
  it('adds lines, takes the discount off, adds tips, and what is not paid is owed', () => {
    const totals = saleTotals(
      draft({
        discount: { kind: 'percent', basisPoints: 1_000, reason: 'Sadakat' },
        tips: [
          { teamMemberId: 1, amountKurus: 2_500 },
          { teamMemberId: 2, amountKurus: 2_500 },
        ],
        payments: [
          { method: 'cash', amountKurus: 30_000 },
          { method: 'card', amountKurus: 25_000 },
        ],
      }),
    );
    expect(totals).toEqual({
      subtotalKurus: 65_000,
      discountKurus: 6_500,
      netKurus: 58_500,
      tipsKurus: 5_000,
      totalKurus: 63_500,
      paidKurus: 55_000,
      owedKurus: 8_500,
      creditKurus: 0,
      lineDiscounts: [4_500, 2_000],
      lineNets: [40_500, 18_000],
    });
    // each line's net adds up to the sale's
    expect(totals.lineNets.reduce((s, n) => s + n, 0)).toBe(totals.netKurus);
  });

  it('counts a kapora paid before the visit as paid, never above the total (issue 38)', () => {
    const lines = [
      { kind: 'service' as const, itemId: 1, name: 'A', listPriceKurus: 35_000, priceKurus: 35_000, teamMemberId: 1 },
    ];
    const base = { lines, discount: null, tips: [] };
    expect(
      saleTotals({ ...base, payments: [{ method: 'cash', amountKurus: 24_500 }], creditKurus: 10_500 }),
    ).toMatchObject({ totalKurus: 35_000, paidKurus: 35_000, owedKurus: 0, creditKurus: 10_500 });
    expect(saleTotals({ ...base, payments: [], creditKurus: 50_000 })).toMatchObject({
      paidKurus: 35_000,
      creditKurus: 35_000,
    });
  });

  it('refuses what makes no sense, with Turkish messages', () => {
    expect(saleProblems(draft({ lines: [] }))).toContainEqual({ field: 'lines', message: SALE_MESSAGES.noLines });
    expect(saleProblems(draft({ discount: { kind: 'amount', amountKurus: 65_001, reason: 'x' } }))).toEqual([
      { field: 'discount', message: SALE_MESSAGES.discountAboveTotal },
    ]);
    expect(saleProblems(draft({ discount: { kind: 'amount', amountKurus: 1_000, reason: '  ' } }))).toEqual([
      { field: 'discountReason', message: SALE_MESSAGES.discountReasonRequired },
    ]);
    expect(saleProblems(draft({ discount: { kind: 'percent', basisPoints: 10_001, reason: 'x' } }))).toEqual([
      { field: 'discount', message: SALE_MESSAGES.invalidPercent },
    ]);
    expect(
      saleProblems(
        draft({
          tips: [
            { teamMemberId: 1, amountKurus: 100 },
            { teamMemberId: 1, amountKurus: 100 },
          ],
        }),
      ),
    ).toEqual([{ field: 'tips', message: SALE_MESSAGES.tipMemberTwice }]);
    expect(saleProblems(draft({ payments: [{ method: 'cash', amountKurus: 65_001 }] }))).toEqual([
      { field: 'payments', message: overpaymentMessage(65_001, 65_000) },
    ]);
    expect(overpaymentMessage(50_000, 45_000)).toBe(
      'Ödemelerin toplamı (₺500,00) ödenecek tutarı (₺450,00) aşıyor. Para üstünü düşerek girin.',
    );
    expect(
      saleProblems(
        draft({
          payments: [{ method: 'cash', amountKurus: 65_000 }],
          discount: { kind: 'amount', amountKurus: 0, reason: '' },
        }),
      ),
    ).toEqual([]);
  });

  it('starts from the appointment: its lines at their prices, by its artist', () => {
    expect(
      draftLinesFromAppointment({
        teamMemberId: 4,
        lines: [
          { kind: 'service', itemId: 3, name: 'Manikür', priceKurus: 35_000 },
          { kind: 'package', itemId: null, name: 'Gelin Paketi', priceKurus: 120_000 },
        ],
      }),
    ).toEqual([
      { kind: 'service', itemId: 3, name: 'Manikür', listPriceKurus: 35_000, priceKurus: 35_000, teamMemberId: 4 },
      {
        kind: 'package',
        itemId: null,
        name: 'Gelin Paketi',
        listPriceKurus: 120_000,
        priceKurus: 120_000,
        teamMemberId: 4,
      },
    ]);
  });

  it('says when an appointment, a void or a settlement is not allowed', () => {
    expect(checkoutProblem({ status: 'cancelled', date: '2026-11-24' }, '2026-11-24')).toBe(
      SALE_MESSAGES.cancelledAppointment,
    );
    expect(checkoutProblem({ status: 'confirmed', date: '2026-11-25' }, '2026-11-24')).toBe(
      SALE_MESSAGES.futureAppointment,
    );
    expect(checkoutProblem({ status: 'completed', date: '2026-11-20' }, '2026-11-24')).toBeNull();
    expect(voidProblem({ status: 'completed' }, '  ')).toBe(SALE_MESSAGES.voidReasonRequired);
    expect(voidProblem({ status: 'voided' }, 'yanlış')).toBe(SALE_MESSAGES.alreadyVoided);
    expect(voidProblem({ status: 'completed' }, 'Yanlış müşteri')).toBeNull();
    expect(settleProblem({ status: 'completed', owedKurus: 0 }, [{ method: 'cash', amountKurus: 100 }])).toBe(
      SALE_MESSAGES.nothingOwed,
    );
    expect(settleProblem({ status: 'completed', owedKurus: 500 }, [{ method: 'cash', amountKurus: 600 }])).toBe(
      overpaymentMessage(600, 500),
    );
    expect(settleProblem({ status: 'open', owedKurus: 500 }, [{ method: 'cash', amountKurus: 100 }])).toBe(
      SALE_MESSAGES.notCompleted,
    );
    expect(settleProblem({ status: 'completed', owedKurus: 500 }, [{ method: 'card', amountKurus: 500 }])).toBeNull();
    expect(saleNumber(123)).toBe('S-000123');
  });
});

describe('the checkout input (form and JSON)', () => {
  it('reads a form as typed: lira with a comma, a percent discount, a tip split, payments with empty rows', () => {
    const r = checkoutSchema.safeParse({
      lines: [
        { kind: 'service', appointmentLineId: '3', price: '400,50' },
        { kind: 'service', itemId: '5', teamMemberId: '2', price: '' },
      ],
      discountType: 'percent',
      discountValue: '12,5',
      discountReason: ' Sadakat ',
      tipTotal: '100',
      tipMemberIds: ['1', '2', '3'],
      payments: [
        { method: 'cash', amount: '300' },
        { method: 'card', amount: '' },
        { method: 'transfer', amount: '1.250,00' },
      ],
      note: '  ',
      idempotencyKey: 'k1',
    });
    expect(r.success && r.data).toEqual({
      lines: [
        { kind: 'service', appointmentLineId: 3, itemId: null, price: 40_050, teamMemberId: null },
        { kind: 'service', appointmentLineId: null, itemId: 5, price: null, teamMemberId: 2 },
      ],
      discount: { kind: 'percent', basisPoints: 1_250, reason: 'Sadakat' },
      tips: [
        { teamMemberId: 1, amountKurus: 3_334 },
        { teamMemberId: 2, amountKurus: 3_333 },
        { teamMemberId: 3, amountKurus: 3_333 },
      ],
      payments: [
        { method: 'cash', amountKurus: 30_000 },
        { method: 'transfer', amountKurus: 125_000 },
      ],
      note: null,
      complete: true,
      idempotencyKey: 'k1',
    });
  });

  it('reads the JSON call: numbers in lira, the lines left out, an amount discount, tips by artist', () => {
    const r = checkoutSchema.parse({
      discountValue: 50,
      discountReason: 'Geç kaldık',
      tips: [{ teamMemberId: 4, amount: 20.5 }],
      payments: [{ method: 'card', amount: 400 }],
      complete: false,
    });
    expect(r).toMatchObject({
      lines: null,
      discount: { kind: 'amount', amountKurus: 5_000, reason: 'Geç kaldık' },
      tips: [{ teamMemberId: 4, amountKurus: 2_050 }],
      payments: [{ method: 'card', amountKurus: 40_000 }],
      complete: false,
    });
  });

  it('answers bad amounts, methods and tips with Turkish messages', () => {
    const message = (input: Record<string, unknown>) => {
      const r = checkoutSchema.safeParse(input);
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(message({ payments: [{ method: 'cash', amount: '-5' }] })).toBe(SALE_MESSAGES.negativeAmount);
    expect(message({ payments: [{ method: 'cash', amount: 'beş yüz' }] })).toBe(SALE_MESSAGES.invalidAmount);
    expect(message({ payments: [{ method: 'cash', amount: '2000000' }] })).toBe(SALE_MESSAGES.amountTooLarge);
    expect(message({ payments: [{ method: 'çek', amount: '5' }] })).toBe(SALE_MESSAGES.invalidPaymentMethod);
    expect(message({ discountType: 'percent', discountValue: '120' })).toBe(SALE_MESSAGES.invalidPercent);
    expect(message({ discountType: 'amount', discountValue: '-10' })).toBe(SALE_MESSAGES.negativeAmount);
    expect(message({ discountType: 'bedava' })).toBe(SALE_MESSAGES.invalidDiscountKind);
    expect(message({ tips: [{ teamMemberId: '', amount: '10' }] })).toBe(SALE_MESSAGES.tipMemberRequired);
    expect(message({ tipTotal: '10' })).toBe(SALE_MESSAGES.tipMemberRequired);
    expect(message({ tipTotal: '10', tipMemberIds: '1', tips: [{ teamMemberId: 2, amount: 5 }] })).toBe(
      SALE_MESSAGES.tipListAndTotal,
    );
    expect(message({ lines: [{ kind: 'hizmet' }] })).toBe(SALE_MESSAGES.invalidLine);
    expect(voidSaleSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(SALE_MESSAGES.voidReasonRequired);
    expect(voidSaleSchema.parse({ reason: ' Yanlış müşteri ' })).toEqual({ reason: 'Yanlış müşteri' });
  });
});
