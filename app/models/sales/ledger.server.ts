/**
 * The ledger after the sale against the database (issue 38, items 5-6; docs/decisions/0450-0453):
 * collecting a debt ('Kalanı tahsil et'), giving money back (a refund: a row of its own on the
 * day it is given, the sale left as it was), the debts list ('Borçlar') and a customer's spend
 * net of refunds. Each write is ONE immediate transaction with its history row; the rules are
 * app/domain/ledger.ts's.
 *
 * Money is never counted twice: a collection names the sale's version it was read at (two
 * desks, one debt: the second is refused) and carries a key (a replayed submit answers the
 * first payment); a refund carries a key too (a replayed refund is one refund).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { refunds, salePayments, sales } from '../../../db/schema';
import { istanbulClock } from '~/domain/clock';
import { LEDGER_MESSAGES, refundProblem, type CollectInput, type DebtRow, type RefundInput } from '~/domain/ledger';
import { saleNumber, SALE_MESSAGES, settleProblem } from '~/domain/sale';
import type { DbOrTx } from '../db.server';
import type { Actor } from '../audit/history.server';
import {
  commit,
  insertPayments,
  invalid,
  notFound,
  recordSale,
  userIdOf,
  type Approval,
  type SaleResult,
  type SaleWriteContext,
} from './checkout.server';
import { isDayClosed, readSale } from './queries.server';

const conflict = (message: string): SaleResult => ({ ok: false, kind: 'conflict', status: 409, message });

/**
 * 'Kalanı tahsil et': one payment on what a completed sale still owes, taken today (today's
 * takings). `amountKurus` null = all that is owed. The version must be the sale's (else 409,
 * nothing written); the same key again answers the sale as it is (200, nothing written).
 */
export function collectDebt(context: SaleWriteContext, saleId: number, input: CollectInput, actor: Actor): SaleResult {
  return commit(context, (tx, now) => {
    const sale = readSale(tx, saleId);
    if (!sale) return notFound(SALE_MESSAGES.saleNotFound);
    if (input.idempotencyKey) {
      const same = tx
        .select({ saleId: salePayments.saleId })
        .from(salePayments)
        .where(eq(salePayments.idempotencyKey, `${input.idempotencyKey}:0`))
        .get();
      if (same && same.saleId !== saleId) return conflict(SALE_MESSAGES.keyReused);
      if (same) return { ok: true, sale, changed: false, queued: 0 };
    }
    if (sale.version !== input.version) return { ...conflict(LEDGER_MESSAGES.staleDebt), sale } as SaleResult;
    const payment = { method: input.method, amountKurus: input.amountKurus ?? sale.owedKurus };
    const problem = settleProblem(sale, [payment]);
    if (problem) return invalid(problem, 'payments');
    insertPayments(tx, saleId, [payment], now, actor, input.idempotencyKey);
    const paid = sale.paidKurus + payment.amountKurus;
    tx.update(sales)
      .set({ paidKurus: paid, owedKurus: Math.max(0, sale.totalKurus - paid), updatedAt: now })
      .where(and(eq(sales.id, saleId), eq(sales.version, input.version)))
      .run();
    const after = readSale(tx, saleId)!;
    recordSale(tx, actor, 'settled', sale, after, now, { method: payment.method, amountKurus: payment.amountKurus });
    return { ok: true, sale: after, changed: true, queued: 0 };
  });
}

/**
 * A refund on a sale: money given back today (today's takings, by method), whole or part, with
 * a reason; the sale's own figures stay as they were. At most what was paid less what was
 * refunded. When today is already closed, `approval` is required (403 otherwise). The same key
 * again answers the sale as it is and writes nothing.
 */
export function refundSale(
  context: SaleWriteContext,
  saleId: number,
  input: RefundInput,
  actor: Actor,
  approval: Approval = null,
): SaleResult {
  return commit(context, (tx, now) => {
    if (input.idempotencyKey) {
      const same = tx
        .select({ saleId: refunds.saleId })
        .from(refunds)
        .where(eq(refunds.idempotencyKey, input.idempotencyKey))
        .get();
      if (same && same.saleId !== saleId) return conflict(SALE_MESSAGES.keyReused);
      if (same) {
        const sale = readSale(tx, saleId);
        return sale ? { ok: true, sale, changed: false, queued: 0 } : notFound(SALE_MESSAGES.saleNotFound);
      }
    }
    const sale = readSale(tx, saleId);
    if (!sale) return notFound(SALE_MESSAGES.saleNotFound);
    const problem = refundProblem(sale, input.amountKurus);
    if (problem) return invalid(problem);
    const day = istanbulClock(now).date;
    const closed = isDayClosed(tx, day);
    if (closed && !approval)
      return { ok: false, kind: 'approval', status: 403, message: LEDGER_MESSAGES.approvalRequired };
    const refundId = tx
      .insert(refunds)
      .values({
        saleId,
        customerId: sale.customerId,
        customerName: sale.customerName,
        method: input.method,
        amountKurus: input.amountKurus,
        reason: input.reason,
        day,
        createdAt: now,
        createdBy: userIdOf(actor),
        approvedBy: closed ? approval!.userId : null,
        idempotencyKey: input.idempotencyKey,
      })
      .returning({ id: refunds.id })
      .get().id;
    const after = readSale(tx, saleId)!;
    recordSale(tx, actor, 'refunded', sale, after, now, {
      refundId,
      method: input.method,
      amountKurus: input.amountKurus,
      reason: input.reason,
      day,
      approvedBy: closed ? approval!.userId : null,
    });
    return { ok: true, sale: after, changed: true, queued: 0 };
  });
}

/** Whether the sale's day is closed (the void form asks for an approver then). */
export function saleDayClosed(db: DbOrTx, day: string): boolean {
  return isDayClosed(db, day);
}

export const DEBTS_PAGE_SIZE = 200;

/** A debt as the lists read it: the sale's figures and its version (collecting names it). */
const DEBT_COLUMNS = {
  saleId: sales.id,
  appointmentId: sales.appointmentId,
  customerId: sales.customerId,
  customerName: sales.customerName,
  day: sales.day,
  totalKurus: sales.totalKurus,
  paidKurus: sales.paidKurus,
  owedKurus: sales.owedKurus,
  version: sales.version,
};

/** A sale that still owes: completed, with something left to pay. */
const isOwing = () => and(eq(sales.status, 'completed'), sql`${sales.owedKurus} > 0`);
/**
 * 'Borçlar': completed sales that still owe, oldest first (who, how much, since when), read
 * from the partial index `sales_owed_idx` alone: its cost follows the debts, not the years of
 * sales. `limit` null: all of them (the CSV and .xlsx).
 */
export function readDebts(
  db: DbOrTx,
  options: { limit?: number | null; offset?: number } = {},
): { debts: DebtRow[]; count: number; owedKurus: number } {
  const owing = isOwing();
  const sums = db
    .select({ count: sql<number>`count(*)`, owed: sql<number>`coalesce(sum(${sales.owedKurus}), 0)` })
    .from(sales)
    .where(owing)
    .get()!;
  const limit = options.limit === undefined ? DEBTS_PAGE_SIZE : options.limit;
  const query = db.select(DEBT_COLUMNS).from(sales).where(owing).orderBy(asc(sales.day), asc(sales.id));
  const rows =
    limit === null
      ? query.all()
      : query
          .limit(limit)
          .offset(options.offset ?? 0)
          .all();
  return {
    debts: rows.map((r) => ({ ...r, number: saleNumber(r.saleId) })),
    count: Number(sums.count),
    owedKurus: Number(sums.owed),
  };
}

/** A customer's debts (her card's 'Kalanı tahsil et'). */
export function debtsOfCustomer(db: DbOrTx, customerId: number): DebtRow[] {
  return db
    .select(DEBT_COLUMNS)
    .from(sales)
    .where(and(eq(sales.customerId, customerId), isOwing()))
    .orderBy(asc(sales.day), asc(sales.id))
    .all()
    .map((r) => ({ ...r, number: saleNumber(r.saleId) }));
}

/** What a customer paid, net of what was given back (sales not voided): her card's 'Toplam Harcama'. */
export function customerSpend(db: DbOrTx, customerId: number): number {
  const paid = db
    .select({ kurus: sql<number>`coalesce(sum(${salePayments.amountKurus}), 0)` })
    .from(salePayments)
    .innerJoin(sales, eq(sales.id, salePayments.saleId))
    .where(and(eq(sales.customerId, customerId), ne(sales.status, 'voided')))
    .get()!;
  const back = db
    .select({ kurus: sql<number>`coalesce(sum(${refunds.amountKurus}), 0)` })
    .from(refunds)
    .innerJoin(sales, eq(sales.id, refunds.saleId))
    .where(and(eq(sales.customerId, customerId), ne(sales.status, 'voided')))
    .get()!;
  return Number(paid.kurus) - Number(back.kurus);
}
