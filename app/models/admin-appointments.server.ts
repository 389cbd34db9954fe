/**
 * Admin reads of appointments: the list the back office (and the live connection's
 * appointments-updated message) shows, the dashboard figures and the most recent bookings.
 * Writes live elsewhere (booking.server.ts and the appointment screens).
 *
 * Imported by server.ts as well (the live connection), so only relative imports.
 */
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentPackages, appointmentServices, appointments, galleryImages, teamMembers } from '../../db/schema';
import { displayStatus, type AppointmentStatusValue } from '../domain/appointment-status';
import { kurusToLira } from '../lib/money';

export const UNKNOWN_SERVICE = 'Bilinmeyen Hizmet';
export const NO_TEAM_MEMBER = 'Çalışan Yok';

/** The spec's display text of an appointment's services: the names joined, else 'Bilinmeyen Hizmet'. */
export function serviceDisplayText(serviceNames: readonly string[], packageNames: readonly string[] = []): string {
  const names = [...serviceNames, ...packageNames].map((n) => n.trim()).filter(Boolean);
  return names.length ? names.join(', ') : UNKNOWN_SERVICE;
}

/** The spec's label of the appointment's team member, 'Çalışan Yok' when there is none. */
export function teamMemberLabel(member: { name: string } | null | undefined): string {
  return member?.name?.trim() || NO_TEAM_MEMBER;
}

export type AdminAppointment = {
  id: number;
  customerId: number | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  serviceIds: number[];
  serviceNames: string[];
  packageIds: number[];
  packageNames: string[];
  /** display text: joined service (and package) names, else 'Bilinmeyen Hizmet' */
  service: string;
  teamMemberId: number | null;
  teamMember: { id: number; name: string; specialization: string } | null;
  /** display text: the member's name, else 'Çalışan Yok' */
  teamMemberName: string;
  date: string;
  time: string;
  notes: string | null;
  /** lira */
  totalPrice: number;
  totalPriceKurus: number;
  /** a known status (unknown stored values read as cancelled) */
  status: AppointmentStatusValue;
  customDuration: number | null;
  durationMinutes: number;
  userId: number | null;
  source: string;
  createdAt: string;
  updatedAt: string;
};

type ListOptions = { ids?: number[]; order?: 'schedule' | 'recent'; limit?: number };

/**
 * Appointments with their services, packages and team member, in three queries.
 * `schedule`: newest date and time first (default); `recent`: most recently booked first.
 */
export function listAdminAppointments(db: Db, options: ListOptions = {}): AdminAppointment[] {
  const order =
    options.order === 'recent'
      ? [desc(appointments.createdAt), desc(appointments.id)]
      : [desc(appointments.date), desc(appointments.time), desc(appointments.id)];
  let query = db
    .select({ a: appointments, member: { id: teamMembers.id, name: teamMembers.name, specialization: teamMembers.specialization } })
    .from(appointments)
    .leftJoin(teamMembers, eq(teamMembers.id, appointments.teamMemberId))
    .orderBy(...order)
    .$dynamic();
  if (options.ids) query = query.where(inArray(appointments.id, options.ids));
  if (options.limit) query = query.limit(options.limit);
  const rows = query.all();
  if (rows.length === 0) return [];

  const ids = rows.map((r) => r.a.id);
  const servicesByAppointment = new Map<number, { id: number | null; name: string }[]>();
  const packagesByAppointment = new Map<number, { id: number | null; name: string }[]>();
  // chunks keep the number of bound parameters under SQLite's limit
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    for (const s of db.select().from(appointmentServices).where(inArray(appointmentServices.appointmentId, chunk)).orderBy(appointmentServices.id).all()) {
      const list = servicesByAppointment.get(s.appointmentId) ?? [];
      list.push({ id: s.serviceId, name: s.name });
      servicesByAppointment.set(s.appointmentId, list);
    }
    for (const p of db.select().from(appointmentPackages).where(inArray(appointmentPackages.appointmentId, chunk)).orderBy(appointmentPackages.id).all()) {
      const list = packagesByAppointment.get(p.appointmentId) ?? [];
      list.push({ id: p.packageId, name: p.name });
      packagesByAppointment.set(p.appointmentId, list);
    }
  }

  return rows.map(({ a, member }) => {
    const svc = servicesByAppointment.get(a.id) ?? [];
    const pkg = packagesByAppointment.get(a.id) ?? [];
    const serviceNames = svc.map((s) => s.name);
    const packageNames = pkg.map((p) => p.name);
    const teamMember = member && member.id !== null ? { id: member.id, name: member.name, specialization: member.specialization } : null;
    return {
      id: a.id,
      customerId: a.customerId,
      customerName: a.customerName,
      customerEmail: a.customerEmail,
      customerPhone: a.customerPhone,
      serviceIds: svc.flatMap((s) => (s.id === null ? [] : [s.id])),
      serviceNames,
      packageIds: pkg.flatMap((p) => (p.id === null ? [] : [p.id])),
      packageNames,
      service: serviceDisplayText(serviceNames, packageNames),
      teamMemberId: a.teamMemberId,
      teamMember,
      teamMemberName: teamMemberLabel(teamMember),
      date: a.date,
      time: a.time.slice(0, 5),
      notes: a.notes,
      totalPrice: kurusToLira(a.totalPriceKurus),
      totalPriceKurus: a.totalPriceKurus,
      status: displayStatus(a.status),
      customDuration: a.customDuration,
      durationMinutes: a.durationMinutes,
      userId: a.userId,
      source: a.source,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    };
  });
}

/** One appointment as the list shows it, or null. */
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
