/**
 * The booking write: one IMMEDIATE transaction (SQLite's write lock is taken before the
 * first read) that re-checks every rule and the capacity, upserts the customer, inserts the
 * appointment as pending with its service and package lines, price and duration from the
 * database, and queues the notifications in the outbox. Two requests for the last place in a
 * slot cannot both pass the check: the second one waits for the lock and then sees the first
 * one's row. A one-time token (idempotency key) makes a resubmit return the same appointment.
 *
 * Public bookings (the wizard, POST /api/appointments) go through `createBooking`; the admin
 * variant (later) adds its own entry that may skip rules (custom duration, conflicts
 * confirmed by the admin) and reuses the same pieces.
 */
import { asc, eq } from 'drizzle-orm';
import { appointmentPackages, appointmentServices, appointments, teamMembers } from '../../db/schema';
import { checkStart, isDateRejection } from '~/domain/availability';
import { canServeSelection } from '~/domain/eligibility';
import { BOOKING_MESSAGES, categoryLockMessage, normalizeEmail, normalizePhone, startRejectionMessage, type BookingRequest } from '~/domain/booking-rules';
import type { ConsentRecord } from '~/domain/kvkk';
import { checkCategoryLock, selectionTotals } from '~/domain/selection';
import type { AppServices } from '~/lib/app-context';
import { kurusToLira } from '~/lib/money';
import { loadOccupancy, readCapacity } from './availability.server';
import { categoryNames, loadBookingCatalog, resolveSelection } from './booking-catalog.server';
import { upsertCustomer } from './customers.server';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from './db.server';
import { enqueueMessage } from './outbox.server';
import { loadCalendar } from './studio-calendar.server';

export type BookingSource = 'web' | 'api';

export type BookingInput = Omit<BookingRequest, 'kvkkConsent' | 'kvkkVersion'> & {
  /** the privacy notice consent to store with the booking (null: none recorded) */
  consent: ConsentRecord | null;
  /** the form's one-time token (or an API client's Idempotency-Key) */
  idempotencyKey?: string | null;
  source: BookingSource;
};

export type BookingLine = { id: number | null; name: string; priceKurus: number; durationMinutes: number };

export type BookingView = {
  id: number;
  customerId: number | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  teamMemberId: number | null;
  teamMemberName: string | null;
  teamMemberSpecialization: string | null;
  date: string;
  time: string;
  notes: string | null;
  status: string;
  services: BookingLine[];
  packages: BookingLine[];
  totalPriceKurus: number;
  durationMinutes: number;
  customDuration: number | null;
  createdAt: Date;
};

export type BookingFailure = { ok: false; status: 400 | 409; message: string; field?: 'serviceIds' | 'teamMemberId' | 'date' | 'time' };
export type BookingResult = { ok: true; created: boolean; appointment: BookingView } | BookingFailure;

type BookingContext = Pick<AppServices, 'db' | 'now' | 'emit' | 'kickOutbox'>;

/** Books an appointment for a customer (see the module comment). */
export function createBooking(context: BookingContext, input: BookingInput): BookingResult {
  const now = context.now();
  const result = context.db.transaction((tx) => bookInTransaction(context.db, tx, input, now), { behavior: 'immediate' });
  if (result.ok && result.created) {
    context.emit('appointments-changed');
    context.kickOutbox();
  }
  return result;
}

function fail(status: 400 | 409, message: string, field?: BookingFailure['field']): BookingFailure {
  return { ok: false, status, message, field };
}

/** `db` is the connection `tx` runs on (for the prepared availability read). */
function bookInTransaction(db: Db, tx: Tx, input: BookingInput, now: Date): BookingResult {
  if (input.idempotencyKey) {
    const previous = tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.idempotencyKey, input.idempotencyKey)).get();
    if (previous) return { ok: true, created: false, appointment: loadBookingView(tx, previous.id)! };
  }

  const catalog = loadBookingCatalog(tx);
  const selection = resolveSelection(catalog, input);
  if (selection.unknownServiceIds.length > 0 || selection.unknownPackageIds.length > 0) return fail(400, BOOKING_MESSAGES.itemUnavailable, 'serviceIds');
  if (selection.items.length === 0) return fail(400, BOOKING_MESSAGES.selectionRequired, 'serviceIds');
  const lock = checkCategoryLock(selection.items);
  if (!lock.ok) return fail(400, categoryLockMessage(categoryNames(catalog, lock.current), categoryNames(catalog, lock.rejected.categoryIds)), 'serviceIds');

  const member = catalog.members.find((m) => m.id === input.teamMemberId);
  if (!member || !canServeSelection(member, selection.items)) return fail(400, BOOKING_MESSAGES.memberUnavailable, 'teamMemberId');

  const totals = selectionTotals(selection.services, selection.packages);
  const capacity = readCapacity(tx);
  const sameDay = loadOccupancy(db, [member.id], input.date, input.date).get(member.id)!.on(input.date);
  const calendar = loadCalendar(tx, input.date);
  const check = checkStart({ date: input.date, time: input.time, durationMinutes: totals.durationMinutes, now, capacity, appointments: sameDay, calendar, memberId: member.id });
  if (!check.available) {
    return fail(check.reason === 'full' ? 409 : 400, startRejectionMessage(check.reason, input.time), isDateRejection(check.reason) ? 'date' : 'time');
  }

  const email = normalizeEmail(input.customerEmail);
  const phone = normalizePhone(input.customerPhone);
  const customer = upsertCustomer(tx, { name: input.customerName, email, phone });
  const appointment = tx
    .insert(appointments)
    .values({
      customerId: customer.id,
      customerName: input.customerName,
      customerEmail: email,
      customerPhone: phone,
      teamMemberId: member.id,
      date: input.date,
      time: input.time,
      notes: input.notes,
      totalPriceKurus: totals.priceKurus,
      status: 'pending',
      customDuration: null,
      durationMinutes: totals.durationMinutes,
      source: input.source,
      idempotencyKey: input.idempotencyKey || null,
      kvkkConsentAt: input.consent ? new Date(input.consent.at) : null,
      kvkkNoticeVersion: input.consent?.version ?? null,
      kvkkConsentIp: input.consent?.ip ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: appointments.id })
    .get();
  insertAppointmentLines(tx, appointment.id, selection);

  const view = loadBookingView(tx, appointment.id)!;
  queueBookingMessages(tx, view);
  return { ok: true, created: true, appointment: view };
}

/** A service or package line as written with an appointment (name, price and duration of that moment). */
export type AppointmentLineInput = { id: number | null; name: string; priceKurus: number; durationMinutes: number };

/** Writes an appointment's service and package lines (the booking and the admin writes). */
export function insertAppointmentLines(tx: DbOrTx, appointmentId: number, lines: { services: readonly AppointmentLineInput[]; packages: readonly AppointmentLineInput[] }) {
  for (const s of lines.services) {
    tx.insert(appointmentServices).values({ appointmentId, serviceId: s.id, name: s.name, priceKurus: s.priceKurus, durationMinutes: s.durationMinutes }).run();
  }
  for (const p of lines.packages) {
    tx.insert(appointmentPackages).values({ appointmentId, packageId: p.id, name: p.name, priceKurus: p.priceKurus, durationMinutes: p.durationMinutes }).run();
  }
}

/** 'booking-received' to the customer (when there is an e-mail) and 'new-appointment' to the studio's Telegram. */
function queueBookingMessages(tx: Tx, view: BookingView) {
  const summary = {
    appointmentId: view.id,
    customerName: view.customerName,
    customerEmail: view.customerEmail,
    customerPhone: view.customerPhone,
    teamMemberName: view.teamMemberName,
    date: view.date,
    time: view.time,
    services: [...view.services, ...view.packages].map((l) => l.name),
    totalPriceKurus: view.totalPriceKurus,
    durationMinutes: view.durationMinutes,
    notes: view.notes,
  };
  if (view.customerEmail) {
    enqueueMessage(tx, { channel: 'email', topic: 'booking-received', payload: { to: view.customerEmail, ...summary }, dedupeKey: `booking-received:${view.id}` });
  }
  enqueueMessage(tx, { channel: 'telegram', topic: 'new-appointment', payload: summary, dedupeKey: `new-appointment:${view.id}` });
}

/** The services and packages booked with an appointment, as they were priced then. */
export function loadAppointmentLines(db: DbOrTx, appointmentId: number) {
  const services = db
    .select({ id: appointmentServices.serviceId, name: appointmentServices.name, priceKurus: appointmentServices.priceKurus, durationMinutes: appointmentServices.durationMinutes })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, appointmentId))
    .orderBy(asc(appointmentServices.id))
    .all();
  const packages = db
    .select({ id: appointmentPackages.packageId, name: appointmentPackages.name, priceKurus: appointmentPackages.priceKurus, durationMinutes: appointmentPackages.durationMinutes })
    .from(appointmentPackages)
    .where(eq(appointmentPackages.appointmentId, appointmentId))
    .orderBy(asc(appointmentPackages.id))
    .all();
  return { services, packages };
}

/** An appointment with its member and lines, as the booking answers show it. */
export function loadBookingView(db: DbOrTx, id: number): BookingView | null {
  const row = db
    .select({ a: appointments, memberName: teamMembers.name, memberSpecialization: teamMembers.specialization })
    .from(appointments)
    .leftJoin(teamMembers, eq(teamMembers.id, appointments.teamMemberId))
    .where(eq(appointments.id, id))
    .get();
  if (!row) return null;
  const a = row.a;
  const { services, packages } = loadAppointmentLines(db, id);
  return {
    id: a.id,
    customerId: a.customerId,
    customerName: a.customerName,
    customerEmail: a.customerEmail,
    customerPhone: a.customerPhone,
    teamMemberId: a.teamMemberId,
    teamMemberName: row.memberName,
    teamMemberSpecialization: row.memberSpecialization,
    date: a.date,
    time: a.time,
    notes: a.notes,
    status: a.status,
    services,
    packages,
    totalPriceKurus: a.totalPriceKurus,
    durationMinutes: a.customDuration ?? a.durationMinutes,
    customDuration: a.customDuration,
    createdAt: a.createdAt,
  };
}

/** The appointment as the JSON API answers it (lira as decimal numbers, spec field names). */
export function bookingJson(view: BookingView) {
  const lines = [...view.services, ...view.packages];
  return {
    id: view.id,
    customerId: view.customerId,
    customerName: view.customerName,
    customerEmail: view.customerEmail,
    customerPhone: view.customerPhone,
    teamMemberId: view.teamMemberId,
    teamMember: view.teamMemberId ? { id: view.teamMemberId, name: view.teamMemberName, specialization: view.teamMemberSpecialization } : null,
    date: view.date,
    time: view.time,
    notes: view.notes,
    status: view.status,
    serviceIds: view.services.flatMap((s) => (s.id === null ? [] : [s.id])),
    serviceNames: view.services.map((s) => s.name),
    packageIds: view.packages.flatMap((p) => (p.id === null ? [] : [p.id])),
    packageNames: view.packages.map((p) => p.name),
    service: lines.map((l) => l.name).join(', ') || 'Bilinmeyen Hizmet',
    totalPrice: kurusToLira(view.totalPriceKurus),
    totalDuration: view.durationMinutes,
    customDuration: view.customDuration,
    createdAt: view.createdAt.toISOString(),
  };
}
