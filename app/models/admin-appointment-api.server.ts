/**
 * The admin appointment JSON calls' shared answers: the body as the admin schema reads it,
 * and a write result as JSON (spec field names; a conflict is a 409 with hasConflict and the
 * conflicts, so a client can ask the admin and send again with `override: true`).
 */
import { adminAppointmentSchema, type AdminAppointmentInput } from '~/domain/admin-appointment-rules';
import { validationMessage } from '~/domain/booking-rules';
import type { RequestContext } from '~/lib/app-context';
import { apiError } from '~/lib/http.server';
import { getAdminAppointment } from './appointments/lists.server';
import type { WriteResult } from './appointments/writes.server';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The create/edit body, or a 400 answer with the Turkish message and each field's. */
export function parseAdminAppointmentBody(body: Record<string, unknown>): { ok: true; input: AdminAppointmentInput } | { ok: false; response: Response } {
  const parsed = adminAppointmentSchema.safeParse(body);
  if (parsed.success) return { ok: true, input: parsed.data };
  const { message, fieldErrors } = validationMessage(parsed.error);
  return { ok: false, response: apiError(400, message, { errors: fieldErrors }) };
}

/** A write's answer: the appointment as the list shows it, or the failure. */
export function writeResponse(context: RequestContext, result: WriteResult, okStatus = 200): Response {
  if (!result.ok) {
    if (result.kind === 'conflict') return apiError(409, result.message, { hasConflict: true, conflicts: result.conflicts });
    return apiError(result.status, result.message, result.kind === 'invalid' && result.field ? { field: result.field } : {});
  }
  const appointment = getAdminAppointment(context.db, result.id);
  return Response.json({ success: true, appointment }, { status: okStatus, headers: NO_STORE });
}

export function jsonNoStore(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}
