/**
 * A sale's receipt (issue 27, item 2): ONE data shape for the A4 page, the 80 mm slip and the
 * e-mail, with the figures already formatted the Turkish way (₺1.250,00). The layouts only
 * place these rows; `receiptText` lays the shape out in fixed-width text for an 80 mm printer
 * (42 characters a row), which a plain-text e-mail can reuse.
 */
import { formatKurus } from '../utils/money';
import { formatTurkishDate } from './clock';
import { PAYMENT_METHOD_LABELS, saleNumber, type PaymentMethod, type SaleStatus } from './sale';
import { STUDIO, studioAddressLine } from './studio';

/** What a receipt needs of a sale (the sale model's `SaleView` has all of it). */
export type ReceiptSale = {
  id: number;
  status: SaleStatus;
  /** Istanbul date and time the sale was completed (or opened) */
  day: string;
  time: string;
  customerName: string;
  lines: { name: string; memberName: string | null; listPriceKurus: number; priceKurus: number }[];
  discount: { label: string; kurus: number; reason: string } | null;
  tips: { memberName: string | null; amountKurus: number }[];
  payments: { method: PaymentMethod; amountKurus: number }[];
  subtotalKurus: number;
  netKurus: number;
  tipsKurus: number;
  totalKurus: number;
  paidKurus: number;
  owedKurus: number;
  note: string | null;
  voidReason: string | null;
};

export type ReceiptRow = { label: string; detail: string | null; amount: string };

export type Receipt = {
  studio: { name: string; address: string; phone: string; email: string };
  number: string;
  date: string;
  time: string;
  customerName: string;
  lines: ReceiptRow[];
  subtotal: string;
  discount: ReceiptRow | null;
  net: string;
  tips: ReceiptRow[];
  total: string;
  payments: ReceiptRow[];
  paid: string;
  /** 'Kalan borç' row when something is owed */
  owed: string | null;
  note: string | null;
  /** 'İPTAL EDİLDİ — neden' on a voided sale */
  voided: string | null;
  thanks: string;
};

export const RECEIPT_TEXTS = {
  title: 'Satış Fişi',
  number: 'Fiş No',
  customer: 'Müşteri',
  subtotal: 'Ara toplam',
  discount: 'İndirim',
  net: 'Hizmetler',
  tip: 'Bahşiş',
  total: 'TOPLAM',
  paid: 'Ödenen',
  owed: 'Kalan borç',
  listPrice: 'Liste fiyatı',
  voided: 'İPTAL EDİLDİ',
  thanks: 'Bizi tercih ettiğiniz için teşekkür ederiz.',
  notFiscal: 'Mali değeri yoktur.',
} as const;

/** What the desk is told about a receipt by e-mail. */
export const RECEIPT_MESSAGES = {
  queued: 'Fiş e-posta ile gönderilmek üzere sıraya alındı.',
  waiting: 'E-posta ayarları henüz yapılmadı: fiş, ayarlar yapılınca gönderilecek.',
  noEmail: 'Müşterinin e-posta adresi yok; fiş e-postayla gönderilemez.',
  notPaid: 'Yalnızca ödemesi alınmış bir satışın fişi gönderilebilir.',
} as const;

export function receiptOf(sale: ReceiptSale): Receipt {
  return {
    studio: { name: STUDIO.name, address: studioAddressLine(), phone: STUDIO.phone, email: STUDIO.email },
    number: saleNumber(sale.id),
    date: formatTurkishDate(sale.day),
    time: sale.time,
    customerName: sale.customerName,
    lines: sale.lines.map((l) => ({
      label: l.name,
      detail:
        [
          l.memberName,
          l.priceKurus !== l.listPriceKurus ? `${RECEIPT_TEXTS.listPrice}: ${formatKurus(l.listPriceKurus)}` : null,
        ]
          .filter(Boolean)
          .join(' · ') || null,
      amount: formatKurus(l.priceKurus),
    })),
    subtotal: formatKurus(sale.subtotalKurus),
    discount:
      sale.discount && sale.discount.kurus > 0
        ? {
            label: `${RECEIPT_TEXTS.discount} (${sale.discount.label})`,
            detail: sale.discount.reason || null,
            amount: `−${formatKurus(sale.discount.kurus)}`,
          }
        : null,
    net: formatKurus(sale.netKurus),
    tips: sale.tips
      .filter((t) => t.amountKurus > 0)
      .map((t) => ({ label: RECEIPT_TEXTS.tip, detail: t.memberName, amount: formatKurus(t.amountKurus) })),
    total: formatKurus(sale.totalKurus),
    payments: sale.payments.map((p) => ({
      label: PAYMENT_METHOD_LABELS[p.method],
      detail: null,
      amount: formatKurus(p.amountKurus),
    })),
    paid: formatKurus(sale.paidKurus),
    owed: sale.owedKurus > 0 ? formatKurus(sale.owedKurus) : null,
    note: sale.note,
    voided:
      sale.status === 'voided' ? `${RECEIPT_TEXTS.voided}${sale.voidReason ? ` — ${sale.voidReason}` : ''}` : null,
    thanks: RECEIPT_TEXTS.thanks,
  };
}

/** Characters a row of an 80 mm slip holds (Font A, 576 dots). */
export const SLIP_WIDTH = 42;

function row(label: string, amount: string, width: number): string {
  const room = width - amount.length - 1;
  const left = label.length > room ? `${label.slice(0, Math.max(0, room - 1))}…` : label;
  return `${left}${' '.repeat(Math.max(1, width - left.length - amount.length))}${amount}`;
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word.slice(0, width);
  }
  if (line) out.push(line);
  return out;
}

const center = (text: string, width: number) =>
  wrap(text, width).map((l) => `${' '.repeat(Math.floor((width - l.length) / 2))}${l}`);

/** The receipt as fixed-width lines (the 80 mm slip; a plain-text e-mail). */
export function receiptText(receipt: Receipt, width = SLIP_WIDTH): string[] {
  const rule = '-'.repeat(width);
  const lines = [
    ...center(receipt.studio.name, width),
    ...center(receipt.studio.address, width),
    ...center(receipt.studio.phone, width),
    rule,
    row(`${RECEIPT_TEXTS.number}: ${receipt.number}`, `${receipt.date} ${receipt.time}`, width),
    ...wrap(`${RECEIPT_TEXTS.customer}: ${receipt.customerName}`, width),
    rule,
  ];
  for (const l of receipt.lines) {
    lines.push(row(l.label, l.amount, width));
    if (l.detail) lines.push(...wrap(`  ${l.detail}`, width));
  }
  lines.push(rule, row(RECEIPT_TEXTS.subtotal, receipt.subtotal, width));
  if (receipt.discount) {
    lines.push(row(receipt.discount.label, receipt.discount.amount, width));
    if (receipt.discount.detail) lines.push(...wrap(`  ${receipt.discount.detail}`, width));
  }
  for (const t of receipt.tips) lines.push(row(`${t.label}${t.detail ? ` (${t.detail})` : ''}`, t.amount, width));
  lines.push(rule, row(RECEIPT_TEXTS.total, receipt.total, width));
  for (const p of receipt.payments) lines.push(row(p.label, p.amount, width));
  if (receipt.owed) lines.push(row(RECEIPT_TEXTS.owed, receipt.owed, width));
  if (receipt.note) lines.push(rule, ...wrap(receipt.note, width));
  if (receipt.voided) lines.push(rule, ...center(receipt.voided, width));
  lines.push(rule, ...center(receipt.thanks, width), ...center(RECEIPT_TEXTS.notFiscal, width));
  return lines;
}
