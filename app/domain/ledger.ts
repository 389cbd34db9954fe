/**
 * The till's ledger after the sale (issue 38, items 5-8; docs/decisions/0450-0453): debts
 * collected later, refunds as records of their own, voids only on the sale's own day, and a
 * closed day that changes only with an approval and lists what changed after its close.
 * Pure rules; app/models/sales/ledger.server.ts writes them.
 *
 * - A debt is what a completed sale still owes. Collecting it is a payment on the day it is
 *   taken (that day's takings), naming the sale's version it was read at: two desks
 *   collecting one debt, the second is refused (and a replayed submit is one payment).
 * - A refund is money given back: a row on the day it is given, by method, with a reason and
 *   who gave it; the sale stays as it was. At most what was paid, less what was refunded.
 * - A void (the sale was a mistake) only on the sale's own day; later, a refund.
 * - A closed day changes (a void of its sale, a refund given on it) only with the approval of
 *   an account holding `takings.approve` (Sahip, Yönetici): her own session, or her e-mail and
 *   password typed at the desk (docs/decisions/0451).
 */
import { z } from 'zod';
import { formatKurus } from '../utils/money';
import {
  moneyField,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_VALUES,
  SALE_REASON_MAX,
  voidSaleSchema,
  type PaymentMethod,
} from './sale';

export const LEDGER_MESSAGES = {
  collected: 'Kalan borç tahsil edildi.',
  refunded: 'İade kaydedildi.',
  amountRequired: 'Lütfen iade tutarını girin.',
  reasonRequired: 'Lütfen iade nedenini yazın.',
  methodRequired: 'Lütfen iade yöntemini seçin (Nakit, Kart veya Havale).',
  nothingPaid: 'Bu satışta iade edilecek ödeme yok.',
  voidedSale: 'İptal edilmiş bir satış için iade yapılamaz.',
  staleDebt: 'Bu borç siz açtıktan sonra değişti (başka bir masada tahsil edilmiş olabilir). Lütfen sayfayı yenileyin.',
  voidOtherDay:
    'Satış yalnızca kendi gününde iptal edilebilir. Sonraki bir günde parayı geri vermek için iade kaydedin.',
  approvalRequired: 'Bu gün kapatıldı: değişiklik için Sahip veya Yönetici onayı gerekir.',
  approverInvalid: 'Onay verilemedi: e-posta veya şifre hatalı ya da bu hesabın onay yetkisi yok.',
  approverPasskey:
    'Bu hesap geçiş anahtarıyla giriş yapıyor: onay için kendi hesabıyla giriş yapıp işlemi kendisi yapmalı.',
  keyReusedAfterVoid:
    'Bu ödeme formu iptal edilmiş bir satışa ait; yeni ödeme kaydedilmedi. Lütfen ödeme ekranını yeniden açın.',
  debtsTitle: 'Borçlar',
  noDebts: 'Kalan borç yok.',
} as const;

/** 'İade edilebilecek en fazla tutar ₺… (ödenen ₺…, iade edilen ₺…).' */
export function refundAboveMessage(leftKurus: number): string {
  return `İade tutarı, iade edilebilecek tutarı (${formatKurus(leftKurus)}) aşıyor.`;
}

/** How a sale reads while something is owed ('Kısmen ödendi') or not. */
export function saleStatusLabelOf(status: 'open' | 'completed' | 'voided', owedKurus: number): string {
  if (status === 'open') return 'Açık';
  if (status === 'voided') return 'İptal edildi';
  return owedKurus > 0 ? 'Kısmen ödendi' : 'Ödendi';
}

/** Why a refund of `amountKurus` cannot be given on this sale, or null. */
export function refundProblem(
  sale: { status: 'open' | 'completed' | 'voided'; paidKurus: number; refundedKurus: number },
  amountKurus: number,
): string | null {
  if (sale.status === 'voided') return LEDGER_MESSAGES.voidedSale;
  const left = sale.paidKurus - sale.refundedKurus;
  if (left <= 0) return LEDGER_MESSAGES.nothingPaid;
  if (amountKurus <= 0) return LEDGER_MESSAGES.amountRequired;
  if (amountKurus > left) return refundAboveMessage(left);
  return null;
}

/** Why a sale of `saleDay` cannot be voided `today` (a later day: a refund instead), or null. */
export function voidDayProblem(saleDay: string, today: string): string | null {
  return saleDay === today ? null : LEDGER_MESSAGES.voidOtherDay;
}

/** The approver typed at the desk (both empty: none). */
export type ApprovalInput = { email: string; password: string } | null;

const trimmed = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v), z.string().max(max));

/** The approver's e-mail and password (form fields `approverEmail`, `approverPassword`; JSON `approval`). */
const approvalFields = {
  approverEmail: trimmed(200).optional(),
  approverPassword: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().max(200)).optional(),
};
function approvalOf(input: { approverEmail?: string; approverPassword?: string }): ApprovalInput {
  return input.approverEmail && input.approverPassword
    ? { email: input.approverEmail, password: input.approverPassword }
    : null;
}

const key = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z.string().max(100).optional(),
);

/** A sale's version as read (a form's hidden field or JSON). */
const versionField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: 'Geçersiz sürüm.' }).int().positive(),
);

/** Giving money back: amount (lira), method, reason; a key makes a replay one refund; an approver when the day is closed. */
export const refundSchema = z
  .object({
    amount: moneyField(0),
    method: z.enum(PAYMENT_METHOD_VALUES, { error: LEDGER_MESSAGES.methodRequired }),
    reason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : ''),
      z
        .string()
        .min(1, LEDGER_MESSAGES.reasonRequired)
        .max(SALE_REASON_MAX, `Neden en fazla ${SALE_REASON_MAX} karakter olabilir.`),
    ),
    idempotencyKey: key,
    ...approvalFields,
  })
  .transform((v, ctx) => {
    if (v.amount <= 0) {
      ctx.addIssue({ code: 'custom', message: LEDGER_MESSAGES.amountRequired, path: ['amount'] });
      return z.NEVER;
    }
    return {
      amountKurus: v.amount,
      method: v.method as PaymentMethod,
      reason: v.reason,
      idempotencyKey: v.idempotencyKey ?? null,
      approval: approvalOf(v),
    };
  });
export type RefundInput = z.output<typeof refundSchema>;

/** Collecting what a sale owes: one payment (method, amount: empty = all that is owed), the version read, a key. */
export const collectSchema = z
  .object({
    method: z.enum(PAYMENT_METHOD_VALUES, { error: 'Lütfen bir ödeme yöntemi seçin (Nakit, Kart veya Havale).' }),
    amount: moneyField(null)
      .optional()
      .transform((v) => v ?? null),
    version: versionField,
    idempotencyKey: key,
  })
  .transform((v) => ({
    method: v.method as PaymentMethod,
    amountKurus: v.amount,
    version: v.version,
    idempotencyKey: v.idempotencyKey ?? null,
  }));
export type CollectInput = z.output<typeof collectSchema>;

/** POST /api/sales/{id}/payments: the same, the version in the body or in `If-Match: "v3"`. */
export const collectApiSchema = z
  .object({
    method: z.enum(PAYMENT_METHOD_VALUES, { error: 'Lütfen bir ödeme yöntemi seçin (Nakit, Kart veya Havale).' }),
    amount: moneyField(null)
      .optional()
      .transform((v) => v ?? null),
    version: versionField.optional(),
    idempotencyKey: key,
  })
  .transform((v) => ({
    method: v.method as PaymentMethod,
    amountKurus: v.amount,
    version: v.version ?? null,
    idempotencyKey: v.idempotencyKey ?? null,
  }));

export const VERSION_REQUIRED_MESSAGE =
  'Borcun okunduğu sürümü gönderin (version alanı veya If-Match: "v3"); iki masa aynı borcu iki kez tahsil etmesin.';

/** The void form and POST /api/sales/{id}/void: the reason, and an approver when the sale's day is closed. */
export const voidWithApprovalSchema = z
  .object({ reason: voidSaleSchema.shape.reason, ...approvalFields })
  .transform((v) => ({ reason: v.reason, approval: approvalOf(v) }));

// ---------------------------------------------------------------------------------------------
// Borçlar: who owes what, since when
// ---------------------------------------------------------------------------------------------

export type DebtRow = {
  saleId: number;
  number: string;
  appointmentId: number | null;
  customerId: number | null;
  customerName: string;
  /** YYYY-MM-DD: the sale's day (owed since) */
  day: string;
  totalKurus: number;
  paidKurus: number;
  owedKurus: number;
  version: number;
};

/** Whole days from `since` to `today` (both YYYY-MM-DD). */
export function daysBetween(since: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${since}T00:00:00Z`)) / 86_400_000);
}

/** 'Bugün', 'Dün', '12 gün' */
export function owedForText(since: string, today: string): string {
  const days = daysBetween(since, today);
  return days <= 0 ? 'Bugün' : days === 1 ? 'Dün' : `${days} gün`;
}

/** The debts as a table (the screen's CSV and .xlsx; app/domain/reports.ts `tableCsv`). */
export function debtsTable(today: string, debts: readonly DebtRow[]) {
  return {
    id: 'borclar',
    title: 'Borçlar',
    columns: [
      { label: 'Tarih', kind: 'date' as const },
      { label: 'Fiş No', kind: 'text' as const },
      { label: 'Müşteri', kind: 'text' as const },
      { label: 'Toplam', kind: 'money' as const },
      { label: 'Ödenen', kind: 'money' as const },
      { label: 'Kalan borç', kind: 'money' as const },
      { label: 'Gün', kind: 'int' as const },
    ],
    rows: debts.map((d) => [
      d.day,
      d.number,
      d.customerName,
      d.totalKurus,
      d.paidKurus,
      d.owedKurus,
      Math.max(0, daysBetween(d.day, today)),
    ]),
    fileName: `borclar-${today}.csv`,
  };
}

// ---------------------------------------------------------------------------------------------
// A closed day's later changes
// ---------------------------------------------------------------------------------------------

export const LATER_CHANGE_LABELS = {
  sale: 'Yeni satış',
  payment: 'Ödeme',
  void: 'İptal',
  refund: 'İade',
  depositKept: 'Tutulan kapora',
  depositReleased: 'Tutulan kapora geri alındı (Gelmedi kaldırıldı)',
} as const;
export type LaterChangeKind = keyof typeof LATER_CHANGE_LABELS;

/** One change made to a day after its close: what, when, which sale, how much, who, approved by whom. */
export type LaterChange = {
  kind: LaterChangeKind;
  label: string;
  at: Date;
  saleNumber: string | null;
  customerName: string;
  /** signed: money in (+) or out/removed (−) */
  amountKurus: number;
  method: PaymentMethod | null;
  methodLabel: string | null;
  byName: string | null;
  approvedByName: string | null;
  reason: string | null;
};

export function methodLabelOf(method: PaymentMethod | null): string | null {
  return method ? PAYMENT_METHOD_LABELS[method] : null;
}
