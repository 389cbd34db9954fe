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
import crypto from 'node:crypto';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { appointmentPackages, appointmentServices, appointments } from '../../../db/schema';
import { BOOKING_CONFLICT_STATUSES, checkStart, horizonEnd, isDateRejection } from '~/domain/availability';
import { addDays, istanbulToday } from '~/domain/clock';
import { fairUseMessage, fairUseProblem, isSamePerson, type HeldAppointment, type Person } from '~/domain/fair-use';
import { canServeSelection, membersForSelection } from '~/domain/eligibility';
import {
  BOOKING_MESSAGES,
  categoryLockMessage,
  normalizeEmail,
  storedPhone,
  startRejectionMessage,
  type BookingRequest,
} from '~/domain/booking-rules';
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
import { consumePhoneProof } from '../messaging/phone-verification.server';
import { readSetting } from '../settings/registry.server';
import { loadCalendar } from '../studio/calendar.server';
import { openDepositForBooking } from '../deposits/ledger.server';
import { recordChange, type Actor } from '../audit/history.server';
import { appointmentHistoryFields } from './json.server';
import { type CommitContext, commitWrite } from '../commit.server';

export type BookingSource = 'web' | 'api';

/**
 * The customer's opt-in to SMS / WhatsApp messages, ticked on the booking form; stored with
 * the booking's time and the IP only when `verificationId` names a one-time code typed for
 * this very phone (docs/decisions/0330): otherwise the booking is made without the opt-in.
 */
export type MessageConsent = { sms: boolean; whatsapp: boolean; ip: string | null; verificationId?: string | null };

export type BookingInput = Omit<
  BookingRequest,
  'kvkkConsent' | 'kvkkVersion' | 'smsConsent' | 'whatsappConsent' | 'phoneVerificationId' | 'teamMemberId'
> & {
  /** null: 'Fark etmez' (any eligible member; the transaction assigns the first one free at the start) */
  teamMemberId: number | null;
  /** the privacy notice consent to store with the booking (null: none recorded) */
  consent: ConsentRecord | null;
  /** the boxes 'SMS / WhatsApp ile bilgilendirilmek istiyorum' of the booking form (absent: neither) */
  messageConsent?: MessageConsent | null;
  /** the form's one-time token (or an API client's Idempotency-Key) */
  idempotencyKey?: string | null;
  /** what the key was sent with (requestHash of the booking and the signed-in client): the same key with another request is refused (422) */
  idempotencyHash?: string | null;
  source: BookingSource;
};

/**
 * The booked appointment as the booking answers carry it: the read model
 * (appointments/queries.server.ts). `teamMemberName`, `services` and `packages` are derived
 * from it for the booking wizard's success screen until that screen reads `lines`.
 */
export type BookingView = Appointment & {
  teamMemberName: string | null;
  services: AppointmentLine[];
  packages: AppointmentLine[];
};

function bookingView(a: Appointment): BookingView {
  return {
    ...a,
    teamMemberName: a.teamMember?.name ?? null,
    services: linesOf(a.lines, 'service'),
    packages: linesOf(a.lines, 'package'),
  };
}

function readBooked(tx: Tx, id: number): BookingView {
  return bookingView(readAppointment(tx, id)!);
}

export type BookingFailure = {
  ok: false;
  status: 400 | 409 | 422;
  message: string;
  field?: 'serviceIds' | 'teamMemberId' | 'date' | 'time';
  /** the fair-use rule refused (0333): the answer links to 'Randevularım' */
  fairUse?: boolean;
};
/** `messageOptIn`: the SMS / WhatsApp consents recorded (an opt-in without a valid proof of the phone is not). */
export type BookingResult =
  | { ok: true; created: boolean; appointment: BookingView; messageOptIn: { sms: boolean; whatsapp: boolean } }
  | BookingFailure;

type BookingContext = CommitContext & {
  config: Pick<AppServices['config'], 'secretsKey'>;
};

/**
 * Books an appointment for a customer (see the module comment). `actor` is who books: the
 * customer with her IP (the wizard, the public API); the history row is written in the same
 * transaction ('Online randevu alındı (IP …)').
 */
export function createBooking(context: BookingContext, actor: Actor, input: BookingInput): BookingResult {
  return commitWrite(
    context,
    (tx, now) => {
      const booked = bookInTransaction(tx, input, now, context.config.secretsKey);
      if (booked.ok && booked.created) {
        const a = booked.appointment;
        recordChange(tx, actor, 'appointment', a.id, 'created', null, appointmentHistoryFields(a), {
          at: now,
          customerId: a.customerId,
          version: a.version,
          meta: { source: input.source },
        });
        // the kapora the studio's policy asks of this booking (issue 38), awaiting payment
        openDepositForBooking(tx, actor, a.id, now);
      }
      return booked;
    },
    // a new booking always queues its messages (the customer's, the studio's Telegram)
    (result) => (result.ok && result.created ? { queued: 1 } : null),
  );
}

function fail(status: BookingFailure['status'], message: string, field?: BookingFailure['field']): BookingFailure {
  return { ok: false, status, message, field };
}

/** The same key with another request: nothing of the first booking is answered (docs/decisions/0334). */
export const IDEMPOTENCY_MISMATCH =
  'Bu tekrar anahtarı (Idempotency-Key) başka bir istekle kullanıldı. Yeni bir istek için yeni bir anahtar gönderin.';

/**
 * The fingerprint an idempotency key is bound to: SHA-256 of the booking as validated (keys
 * sorted, so spelling and order of the JSON do not matter) and of the signed-in client, if any.
 */
export function requestHash(request: Record<string, unknown>, client: string | null = null): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object' && !(value instanceof Date)
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ request: canonical(request), client }))
    .digest('base64url');
}

/** The person's open appointments (pending or confirmed, from today on), for the fair-use rule: the same phone OR the same e-mail. */
export function openAppointmentsOf(
  tx: DbOrTx,
  person: Person,
  today: string,
  excludeId: number | null = null,
): HeldAppointment[] {
  return tx
    .select({
      id: appointments.id,
      date: appointments.date,
      time: appointments.time,
      durationMinutes: appointments.durationMinutes,
      customDuration: appointments.customDuration,
      status: appointments.status,
      email: appointments.customerEmail,
      phone: appointments.customerPhone,
    })
    .from(appointments)
    .where(
      and(gte(appointments.date, addDays(today, -1)), inArray(appointments.status, [...BOOKING_CONFLICT_STATUSES])),
    )
    .all()
    .filter((a) => a.id !== excludeId && isSamePerson(person, a))
    .map((a) => ({
      id: a.id,
      date: a.date,
      time: a.time,
      durationMinutes: a.customDuration ?? a.durationMinutes,
      status: a.status,
    }));
}

function bookInTransaction(tx: Tx, input: BookingInput, now: Date, secretsKey: string): BookingResult {
  if (input.idempotencyKey) {
    const previous = tx
      .select({
        id: appointments.id,
        hash: appointments.idempotencyHash,
        sms: appointments.smsConsentAt,
        whatsapp: appointments.whatsappConsentAt,
      })
      .from(appointments)
      .where(eq(appointments.idempotencyKey, input.idempotencyKey))
      .get();
    if (previous) {
      if (!input.idempotencyHash || previous.hash !== input.idempotencyHash) return fail(422, IDEMPOTENCY_MISMATCH);
      return {
        ok: true,
        created: false,
        appointment: readBooked(tx, previous.id),
        messageOptIn: { sms: !!previous.sms, whatsapp: !!previous.whatsapp },
      };
    }
  }

  const catalog = loadBookingCatalog(tx);
  const selection = resolveSelection(catalog, input);
  if (selection.unknownServiceIds.length > 0 || selection.unknownPackageIds.length > 0)
    return fail(400, BOOKING_MESSAGES.itemUnavailable, 'serviceIds');
  if (selection.items.length === 0) return fail(400, BOOKING_MESSAGES.selectionRequired, 'serviceIds');
  const lock = checkCategoryLock(selection.items);
  if (!lock.ok)
    return fail(
      400,
      categoryLockMessage(categoryNames(catalog, lock.current), categoryNames(catalog, lock.rejected.categoryIds)),
      'serviceIds',
    );

  // The screen's date picker stops at the horizon; so does the server (form post and API alike).
  if (input.date > horizonEnd(now)) return fail(400, BOOKING_MESSAGES.beyondHorizon, 'date');

  const candidates =
    input.teamMemberId === null
      ? membersForSelection(catalog.members, selection.items)
      : catalog.members.filter((m) => m.id === input.teamMemberId);
  if (candidates.length === 0 || !candidates.every((m) => canServeSelection(m, selection.items))) {
    return fail(
      400,
      input.teamMemberId === null ? BOOKING_MESSAGES.noSuitableMember : BOOKING_MESSAGES.memberUnavailable,
      'teamMemberId',
    );
  }

  const totals = selectionTotals(selection.services, selection.packages);
  const capacity = readSetting(tx, 'capacityPerSlot');
  const calendar = loadCalendar(tx, input.date);
  const sameDay = loadOccupancy(
    tx,
    candidates.map((m) => m.id),
    input.date,
    input.date,
  );
  // 'Fark etmez': the first member (team order) whom the start fits, checked inside this
  // transaction, so two customers asking for the same slot get two different members or a refusal.
  // When nobody can take it, the answer is 'full' (409) if the time was taken for anyone,
  // otherwise the first member's reason (a closed day, a past time).
  const checks = candidates.map((m) => ({
    member: m,
    check: checkStart({
      date: input.date,
      time: input.time,
      durationMinutes: totals.durationMinutes,
      now,
      capacity,
      appointments: sameDay.get(m.id)!.on(input.date),
      calendar,
      memberId: m.id,
    }),
  }));
  const chosen =
    checks.find((c) => c.check.available) ??
    checks.find((c) => !c.check.available && c.check.reason === 'full') ??
    checks[0]!;
  const { member, check } = chosen;
  if (!check.available) {
    return fail(
      check.reason === 'full' ? 409 : 400,
      startRejectionMessage(check.reason, input.time),
      isDateRejection(check.reason) ? 'date' : 'time',
    );
  }

  const email = normalizeEmail(input.customerEmail);
  const phone = storedPhone(input.customerPhone);
  // fair use: one person never holds two overlapping appointments, nor more than N open ones
  const maxOpen = readSetting(tx, 'maxOpenAppointments');
  const problem = fairUseProblem(
    { date: input.date, time: input.time, durationMinutes: totals.durationMinutes },
    openAppointmentsOf(tx, { email, phone }, istanbulToday(now)),
    { now, maxOpen },
  );
  if (problem) return { ...fail(409, fairUseMessage(problem, maxOpen)), fairUse: true };

  // SMS / WhatsApp only for a phone proved with a one-time code (one proof, one booking)
  const wantsPhone = !!(input.messageConsent?.sms || input.messageConsent?.whatsapp);
  const proved =
    wantsPhone &&
    !!input.messageConsent?.verificationId &&
    consumePhoneProof(tx, { id: input.messageConsent.verificationId, phone, now, secretsKey });
  const optIn = { sms: proved && !!input.messageConsent?.sms, whatsapp: proved && !!input.messageConsent?.whatsapp };

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
      idempotencyHash: input.idempotencyKey ? (input.idempotencyHash ?? null) : null,
      kvkkConsentAt: input.consent ? new Date(input.consent.at) : null,
      kvkkNoticeVersion: input.consent?.version ?? null,
      kvkkConsentIp: input.consent?.ip ?? null,
      smsConsentAt: optIn.sms ? now : null,
      whatsappConsentAt: optIn.whatsapp ? now : null,
      messageConsentIp: optIn.sms || optIn.whatsapp ? (input.messageConsent?.ip ?? null) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: appointments.id })
    .get();
  insertAppointmentLines(tx, appointment.id, selection);

  const view = readBooked(tx, appointment.id);
  queueBookingMessages(tx, view);
  return { ok: true, created: true, appointment: view, messageOptIn: optIn };
}

/** A service or package line as written with an appointment (name, price and duration of that moment). */
export type AppointmentLineInput = { id: number | null; name: string; priceKurus: number; durationMinutes: number };

/** Writes an appointment's service and package lines (the booking and the admin writes). */
export function insertAppointmentLines(
  tx: DbOrTx,
  appointmentId: number,
  lines: { services: readonly AppointmentLineInput[]; packages: readonly AppointmentLineInput[] },
) {
  for (const s of lines.services) {
    tx.insert(appointmentServices)
      .values({
        appointmentId,
        serviceId: s.id,
        name: s.name,
        priceKurus: s.priceKurus,
        durationMinutes: s.durationMinutes,
      })
      .run();
  }
  for (const p of lines.packages) {
    tx.insert(appointmentPackages)
      .values({
        appointmentId,
        packageId: p.id,
        name: p.name,
        priceKurus: p.priceKurus,
        durationMinutes: p.durationMinutes,
      })
      .run();
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
  queueCustomerMessage(
    tx,
    'booking-received',
    { to: view.customerEmail, ...summary },
    {
      dedupeKey: (channel) =>
        channel === 'email' ? `booking-received:${view.id}` : `booking-received:${channel}:${view.id}`,
    },
  );
  enqueueMessage(tx, {
    channel: 'telegram',
    topic: 'new-appointment',
    payload: summary,
    dedupeKey: `new-appointment:${view.id}`,
  });
}
