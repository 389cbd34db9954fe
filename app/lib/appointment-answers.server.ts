/**
 * The admin appointment calls' answer to a write (POST /api/appointments with admin
 * credentials, PUT /api/appointments/{id}, PUT /api/admin/appointments/{id}/status): the
 * appointment as the list shows it, or the failure; a conflict is a 409 with hasConflict and
 * the conflicts, so a client can ask the admin and send again with `override: true`.
 */
import type { WriteResult } from '~/models/admin-appointment-writes.server';
import { getAdminAppointment } from '~/models/admin-appointments.server';
import type { Db } from '../../db/client';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import { PRIVATE_NO_STORE, apiError, ok, type ApiError } from './api.server';

export function appointmentWriteAnswer(db: Db, result: WriteResult, okStatus = 200): Response {
  if (!result.ok) {
    if (result.kind === 'conflict') return apiError(409, result.message, { hasConflict: true, conflicts: result.conflicts });
    return apiError(result.status, result.message, result.kind === 'invalid' && result.field ? { field: result.field } : {});
  }
  return ok({ appointment: getAdminAppointment(db, result.id) }, okStatus, PRIVATE_NO_STORE);
}

/** The 409 entry the write calls list in docs/api.md. */
export const CONFLICT_ERROR = '{ hasConflict: true, conflicts, message } unless override: true';

/** What the availability reads answer to a query they cannot use (docs/api.md). */
export const AVAILABILITY_ERRORS: readonly ApiError[] = [
  [400, BOOKING_MESSAGES.memberRequired],
  [404, BOOKING_MESSAGES.memberUnavailable],
  [400, BOOKING_MESSAGES.itemUnavailable],
];
