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

export type CustomerRow = typeof customers.$inferSelect;

export type CustomerJson = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  isActive: boolean;
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

/** Saves the admin's edit; e-mail and phone are stored normalised, so later bookings still match. */
export function updateCustomer(db: Db, id: number, input: CustomerInput): CustomerJson | undefined {
  const row = db
    .update(customers)
    .set({
      name: input.name,
      email: input.email ? normalizeEmail(input.email) : input.email,
      phone: input.phone ? storedPhone(input.phone) : input.phone,
      notes: input.notes ?? null,
      isActive: input.isActive,
    })
    .where(eq(customers.id, id))
    .returning({ id: customers.id })
    .get();
  return row ? getCustomer(db, id) : undefined;
}

export function setCustomerActive(db: Db, id: number, value?: boolean): CustomerJson | undefined {
  return setFlag(db, customers, id, 'isActive', value) ? getCustomer(db, id) : undefined;
}

/** Deletes the customer; their appointments stay (customer link set to null by the schema). */
export function deleteCustomer(db: Db, id: number): boolean {
  return db.delete(customers).where(eq(customers.id, id)).run().changes > 0;
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
export function mergeCustomers(db: Db, intoId: number, fromId: number): MergeResult {
  if (intoId === fromId) return { ok: false, status: 400, message: MERGE_MESSAGES.sameCustomer };
  const moved = db.transaction(
    (tx) => {
      const into = tx.select().from(customers).where(eq(customers.id, intoId)).get();
      const from = tx.select().from(customers).where(eq(customers.id, fromId)).get();
      if (!into || !from) return null;
      const count = tx.update(appointments).set({ customerId: into.id }).where(eq(appointments.customerId, from.id)).run().changes;
      tx.update(surveys).set({ customerId: into.id }).where(eq(surveys.customerId, from.id)).run();
      const notes = [into.notes, from.notes].filter((n) => n && n.trim()).join('\n') || null;
      tx.update(customers)
        .set({ email: into.email ?? from.email, phone: into.phone ?? from.phone, notes, isActive: into.isActive || from.isActive })
        .where(eq(customers.id, into.id))
        .run();
      tx.delete(customers).where(eq(customers.id, from.id)).run();
      return count;
    },
    { behavior: 'immediate' },
  );
  if (moved === null) return { ok: false, status: 404, message: MERGE_MESSAGES.notFound };
  return { ok: true, customer: getCustomer(db, intoId)!, movedAppointments: moved };
}
