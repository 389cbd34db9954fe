/**
 * The admin's calls on one appointment (GET, PUT, DELETE), and their answer to a write (POST /api/appointments with admin
 * credentials, PUT /api/appointments/{id}, PUT /api/admin/appointments/{id}/status): the
 * appointment as the list shows it, or the failure; a conflict is a 409 with hasConflict and
 * the conflicts, so a client can ask the admin and send again with `override: true`.
 */
import { ADMIN_APPOINTMENT_TEXTS, adminAppointmentSchema } from '~/domain/admin-appointment-rules';
import { deleteAdminAppointment, updateAdminAppointment, type WriteResult } from '~/models/appointments/writes.server';
import { getAdminAppointment } from '~/models/appointments/lists.server';
import type { AdminAppointment } from '~/models/appointments/json.server';
import { logger } from '../../infra/logger.server';
import { actorOf, viewerOf, type ActiveSession } from '../../http/auth.server';
import { appointmentForViewer, type BusyAppointment, type Permission } from '~/domain/permissions';
import type { Db } from '../../../db/client';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import {
  PRIVATE_NO_STORE,
  apiError,
  call,
  idParams,
  ok,
  okVersioned,
  staleAnswer,
  type ApiError,
} from '../../http/api.server';

/** Who reads appointments: every one (the desk, managers) or her own with the others as busy blocks (an artist). */
export const READ_APPOINTMENTS: readonly Permission[] = ['appointments.read.all', 'appointments.read.own'];

/**
 * Appointments as the session's account may receive them (docs/decisions/0350, 0381): whole
 * (contact masked without `customers.contact.read`), another artist's as a busy block
 * (`{ id, teamMemberId, date, time, durationMinutes, customDuration, status, busy: true }`).
 */
export function appointmentsShownTo<T extends AdminAppointment>(
  session: Pick<ActiveSession, 'user' | 'access'>,
  list: readonly T[],
): (T | BusyAppointment)[] {
  const viewer = viewerOf(session);
  return list.flatMap((a) => appointmentForViewer(viewer, a) ?? []);
}

export function appointmentWriteAnswer(
  db: Db,
  result: WriteResult,
  okStatus = 200,
  session?: Pick<ActiveSession, 'user' | 'access'>,
): Response {
  if (!result.ok) {
    if (result.kind === 'conflict')
      return apiError(409, result.message, { hasConflict: true, conflicts: result.conflicts });
    // someone saved in between (If-Match named an older version): the appointment now and what changed
    if (result.kind === 'stale') return staleAnswer(result, getAdminAppointment(db, result.current.id));
    if (result.kind === 'fair-use')
      return apiError(409, result.message, { fairUse: true, hint: FAIR_USE_OVERRIDE_HINT });
    return apiError(
      result.status,
      result.message,
      result.kind === 'invalid' && result.field ? { field: result.field } : {},
    );
  }
  const appointment = getAdminAppointment(db, result.id);
  if (!appointment) return ok({ appointment: null }, okStatus, PRIVATE_NO_STORE);
  // an artist's answer shows another artist's appointment as a busy block; the ETag is the record's version
  return okVersioned(
    { appointment: session ? (appointmentsShownTo(session, [appointment])[0] ?? null) : appointment },
    appointment.version,
    okStatus,
  );
}

/** The 409 entry of a write that honours If-Match (docs/api.md). */
export const STALE_ERROR = '{ message, current, currentVersion, meanwhile } when If-Match names an older version';

/** The 409 entry the write calls list in docs/api.md. */
export const CONFLICT_ERROR = '{ hasConflict: true, conflicts, message } unless override: true';
/** The fair-use refusal of the admin's writes (docs/decisions/0333). */
export const FAIR_USE_OVERRIDE_HINT =
  'Send fairUseReason (3-500 characters) to book past the rule; the reason is kept on the appointment.';
export const FAIR_USE_ERROR = '{ fairUse: true, message, hint } unless fairUseReason is sent';

/** What the availability reads answer to a query they cannot use (docs/api.md). */
export const AVAILABILITY_ERRORS: readonly ApiError[] = [
  [400, BOOKING_MESSAGES.memberRequired],
  [404, BOOKING_MESSAGES.memberUnavailable],
  [400, BOOKING_MESSAGES.itemUnavailable],
];

const params = idParams(ADMIN_APPOINTMENT_TEXTS.notFound);

/**
 * The admin's calls on one appointment. /api/appointments/{id} answers all three;
 * /api/admin/appointments/{id} (the back office's older address) answers GET and DELETE with
 * these very calls (app/routes/api/api.admin.appointments.$id.ts).
 */
export const appointmentCalls = {
  GET: call({
    auth: 'admin',
    permission: READ_APPOINTMENTS,
    summary:
      "One appointment. An artist (Uzman) gets her own whole and another artist's as a busy block; contact details masked without `customers.contact.read`.",
    params,
    etag: true,
    response: '200 { success, appointment }',
    errors: [[404, ADMIN_APPOINTMENT_TEXTS.notFound]],
    handler: ({ context, params, session }) => {
      const appointment = getAdminAppointment(context.db, params.id);
      return appointment
        ? okVersioned({ appointment: appointmentsShownTo(session, [appointment])[0] }, appointment.version)
        : apiError(404, ADMIN_APPOINTMENT_TEXTS.notFound);
    },
  }),
  PUT: call({
    auth: 'admin',
    permission: 'appointments.write',
    summary:
      'The full appointment. Pending and confirmed appointments of the member count as conflicts, this one excluded.',
    alsoAnswers: ['PATCH'],
    params,
    body: adminAppointmentSchema,
    fieldErrors: true,
    etag: true,
    ifMatch: true,
    response: '200 { success, appointment }',
    errors: [
      [404, ADMIN_APPOINTMENT_TEXTS.notFound],
      [400, 'first schema message, with errors: { field: message }'],
      [409, CONFLICT_ERROR],
      [409, STALE_ERROR],
      [409, FAIR_USE_ERROR],
      [503, ADMIN_APPOINTMENT_TEXTS.unknownReason],
    ],
    handler: ({ context, params, body, session, expectedVersion }) => {
      try {
        return appointmentWriteAnswer(
          context.db,
          updateAdminAppointment(context, actorOf(session, context), params.id, body, { expectedVersion }),
        );
      } catch (error) {
        logger.error({ err: error }, '[appointments] PUT /api/appointments/{id} failed');
        return apiError(503, ADMIN_APPOINTMENT_TEXTS.unknownReason);
      }
    },
  }),
  DELETE: call({
    auth: 'admin',
    permission: 'appointments.write',
    summary: 'Deletes the appointment.',
    params,
    ifMatch: true,
    response: `200 { success, message: '${ADMIN_APPOINTMENT_TEXTS.deleted}' }`,
    errors: [
      [404, ADMIN_APPOINTMENT_TEXTS.notFound],
      [409, STALE_ERROR],
    ],
    handler: ({ context, params, session, expectedVersion }) => {
      const result = deleteAdminAppointment(context, actorOf(session, context), params.id, { expectedVersion });
      if (result.ok) return ok({ message: ADMIN_APPOINTMENT_TEXTS.deleted }, 200, PRIVATE_NO_STORE);
      return result.kind === 'stale'
        ? appointmentWriteAnswer(context.db, result)
        : apiError(result.status, result.message);
    },
  }),
};
