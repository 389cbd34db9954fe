/**
 * The customer card (/admin/customers/{id}): the customer, their visits (newest first, one
 * page), and the figures the desk asks about: visits, total spent (her payments net of refunds),
 * 'Gelmedi' (no-show) count, cancellations. Figures are one aggregate query; the history is
 * a window (cost follows what is shown).
 */
import { eq, sql } from 'drizzle-orm';
import { appointments, customers } from '../../../db/schema';
import { displayStatus } from '~/domain/appointment-status';
import { readAppointments, serviceText, type Appointment } from '../appointments/queries.server';
import { teamMemberLabel } from '../appointments/json.server';
import type { DbOrTx } from '../db.server';
import type { Db } from '../../../db/client';
import { recordChange, type Actor } from '../audit/history.server';
import { staleCheck, type ExpectedVersion, type StaleFailure } from '../audit/versions.server';
import { customerSpend } from '../sales/ledger.server';

export const CUSTOMER_HISTORY_LIMIT = 50;

/** A visit on the card: the read model's appointment, as the card shows it. */
export type CustomerVisit = ReturnType<typeof visitOf>;

function visitOf(a: Appointment) {
  return {
    id: a.id,
    date: a.date,
    time: a.time,
    service: serviceText(a.lines),
    memberName: teamMemberLabel(a.teamMember),
    status: displayStatus(a.status),
    noShow: a.noShow,
    totalPriceKurus: a.totalPriceKurus,
    durationMinutes: a.durationMinutes,
  };
}

export type CustomerFigures = {
  visits: number;
  completed: number;
  cancelled: number;
  noShows: number;
  spentKurus: number;
  lastVisit: string | null;
};

export type CustomerCard = {
  customer: {
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
    notes: string | null;
    isActive: boolean;
    createdAt: Date;
    version: number;
  };
  figures: CustomerFigures;
  history: CustomerVisit[];
};

/** The figures of a customer's appointments: one aggregate query. */
export function customerFigures(db: DbOrTx, customerId: number): CustomerFigures {
  const row = db
    .select({
      visits: sql<number>`count(*)`,
      completed: sql<number>`coalesce(sum(case when ${appointments.status} = 'completed' then 1 else 0 end), 0)`,
      cancelled: sql<number>`coalesce(sum(case when ${appointments.status} = 'cancelled' then 1 else 0 end), 0)`,
      noShows: sql<number>`coalesce(sum(case when ${appointments.noShow} = 1 then 1 else 0 end), 0)`,
      lastVisit: sql<string | null>`max(case when ${appointments.status} = 'completed' then ${appointments.date} end)`,
    })
    .from(appointments)
    .where(eq(appointments.customerId, customerId))
    .get();
  return {
    visits: Number(row?.visits ?? 0),
    completed: Number(row?.completed ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
    noShows: Number(row?.noShows ?? 0),
    // what she paid, net of what was given back (not the list prices of her visits; issue 38, item 7)
    spentKurus: customerSpend(db, customerId),
    lastVisit: row?.lastVisit ?? null,
  };
}

/** The card of a customer, or null when there is no such customer. */
export function loadCustomerCard(db: DbOrTx, customerId: number): CustomerCard | null {
  const customer = db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      notes: customers.notes,
      isActive: customers.isActive,
      createdAt: customers.createdAt,
      version: customers.version,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .get();
  if (!customer) return null;
  return {
    customer,
    figures: customerFigures(db, customerId),
    history: readAppointments(db, { customerId, order: 'schedule-desc', limit: CUSTOMER_HISTORY_LIMIT }).map(visitOf),
  };
}

/**
 * Saves the card's notes. With `expectedVersion` (the version the card was loaded with) a save
 * over a newer version of her record is refused with what changed meanwhile (docs/decisions/0394).
 */
export function saveCustomerNotes(
  db: Db,
  actor: Actor,
  customerId: number,
  notes: string,
  now: Date,
  options: ExpectedVersion = {},
): 'saved' | 'not-found' | StaleFailure<{ notes: string | null }> {
  const text = notes.trim();
  return db.transaction((tx) => {
    const before = tx
      .select({ notes: customers.notes, version: customers.version })
      .from(customers)
      .where(eq(customers.id, customerId))
      .get();
    if (!before) return 'not-found';
    const refused = staleCheck(tx, 'customer', customerId, before.version, options.expectedVersion, () => ({
      notes: before.notes,
    }));
    if (refused) return refused;
    const after = tx
      .update(customers)
      .set({ notes: text === '' ? null : text, updatedAt: now })
      .where(eq(customers.id, customerId))
      .returning({ notes: customers.notes, version: customers.version })
      .get()!;
    recordChange(
      tx,
      actor,
      'customer',
      customerId,
      'notes',
      { notes: before.notes },
      { notes: after.notes },
      { at: now, customerId, version: after.version },
    );
    return 'saved';
  });
}
