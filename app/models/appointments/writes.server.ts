/**
 * The admin's appointment writes: create, edit, status change, move (drag and drop or the
 * move form) and delete. Each runs in one IMMEDIATE transaction (like the booking write:
 * check-then-write cannot interleave with another writer), takes names, prices and
 * durations from the database, and after the commit tells the live connection
 * (`context.emit('appointments-changed')`) and wakes the outbox.
 *
 * Conflict rules (admin spec section 5; the rules themselves are app/domain/availability.ts):
 * - create/edit: pending and confirmed appointments count, the edited one excluded; the
 *   admin may override ('Yine de Devam Et');
 * - confirming: only confirmed appointments count; the admin may override ('Yine de
 *   Onayla'); a check that fails counts as no conflict;
 * - move: pending and confirmed count, the moved one excluded; refused, never overridden.
 *
 * Every status change goes through `appointmentStatusChanged` (the one call site for the
 * notifications of the messaging work).
 */
import { onAppointmentStatusChanged, type ChangedAppointment } from './notifications.server';
import {
  findWaitlistEntry,
  freedSlotOf,
  queueWaitlistNotices,
  removeWaitlistEntry,
  selectionFit,
} from './waitlist.server';
import { eq } from 'drizzle-orm';
import {
  appointmentPackages,
  appointmentServices,
  appointments,
  teamMembers,
  type AppointmentStatus,
} from '../../../db/schema';
import {
  adminScheduleRejection,
  ADMIN_APPOINTMENT_TEXTS,
  DESK_DEFAULT_STATUS,
  type AdminAppointmentInput,
} from '~/domain/admin-appointment-rules';
import { WAITLIST_TEXTS } from '~/domain/waitlist-texts';
import {
  BOOKING_CONFLICT_STATUSES,
  CONFIRMATION_CONFLICT_STATUSES,
  isDateRejection,
  type Conflict,
} from '~/domain/availability';
import {
  BOOKING_MESSAGES,
  NOTES_MAX_LENGTH,
  conflictCountMessage,
  normalizeEmail,
  storedPhone,
  startRejectionMessage,
} from '~/domain/booking-rules';
import { displayStatus } from '~/domain/appointment-status';
import { istanbulClock } from '~/domain/clock';
import { noShowProblem } from '~/domain/no-show';
import { arrivalProblem } from '~/domain/appointment-panel';
import { selectionTotals } from '~/domain/selection';
import { conflictsFor } from './availability.server';
import { loadBookingCatalog } from '../catalogue/bookable.server';
import {
  itemIdsOf,
  linesOf,
  readAppointment,
  readAppointmentLines,
  type Appointment,
  type AppointmentLine,
  type AppointmentLineKind,
} from './queries.server';
import { insertAppointmentLines, openAppointmentsOf, type AppointmentLineInput } from './booking.server';
import { fairUseMessage, fairUseProblem } from '~/domain/fair-use';
import { readSetting } from '../settings/registry.server';
import { customerExists, upsertCustomer } from '../people/customers.server';
import type { Tx } from '../db.server';
import { type CommitContext, commitWrite } from '../commit.server';
import { loadCalendar } from '../studio/calendar.server';
import { logger } from '../../infra/logger.server';
import type { AuditAction } from '~/domain/audit';
import { keepDepositOnNoShow, releaseKeptDepositOfNoShow, settleDepositOnCancel } from '../deposits/ledger.server';
import { recordChange, type Actor } from '../audit/history.server';
import { staleCheck, type StaleFailure } from '../audit/versions.server';
import { appointmentHistoryFields, appointmentRowHistoryFields } from './json.server';

export type WriteContext = CommitContext;

export type WriteFailure =
  | {
      ok: false;
      kind: 'invalid';
      status: 400;
      message: string;
      field?: 'teamMemberId' | 'serviceIds' | 'date' | 'time';
    }
  | { ok: false; kind: 'not-found'; status: 404; message: string }
  | { ok: false; kind: 'conflict'; status: 409; message: string; conflicts: Conflict[] }
  | StaleFailure<Appointment>
  /** the fair-use rule (docs/decisions/0333): the desk may send again with a reason (`fairUseReason`) */
  | { ok: false; kind: 'fair-use'; status: 409; message: string };

export type WriteSuccess = { ok: true; id: number; changed: boolean; queued: number };

/**
 * The version the editor loaded (docs/decisions/0352): a save over a newer version is refused
 * with `kind: 'stale'` (the appointment now and what changed meanwhile). Absent: no check.
 */
export type VersionOption = { expectedVersion?: number | null };
export type WriteResult = WriteSuccess | WriteFailure;

// ---------------------------------------------------------------------------------------------
// The one call site for status changes
// ---------------------------------------------------------------------------------------------

export type StatusChangedAppointment = ChangedAppointment;

/**
 * Every status change of an appointment (list, form, timeline, JSON API, creating one with a
 * status other than pending, the customer's cancellation through the private link) calls this
 * inside its transaction. It queues what the
 * change sets off (app/models/appointments/notifications.server.ts: e-mails, the survey on
 * completion, the Telegram update) and returns how many messages it queued; the writer kicks
 * the outbox after the commit.
 */
export function appointmentStatusChanged(
  tx: Tx,
  appointment: StatusChangedAppointment,
  from: AppointmentStatus,
  to: AppointmentStatus,
  now: Date,
  options: { by?: 'customer' } = {},
): number {
  // a kapora goes back (cancelled in time) or is kept (late) with the cancellation (issue 38)
  if (to === 'cancelled' && from !== 'cancelled') settleDepositOnCancel(tx, appointment.id, now);
  return onAppointmentStatusChanged(tx, appointment, from, to, now, options).queued.length;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function invalid(message: string, field?: Extract<WriteFailure, { kind: 'invalid' }>['field']): WriteFailure {
  return { ok: false, kind: 'invalid', status: 400, message, field };
}

const notFound: WriteFailure = { ok: false, kind: 'not-found', status: 404, message: ADMIN_APPOINTMENT_TEXTS.notFound };

function conflict(conflicts: Conflict[], message = conflictCountMessage(conflicts.length)): WriteFailure {
  return { ok: false, kind: 'conflict', status: 409, message, conflicts };
}

/** Runs `write` in an immediate transaction; on a change, emits and wakes the outbox after the commit. */
function commit(context: WriteContext, write: (tx: Tx, now: Date) => WriteResult): WriteResult {
  return commitWrite(context, write);
}

function loadRow(tx: Tx, id: number) {
  return tx.select().from(appointments).where(eq(appointments.id, id)).get();
}
type Row = NonNullable<ReturnType<typeof loadRow>>;

/**
 * The appointment as its history compares it (read inside the write's transaction). A write
 * that cannot touch the lines (status, no-show, notes, move) reads the row alone: its history
 * never depends on more than it writes.
 */
function snapshot(tx: Tx, id: number, withLines = true) {
  if (withLines) {
    const a = readAppointment(tx, id);
    return a ? { fields: appointmentHistoryFields(a), version: a.version, customerId: a.customerId } : null;
  }
  const row = tx
    .select({ a: appointments, member: teamMembers.name })
    .from(appointments)
    .leftJoin(teamMembers, eq(teamMembers.id, appointments.teamMemberId))
    .where(eq(appointments.id, id))
    .get();
  if (!row) return null;
  const { a } = row;
  const fields = appointmentRowHistoryFields(a, row.member ?? null);
  return { fields, version: a.version, customerId: a.customerId };
}

/**
 * One history row for a write of appointment `id` (docs/decisions/0351), in the write's
 * transaction: `before` as it was (null: created), the appointment as it is now.
 */
function audit(
  tx: Tx,
  actor: Actor,
  id: number,
  action: AuditAction,
  before: ReturnType<typeof snapshot>,
  now: Date,
  meta?: Record<string, unknown>,
) {
  const after = snapshot(tx, id, !before || 'services' in before.fields);
  recordChange(tx, actor, 'appointment', id, action, before?.fields ?? null, after?.fields ?? null, {
    at: now,
    customerId: after?.customerId ?? before?.customerId ?? null,
    version: after?.version ?? null,
    meta,
  });
}

/** The refusal of a save over a newer version (null: go on). */
function stale(tx: Tx, row: Row, expected: number | null | undefined) {
  return staleCheck(tx, 'appointment', row.id, row.version, expected, () => readAppointment(tx, row.id)!);
}

type Lines = { services: AppointmentLineInput[]; packages: AppointmentLineInput[] };

/** The chosen ids are the ones the appointment has (lines of deleted services, without an id, stay). */
const sameIds = (lines: readonly AppointmentLine[], kind: AppointmentLineKind, ids: readonly number[]) => {
  const known = itemIdsOf(lines, kind);
  return known.length === ids.length && known.every((id, i) => id === ids[i]);
};

/**
 * The lines of the chosen services and packages: a bookable catalogue entry, else the line
 * the appointment already has for that id (a service that became inactive stays on the
 * appointments that have it, with its name and figures). Null: an id not (or no longer)
 * available. `unchanged`: the appointment keeps its lines as they are.
 */
function resolveLines(
  tx: Tx,
  input: Pick<AdminAppointmentInput, 'serviceIds' | 'packageIds'>,
  existing: readonly AppointmentLine[] | null,
): { lines: Lines; unchanged: boolean } | null {
  if (existing && sameIds(existing, 'service', input.serviceIds) && sameIds(existing, 'package', input.packageIds)) {
    const asInput = (kind: AppointmentLineKind) =>
      linesOf(existing, kind).map((l) => ({
        id: l.itemId,
        name: l.name,
        priceKurus: l.priceKurus,
        durationMinutes: l.durationMinutes,
      }));
    return { lines: { services: asInput('service'), packages: asInput('package') }, unchanged: true };
  }
  const catalog = loadBookingCatalog(tx);
  const pick = (
    kind: AppointmentLineKind,
    ids: readonly number[],
    offered: readonly { id: number; name: string; priceKurus: number; durationMinutes: number }[],
  ) => {
    const lines: AppointmentLineInput[] = [];
    for (const id of ids) {
      const line = offered.find((o) => o.id === id) ?? existing?.find((l) => l.kind === kind && l.itemId === id);
      if (!line) return null;
      lines.push({ id, name: line.name, priceKurus: line.priceKurus, durationMinutes: line.durationMinutes });
    }
    return lines;
  };
  const services = pick('service', input.serviceIds, catalog.services);
  const packages = pick('package', input.packageIds, catalog.packages);
  return services && packages ? { lines: { services, packages }, unchanged: false } : null;
}

/** A failed conflict check counts as no conflict (admin spec section 4, confirming). */
function conflictsOrNone(check: () => Conflict[]): Conflict[] {
  try {
    return check();
  } catch (error) {
    logger.error({ err: error }, '[appointments] conflict check failed; treated as no conflict');
    return [];
  }
}

const occupies = (status: AppointmentStatus) => BOOKING_CONFLICT_STATUSES.includes(status);

// ---------------------------------------------------------------------------------------------
// Create and edit
// ---------------------------------------------------------------------------------------------

export type AdminWriteOptions = { userId?: number | null; source?: 'admin' | 'api' };

/** A new appointment from the admin form or the admin JSON API (any status), written in `actor`'s name. */
export function createAdminAppointment(
  context: WriteContext,
  actor: Actor,
  input: AdminAppointmentInput,
  options: AdminWriteOptions = {},
): WriteResult {
  return commit(context, (tx, now) => {
    const result = saveInTransaction(tx, null, input, now, options);
    if (result.ok) audit(tx, actor, result.id, 'created', null, now, { source: options.source ?? 'admin' });
    return result;
  });
}

/** The edit form / PUT /api/appointments/{id}: every field, with the same checks; refused when stale. */
export function updateAdminAppointment(
  context: WriteContext,
  actor: Actor,
  id: number,
  input: AdminAppointmentInput,
  options: VersionOption = {},
): WriteResult {
  return commit(context, (tx, now) => {
    const row = loadRow(tx, id);
    if (!row) return notFound;
    const refused = stale(tx, row, options.expectedVersion);
    if (refused) return refused;
    const before = snapshot(tx, id);
    const result = saveInTransaction(tx, row, input, now, {});
    if (result.ok) audit(tx, actor, id, scheduleMoved(before, row, input) ? 'moved' : 'updated', before, now);
    // an edit that moves, shortens or cancels the appointment frees its old time: the day's
    // waitlist hears of it like after a move (nothing fits while the time is still taken)
    return result.ok ? { ...result, queued: result.queued + queueWaitlistNotices(tx, freedSlotOf(row), now) } : result;
  });
}

/** An edit that changes only where and when (and nothing else a person typed) reads as a move in the history. */
function scheduleMoved(before: ReturnType<typeof snapshot>, row: Row, input: AdminAppointmentInput): boolean {
  const moved = row.date !== input.date || row.time !== input.time || row.teamMemberId !== input.teamMemberId;
  return moved && !!before && before.fields.notes === input.notes && row.status === input.status;
}

function saveInTransaction(
  tx: Tx,
  row: Row | null,
  input: AdminAppointmentInput,
  now: Date,
  options: AdminWriteOptions,
): WriteResult {
  // team member: an active one, or the one the appointment already has
  const member = tx
    .select({ id: teamMembers.id, isActive: teamMembers.isActive })
    .from(teamMembers)
    .where(eq(teamMembers.id, input.teamMemberId))
    .get();
  if (!member || (!member.isActive && member.id !== row?.teamMemberId))
    return invalid(BOOKING_MESSAGES.memberUnavailable, 'teamMemberId');

  const existingLines = row ? (readAppointmentLines(tx, [row.id]).get(row.id) ?? []) : null;
  const resolved = resolveLines(tx, input, existingLines);
  if (!resolved) return invalid(BOOKING_MESSAGES.itemUnavailable, 'serviceIds');
  const totals = selectionTotals(resolved.lines.services, resolved.lines.packages);
  const effectiveDuration = input.customDuration ?? totals.durationMinutes;

  const rejection = adminScheduleRejection(input, now, row, loadCalendar(tx, input.date), input.teamMemberId);
  if (rejection)
    return invalid(startRejectionMessage(rejection, input.time), isDateRejection(rejection) ? 'date' : 'time');

  const scheduleChanged =
    !row ||
    row.teamMemberId !== input.teamMemberId ||
    row.date !== input.date ||
    row.time !== input.time ||
    (row.customDuration ?? row.durationMinutes) !== effectiveDuration ||
    !occupies(row.status);
  if (occupies(input.status) && scheduleChanged && !input.override) {
    const conflicts = conflictsFor(
      tx,
      { memberId: input.teamMemberId, date: input.date, time: input.time, durationMinutes: effectiveDuration },
      { excludeId: row?.id ?? null },
    );
    if (conflicts.length > 0) return conflict(conflicts);
  }

  // a walk-in may come with a name only (issue 27): no e-mail and no phone are null
  const email = input.customerEmail ? normalizeEmail(input.customerEmail) : null;
  const phone = input.customerPhone ? storedPhone(input.customerPhone) : null;
  const contactChanged = !row || row.customerEmail !== email || row.customerPhone !== phone;

  // fair use: one person (the same phone or e-mail) holds no two overlapping appointments and
  // at most N open ones; the desk may book past it with a reason, kept on the appointment
  let fairUseOverrideReason = row?.fairUseOverrideReason ?? null;
  if (occupies(input.status) && (scheduleChanged || contactChanged)) {
    const maxOpen = readSetting(tx, 'maxOpenAppointments');
    const problem = fairUseProblem(
      { date: input.date, time: input.time, durationMinutes: effectiveDuration },
      openAppointmentsOf(tx, { email, phone }, istanbulClock(now).date, row?.id ?? null),
      { now, maxOpen },
    );
    if (problem && !input.fairUseReason)
      return { ok: false, kind: 'fair-use', status: 409, message: fairUseMessage(problem, maxOpen) };
    if (problem) fairUseOverrideReason = input.fairUseReason ?? null;
  }
  let customerId: number | null;
  if (input.customerId !== null) {
    // the customer the desk's lookup found
    if (!customerExists(tx, input.customerId)) return invalid(ADMIN_APPOINTMENT_TEXTS.customerNotFound);
    customerId = input.customerId;
  } else {
    customerId = contactChanged ? upsertCustomer(tx, { name: input.customerName, email, phone }).id : row.customerId;
  }

  const values = {
    customerId,
    customerName: input.customerName,
    customerEmail: email,
    customerPhone: phone,
    teamMemberId: input.teamMemberId,
    date: input.date,
    time: input.time,
    notes: input.notes,
    totalPriceKurus: input.totalPriceKurus ?? totals.priceKurus,
    status: input.status,
    customDuration: input.customDuration,
    durationMinutes: totals.durationMinutes,
    fairUseOverrideReason,
    updatedAt: now,
  };
  let id: number;
  if (row) {
    id = row.id;
    tx.update(appointments).set(values).where(eq(appointments.id, id)).run();
    if (!resolved.unchanged) {
      tx.delete(appointmentServices).where(eq(appointmentServices.appointmentId, id)).run();
      tx.delete(appointmentPackages).where(eq(appointmentPackages.appointmentId, id)).run();
    }
  } else {
    id = tx
      .insert(appointments)
      .values({ ...values, userId: options.userId ?? null, source: options.source ?? 'admin', createdAt: now })
      .returning({ id: appointments.id })
      .get().id;
  }
  if (!resolved.unchanged) insertAppointmentLines(tx, id, resolved.lines);

  const from = row?.status ?? 'pending';
  const queued = appointmentStatusChanged(
    tx,
    { id, customerId, customerName: input.customerName, customerEmail: email },
    from,
    input.status,
    now,
  );
  return { ok: true, id, changed: true, queued };
}

// ---------------------------------------------------------------------------------------------
// Status, move, delete
// ---------------------------------------------------------------------------------------------

/**
 * Sets the status (any value to any other). Confirming first checks the confirmed
 * appointments of the member that day; on a conflict nothing changes unless `override`.
 */
export function changeAppointmentStatus(
  context: WriteContext,
  actor: Actor,
  id: number,
  status: AppointmentStatus,
  options: { override?: boolean; reason?: string | null } & VersionOption = {},
): WriteResult {
  return commit(context, (tx, now) => {
    const row = loadRow(tx, id);
    if (!row) return notFound;
    const refused = stale(tx, row, options.expectedVersion);
    if (refused) return refused;
    // the reason goes with a cancellation ('İptal' on the panel); leaving 'cancelled' clears it
    const reason = status === 'cancelled' ? options.reason?.trim() || null : null;
    if (row.status === status && (status !== 'cancelled' || reason === null || reason === row.cancelReason))
      return { ok: true, id, changed: false, queued: 0 };
    if (row.status === status) {
      // a reason given to an appointment cancelled without one: kept, nothing sent again
      const before = snapshot(tx, id, false);
      tx.update(appointments).set({ cancelReason: reason, updatedAt: now }).where(eq(appointments.id, id)).run();
      audit(tx, actor, id, 'status', before, now, { reason });
      return { ok: true, id, changed: true, queued: 0 };
    }
    const before = snapshot(tx, id, false);
    if (status === 'confirmed' && !options.override && row.teamMemberId !== null) {
      const memberId = row.teamMemberId;
      const conflicts = conflictsOrNone(() =>
        conflictsFor(
          tx,
          { memberId, date: row.date, time: row.time, durationMinutes: row.customDuration ?? row.durationMinutes },
          { statuses: CONFIRMATION_CONFLICT_STATUSES, excludeId: id },
        ),
      );
      if (conflicts.length > 0) return conflict(conflicts);
    }
    // a completed appointment was attended: no 'Gelmedi' mark stays on it
    tx.update(appointments)
      .set({ status, cancelReason: reason, updatedAt: now, ...(status === 'completed' ? { noShow: false } : {}) })
      .where(eq(appointments.id, id))
      .run();
    // completed clears 'Gelmedi': a kapora kept for it is 'alındı' again (0495)
    if (status === 'completed' && row.noShow) releaseKeptDepositOfNoShow(tx, actor, id, now);
    const queued =
      appointmentStatusChanged(tx, row, row.status, status, now) +
      (status === 'cancelled' ? queueWaitlistNotices(tx, freedSlotOf(row), now) : 0);
    audit(tx, actor, id, 'status', before, now, reason ? { reason } : undefined);
    return { ok: true, id, changed: true, queued };
  });
}

/**
 * Moves an appointment to another start (the timeline's drop: the slot's time; the move
 * form: a date and a time). Refused with 'Bu saatte başka bir randevu bulunuyor. Lütfen
 * farklı bir saat seçin.' when a pending or confirmed appointment of the member conflicts.
 */
export function moveAppointment(
  context: WriteContext,
  actor: Actor,
  id: number,
  target: { date?: string; time: string; teamMemberId?: number },
  options: VersionOption = {},
): WriteResult {
  return commit(context, (tx, now) => {
    const row = loadRow(tx, id);
    if (!row) return notFound;
    const refused = stale(tx, row, options.expectedVersion);
    if (refused) return refused;
    const date = target.date ?? row.date;
    const memberId = target.teamMemberId ?? row.teamMemberId;
    const sameMember = memberId === row.teamMemberId;
    if (date === row.date && target.time === row.time && sameMember) return { ok: true, id, changed: false, queued: 0 };
    if (!sameMember) {
      // a drop on another member's column: an active member (the same rule as the form)
      const member = tx
        .select({ id: teamMembers.id, isActive: teamMembers.isActive })
        .from(teamMembers)
        .where(eq(teamMembers.id, memberId!))
        .get();
      if (!member?.isActive) return invalid(BOOKING_MESSAGES.memberUnavailable, 'teamMemberId');
    }
    // another member: their closures count even at the same time (the unchanged-slot pass is for the same member)
    const rejection = adminScheduleRejection(
      { date, time: target.time },
      now,
      sameMember ? row : { date: row.date, time: '' },
      loadCalendar(tx, date),
      memberId,
    );
    if (rejection)
      return invalid(startRejectionMessage(rejection, target.time), isDateRejection(rejection) ? 'date' : 'time');
    if (memberId !== null) {
      const conflicts = conflictsFor(
        tx,
        { memberId, date, time: target.time, durationMinutes: row.customDuration ?? row.durationMinutes },
        { excludeId: id },
      );
      if (conflicts.length > 0) return conflict(conflicts, BOOKING_MESSAGES.dragBlocked);
    }
    const before = snapshot(tx, id, false);
    tx.update(appointments)
      .set({ date, time: target.time, teamMemberId: memberId, updatedAt: now })
      .where(eq(appointments.id, id))
      .run();
    audit(tx, actor, id, 'moved', before, now);
    return { ok: true, id, changed: true, queued: queueWaitlistNotices(tx, freedSlotOf(row), now) };
  });
}

/** Deletes an appointment with its lines (a survey of it stays, without the link). */
export function deleteAdminAppointment(
  context: WriteContext,
  actor: Actor,
  id: number,
  options: VersionOption = {},
): WriteResult {
  return commit(context, (tx, now) => {
    const row = loadRow(tx, id);
    if (!row) return notFound;
    const refused = stale(tx, row, options.expectedVersion);
    if (refused) return refused;
    const before = snapshot(tx, id);
    const deleted = tx.delete(appointments).where(eq(appointments.id, id)).returning().get();
    if (!deleted) return notFound;
    recordChange(tx, actor, 'appointment', id, 'deleted', before?.fields ?? null, null, {
      at: now,
      customerId: deleted.customerId,
      version: deleted.version + 1,
    });
    return { ok: true, id, changed: true, queued: queueWaitlistNotices(tx, freedSlotOf(deleted), now) };
  });
}

/**
 * Sets or clears the 'Gelmedi' (no-show) mark (no-show.ts: only on a pending or confirmed
 * appointment whose day has come). The status stays as it is.
 */
export function setNoShow(
  context: WriteContext,
  actor: Actor,
  id: number,
  mark: boolean,
  options: VersionOption = {},
): WriteResult {
  return commit(context, (tx, now) => {
    const row = loadRow(tx, id);
    if (!row) return notFound;
    const refused = stale(tx, row, options.expectedVersion);
    if (refused) return refused;
    if (row.noShow === mark) return { ok: true, id, changed: false, queued: 0 };
    const problem = noShowProblem(
      { status: displayStatus(row.status), date: row.date, time: row.time },
      mark,
      istanbulClock(now),
    );
    if (problem) return invalid(problem);
    const before = snapshot(tx, id, false);
    tx.update(appointments).set({ noShow: mark, updatedAt: now }).where(eq(appointments.id, id)).run();
    audit(tx, actor, id, 'no-show', before, now);
    // 'Gelmedi': a paid kapora is kept as today's takings (issue 38); taken off: it is 'alındı' again (0495)
    if (mark) keepDepositOnNoShow(tx, actor, id, now);
    else releaseKeptDepositOfNoShow(tx, actor, id, now);
    return { ok: true, id, changed: true, queued: 0 };
  });
}

/**
 * The appointment's note alone (an artist adds a note to her own appointment; the full edit
 * form is `updateAdminAppointment`). Empty text clears it.
 */
export function setAppointmentNotes(
  context: WriteContext,
  actor: Actor,
  id: number,
  notes: string | null,
  options: VersionOption = {},
): WriteResult {
  return commit(context, (tx, now) => {
    const row = loadRow(tx, id);
    if (!row) return notFound;
    const refused = stale(tx, row, options.expectedVersion);
    if (refused) return refused;
    const text = notes?.trim() ? notes.trim() : null;
    if (text !== null && text.length > NOTES_MAX_LENGTH) return invalid(BOOKING_MESSAGES.notesTooLong);
    if (row.notes === text) return { ok: true, id, changed: false, queued: 0 };
    const before = snapshot(tx, id, false);
    tx.update(appointments).set({ notes: text, updatedAt: now }).where(eq(appointments.id, id)).run();
    audit(tx, actor, id, 'notes', before, now);
    return { ok: true, id, changed: true, queued: 0 };
  });
}

/**
 * Sets or clears the 'Geldi' (arrived) mark (appointment-panel.ts: only on a pending or
 * confirmed appointment whose day has come). Marking arrival clears a 'Gelmedi' mark; the
 * status stays as it is (checkout completes the visit).
 */
export function setArrived(
  context: WriteContext,
  actor: Actor,
  id: number,
  mark: boolean,
  options: VersionOption = {},
): WriteResult {
  return commit(context, (tx, now) => {
    const row = loadRow(tx, id);
    if (!row) return notFound;
    const refused = stale(tx, row, options.expectedVersion);
    if (refused) return refused;
    if ((row.arrivedAt !== null) === mark) return { ok: true, id, changed: false, queued: 0 };
    const problem = arrivalProblem(row, mark, istanbulClock(now).date);
    if (problem) return invalid(problem);
    const before = snapshot(tx, id, false);
    tx.update(appointments)
      .set({ arrivedAt: mark ? now : null, ...(mark ? { noShow: false } : {}), updatedAt: now })
      .where(eq(appointments.id, id))
      .run();
    // 'Geldi' clears 'Gelmedi': a kapora kept for it is 'alındı' again (0495)
    if (mark && row.noShow) releaseKeptDepositOfNoShow(tx, actor, id, now);
    audit(tx, actor, id, 'arrived', before, now);
    return { ok: true, id, changed: true, queued: 0 };
  });
}

/**
 * 'Randevu ver' on a freed slot (issue 27, item 4): books a waiting customer's entry at
 * `time` (the freed start) with the member given, else the entry's own, else the first
 * eligible member. Through the desk's booking rules in ONE transaction (hours, closures,
 * conflicts: saveInTransaction, confirmed by DESK_DEFAULT_STATUS), the entry leaves the
 * waitlist, and the confirmation is queued to her like any confirmed booking (e-mail when she
 * gave one; SMS / WhatsApp as she opted in). A conflict is a 409 and nothing changes.
 */
export function bookFromWaitlist(
  context: WriteContext,
  actor: Actor,
  entryId: number,
  slot: { time: string; teamMemberId?: number | null },
  options: AdminWriteOptions = {},
): WriteResult {
  return commit(context, (tx, now) => {
    const entry = findWaitlistEntry(tx, entryId);
    if (!entry) return { ok: false, kind: 'not-found', status: 404, message: WAITLIST_TEXTS.notFound };
    const fit = selectionFit(loadBookingCatalog(tx), entry);
    if (!fit) return invalid(BOOKING_MESSAGES.itemUnavailable, 'serviceIds');
    const memberId = slot.teamMemberId ?? entry.teamMemberId ?? fit.memberIds[0] ?? null;
    if (memberId === null) return invalid(WAITLIST_TEXTS.chooseMember, 'teamMemberId');
    if (!fit.memberIds.includes(memberId)) return invalid(BOOKING_MESSAGES.memberUnavailable, 'teamMemberId');
    const input: AdminAppointmentInput = {
      customerName: entry.customerName,
      customerEmail: entry.customerEmail,
      customerPhone: entry.customerPhone,
      customerId: null,
      teamMemberId: memberId,
      serviceIds: entry.serviceIds,
      packageIds: entry.packageIds,
      date: entry.date,
      time: slot.time,
      notes: null,
      totalPriceKurus: null,
      status: DESK_DEFAULT_STATUS,
      customDuration: null,
      override: false,
    };
    const result = saveInTransaction(tx, null, input, now, { source: 'admin', ...options });
    if (result.ok) {
      // two records written, two history rows: the new appointment, and the entry it came from
      audit(tx, actor, result.id, 'created', null, now, { source: 'waitlist', waitlistEntryId: entryId });
      removeWaitlistEntry(tx, actor, entryId, { at: now, meta: { appointmentId: result.id } });
    }
    return result;
  });
}
