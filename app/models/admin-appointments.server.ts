/**
 * Admin reads of appointments: the list the back office (and the live connection's
 * appointments-updated message) shows, the dashboard figures and the most recent bookings,
 * all through the one read model (app/models/appointments/queries.server.ts) in the admin's
 * shape (app/models/appointments/json.server.ts).
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, galleryImages } from '../../db/schema';
import { displayStatus, type AppointmentStatusValue } from '../domain/appointment-status';
import { adminAppointmentJson, type AdminAppointment } from './appointments/json.server';
import { readAppointments } from './appointments/queries.server';

type ListOptions = { ids?: number[]; order?: 'schedule' | 'recent'; limit?: number };

/** Appointments in the admin's shape: `schedule`, newest date and time first (default); `recent`, most recently booked first. */
export function listAdminAppointments(db: Db, options: ListOptions = {}): AdminAppointment[] {
  return readAppointments(db, { ids: options.ids, order: options.order === 'recent' ? 'booked-desc' : 'schedule-desc', limit: options.limit }).map(adminAppointmentJson);
}

/** One appointment in the admin's shape, or null. */
export function getAdminAppointment(db: Db, id: number): AdminAppointment | null {
  return listAdminAppointments(db, { ids: [id] })[0] ?? null;
}

export const DASHBOARD_RECENT_COUNT = 3;

export type DashboardStats = {
  totalAppointments: number;
  pendingAppointments: number;
  confirmedAppointments: number;
  completedAppointments: number;
  cancelledAppointments: number;
  totalGalleryImages: number;
};

/** The dashboard's figures (unknown stored statuses count as cancelled, as they are shown). */
export function dashboardStats(db: Db): DashboardStats {
  const byStatus = db
    .select({ status: appointments.status, n: count() })
    .from(appointments)
    .groupBy(appointments.status)
    .all();
  const counts: Record<AppointmentStatusValue, number> = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const row of byStatus) counts[displayStatus(row.status)] += row.n;
  const gallery = db.select({ n: sql<number>`count(*)` }).from(galleryImages).get()?.n ?? 0;
  return {
    totalAppointments: counts.pending + counts.confirmed + counts.completed + counts.cancelled,
    pendingAppointments: counts.pending,
    confirmedAppointments: counts.confirmed,
    completedAppointments: counts.completed,
    cancelledAppointments: counts.cancelled,
    totalGalleryImages: gallery,
  };
}

/** The most recently booked appointments for the dashboard. */
export function recentAppointments(db: Db, limit = DASHBOARD_RECENT_COUNT): AdminAppointment[] {
  return listAdminAppointments(db, { order: 'recent', limit });
}

/** The dashboard in one object (the screen and GET /api/admin/dashboard). */
export function adminDashboard(db: Db) {
  const stats = dashboardStats(db);
  const recent = recentAppointments(db).map((a) => ({
    id: a.id,
    customerName: a.customerName,
    service: a.service,
    teamMember: a.teamMemberName,
    date: a.date,
    time: a.time,
    status: a.status,
  }));
  return { stats: { ...stats, recentAppointments: recent }, recentAppointments: recent };
}
