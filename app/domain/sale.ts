/**
 * Ödeme al (issue 27, item 2): the sale an appointment turns into, as pure rules.
 *
 * A sale has lines (the appointment's services and packages at their prices, which the desk
 * may change, plus services or packages added at the desk), one discount (an amount or a
 * percentage, with a reason), tips (each to one artist; a total can be split evenly), and
 * payments (Nakit, Kart, Havale); what is not paid is owed. Every figure is an integer number
 * of kuruş; where a figure is divided (a percentage, a discount spread over the lines, a tip
 * split between artists) the parts are rounded so they add up to the whole
 * (docs/decisions/0365-sales.md):
 * - a percentage discount is rounded half up to the kuruş (10 % of ₺333,35 = ₺33,34);
 * - the discount is spread over the lines in proportion to their prices (largest remainder),
 *   so each line's net (what an artist's commission is paid on) adds up to the sale's net;
 * - a tip split between artists gives each the same, the first ones named one kuruş more
 *   until the parts add up (₺100 / 3 = ₺33,34 + ₺33,33 + ₺33,33).
 *
 * totals: subtotal = Σ line prices; net = subtotal − discount; total = net + tips;
 * paid = Σ payments; owed = total − paid (never below zero: overpaying is refused).
 */
import { z } from 'zod';
import { formatKurus, liraToKurus } from '../utils/money';

// ---------------------------------------------------------------------------------------------
// Values and texts
// ---------------------------------------------------------------------------------------------

export const SALE_STATUS_VALUES = ['open', 'completed', 'voided'] as const;
export type SaleStatus = (typeof SALE_STATUS_VALUES)[number];
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  open: 'Açık',
  completed: 'Ödendi',
  voided: 'İptal edildi',
};

export const PAYMENT_METHOD_VALUES = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Nakit', card: 'Kart', transfer: 'Havale' };

export const DISCOUNT_KIND_VALUES = ['amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KIND_VALUES)[number];
export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = { amount: 'Tutar (₺)', percent: 'Yüzde (%)' };

export const SALE_LINE_KINDS = ['service', 'package'] as const;
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];

/** The largest amount one field takes (kuruş): ₺1.000.000. */
export const MAX_SALE_KURUS = 100_000_000;
export const MAX_SALE_LINES = 30;
export const MAX_SALE_PAYMENTS = 10;
export const MAX_SALE_TIPS = 10;
export const SALE_REASON_MAX = 200;
export const SALE_NOTE_MAX = 1000;
/** 100 % in basis points (a percentage with two decimals as an integer: 12,5 % = 1250). */
export const FULL_PERCENT_BP = 10_000;

export const SALE_MESSAGES = {
  invalidAmount: 'Lütfen geçerli bir tutar girin (örn: 450 veya 450,50).',
  negativeAmount: 'Tutar negatif olamaz.',
  amountTooLarge: 'Tutar en fazla ₺1.000.000,00 olabilir.',
  noLines: 'Satışta en az bir hizmet veya paket olmalı.',
  tooManyLines: `Bir satışta en fazla ${MAX_SALE_LINES} kalem olabilir.`,
  invalidLine: 'Geçersiz satış kalemi.',
  itemUnavailable: 'Seçtiğiniz hizmet veya paket artık sunulmuyor. Lütfen seçiminizi güncelleyin.',
  invalidDiscountKind: 'Lütfen indirim türünü seçin (tutar veya yüzde).',
  invalidPercent: 'İndirim yüzdesi 0 ile 100 arasında olmalıdır.',
  discountAboveTotal: 'İndirim, hizmetlerin toplamından büyük olamaz.',
  discountReasonRequired: 'Lütfen indirimin nedenini yazın.',
  reasonTooLong: `Neden en fazla ${SALE_REASON_MAX} karakter olabilir.`,
  noteTooLong: `Not en fazla ${SALE_NOTE_MAX} karakter olabilir.`,
  tipMemberRequired: 'Bahşiş için bir uzman seçin.',
  tipMemberTwice: 'Bir uzman bahşiş listesinde yalnızca bir kez yer alabilir.',
  tipListAndTotal: 'Bahşişi ya uzman başına tutar olarak ya da bölünecek toplam olarak girin, ikisi birden olmaz.',
  tooManyTips: `En fazla ${MAX_SALE_TIPS} uzmana bahşiş verilebilir.`,
  memberUnknown: 'Seçilen uzman bulunamadı.',
  invalidPaymentMethod: 'Lütfen bir ödeme yöntemi seçin (Nakit, Kart veya Havale).',
  tooManyPayments: `Bir satışta en fazla ${MAX_SALE_PAYMENTS} ödeme olabilir.`,
  voidReasonRequired: 'Lütfen iptal nedenini yazın.',
  alreadyVoided: 'Bu satış zaten iptal edilmiş.',
  alreadyPaid: 'Bu randevunun ödemesi zaten alındı.',
  keyReused: 'Bu form başka bir satış için gönderilmiş. Lütfen sayfayı yenileyip tekrar deneyin.',
  cancelledAppointment: 'İptal edilmiş bir randevu için ödeme alınamaz.',
  futureAppointment: 'İleri tarihli bir randevu için ödeme alınamaz.',
  appointmentNotFound: 'Randevu bulunamadı.',
  saleNotFound: 'Satış bulunamadı.',
  notCompleted: 'Yalnızca tamamlanmış bir satışa ödeme eklenebilir.',
  nothingOwed: 'Bu satışta kalan borç yok.',
  noPayment: 'Lütfen en az bir ödeme girin.',
  completed: 'Ödeme alındı.',
  saved: 'Satış kaydedildi.',
  voided: 'Satış iptal edildi.',
  paymentAdded: 'Ödeme eklendi.',
  owedLabel: 'Kalan borç',
} as const;

/** 'Ödemelerin toplamı (₺500,00) ödenecek tutarı (₺450,00) aşıyor. …' */
export function overpaymentMessage(paidKurus: number, dueKurus: number): string {
  return `Ödemelerin toplamı (${formatKurus(paidKurus)}) ödenecek tutarı (${formatKurus(dueKurus)}) aşıyor. Para üstünü düşerek girin.`;
}

// ---------------------------------------------------------------------------------------------
// Rounding: parts that add up
// ---------------------------------------------------------------------------------------------

/**
 * Divides `total` kuruş in proportion to `weights` (largest remainder): whole kuruş that add
 * up to `total`; ties go to the earlier part. All weights zero: an even split.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  const shares =
    sum > 0 ? weights.map((w) => (Math.max(0, w) * total) / sum) : weights.map(() => total / weights.length);
  const parts = shares.map((s) => Math.floor(s));
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = shares.map((s, i) => ({ i, rest: s - Math.floor(s) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts;
}

/** `total` kuruş split evenly between `count` people: the first ones get the extra kuruş. */
export function splitEvenly(total: number, count: number): number[] {
  return count > 0
    ? allocate(
        total,
        Array.from({ length: count }, () => 1),
      )
    : [];
}

/** A tip total split evenly between artists, in the order given. */
export function splitTip(totalKurus: number, memberIds: readonly number[]): TipDraft[] {
  return splitEvenly(totalKurus, memberIds.length).map((amountKurus, i) => ({
    teamMemberId: memberIds[i]!,
    amountKurus,
  }));
}

/** A percentage (basis points) of an amount, rounded half up to the kuruş. */
export function percentOf(amountKurus: number, basisPoints: number): number {
  return Math.floor((amountKurus * basisPoints + FULL_PERCENT_BP / 2) / FULL_PERCENT_BP);
}

// ---------------------------------------------------------------------------------------------
// The sale as the desk builds it
// ---------------------------------------------------------------------------------------------

export type SaleLineDraft = {
  kind: SaleLineKind;
  /** the service or package (null: deleted from the catalogue since it was booked) */
  itemId: number | null;
  name: string;
  /** the price as booked or as the catalogue gives it */
  listPriceKurus: number;
  /** the price charged (the desk may change it) */
  priceKurus: number;
  /** the artist who did it (null: none) */
  teamMemberId: number | null;
};

export type DiscountDraft =
  | { kind: 'amount'; amountKurus: number; reason: string }
  | { kind: 'percent'; basisPoints: number; reason: string };
export type TipDraft = { teamMemberId: number; amountKurus: number };
export type PaymentDraft = { method: PaymentMethod; amountKurus: number };

export type SaleDraft = {
  lines: SaleLineDraft[];
  discount: DiscountDraft | null;
  tips: TipDraft[];
  payments: PaymentDraft[];
  note: string | null;
  /** paid before the visit and counted as paid by this sale: the kapora (issue 38), kuruş */
  creditKurus?: number;
};

export type SaleTotals = {
  subtotalKurus: number;
  discountKurus: number;
  netKurus: number;
  tipsKurus: number;
  totalKurus: number;
  paidKurus: number;
  owedKurus: number;
  /** the kapora counted as paid (part of paidKurus) */
  creditKurus: number;
  /** each line's share of the discount and its net (price − share), in line order */
  lineDiscounts: number[];
  lineNets: number[];
};

/** The discount in kuruş a draft discount gives on a subtotal (not capped: see saleProblems). */
export function discountAmount(subtotalKurus: number, discount: DiscountDraft | null): number {
  if (!discount) return 0;
  return discount.kind === 'amount' ? discount.amountKurus : percentOf(subtotalKurus, discount.basisPoints);
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** The sale's figures (see the module's note). A discount above the subtotal is capped here; saleProblems refuses it. */
export function saleTotals(
  draft: Pick<SaleDraft, 'lines' | 'discount' | 'tips' | 'payments' | 'creditKurus'>,
): SaleTotals {
  const prices = draft.lines.map((l) => l.priceKurus);
  const subtotalKurus = sum(prices);
  const discountKurus = Math.min(discountAmount(subtotalKurus, draft.discount), subtotalKurus);
  const lineDiscounts = allocate(discountKurus, prices);
  const lineNets = prices.map((p, i) => p - lineDiscounts[i]!);
  const netKurus = subtotalKurus - discountKurus;
  const tipsKurus = sum(draft.tips.map((t) => t.amountKurus));
  const totalKurus = netKurus + tipsKurus;
  // a kapora counts as paid, never above what the sale comes to
  const creditKurus = Math.min(draft.creditKurus ?? 0, totalKurus);
  const paidKurus = sum(draft.payments.map((p) => p.amountKurus)) + creditKurus;
  return {
    subtotalKurus,
    discountKurus,
    netKurus,
    tipsKurus,
    totalKurus,
    paidKurus,
    owedKurus: Math.max(0, totalKurus - paidKurus),
    creditKurus,
    lineDiscounts,
    lineNets,
  };
}

export type SaleProblem = { field: 'lines' | 'discount' | 'discountReason' | 'tips' | 'payments'; message: string };

/** What is wrong with a draft (the texts above); [] when it can be saved. */
export function saleProblems(draft: SaleDraft): SaleProblem[] {
  const problems: SaleProblem[] = [];
  if (draft.lines.length === 0) problems.push({ field: 'lines', message: SALE_MESSAGES.noLines });
  const subtotal = sum(draft.lines.map((l) => l.priceKurus));
  if (draft.discount) {
    if (
      draft.discount.kind === 'percent' &&
      (draft.discount.basisPoints < 0 || draft.discount.basisPoints > FULL_PERCENT_BP)
    )
      problems.push({ field: 'discount', message: SALE_MESSAGES.invalidPercent });
    else if (discountAmount(subtotal, draft.discount) > subtotal)
      problems.push({ field: 'discount', message: SALE_MESSAGES.discountAboveTotal });
    if (discountAmount(subtotal, draft.discount) > 0 && !draft.discount.reason.trim())
      problems.push({ field: 'discountReason', message: SALE_MESSAGES.discountReasonRequired });
  }
  const tipMembers = draft.tips.map((t) => t.teamMemberId);
  if (new Set(tipMembers).size !== tipMembers.length)
    problems.push({ field: 'tips', message: SALE_MESSAGES.tipMemberTwice });
  const totals = saleTotals(draft);
  if (totals.paidKurus > totals.totalKurus)
    problems.push({ field: 'payments', message: overpaymentMessage(totals.paidKurus, totals.totalKurus) });
  return problems;
}

/** A sale's draft from an appointment's lines: each at its booked price, done by the appointment's artist. */
export function draftLinesFromAppointment(appointment: {
  teamMemberId: number | null;
  lines: readonly { kind: SaleLineKind; itemId: number | null; name: string; priceKurus: number }[];
}): SaleLineDraft[] {
  return appointment.lines.map((l) => ({
    kind: l.kind,
    itemId: l.itemId,
    name: l.name,
    listPriceKurus: l.priceKurus,
    priceKurus: l.priceKurus,
    teamMemberId: appointment.teamMemberId,
  }));
}

/** Whether an appointment may be checked out (`today`: Istanbul date); the message when not. */
export function checkoutProblem(appointment: { status: string; date: string }, today: string): string | null {
  if (appointment.status === 'cancelled') return SALE_MESSAGES.cancelledAppointment;
  if (appointment.date > today) return SALE_MESSAGES.futureAppointment;
  return null;
}

/** Why a sale cannot be voided with this reason, or null. */
export function voidProblem(sale: { status: SaleStatus }, reason: string): string | null {
  if (sale.status === 'voided') return SALE_MESSAGES.alreadyVoided;
  if (!reason.trim()) return SALE_MESSAGES.voidReasonRequired;
  return null;
}

/** Why payments cannot be added to a sale (settling what is owed), or null. */
export function settleProblem(
  sale: { status: SaleStatus; owedKurus: number },
  payments: readonly PaymentDraft[],
): string | null {
  if (sale.status !== 'completed')
    return sale.status === 'voided' ? SALE_MESSAGES.alreadyVoided : SALE_MESSAGES.notCompleted;
  if (sale.owedKurus <= 0) return SALE_MESSAGES.nothingOwed;
  const paid = sum(payments.map((p) => p.amountKurus));
  if (paid <= 0) return SALE_MESSAGES.noPayment;
  if (paid > sale.owedKurus) return overpaymentMessage(paid, sale.owedKurus);
  return null;
}

/** 'S-000123': the number on a receipt and in the lists. */
export function saleNumber(id: number): string {
  return `S-${String(id).padStart(6, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Input: the checkout form and POST /api/appointments/{id}/checkout (one schema)
// ---------------------------------------------------------------------------------------------

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isNegative = (v: unknown) => (typeof v === 'number' && v < 0) || (typeof v === 'string' && /^\s*-/.test(v));

/** Lira as typed or sent ('450', '450,50', 450.5) → kuruş, with the sale's messages. Empty: `fallback`. */
export function moneyField<F extends number | null | undefined>(fallback: F) {
  return z.unknown().transform((value, ctx): number | F => {
    if (blank(value)) return fallback;
    if (isNegative(value)) {
      ctx.addIssue({ code: 'custom', message: SALE_MESSAGES.negativeAmount });
      return z.NEVER;
    }
    const kurus = liraToKurus(value);
    if (kurus === null) {
      ctx.addIssue({ code: 'custom', message: SALE_MESSAGES.invalidAmount });
      return z.NEVER;
    }
    if (kurus > MAX_SALE_KURUS) {
      ctx.addIssue({ code: 'custom', message: SALE_MESSAGES.amountTooLarge });
      return z.NEVER;
    }
    return kurus;
  });
}

/** A percentage as typed ('10', '12,5', 12.5) → basis points (1250); 0-100. */
const percentField = z.unknown().transform((value, ctx): number | null => {
  if (blank(value)) return null;
  const text =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.trim().replace('%', '').replace(',', '.')
        : '';
  if (!/^-?\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) < 0 || Number(text) > 100) {
    ctx.addIssue({ code: 'custom', message: SALE_MESSAGES.invalidPercent });
    return z.NEVER;
  }
  return Math.round(Number(text) * 100);
});

/** A positive id from a form field or JSON; empty = null. */
const optionalId = (message: string) =>
  z.unknown().transform((v, ctx): number | null => {
    if (blank(v)) return null;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const text = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
    z.string({ error: message }).max(max, message),
  );

/** A list from JSON or a form (conform's `name[0].field` gives an array; a missing list is empty). */
const list = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).max(max, message),
  );

/**
 * One line as the desk sends it: an appointment line (`appointmentLineId` with its `kind`) or
 * a service or package from the catalogue (`kind` + `itemId`), the price charged (empty: the
 * booked or catalogue price) and the artist (empty: the appointment's).
 */
const lineInput = z.object({
  kind: z.enum(SALE_LINE_KINDS, { error: SALE_MESSAGES.invalidLine }),
  appointmentLineId: optionalId(SALE_MESSAGES.invalidLine)
    .optional()
    .transform((v) => v ?? null),
  itemId: optionalId(SALE_MESSAGES.itemUnavailable)
    .optional()
    .transform((v) => v ?? null),
  price: moneyField(null)
    .optional()
    .transform((v) => v ?? null),
  teamMemberId: optionalId(SALE_MESSAGES.memberUnknown)
    .optional()
    .transform((v) => v ?? null),
});
export type SaleLineInput = z.output<typeof lineInput>;

const tipInput = z.object({
  teamMemberId: optionalId(SALE_MESSAGES.tipMemberRequired).transform((v, ctx) => {
    if (v === null) {
      ctx.addIssue({ code: 'custom', message: SALE_MESSAGES.tipMemberRequired });
      return z.NEVER;
    }
    return v;
  }),
  amount: moneyField(0),
});

const paymentInput = z.object({
  method: z.enum(PAYMENT_METHOD_VALUES, { error: SALE_MESSAGES.invalidPaymentMethod }),
  amount: moneyField(0),
});

const idList = z.preprocess(
  (v) =>
    v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v],
  z.array(optionalId(SALE_MESSAGES.memberUnknown)).max(MAX_SALE_TIPS, SALE_MESSAGES.tooManyTips),
);

/**
 * Checkout (form and JSON): every field optional except what completing needs.
 * - `lines`: omitted = the appointment's lines at their booked prices;
 * - `discountType` ('amount' | 'percent'), `discountValue` (lira or percent), `discountReason`;
 * - `tips`: [{ teamMemberId, amount }], or `tipTotal` with `tipMemberIds` split evenly;
 * - `payments`: [{ method: 'cash' | 'card' | 'transfer', amount }] (rows of 0 are dropped);
 * - `note`; `complete` (default true; false keeps the sale open); `idempotencyKey` (a retry
 *   with the same key answers the first result).
 */
export const checkoutSchema = z
  .object({
    lines: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.array(lineInput).max(MAX_SALE_LINES, SALE_MESSAGES.tooManyLines).optional(),
    ),
    discountType: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z.enum(DISCOUNT_KIND_VALUES, { error: SALE_MESSAGES.invalidDiscountKind }).optional(),
    ),
    discountValue: z.unknown().optional(),
    discountReason: text(SALE_REASON_MAX, SALE_MESSAGES.reasonTooLong)
      .optional()
      .transform((v) => v ?? ''),
    tips: list(tipInput, MAX_SALE_TIPS, SALE_MESSAGES.tooManyTips),
    tipTotal: moneyField(null)
      .optional()
      .transform((v) => v ?? null),
    tipMemberIds: idList.optional().transform((v) => (v ?? []).filter((id): id is number => id !== null)),
    payments: list(paymentInput, MAX_SALE_PAYMENTS, SALE_MESSAGES.tooManyPayments),
    note: text(SALE_NOTE_MAX, SALE_MESSAGES.noteTooLong)
      .optional()
      .transform((v) => v || null),
    complete: z.preprocess(
      (v) => (blank(v) ? true : v === true || v === 'on' || v === 'true' || v === '1'),
      z.boolean(),
    ),
    idempotencyKey: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().max(100).optional()),
  })
  .transform((input, ctx) => {
    let discount: DiscountDraft | null = null;
    if (input.discountType === 'percent') {
      const parsed = percentField.safeParse(input.discountValue);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: SALE_MESSAGES.invalidPercent, path: ['discountValue'] });
        return z.NEVER;
      }
      if (parsed.data !== null && parsed.data > 0)
        discount = { kind: 'percent', basisPoints: parsed.data, reason: input.discountReason };
    } else if (input.discountType === 'amount' || !blank(input.discountValue)) {
      const parsed = moneyField(null).safeParse(input.discountValue);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: parsed.error.issues[0]?.message ?? SALE_MESSAGES.invalidAmount,
          path: ['discountValue'],
        });
        return z.NEVER;
      }
      if (parsed.data !== null && parsed.data > 0)
        discount = { kind: 'amount', amountKurus: parsed.data, reason: input.discountReason };
    }
    const listedTips = input.tips.filter((t) => t.amount > 0);
    if (input.tipTotal !== null && input.tipTotal > 0 && listedTips.length > 0) {
      ctx.addIssue({ code: 'custom', message: SALE_MESSAGES.tipListAndTotal, path: ['tipTotal'] });
      return z.NEVER;
    }
    if (input.tipTotal !== null && input.tipTotal > 0 && input.tipMemberIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: SALE_MESSAGES.tipMemberRequired, path: ['tipMemberIds'] });
      return z.NEVER;
    }
    const tips: TipDraft[] =
      input.tipTotal !== null && input.tipTotal > 0
        ? splitTip(input.tipTotal, [...new Set(input.tipMemberIds)])
        : listedTips.map((t) => ({ teamMemberId: t.teamMemberId, amountKurus: t.amount }));
    return {
      lines: input.lines ?? null,
      discount,
      tips,
      payments: input.payments.filter((p) => p.amount > 0).map((p) => ({ method: p.method, amountKurus: p.amount })),
      note: input.note,
      complete: input.complete,
      idempotencyKey: input.idempotencyKey ?? null,
    };
  });
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** POST /api/sales/{id}/void and the void form. */
export const voidSaleSchema = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z.string().min(1, SALE_MESSAGES.voidReasonRequired).max(SALE_REASON_MAX, SALE_MESSAGES.reasonTooLong),
  ),
});

/** Settling what a completed sale still owes: one or more payments taken now. */
export const settleSaleSchema = z
  .object({
    payments: list(paymentInput, MAX_SALE_PAYMENTS, SALE_MESSAGES.tooManyPayments),
    idempotencyKey: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().max(100).optional()),
  })
  .transform((input) => ({
    payments: input.payments.filter((p) => p.amount > 0).map((p) => ({ method: p.method, amountKurus: p.amount })),
    idempotencyKey: input.idempotencyKey ?? null,
  }));
