/**
 * Gün sonu against the database (issue 27; docs/decisions/0367-takings-and-day-close.md): a
 * day's takings in five grouped queries over that day's rows (the day indexes of sales and
 * payments), so a day costs the same in the first week and the fifth year, and the day close.
 * The rules are app/domain/takings.ts's.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { dayCloses, salePayments, sales, saleTips, users } from '../../../db/schema';
import { istanbulToday } from '~/domain/clock';
import {
  cashDifference,
  dayCloseProblem,
  expectedCash,
  takingsOf,
  type DayClose,
  type DayCloseInput,
  type MethodRow,
  type Takings,
  type TakingsData,
} from '~/domain/takings';
import { depositDayFigures } from '../deposits/ledger.server';
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
    .where(and(eq(salePayments.day, date), eq(sales.status, 'completed')))
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
    close: readDayClose(db, date),
    // cash kaporas at the desk are in the drawer too (issue 38)
    depositCashKurus: depositDayFigures(db, date).cashKurus,
  };
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
      const data = readTakingsData(tx, input.date);
      const cash = data.payments.filter((p) => p.method === 'cash').reduce((s, p) => s + p.kurus, 0);
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
