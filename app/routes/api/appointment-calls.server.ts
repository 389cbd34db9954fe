/**
 * The admin's calls on one appointment (GET, PUT, DELETE), and their answer to a write (POST /api/appointments with admin
 * credentials, PUT /api/appointments/{id}, PUT /api/admin/appointments/{id}/status): the
 * appointment as the list shows it, or the failure; a conflict is a 409 with hasConflict and
 * the conflicts, so a client can ask the admin and send again with `override: true`.
 */
import { ADMIN_APPOINTMENT_TEXTS, adminAppointmentSchema } from '~/domain/admin-appointment-rules';
import { deleteAdminAppointment, updateAdminAppointment, type WriteResult } from '~/models/appointments/writes.server';
import { getAdminAppointment } from '~/models/appointments/lists.server';
import { logger } from '../../infra/logger.server';
import { actorOf } from '../../http/auth.server';
import type { Db } from '../../../db/client';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import { PRIVATE_NO_STORE, apiError, call, idParams, ok, okVersioned, staleAnswer, type ApiError } from '../../http/api.server';

export function appointmentWriteAnswer(db: Db, result: WriteResult, okStatus = 200): Response {
  if (!result.ok) {
    if (result.kind === 'conflict') return apiError(409, result.message, { hasConflict: true, conflicts: result.conflicts });
    // someone saved in between (If-Match named an older version): the appointment now and what changed
    if (result.kind === 'stale') return staleAnswer(result, getAdminAppointment(db, result.current.id));
    if (result.kind === 'fair-use') return apiError(409, result.message, { fairUse: true, hint: FAIR_USE_OVERRIDE_HINT });
    return apiError(result.status, result.message, result.kind === 'invalid' && result.field ? { field: result.field } : {});
  }
  const appointment = getAdminAppointment(db, result.id);
  return appointment ? okVersioned({ appointment }, appointment.version, okStatus) : ok({ appointment }, okStatus, PRIVATE_NO_STORE);
}

/** The 409 entry of a write that honours If-Match (docs/api.md). */
export const STALE_ERROR = '{ message, current, currentVersion, meanwhile } when If-Match names an older version';

/** The 409 entry the write calls list in docs/api.md. */
export const CONFLICT_ERROR = '{ hasConflict: true, conflicts, message } unless override: true';
/** The fair-use refusal of the admin's writes (docs/decisions/0333). */
export const FAIR_USE_OVERRIDE_HINT = 'Send fairUseReason (3-500 characters) to book past the rule; the reason is kept on the appointment.';
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
 * these very calls (app/routes/api.admin.appointments.$id.ts).
 */
export const appointmentCalls = {
  GET: call({
    auth: 'admin',
    summary: 'One appointment.',
    params,
    etag: true,
    response: '200 { success, appointment }',
    errors: [[404, ADMIN_APPOINTMENT_TEXTS.notFound]],
    handler: ({ context, params }) => {
      const appointment = getAdminAppointment(context.db, params.id);
      return appointment ? okVersioned({ appointment }, appointment.version) : apiError(404, ADMIN_APPOINTMENT_TEXTS.notFound);
    },
  }),
  PUT: call({
    auth: 'admin',
    summary: 'The full appointment. Pending and confirmed appointments of the member count as conflicts, this one excluded.',
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
        return appointmentWriteAnswer(context.db, updateAdminAppointment(context, actorOf(session, context), params.id, body, { expectedVersion }));
      } catch (error) {
        logger.error({ err: error }, '[appointments] PUT /api/appointments/{id} failed');
        return apiError(503, ADMIN_APPOINTMENT_TEXTS.unknownReason);
      }
    },
  }),
  DELETE: call({
    auth: 'admin',
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
      return result.kind === 'stale' ? appointmentWriteAnswer(context.db, result) : apiError(result.status, result.message);
    },
  }),
};
