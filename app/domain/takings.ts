/**
 * Gün sonu (issue 27, item 3): a day's takings and its cash count, as pure rules
 * (docs/decisions/0367-takings-and-day-close.md).
 *
 * - A sale belongs to the day it was completed (Istanbul date), a payment to the day it was
 *   taken (a debt settled on Tuesday counts in Tuesday's drawer).
 * - A voided sale counts nowhere: its payments, tips and discount leave every figure; it is
 *   listed under 'İptaller' on its own day with its reason.
 * - Expected cash = the float the drawer started with + the cash payments of the day. The
 *   counted cash is typed in; the difference (counted − expected) is kept with the close.
 * - A refund is money out on the day it is given (docs/decisions/0450): listed under 'İadeler',
 *   its cash leaves the expected cash; the sale it belongs to is not changed.
 * - A close keeps the figures it was made with; every change made to the day after its close
 *   (a sale completed, a payment taken, a void, a refund) is listed with who made it and who
 *   approved it, and the takings say so (`changedSinceClose`), even when the sums still agree
 *   (a ₺350 void and a new ₺350 sale).
 */
import { z } from 'zod';
import { isValidDate } from './clock';
import type { LaterChange } from './ledger';
import { moneyField, PAYMENT_METHOD_LABELS, PAYMENT_METHOD_VALUES, type PaymentMethod } from './sale';

export const TAKINGS_MESSAGES = {
  title: 'Gün sonu',
  badDate: 'Geçersiz tarih',
  countedRequired: 'Lütfen sayılan nakit tutarını girin.',
  noteTooLong: 'Not en fazla 500 karakter olabilir.',
  futureDay: 'Henüz gelmemiş bir gün kapatılamaz.',
  closed: 'Gün kapatıldı.',
  changedSinceClose: 'Gün kapatıldıktan sonra bu günde değişiklik yapıldı (aşağıda listelenir).',
  noSales: 'Bu gün için satış yok.',
} as const;

export type MethodRow = { method: PaymentMethod; kurus: number; count: number };

/** What the model reads for a day (grouped in SQL). */
export type TakingsData = {
  date: string;
  /** payments taken that day on sales that are not voided */
  payments: MethodRow[];
  /** completed sales of the day (not voided) */
  sales: {
    count: number;
    subtotalKurus: number;
    discountKurus: number;
    netKurus: number;
    tipsKurus: number;
    totalKurus: number;
    owedKurus: number;
  };
  tipsByMember: { memberId: number | null; name: string; kurus: number }[];
  discounts: { saleId: number; customerName: string; kurus: number; reason: string }[];
  voids: { saleId: number; customerName: string; totalKurus: number; reason: string; voidedAt: Date }[];
  /** refunds given that day (whatever day their sale was) */
  refunds: RefundRow[];
  close: DayClose | null;
  /** cash kaporas taken at the desk that day minus those given back in cash (issue 38): in the drawer too */
  depositCashKurus?: number;
  /** what was done to the day after its close (empty when it is not closed) */
  laterChanges?: LaterChange[];
};

export type RefundRow = {
  id: number;
  saleId: number | null;
  saleNumber: string | null;
  customerName: string;
  method: PaymentMethod;
  amountKurus: number;
  reason: string;
  at: Date;
  byName: string | null;
  approvedByName: string | null;
};

export type DayClose = {
  date: string;
  floatKurus: number;
  expectedCashKurus: number;
  countedCashKurus: number;
  differenceKurus: number;
  note: string | null;
  closedBy: number | null;
  closedByName: string | null;
  closedAt: Date;
};

export type Takings = {
  date: string;
  /** Nakit, Kart, Havale in that order, zeros included */
  byMethod: (MethodRow & { label: string })[];
  /** payments taken that day */
  takenKurus: number;
  /** cash payments less cash refunds: what the day put in the drawer */
  cashKurus: number;
  refunds: RefundRow[];
  refundedKurus: number;
  /** taken less refunded */
  netTakenKurus: number;
  laterChanges: LaterChange[];
  sales: TakingsData['sales'];
  tipsByMember: TakingsData['tipsByMember'];
  discounts: TakingsData['discounts'];
  voids: TakingsData['voids'];
  voidedKurus: number;
  /** the float of the close, else 0 */
  floatKurus: number;
  expectedCashKurus: number;
  close: DayClose | null;
  /** a close exists and the day changed after it (a later change, or the expected cash moved) */
  changedSinceClose: boolean;
};

/** Expected cash in the drawer: the float + the day's cash payments (+ cash kaporas taken that day, net). */
export function expectedCash(floatKurus: number, cashKurus: number, depositCashKurus = 0): number {
  return floatKurus + cashKurus + depositCashKurus;
}

/** Counted − expected (positive: more cash than expected). */
export function cashDifference(countedKurus: number, expectedKurus: number): number {
  return countedKurus - expectedKurus;
}

export function takingsOf(data: TakingsData): Takings {
  const byMethod = PAYMENT_METHOD_VALUES.map((method) => {
    const row = data.payments.filter((p) => p.method === method);
    return {
      method,
      label: PAYMENT_METHOD_LABELS[method],
      kurus: row.reduce((s, r) => s + r.kurus, 0),
      count: row.reduce((s, r) => s + r.count, 0),
    };
  });
  const refundedKurus = data.refunds.reduce((s, r) => s + r.amountKurus, 0);
  const cashRefunds = data.refunds.filter((r) => r.method === 'cash').reduce((s, r) => s + r.amountKurus, 0);
  const cashKurus = byMethod.find((m) => m.method === 'cash')!.kurus - cashRefunds;
  const laterChanges = data.laterChanges ?? [];
  const takenKurus = byMethod.reduce((s, m) => s + m.kurus, 0);
  const floatKurus = data.close?.floatKurus ?? 0;
  const expectedCashKurus = expectedCash(floatKurus, cashKurus, data.depositCashKurus ?? 0);
  return {
    date: data.date,
    byMethod,
    takenKurus,
    cashKurus,
    refunds: data.refunds,
    refundedKurus,
    netTakenKurus: takenKurus - refundedKurus,
    laterChanges,
    sales: data.sales,
    tipsByMember: [...data.tipsByMember].sort((a, b) => b.kurus - a.kurus || a.name.localeCompare(b.name, 'tr')),
    discounts: data.discounts,
    voids: data.voids,
    voidedKurus: data.voids.reduce((s, v) => s + v.totalKurus, 0),
    floatKurus,
    expectedCashKurus,
    close: data.close,
    changedSinceClose:
      data.close !== null && (laterChanges.length > 0 || data.close.expectedCashKurus !== expectedCashKurus),
  };
}

/** Closing a day: the counted cash (required), the float (optional, 0) and a note. */
export const dayCloseSchema = z.object({
  date: z.string({ error: TAKINGS_MESSAGES.badDate }).refine(isValidDate, TAKINGS_MESSAGES.badDate),
  countedCash: moneyField(undefined).transform((v, ctx) => {
    if (v === undefined) {
      ctx.addIssue({ code: 'custom', message: TAKINGS_MESSAGES.countedRequired });
      return z.NEVER;
    }
    return v;
  }),
  float: moneyField(0)
    .optional()
    .transform((v) => v ?? 0),
  note: z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(500, TAKINGS_MESSAGES.noteTooLong))
    .transform((v) => v || null),
});
export type DayCloseInput = z.output<typeof dayCloseSchema>;

/** Why a day cannot be closed (`today`: Istanbul date), or null. */
export function dayCloseProblem(date: string, today: string): string | null {
  return date > today ? TAKINGS_MESSAGES.futureDay : null;
}

/** The takings query (?date=): a valid date, today when none. */
export function parseTakingsDate(
  value: string | null,
  today: string,
): { ok: true; date: string } | { ok: false; message: string } {
  const date = value?.trim() || today;
  return isValidDate(date) ? { ok: true, date } : { ok: false, message: TAKINGS_MESSAGES.badDate };
}

/** A row of the day's sales list (the sale read model has these fields). */
export type DaySaleRow = {
  number: string;
  day: string;
  time: string;
  customerName: string;
  statusLabel: string;
  netKurus: number;
  discountKurus: number;
  tipsKurus: number;
  totalKurus: number;
  paidKurus: number;
  owedKurus: number;
  payments: readonly { label: string; amountKurus: number }[];
  lines: readonly { memberName: string | null }[];
  tips: readonly { memberName: string }[];
};

/** 'Nakit, Kart': the methods a sale was paid by, in the order taken, each once. */
export function paymentMethodsText(payments: readonly { label: string }[]): string {
  return [...new Set(payments.map((p) => p.label))].join(', ');
}

/** 'Ayşe, Zeynep': the artists of a sale's lines (then of its tips), each once. */
export function artistsText(sale: Pick<DaySaleRow, 'lines' | 'tips'>): string {
  return [
    ...new Set([...sale.lines.map((l) => l.memberName), ...sale.tips.map((t) => t.memberName)].filter(Boolean)),
  ].join(', ');
}

/**
 * The day's sales as a table (the screen, the CSV and the .xlsx read the same rows; app/domain/reports.ts
 * `tableCsv`, app/http/xlsx.server.ts `tableXlsx`): the date as a real date, amounts in kuruş.
 */
export function daySalesTable(date: string, sales: readonly DaySaleRow[]) {
  return {
    id: 'satislar',
    title: 'Satışlar',
    columns: [
      { label: 'Tarih', kind: 'date' as const },
      { label: 'Saat', kind: 'text' as const },
      { label: 'Fiş No', kind: 'text' as const },
      { label: 'Müşteri', kind: 'text' as const },
      { label: 'Uzman', kind: 'text' as const },
      { label: 'Durum', kind: 'text' as const },
      { label: 'Ödeme yöntemi', kind: 'text' as const },
      { label: 'Hizmetler', kind: 'money' as const },
      { label: 'İndirim', kind: 'money' as const },
      { label: 'Bahşiş', kind: 'money' as const },
      { label: 'Toplam', kind: 'money' as const },
      { label: 'Ödenen', kind: 'money' as const },
      { label: 'Kalan', kind: 'money' as const },
    ],
    rows: sales.map((s) => [
      s.day,
      s.time,
      s.number,
      s.customerName,
      artistsText(s),
      s.statusLabel,
      paymentMethodsText(s.payments),
      s.netKurus,
      s.discountKurus,
      s.tipsKurus,
      s.totalKurus,
      s.paidKurus,
      s.owedKurus,
    ]),
    fileName: `satislar-${date}.csv`,
  };
}

/** Gün sonu as the JSON API answers it (GET /api/takings?date=): kuruş as stored, instants as ISO strings. */
export function takingsJson(t: Takings) {
  return {
    ...t,
    voids: t.voids.map((v) => ({ ...v, voidedAt: v.voidedAt.toISOString() })),
    refunds: t.refunds.map((r) => ({ ...r, at: r.at.toISOString() })),
    laterChanges: t.laterChanges.map((c) => ({ ...c, at: c.at.toISOString() })),
    close: t.close ? { ...t.close, closedAt: t.close.closedAt.toISOString() } : null,
  };
}
