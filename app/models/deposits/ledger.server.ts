/**
 * The kapora ledger (issue 38; docs/decisions/0461-kapora-ledger.md): one `deposits` row per
 * appointment that asks one (its state), and `deposit_events`, one row per movement of money
 * on the day it happened (paid, refunded, kept, applied), each kind at most once per kapora
 * (a unique index), so a second callback, a replayed refund or a callback racing the deadline
 * job never counts money twice. Every change writes its history row on the appointment
 * ("Kapora: Kapora bekleniyor → Kapora alındı") in the same transaction.
 */
import crypto from 'node:crypto';
import { and, type AnyColumn, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { appointments, appointmentServices, depositEvents, deposits, users } from '../../../db/schema';
import { istanbulClock } from '~/domain/clock';
import {
  cancellationOutcome,
  depositDeadline,
  depositFor,
  depositReference,
  DEPOSIT_MESSAGES,
  DEPOSIT_STATUS_LABELS,
  type DepositEventKind,
  type DepositMethod,
  type DepositStatus,
} from '~/domain/deposits';
import { systemActor, type Actor } from '~/domain/audit';
import type { AppServices } from '~/infra/app-context';
import type { DbOrTx, Tx } from '../db.server';
import { recordChange } from '../audit/history.server';
import { readSetting, readSettings } from '../settings/registry.server';
import { onAppointmentStatusChanged } from '../appointments/notifications.server';
import { freedSlotOf, queueWaitlistNotices } from '../appointments/waitlist.server';

export type Deposit = typeof deposits.$inferSelect;
export type DepositEvent = typeof depositEvents.$inferSelect;

/** A movement that stands (not taken back: docs/decisions/0495). */
const standing = () => isNull(depositEvents.reversedAt);

/** The history's "sistem" for what the kapora rules do by themselves. */
export const DEPOSIT_SYSTEM = systemActor('kapora');

export type DepositFailure = { ok: false; status: 400 | 404 | 409 | 429 | 502 | 503; message: string };
export type DepositWrite = { ok: true; deposit: Deposit; changed: boolean } | DepositFailure;

const fail = (status: DepositFailure['status'], message: string): DepositFailure => ({ ok: false, status, message });

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export function depositOfAppointment(db: DbOrTx, appointmentId: number): Deposit | null {
  return db.select().from(deposits).where(eq(deposits.appointmentId, appointmentId)).get() ?? null;
}

export function depositById(db: DbOrTx, id: number): Deposit | null {
  return db.select().from(deposits).where(eq(deposits.id, id)).get() ?? null;
}

/** The kaporas of several appointments (a day view, a list page): appointment id → kapora. */
export function depositsOfAppointments(db: DbOrTx, appointmentIds: readonly number[]): Map<number, Deposit> {
  if (appointmentIds.length === 0) return new Map();
  const rows = db
    .select()
    .from(deposits)
    .where(inArray(deposits.appointmentId, [...appointmentIds]))
    .all();
  return new Map(rows.map((r) => [r.appointmentId!, r]));
}

export function depositEventsOf(db: DbOrTx, depositId: number): DepositEvent[] {
  return db.select().from(depositEvents).where(eq(depositEvents.depositId, depositId)).orderBy(depositEvents.id).all();
}

// ---------------------------------------------------------------------------------------------
// Writing one change
// ---------------------------------------------------------------------------------------------

/**
 * Moves a kapora to `status` (and the extra columns), with the history row on its
 * appointment. `event`: the money row of the move, inserted first; when that kind is
 * already in the ledger nothing is written and false is returned (the move happened before).
 */
function move(
  tx: Tx,
  actor: Actor,
  deposit: Deposit,
  status: DepositStatus,
  now: Date,
  options: {
    set?: Partial<typeof deposits.$inferInsert>;
    event?: {
      kind: DepositEventKind;
      amountKurus: number;
      method?: DepositMethod | null;
      saleId?: number;
      gatewayRef?: string;
    };
    meta?: Record<string, unknown>;
  } = {},
): boolean {
  if (options.event) {
    const inserted = tx
      .insert(depositEvents)
      .values({
        depositId: deposit.id,
        kind: options.event.kind,
        method: options.event.method ?? deposit.method,
        amountKurus: options.event.amountKurus,
        day: istanbulClock(now).date,
        at: now,
        createdBy: actor.kind === 'account' ? actor.userId : null,
        saleId: options.event.saleId ?? null,
        gatewayRef: options.event.gatewayRef ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: depositEvents.id })
      .get();
    if (!inserted) return false;
  }
  const after = tx
    .update(deposits)
    .set({ status, updatedAt: now, ...options.set })
    .where(eq(deposits.id, deposit.id))
    .returning()
    .get()!;
  if (deposit.appointmentId !== null)
    recordChange(
      tx,
      actor,
      'appointment',
      deposit.appointmentId,
      'deposit',
      { deposit: deposit.status, depositAmountKurus: deposit.amountKurus },
      { deposit: after.status, depositAmountKurus: after.amountKurus },
      {
        at: now,
        customerId: deposit.customerId,
        meta: {
          depositId: deposit.id,
          ...(options.event ? { movement: options.event.kind, amountKurus: options.event.amountKurus } : {}),
          ...(after.method ? { method: after.method } : {}),
          ...options.meta,
        },
      },
    );
  return true;
}

function uniqueReference(tx: DbOrTx): string {
  for (;;) {
    const reference = depositReference((n) => crypto.randomInt(n));
    if (!tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.reference, reference)).get()) return reference;
  }
}

// ---------------------------------------------------------------------------------------------
// Asking for one
// ---------------------------------------------------------------------------------------------

/** The person's earlier visits and no-shows (by customer id), for the policy's audience. */
function customerRecord(tx: DbOrTx, customerId: number | null, appointmentId: number) {
  if (customerId === null) return { pastVisits: 0, pastNoShows: 0 };
  const row = tx
    .select({
      visits: sql<number>`sum(case when ${appointments.status} = 'completed' then 1 else 0 end)`,
      noShows: sql<number>`sum(case when ${appointments.noShow} = 1 then 1 else 0 end)`,
    })
    .from(appointments)
    .where(and(eq(appointments.customerId, customerId), ne(appointments.id, appointmentId)))
    .get();
  const kept = tx
    .select({ n: sql<number>`count(*)` })
    .from(deposits)
    .where(and(eq(deposits.customerId, customerId), eq(deposits.status, 'kept')))
    .get();
  return { pastVisits: Number(row?.visits ?? 0), pastNoShows: Number(row?.noShows ?? 0) + Number(kept?.n ?? 0) };
}

/**
 * A customer's new booking (the wizard, the public API): the kapora the policy asks, awaiting
 * payment until its deadline. Null when none is asked. In the booking's transaction.
 */
export function openDepositForBooking(tx: Tx, actor: Actor, appointmentId: number, now: Date): Deposit | null {
  const { depositPolicy: policy, selfServiceCutoffHours } = readSettings(tx, [
    'depositPolicy',
    'selfServiceCutoffHours',
  ]);
  if (!policy.enabled) return null;
  const a = tx.select().from(appointments).where(eq(appointments.id, appointmentId)).get();
  if (!a) return null;
  const serviceLines = tx
    .select({ serviceId: appointmentServices.serviceId, priceKurus: appointmentServices.priceKurus })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, appointmentId))
    .all();
  const servicesTotal = serviceLines.reduce((s, l) => s + l.priceKurus, 0);
  // package lines (and whatever else the total holds) take the default rule
  const lines = [...serviceLines, { serviceId: null, priceKurus: Math.max(0, a.totalPriceKurus - servicesTotal) }];
  const amountKurus = depositFor(policy, lines, customerRecord(tx, a.customerId, a.id));
  if (amountKurus <= 0) return null;
  const deposit = tx
    .insert(deposits)
    .values({
      appointmentId: a.id,
      customerId: a.customerId,
      status: 'awaiting',
      amountKurus,
      reference: uniqueReference(tx),
      dueAt: depositDeadline(now, a, policy.holdMinutes, selfServiceCutoffHours),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  recordChange(
    tx,
    actor,
    'appointment',
    a.id,
    'deposit',
    { deposit: null },
    { deposit: 'awaiting', depositAmountKurus: amountKurus },
    { at: now, customerId: a.customerId, meta: { depositId: deposit.id, dueAt: deposit.dueAt?.toISOString() } },
  );
  return deposit;
}

// ---------------------------------------------------------------------------------------------
// Money in
// ---------------------------------------------------------------------------------------------

export type PaymentInput = {
  method: DepositMethod;
  amountKurus: number;
  gatewayPaymentId?: string;
  gatewayTransactionId?: string;
};

/**
 * Records the kapora as paid (the card's retrieve said so, the desk saw the transfer, or took
 * cash or a card at the desk). Once only: a second record of the same kapora answers
 * `changed: false`. A payment that arrives after the deadline job freed the slot (a callback
 * racing the job) is recorded, then at once due back to the customer (refund_due).
 */
export function recordDepositPayment(
  tx: Tx,
  actor: Actor,
  depositId: number,
  input: PaymentInput,
  now: Date,
): DepositWrite {
  const deposit = depositById(tx, depositId);
  if (!deposit) return fail(404, DEPOSIT_MESSAGES.notFound);
  if (input.amountKurus <= 0) return fail(400, DEPOSIT_MESSAGES.amount);
  const paidBefore = tx
    .select({ id: depositEvents.id })
    .from(depositEvents)
    .where(and(eq(depositEvents.depositId, depositId), eq(depositEvents.kind, 'paid'), standing()))
    .get();
  if (paidBefore) return { ok: true, deposit, changed: false };
  const late = deposit.status === 'expired' || deposit.status === 'void';
  if (deposit.status !== 'awaiting' && !late) return fail(409, DEPOSIT_MESSAGES.notAwaiting);
  const set = {
    method: input.method,
    amountKurus: input.amountKurus,
    gatewayPaymentId: input.gatewayPaymentId ?? null,
    gatewayTransactionId: input.gatewayTransactionId ?? null,
  };
  const moved = move(tx, actor, deposit, 'paid', now, {
    set,
    event: { kind: 'paid', amountKurus: input.amountKurus, method: input.method, gatewayRef: input.gatewayPaymentId },
  });
  if (!moved) return { ok: true, deposit, changed: false };
  let after = depositById(tx, depositId)!;
  if (late) {
    // the slot was already given up: the money goes back
    move(tx, DEPOSIT_SYSTEM, after, 'refund_due', now, { meta: { reason: 'paid-after-cancel' } });
    after = depositById(tx, depositId)!;
  }
  return { ok: true, deposit: after, changed: true };
}

/**
 * The desk takes a kapora for an appointment that has none yet (a booking made at the desk:
 * cash or a card there, or a transfer seen on the account), or marks an awaiting one paid.
 */
export function takeDepositAtDesk(
  tx: Tx,
  actor: Actor,
  appointmentId: number,
  input: { method: DepositMethod; amountKurus: number },
  now: Date,
): DepositWrite {
  const a = tx.select().from(appointments).where(eq(appointments.id, appointmentId)).get();
  if (!a) return fail(404, DEPOSIT_MESSAGES.notFound);
  let deposit = depositOfAppointment(tx, appointmentId);
  if (!deposit) {
    if (a.status === 'cancelled' || a.status === 'completed') return fail(409, DEPOSIT_MESSAGES.notAwaiting);
    deposit = tx
      .insert(deposits)
      .values({
        appointmentId,
        customerId: a.customerId,
        status: 'awaiting',
        amountKurus: input.amountKurus,
        reference: uniqueReference(tx),
        dueAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
  } else if (deposit.status !== 'awaiting') {
    return deposit.status === 'paid' ? { ok: true, deposit, changed: false } : fail(409, DEPOSIT_MESSAGES.notAwaiting);
  }
  return recordDepositPayment(tx, actor, deposit.id, input, now);
}

// ---------------------------------------------------------------------------------------------
// Where it goes
// ---------------------------------------------------------------------------------------------

/**
 * The appointment was cancelled (any path: the desk, the customer's link, the API). An unpaid
 * kapora is void; a paid one is due back when the cancellation came before the self-service
 * cut-off, kept as today's takings otherwise. Called inside the cancellation's transaction.
 */
export function settleDepositOnCancel(tx: Tx, appointmentId: number, now: Date): 'void' | 'refund' | 'keep' | null {
  const deposit = depositOfAppointment(tx, appointmentId);
  if (!deposit) return null;
  if (deposit.status === 'awaiting') {
    move(tx, DEPOSIT_SYSTEM, deposit, 'void', now, { meta: { reason: 'cancelled' } });
    return 'void';
  }
  if (deposit.status !== 'paid') return null;
  const a = tx.select().from(appointments).where(eq(appointments.id, appointmentId)).get()!;
  const outcome = cancellationOutcome(a, now, readSetting(tx, 'selfServiceCutoffHours'));
  if (outcome === 'refund')
    move(tx, DEPOSIT_SYSTEM, deposit, 'refund_due', now, { meta: { reason: 'cancelled-in-time' } });
  else
    move(tx, DEPOSIT_SYSTEM, deposit, 'kept', now, {
      event: { kind: 'kept', amountKurus: deposit.amountKurus },
      meta: { reason: 'late-cancellation' },
    });
  return outcome;
}

/** 'Gelmedi': a paid kapora is kept as today's takings. In the mark's transaction. */
export function keepDepositOnNoShow(tx: Tx, actor: Actor, appointmentId: number, now: Date): boolean {
  const deposit = depositOfAppointment(tx, appointmentId);
  if (deposit?.status !== 'paid') return false;
  return move(tx, actor, deposit, 'kept', now, {
    event: { kind: 'kept', amountKurus: deposit.amountKurus },
    meta: { reason: 'no-show' },
  });
}

/**
 * What a checkout of the appointment counts as already paid (kuruş): the kapora held for it,
 * or the one already applied to its live sale `saleId` (a sale saved again).
 */
export function depositCreditFor(db: DbOrTx, appointmentId: number, saleId: number | null = null): number {
  const deposit = depositOfAppointment(db, appointmentId);
  if (!deposit) return 0;
  if (deposit.status === 'paid') return deposit.amountKurus;
  if (deposit.status === 'applied' && saleId !== null) return depositAppliedToSale(db, saleId);
  return 0;
}

/** The checkout took the kapora as part payment of `saleId` (up to `creditKurus`). In the sale's transaction. */
export function applyDepositToSale(tx: Tx, actor: Actor, appointmentId: number, saleId: number, now: Date): number {
  const deposit = depositOfAppointment(tx, appointmentId);
  if (deposit?.status !== 'paid') return 0;
  const moved = move(tx, actor, deposit, 'applied', now, {
    event: { kind: 'applied', amountKurus: deposit.amountKurus, saleId },
  });
  return moved ? deposit.amountKurus : 0;
}

/**
 * Takes back a standing movement of `kind` (docs/decisions/0495): the row stays, stamped with
 * when and by whom, and counts nowhere from then on; the kapora moves back to 'paid'
 * (Kapora alındı) with its history row. False when there is nothing to take back.
 */
function reverseMovement(
  tx: Tx,
  actor: Actor,
  deposit: Deposit,
  event: DepositEvent,
  now: Date,
  reason: 'sale-voided' | 'no-show-cleared',
): boolean {
  const reversed = tx
    .update(depositEvents)
    .set({ reversedAt: now, reversedBy: actor.kind === 'account' ? actor.userId : null })
    .where(and(eq(depositEvents.id, event.id), standing()))
    .returning({ id: depositEvents.id })
    .get();
  if (!reversed) return false;
  move(tx, actor, deposit, 'paid', now, {
    meta: {
      reason,
      reversed: event.kind,
      reversedDay: event.day,
      amountKurus: event.amountKurus,
      saleId: event.saleId,
    },
  });
  return true;
}

/**
 * A voided sale gives back the kapora it counted as paid: 'Kapora alındı' again, so a new
 * checkout of the visit counts it once more (docs/decisions/0495). In the void's transaction.
 */
export function releaseDepositOfVoidedSale(tx: Tx, actor: Actor, saleId: number, now: Date): boolean {
  const event = tx
    .select()
    .from(depositEvents)
    .where(and(eq(depositEvents.saleId, saleId), eq(depositEvents.kind, 'applied'), standing()))
    .get();
  if (!event) return false;
  const deposit = depositById(tx, event.depositId);
  if (deposit?.status !== 'applied') return false;
  return reverseMovement(tx, actor, deposit, event, now, 'sale-voided');
}

/**
 * The 'Gelmedi' mark left the appointment (taken off, 'Geldi', completed, checked out): a
 * kapora kept for the no-show is 'Kapora alındı' again and leaves the takings of the day it
 * was kept (listed as a later change when that day is closed). A kapora kept by a late
 * cancellation stays kept. In the write's transaction.
 */
export function releaseKeptDepositOfNoShow(tx: Tx, actor: Actor, appointmentId: number, now: Date): boolean {
  const deposit = depositOfAppointment(tx, appointmentId);
  if (deposit?.status !== 'kept') return false;
  const a = tx
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .get();
  if (!a || a.status === 'cancelled') return false;
  const event = tx
    .select()
    .from(depositEvents)
    .where(and(eq(depositEvents.depositId, deposit.id), eq(depositEvents.kind, 'kept'), standing()))
    .get();
  if (!event) return false;
  return reverseMovement(tx, actor, deposit, event, now, 'no-show-cleared');
}

/**
 * The kapora movements of a day made or taken back after `closedAt` (its close): a kapora
 * kept later, a kept one taken back, one counted by a sale and taken back by its void.
 */
export function depositChangesAfter(db: DbOrTx, day: string, closedAt: Date) {
  const nameOf = (column: AnyColumn) => sql<string | null>`(select u.name from ${users} u where u.id = ${column})`;
  return db
    .select({
      amountKurus: depositEvents.amountKurus,
      at: depositEvents.at,
      reversedAt: depositEvents.reversedAt,
      createdByName: nameOf(depositEvents.createdBy),
      reversedByName: nameOf(depositEvents.reversedBy),
      customerName: sql<string>`coalesce((select a.customer_name from ${appointments} a join ${deposits} d on d.appointment_id = a.id where d.id = ${depositEvents.depositId}), '')`,
    })
    .from(depositEvents)
    .where(
      and(
        eq(depositEvents.day, day),
        eq(depositEvents.kind, 'kept'),
        or(gt(depositEvents.at, closedAt), gt(depositEvents.reversedAt, closedAt)),
      ),
    )
    .all();
}

/** A kapora applied to a sale (the sale's "Kapora" line), or 0. */
export function depositAppliedToSale(db: DbOrTx, saleId: number): number {
  const row = db
    .select({ amount: depositEvents.amountKurus })
    .from(depositEvents)
    .where(and(eq(depositEvents.saleId, saleId), eq(depositEvents.kind, 'applied'), standing()))
    .get();
  return row?.amount ?? 0;
}

/** The desk sent a transfer kapora back ("İade edildi"). Once only. */
export function markDepositRefunded(
  tx: Tx,
  actor: Actor,
  depositId: number,
  now: Date,
  gatewayRef?: string,
): DepositWrite {
  const deposit = depositById(tx, depositId);
  if (!deposit) return fail(404, DEPOSIT_MESSAGES.notFound);
  if (deposit.status === 'refunded') return { ok: true, deposit, changed: false };
  if (deposit.status !== 'refund_due') return fail(409, DEPOSIT_MESSAGES.notRefundDue);
  const moved = move(tx, actor, deposit, 'refunded', now, {
    set: { refundError: null },
    event: { kind: 'refunded', amountKurus: deposit.amountKurus, gatewayRef },
  });
  return { ok: true, deposit: depositById(tx, depositId)!, changed: moved };
}

// ---------------------------------------------------------------------------------------------
// The deadline
// ---------------------------------------------------------------------------------------------

type JobContext = Pick<AppServices, 'db' | 'emit' | 'kickOutbox'>;

/**
 * Frees the slot of every kapora still unpaid at its deadline: the kapora 'expired', the
 * appointment cancelled with the reason (the customer is told as for any cancellation, the
 * reason in the message), the waitlist told as for a cancellation. Each in its own immediate
 * transaction that reads the kapora again, so a payment recorded meanwhile wins.
 */
export function expireDueDeposits(context: JobContext, now: Date): number {
  const due = context.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.status, 'awaiting'), lte(deposits.dueAt, now)))
    .all();
  let expired = 0;
  let queued = 0;
  for (const { id } of due) {
    context.db.transaction(
      (tx) => {
        const deposit = depositById(tx, id);
        if (deposit?.status !== 'awaiting' || !deposit.dueAt || deposit.dueAt > now) return;
        move(tx, DEPOSIT_SYSTEM, deposit, 'expired', now, { meta: { reason: 'unpaid' } });
        expired++;
        if (deposit.appointmentId === null) return;
        const row = tx.select().from(appointments).where(eq(appointments.id, deposit.appointmentId)).get();
        if (!row || (row.status !== 'pending' && row.status !== 'confirmed')) return;
        tx.update(appointments)
          .set({ status: 'cancelled', cancelReason: DEPOSIT_MESSAGES.expiredText, updatedAt: now })
          .where(eq(appointments.id, row.id))
          .run();
        recordChange(
          tx,
          DEPOSIT_SYSTEM,
          'appointment',
          row.id,
          'status',
          { status: row.status, cancelReason: row.cancelReason },
          { status: 'cancelled', cancelReason: DEPOSIT_MESSAGES.expiredText },
          { at: now, customerId: row.customerId, version: row.version + 1, meta: { reason: 'deposit-unpaid' } },
        );
        queued += onAppointmentStatusChanged(tx, row, row.status, 'cancelled', now).queued.length;
        queued += queueWaitlistNotices(tx, freedSlotOf(row), now);
      },
      { behavior: 'immediate' },
    );
  }
  if (expired > 0) context.emit('appointments-changed');
  if (queued > 0) context.kickOutbox();
  return expired;
}

// ---------------------------------------------------------------------------------------------
// Lists and the day's figures
// ---------------------------------------------------------------------------------------------

/** Kaporas due back: cards for the job, transfers and desk payments for the desk to send. */
export function depositsDueBack(db: DbOrTx, methods?: readonly DepositMethod[]): Deposit[] {
  const rows = db.select().from(deposits).where(eq(deposits.status, 'refund_due')).orderBy(deposits.updatedAt).all();
  return methods ? rows.filter((r) => r.method !== null && methods.includes(r.method)) : rows;
}

export type DepositDayFigures = {
  /** taken that day (money in), by method */
  received: Record<DepositMethod, number>;
  /** sent back that day, by method */
  refunded: Record<DepositMethod, number>;
  /** kept that day: the studio's takings ("Tutulan kapora") */
  keptKurus: number;
  keptCount: number;
  /** counted as paid by that day's sales */
  appliedKurus: number;
  /** cash in the drawer from kaporas: cash taken − cash sent back */
  cashKurus: number;
};

const noMethods = (): Record<DepositMethod, number> => ({ card: 0, transfer: 0, cash: 0, desk_card: 0 });

/** A day's kapora movements (Gün sonu's "Kapora" section; the reports' kept kaporas). */
export function depositDayFigures(db: DbOrTx, day: string): DepositDayFigures {
  const rows = db
    .select({
      kind: depositEvents.kind,
      method: depositEvents.method,
      amount: sql<number>`sum(${depositEvents.amountKurus})`,
      n: sql<number>`count(*)`,
    })
    .from(depositEvents)
    .where(and(eq(depositEvents.day, day), standing()))
    .groupBy(depositEvents.kind, depositEvents.method)
    .all();
  const figures: DepositDayFigures = {
    received: noMethods(),
    refunded: noMethods(),
    keptKurus: 0,
    keptCount: 0,
    appliedKurus: 0,
    cashKurus: 0,
  };
  for (const r of rows) {
    const amount = Number(r.amount);
    if (r.kind === 'paid' && r.method) figures.received[r.method] += amount;
    if (r.kind === 'refunded' && r.method) figures.refunded[r.method] += amount;
    if (r.kind === 'kept') {
      figures.keptKurus += amount;
      figures.keptCount += Number(r.n);
    }
    if (r.kind === 'applied') figures.appliedKurus += amount;
  }
  figures.cashKurus = figures.received.cash - figures.refunded.cash;
  return figures;
}

/** Kept kaporas by day over a period (the reports' "Tutulan kapora"). */
export function keptDepositsByDay(
  db: DbOrTx,
  from: string,
  to: string,
  memberId: number | null = null,
): { day: string; keptKurus: number }[] {
  // with a member: the kaporas of her appointments
  const member =
    memberId === null
      ? undefined
      : sql`exists (select 1 from ${deposits} d join ${appointments} a on a.id = d.appointment_id where d.id = ${depositEvents.depositId} and a.team_member_id = ${memberId})`;
  return db
    .select({ day: depositEvents.day, keptKurus: sql<number>`sum(${depositEvents.amountKurus})` })
    .from(depositEvents)
    .where(and(sql`${depositEvents.day} between ${from} and ${to}`, eq(depositEvents.kind, 'kept'), standing(), member))
    .groupBy(depositEvents.day)
    .orderBy(depositEvents.day)
    .all()
    .map((r) => ({ day: r.day, keptKurus: Number(r.keptKurus) }));
}

// ---------------------------------------------------------------------------------------------
// The desk's writes (the panel's "Kapora geldi" / "Kapora al" and "İade edildi"; the JSON API)
// ---------------------------------------------------------------------------------------------

export type DeskDepositInput =
  | { intent: 'take'; method: DepositMethod; amountKurus: number; expectedVersion?: number | null }
  | { intent: 'refunded'; expectedVersion?: number | null };

export const STALE_DEPOSIT_MESSAGE = 'Bu kapora siz bakarken değişti. Sayfayı yenileyip tekrar deneyin.';

/**
 * One desk write on an appointment's kapora, in its own immediate transaction. With
 * `expectedVersion` (the kapora's version the form was loaded with; 0: there was none) a
 * kapora changed meanwhile refuses the write.
 */
export function deskDepositWrite(
  context: Pick<AppServices, 'db' | 'now' | 'emit'>,
  actor: Actor,
  appointmentId: number,
  input: DeskDepositInput,
): DepositWrite {
  const now = context.now();
  const result = context.db.transaction(
    (tx): DepositWrite => {
      const current = depositOfAppointment(tx, appointmentId);
      if (input.expectedVersion != null && (current?.version ?? 0) !== input.expectedVersion)
        return fail(409, STALE_DEPOSIT_MESSAGE);
      if (input.intent === 'take')
        return takeDepositAtDesk(
          tx,
          actor,
          appointmentId,
          { method: input.method, amountKurus: input.amountKurus },
          now,
        );
      if (!current) return fail(404, DEPOSIT_MESSAGES.notFound);
      if (current.method === 'card' && current.status === 'refund_due') return fail(409, DEPOSIT_MESSAGES.notRefundDue);
      return markDepositRefunded(tx, actor, current.id, now);
    },
    { behavior: 'immediate' },
  );
  if (result.ok && result.changed) context.emit('appointments-changed');
  return result;
}

/** Kaporas in one state, oldest first (the JSON API's list; at most `limit`). */
export function depositsByStatus(db: DbOrTx, status: DepositStatus, limit = 200): Deposit[] {
  return db.select().from(deposits).where(eq(deposits.status, status)).orderBy(deposits.id).limit(limit).all();
}

/** A kapora as the JSON API answers it. */
export function depositJson(d: Deposit) {
  return {
    id: d.id,
    appointmentId: d.appointmentId,
    status: d.status,
    statusLabel: DEPOSIT_STATUS_LABELS[d.status],
    amountKurus: d.amountKurus,
    method: d.method,
    reference: d.reference,
    dueAt: d.dueAt?.toISOString() ?? null,
    refundError: d.refundError,
    version: d.version,
  };
}
