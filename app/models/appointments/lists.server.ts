/**
 * Admin reads of appointments: the list the back office (and the live connection's
 * appointments-updated message) shows, the dashboard figures and the most recent bookings,
 * all through the one read model (app/models/appointments/queries.server.ts) in the admin's
 * shape (app/models/appointments/json.server.ts).
 */
import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { appointments, galleryImages } from '../../../db/schema';
import { displayStatus, type AppointmentStatusValue } from '../../domain/appointment-status';
import { adminAppointmentJson, type AdminAppointment } from './json.server';
import { isValidDate } from '../../domain/clock';
import { countAppointments, readAppointments } from './queries.server';

type ListOptions = {
  ids?: number[];
  order?: 'schedule' | 'recent';
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
};

/** Appointments in the admin's shape: `schedule`, newest date and time first (default); `recent`, most recently booked first. */
export function listAdminAppointments(db: Db, options: ListOptions = {}): AdminAppointment[] {
  const { order, ...window } = options;
  return readAppointments(db, { ...window, order: order === 'recent' ? 'booked-desc' : 'schedule-desc' }).map(
    adminAppointmentJson,
  );
}

/** Largest page GET /api/admin/appointments answers. */
export const API_MAX_PAGE_SIZE = 500;
export const API_DEFAULT_PAGE_SIZE = 50;

export const ADMIN_LIST_QUERY_TEXTS = {
  badDate: 'Geçersiz tarih: YYYY-AA-GG biçiminde gerçek bir tarih olmalı',
  badRange: 'Başlangıç tarihi (from) bitiş tarihinden (to) sonra olamaz',
  badPage: 'Sayfa (page) 1 veya daha büyük bir tam sayı olmalı',
  badLimit: `Sayfa boyutu (limit) 1 ile ${API_MAX_PAGE_SIZE} arasında bir tam sayı olmalı`,
} as const;

const optionalDate = (what: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || isValidDate(v), ADMIN_LIST_QUERY_TEXTS.badDate)
    .describe(what);
const optionalWhole = (message: string, max: number, what: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^\d{1,9}$/.test(v) && Number(v) >= 1 && Number(v) <= max), message)
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .describe(what);

/** GET /api/admin/appointments' optional window: dates (inclusive) and a page. */
export const adminAppointmentListQuerySchema = z
  .object({
    from: optionalDate('YYYY-MM-DD: only appointments on or after this date'),
    to: optionalDate('YYYY-MM-DD: only appointments on or before this date'),
    page: optionalWhole(
      ADMIN_LIST_QUERY_TEXTS.badPage,
      1_000_000,
      `page number from 1 (with page or limit the answer is paged, ${API_DEFAULT_PAGE_SIZE} per page by default, and has a pagination object)`,
    ),
    limit: optionalWhole(
      ADMIN_LIST_QUERY_TEXTS.badLimit,
      API_MAX_PAGE_SIZE,
      `appointments per page, 1-${API_MAX_PAGE_SIZE}`,
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, ADMIN_LIST_QUERY_TEXTS.badRange);

export type AdminAppointmentListQuery = z.output<typeof adminAppointmentListQuerySchema>;

/**
 * GET /api/admin/appointments' answer: every appointment of the window, newest date first;
 * with `page` or `limit`, one page of it and `pagination { page, limit, total, pages }`.
 */
export function adminAppointmentList(db: Db, query: AdminAppointmentListQuery) {
  const window = { from: query.from, to: query.to };
  if (query.page === undefined && query.limit === undefined) return { appointments: listAdminAppointments(db, window) };
  const limit = query.limit ?? API_DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const total = countAppointments(db, window);
  return {
    appointments: listAdminAppointments(db, { ...window, limit, offset: (page - 1) * limit }),
    pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
  };
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

/**
 * Appointments per status as shown (unknown stored statuses count as cancelled): one GROUP BY
 * on the status index; with `memberId`, that member's only (an artist's own counters).
 */
export function countByStatus(db: Db, memberId?: number): Record<AppointmentStatusValue, number> {
  const counts: Record<AppointmentStatusValue, number> = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  const rows = db
    .select({ status: appointments.status, n: count() })
    .from(appointments)
    .where(memberId === undefined ? undefined : eq(appointments.teamMemberId, memberId))
    .groupBy(appointments.status)
    .all();
  for (const row of rows) counts[displayStatus(row.status)] += row.n;
  return counts;
}

/** The dashboard's figures (unknown stored statuses count as cancelled, as they are shown). */
export function dashboardStats(db: Db): DashboardStats {
  const counts = countByStatus(db);
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
