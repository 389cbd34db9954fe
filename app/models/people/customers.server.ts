/**
 * Customers in the back office. Their total appointments and last appointment date are
 * derived from the appointments table on every read (never stored twice). Deleting a
 * customer keeps their appointments: those keep their own name/e-mail/phone snapshot and
 * their customer link becomes null (docs/decisions/0055-customer-delete-and-totals.md).
 */
import { and, asc, count, desc, eq, inArray, isNull, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, customers, surveys } from '../../../db/schema';
import { MERGE_MESSAGES, type CustomerInput } from '../../domain/people-forms';
import { normalizeEmail, storedPhone } from '~/domain/contact';
import {
  contactMatches,
  customerSearchKeys,
  isEmptyQuery,
  likeContains,
  parseCustomerQuery,
  type CustomerQuery,
} from '~/domain/text-search';
import { setFlag, type DbOrTx } from '../db.server';
import { pageWindow, type PageWindow } from '~/domain/pagination';
import { type CommitContext, commitWrite } from '../commit.server';
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

/** Whether a customer matches the search text (name, e-mail or phone; text-search.ts: Turkish letters and case fold, phones read alike). */
export function matchesCustomer(c: Pick<CustomerJson, 'name' | 'email' | 'phone'>, q: string): boolean {
  return contactMatches(c, q);
}

/**
 * The search as SQL over the stored keys: the ids whose folded `search_text` holds every word,
 * or whose `search_phone` holds the digits, found by a scan of customers_search_idx alone (a
 * narrow covering index, not the table's rows); then the rows by id. Rows without keys yet
 * (written by hand since the start) are returned too and checked in JavaScript (`keyless`).
 */
function searchWhere(query: CustomerQuery): SQL | undefined {
  if (isEmptyQuery(query)) return undefined;
  const like = (column: 'k.search_text' | 'k.search_phone', fragment: string) =>
    sql`${sql.raw(column)} like ${likeContains(fragment)} escape '\\'`;
  const words = query.words.length
    ? sql.join(
        query.words.map((w) => like('k.search_text', w)),
        sql` and `,
      )
    : null;
  const phone = query.phone ? like('k.search_phone', query.phone) : null;
  const match = words && phone ? sql`(${words}) or (${phone})` : (words ?? phone!);
  return or(sql`${customers.id} in (select k.id from customers k where ${match})`, isNull(customers.searchText));
}

const keyless = (c: { searchText: string | null }) => c.searchText === null;

function filterWhere(filter: CustomerFilter): SQL | undefined {
  return and(
    filter.status === 'active'
      ? eq(customers.isActive, true)
      : filter.status === 'inactive'
        ? eq(customers.isActive, false)
        : undefined,
    searchWhere(parseCustomerQuery(filter.q ?? '')),
  );
}

const NEWEST_FIRST = [desc(customers.createdAt), desc(customers.id)] as const;

/** Newest first, filtered by status and search text (in SQL, on the stored search keys). */
export function listCustomers(db: Db, filter: CustomerFilter = {}): CustomerJson[] {
  const q = filter.q ?? '';
  return selectWithStats(db)
    .where(filterWhere(filter))
    .orderBy(...NEWEST_FIRST)
    .all()
    .filter((r) => !keyless(r.customer) || matchesCustomer(r.customer, q))
    .map(serialize);
}

/** Rows of the customers screen per page (docs/decisions/0553). */
export const CUSTOMERS_PAGE_SIZE = 25;

export type CustomersPage = { customers: CustomerJson[]; total: number } & PageWindow;

/**
 * One page of `listCustomers`: the matching ids are read light (no appointment counts), then
 * the counts for the page's rows only. A page past the end shows the last one.
 */
export function customersPage(db: Db, filter: CustomerFilter, page: number, size = CUSTOMERS_PAGE_SIZE): CustomersPage {
  const q = filter.q ?? '';
  const ids = db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      searchText: customers.searchText,
    })
    .from(customers)
    .where(filterWhere(filter))
    .orderBy(...NEWEST_FIRST)
    .all()
    .filter((c) => !keyless(c) || matchesCustomer(c, q))
    .map((c) => c.id);
  const window = pageWindow(ids.length, page, size);
  const shown = ids.slice(window.offset, window.offset + size);
  const rows = shown.length
    ? selectWithStats(db)
        .where(inArray(customers.id, shown))
        .orderBy(...NEWEST_FIRST)
        .all()
    : [];
  return { customers: rows.map(serialize), total: ids.length, ...window };
}

/** How many customers the merge dialog lists for a search. */
export const MERGE_SEARCH_LIMIT = 20;

/**
 * The rows the merge dialog offers to join into `into`: those sharing its e-mail or phone
 * first (the likely second row of the same person), then those matching the search `q`
 * (active or not), at most MERGE_SEARCH_LIMIT of them; never `into` itself.
 */
export function mergeCandidates(db: Db, into: Pick<CustomerJson, 'id' | 'email' | 'phone'>, q: string): CustomerJson[] {
  const shares = or(
    into.email ? eq(customers.email, into.email) : undefined,
    into.phone ? eq(customers.phone, into.phone) : undefined,
  );
  const sharing = shares
    ? selectWithStats(db)
        .where(and(shares, ne(customers.id, into.id)))
        .orderBy(...NEWEST_FIRST)
        .all()
    : [];
  const listed = new Set([into.id, ...sharing.map((r) => r.customer.id)]);
  const found =
    q.trim().length < 2
      ? []
      : selectWithStats(db)
          .where(searchWhere(parseCustomerQuery(q)))
          .orderBy(...NEWEST_FIRST)
          .all()
          .filter((r) => !listed.has(r.customer.id) && (!keyless(r.customer) || matchesCustomer(r.customer, q)))
          .slice(0, MERGE_SEARCH_LIMIT);
  return [...sharing, ...found].map(serialize);
}

export type CustomerMatch = { id: number; name: string; email: string | null; phone: string | null };

/**
 * The desk's customer lookup ('Yeni Randevu'): active customers whose name, e-mail or phone
 * matches (text-search.ts: "ayse kara", "AYŞE", "sahin", "+90 532 111 00 01" alike), most
 * recently updated first, at most `limit`. Light columns only, read through the search index;
 * fewer than 2 characters match nobody.
 */
export function findCustomers(db: DbOrTx, q: string, limit = 8): CustomerMatch[] {
  if (q.trim().length < 2) return [];
  const columns = {
    id: customers.id,
    name: customers.name,
    email: customers.email,
    phone: customers.phone,
    searchText: customers.searchText,
    updatedAt: customers.updatedAt,
  };
  const query = parseCustomerQuery(q);
  const rows = db
    .select(columns)
    .from(customers)
    .where(and(eq(customers.isActive, true), searchWhere(query)))
    .orderBy(desc(customers.updatedAt), desc(customers.id))
    .all();
  const out: CustomerMatch[] = [];
  for (const { searchText, updatedAt: _updatedAt, ...c } of rows) {
    if (searchText === null && !matchesCustomer(c, q)) continue;
    out.push(c);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Writes the search keys of every customer that has none (rows from before the keys existed,
 * or written by hand): called at start (server/seed.ts ensureBaseRows). Returns how many.
 */
export function fillCustomerSearchKeys(db: Db): number {
  return db.transaction(
    (tx) => {
      const rows = tx
        .select({ id: customers.id, name: customers.name, email: customers.email, phone: customers.phone })
        .from(customers)
        .where(isNull(customers.searchText))
        .all();
      for (const r of rows) tx.update(customers).set(customerSearchKeys(r)).where(eq(customers.id, r.id)).run();
      return rows.length;
    },
    { behavior: 'immediate' },
  );
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
function auditedCustomerWrite(
  db: Db,
  actor: Actor,
  id: number,
  action: 'updated' | 'deleted',
  write: (tx: DbOrTx, before: CustomerRow) => CustomerRow | null,
): { before: CustomerRow; after: CustomerRow | null } | null {
  return db.transaction((tx) => {
    const before = tx.select().from(customers).where(eq(customers.id, id)).get();
    if (!before) return null;
    const after = write(tx, before);
    recordChange(
      tx,
      actor,
      'customer',
      id,
      action,
      customerHistoryFields(before),
      after ? customerHistoryFields(after) : null,
      { customerId: id, version: after?.version ?? before.version + 1 },
    );
    return { before, after };
  });
}

export type CustomerWrite =
  | { ok: true; customer: CustomerJson }
  | { ok: false; kind: 'not-found'; status: 404; message: string }
  | StaleFailure<CustomerJson>;

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Müşteri bulunamadı';

/**
 * Saves the admin's edit; e-mail and phone are stored normalised, so later bookings still
 * match. With `expectedVersion` (the version the editor loaded) a save over a newer version
 * is refused with the customer now and what changed meanwhile.
 */
export function updateCustomer(
  db: Db,
  actor: Actor,
  id: number,
  input: CustomerInput,
  options: { expectedVersion?: number | null } = {},
): CustomerWrite {
  const result = db.transaction((tx): CustomerWrite | { ok: true } => {
    const before = tx.select().from(customers).where(eq(customers.id, id)).get();
    if (!before) return { ok: false, kind: 'not-found', status: 404, message: CUSTOMER_NOT_FOUND_MESSAGE };
    const refused = staleCheck(
      tx,
      'customer',
      id,
      before.version,
      options.expectedVersion,
      () => getCustomer(tx as unknown as Db, id)!,
    );
    if (refused) return refused;
    const email = input.email ? normalizeEmail(input.email) : null;
    const phone = input.phone ? storedPhone(input.phone) : null;
    const after = tx
      .update(customers)
      .set({
        name: input.name,
        email,
        phone,
        ...customerSearchKeys({ name: input.name, email, phone }),
        notes: input.notes ?? null,
        isActive: input.isActive,
      })
      .where(eq(customers.id, id))
      .returning()
      .get()!;
    recordChange(tx, actor, 'customer', id, 'updated', customerHistoryFields(before), customerHistoryFields(after), {
      customerId: id,
      version: after.version,
    });
    return { ok: true };
  });
  return result.ok && !('customer' in result)
    ? { ok: true, customer: getCustomer(db, id)! }
    : (result as CustomerWrite);
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
 * is never changed by an anonymous request (docs/decisions/0013, 0134). A walk-in with a
 * name only (no e-mail, no phone) is a new customer each time: a name alone identifies nobody
 * (the desk links a known customer by choosing her in the lookup; decision 0368).
 */
export function upsertCustomer(db: DbOrTx, contact: CustomerContact): { id: number; created: boolean } {
  const email = contact.email ? normalizeEmail(contact.email) : null;
  const phone = contact.phone ? storedPhone(contact.phone) : null;
  const name = contact.name.trim();
  if (email === null && phone === null) return { id: insertCustomer(db, { name, email, phone }), created: true };
  const existing = db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        email ? eq(customers.email, email) : isNull(customers.email),
        phone ? eq(customers.phone, phone) : isNull(customers.phone),
      ),
    )
    .orderBy(asc(customers.id))
    .get();
  if (existing) return { id: existing.id, created: false };
  return { id: insertCustomer(db, { name, email, phone }), created: true };
}

/** A new customer row with its search keys (contact already normalised). */
function insertCustomer(db: DbOrTx, contact: { name: string; email: string | null; phone: string | null }): number {
  return db
    .insert(customers)
    .values({ ...contact, ...customerSearchKeys(contact) })
    .returning({ id: customers.id })
    .get().id;
}

/** Whether an active or inactive customer with this id exists (the desk's lookup links one). */
export function customerExists(db: DbOrTx, id: number): boolean {
  return !!db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).get();
}

export type MergeResult =
  | { ok: true; customer: CustomerJson; movedAppointments: number }
  | { ok: false; status: 400 | 404; message: string };

/**
 * Joins customer `fromId` into `intoId` (the admin knows they are one person): the
 * appointments and surveys of `fromId` move to `intoId`, a missing e-mail or phone and the
 * notes are taken over, and `fromId` is deleted. One transaction.
 */
export function mergeCustomers(context: CommitContext, actor: Actor, intoId: number, fromId: number): MergeResult {
  if (intoId === fromId) return { ok: false, status: 400, message: MERGE_MESSAGES.sameCustomer };
  // after the commit the live screens hear of it (the appointments now name the merged customer)
  const moved = commitWrite(
    context,
    (tx) => {
      const into = tx.select().from(customers).where(eq(customers.id, intoId)).get();
      const from = tx.select().from(customers).where(eq(customers.id, fromId)).get();
      if (!into || !from) return { ok: false as const };
      const count = tx
        .update(appointments)
        .set({ customerId: into.id })
        .where(eq(appointments.customerId, from.id))
        .run().changes;
      tx.update(surveys).set({ customerId: into.id }).where(eq(surveys.customerId, from.id)).run();
      const notes = [into.notes, from.notes].filter((n) => n?.trim()).join('\n') || null;
      const email = into.email ?? from.email;
      const phone = into.phone ?? from.phone;
      const after = tx
        .update(customers)
        .set({
          email,
          phone,
          ...customerSearchKeys({ name: into.name, email, phone }),
          notes,
          isActive: into.isActive || from.isActive,
        })
        .where(eq(customers.id, into.id))
        .returning()
        .get()!;
      tx.delete(customers).where(eq(customers.id, from.id)).run();
      // her history follows her: the merged customer's card shows both
      moveCustomerHistory(tx, from.id, into.id);
      recordChange(
        tx,
        actor,
        'customer',
        into.id,
        'merged',
        customerHistoryFields(into),
        customerHistoryFields(after),
        { customerId: into.id, version: after.version, meta: { mergedCustomerId: from.id, movedAppointments: count } },
      );
      recordChange(tx, actor, 'customer', from.id, 'deleted', customerHistoryFields(from), null, {
        customerId: into.id,
        meta: { mergedInto: into.id },
      });
      return { ok: true as const, count };
    },
    (result) => (result.ok ? { queued: 0 } : null),
  );
  if (!moved.ok) return { ok: false, status: 404, message: MERGE_MESSAGES.notFound };
  return { ok: true, customer: getCustomer(context.db, intoId)!, movedAppointments: moved.count };
}
