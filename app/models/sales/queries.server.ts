/**
 * The sale read model (issue 27; docs/decisions/0365-sales.md): a sale with its lines, tips
 * and payments, read ONE way for the checkout screen, the appointment panel, the day's sales,
 * the receipt and the JSON API. `readSales` reads a window (ids, a day, appointments) in four
 * queries whatever its size.
 */
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { dayCloses, refunds, saleLines, salePayments, sales, saleTips, teamMembers, users } from '../../../db/schema';
import { istanbulClock } from '../../domain/clock';
import { saleStatusLabelOf } from '../../domain/ledger';
import {
  DISCOUNT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  saleNumber,
  type DiscountKind,
  type PaymentMethod,
  type SaleLineKind,
  type SaleStatus,
} from '../../domain/sale';
import { receiptOf, type Receipt, type ReceiptSale } from '../../domain/sale-receipt';
import { kurusToLira } from '../../utils/money';
import type { DbOrTx } from '../db.server';

export type SaleLineView = {
  id: number;
  kind: SaleLineKind;
  itemId: number | null;
  name: string;
  listPriceKurus: number;
  priceKurus: number;
  /** the line's share of the discount, and what is left (commission is paid on it) */
  discountKurus: number;
  netKurus: number;
  teamMemberId: number | null;
  memberName: string | null;
};

export type SaleTipView = { teamMemberId: number | null; memberName: string; amountKurus: number };
export type SalePaymentView = {
  id: number;
  method: PaymentMethod;
  label: string;
  amountKurus: number;
  day: string;
  takenAt: Date;
};

/** Money given back on a sale: a row of its own on the day it was given (docs/decisions/0450). */
export type SaleRefundView = {
  id: number;
  method: PaymentMethod;
  label: string;
  amountKurus: number;
  reason: string;
  day: string;
  at: Date;
  byName: string | null;
  approvedBy: number | null;
};

export type SaleView = {
  id: number;
  /** 'S-000123' */
  number: string;
  appointmentId: number | null;
  customerId: number | null;
  customerName: string;
  status: SaleStatus;
  /** 'Ödendi', 'Kısmen ödendi' while something is owed, 'Açık', 'İptal edildi' */
  statusLabel: string;
  /** YYYY-MM-DD: the day it was completed (opened, while open) */
  day: string;
  /** HH:MM, Istanbul: when it was completed (opened, while open) */
  time: string;
  lines: SaleLineView[];
  discount: { kind: DiscountKind; basisPoints: number | null; kurus: number; reason: string; label: string } | null;
  tips: SaleTipView[];
  payments: SalePaymentView[];
  subtotalKurus: number;
  discountKurus: number;
  netKurus: number;
  tipsKurus: number;
  totalKurus: number;
  paidKurus: number;
  owedKurus: number;
  /** money given back on it (its own rows; the figures above stay as they were) */
  refunds: SaleRefundView[];
  refundedKurus: number;
  /** one more on every write (collecting a debt names it) */
  version: number;
  note: string | null;
  voidReason: string | null;
  voidedAt: Date | null;
  voidedBy: number | null;
  createdBy: number | null;
  createdAt: Date;
  completedAt: Date | null;
  updatedAt: Date;
};

export type SaleWindow = { ids?: readonly number[]; day?: string; appointmentIds?: readonly number[]; live?: boolean };

const percentText = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** '%10' or 'tutar': how the discount was given, for the receipt and the lists. */
function discountLabel(kind: DiscountKind, basisPoints: number | null): string {
  return kind === 'percent' && basisPoints !== null
    ? `%${percentText.format(basisPoints / 100)}`
    : DISCOUNT_KIND_LABELS.amount;
}

/** The sales of a window (by day, then in the order they were made), with their lines, tips and payments. */
export function readSales(db: DbOrTx, window: SaleWindow): SaleView[] {
  if ((window.ids && window.ids.length === 0) || (window.appointmentIds && window.appointmentIds.length === 0))
    return [];
  const where: SQL[] = [];
  if (window.ids) where.push(inArray(sales.id, [...window.ids]));
  if (window.day) where.push(eq(sales.day, window.day));
  if (window.appointmentIds) where.push(inArray(sales.appointmentId, [...window.appointmentIds]));
  if (window.live) where.push(ne(sales.status, 'voided'));
  const rows = db
    .select()
    .from(sales)
    .where(and(...where))
    .orderBy(asc(sales.day), asc(sales.id))
    .all();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = db
    .select({ line: saleLines, memberName: teamMembers.name })
    .from(saleLines)
    .leftJoin(teamMembers, eq(teamMembers.id, saleLines.teamMemberId))
    .where(inArray(saleLines.saleId, ids))
    .orderBy(asc(saleLines.saleId), asc(saleLines.position), asc(saleLines.id))
    .all();
  const tips = db.select().from(saleTips).where(inArray(saleTips.saleId, ids)).orderBy(asc(saleTips.id)).all();
  const payments = db
    .select()
    .from(salePayments)
    .where(inArray(salePayments.saleId, ids))
    .orderBy(asc(salePayments.id))
    .all();
  const given = db
    .select({ refund: refunds, byName: users.name })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .where(inArray(refunds.saleId, ids))
    .orderBy(asc(refunds.id))
    .all();
  return rows.map((s) => {
    const at = s.completedAt ?? s.createdAt;
    return {
      id: s.id,
      number: saleNumber(s.id),
      appointmentId: s.appointmentId,
      customerId: s.customerId,
      customerName: s.customerName,
      status: s.status,
      statusLabel: saleStatusLabelOf(s.status, s.owedKurus),
      day: s.day,
      time: istanbulClock(at).time,
      lines: lines
        .filter((l) => l.line.saleId === s.id)
        .map(({ line: l, memberName }) => ({
          id: l.id,
          kind: l.kind,
          itemId: l.itemId,
          name: l.name,
          listPriceKurus: l.listPriceKurus,
          priceKurus: l.priceKurus,
          discountKurus: l.discountKurus,
          netKurus: l.netKurus,
          teamMemberId: l.teamMemberId,
          memberName,
        })),
      discount:
        s.discountKind && s.discountKurus > 0
          ? {
              kind: s.discountKind,
              basisPoints: s.discountBasisPoints,
              kurus: s.discountKurus,
              reason: s.discountReason ?? '',
              label: discountLabel(s.discountKind, s.discountBasisPoints),
            }
          : null,
      tips: tips
        .filter((t) => t.saleId === s.id)
        .map((t) => ({ teamMemberId: t.teamMemberId, memberName: t.memberName, amountKurus: t.amountKurus })),
      payments: payments
        .filter((p) => p.saleId === s.id)
        .map((p) => ({
          id: p.id,
          method: p.method,
          label: PAYMENT_METHOD_LABELS[p.method],
          amountKurus: p.amountKurus,
          day: p.day,
          takenAt: p.takenAt,
        })),
      subtotalKurus: s.subtotalKurus,
      discountKurus: s.discountKurus,
      netKurus: s.netKurus,
      tipsKurus: s.tipsKurus,
      totalKurus: s.totalKurus,
      paidKurus: s.paidKurus,
      owedKurus: s.owedKurus,
      refunds: given
        .filter((r) => r.refund.saleId === s.id)
        .map(({ refund: r, byName }) => ({
          id: r.id,
          method: r.method,
          label: PAYMENT_METHOD_LABELS[r.method],
          amountKurus: r.amountKurus,
          reason: r.reason,
          day: r.day,
          at: r.createdAt,
          byName,
          approvedBy: r.approvedBy,
        })),
      refundedKurus: given.filter((r) => r.refund.saleId === s.id).reduce((sum, r) => sum + r.refund.amountKurus, 0),
      version: s.version,
      note: s.note,
      voidReason: s.voidReason,
      voidedAt: s.voidedAt,
      voidedBy: s.voidedBy,
      createdBy: s.createdBy,
      createdAt: s.createdAt,
      completedAt: s.completedAt,
      updatedAt: s.updatedAt,
    };
  });
}

export function readSale(db: DbOrTx, id: number): SaleView | null {
  return readSales(db, { ids: [id] })[0] ?? null;
}

/** Whether each appointment is paid (a completed sale, 'owed' when something is still owed) or not checked out: one query over the live sales index. */
export function saleMarksOf(db: DbOrTx, appointmentIds: readonly number[]): Map<number, 'paid' | 'owed' | 'open'> {
  const marks = new Map<number, 'paid' | 'owed' | 'open'>();
  for (let i = 0; i < appointmentIds.length; i += 500) {
    const ids = appointmentIds.slice(i, i + 500);
    const rows = db
      .select({ appointmentId: sales.appointmentId, status: sales.status, owedKurus: sales.owedKurus })
      .from(sales)
      .where(and(inArray(sales.appointmentId, ids), ne(sales.status, 'voided')))
      .all();
    for (const r of rows)
      if (r.appointmentId !== null)
        marks.set(r.appointmentId, r.status === 'open' ? 'open' : r.owedKurus > 0 ? 'owed' : 'paid');
  }
  return marks;
}

/** The appointment's sale that is not voided (open or completed), or null. */
export function liveSaleOf(db: DbOrTx, appointmentId: number): SaleView | null {
  return readSales(db, { appointmentIds: [appointmentId], live: true })[0] ?? null;
}

/** What a receipt needs of a sale (app/domain/sale-receipt.ts receiptOf). */
export function receiptSaleOf(sale: SaleView): ReceiptSale {
  return {
    ...sale,
    discount: sale.discount
      ? { label: sale.discount.label, kurus: sale.discount.kurus, reason: sale.discount.reason }
      : null,
    tips: sale.tips.map((t) => ({ memberName: t.memberName, amountKurus: t.amountKurus })),
    payments: sale.payments.map((p) => ({ method: p.method, amountKurus: p.amountKurus })),
  };
}

/** The receipt of a sale (A4, 80 mm and e-mail share it), or null when there is no such sale. */
export function readReceipt(db: DbOrTx, saleId: number): Receipt | null {
  const sale = readSale(db, saleId);
  return sale ? receiptOf(receiptSaleOf(sale)) : null;
}

/**
 * A sale as the JSON API answers it (GET /api/sales, the checkout and void answers): kuruş
 * fields as stored, each total also in lira (like the appointments' `totalPrice`), instants
 * as ISO strings.
 */
export function saleJson(sale: SaleView) {
  const lira = (kurus: number) => kurusToLira(kurus);
  return {
    ...sale,
    subtotal: lira(sale.subtotalKurus),
    discountAmount: lira(sale.discountKurus),
    net: lira(sale.netKurus),
    tipsTotal: lira(sale.tipsKurus),
    total: lira(sale.totalKurus),
    paid: lira(sale.paidKurus),
    owed: lira(sale.owedKurus),
    payments: sale.payments.map((p) => ({ ...p, amount: lira(p.amountKurus), takenAt: p.takenAt.toISOString() })),
    tips: sale.tips.map((t) => ({ ...t, amount: lira(t.amountKurus) })),
    refunds: sale.refunds.map((r) => ({ ...r, amount: lira(r.amountKurus), at: r.at.toISOString() })),
    refunded: lira(sale.refundedKurus),
    lines: sale.lines.map((l) => ({
      ...l,
      price: lira(l.priceKurus),
      listPrice: lira(l.listPriceKurus),
      net: lira(l.netKurus),
    })),
    voidedAt: sale.voidedAt?.toISOString() ?? null,
    createdAt: sale.createdAt.toISOString(),
    completedAt: sale.completedAt?.toISOString() ?? null,
    updatedAt: sale.updatedAt.toISOString(),
  };
}
export type SaleJson = ReturnType<typeof saleJson>;

/** Whether a day has been closed (Gün sonu): a void or refund on it then needs an approval. */
export function isDayClosed(db: DbOrTx, date: string): boolean {
  return db.select({ date: dayCloses.date }).from(dayCloses).where(eq(dayCloses.date, date)).get() !== undefined;
}
