/**
 * 'Ödeme al' against the database (issue 27; docs/decisions/0365-sales.md): checkout of an
 * appointment, settling what a sale still owes, and voiding a sale. Each runs in ONE
 * IMMEDIATE transaction; the rules and figures are app/domain/sale.ts's.
 *
 * - `checkoutAppointment` builds the sale from the appointment (its lines at their prices
 *   unless the desk sent others), writes its lines, discount, tips and payments, and with
 *   `complete` (the default) completes it and marks the visit completed through the one
 *   status-change call site (the survey, the Telegram update). Without `complete` the sale
 *   stays open and can be checked out again. A retry with the same `idempotencyKey` answers
 *   the first result and writes nothing; a second checkout of a paid appointment is a 409.
 * - `settleSale` adds payments to a completed sale that still owes (taken today; the desk's
 *   'Kalanı tahsil et' is `collectDebt` in ledger.server.ts, which also names the version).
 * - `voidSale` keeps the sale with its reason; its figures leave the takings and reports. The
 *   appointment stays completed: the visit took place, only the sale was wrong, and it can be
 *   checked out again. Only on the sale's own day (later: a refund, ledger.server.ts), and
 *   once that day is closed only with an approval (docs/decisions/0451).
 * - Money taken on a sale saved open stays taken: completing the sale adds its payments to
 *   those (issue 37, finding 9), and a checkout key replayed after its sale was voided is
 *   refused, never answered as paid.
 *
 * Every write records its history (`recordChange`, docs/decisions/0351) in its own
 * transaction, in the acting account's name: the sale's row ('ödemeyi aldı', 'satışı iptal
 * etti', 'kalan borcu tahsil etti') and, when checkout completes the visit, the
 * appointment's status change.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { appointments, saleLines, salePayments, sales, saleTips, teamMembers } from '../../../db/schema';
import { istanbulClock } from '~/domain/clock';
import { LEDGER_MESSAGES, voidDayProblem } from '~/domain/ledger';
import {
  checkoutProblem,
  draftLinesFromAppointment,
  SALE_MESSAGES,
  saleProblems,
  saleTotals,
  settleProblem,
  voidProblem,
  type CheckoutInput,
  type PaymentDraft,
  type SaleDraft,
  type SaleLineDraft,
  type SaleProblem,
} from '~/domain/sale';
import { appointmentStatusChanged } from '../appointments/writes.server';
import { readAppointment, type Appointment } from '../appointments/queries.server';
import { loadBookingCatalog } from '../catalogue/bookable.server';
import type { Tx } from '../db.server';
import { recordChange, type Actor } from '../audit/history.server';
import {
  applyDepositToSale,
  depositCreditFor,
  releaseDepositOfVoidedSale,
  releaseKeptDepositOfNoShow,
} from '../deposits/ledger.server';
import { isDayClosed, readSale, readSales, type SaleView } from './queries.server';
import { type CommitContext, commitWrite } from '../commit.server';

export type SaleWriteContext = CommitContext;

export type SaleFailure =
  | {
      ok: false;
      kind: 'invalid';
      status: 400;
      message: string;
      field?: SaleProblem['field'] | 'appointment';
      fieldErrors?: Record<string, string>;
    }
  | { ok: false; kind: 'not-found'; status: 404; message: string }
  | { ok: false; kind: 'conflict'; status: 409; message: string; sale?: SaleView }
  /** the day is closed: an account holding `takings.approve` must approve (docs/decisions/0451) */
  | { ok: false; kind: 'approval'; status: 403; message: string };

/** Who approved a change to a closed day: the acting account herself (she holds `takings.approve`) or another who signed for it. */
export type Approval = { userId: number } | null;

export type SaleResult = { ok: true; sale: SaleView; changed: boolean; queued: number } | SaleFailure;

export const invalid = (
  message: string,
  field?: Extract<SaleFailure, { kind: 'invalid' }>['field'],
  fieldErrors?: Record<string, string>,
): SaleFailure => ({ ok: false, kind: 'invalid', status: 400, message, field, fieldErrors });
export const notFound = (message: string): SaleFailure => ({ ok: false, kind: 'not-found', status: 404, message });

/**
 * Runs `write` in an immediate transaction; on a change, tells the live desks (the panel and
 * the day view show whether a visit is paid) and wakes the outbox after the commit.
 */
export function commit(context: SaleWriteContext, write: (tx: Tx, now: Date) => SaleResult): SaleResult {
  return commitWrite(context, write);
}

/** The account id an actor writes as (created_by / voided_by columns). */
export const userIdOf = (actor: Actor): number | null => (actor.kind === 'account' ? actor.userId : null);

/** What the history compares of a sale (before → after): the figures a person reads. */
export function saleHistoryFields(sale: SaleView) {
  return {
    saleStatus: sale.status,
    lines: sale.lines.map((l) => `${l.name} ${l.priceKurus / 100}`),
    subtotalKurus: sale.subtotalKurus,
    discountKurus: sale.discountKurus,
    discountReason: sale.discount?.reason ?? null,
    tipsKurus: sale.tipsKurus,
    tips: sale.tips.map((t) => `${t.memberName} ${t.amountKurus / 100}`),
    totalKurus: sale.totalKurus,
    payments: sale.payments.map((p) => `${p.label} ${p.amountKurus / 100}`),
    paidKurus: sale.paidKurus,
    owedKurus: sale.owedKurus,
    voidReason: sale.voidReason,
    refunds: sale.refunds.map((r) => `${r.label} ${r.amountKurus / 100}: ${r.reason}`),
    refundedKurus: sale.refundedKurus,
  };
}

export function recordSale(
  tx: Tx,
  actor: Actor,
  action: 'checked-out' | 'voided' | 'settled' | 'refunded',
  before: SaleView | null,
  after: SaleView,
  now: Date,
  meta: Record<string, unknown> = {},
) {
  recordChange(
    tx,
    actor,
    'sale',
    after.id,
    action,
    before ? saleHistoryFields(before) : null,
    saleHistoryFields(after),
    {
      at: now,
      customerId: after.customerId,
      meta: { appointmentId: after.appointmentId, number: after.number, ...meta },
    },
  );
}

/** The lines of the sale: the appointment's (input omitted) or the desk's, resolved against the appointment and the catalogue. */
function resolveLines(tx: Tx, appointment: Appointment, input: CheckoutInput['lines']): SaleLineDraft[] | SaleFailure {
  if (input === null) return draftLinesFromAppointment(appointment);
  let catalog: ReturnType<typeof loadBookingCatalog> | null = null;
  const lines: SaleLineDraft[] = [];
  for (const l of input) {
    const teamMemberId = l.teamMemberId ?? appointment.teamMemberId;
    if (l.appointmentLineId !== null) {
      const booked = appointment.lines.find((b) => b.kind === l.kind && b.id === l.appointmentLineId);
      if (!booked) return invalid(SALE_MESSAGES.invalidLine, 'lines');
      lines.push({
        kind: l.kind,
        itemId: booked.itemId,
        name: booked.name,
        listPriceKurus: booked.priceKurus,
        priceKurus: l.price ?? booked.priceKurus,
        teamMemberId,
      });
      continue;
    }
    if (l.itemId === null) return invalid(SALE_MESSAGES.invalidLine, 'lines');
    catalog ??= loadBookingCatalog(tx);
    const item =
      l.kind === 'service'
        ? catalog.services.find((s) => s.id === l.itemId)
        : catalog.packages.find((p) => p.id === l.itemId);
    if (!item) return invalid(SALE_MESSAGES.itemUnavailable, 'lines');
    lines.push({
      kind: l.kind,
      itemId: item.id,
      name: item.name,
      listPriceKurus: item.priceKurus,
      priceKurus: l.price ?? item.priceKurus,
      teamMemberId,
    });
  }
  return lines;
}

/** Every artist named by a line or a tip exists (an inactive one too: she may have left since). */
function membersExist(tx: Tx, ids: readonly (number | null)[]): Map<number, string> | null {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = tx
    .select({ id: teamMembers.id, name: teamMembers.name })
    .from(teamMembers)
    .where(inArray(teamMembers.id, wanted))
    .all();
  return rows.length === wanted.length ? new Map(rows.map((r) => [r.id, r.name])) : null;
}

function problemFailure(problems: SaleProblem[]): SaleFailure {
  const fieldErrors: Record<string, string> = {};
  for (const p of problems) fieldErrors[p.field] ??= p.message;
  return invalid(problems[0]!.message, problems[0]!.field, fieldErrors);
}

/**
 * Checks out an appointment (see the module's note). `input` is checkoutSchema's output.
 * Failures: 404 no such appointment; 400 a cancelled or future appointment, a bad line,
 * artist, discount or overpayment (Turkish messages, `fieldErrors` by field); 409 the
 * appointment is already paid (`sale`: that sale).
 */
export function checkoutAppointment(
  context: SaleWriteContext,
  appointmentId: number,
  input: CheckoutInput,
  actor: Actor,
): SaleResult {
  return commit(context, (tx, now) => {
    if (input.idempotencyKey) {
      const same = tx
        .select({ id: sales.id, appointmentId: sales.appointmentId, status: sales.status })
        .from(sales)
        .where(eq(sales.idempotencyKey, input.idempotencyKey))
        .get();
      if (same && same.appointmentId !== appointmentId)
        return { ok: false, kind: 'conflict', status: 409, message: SALE_MESSAGES.keyReused };
      // the key's sale was voided since: a new payment sent with it is not taken, and says so
      if (same && same.status === 'voided')
        return { ok: false, kind: 'conflict', status: 409, message: LEDGER_MESSAGES.keyReusedAfterVoid };
      // a retry: the first answer (an open sale saved with this key may still be completed with it)
      if (same && (same.status !== 'open' || !input.complete))
        return { ok: true, sale: readSale(tx, same.id)!, changed: false, queued: 0 };
    }
    const appointment = readAppointment(tx, appointmentId);
    if (!appointment) return notFound(SALE_MESSAGES.appointmentNotFound);
    const { date: today } = istanbulClock(now);
    const problem = checkoutProblem(appointment, today);
    if (problem) return invalid(problem, 'appointment');
    const live = readSales(tx, { appointmentIds: [appointmentId], live: true })[0] ?? null;
    if (live && live.status === 'completed')
      return { ok: false, kind: 'conflict', status: 409, message: SALE_MESSAGES.alreadyPaid, sale: live };

    const lines = resolveLines(tx, appointment, input.lines);
    if (!Array.isArray(lines)) return lines;
    const names = membersExist(tx, [...lines.map((l) => l.teamMemberId), ...input.tips.map((t) => t.teamMemberId)]);
    if (!names) return invalid(SALE_MESSAGES.memberUnknown, input.tips.length ? 'tips' : 'lines');
    // a 'Gelmedi' visit checked out after all: a kapora kept for it counts as paid again (0495)
    if (input.complete && appointment.noShow) releaseKeptDepositOfNoShow(tx, actor, appointmentId, now);
    // money already taken on the open sale stays taken: the new payments come on top of it
    const taken: PaymentDraft[] = live
      ? live.payments.map((p) => ({ method: p.method, amountKurus: p.amountKurus }))
      : [];
    const draft: SaleDraft = {
      lines,
      discount: input.discount,
      tips: input.tips,
      payments: [...taken, ...input.payments],
      note: input.note,
      // the kapora paid before the visit counts as paid (issue 38)
      creditKurus: depositCreditFor(tx, appointmentId, live?.id ?? null),
    };
    const problems = saleProblems(draft);
    if (problems.length) return problemFailure(problems);
    const totals = saleTotals(draft);

    const values = {
      appointmentId,
      customerId: appointment.customerId,
      customerName: appointment.customerName,
      status: input.complete ? ('completed' as const) : ('open' as const),
      day: today,
      subtotalKurus: totals.subtotalKurus,
      discountKind: draft.discount?.kind ?? null,
      discountBasisPoints: draft.discount?.kind === 'percent' ? draft.discount.basisPoints : null,
      discountKurus: totals.discountKurus,
      discountReason: draft.discount?.reason.trim() || null,
      netKurus: totals.netKurus,
      tipsKurus: totals.tipsKurus,
      totalKurus: totals.totalKurus,
      paidKurus: totals.paidKurus,
      owedKurus: totals.owedKurus,
      note: draft.note,
      completedAt: input.complete ? now : null,
      updatedAt: now,
      ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    };
    let saleId: number;
    if (live) {
      saleId = live.id;
      tx.update(sales).set(values).where(eq(sales.id, saleId)).run();
      tx.delete(saleLines).where(eq(saleLines.saleId, saleId)).run();
      tx.delete(saleTips).where(eq(saleTips.saleId, saleId)).run();
    } else {
      saleId = tx
        .insert(sales)
        .values({ ...values, createdBy: userIdOf(actor), createdAt: now })
        .returning({ id: sales.id })
        .get().id;
    }
    lines.forEach((l, i) => {
      tx.insert(saleLines)
        .values({
          saleId,
          kind: l.kind,
          itemId: l.itemId,
          name: l.name,
          listPriceKurus: l.listPriceKurus,
          priceKurus: l.priceKurus,
          discountKurus: totals.lineDiscounts[i]!,
          netKurus: totals.lineNets[i]!,
          teamMemberId: l.teamMemberId,
          position: i,
        })
        .run();
    });
    for (const t of draft.tips)
      tx.insert(saleTips)
        .values({
          saleId,
          teamMemberId: t.teamMemberId,
          memberName: names.get(t.teamMemberId) ?? '',
          amountKurus: t.amountKurus,
        })
        .run();
    insertPayments(tx, saleId, input.payments, now, actor);
    if (input.complete) applyDepositToSale(tx, actor, appointmentId, saleId, now);

    let queued = 0;
    if (input.complete && appointment.status !== 'completed') {
      // completing the sale marks the visit done (and clears a 'Gelmedi' mark, as the status change does)
      tx.update(appointments)
        .set({ status: 'completed', noShow: false, updatedAt: now })
        .where(eq(appointments.id, appointmentId))
        .run();
      queued = appointmentStatusChanged(tx, appointment, appointment.status, 'completed', now);
      recordChange(
        tx,
        actor,
        'appointment',
        appointmentId,
        'status',
        { status: appointment.status, noShow: appointment.noShow },
        { status: 'completed', noShow: false },
        {
          at: now,
          customerId: appointment.customerId,
          version: appointment.version + 1,
          meta: { saleId },
        },
      );
    }
    const sale = readSale(tx, saleId)!;
    recordSale(tx, actor, 'checked-out', live, sale, now);
    return { ok: true, sale, changed: true, queued };
  });
}

export function insertPayments(
  tx: Tx,
  saleId: number,
  payments: readonly PaymentDraft[],
  now: Date,
  actor: Actor,
  idempotencyKey?: string | null,
) {
  const day = istanbulClock(now).date;
  payments.forEach((p, i) => {
    tx.insert(salePayments)
      .values({
        saleId,
        method: p.method,
        amountKurus: p.amountKurus,
        day,
        takenAt: now,
        createdBy: userIdOf(actor),
        idempotencyKey: idempotencyKey ? `${idempotencyKey}:${i}` : null,
      })
      .run();
  });
}

/**
 * Takes payments for what a completed sale still owes (counted on today's takings). A retry
 * with the same `idempotencyKey` answers the sale as it is and writes nothing.
 */
export function settleSale(
  context: SaleWriteContext,
  saleId: number,
  input: { payments: PaymentDraft[]; idempotencyKey: string | null },
  actor: Actor,
): SaleResult {
  return commit(context, (tx, now) => {
    const sale = readSale(tx, saleId);
    if (!sale) return notFound(SALE_MESSAGES.saleNotFound);
    if (
      input.idempotencyKey &&
      tx
        .select({ id: salePayments.id })
        .from(salePayments)
        .where(eq(salePayments.idempotencyKey, `${input.idempotencyKey}:0`))
        .get()
    ) {
      return { ok: true, sale, changed: false, queued: 0 };
    }
    const problem = settleProblem(sale, input.payments);
    if (problem) return invalid(problem, 'payments');
    insertPayments(tx, saleId, input.payments, now, actor, input.idempotencyKey);
    const paid = sale.paidKurus + input.payments.reduce((s, p) => s + p.amountKurus, 0);
    tx.update(sales)
      .set({ paidKurus: paid, owedKurus: Math.max(0, sale.totalKurus - paid), updatedAt: now })
      .where(eq(sales.id, saleId))
      .run();
    const after = readSale(tx, saleId)!;
    recordSale(tx, actor, 'settled', sale, after, now);
    return { ok: true, sale: after, changed: true, queued: 0 };
  });
}

/**
 * Voids a sale with a reason (kept, not deleted). Voiding a voided sale again with the same
 * reason (a retried submit) answers it unchanged; with another reason it is a 409.
 */
export function voidSale(
  context: SaleWriteContext,
  saleId: number,
  reason: string,
  actor: Actor,
  approval: Approval = null,
): SaleResult {
  return commit(context, (tx, now) => {
    const sale = readSale(tx, saleId);
    if (!sale) return notFound(SALE_MESSAGES.saleNotFound);
    if (sale.status === 'voided' && sale.voidReason === reason.trim())
      return { ok: true, sale, changed: false, queued: 0 };
    const problem = voidProblem(sale, reason) ?? voidDayProblem(sale.day, istanbulClock(now).date);
    if (problem)
      return sale.status === 'voided'
        ? { ok: false, kind: 'conflict', status: 409, message: problem, sale }
        : invalid(problem);
    const closed = isDayClosed(tx, sale.day);
    if (closed && !approval)
      return { ok: false, kind: 'approval', status: 403, message: LEDGER_MESSAGES.approvalRequired };
    tx.update(sales)
      .set({
        status: 'voided',
        voidReason: reason.trim(),
        voidedAt: now,
        voidedBy: userIdOf(actor),
        voidApprovedBy: closed ? approval!.userId : null,
        updatedAt: now,
      })
      .where(and(eq(sales.id, saleId), ne(sales.status, 'voided')))
      .run();
    // the kapora it counted as paid is the customer's again ('Kapora alındı'), for a new checkout (0495)
    releaseDepositOfVoidedSale(tx, actor, saleId, now);
    const after = readSale(tx, saleId)!;
    recordSale(tx, actor, 'voided', sale, after, now);
    return { ok: true, sale: after, changed: true, queued: 0 };
  });
}
