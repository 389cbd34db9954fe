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
import { eq } from 'drizzle-orm';
import { appointmentPackages, appointmentServices, appointments } from '../../../db/schema';
import { checkStart, horizonEnd, isDateRejection } from '~/domain/availability';
import { canServeSelection, membersForSelection } from '~/domain/eligibility';
import { BOOKING_MESSAGES, categoryLockMessage, normalizeEmail, storedPhone, startRejectionMessage, type BookingRequest } from '~/domain/booking-rules';
import type { ConsentRecord } from '~/domain/kvkk';
import { checkCategoryLock, selectionTotals } from '~/domain/selection';
import type { AppServices } from '~/infra/app-context';
import { loadOccupancy } from './availability.server';
import { categoryNames, loadBookingCatalog, resolveSelection } from '../catalogue/bookable.server';
import { lineNames } from './json.server';
import { linesOf, readAppointment, type Appointment, type AppointmentLine } from './queries.server';
import { upsertCustomer } from '../people/customers.server';
import type { DbOrTx, Tx } from '../db.server';
import { queueCustomerMessage } from '../messaging/customer-messages.server';
import { enqueueMessage } from '../messaging/outbox.server';
import { readSetting } from '../settings/registry.server';
import { loadCalendar } from '../studio/calendar.server';
import { recordChange, type Actor } from '../audit/history.server';
import { appointmentHistoryFields } from './json.server';

export type BookingSource = 'web' | 'api';

/** The customer's opt-in to SMS / WhatsApp messages, ticked on the booking form; stored with the booking's time and the IP. */
export type MessageConsent = { sms: boolean; whatsapp: boolean; ip: string | null };

export type BookingInput = Omit<BookingRequest, 'kvkkConsent' | 'kvkkVersion' | 'smsConsent' | 'whatsappConsent' | 'teamMemberId'> & {
  /** null: 'Fark etmez' (any eligible member; the transaction assigns the first one free at the start) */
  teamMemberId: number | null;
  /** the privacy notice consent to store with the booking (null: none recorded) */
  consent: ConsentRecord | null;
  /** the boxes 'SMS / WhatsApp ile bilgilendirilmek istiyorum' of the booking form (absent: neither) */
  messageConsent?: MessageConsent | null;
  /** the form's one-time token (or an API client's Idempotency-Key) */
  idempotencyKey?: string | null;
  source: BookingSource;
};

/**
 * The booked appointment as the booking answers carry it: the read model
 * (appointments/queries.server.ts). `teamMemberName`, `services` and `packages` are derived
 * from it for the booking wizard's success screen until that screen reads `lines`.
 */
export type BookingView = Appointment & { teamMemberName: string | null; services: AppointmentLine[]; packages: AppointmentLine[] };

function bookingView(a: Appointment): BookingView {
  return { ...a, teamMemberName: a.teamMember?.name ?? null, services: linesOf(a.lines, 'service'), packages: linesOf(a.lines, 'package') };
}

function readBooked(tx: Tx, id: number): BookingView {
  return bookingView(readAppointment(tx, id)!);
}

export type BookingFailure = { ok: false; status: 400 | 409; message: string; field?: 'serviceIds' | 'teamMemberId' | 'date' | 'time' };
export type BookingResult = { ok: true; created: boolean; appointment: BookingView } | BookingFailure;

type BookingContext = Pick<AppServices, 'db' | 'now' | 'emit' | 'kickOutbox'>;

/**
 * Books an appointment for a customer (see the module comment). `actor` is who books: the
 * customer with her IP (the wizard, the public API); the history row is written in the same
 * transaction ('Online randevu alındı (IP …)').
 */
export function createBooking(context: BookingContext, actor: Actor, input: BookingInput): BookingResult {
  const now = context.now();
  const result = context.db.transaction(
    (tx) => {
      const booked = bookInTransaction(tx, input, now);
      if (booked.ok && booked.created) {
        const a = booked.appointment;
        recordChange(tx, actor, 'appointment', a.id, 'created', null, appointmentHistoryFields(a), { at: now, customerId: a.customerId, version: a.version, meta: { source: input.source } });
      }
      return booked;
    },
    { behavior: 'immediate' },
  );
  if (result.ok && result.created) {
    context.emit('appointments-changed');
    context.kickOutbox();
  }
  return result;
}

function fail(status: 400 | 409, message: string, field?: BookingFailure['field']): BookingFailure {
  return { ok: false, status, message, field };
}

function bookInTransaction(tx: Tx, input: BookingInput, now: Date): BookingResult {
  if (input.idempotencyKey) {
    const previous = tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.idempotencyKey, input.idempotencyKey)).get();
    if (previous) return { ok: true, created: false, appointment: readBooked(tx, previous.id) };
  }

  const catalog = loadBookingCatalog(tx);
  const selection = resolveSelection(catalog, input);
  if (selection.unknownServiceIds.length > 0 || selection.unknownPackageIds.length > 0) return fail(400, BOOKING_MESSAGES.itemUnavailable, 'serviceIds');
  if (selection.items.length === 0) return fail(400, BOOKING_MESSAGES.selectionRequired, 'serviceIds');
  const lock = checkCategoryLock(selection.items);
  if (!lock.ok) return fail(400, categoryLockMessage(categoryNames(catalog, lock.current), categoryNames(catalog, lock.rejected.categoryIds)), 'serviceIds');

  // The screen's date picker stops at the horizon; so does the server (form post and API alike).
  if (input.date > horizonEnd(now)) return fail(400, BOOKING_MESSAGES.beyondHorizon, 'date');

  const candidates = input.teamMemberId === null ? membersForSelection(catalog.members, selection.items) : catalog.members.filter((m) => m.id === input.teamMemberId);
  if (candidates.length === 0 || !candidates.every((m) => canServeSelection(m, selection.items))) {
    return fail(400, input.teamMemberId === null ? BOOKING_MESSAGES.noSuitableMember : BOOKING_MESSAGES.memberUnavailable, 'teamMemberId');
  }

  const totals = selectionTotals(selection.services, selection.packages);
  const capacity = readSetting(tx, 'capacityPerSlot');
  const calendar = loadCalendar(tx, input.date);
  const sameDay = loadOccupancy(tx, candidates.map((m) => m.id), input.date, input.date);
  // 'Fark etmez': the first member (team order) whom the start fits, checked inside this
  // transaction, so two customers asking for the same slot get two different members or a refusal.
  // When nobody can take it, the answer is 'full' (409) if the time was taken for anyone,
  // otherwise the first member's reason (a closed day, a past time).
  const checks = candidates.map((m) => ({ member: m, check: checkStart({ date: input.date, time: input.time, durationMinutes: totals.durationMinutes, now, capacity, appointments: sameDay.get(m.id)!.on(input.date), calendar, memberId: m.id }) }));
  const chosen = checks.find((c) => c.check.available) ?? checks.find((c) => !c.check.available && c.check.reason === 'full') ?? checks[0]!;
  const { member, check } = chosen;
  if (!check.available) {
    return fail(check.reason === 'full' ? 409 : 400, startRejectionMessage(check.reason, input.time), isDateRejection(check.reason) ? 'date' : 'time');
  }

  const email = normalizeEmail(input.customerEmail);
  const phone = storedPhone(input.customerPhone);
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
      smsConsentAt: input.messageConsent?.sms ? now : null,
      whatsappConsentAt: input.messageConsent?.whatsapp ? now : null,
      messageConsentIp: input.messageConsent?.sms || input.messageConsent?.whatsapp ? (input.messageConsent.ip ?? null) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: appointments.id })
    .get();
  insertAppointmentLines(tx, appointment.id, selection);

  const view = readBooked(tx, appointment.id);
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
function queueBookingMessages(tx: Tx, view: Appointment) {
  const summary = {
    appointmentId: view.id,
    customerName: view.customerName,
    customerEmail: view.customerEmail,
    customerPhone: view.customerPhone,
    teamMemberName: view.teamMember?.name ?? null,
    date: view.date,
    time: view.time,
    services: lineNames(view),
    totalPriceKurus: view.totalPriceKurus,
    durationMinutes: view.durationMinutes,
    notes: view.notes,
  };
  queueCustomerMessage(tx, 'booking-received', { to: view.customerEmail, ...summary }, { dedupeKey: (channel) => (channel === 'email' ? `booking-received:${view.id}` : `booking-received:${channel}:${view.id}`) });
  enqueueMessage(tx, { channel: 'telegram', topic: 'new-appointment', payload: summary, dedupeKey: `new-appointment:${view.id}` });
}
