/** Appointment rows for tests that read them (written directly, not through the booking rules). */
import type { Db } from '../../db/client';
import { appointmentPackages, appointmentServices, appointments } from '../../db/schema';

type NewAppointment = typeof appointments.$inferInsert;

export function insertTestAppointment(
  db: Db,
  values: Partial<NewAppointment> & {
    services?: { serviceId?: number | null; name: string; priceKurus?: number; durationMinutes?: number }[];
    packages?: { packageId?: number | null; name: string; priceKurus?: number; durationMinutes?: number }[];
  } = {},
): number {
  const { services = [], packages = [], ...row } = values;
  const id = db
    .insert(appointments)
    .values({ customerName: 'Test Müşteri', date: '2026-11-25', time: '10:00', ...row })
    .returning({ id: appointments.id })
    .get().id;
  for (const s of services)
    db.insert(appointmentServices)
      .values({
        appointmentId: id,
        serviceId: s.serviceId ?? null,
        name: s.name,
        priceKurus: s.priceKurus ?? 0,
        durationMinutes: s.durationMinutes ?? 60,
      })
      .run();
  for (const p of packages)
    db.insert(appointmentPackages)
      .values({
        appointmentId: id,
        packageId: p.packageId ?? null,
        name: p.name,
        priceKurus: p.priceKurus ?? 0,
        durationMinutes: p.durationMinutes ?? 60,
      })
      .run();
  return id;
}
