/**
 * Customer self-service against the database (/randevu/{token}): find the appointment of a
 * signed link, show it with the dates and times it may move to, cancel it, move it.
 *
 * Availability comes from the same model functions the booking wizard uses (slotsForDay,
 * datesForMember: opening hours, closures, capacity, the 15-minute overlap rule). The
 * customer's own appointment must not block its own move, so those reads run inside a
 * savepoint in which the appointment is set aside (status 'cancelled') and which is always
 * rolled back: nothing of it is ever committed or seen by another connection.
 *
 * Writes run in ONE immediate transaction (re-reading the appointment, re-checking the
 * cut-off and the slot), like the booking write, so two requests cannot both take the last
 * place of a slot. After the commit: the admins' live update and the outbox wake-up.
 */
import { eq, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, teamMembers } from '../../../db/schema';
import { horizonEnd, type Slot } from '~/domain/availability';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import { isValidDate, isValidTime } from '~/domain/clock';
import { managePath, manageTokenId, verifyManageToken } from '~/domain/manage-token.server';
import { SELF_SERVICE_TEXTS, selfServiceState, type SelfServiceState } from '~/domain/self-service';
import type { AppServices } from '~/infra/app-context';
import { appointmentStatusChanged } from './writes.server';
import { freedSlotOf, queueWaitlistNotices } from './waitlist.server';
import { datesForMember, slotsForDay } from './availability.server';
import { readAppointment, type Appointment } from './queries.server';
import type { DbOrTx, Tx } from '../db.server';
import { commitWrite } from '../commit.server';
import { queueCustomerMessage } from '../messaging/customer-messages.server';
import { enqueueMessage } from '../messaging/outbox.server';
import { readSetting } from '../settings/registry.server';
import { logger } from '../../infra/logger.server';
import { recordChange, type Actor } from '../audit/history.server';
import { appointmentHistoryFields } from './json.server';
import { appointmentForMessage } from '../messaging/appointment-data.server';
import type { AppointmentForMessage } from '~/domain/emails';

// ---------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------

function tokenSubject(db: DbOrTx, id: number) {
  return (
    db
      .select({ id: appointments.id, createdAt: appointments.createdAt })
      .from(appointments)
      .where(eq(appointments.id, id))
      .get() ?? null
  );
}

/** The site path of an appointment's private page, e.g. /randevu/AAAAB... (null when it does not exist). */
export function managePathFor(db: DbOrTx, secret: string, id: number): string | null {
  const subject = tokenSubject(db, id);
  return subject ? managePath(secret, subject) : null;
}

/** The absolute address of the private page (for e-mails). */
export function manageUrlFor(db: DbOrTx, secret: string, baseUrl: string, id: number): string | null {
  const path = managePathFor(db, secret, id);
  return path ? `${baseUrl}${path}` : null;
}

/** The id of the appointment a token opens, or null (malformed, forged, or the appointment is gone). */
export function appointmentIdOfToken(db: DbOrTx, secret: string, token: string): number | null {
  const id = manageTokenId(token);
  if (id === null) return null;
  const subject = tokenSubject(db, id);
  return subject && verifyManageToken(secret, token, subject) ? id : null;
}

/** The appointment a link opens as its messages show it (the calendar file of /randevu/{token}/takvim.ics), or null. */
export function appointmentOfToken(db: DbOrTx, secret: string, token: string): AppointmentForMessage | null {
  const id = appointmentIdOfToken(db, secret, token);
  return id === null ? null : appointmentForMessage(db, id);
}

// ---------------------------------------------------------------------------------------------
// Reading the page
// ---------------------------------------------------------------------------------------------

/** Runs `read` with the appointment set aside (not counted), then rolls everything back. */
function withAppointmentSetAside<T>(runner: DbOrTx, id: number, read: () => T): T {
  let result: { value: T } | null = null;
  try {
    runner.transaction((sp) => {
      sp.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, id)).run();
      result = { value: read() };
      sp.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!result) throw new Error('set-aside read did not run');
  return (result as { value: T }).value;
}

const durationOf = (row: { customDuration: number | null; durationMinutes: number }) =>
  row.customDuration ?? row.durationMinutes;

export type MoveOptions = { dates: string[]; date: string | null; slots: Slot[] };

export type ManagePage =
  | { found: false }
  | {
      found: true;
      id: number;
      appointment: Appointment;
      state: SelfServiceState;
      cutoffHours: number;
      move: MoveOptions | null;
      /** the SMS / WhatsApp opt-ins recorded with the booking (what she is told by) */
      messageConsent: { sms: boolean; whatsapp: boolean };
    };

/**
 * What /randevu/{token} shows: the appointment, what the customer may do, and when moving is
 * possible the available dates and the times of `chosenDate`.
 */
export function loadManagePage(
  db: Db,
  secret: string,
  token: string,
  now: Date,
  chosenDate: string | null,
): ManagePage {
  const id = appointmentIdOfToken(db, secret, token);
  if (id === null) return { found: false };
  const row = db.select().from(appointments).where(eq(appointments.id, id)).get()!;
  const appointment = readAppointment(db, id)!;
  const cutoffHours = readSetting(db, 'selfServiceCutoffHours');
  const state = selfServiceState(row, now, cutoffHours);
  let move: MoveOptions | null = null;
  if (state.kind === 'open' && row.teamMemberId !== null && memberActive(db, row.teamMemberId)) {
    const memberId = row.teamMemberId;
    const durationMinutes = durationOf(row);
    // the appointment's own start is not a move (moveByCustomer refuses it): never offered,
    // and its day only when another start of it is free
    const otherStarts = (date: string) =>
      slotsForDay(db, { now, memberId, date, durationMinutes }).filter(
        (s) => !(date === row.date && s.time === row.time),
      );
    const read = () => {
      const dates = datesForMember(db, { now, memberId, durationMinutes }).filter(
        (d) => d !== row.date || otherStarts(d).some((s) => s.available),
      );
      const date = chosenDate && dates.includes(chosenDate) ? chosenDate : null;
      return { dates, date, slots: date ? otherStarts(date) : [] };
    };
    try {
      move = withAppointmentSetAside(db, id, read);
    } catch (error) {
      // a read-only replica cannot open the savepoint: the plain reads (own time counted) still answer
      logger.warn({ err: error }, '[self-service] set-aside read failed; own appointment counted');
      move = read();
    }
  }
  const messageConsent = { sms: !!row.smsConsentAt, whatsapp: !!row.whatsappConsentAt };
  return { found: true, id, appointment, state, cutoffHours, move, messageConsent };
}

function memberActive(db: DbOrTx, memberId: number): boolean {
  return !!db.select({ active: teamMembers.isActive }).from(teamMembers).where(eq(teamMembers.id, memberId)).get()
    ?.active;
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export type SelfServiceFailure = { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: 'date' | 'time' };
export type SelfServiceResult = { ok: true; action: 'cancelled' | 'moved' } | SelfServiceFailure;

type SelfServiceContext = Pick<AppServices, 'db' | 'now' | 'emit' | 'kickOutbox' | 'config'>;

const fail = (
  status: SelfServiceFailure['status'],
  message: string,
  field?: SelfServiceFailure['field'],
): SelfServiceFailure => ({ ok: false, status, message, field });

/**
 * Runs `write` for the appointment of `token` in one immediate transaction (`commitWrite`), with
 * the cut-off checked inside it; a successful write appends its history row ('müşteri' with the
 * IP: `actor`) in the same transaction and is announced after the commit.
 */
function commit(
  context: SelfServiceContext,
  actor: Actor,
  token: string,
  write: (tx: Tx, row: typeof appointments.$inferSelect, now: Date) => SelfServiceResult,
): SelfServiceResult {
  return commitWrite(
    context,
    (tx, now) => {
      const id = appointmentIdOfToken(tx, context.config.sessionSecret, token);
      if (id === null) return fail(404, SELF_SERVICE_TEXTS.notFound);
      const row = tx.select().from(appointments).where(eq(appointments.id, id)).get()!;
      const cutoffHours = readSetting(tx, 'selfServiceCutoffHours');
      const state = selfServiceState(row, now, cutoffHours);
      if (state.kind !== 'open')
        return fail(
          403,
          state.kind === 'closed' ? SELF_SERVICE_TEXTS.refused : SELF_SERVICE_TEXTS.pastCutoff(cutoffHours),
        );
      const before = readAppointment(tx, id)!;
      const result = write(tx, row, now);
      if (result.ok) {
        const after = readAppointment(tx, id)!;
        recordChange(
          tx,
          actor,
          'appointment',
          id,
          result.action === 'cancelled' ? 'status' : 'moved',
          appointmentHistoryFields(before),
          appointmentHistoryFields(after),
          {
            at: now,
            customerId: after.customerId,
            version: after.version,
            meta: { via: 'self-service' },
          },
        );
      }
      return result;
    },
    // after the commit: the live screens hear of it and the outbox is woken (a customer's
    // cancel or move queues her e-mail and the studio's message)
    (result) => (result.ok ? { queued: 1 } : null),
  );
}

/** The customer cancels: status 'cancelled', the cancellation e-mail and the studio's Telegram (marked as the customer's doing). */
export function cancelByCustomer(context: SelfServiceContext, actor: Actor, token: string): SelfServiceResult {
  return commit(context, actor, token, (tx, row, now) => {
    tx.update(appointments).set({ status: 'cancelled', updatedAt: now }).where(eq(appointments.id, row.id)).run();
    appointmentStatusChanged(tx, row, row.status, 'cancelled', now, { by: 'customer' });
    queueWaitlistNotices(tx, freedSlotOf(row), now);
    return { ok: true, action: 'cancelled' };
  });
}

/**
 * The customer moves to another start of the same member: the start must be available by the
 * booking's rules (the appointment itself not counted). The status stays as it was.
 */
export function moveByCustomer(
  context: SelfServiceContext,
  actor: Actor,
  token: string,
  target: { date: unknown; time: unknown },
): SelfServiceResult {
  const { date, time } = target;
  if (!isValidDate(date)) return fail(400, BOOKING_MESSAGES.invalidDate, 'date');
  if (!isValidTime(time)) return fail(400, SELF_SERVICE_TEXTS.chooseTime, 'time');
  return commit(context, actor, token, (tx, row, now) => {
    if (row.date === date && row.time === time) return fail(400, SELF_SERVICE_TEXTS.sameSlot, 'time');
    if (row.teamMemberId === null || !memberActive(tx, row.teamMemberId)) return fail(400, SELF_SERVICE_TEXTS.noMember);
    if (date > horizonEnd(now)) return fail(400, BOOKING_MESSAGES.closedOrPastDate, 'date');
    const memberId = row.teamMemberId;
    const slots = withAppointmentSetAside(tx, row.id, () =>
      slotsForDay(tx, { now, memberId, date, durationMinutes: durationOf(row) }),
    );
    if (!slots.some((s) => s.available))
      return fail(409, slots.length ? SELF_SERVICE_TEXTS.noTimes : BOOKING_MESSAGES.closedOrPastDate, 'date');
    const slot = slots.find((s) => s.time === time);
    if (!slot) return fail(400, SELF_SERVICE_TEXTS.chooseTime, 'time');
    if (!slot.available) return fail(409, SELF_SERVICE_TEXTS.unavailable(time), 'time');

    tx.update(appointments).set({ date, time, updatedAt: now }).where(eq(appointments.id, row.id)).run();
    const moved = { appointmentId: row.id, fromDate: row.date, fromTime: row.time };
    queueCustomerMessage(tx, 'appointment-moved', { ...moved, to: row.customerEmail, customerName: row.customerName });
    enqueueMessage(tx, {
      channel: 'telegram',
      topic: 'customer-moved',
      payload: { ...moved, customerName: row.customerName },
    });
    queueWaitlistNotices(tx, freedSlotOf(row), now);
    return { ok: true, action: 'moved' };
  });
}
