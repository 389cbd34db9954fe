/**
 * Customers in the back office. Their total appointments and last appointment date are
 * derived from the appointments table on every read (never stored twice). Deleting a
 * customer keeps their appointments: those keep their own name/e-mail/phone snapshot and
 * their customer link becomes null (docs/decisions/0055-customer-delete.md).
 */
import { and, asc, count, desc, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, customers, surveys } from '../../../db/schema';
import { MERGE_MESSAGES, type CustomerInput } from '../../domain/people-forms';
import { normalizeEmail, storedPhone } from '~/domain/contact';
import { nationalDigits, phoneSearchKey } from '~/domain/phone';
import { setFlag, type DbOrTx } from '../db.server';
import { moveCustomerHistory, recordChange, type Actor } from '../audit/history.server';
import { staleCheck, type StaleFailure } from '../audit/versions.server';

export type CustomerRow = typeof customers.$inferSelect;

export type CustomerJson = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  isActive: boolean;
  /** grows by one on every write (docs/decisions/0352) */
  version: number;
  totalAppointments: number;
  /** YYYY-MM-DD of the latest appointment, or null */
  lastAppointmentDate: string | null;
  createdAt: string;
  updatedAt: string;
};

export type CustomerFilter = { q?: string; status?: 'all' | 'active' | 'inactive' };

function selectWithStats(db: Db) {
  return db
    .select({ customer: customers, total: count(appointments.id), last: max(appointments.date) })
    .from(customers)
    .leftJoin(appointments, eq(appointments.customerId, customers.id))
    .groupBy(customers.id)
    .$dynamic();
}

function serialize(r: { customer: CustomerRow; total: number; last: string | null }): CustomerJson {
  const c = r.customer;
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    notes: c.notes,
    isActive: c.isActive,
    version: c.version,
    totalAppointments: r.total,
    lastAppointmentDate: r.last,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const fold = (s: string) => s.toLocaleLowerCase('tr-TR');

/** Whether a customer matches the search text (name, e-mail or phone; Turkish letters fold). */
export function matchesCustomer(c: Pick<CustomerJson, 'name' | 'email' | 'phone'>, q: string): boolean {
  const needle = fold(q.trim());
  if (!needle) return true;
  if (fold(c.name).includes(needle) || fold(c.email ?? '').includes(needle)) return true;
  // the phone by the one rule: '+90 532 12' finds 0532 123 45 67
  const key = phoneSearchKey(q);
  return key !== null && !!c.phone && nationalDigits(c.phone).includes(key);
}

/** Newest first, filtered by status and search text. */
export function listCustomers(db: Db, filter: CustomerFilter = {}): CustomerJson[] {
  const rows = selectWithStats(db).orderBy(desc(customers.createdAt), desc(customers.id)).all().map(serialize);
  return rows.filter(
    (c) =>
      (filter.status === 'active' ? c.isActive : filter.status === 'inactive' ? !c.isActive : true) && matchesCustomer(c, filter.q ?? ''),
  );
}

export type CustomerMatch = { id: number; name: string; email: string | null; phone: string | null };

/**
 * The desk's customer lookup ('Yeni Randevu'): active customers whose name, e-mail or phone
 * matches (the customers screen's rule, Turkish letters folded), most recently updated first,
 * at most `limit`. Light columns only; fewer than 2 characters match nobody.
 */
export function findCustomers(db: DbOrTx, q: string, limit = 8): CustomerMatch[] {
  if (q.trim().length < 2) return [];
  const out: CustomerMatch[] = [];
  const rows = db
    .select({ id: customers.id, name: customers.name, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.isActive, true))
    .orderBy(desc(customers.updatedAt), desc(customers.id))
    .all();
  for (const c of rows) {
    if (matchesCustomer(c, q)) out.push(c);
    if (out.length >= limit) break;
  }
  return out;
}

export function getCustomer(db: Db, id: number): CustomerJson | undefined {
  const r = selectWithStats(db).where(eq(customers.id, id)).get();
  return r ? serialize(r) : undefined;
}

export function countCustomers(db: Db): { total: number; active: number } {
  const total = db.select({ n: count() }).from(customers).get()!.n;
  const active = db.select({ n: count() }).from(customers).where(eq(customers.isActive, true)).get()!.n;
  return { total, active };
}

/** A customer as her history compares her (docs/decisions/0351). */
export function customerHistoryFields(c: Pick<CustomerRow, 'name' | 'email' | 'phone' | 'notes' | 'isActive'>) {
  return { name: c.name, email: c.email, phone: c.phone, notes: c.notes, isActive: c.isActive };
}

/** Writes a customer row with its history row, in one transaction; null when there is no such customer. */
function auditedCustomerWrite(db: Db, actor: Actor, id: number, action: 'updated' | 'deleted', write: (tx: DbOrTx, before: CustomerRow) => CustomerRow | null): { before: CustomerRow; after: CustomerRow | null } | null {
  return db.transaction((tx) => {
    const before = tx.select().from(customers).where(eq(customers.id, id)).get();
    if (!before) return null;
    const after = write(tx, before);
    recordChange(tx, actor, 'customer', id, action, customerHistoryFields(before), after ? customerHistoryFields(after) : null, { customerId: id, version: after?.version ?? before.version + 1 });
    return { before, after };
  });
}

export type CustomerWrite = { ok: true; customer: CustomerJson } | { ok: false; kind: 'not-found'; status: 404; message: string } | StaleFailure<CustomerJson>;

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Müşteri bulunamadı';

/**
 * Saves the admin's edit; e-mail and phone are stored normalised, so later bookings still
 * match. With `expectedVersion` (the version the editor loaded) a save over a newer version
 * is refused with the customer now and what changed meanwhile.
 */
export function updateCustomer(db: Db, actor: Actor, id: number, input: CustomerInput, options: { expectedVersion?: number | null } = {}): CustomerWrite {
  const result = db.transaction((tx): CustomerWrite | { ok: true } => {
    const before = tx.select().from(customers).where(eq(customers.id, id)).get();
    if (!before) return { ok: false, kind: 'not-found', status: 404, message: CUSTOMER_NOT_FOUND_MESSAGE };
    const refused = staleCheck(tx, 'customer', id, before.version, options.expectedVersion, () => getCustomer(tx as unknown as Db, id)!);
    if (refused) return refused;
    const after = tx
      .update(customers)
      .set({
        name: input.name,
        email: input.email ? normalizeEmail(input.email) : input.email,
        phone: input.phone ? storedPhone(input.phone) : input.phone,
        notes: input.notes ?? null,
        isActive: input.isActive,
      })
      .where(eq(customers.id, id))
      .returning()
      .get()!;
    recordChange(tx, actor, 'customer', id, 'updated', customerHistoryFields(before), customerHistoryFields(after), { customerId: id, version: after.version });
    return { ok: true };
  });
  return result.ok && !('customer' in result) ? { ok: true, customer: getCustomer(db, id)! } : (result as CustomerWrite);
}

export function setCustomerActive(db: Db, actor: Actor, id: number, value?: boolean): CustomerJson | undefined {
  const done = auditedCustomerWrite(db, actor, id, 'updated', (tx, before) => {
    setFlag(tx, customers, id, 'isActive', value);
    return tx.select().from(customers).where(eq(customers.id, before.id)).get() ?? null;
  });
  return done ? getCustomer(db, id) : undefined;
}

/** Deletes the customer; their appointments stay (customer link set to null by the schema). */
export function deleteCustomer(db: Db, actor: Actor, id: number): boolean {
  return (
    auditedCustomerWrite(db, actor, id, 'deleted', (tx) => {
      tx.delete(customers).where(eq(customers.id, id)).run();
      return null;
    }) !== null
  );
}

/** The form's values for a customer (edit form defaults, API merge base). */
export function customerFormValues(c: CustomerJson) {
  return { name: c.name, email: c.email ?? '', phone: c.phone ?? '', notes: c.notes ?? '', isActive: c.isActive };
}

// ---------------------------------------------------------------------------------------------
// Customers appear as a by-product of bookings: found by e-mail AND phone together, and
// created when no customer has both (domain/contact.ts sameContact). E-mail is stored lower
// case and phone in its canonical form (normalizeEmail / storedPhone, domain/phone.ts), so the same person is matched
// however they type it. Two rows of one person are joined by the admin (mergeCustomers).
// ---------------------------------------------------------------------------------------------

export type CustomerContact = { name: string; email?: string | null; phone?: string | null };

/**
 * Finds the customer whose e-mail and phone are both the given ones; creates one when none
 * is. Someone else's phone with another e-mail is another customer, and an existing record
 * is never changed by an anonymous request (docs/decisions/0013, 0134).
 */
export function upsertCustomer(db: DbOrTx, contact: CustomerContact): { id: number; created: boolean } {
  const email = contact.email ? normalizeEmail(contact.email) : null;
  const phone = contact.phone ? storedPhone(contact.phone) : null;
  const name = contact.name.trim();
  const existing = db
    .select({ id: customers.id })
    .from(customers)
    .where(and(email ? eq(customers.email, email) : isNull(customers.email), phone ? eq(customers.phone, phone) : isNull(customers.phone)))
    .orderBy(asc(customers.id))
    .get();
  if (existing) return { id: existing.id, created: false };
  const row = db.insert(customers).values({ name, email, phone }).returning({ id: customers.id }).get();
  return { id: row.id, created: true };
}

export type MergeResult = { ok: true; customer: CustomerJson; movedAppointments: number } | { ok: false; status: 400 | 404; message: string };

/**
 * Joins customer `fromId` into `intoId` (the admin knows they are one person): the
 * appointments and surveys of `fromId` move to `intoId`, a missing e-mail or phone and the
 * notes are taken over, and `fromId` is deleted. One transaction.
 */
export function mergeCustomers(db: Db, actor: Actor, intoId: number, fromId: number): MergeResult {
  if (intoId === fromId) return { ok: false, status: 400, message: MERGE_MESSAGES.sameCustomer };
  const moved = db.transaction(
    (tx) => {
      const into = tx.select().from(customers).where(eq(customers.id, intoId)).get();
      const from = tx.select().from(customers).where(eq(customers.id, fromId)).get();
      if (!into || !from) return null;
      const count = tx.update(appointments).set({ customerId: into.id }).where(eq(appointments.customerId, from.id)).run().changes;
      tx.update(surveys).set({ customerId: into.id }).where(eq(surveys.customerId, from.id)).run();
      const notes = [into.notes, from.notes].filter((n) => n && n.trim()).join('\n') || null;
      const after = tx
        .update(customers)
        .set({ email: into.email ?? from.email, phone: into.phone ?? from.phone, notes, isActive: into.isActive || from.isActive })
        .where(eq(customers.id, into.id))
        .returning()
        .get()!;
      tx.delete(customers).where(eq(customers.id, from.id)).run();
      // her history follows her: the merged customer's card shows both
      moveCustomerHistory(tx, from.id, into.id);
      recordChange(tx, actor, 'customer', into.id, 'merged', customerHistoryFields(into), customerHistoryFields(after), { customerId: into.id, version: after.version, meta: { mergedCustomerId: from.id, movedAppointments: count } });
      recordChange(tx, actor, 'customer', from.id, 'deleted', customerHistoryFields(from), null, { customerId: into.id, meta: { mergedInto: into.id } });
      return count;
    },
    { behavior: 'immediate' },
  );
  if (moved === null) return { ok: false, status: 404, message: MERGE_MESSAGES.notFound };
  return { ok: true, customer: getCustomer(db, intoId)!, movedAppointments: moved };
}
