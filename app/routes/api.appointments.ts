import { BOOKING_MESSAGES, bookingRequestSchema, validationMessage } from '~/domain/booking-rules';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { apiConsentDecision } from '~/domain/kvkk';
import type { RequestContext } from '~/lib/app-context';
import { adminOfApiRequest } from '~/lib/admin-availability.server';
import { createAdminAppointment } from '~/models/appointments/writes.server';
import { parseAdminAppointmentBody, writeResponse } from '~/models/admin-appointment-api.server';
import { bookingJson } from '~/models/appointments/json.server';
import { createBooking } from '~/models/appointments/booking.server';
import { currentNotice } from '~/models/content/kvkk.server';
import type { Route } from './+types/api.appointments';
import { logger } from '~/lib/logger.server';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

/** GET is not a call of this address. */
export function loader() {
  return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
}

/**
 * POST /api/appointments — a public booking with the spec's payload (section 3):
 * 201 { success: true, appointment } or 4xx { success: false, message } in Turkish
 * (409 when the slot is taken). The privacy notice consent: `kvkkConsent: true` (and
 * optionally the `kvkkVersion` shown) is stored with the version, time and IP; `false` is
 * refused; absent books without a consent record (docs/decisions/0090-kvkk-consent-log.md).
 * An `Idempotency-Key` header (or `idempotencyKey` field) makes a retry answer 200 with the
 * same appointment.
 *
 * With an admin bearer token or session it is the admin's create instead (any status,
 * totalPrice, customDuration; 409 { hasConflict, conflicts } unless `override: true`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const admin = await adminOfApiRequest(request, context);
  const body = await readBody(request);
  if (admin) return adminCreate(context, admin.user.id, body, request.headers.get('authorization') ? 'api' : 'admin');
  const parsed = bookingRequestSchema.safeParse(body);
  if (!parsed.success) return apiError(400, validationMessage(parsed.error).message);
  const key = request.headers.get('idempotency-key') ?? body.idempotencyKey ?? null;
  if (key !== null && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) return apiError(400, 'Geçersiz tekrar anahtarı (Idempotency-Key).');

  const { kvkkConsent, kvkkVersion, ...booking } = parsed.data;
  const consent = apiConsentDecision({ kvkkConsent, kvkkVersion }, currentNotice(context.db)?.version ?? null);
  if (!consent.ok) return apiError(consent.status, consent.message);

  try {
    const result = createBooking(context, {
      ...booking,
      consent: consent.version === null ? null : { version: consent.version, at: context.now(), ip: context.clientIp },
      idempotencyKey: key,
      source: 'api',
    });
    if (!result.ok) return apiError(result.status, result.message);
    return Response.json({ success: true, appointment: bookingJson(result.appointment) }, { status: result.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logger.error({ err: error }, '[booking] POST /api/appointments failed');
    return apiError(503, BOOKING_MESSAGES.bookingFailed);
  }
}

/** The admin's create through the JSON API. */
function adminCreate(context: RequestContext, userId: number, body: Record<string, unknown>, source: 'admin' | 'api') {
  const parsed = parseAdminAppointmentBody(body);
  if (!parsed.ok) return parsed.response;
  try {
    return writeResponse(context, createAdminAppointment(context, parsed.input, { userId, source }), 201);
  } catch (error) {
    logger.error({ err: error }, '[appointments] admin POST /api/appointments failed');
    return apiError(503, BOOKING_MESSAGES.bookingFailed);
  }
}
