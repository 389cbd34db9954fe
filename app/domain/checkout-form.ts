/**
 * The checkout screen's form (issue 27, item 2; docs/decisions/0376) as the desk types it:
 * strings in numbered fields (`lines[0].price`, `tips[1].amount`, `payments[2].amount`, the
 * names `checkoutSchema` in sale.ts reads), so it works as a plain HTML form: 'Kalem ekle' and
 * 'Çıkar' are submit buttons that come back with one line more or less, 'Hesapla' shows the
 * totals, and the same values re-render after a refusal. With JavaScript the totals follow
 * each keystroke through the same functions.
 *
 * Pure: the route reads the form into these values and the component shows them.
 */
import { z } from 'zod';
import { liraToKurus, kurusToLiraText } from '../utils/money';
import { PAYMENT_METHOD_VALUES, saleTotals, splitEvenly, type PaymentMethod, type SaleLineKind, type SaleTotals } from './sale';

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
export const DISCOUNT_REASONS = ['Sadakat indirimi', 'Kampanya', 'Personel indirimi', 'Telafi (gecikme, memnuniyetsizlik)', 'İlk ziyaret'] as const;

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

type FieldSource = { get(name: string): unknown };
const str = (form: FieldSource, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

const MAX_ROWS = 30;

/** Reads the posted form back into its values (rows in order, up to the first missing index). */
export function readCheckoutValues(form: FieldSource): CheckoutFormValues {
  const rows = <T>(prefix: string, field: string, read: (i: number) => T): T[] => {
    const out: T[] = [];
    for (let i = 0; i < MAX_ROWS && form.get(`${prefix}[${i}].${field}`) !== null && form.get(`${prefix}[${i}].${field}`) !== undefined; i++) out.push(read(i));
    return out;
  };
  const kindOf = (v: string): SaleLineKind => (v === 'package' ? 'package' : 'service');
  const methodOf = (v: string): PaymentMethod => ((PAYMENT_METHOD_VALUES as readonly string[]).includes(v) ? (v as PaymentMethod) : 'cash');
  return {
    lines: rows('lines', 'kind', (i) => ({
      kind: kindOf(str(form, `lines[${i}].kind`)),
      appointmentLineId: str(form, `lines[${i}].appointmentLineId`),
      itemId: str(form, `lines[${i}].itemId`),
      price: str(form, `lines[${i}].price`),
      teamMemberId: str(form, `lines[${i}].teamMemberId`),
    })),
    discountType: str(form, 'discountType') === 'percent' ? 'percent' : 'amount',
    discountValue: str(form, 'discountValue'),
    discountReason: str(form, 'discountReason'),
    tips: rows('tips', 'teamMemberId', (i) => ({ teamMemberId: str(form, `tips[${i}].teamMemberId`), amount: str(form, `tips[${i}].amount`) })),
    payments: rows('payments', 'method', (i) => ({ method: methodOf(str(form, `payments[${i}].method`)), amount: str(form, `payments[${i}].amount`) })),
    note: str(form, 'note'),
    sendReceipt: str(form, 'sendReceipt') === 'on' || str(form, 'sendReceipt') === '1',
    idempotencyKey: str(form, 'idempotencyKey'),
  };
}

/** One line more: a service or package of the catalogue at its price, done by `memberId`. */
export function withLineAdded(values: CheckoutFormValues, item: { kind: SaleLineKind; id: number; priceKurus: number }, memberId: number | null): CheckoutFormValues {
  return {
    ...values,
    lines: [...values.lines, { kind: item.kind, appointmentLineId: '', itemId: String(item.id), price: kurusToLiraText(item.priceKurus, ','), teamMemberId: memberId === null ? '' : String(memberId) }],
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
export const addItemSchema = z.object({ addItem: z.string().optional().transform((value) => parseItemChoice(value)) });

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
export function checkoutTotals(values: CheckoutFormValues): SaleTotals {
  const discountText = values.discountValue.trim();
  const discount = !discountText
    ? null
    : values.discountType === 'percent'
      ? { kind: 'percent' as const, basisPoints: basisPointsOf(discountText), reason: values.discountReason }
      : { kind: 'amount' as const, amountKurus: kurusOf(discountText), reason: values.discountReason };
  return saleTotals({
    lines: values.lines.map((l) => ({ kind: l.kind, itemId: null, name: '', listPriceKurus: kurusOf(l.price), priceKurus: kurusOf(l.price), teamMemberId: null })),
    discount,
    tips: values.tips.map((t) => ({ teamMemberId: Number(t.teamMemberId) || 0, amountKurus: kurusOf(t.amount) })),
    payments: values.payments.map((p) => ({ method: p.method, amountKurus: kurusOf(p.amount) })),
  });
}

/** What is still to pay before the payment row `index` (the 'Kalanı yaz' button fills this in that row). */
export function restFor(values: CheckoutFormValues, index: number): number {
  const totals = checkoutTotals({ ...values, payments: values.payments.map((p, i) => (i === index ? { ...p, amount: '' } : p)) });
  return Math.max(0, totals.totalKurus - totals.paidKurus);
}

/** A tip total split evenly over the given rows (the first ones get the extra kuruş), as typed amounts. */
export function splitTipRows(values: CheckoutFormValues, totalKurus: number, memberIds: readonly string[]): CheckoutFormValues['tips'] {
  if (memberIds.length === 0) return values.tips;
  const parts = splitEvenly(totalKurus, memberIds.length);
  const share = new Map(memberIds.map((id, i) => [id, parts[i]!]));
  return values.tips.map((t) => (share.has(t.teamMemberId) ? { ...t, amount: kurusToLiraText(share.get(t.teamMemberId)!, ',') } : { ...t, amount: '' }));
}
