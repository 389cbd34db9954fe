/**
 * The checkout screen's form (issue 27, item 2; docs/decisions/0376) as the desk types it:
 * strings in numbered fields (`lines[0].price`, `tips[1].amount`, `payments[2].amount`, the
 * names `checkoutSchema` in sale.ts reads), so it works as a plain HTML form: 'Kalem ekle' and
 * 'Çıkar' are submit buttons that come back with one line more or less, 'Hesapla' shows the
 * totals, and the same values re-render after a refusal. With JavaScript the totals follow
 * each keystroke through the same functions.
 *
 * Pure: the route reads the form into these values (checkoutFormSchema, with conform) and the
 * component shows them.
 */
import { z } from 'zod';
import { liraToKurus, kurusToLiraText } from '../utils/money';
import {
  PAYMENT_METHOD_VALUES,
  saleTotals,
  splitEvenly,
  type PaymentMethod,
  type SaleLineKind,
  type SaleTotals,
} from './sale';

export type CheckoutLineValues = {
  kind: SaleLineKind;
  /** the appointment's line ('' for a line added at the desk) */
  appointmentLineId: string;
  /** the catalogue's service or package ('' for an appointment line) */
  itemId: string;
  price: string;
  teamMemberId: string;
};

export type CheckoutFormValues = {
  lines: CheckoutLineValues[];
  discountType: 'amount' | 'percent';
  discountValue: string;
  discountReason: string;
  /** one row per artist offered (the sale's artists first) */
  tips: { teamMemberId: string; amount: string }[];
  /** one row per method: Nakit, Kart, Havale */
  payments: { method: PaymentMethod; amount: string }[];
  note: string;
  /** e-mail the receipt once paid (only offered when the customer has an e-mail address) */
  sendReceipt: boolean;
  idempotencyKey: string;
};

export const CHECKOUT_TEXTS = {
  title: 'Ödeme al',
  addLine: 'Kalem ekle',
  chooseItem: 'Hizmet veya paket seçin',
  removeLine: 'Çıkar',
  preview: 'Hesapla',
  complete: 'Ödemeyi tamamla',
  fillRest: 'Kalanı yaz',
  splitTips: 'Eşit böl',
  owedWarning: (amount: string) => `Kalan ${amount} borç olarak kaydedilecek.`,
  overpaid: (amount: string) => `Ödemeler toplamı ${amount} aşıyor.`,
  alreadyPaid: 'Bu randevunun ödemesi alındı.',
  noItem: 'Lütfen eklenecek hizmeti veya paketi seçin.',
  receiptQueued: 'Fiş e-posta ile gönderilmek üzere sıraya alındı.',
} as const;

/** Discount reasons the desk types often (a datalist; any text is accepted). */
export const DISCOUNT_REASONS = [
  'Sadakat indirimi',
  'Kampanya',
  'Personel indirimi',
  'Telafi (gecikme, memnuniyetsizlik)',
  'İlk ziyaret',
] as const;

/** A fresh form: the appointment's lines at their booked prices, one tip row per artist, the three payment rows. */
export function initialCheckoutValues(input: {
  lines: readonly { id: number; kind: SaleLineKind; priceKurus: number }[];
  teamMemberId: number | null;
  tipMemberIds: readonly number[];
  customerHasEmail: boolean;
  idempotencyKey: string;
}): CheckoutFormValues {
  return {
    lines: input.lines.map((l) => ({
      kind: l.kind,
      appointmentLineId: String(l.id),
      itemId: '',
      price: kurusToLiraText(l.priceKurus, ','),
      teamMemberId: input.teamMemberId === null ? '' : String(input.teamMemberId),
    })),
    discountType: 'amount',
    discountValue: '',
    discountReason: '',
    tips: input.tipMemberIds.map((id) => ({ teamMemberId: String(id), amount: '' })),
    payments: PAYMENT_METHOD_VALUES.map((method) => ({ method, amount: '' })),
    note: '',
    sendReceipt: input.customerHasEmail,
    idempotencyKey: input.idempotencyKey,
  };
}

const MAX_ROWS = 30;

/** A typed text: anything that is not a string (missing, a file) reads as ''. */
const text = z.string().catch('');

/**
 * Numbered rows (`lines[0].kind`, `lines[1].kind`, ...) as conform reads them into a list: in
 * order, up to the first row whose `key` field is missing, at most MAX_ROWS.
 */
function rows<T extends z.ZodType>(row: T, key: string) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((posted) => {
      const out: z.output<T>[] = [];
      for (const r of posted.slice(0, MAX_ROWS)) {
        if (!r || typeof r !== 'object' || (r as Record<string, unknown>)[key] === undefined) break;
        out.push(row.parse(r));
      }
      return out;
    });
}

/**
 * The posted form as its values (what the no-JS steps and a refused submit show again): lenient,
 * it never refuses (an unknown kind reads as 'service', an unknown method as 'cash', a missing
 * field as ''); `checkoutSchema` in sale.ts is what checks them on save. Read with conform:
 * `parseWithZod(form, { schema: checkoutFormSchema, disableAutoCoercion: true })`.
 */
export const checkoutFormSchema: z.ZodType<CheckoutFormValues, unknown> = z.object({
  lines: rows(
    z.object({
      kind: z.enum(['service', 'package']).catch('service'),
      appointmentLineId: text,
      itemId: text,
      price: text,
      teamMemberId: text,
    }),
    'kind',
  ),
  discountType: z.enum(['amount', 'percent']).catch('amount'),
  discountValue: text,
  discountReason: text,
  tips: rows(z.object({ teamMemberId: text, amount: text }), 'teamMemberId'),
  payments: rows(z.object({ method: z.enum(PAYMENT_METHOD_VALUES).catch('cash'), amount: text }), 'method'),
  note: text,
  sendReceipt: text.transform((v) => v === 'on' || v === '1'),
  idempotencyKey: text,
});

/** One line more: a service or package of the catalogue at its price, done by `memberId`. */
export function withLineAdded(
  values: CheckoutFormValues,
  item: { kind: SaleLineKind; id: number; priceKurus: number },
  memberId: number | null,
): CheckoutFormValues {
  return {
    ...values,
    lines: [
      ...values.lines,
      {
        kind: item.kind,
        appointmentLineId: '',
        itemId: String(item.id),
        price: kurusToLiraText(item.priceKurus, ','),
        teamMemberId: memberId === null ? '' : String(memberId),
      },
    ],
  };
}

export function withLineRemoved(values: CheckoutFormValues, index: number): CheckoutFormValues {
  return { ...values, lines: values.lines.filter((_, i) => i !== index) };
}

/** 'service:12' / 'package:3' from the add-line select. */
export function parseItemChoice(value: unknown): { kind: SaleLineKind; id: number } | null {
  const m = typeof value === 'string' ? /^(service|package):(\d{1,9})$/.exec(value) : null;
  return m ? { kind: m[1] as SaleLineKind, id: Number(m[2]) } : null;
}

/** The no-JS form's "Ekle" step: the chosen item ('service:12'), or null when none or unknown. */
export const addItemSchema = z.object({
  addItem: z
    .string()
    .optional()
    .transform((value) => parseItemChoice(value)),
});

const kurusOf = (text: string) => liraToKurus(text) ?? 0;

/** A percentage as typed ('10', '12,5') in basis points; 0 when not a number. */
function basisPointsOf(text: string): number {
  const n = Number(text.trim().replace('%', '').replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? Math.round(Math.min(n, 100) * 100) : 0;
}

/**
 * The totals of the values as typed (what the screen shows while the desk types; an amount
 * that is not a number counts as 0 here, the server's checkoutSchema refuses it on save).
 */
export function checkoutTotals(values: CheckoutFormValues, creditKurus = 0): SaleTotals {
  const discountText = values.discountValue.trim();
  const discount = !discountText
    ? null
    : values.discountType === 'percent'
      ? { kind: 'percent' as const, basisPoints: basisPointsOf(discountText), reason: values.discountReason }
      : { kind: 'amount' as const, amountKurus: kurusOf(discountText), reason: values.discountReason };
  return saleTotals({
    lines: values.lines.map((l) => ({
      kind: l.kind,
      itemId: null,
      name: '',
      listPriceKurus: kurusOf(l.price),
      priceKurus: kurusOf(l.price),
      teamMemberId: null,
    })),
    discount,
    tips: values.tips.map((t) => ({ teamMemberId: Number(t.teamMemberId) || 0, amountKurus: kurusOf(t.amount) })),
    payments: values.payments.map((p) => ({ method: p.method, amountKurus: kurusOf(p.amount) })),
    // the kapora paid before the visit (issue 38)
    creditKurus,
  });
}

/** What is still to pay before the payment row `index` (the 'Kalanı yaz' button fills this in that row). */
export function restFor(values: CheckoutFormValues, index: number, creditKurus = 0): number {
  const totals = checkoutTotals(
    {
      ...values,
      payments: values.payments.map((p, i) => (i === index ? { ...p, amount: '' } : p)),
    },
    creditKurus,
  );
  return Math.max(0, totals.totalKurus - totals.paidKurus);
}

/** A tip total split evenly over the given rows (the first ones get the extra kuruş), as typed amounts. */
export function splitTipRows(
  values: CheckoutFormValues,
  totalKurus: number,
  memberIds: readonly string[],
): CheckoutFormValues['tips'] {
  if (memberIds.length === 0) return values.tips;
  const parts = splitEvenly(totalKurus, memberIds.length);
  const share = new Map(memberIds.map((id, i) => [id, parts[i]!]));
  return values.tips.map((t) =>
    share.has(t.teamMemberId)
      ? { ...t, amount: kurusToLiraText(share.get(t.teamMemberId)!, ',') }
      : { ...t, amount: '' },
  );
}
