import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createBooking, type BookingInput } from '../../app/models/appointments/booking.server';
import { TEST_CUSTOMER, type TestContext } from '../helpers/test-db';
import { categories, packages, services, settings, teamMembers } from '../../db/schema';

/** Looks up demo-studio rows by name, so tests do not depend on ids. */
export function demoIds(db: Db) {
  const service = (name: string) => db.select().from(services).where(eq(services.name, name)).get()!;
  const pkg = (name: string) => db.select().from(packages).where(eq(packages.name, name)).get()!;
  const member = (name: string) => db.select().from(teamMembers).where(eq(teamMembers.name, name)).get()!;
  const category = (name: string) => db.select().from(categories).where(eq(categories.name, name)).get()!;
  return { service, pkg, member, category };
}

export function setCapacity(db: Db, capacity: number) {
  db.update(settings)
    .set({ value: String(capacity) })
    .where(eq(settings.key, 'appointment_capacity_per_slot'))
    .run();
}

export const CUSTOMER = {
  customerName: 'Ayşe Kaya',
  customerEmail: 'ayse@example.com',
  customerPhone: '0532 123 45 67',
};

/**
 * A public booking as the wizard and POST /api/appointments write it: CUSTOMER, Klasik Manikür
 * with Zeynep Kaya on Wednesday 25 November at 10:00 unless `overrides` say otherwise. Throws
 * when refused; answers the booking result.
 */
export function bookDemo(context: TestContext, overrides: Partial<BookingInput> = {}) {
  const ids = demoIds(context.db);
  const result = createBooking(context, TEST_CUSTOMER, {
    ...CUSTOMER,
    serviceIds: [ids.service('Klasik Manikür').id],
    packageIds: [],
    teamMemberId: ids.member('Zeynep Kaya').id,
    date: '2026-11-25',
    time: '10:00',
    notes: null,
    consent: null,
    source: 'web',
    ...overrides,
  });
  if (!result.ok) throw new Error(result.message);
  return result;
}
