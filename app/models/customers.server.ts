/**
 * Customers appear as a by-product of bookings: found by e-mail, else by phone, and created
 * when neither matches. E-mail is stored lower case and phone as digits (booking-rules.ts
 * normalizeEmail / normalizePhone), so the same person is matched however they type it.
 * Every writer of customers (admin screens too) stores them normalized the same way: the
 * lookups use the indexes on email and phone.
 */
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { normalizeEmail, normalizePhone } from '~/domain/booking-rules';
import type { DbOrTx } from './db.server';

export type CustomerContact = { name: string; email?: string | null; phone?: string | null };

/**
 * Finds the customer by e-mail, else by phone, and fills in an e-mail or phone the record
 * lacks; creates one when nobody matches. Existing values (a name the studio corrected, a
 * different e-mail) are never overwritten by an anonymous request (docs/decisions/0013).
 */
export function upsertCustomer(db: DbOrTx, contact: CustomerContact): { id: number; created: boolean } {
  const email = contact.email ? normalizeEmail(contact.email) : null;
  const phone = contact.phone ? normalizePhone(contact.phone) : null;
  const name = contact.name.trim();
  const byEmail = email ? db.select().from(customers).where(eq(customers.email, email)).get() : undefined;
  const existing = byEmail ?? (phone ? db.select().from(customers).where(eq(customers.phone, phone)).get() : undefined);
  if (existing) {
    if ((existing.phone || !phone) && (existing.email || !email)) return { id: existing.id, created: false };
    db.update(customers)
      .set({ phone: existing.phone ?? phone, email: existing.email ?? email })
      .where(eq(customers.id, existing.id))
      .run();
    return { id: existing.id, created: false };
  }
  const row = db.insert(customers).values({ name, email, phone }).returning({ id: customers.id }).get();
  return { id: row.id, created: true };
}
