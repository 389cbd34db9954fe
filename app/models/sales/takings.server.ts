/**
 * Gün sonu against the database (issue 27; docs/decisions/0367-takings-and-day-close.md): a
 * day's takings in five grouped queries over that day's rows (the day indexes of sales and
 * payments), so a day costs the same in the first week and the fifth year, and the day close.
 * The rules are app/domain/takings.ts's.
 */
import { alias } from 'drizzle-orm/sqlite-core';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { dayCloses, refunds, salePayments, sales, saleTips, users } from '../../../db/schema';
import { LATER_CHANGE_LABELS, methodLabelOf, type LaterChange } from '~/domain/ledger';
import { saleNumber } from '~/domain/sale';
import { istanbulToday } from '~/domain/clock';
import {
  cashDifference,
  dayCloseProblem,
  expectedCash,
  takingsOf,
  type RefundRow,
  type DayClose,
  type DayCloseInput,
  type MethodRow,
  type Takings,
  type TakingsData,
} from '~/domain/takings';
import { depositChangesAfter, depositDayFigures } from '../deposits/ledger.server';
import type { DbOrTx } from '../db.server';
import { recordChange, type Actor } from '../audit/history.server';
import { readSales, type SaleView } from './queries.server';
import type { SaleWriteContext } from './checkout.server';

/** The day's sales (open, completed and voided), in the order they were made. */
export function salesOfDay(db: DbOrTx, date: string): SaleView[] {
  return readSales(db, { day: date });
}

/** What `takingsOf` needs for a day, read in grouped queries. */
export function readTakingsData(db: DbOrTx, date: string): TakingsData {
  const payments = db
    .select({
      method: salePayments.method,
      kurus: sql<number>`sum(${salePayments.amountKurus})`,
      count: sql<number>`count(*)`,
    })
    .from(salePayments)
    .innerJoin(sales, eq(sales.id, salePayments.saleId))
    // every payment of a sale that is not voided: one taken on a sale still open is in the drawer too
    .where(and(eq(salePayments.day, date), ne(sales.status, 'voided')))
    .groupBy(salePayments.method)
    .all() as MethodRow[];
  const figures = db
    .select({
      count: sql<number>`count(*)`,
      discountKurus: sql<number>`coalesce(sum(${sales.discountKurus}), 0)`,
      netKurus: sql<number>`coalesce(sum(${sales.netKurus}), 0)`,
      tipsKurus: sql<number>`coalesce(sum(${sales.tipsKurus}), 0)`,
      totalKurus: sql<number>`coalesce(sum(${sales.totalKurus}), 0)`,
      owedKurus: sql<number>`coalesce(sum(${sales.owedKurus}), 0)`,
    })
    .from(sales)
    .where(and(eq(sales.day, date), eq(sales.status, 'completed')))
    .get()!;
  const tipsByMember = db
    .select({
      memberId: saleTips.teamMemberId,
      name: sql<string>`max(${saleTips.memberName})`,
      kurus: sql<number>`sum(${saleTips.amountKurus})`,
    })
    .from(saleTips)
    .innerJoin(sales, eq(sales.id, saleTips.saleId))
    .where(and(eq(sales.day, date), eq(sales.status, 'completed')))
    .groupBy(saleTips.teamMemberId)
    .all();
  const discounts = db
    .select({
      saleId: sales.id,
      customerName: sales.customerName,
      kurus: sales.discountKurus,
      reason: sql<string>`coalesce(${sales.discountReason}, '')`,
    })
    .from(sales)
    .where(and(eq(sales.day, date), eq(sales.status, 'completed'), gt(sales.discountKurus, 0)))
    .orderBy(asc(sales.id))
    .all();
  const voids = db
    .select({
      saleId: sales.id,
      customerName: sales.customerName,
      totalKurus: sales.totalKurus,
      reason: sql<string>`coalesce(${sales.voidReason}, '')`,
      voidedAt: sales.voidedAt,
    })
    .from(sales)
    .where(and(eq(sales.day, date), eq(sales.status, 'voided')))
    .orderBy(asc(sales.id))
    .all()
    .map((v) => ({ ...v, voidedAt: v.voidedAt ?? new Date(0) }));
  const close = readDayClose(db, date);
  return {
    date,
    payments: payments.map((p) => ({ method: p.method, kurus: Number(p.kurus), count: Number(p.count) })),
    sales: {
      count: Number(figures.count),
      subtotalKurus: Number(figures.netKurus) + Number(figures.discountKurus),
      discountKurus: Number(figures.discountKurus),
      netKurus: Number(figures.netKurus),
      tipsKurus: Number(figures.tipsKurus),
      totalKurus: Number(figures.totalKurus),
      owedKurus: Number(figures.owedKurus),
    },
    tipsByMember: tipsByMember.map((t) => ({ memberId: t.memberId, name: t.name ?? '', kurus: Number(t.kurus) })),
    discounts,
    voids,
    refunds: refundsOfDay(db, date),
    close,
    laterChanges: close ? laterChangesOf(db, date, close.closedAt) : [],
    // cash kaporas at the desk are in the drawer too (issue 38)
    depositCashKurus: depositDayFigures(db, date).cashKurus,
  };
}

const approvers = alias(users, 'approvers');

/** The refunds given on a day (whatever day their sale was), with who gave and who approved them. */
export function refundsOfDay(db: DbOrTx, date: string): RefundRow[] {
  return db
    .select({ r: refunds, byName: users.name, approvedByName: approvers.name })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .leftJoin(approvers, eq(approvers.id, refunds.approvedBy))
    .where(eq(refunds.day, date))
    .orderBy(asc(refunds.id))
    .all()
    .map(({ r, byName, approvedByName }) => ({
      id: r.id,
      saleId: r.saleId,
      saleNumber: r.saleId === null ? null : saleNumber(r.saleId),
      customerName: r.customerName,
      method: r.method,
      amountKurus: r.amountKurus,
      reason: r.reason,
      at: r.createdAt,
      byName: byName ?? null,
      approvedByName: approvedByName ?? null,
    }));
}

/**
 * Every change made to a day after its close (docs/decisions/0452): sales completed on it,
 * payments taken on it, voids of its sales and refunds given on it, each with who made it and
 * who approved it, oldest first. Four small queries over the day's rows.
 */
export function laterChangesOf(db: DbOrTx, date: string, closedAt: Date): LaterChange[] {
  const changes: LaterChange[] = [];
  const base = { method: null, methodLabel: null, approvedByName: null, reason: null } as const;
  for (const s of db
    .select({ id: sales.id, name: sales.customerName, total: sales.totalKurus, at: sales.completedAt, by: users.name })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.createdBy))
    .where(and(eq(sales.day, date), gt(sales.completedAt, closedAt)))
    .all())
    changes.push({
      ...base,
      kind: 'sale',
      label: LATER_CHANGE_LABELS.sale,
      at: s.at!,
      saleNumber: saleNumber(s.id),
      customerName: s.name,
      amountKurus: s.total,
      byName: s.by ?? null,
    });
  for (const p of db
    .select({
      saleId: salePayments.saleId,
      name: sales.customerName,
      amount: salePayments.amountKurus,
      method: salePayments.method,
      at: salePayments.takenAt,
      by: users.name,
    })
    .from(salePayments)
    .innerJoin(sales, eq(sales.id, salePayments.saleId))
    .leftJoin(users, eq(users.id, salePayments.createdBy))
    .where(and(eq(salePayments.day, date), gt(salePayments.takenAt, closedAt)))
    .all())
    changes.push({
      ...base,
      kind: 'payment',
      label: LATER_CHANGE_LABELS.payment,
      at: p.at,
      saleNumber: saleNumber(p.saleId),
      customerName: p.name,
      amountKurus: p.amount,
      method: p.method,
      methodLabel: methodLabelOf(p.method),
      byName: p.by ?? null,
    });
  for (const v of db
    .select({
      id: sales.id,
      name: sales.customerName,
      total: sales.totalKurus,
      at: sales.voidedAt,
      reason: sales.voidReason,
      by: users.name,
      approvedBy: approvers.name,
    })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.voidedBy))
    .leftJoin(approvers, eq(approvers.id, sales.voidApprovedBy))
    .where(and(eq(sales.day, date), eq(sales.status, 'voided'), gt(sales.voidedAt, closedAt)))
    .all())
    changes.push({
      kind: 'void',
      label: LATER_CHANGE_LABELS.void,
      at: v.at!,
      saleNumber: saleNumber(v.id),
      customerName: v.name,
      amountKurus: -v.total,
      method: null,
      methodLabel: null,
      byName: v.by ?? null,
      approvedByName: v.approvedBy ?? null,
      reason: v.reason,
    });
  for (const r of refundsOfDay(db, date).filter((r) => r.at.getTime() > closedAt.getTime()))
    changes.push({
      kind: 'refund',
      label: LATER_CHANGE_LABELS.refund,
      at: r.at,
      saleNumber: r.saleNumber,
      customerName: r.customerName,
      amountKurus: -r.amountKurus,
      method: r.method,
      methodLabel: methodLabelOf(r.method),
      byName: r.byName,
      approvedByName: r.approvedByName,
      reason: r.reason,
    });
  // kaporas kept on the day after its close, or kept ones taken back since (docs/decisions/0495)
  for (const k of depositChangesAfter(db, date, closedAt)) {
    const kept = { ...base, saleNumber: null, customerName: k.customerName };
    if (k.at.getTime() > closedAt.getTime())
      changes.push({
        ...kept,
        kind: 'depositKept',
        label: LATER_CHANGE_LABELS.depositKept,
        at: k.at,
        amountKurus: k.amountKurus,
        byName: k.createdByName,
      });
    if (k.reversedAt && k.reversedAt.getTime() > closedAt.getTime())
      changes.push({
        ...kept,
        kind: 'depositReleased',
        label: LATER_CHANGE_LABELS.depositReleased,
        at: k.reversedAt,
        amountKurus: -k.amountKurus,
        byName: k.reversedByName,
      });
  }
  return changes.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The stored close of a day, with the name of who closed it; null when the day is not closed. */
export function readDayClose(db: DbOrTx, date: string): DayClose | null {
  const row = db
    .select({ close: dayCloses, name: users.name })
    .from(dayCloses)
    .leftJoin(users, eq(users.id, dayCloses.closedBy))
    .where(eq(dayCloses.date, date))
    .get();
  return row ? { ...row.close, closedByName: row.name ?? null } : null;
}

/** Gün sonu of a day (GET /api/takings?date=). */
export function readTakings(db: DbOrTx, date: string): Takings {
  return takingsOf(readTakingsData(db, date));
}

export type DayCloseResult =
  | { ok: true; takings: Takings }
  | { ok: false; status: 400; message: string; field: 'date' };

/**
 * Closes a day: the counted cash against the expected (float + the day's cash payments), the
 * difference kept with the note and who closed it. Closing again replaces the close (the
 * last count is the one that stands). One transaction.
 */
export function closeDay(
  context: Pick<SaleWriteContext, 'db' | 'now'>,
  input: DayCloseInput,
  actor: Actor,
): DayCloseResult {
  const now = context.now();
  const problem = dayCloseProblem(input.date, istanbulToday(now));
  if (problem) return { ok: false, status: 400, message: problem, field: 'date' };
  return context.db.transaction(
    (tx) => {
      // the day's cash: its cash payments less its cash refunds, plus cash kaporas at the desk
      const data = readTakingsData(tx, input.date);
      const cash = takingsOf(data).cashKurus;
      const expected = expectedCash(input.float, cash, data.depositCashKurus ?? 0);
      const values = {
        floatKurus: input.float,
        expectedCashKurus: expected,
        countedCashKurus: input.countedCash,
        differenceKurus: cashDifference(input.countedCash, expected),
        note: input.note,
        closedBy: actor.kind === 'account' ? actor.userId : null,
        closedAt: now,
      };
      const before = readDayClose(tx, input.date);
      const fields = (
        c: Pick<DayClose, 'floatKurus' | 'expectedCashKurus' | 'countedCashKurus' | 'differenceKurus' | 'note'>,
      ) => ({
        floatKurus: c.floatKurus,
        expectedCashKurus: c.expectedCashKurus,
        countedCashKurus: c.countedCashKurus,
        differenceKurus: c.differenceKurus,
        notes: c.note,
      });
      recordChange(tx, actor, 'day-close', input.date, 'day-closed', before ? fields(before) : null, fields(values), {
        at: now,
      });
      tx.insert(dayCloses)
        .values({ date: input.date, ...values })
        .onConflictDoUpdate({ target: dayCloses.date, set: values })
        .run();
      return { ok: true as const, takings: readTakings(tx, input.date) };
    },
    { behavior: 'immediate' },
  );
}
